# ONE PIECE CARD GAME: conditions of effects (8-3-2): [DON!! xX] (10-2-9), [Your Turn] (10-2-11),
# [Opponent's Turn] (10-2-12), in English (conditions.py). Guide: docs/wording.md.
# Variables are facts; change the words.

## The condition's keywords

conditions-your-turn = [Your Turn]
conditions-opponents-turn = [Opponent's Turn]
conditions-don = [DON!! x{ $don }]
# two keywords of one condition, one after the other
conditions-keywords-and = { $first } { $next }

## What the condition looks at now

conditions-why-turn = it is { $turn_player }'s turn
conditions-why-don = { $don ->
        [0] no DON!! is given to it
        [one] 1 DON!! is given to it
       *[other] { $don } DON!! are given to it
    }
conditions-why-and = { $first } and { $next }

## Whether it holds

# an auto effect with a condition activates only if it holds when its timing is met (8-3-2-3)
# $kind: when for a "when …" effect, named without its timing
conditions-auto = { $card }'s { $kind ->
        [when] effect
       *[other] { $timing } effect
    } has the condition { $condition }: { $why }, so it { $holds ->
        [yes] holds and the effect activates.
       *[no] does not hold and the effect does not activate.
    }
# a permanent effect with a condition is in force only while it holds (8-1-3-3); $power is its
# change of power, with its sign (+1000)
conditions-permanent = { $source }'s { $condition } effect ({ $power }) { $holds ->
        [yes] is in force
       *[no] is not in force
    }: { $why }.
