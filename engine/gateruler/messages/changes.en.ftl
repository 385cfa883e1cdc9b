# Gate Ruler: the words of the sentences that say what a step changed ("Squire: damage 1 → 2"),
# in English (engine.core.describe): a field's label, and the words of a value the site cannot
# read on its own. Guide: docs/adding-a-game.md.

## A card's numbers

card-hp = HP
card-damage = damage
card-life = life

## A soul card's association (15-4): the cards it is the soul of, in groups

card-attached_to-none = not attached
card-attached_to-soul = soul of { $cards }

## A player's ruler (chapter 13)

player-ruler-damage = ruler damage
player-ruler-life = life

## The gate (chapter 12): what is placed on it, what leaves it

state-gate-added = on the gate
state-gate-removed = off the gate
