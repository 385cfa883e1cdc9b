# ONE PIECE CARD GAME: removing a card from the field (removal.py, 4-11, 3-6-3), in English.
# Guide: docs/wording.md. Variables are facts (cards' names, players); change the words.

# 3-6-3: a Leader chosen by an effect that moves cards stays in the Leader area
# $verb: ko, trash or return (to the hand)
removal-leader-stays = { $card } is a Leader, and a card in the Leader area never leaves it, whatever an effect or a rule says: it is not { $verb ->
        [ko] K.O.'d
        [trash] trashed
       *[return] returned to the hand
    } and stays in the Leader area.
# 4-11-1, 4-11-2, 1-3-3: a permanent effect says the card cannot be removed from the field; $area,
# where the card is, is part of the field (3-1-2)
# $by: opponent (by $player's effects, $player being the card's opponent) or any (by effects)
removal-cannot-be-removed = { $card } is in { $area }, part of the field, and { $own ->
        [yes] its own effect
       *[no] { $source }'s effect
    } says that it cannot be removed from the field by { $by ->
        [opponent] { $player }'s effects
       *[any] effects
    }. { $verb ->
        [ko] A K.O.
        [trash] Trashing it
       *[return] Returning it to the hand
    } would move it from the field to another area, which is what removing means, so it does not happen: a prohibition wins over the effect that would do it.
