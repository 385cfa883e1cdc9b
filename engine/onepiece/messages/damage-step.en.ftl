# ONE PIECE CARD GAME: the Damage Step (7-1-4), in English (damage_step.py; the End of the Battle
# is in battle.en.ftl). Guide: docs/wording.md. Variables are facts; change the words.

damage-step-powers = Damage Step: { $attacker } has { $attacker_power } power, { $target } has { $target_power }.
# a power below 0 (1-3-6-1)
damage-step-below-zero = Power below 0 is compared as it is, not as 0.
# who wins: $outcome is tie (a tie goes to the attacker, 7-1-4-1), win, or fail (7-1-4-2)
damage-step-outcome = { $outcome ->
        [tie] The powers are equal, and a tie goes to the attacker: the attacker wins.
        [win] So the attacker wins.
       *[fail] So the attack fails and nothing happens in this battle.
    }
# the step's sentences one after the other: the powers, the conditions of permanent effects
# (conditions.en.ftl), who wins
damage-step-then = { $first } { $next }
