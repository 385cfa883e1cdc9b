# ONE PIECE CARD GAME: the Character area (character_area.py, 3-7), in English.
# Guide: docs/wording.md. Variables are facts; change the words.

# $place: the area the Character comes from
# $nowhere: yes when the card was in no area (a [Trigger] card while its [Trigger] resolves, 10-1-5-3)
# 3-7-1, 3-7-2, 3-7-5: the Character area, an open area: face up and active
character-area-played = { $nowhere ->
        [yes] { $card } is played to { $player }'s Character area, face up and active.
       *[no] { $card } is played from { $place } to { $player }'s Character area, face up and active.
    }
# the area already holds 5 Characters (3-7-6-1): one of them ($card) is trashed before $new is played
character-area-trash-prompt = Choose the Character to trash before the new one is played
character-area-trashed = { $player }'s Character area already holds 5 Characters, its most. { $new } is revealed, and before it is played { $player } chooses one of the 5, { $card }, and trashes it. This trashing is rule processing: it is not a K.O., and no effect can be applied to it, so neither [On K.O.] nor a replacement effect applies.
