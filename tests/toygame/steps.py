"""Every kind of step a toy run gives, and every decision key, with when each appears."""

from __future__ import annotations

from engine.core.kinds import decision_keys, step_kinds

STEP_KINDS = step_kinds(
    """
    start | 1-1 | always first: the board as given
    draw | 2-1 | a scripted `draw` moves the top card of a deck to its player's hand
    discard | 3-1 | a player has more than 2 cards in hand: they choose one to discard
    defeat | 2-2, 1-2 | a player has to draw from an empty deck
    game-over | 1-2 | one player is left
    end | 4-1 | no action is left and the game is not over
    """
)

DECISION_KEYS = decision_keys(
    """
    discard-PLAYER | that player | ids of the cards in their hand | they hold more than 2 cards, 3-1
    """
)
