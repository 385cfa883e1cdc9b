# ONE PIECE CARD GAME: activation costs (costs.py), in English. Guide: docs/wording.md.
# Variables are facts (cards' names, numbers, players); change the words, keep the variables.
# $kind is the action of a cost: rest_don, don_minus, trash_from_hand or rest_self.

## An action of a cost (8-3-1-1), as the card words it and as a player does it

# rest 2 DON!! / DON!! −1 / trash 1 card from your hand / rest this card
cost-action = { $kind ->
        [rest_don] rest { $count } DON!!
        [don_minus] DON!! −{ $count }
        [trash_from_hand] trash { $count ->
            [one] 1 card
           *[other] { $count } cards
        } from your hand
       *[rest_self] rest this card
    }
# what a player does for an action, said after the player: "(A) rests 2 DON!!", "(A) rests Peddler"
# ($card is the card whose effect it is)
cost-done = { $kind ->
        [rest_don] rests { $count } DON!!
        [don_minus] returns { $count } DON!! to their DON!! deck
        [trash_from_hand] trashes { $count ->
            [one] 1 card
           *[other] { $count } cards
        } from their hand
       *[rest_self] rests { $card }
    }
# the actions of a cost in the order they are paid: "rest 1 DON!!, then trash 1 card from your hand"
cost-list-then = { $first }, then { $next }
# what was done for one action, one DON!! or card after the other
cost-list-and = { $first }, { $next }
# Peddler's [On Play] effect; a "when …" effect ($kind is when) is Red Dock's effect
cost-effect = { $kind ->
        [when] { $card }'s effect
       *[other] { $card }'s { $timing } effect
    }

## Paying the cost, one step for each action (8-3-1-1), then the costs other effects added (8-3-1-2)

# one step of the payment: $part is "only" when the card's own cost is one action, else "first" for
# the first action of the card's own cost, "next" for
# a later one, "added" for a cost another card's effect ($source) added. $done is what the player does
# (cost-done, cost-don-returned, cost-trashed); $tally is cost-pay-tally for DON!! −X, else empty.
cost-pay = { $part ->
        [added] Then { $player } pays the cost added by { $source }'s effect{ $tally }: { $done }.
        [next] Next in the order of the text{ $tally }: { $player } { $done }.
        [first] { $player } pays the cost of { $effect } (the part of its text before the colon), one action after the other in the order of the text{ $tally }: { $done }.
       *[only] { $player } pays the cost of { $effect } (the part of its text before the colon){ $tally }: { $done }.
    }
# DON!! −X returns the DON!! one at a time, each chosen by the player (10-2-10-1): the first of $count
cost-pay-tally = { " " }— DON!! −{ $count }, 1 of { $count }
# the second and later DON!! of DON!! −X
cost-pay-don-minus-next = Then DON!! −{ $count }, { $nth } of { $count }: { $player } { $done }.
# the second and later cards trashed for one "trash N cards" action
cost-pay-trash-next = Then { $player } { $done }.

## Where a DON!! of DON!! −X comes from (10-2-10-1)

cost-don-prompt = Choose a DON!! to return to the DON!! deck
# option labels; $card is the Leader or Character the DON!! is given to
cost-don-from = { $place ->
        [active] an active DON!! from the cost area
        [rested] a rested DON!! from the cost area
       *[given] a DON!! given to { $card }
    }
# what the player does (said after the player, as cost-done)
cost-don-returned = { $place ->
        [active] returns 1 active DON!! from the cost area to their DON!! deck
        [rested] returns 1 rested DON!! from the cost area to their DON!! deck
       *[given] returns 1 DON!! given to { $card } to their DON!! deck ({ $card } now has { $power } power)
    }

## Trashing a card from the hand (10-2-14-1)

cost-trash-prompt = Choose a card to trash
# what the player does (said after the player, as cost-done); $where is yes when the card's name
# already says it was in the hand ("the card from A's hand"): the hand is not said twice
cost-trashed = { $where ->
        [yes] trashes { $card }
       *[no] trashes { $card } from their hand
    }

## A cost that cannot be paid at all (8-3-1-3), costs added by other effects included (8-3-1-2)

# $actions is how many actions the cost has; $part is the first that cannot be paid
cost-cannot-pay = { $actions ->
        [one] { $player } cannot pay the cost ({ $costs }): { $effect } is not activated.
       *[other] { $player } cannot pay '{ $part }' along with the rest of the cost{ $added ->
            [yes] { " " }(the cost added by another effect included)
           *[no] {""}
        }, so none of the cost ({ $costs }) is paid — not even the parts that could be: { $effect } is not activated.
    }{ $may ->
        [yes] { " " }The cost says 'you may', but a cost that cannot be paid is not offered: { $player } is not asked whether to pay it.
       *[no] {""}
    }

## A cost that becomes unpayable part way (8-3-1-3-1); [Once Per Turn] stays used (10-2-13-5)

# $paid lists what could still be paid; $paid_count is how many actions that is
cost-paid-in-part = { $player } can no longer pay '{ $part }': paying the earlier part of the cost left too little for it. { $paid_count ->
        [0] Nothing more of it can be paid.
       *[other] { $player } pays as much of the rest of the cost as possible: { $paid }.
    } The cost was not paid in full, so the text of { $effect } after the colon does not resolve.{ $once ->
        [yes] { " " }It is a [Once Per Turn] effect and it was activated: it cannot be activated again this turn, though it did nothing.
       *[no] {""}
    }

## An optional cost, 'you may' (8-3-1-4)

cost-pay-prompt = Pay the cost ({ $costs })?
cost-option-pay = pay
cost-option-skip = don't pay
cost-optional-paid = The cost of { $effect } ({ $costs }) says 'you may', and { $player } can pay it: { $player } chooses to pay it.
cost-optional-skipped = The cost of { $effect } ({ $costs }) says 'you may': { $player } chooses not to pay it, so the effect is not activated.

## A cost replaced by a replacement effect (8-3-1-7, 8-1-3-4)

cost-replace-prompt = Replace the cost with { $source }'s replacement effect?
cost-option-pay-as-written = pay as written
cost-option-replace = replace
cost-replaced = { $player } replaces the cost ({ $costs }) with { $source }'s replacement effect.
cost-not-processed = The cost was not paid as written on { $card }, so the text after the colon is not processed.
cost-replacement-declined = { $player } declines to replace the cost: the replacement effect is not applied.
