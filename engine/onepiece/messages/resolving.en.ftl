# ONE PIECE CARD GAME: resolving an effect's text, one word of the vocabulary at a time
# (resolving.py), in English. Guide: docs/wording.md. Variables are facts; change the words.

## A part that says 'you may' (8-1-2)

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
resolving-verb-power = get the power change
resolving-verb-base-power = set the base power of
resolving-verb-base-cost = set the base cost of
resolving-verb-add-to-life = add to the Life cards
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
# $amount is signed (+1000, -2000); $until: battle (to the End of the Battle, 7-1-5) or turn;
# $below: yes when the power is now below 0 (1-3-6-1: it stays so; 1-3-6-1-1: the card stays)
resolving-power = { $card } gets { $amount } power { $until ->
        [battle] during this battle
        [end_of_turn] until the end of the turn
        [next_turn] until the start of { $controller }'s next turn
       *[turn] during this turn
    } (now { $power }).{ $below ->
        [yes] { " " }Power can go below 0: it is not raised to 0, and the card is not trashed for it.
       *[no] {""}
    }
# 4-2-1-1: the owner is the player who held the card from the start ($owner)
resolving-return-to-hand = { $card } returns to its owner's hand, { $owner }'s: the owner is the player who held the card from the start. It is a new card there.{ $don ->
        [0] {""}
        [1] {" "}The DON!! given to it goes to { $player }'s cost area, rested.
       *[other] {" "}The { $don } DON!! given to it go to { $player }'s cost area, rested.
    }
resolving-life-to-hand = { $player } adds the top card of their Life area, { $card }, to their hand (no damage, no [Trigger]).
resolving-negate-nothing = { $card } has no effects: negating them changes nothing.
# $keywords: yes when the card has keyword effects, which are effects too (4-1-2)
resolving-negate = { $card }'s effects are negated{ $keywords ->
        [yes] , its keyword effects included
       *[no] {""}
    }. It is still not a card with 'no base effect'.
# 8-2-3: the card's auto or activate effects with the timings $effects (none named for a "when …"
# effect, $named: no) have already been activated and resolved; $many: yes for two effects or more
resolving-negate-resolved = Its { $named ->
        [yes] { $effects } {""}
       *[no] {""}
    }{ $many ->
        [yes] effects have already been activated and resolved, so the negation does not undo them: what they did stays.
       *[no] effect has already been activated and resolved, so the negation does not undo it: what it did stays.
    }
# $what: text (the effect's own words, $text), permanent, or timing (an effect of the timing $timing)
resolving-gain = { $card } gains { $what ->
        [text] the effect “{ $text }”
        [permanent] a permanent effect
       *[timing] a { $timing } effect
    }.{ $negated ->
        [yes] { " " }Its own effects are negated, but an effect it gains afterwards is not negated.
       *[no] {""}
    }
resolving-each-player-first = The effect has both players act{ $chooses ->
        [yes] , each making a choice: the turn player, { $player }, goes first and chooses first.
       *[no] : the turn player, { $player }, goes first.
    }
resolving-each-player-next = Next, the non-turn player, { $player }, does the same{ $chooses ->
        [yes] , choosing after the turn player.
       *[no] .
    }

## 「〜場合」 and 「その後」 (4-10-1, 4-10-2)

resolving-if-not-met = The part before “if” was not carried out, so the part that depends on it is not either.
resolving-then-anyway = The part before “then” was not carried out in full; the part after “then” is carried out all the same.

## Draw up to X (4-5-4)

resolving-draw-up-to-prompt = Draw a card, or stop drawing?
resolving-draw-up-to-draw = draw a card
resolving-draw-up-to-stop = stop
# $drawn: cards drawn so far; $most: X
resolving-draw-up-to-stopped = { $drawn ->
        [0] { $player } stops before drawing any of the { $most } cards allowed
        [one] { $player } stops drawing after 1 card of the { $most } allowed
       *[other] { $player } stops drawing after { $drawn } cards of the { $most } allowed
    }: with 'draw up to', the player may end the drawing before each card.
