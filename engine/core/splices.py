"""A long list's values step after step, kept as splices rather than as whole copies.

A step that draws one card from a deck of thousands changes the deck's list by one id; if each
step's :class:`~engine.core.trace.Change` kept the list before and after, a run of N such steps
would hold N whole lists (N² ids). A :class:`ListHistory` keeps the values one path of the state
takes as the splice that made each from the one before (``after = before[:start] + items +
before[stop:]``), and one value whole now and then (a keyframe: once the splices since the last
whole value add up to an eighth of its length), so a value is rebuilt from the nearest keyframe by
at most that many splices. :class:`ListChange` is a change whose ``before`` and ``after`` are two
values of one history, rebuilt when read; :class:`Compactor` turns a step's changes of long lists
into them. Short lists are kept as they are.

A game's snapshots may give a long list as a :class:`Spliced`: the list before it and the one splice
that made it, read whole only when needed. The :class:`Compactor` then keeps that splice as it is,
so a step that draws one card from a deck of thousands costs the same as from a deck of ten.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable
from typing import Any

from .trace import Change

#: lists shorter than this (before and after) stay in their change as they are
MIN_LENGTH = 64
#: a value is kept whole once the splices since the last whole one add up to 1/KEYFRAME_SHARE of it
KEYFRAME_SHARE = 8


def _shared_run(same: Callable[[int, int], bool], limit: int) -> int:
    """How many items in a row two lists share (at most ``limit``), where ``same(i, j)`` says
    whether items ``i`` to ``j`` of the run are equal in both; it compares slices of growing size
    (each compared in C), so the cost follows the length shared, not a Python loop."""
    done, size = 0, 1
    while done < limit:
        end = min(done + size, limit)
        if same(done, end):
            done, size = end, size * 2
        elif end == done + 1:
            return done
        else:
            size = 1
    return done


def _prefix(a: list[Any], b: list[Any], limit: int) -> int:
    """How many leading items ``a`` and ``b`` share (at most ``limit``)."""
    return _shared_run(lambda i, j: a[i:j] == b[i:j], limit)


def _suffix(a: list[Any], b: list[Any], limit: int) -> int:
    """How many trailing items ``a`` and ``b`` share (at most ``limit``)."""
    n, m = len(a), len(b)
    return _shared_run(lambda i, j: a[n - j : n - i] == b[m - j : m - i], limit)


def splice(before: list[Any], after: list[Any]) -> tuple[int, int, tuple[Any, ...]]:
    """``(start, stop, items)`` with ``after == before[:start] + list(items) + before[stop:]``,
    ``items`` as short as the lists' shared start and end allow."""
    gone = len(before) - len(after)
    if gone > 0 and before[gone:] == after:  # the first ones left (a card drawn, an effect activated)
        return 0, gone, ()
    if gone < 0 and after[: len(before)] == before:  # new ones at the end
        return len(before), len(before), tuple(after[len(before) :])
    shortest = min(len(before), len(after))
    start = _prefix(before, after, shortest)
    end = _suffix(before, after, shortest - start)
    return start, len(before) - end, tuple(after[start : len(after) - end])


Cut = tuple[int, int, tuple[Any, ...]]


class Spliced:
    """A list made from another, ``base`` (a list or a :class:`Spliced`), by one splice ``cut``
    (``base[:start] + items + base[stop:]``), read whole (:meth:`list`) only when needed; its length
    is known at once. A snapshot holds it in place of a list; :func:`engine.core.entries.materialized`
    reads it whole before a snapshot leaves the run. Never changed once made (but for reading it
    whole once, which lets go of ``base``)."""

    __slots__ = ("base", "cut", "length", "whole")

    def __init__(self, base: list[Any] | Spliced, cut: Cut) -> None:
        self.base: list[Any] | Spliced | None = base
        self.cut = cut
        self.length = len(base) - (cut[1] - cut[0]) + len(cut[2])
        self.whole: list[Any] | None = None

    def list(self) -> list[Any]:
        """The list whole: the same list each time (do not modify it). The splices since the last
        list read whole are applied in order (a loop, not a recursion: a chain may be long)."""
        whole = self.whole
        if whole is None:
            cuts = []
            node: Any = self
            while node.__class__ is Spliced and node.whole is None:
                cuts.append(node.cut)
                node = node.base
            whole = list(node.whole if node.__class__ is Spliced else node)
            for start, stop, items in reversed(cuts):
                whole[start:stop] = items
            self.whole, self.base = whole, None
        return whole

    def __len__(self) -> int:
        return self.length

    def __iter__(self) -> Any:
        return iter(self.list())

    def __getitem__(self, index: Any) -> Any:
        return self.list()[index]

    def __eq__(self, other: object) -> bool:
        if other is self:
            return True
        if other.__class__ is Spliced or isinstance(other, list):
            if len(other) != self.length:  # type: ignore[arg-type]
                return False
            return self.list() == (other.list() if other.__class__ is Spliced else other)  # type: ignore[union-attr]
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Spliced({self.list()!r})"


