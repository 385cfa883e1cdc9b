"""A state's mapping of many entries (a card table) shared between steps rather than copied.

A step that changes one card of thousands makes a new ``cards`` mapping; copying a dict of 10,000
entries at every such step costs the same as the rest of the step. :class:`Entries` keeps the
entries in a persistent map (``immutables.Map``, a hash array mapped trie in C: a new version with
a few keys set shares everything else with the old one) and the keys' order apart, in one tuple
shared by every version with the same keys (JSON keeps a card's entry in the board's order).

An :class:`Entries` made by :meth:`Entries.revised` knows its ``base`` and the keys it ``changed``,
so :func:`engine.core.diff.diff` looks only at those (as for :class:`engine.core.diff.Revision`).
It is read like a dict (``[key]``, ``get``, ``in``, iteration in order, ``len``) but is not one:
what leaves the run — a kept snapshot, a change's value — is made plain first (:func:`materialized`,
which also reads whole each long list shared as a :class:`engine.core.splices.Spliced`).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from immutables import Map

from .splices import Spliced

_NONE = object()


class Entries(Mapping[Any, Any]):
    """Entries in a fixed key order, held in a persistent map; never changed once made."""

    __slots__ = ("map", "order", "base", "changed")

    def __init__(self, entries: Map, order: tuple[Any, ...], base: Entries | None, changed: tuple[Any, ...]):
        self.map = entries
        #: the keys in order (the same tuple for every version with the same keys)
        self.order = order
        #: the version this one was made from by :meth:`revised` (None for one made whole); a chain
        #: keeps one step back, as :class:`engine.core.diff.Revision` does
        self.base = base
        #: the keys :meth:`revised` set, in ``order``
        self.changed = changed

    @classmethod
    def of(cls, entries: dict[Any, Any], old: Entries | None = None) -> Entries:
        """``entries`` (in their order) as :class:`Entries`, keeping each value of ``old`` that is
        equal (so that a diff passes over it by identity)."""
        order = tuple(entries)
        if old is not None and old.order == order:
            order = old.order
            kept = old.map
            changed = [(key, value) for key, value in entries.items() if kept[key] != value]
            return old.revised(changed, chain=False) if changed else old
        return cls(Map(entries), order, None, ())

    def revised(self, changed: Iterable[tuple[Any, Any]], *, chain: bool = True) -> Entries:
        """A new version with the values of ``changed`` (keys it has, listed in its order)."""
        with self.map.mutate() as draft:
            keys = []
            for key, value in changed:
                draft[key] = value
                keys.append(key)
            new = draft.finish()
        if self.base is not None:
            self.base = None
        return Entries(new, self.order, self if chain else None, tuple(keys))

    def __getitem__(self, key: Any) -> Any:
        return self.map[key]

    def get(self, key: Any, default: Any = None) -> Any:
        return self.map.get(key, default)

    def __contains__(self, key: object) -> bool:
        return key in self.map

    def __iter__(self) -> Iterator[Any]:
        return iter(self.order)

    def __len__(self) -> int:
        return len(self.order)

    def values(self) -> list[Any]:  # type: ignore[override]
        return list(map(self.map.__getitem__, self.order))

    def items(self) -> list[tuple[Any, Any]]:  # type: ignore[override]
        return list(zip(self.order, map(self.map.__getitem__, self.order), strict=True))

    def dict(self) -> dict[Any, Any]:
        """The entries as a plain dict, in order."""
        return dict(zip(self.order, map(self.map.__getitem__, self.order), strict=True))

    def __eq__(self, other: object) -> bool:
        """Equal as dicts are: the same keys with equal values, in any order."""
        if isinstance(other, Entries):
            return len(self.order) == len(other.order) and (self.map is other.map or self.map == other.map)
        if isinstance(other, dict):
            get = self.map.get
            return len(other) == len(self.order) and all(get(k, _NONE) == v for k, v in other.items())
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Entries({self.dict()!r})"


def materialized(value: Any) -> Any:
    """``value`` with every :class:`Entries` in it (in dicts, at any depth) made a plain dict and
    every :class:`~engine.core.splices.Spliced` list read whole; the same object when it holds
    none. Entries' own values are plain already (JSON)."""
    cls = value.__class__
    if cls is Entries:
        return value.dict()
    if cls is Spliced:
        return value.list()
    if cls is not dict:
        return value
    out = None
    for key, item in value.items():
        cls = item.__class__
        new = materialized(item) if cls is Entries or cls is dict or cls is Spliced else item
        if new is not item:
            if out is None:
                out = dict(value)
            out[key] = new
    return value if out is None else out
