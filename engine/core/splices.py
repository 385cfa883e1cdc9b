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
"""

from __future__ import annotations

from bisect import bisect_right
from typing import Any

from .trace import Change

#: lists shorter than this (before and after) stay in their change as they are
MIN_LENGTH = 64
#: a value is kept whole once the splices since the last whole one add up to 1/KEYFRAME_SHARE of it
KEYFRAME_SHARE = 8


def _prefix(a: list[Any], b: list[Any], limit: int) -> int:
    """How many leading items ``a`` and ``b`` share (at most ``limit``), found by comparing slices
    of growing size (each compared in C), so the cost follows the length shared, not a Python loop."""
    done, size = 0, 1
    while done < limit:
        end = min(done + size, limit)
        if a[done:end] == b[done:end]:
            done, size = end, size * 2
        elif end == done + 1:
            return done
        else:
            size = 1
    return done


def _suffix(a: list[Any], b: list[Any], limit: int) -> int:
    """How many trailing items ``a`` and ``b`` share (at most ``limit``), as :func:`_prefix`."""
    done, size = 0, 1
    n, m = len(a), len(b)
    while done < limit:
        end = min(done + size, limit)
        if a[n - end : n - done] == b[m - end : m - done]:
            done, size = end, size * 2
        elif end == done + 1:
            return done
        else:
            size = 1
    return done


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


class ListHistory:
    """The values one path's list took, in order (version 0 first): keyframes whole, the rest as
    splices. Values are never modified once recorded (a snapshot's lists are the steps' own)."""

    __slots__ = ("wholes", "keys", "splices", "last", "since", "cache")

    def __init__(self, first: list[Any]) -> None:
        #: version → the value whole (the list object itself: steps never modify their state)
        self.wholes: dict[int, list[Any]] = {0: first}
        self.keys: list[int] = [0]
        #: version → the splice from the version before it (None where the value is kept whole)
        self.splices: list[tuple[int, int, tuple[Any, ...]] | None] = [None]
        self.last = first
        self.since = 0
        #: the last value rebuilt (version, list), so reading versions in order costs one splice each
        self.cache: tuple[int, list[Any]] | None = None

    @property
    def latest(self) -> int:
        return len(self.splices) - 1

    def follows(self, value: list[Any]) -> bool:
        """Whether ``value`` is the latest value (a change at this path goes on from it)."""
        return value is self.last or value == self.last

    def add(self, value: list[Any]) -> int:
        """Record the next value; its version."""
        cut = splice(self.last, value)
        self.since += len(cut[2]) + 1
        version = len(self.splices)
        if self.since * KEYFRAME_SHARE >= max(len(value), MIN_LENGTH):
            self.wholes[version] = value
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
            if (
                before.__class__ is not list
                or after.__class__ is not list
                or (len(before) < MIN_LENGTH and len(after) < MIN_LENGTH)
            ):
                continue
            history = self.histories.get(change.path)
            if history is None or not history.follows(before):
                history = self.histories[change.path] = ListHistory(before)
            if out is changes:
                out = list(changes)
            out[i] = ListChange(change.path, history, history.add(after))
        return out
