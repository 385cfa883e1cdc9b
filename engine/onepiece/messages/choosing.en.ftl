# ONE PIECE CARD GAME: choosing cards (choosing.py, 8-4-4), in English.
# Guide: docs/wording.md. Variables are facts; change the words.
# $verb: what the chosen cards are for (resolving-verb-…: "K.O.", "trash", "play" …)

## Before a choice by power: the permanent effects in force (8-1-3-3, 8-4-6)

choosing-permanent = { $player }'s permanent effects, texts that are neither auto, activate nor replacement effects, are in force, and the effect counts them as it resolves: { $effects }.
# one permanent effect; $amount is signed (+1000)
choosing-permanent-effect = { $source } gives { $amount } power to { $cards }
# the list of them: the ones so far, then the next
choosing-permanent-next = { $first }; { $next }

# 8-1-3-3-5: a permanent effect ($source) reaches other cards than it would alone, because other
# permanent effects changed their power: $gained it now reaches ($gains), $lost it no longer does
# ($loses); $first is the turn player, $then the non-turn player; $both: no when only one player,
# $owner, has such effects
choosing-permanent-each-other = { $source }'s effect finds its cards by their power, which other permanent effects change: { $gains ->
        [yes] it reaches { $gained }{ $loses ->
            [yes] {" "}and no longer reaches { $lost }
           *[no] {""}
        }
       *[no] it no longer reaches { $lost }
    } only once they are applied. { $both ->
        [yes] Permanent effects that change one another are applied { $first }'s first, then { $then }'s, and then again, until nothing changes.
       *[no] { $owner }'s permanent effects, which change one another, are applied one after another, and then again, until nothing changes.
    }

## The choice (8-4-4, 8-4-4-1, 8-4-4-2)

choosing-prompt = Choose a card to { $verb }
choosing-none = choose none
choosing-nothing-left = No card can be chosen to { $verb }.
# $count: how many the effect chooses; $chosen_count: how many could be
choosing-as-far-as-possible = { $player } must choose { $count ->
        [one] a card to { $verb } if one can be chosen
       *[other] as many cards to { $verb } as they can, up to { $count }
    }; { $chosen_count ->
        [0] none can be chosen, so none is chosen.
        [one] only 1 can be chosen, so that one is chosen.
       *[other] only { $chosen_count } can be chosen, so those { $chosen_count } are chosen.
    }
choosing-chosen = { $player } chooses { $card } to { $verb }.
# $why: up_to ("up to" allows 0, 8-4-4-1), secret (unrevealed cards of a secret area and a condition,
# 8-4-4-2), or none
choosing-chosen-none = { $player } chooses no card to { $verb }.{ $why ->
        [up_to] { " " }The effect says 'up to', so choosing 0 is allowed.
        [secret] { " " }The cards to choose from are unrevealed cards in a secret area and the choice has a condition, so { $player } may choose none even though one qualifies.
       *[none] {""}
    }

## Before a choice by cost: a cost that went below 0 while it was worked out (1-3-6-2, 1-3-6-2-1)

# $worked: the printed cost and each change in order ("2 -4 +1"); $value: the result; $cost: as read
choosing-cost-below-zero = { $card }'s cost is worked out as { $worked } = { $value }: it may be below 0 inside the calculation, and a later change counts from that value; read for this choice, its cost is { $cost }.
