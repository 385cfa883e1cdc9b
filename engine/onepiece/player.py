"""A ONE PIECE player in the state (:mod:`.model`): DON!! in the cost area, active and rested, and
in the DON!! deck (6-5-5), DON!! placed by effects (6-4), and whether they lost (1-2-2).
"""

from __future__ import annotations

from dataclasses import dataclass

from .tracking import Tracked, Tracking


@dataclass
class Player(Tracked):
    """A player's counts; none of them can go below zero (an invariant checked on every write)."""

    id: str
    leader: str
    active_don: int = 0
    rested_don: int = 0
    don_deck: int = 0
    status: str = "playing"  # playing | lost
    #: DON!! placed by effects rather than DON!! Phases, and the effect named by the board (6-4)
    don_added: int = 0
    don_added_by: dict[str, str] | None = None

    def note_write(self, tracking: Tracking, name: str) -> None:
        """Every write to a player is noted by its id."""
        tracking.players.add(self.id)
