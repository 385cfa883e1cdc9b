"""What every write to a ONE PIECE state goes through (:mod:`.model`).

What changes is noted for the next snapshot (:class:`Tracking`, read by
:class:`engine.onepiece.snapshot.Snapshots`): every write to a card or a player goes through its
``__setattr__``, and every zone change through :meth:`.model.GameState.move` (a zone's list, a
:class:`Zone`, also notes how it changed, as splices); a card's lists of
effects and power changes are tuples, so they change only by assignment. The cards with a permanent
effect are noted too (8-1-3-3). A count of DON!! (6-5-5) cannot go below zero: such a write is an
engine bug (:class:`CountBelowZero`).
"""

from __future__ import annotations

import operator
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol, SupportsIndex


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


class Tracked:
    """A card or a player of a state: every write to it is checked (:func:`check_count`) and, once
    the state gave it its :class:`Tracking` (:meth:`.model.GameState.track`), noted there."""

    _tracking: ClassVar[Tracking | None] = None

    def __setattr__(self, name: str, value: object) -> None:
        check_count(self, name, value)
        super().__setattr__(name, value)
        tracking = self._tracking
        if tracking is not None:
            self.note_write(tracking, name)

    def note_write(self, tracking: Tracking, name: str) -> None:
        """Note in ``tracking`` that the field ``name`` was written."""
        raise NotImplementedError


#: a zone notes at most this many splices between two snapshots; past that it says "changed whole"
MAX_CUTS = 16


class Zone(list[str]):
    """An area's card ids (``GameState.zones``), noting each change made to it since the last
    snapshot took them (:meth:`take`) as splices ``(start, stop, items)``: the snapshot of a long
    area (a deck of thousands) is then the one before and that splice, not a copy. A change not
    said as splices (a sort, more than :data:`MAX_CUTS`) leaves ``cuts`` None: the area is copied."""

    #: None until ``__init__`` (what a zone made otherwise notes is "changed otherwise")
    cuts: list[tuple[int, int, tuple[str, ...]]] | None = None

    def __init__(self, ids: Iterable[str] = ()) -> None:
        super().__init__(ids)
        self.cuts = []

    def _cut(self, start: int, stop: int, items: tuple[str, ...]) -> None:
        cuts = self.cuts
        if cuts is not None:
            if len(cuts) >= MAX_CUTS:
                self.cuts = None
            else:
                cuts.append((start, stop, items))

    def __reduce__(self) -> tuple[type[Zone], tuple[list[str]]]:
        """A copy (``copy``, ``deepcopy``, ``pickle``) is a new zone with the same ids and its own
        notes, none yet (not the original's list of splices, shared)."""
        return (Zone, (list(self),))

    def take(self) -> list[tuple[int, int, tuple[str, ...]]] | None:
        """The splices since the last call (None: changed otherwise), and start again."""
        cuts, self.cuts = self.cuts, []
        return cuts

    def _at(self, index: SupportsIndex) -> int:
        i = operator.index(index)
        n = len(self)
        return min(max(i + n if i < 0 else i, 0), n)

    def append(self, item: str) -> None:
        self._cut(len(self), len(self), (item,))
        super().append(item)

    def insert(self, index: SupportsIndex, item: str) -> None:
        i = self._at(index)
        self._cut(i, i, (item,))
        super().insert(i, item)

    def extend(self, items: Iterable[str]) -> None:
        items = tuple(items)
        self._cut(len(self), len(self), items)
        super().extend(items)

    def __iadd__(self, items: Iterable[str]) -> Zone:  # type: ignore[override,misc]
        self.extend(items)
        return self

    def remove(self, item: str) -> None:
        del self[self.index(item)]

    def _cut_at(self, index: Any, items: tuple[str, ...]) -> None:
        """Note that ``self[index]`` becomes ``items``: one splice, or none that can be said for an
        extended slice; an index out of range is left for the list to refuse."""
        if isinstance(index, slice):
            start, stop, step = index.indices(len(self))
            if step == 1:
                self._cut(start, max(start, stop), items)
            else:
                self.cuts = None
        else:
            i = operator.index(index)
            if -len(self) <= i < len(self):
                i %= len(self)
                self._cut(i, i + 1, items)

    def pop(self, index: SupportsIndex = -1) -> str:
        i = operator.index(index)
        self._cut_at(i, ())
        return super().pop(i)

    def clear(self) -> None:
        self._cut(0, len(self), ())
        super().clear()

    def __setitem__(self, index: Any, value: Any) -> None:
        if isinstance(index, slice):
            value = tuple(value)
            self._cut_at(index, value)
        else:
            self._cut_at(index, (value,))
        super().__setitem__(index, value)

    def __delitem__(self, index: Any) -> None:
        self._cut_at(index, ())
        super().__delitem__(index)

    def sort(self, *args: Any, **kwargs: Any) -> None:
        self.cuts = None
        super().sort(*args, **kwargs)

    def reverse(self) -> None:
        self.cuts = None
        super().reverse()

    def __imul__(self, count: SupportsIndex) -> Zone:  # type: ignore[override,misc]
        self.cuts = None
        super().__imul__(count)
        return self
