# ONE PIECE CARD GAME: the Counter Step (7-1-3): symbol counters (7-1-3-2-1) and [Counter] Events
# (7-1-3-2-2, 10-2-4), in English (counter_step.py). Guide: docs/wording.md.
# Variables are facts; change the words. Powers ($attacker_power, $now …) are given as written.

counter-step-start = Counter Step: { $target } ({ $target_power } power) is attacked by { $attacker } ({ $attacker_power } power). { $defender } may use counters from their hand.
# no card of the hand can counter (any more); $used is how many counters were used before
counter-none-left = { $used ->
        [0] { $defender } has no counter in their hand that they can use: the Counter Step ends.
       *[other] { $defender } has no more counters in their hand that they can use: the Counter Step ends.
    }

# 2-10-2: cards of the hand that are not Character cards, which have no (Symbol) Counter, nor a
# [Counter] effect; $many: yes for two cards or more
counter-not-character = Only Character cards have a counter, so { $cards } in their hand { $many ->
        [yes] have
       *[no] has
    } none, and no [Counter] effect either.

## The decision: which counter next, or stop (7-1-3-2)

counter-prompt = Use a counter?
counter-option-event = { $card } ([Counter], cost { $cost })
counter-option-symbol = { $card } (counter +{ $counter })
counter-option-stop = stop countering
counter-stopped = { $defender } stops countering: the Counter Step ends.

## A symbol counter (7-1-3-2-1)

# the defender has Characters: they choose which card gets the power next
counter-symbol-trashed = { $defender } trashes { $card } from their hand for its +{ $counter } counter.
counter-target-prompt = Choose the card that gets the power
# $attacked is no when the card that gets the power is not the card being attacked ($attacked_card)
counter-power = { $target } gets +{ $counter } power during this battle { $attacked ->
        [no] (now { $now }). It is not the card being attacked: { $attacked_card } still has { $attacked_power } against the attacker's { $attacker_power }.
       *[yes] (now { $now }; the attacker has { $attacker_power }).
    }
# the defender has only their Leader: it gets the power at once
counter-symbol-to-leader = { $defender } trashes { $card } from their hand for its counter: { $target } gets +{ $counter } power during this battle (now { $now }; the attacker has { $attacker_power }).

## A [Counter] Event (7-1-3-2-2, 10-2-4, 8-4-2)

counter-event = { $defender } uses the [Counter] Event { $card } from their hand, resting { $cost } DON!! for its cost. The Event goes to the trash as it is activated; its [Counter] effect is carried out next.