# $last: yes when that was the X-th card, which ends it
resolving-draw-up-to-one = { $player } draws 1 card ({ $card }): { $drawn } of { $most }.{ $last ->
        [yes] { " " }That is all of them, so the drawing ends.
       *[no] {""}
    }
resolving-draw-up-to-empty = { $player } has no card left in the deck to draw, so the drawing ends.

## «Set Power to 0» (4-12)

# $amount: the change (−5000), $power: the power after it
resolving-set-power-zero = { $card }'s power is set to 0: during this turn it gets { $amount }, as much as its power when the effect was activated (now { $power }).
resolving-set-power-zero-negative = { $card }'s power is already below 0 ({ $power }): «Set Power to 0» does nothing.

## Base power and cost (4-9-2)

# $which: power or cost; $value: the value this effect sets; $base: the base now (the highest set);
# $several: see below; $now: the power or cost with every change
# 4-9-1, 4-9-2: the card text's "base" is the value as written on the card
# $several: no, or (effects set different values) lower when this effect's value is not the one
# that applies, highest when it is (4-9-2-1, 4-9-2-2)
resolving-base = { $several ->
        [highest] { $card }'s base { $which } (its value as written on the card) becomes { $value } during this turn; effects set different base values, so the highest, { $base }, applies
        [lower] This effect sets { $card }'s base { $which } (its value as written on the card) to { $value } during this turn, but effects set different base values, so the highest, { $base }, applies
       *[no] { $card }'s base { $which } (its value as written on the card) becomes { $value } during this turn
    } (its { $which } is now { $now }).

## Life (3-10-2, 3-10-2-1, 3-10-3, 11-3)

# $source: deck (its top card) or hand; $face: up or down
resolving-add-to-life = { $player } adds { $card } from { $source ->
        [hand] their hand
       *[deck] the top of their deck
    } to the top of their Life cards, face { $face ->
        [up] up: as an exception, it is treated as a card in an open area.
       *[down] down. It is revealed as it moves from one secret area to another, and is unrevealed again once the effect is over.
    }
resolving-add-to-life-none = { $player } has no card to add to their Life cards.
resolving-look-at-life = { $player } looks at { $own ->
        [yes] their
       *[no] { $whose }'s
    } { $count ->
        [one] 1 Life card
       *[other] { $count } Life cards
    } ({ $cards }), face up or face down alike. Only { $player } sees them; they stay in the Life area, in the same order and the same way up.

## Winning or losing by an effect (1-2-5)

resolving-game-result = { $wins ->
        [yes] The effect makes { $player } win the game: { $loser } loses now, while the effect is processed.
       *[no] The effect makes { $player } lose the game now, while it is processed.
    }
# every DON!! in the cost area is already in the state the effect asks for (1-3-2-1);
# $state is active or rested
resolving-don-already = Every DON!! in { $player }'s cost area is already { $state ->
        [active] active
       *[rested] rested
    }: they stay as they are, and nothing is done.

## Draw until N cards in hand (4-5-3, 1-3-2-2)

# the hand already holds $until cards or more: $times (0 or below) draws are not made (1-3-2-2)
resolving-draw-until-none = { $times ->
        [0] { $player } has { $hand } cards in their hand, as many as the { $until } the effect asks for. That would be 0 draws, so nothing is drawn.
       *[other] { $player } has { $hand } cards in their hand, more than the { $until } the effect asks for. That would be { $times } draws: an action to be done a negative number of times is not carried out, and it does not turn into its opposite, so { $player } trashes nothing.
    }
# $times draws, of which $count were made ($cards)
resolving-draw-until = { $player } has { $hand } cards in their hand, so drawing until they have { $until } makes { $times } draws: { $player } draws { $count } ({ $cards }).