def whole(value: Any) -> Any:
    """``value`` itself, or the list a :class:`Spliced` is."""
    return value.list() if value.__class__ is Spliced else value


class ListHistory:
    """The values one path's list took, in order (version 0 first): keyframes whole, the rest as
    splices. Values are never modified once recorded (a snapshot's lists are the steps' own)."""

    __slots__ = ("wholes", "keys", "splices", "last", "since", "cache")

    def __init__(self, first: list[Any] | Spliced) -> None:
        first = whole(first)
        #: version → the value whole (the list object itself: steps never modify their state)
        self.wholes: dict[int, list[Any]] = {0: first}
        self.keys: list[int] = [0]
        #: version → the splice from the version before it (None where the value is kept whole)
        self.splices: list[Cut | None] = [None]
        #: the latest value (a list, or a Spliced until it is read whole)
        self.last: list[Any] | Spliced = first
        self.since = 0
        #: the last value rebuilt (version, list), so reading versions in order costs one splice each
        self.cache: tuple[int, list[Any]] | None = None

    @property
    def latest(self) -> int:
        return len(self.splices) - 1

    def follows(self, value: list[Any] | Spliced) -> bool:
        """Whether ``value`` is the latest value (a change at this path goes on from it)."""
        return value is self.last or value == self.last

    def add(self, value: list[Any] | Spliced) -> int:
        """Record the next value; its version. A :class:`Spliced` made from the latest value gives
        its splice; any other value is compared with the latest."""
        if value.__class__ is Spliced and value.base is self.last:  # type: ignore[union-attr]
            cut = value.cut  # type: ignore[union-attr]
        else:
            value = whole(value)
            cut = splice(whole(self.last), value)  # type: ignore[arg-type]
        self.since += len(cut[2]) + 1
        version = len(self.splices)
        if self.since * KEYFRAME_SHARE >= max(len(value), MIN_LENGTH):
            self.wholes[version] = whole(value)
            self.keys.append(version)
            self.splices.append(None)
            self.since = 0
        else:
            self.splices.append(cut)
        self.last = value
        return version

    def value(self, version: int) -> list[Any]:
        """The value of ``version``, as a new list."""
        whole = self.wholes.get(version)
        if whole is not None:
            return list(whole)
        key = self.keys[bisect_right(self.keys, version) - 1]
        cache = self.cache
        if cache is not None and key <= cache[0] <= version:
            start, items = cache
        else:
            start, items = key, list(self.wholes[key])
        splices = self.splices
        for v in range(start + 1, version + 1):
            cut = splices[v]
            assert cut is not None  # a version after its keyframe and not one itself
            items[cut[0] : cut[1]] = cut[2]
        self.cache = (version, items)
        return list(items)


class ListChange(Change):
    """A change of a long list: ``before`` and ``after`` are two versions of a :class:`ListHistory`,
    rebuilt when read (each time a new list)."""

    __slots__ = ("history", "version")

    def __init__(self, path: str, history: ListHistory, version: int) -> None:
        object.__setattr__(self, "path", path)
        object.__setattr__(self, "history", history)
        object.__setattr__(self, "version", version)

    @property  # type: ignore[override]
    def before(self) -> list[Any]:
        return self.history.value(self.version - 1)

    @property  # type: ignore[override]
    def after(self) -> list[Any]:
        return self.history.value(self.version)


class Compactor:
    """Turns a run's changes of long lists into :class:`ListChange` (one history per path)."""

    def __init__(self) -> None:
        self.histories: dict[str, ListHistory] = {}

    def __call__(self, changes: list[Change]) -> list[Change]:
        out = changes
        for i, change in enumerate(changes):
            before, after = change.before, change.after
            lazy = before.__class__ is Spliced or after.__class__ is Spliced
            if not lazy and (
                before.__class__ is not list
                or after.__class__ is not list
                or (len(before) < MIN_LENGTH and len(after) < MIN_LENGTH)
            ):
                continue
            if out is changes:
                out = list(changes)
            if lazy and (
                not isinstance(before, (list, Spliced))
                or not isinstance(after, (list, Spliced))
                or (len(before) < MIN_LENGTH and len(after) < MIN_LENGTH)
            ):
                out[i] = Change(change.path, whole(before), whole(after))
                continue
            history = self.histories.get(change.path)
            if history is None or not history.follows(before):
                history = self.histories[change.path] = ListHistory(before)
            out[i] = ListChange(change.path, history, history.add(after))
        return out
