"""What every write to a ONE PIECE state goes through (:mod:`.model`).

What changes is noted for the next snapshot (:class:`Tracking`, read by
:class:`engine.onepiece.snapshot.Snapshots`): every write to a card or a player goes through its
``__setattr__``, and every zone change through :meth:`.model.GameState.move`; a card's lists of
effects and power changes are tuples, so they change only by assignment. The cards with a permanent
effect are noted too (8-1-3-3). A count of DON!! (6-5-5) cannot go below zero: such a write is an
engine bug (:class:`CountBelowZero`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Protocol


class _Kinded(Protocol):
    @property
    def kind(self) -> str: ...


class Holder(Protocol):
    """What :meth:`Tracking.holding` reads of a card (:class:`~.model.Card`, whose module imports
    this one: named by its shape, not imported)."""

    @property
    def id(self) -> str: ...
    @property
    def abilities(self) -> Iterable[_Kinded]: ...
    @property
    def gained(self) -> Iterable[_Kinded]: ...


class CountBelowZero(AssertionError):
    """An engine bug: a count of the state (DON!!, given DON!!) would go below zero."""


COUNTS = ("active_don", "rested_don", "don_deck", "given_don")


def check_count(obj: object, name: str, value: object) -> None:
    if name in COUNTS and isinstance(value, int) and value < 0:
        raise CountBelowZero(f"{type(obj).__name__} {getattr(obj, 'id', '?')}: {name} would be {value}")


@dataclass
class Tracking:
    """What changed since the last snapshot: cards and players (by id) written to, zones (keys)
    whose cards changed; and the cards that have a permanent effect, own or gained (8-1-3-3), so
    that finding the permanent effects in force walks those few cards, not every deck.

    One per state, shared by its cards and players; a copy of the state (a deep copy) copies it
    with them, so a copy tracks its own changes.
    """

    cards: set[str] = field(default_factory=set)
    players: set[str] = field(default_factory=set)
    zones: set[str] = field(default_factory=set)
    holders: set[str] = field(default_factory=set)

    def holding(self, card: Holder) -> None:
        """Note whether ``card`` has a permanent effect (its effects or gained effects changed)."""
        if any(a.kind == "permanent" for a in card.abilities) or any(
            a.kind == "permanent" for a in card.gained
        ):
            self.holders.add(card.id)
        else:
            self.holders.discard(card.id)

    def clear(self) -> None:
        self.cards.clear()
        self.players.clear()
        self.zones.clear()
