"""A ONE PIECE player in the state (:mod:`.model`): DON!! in the cost area, active and rested, and
in the DON!! deck (6-5-5), DON!! placed by effects (6-4), and whether they lost (1-2-2).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .tracking import Tracking, check_count


@dataclass
class Player:
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
    _tracking: ClassVar[Tracking | None] = None

    def __setattr__(self, name: str, value: object) -> None:
        check_count(self, name, value)
        super().__setattr__(name, value)
        tracking = self._tracking
        if tracking is not None:
            tracking.players.add(self.id)
