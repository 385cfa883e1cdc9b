# Gate Ruler: the name of each step kind of steps.py, in English, as the site shows it beside a step
# (engine.core.describe). A new kind gets its name here and in the other language's file
# (tests/engine/test_step_kinds.py checks both). Guide: docs/adding-a-game.md.

kind-start = the board before anything happens
kind-played = played
kind-resolve-card = a card resolves
kind-resolve-ability = an ability resolves
kind-resolved = leaves the gate
kind-choice = a choice
kind-rule-effects = rule effects checked
kind-destroy-process-placed = destroy process placed
kind-destroyed-event = the 'destroyed' event
kind-no-second-destroy-process = no second destroy process
kind-association-lost = association lost
kind-destroy-process-resolved = destroy process resolved
kind-defeat-process-placed = defeat process placed
kind-no-second-defeat-process = no second defeat process
kind-defeat-process-resolved = defeat process resolved
kind-ruler-damage-process-placed = ruler damage process placed
kind-ruler-damage-process-resolved = ruler damage process resolved
kind-damage-execution-process-placed = damage execution process placed
kind-damage-dealt = damage dealt
kind-recovered = damage recovered
kind-player-recovered = a player recovers
kind-hp-changed = HP changes
kind-card-moved = a card moves
kind-left-field = a card leaves the field
kind-put-into-soul = put into a soul
kind-soul-taken = soul taken
kind-effect-fizzles = the effect does nothing
kind-duplicate-cards = duplicate cards
kind-illegal-soul = illegal soul
kind-soul-kept-for-ability = soul kept for an ability
kind-soul-association = soul association
kind-auto-ability-played = auto ability played
kind-auto-ability-not-played = auto ability not played
kind-game-over = the game is over
kind-end = end of the example
kind-priority-passed = priority passed
