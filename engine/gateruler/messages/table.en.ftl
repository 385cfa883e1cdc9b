# Gate Ruler: the labels of the table the site draws beside each step (table.py), in English.
# Guide: docs/wording.md.

table-damage = damage
table-life = life
table-ruler = ruler
table-ruler-damage = ruler damage
table-damage-zone = damage zone
table-set-zone-slot = { $zone } { $slot }

## What waits on the gate, in the game's words (chapter 12, 13-2a, 13-5)

table-gate-destroy-process = destroy process
table-gate-defeat-process = defeat process
table-gate-ruler-damage-process = ruler damage process
table-gate-damage-execution-process = damage execution process
table-gate-ability = auto ability
table-gate-card = a played card
table-reason-rule = by rule
table-reason-effect = by effect
table-played-by = played by player { $player }
table-amount = { $amount } damage
table-soul-of = soul of { $cards }

## Auto abilities waiting (14-1a-2)

table-waiting = “{ $ability }” of { $card } (player { $player })
table-triggered-destroyed = triggered because { $card } was destroyed
table-triggered-leaves-field = triggered because { $card } left the field
table-triggered-by = triggered by { $card }

## The gate and the waiting abilities

table-gate = Gate (the last item placed resolves first)
table-gate-empty = The gate is empty.
table-pending = Waiting to be played at the next system processing
