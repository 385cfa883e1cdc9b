# ONE PIECE CARD GAME: the words of the sentences that say what a step changed ("Nami: power
# 5000 → 7000"), in English (engine.core.describe): a field's label, and the words of a value the
# site cannot read on its own. Guide: docs/adding-a-game.md.

## A card's numbers and states

card-power = power
card-cost = cost
card-counter = counter
card-life = life
card-given_don = DON!! given
card-negated = effects negated
card-rested-true = rested
card-rested-false = active

## A player's Leader and DON!!

player-cost_area-active = DON!! active
player-cost_area-rested = DON!! rested
player-don_deck = DON!! deck
player-leader-power = Leader's power
player-leader-life = Leader's life

## The game: its phase, and damage being processed

state-phase = Phase
state-phase-setup = { table-phase-setup }
state-phase-refresh = { table-phase-refresh }
state-phase-draw = { table-phase-draw }
state-phase-don = { table-phase-don }
state-phase-main = { table-phase-main }
state-phase-end = { table-phase-end }
state-damage_processing = Damage processing
state-damage_processing-left = Damage still to deal
state-damage_processing-none = none
state-damage_processing-dealing = player { $player }, { $left } damage still to deal

## Where a card went: a card between areas is face up while it resolves

place-no_area = revealed (in no area)
