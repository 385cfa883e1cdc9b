# ONE PIECE CARD GAME: resolving an effect's text, one word of the vocabulary at a time
# (resolving.py), in English. Guide: docs/wording.md. Variables are facts; change the words.

## A part that says 「できる」 (8-1-2)

resolving-may-prompt = Do this part of the effect?
resolving-yes = yes
resolving-no = no
# $sourced: whether the effect has a source card ($source) to name
resolving-may = This part of { $sourced ->
        [yes] { $source }'s effect
       *[no] the effect
    } says 'you may' (optional): { $player } chooses { $chosen ->
        [yes] to do it
       *[no] not to
    }.

## What the choosing verbs are (8-4-4): "Choose a card to …"

resolving-verb-ko = K.O.
resolving-verb-trash = trash
resolving-verb-give-don = give DON!! to
resolving-verb-power = change the power of
resolving-verb-play = play
resolving-verb-return-to-hand = return to the hand
resolving-verb-negate = negate the effects of
resolving-verb-gain = give the effect to

## The words of the vocabulary

# $named: whether any card drawn has a name to show
resolving-draw = { $player } draws { $count ->
        [one] 1 card
       *[other] { $count } cards
    }{ $named ->
        [yes] : { $cards }
       *[no] {""}
    }.
resolving-trash = { $card } is trashed from { $place }.
resolving-rest-don = { $player } rests { $count } DON!! in their cost area.
resolving-set-active-don = { $player } sets { $count } DON!! active.
# $rested_first: rested and active DON!! were both there, so which is given first was the engine's choice
resolving-give-don = { $player } gives { $count } DON!! to { $card } (+1000 power each during its owner's turn).{ $rested_first ->
        [yes] { " " }It gives rested DON!! first: that order is the engine's default, not in our source.
       *[no] {""}
    }
# $amount is signed (+1000, -2000); $until: battle (to the End of the Battle, 7-1-5) or turn
resolving-power = { $card } gets { $amount } power { $until ->
        [battle] during this battle
        [end_of_turn] until the end of the turn
        [next_turn] until the start of { $controller }'s next turn
       *[turn] during this turn
    } (now { $power }).
resolving-return-to-hand = { $card } returns to its owner's hand (a new card there).{ $don ->
        [0] {""}
        [1] {" "}The DON!! given to it goes to { $player }'s cost area, rested.
       *[other] {" "}The { $don } DON!! given to it go to { $player }'s cost area, rested.
    }
resolving-life-to-hand = { $player } adds the top card of their Life area, { $card }, to their hand (no damage, no [Trigger]).
resolving-negate-nothing = { $card } has no effects: negating them changes nothing.
resolving-negate = { $card }'s effects are negated. It is still not a card with 'no base effect'.
# $what: text (the effect's own words, $text), permanent, or timing (an effect of the timing $timing)
resolving-gain = { $card } gains { $what ->
        [text] the effect “{ $text }”
        [permanent] a permanent effect
       *[timing] a { $timing } effect
    }.{ $negated ->
        [yes] { " " }Its own effects are negated, but an effect it gains afterwards is not negated.
       *[no] {""}
    }
resolving-each-player-first = The effect has both players act: the turn player, { $player }, goes first.
resolving-each-player-next = Next, the non-turn player, { $player }, does the same.

## 「〜場合」 and 「その後」 (4-10-1, 4-10-2)

resolving-if-not-met = The part before “if” was not carried out, so the part that depends on it is not either.
resolving-then-anyway = The part before “then” was not carried out in full; the part after “then” is carried out all the same.
