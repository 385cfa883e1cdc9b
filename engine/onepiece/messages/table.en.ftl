# ONE PIECE CARD GAME: the labels of the table the site draws beside each step (table.py), in
# English. Guide: docs/wording.md.

## Phases

table-phase-setup = Game setup
table-phase-refresh = Refresh Phase
table-phase-draw = Draw Phase
table-phase-don = DON!! Phase
table-phase-main = Main Phase
table-phase-end = End Phase

## Areas, in the order drawn

table-area-leader = Leader area
table-area-characters = Character area (max 5)
table-area-stage = Stage area
table-area-life = Life (face down, top first)
table-area-hand = Hand
table-area-trash = Trash
table-area-no-area = Revealed for its [Trigger]: in no area until it resolves (10-1-5-3)
table-area-deck = Deck

## A card's numbers and tags

table-power = power
table-cost = cost
table-counter = counter
table-rested = rested
table-negated = effects negated

## A player's side

table-leader = Leader
table-life = Life
table-life-unused = none on this board
table-don-active = DON!! active
table-don-rested = DON!! rested
table-don-deck = DON!! deck

## The waiting effects and the facts of the whole table

table-pending = Effects waiting to activate
table-pending-none = Nothing is waiting.
table-phase = Phase
table-damage-processing = Damage processing
table-damage-left = player { $player }, { $left } damage still to deal
