"""How much work one board may cost: cards and cards in one zone (checked when the board is loaded),
steps and CPU time (checked while it runs, between steps).

A run that reaches ``steps`` ends with a 'loop' step (the situation keeps repeating: a result, not
an error). Every other limit raises :class:`LimitExceeded`, whose message names the limit and its
value. :data:`DEFAULT_LIMITS` are the command line's; a site passes stricter ones.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

from .errors import LimitExceeded


@dataclass(frozen=True)
class Limits:
    #: cards on the whole board (and whatever else the game keeps as cards)
    cards: int = 50_000
    #: cards in any one zone (a deck is usually the largest)
    zone: int = 20_000
    #: steps recorded before the run ends with a 'loop' step
    steps: int = 10_000
    #: CPU seconds the run may use (``None``: no budget), checked between steps
    cpu_seconds: float | None = 120.0
    #: the CPU clock: this thread's CPU time, so other requests served by the same process do not count
    clock: Callable[[], float] = field(default=time.thread_time, compare=False, repr=False)


DEFAULT_LIMITS = Limits()


def check_sizes(cards: int, zones: dict[str, int], limits: Limits, *, source_name: str = "<board>") -> None:
    """Raise :class:`LimitExceeded` when a board has too many cards, or too many in one zone."""
    if cards > limits.cards:
        raise LimitExceeded("cards", limits.cards, cards, source_name=source_name)
    if zones:
        zone, size = max(zones.items(), key=lambda item: item[1])
        if size > limits.zone:
            raise LimitExceeded("zone", limits.zone, size, where=zone, source_name=source_name)


class Budget:
    """The CPU time a run may still use: :meth:`check` raises once it is spent."""

    def __init__(self, limits: Limits, *, source_name: str = "<board>"):
        self.limits = limits
        self.source_name = source_name
        self.start = limits.clock()

    def check(self, where: str = "this step") -> None:
        seconds = self.limits.cpu_seconds
        if seconds is None:
            return
        used = self.limits.clock() - self.start
        if used > seconds:
            raise LimitExceeded(
                "cpu_seconds", seconds, round(used, 3), where=where, source_name=self.source_name
            )
