"""The state at any step, rebuilt from the trace: the nearest full snapshot, then each step's changes.

A step records what it changed (:class:`~engine.core.trace.Change`: a path such as
``players.A.graveyard``, before and after), and which of those paths it removed; the recorder keeps
a full snapshot at step 0, every ``snapshot_every`` steps, and at any step whose changes could not
say where they go (a key holding a '.', say). Works on a :class:`~engine.core.trace.Trace` and on
its JSON (what the site caches).

The state returned shares unchanged parts with the trace: read it, do not modify it. (JSON is told
from the trace's objects by being a dict, so this module needs nothing from :mod:`.trace`, not
even its types (:class:`StepRecord`, :class:`TraceRecord`), and ``Trace.state_at`` can call it.)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, Protocol


class StepRecord(Protocol):
    """What this module reads of a step (:class:`~engine.core.trace.Step`, which imports this
    module: named here by its shape, not imported)."""

    @property
    def snapshot(self) -> dict[str, Any] | None: ...
    @property
    def changes(self) -> Sequence[Any]: ...
    @property
    def removed(self) -> Sequence[str]: ...


class TraceRecord(Protocol):
    """What this module reads of a trace (:class:`~engine.core.trace.Trace`)."""

    @property
    def steps(self) -> Sequence[StepRecord]: ...


def apply_changes(
    state: dict[str, Any], changes: Iterable[Any], removed: Iterable[str] = ()
) -> dict[str, Any]:
    """``state`` after ``changes`` (Change objects or their JSON); ``state`` itself is left untouched."""
    writer = _Writer(state)
    writer.apply(changes, removed)
    return writer.finish()


def state_at(trace: TraceRecord | dict[str, Any], index: int) -> dict[str, Any]:
    """The state after step ``index`` (negative counts from the end) of a trace or its JSON."""
    steps: Sequence[Any] = trace["steps"] if isinstance(trace, dict) else trace.steps
    if not -len(steps) <= index < len(steps):
        raise IndexError(f"no step {index}: the trace has steps 0 to {len(steps) - 1}")
    index %= len(steps)
    start = index
    while _snapshot(steps[start]) is None:
        start -= 1
    state = _snapshot(steps[start])
    if start == index:
        return state
    writer = _Writer(state)
    for step in steps[start + 1 : index + 1]:
        writer.apply(*_changes(step))
    return writer.finish()


def _snapshot(step: StepRecord | dict[str, Any]) -> dict[str, Any] | None:
    return step.get("snapshot") if isinstance(step, dict) else step.snapshot


def _changes(step: StepRecord | dict[str, Any]) -> tuple[Iterable[Any], Iterable[str]]:
    if isinstance(step, dict):
        return step.get("changes") or (), step.get("removed") or ()
    return step.changes, step.removed


class _Writer:
    """Copy-on-write edits of a nested dict: each container on a changed path is copied once."""

    def __init__(self, root: dict[str, Any]):
        self.root = dict(root)
        self._owned = {id(self.root)}
        self._later: list[_Later] = []

    def apply(self, changes: Iterable[Any], removed: Iterable[str]) -> None:
        gone = set(removed)
        for change in changes:
            if isinstance(change, dict):
                path, after = change["path"], change["after"]
            elif hasattr(change, "history"):  # a long list's splice (engine.core.splices.ListChange)
                path, after = change.path, _Later(change)
                self._later.append(after)
            else:
                path, after = change.path, change.after
            self.set(path, after, remove=path in gone)

    def finish(self) -> dict[str, Any]:
        """The state, each long list rebuilt once (its last value), not at every step that changed it."""
        for later in self._later:
            node, key = later.place
            if node.get(key) is later:
                node[key] = later.change.after
        self._later.clear()
        return self.root

    def set(self, path: str, value: Any, *, remove: bool) -> None:
        parts = path.split(".")
        node = self.root
        i = 0
        while True:
            # the shortest run of parts that names a dict to go into (keys may hold a '.')
            j = i + 1
            while j < len(parts):
                key = _key(node, ".".join(parts[i:j]))
                if isinstance(node.get(key), dict):
                    break
                j += 1
            if j == len(parts):
                key = _key(node, ".".join(parts[i:]))
                if remove:
                    node.pop(key, None)
                else:
                    node[key] = value
                    if value.__class__ is _Later:
                        value.place = (node, key)
                return
            child = node[key]
            if id(child) not in self._owned:
                child = dict(child)
                self._owned.add(id(child))
                node[key] = child
            node = child
            i = j


class _Later:
    """A long list's value put in place by a change, rebuilt when the replay is done."""

    __slots__ = ("change", "place")

    def __init__(self, change: Any) -> None:
        self.change = change
        self.place: tuple[dict[Any, Any], Any] = ({}, None)


def _key(node: dict[Any, Any], text: str) -> Any:
    """The key of ``node`` a path part names: the text itself, or a key written the same (``1`` for "1")."""
    if text in node:
        return text
    for key in node:
        if str(key) == text:
            return key
    return text
