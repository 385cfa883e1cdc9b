"""The resolution log: immutable steps, each citing the rules it applies.

A :class:`Trace` is what running a board gives; :meth:`Trace.to_json` is the shape the site renders::

    {"board": {...meta...},
     "steps": [{"index", "kind", "cites", "text": {"ja", "en"}, "changes", "removed",
                "snapshot" (or null), "decision" (or null), "note" (or null), "label" (or null)}],
     "outcome": {...}}

A step records what it changed, not the whole state: ``changes`` (path, before, after) and
``removed`` (the paths among them whose key is gone, as opposed to set to null). A full
``snapshot`` is kept at step 0 and every few steps; :meth:`Trace.state_at` (or
:func:`engine.core.replay.state_at` on the JSON) rebuilds the state after any step.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from .replay import state_at


@dataclass(frozen=True)
class Decision:
    """A decision point: who decides (``who``) between ``options``, and what was ``chosen``.

    ``by`` says where the answer came from: ``"script"``, ``"caller"`` or ``"only option"``.
    """

    key: str
    who: str
    options: tuple[str, ...]
    chosen: str
    by: str
    prompt: dict[str, str] = field(default_factory=dict)
    labels: tuple[tuple[str, dict[str, str]], ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "who": self.who,
            "options": list(self.options),
            "labels": {value: dict(text) for value, text in self.labels},
            "chosen": self.chosen,
            "by": self.by,
            "prompt": dict(self.prompt),
        }


@dataclass(frozen=True, slots=True, eq=False)
class Change:
    """One difference between the state before and after a step: ``path`` went ``before`` → ``after``.

    A long list's change is a :class:`engine.core.splices.ListChange`, which keeps a splice, not
    the two lists, and gives them back when read; changes are equal when they read the same.
    """

    path: str
    before: Any
    after: Any

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Change):
            return NotImplemented
        return self.path == other.path and self.before == other.before and self.after == other.after

    def __hash__(self) -> int:
        return hash((self.path, self.before, self.after))

    def to_json(self) -> dict[str, Any]:
        return {"path": self.path, "before": self.before, "after": self.after}


@dataclass(frozen=True)
class Step:
    """One resolution step: what happened (``text``), which rules (``cites``), what it changed.

    ``snapshot`` is the whole state after the step on the steps that keep one (step 0, every few
    steps), else None: :meth:`Trace.state_at` gives the state after any step.
    """

    index: int
    kind: str
    cites: tuple[str, ...]
    text: dict[str, str]
    snapshot: dict[str, Any] | None
    changes: tuple[Change, ...] = ()
    removed: tuple[str, ...] = ()
    decision: Decision | None = None
    note: dict[str, str] | None = None
    label: str | None = None

    def to_json(self, memo: dict[int, Any] | None = None) -> dict[str, Any]:
        """The step as JSON; ``memo`` lets the snapshots of one trace share what did not change."""
        return {
            "index": self.index,
            "kind": self.kind,
            "cites": list(self.cites),
            "text": dict(self.text),
            "changes": [c.to_json() for c in self.changes],
            "removed": list(self.removed),
            "snapshot": plain(self.snapshot, {} if memo is None else memo),
            "decision": self.decision.to_json() if self.decision else None,
            "note": dict(self.note) if self.note else None,
            "label": self.label,
        }


@dataclass(frozen=True)
class Trace:
    """Every step of one run of a board, and how it ended."""

    board: dict[str, Any]
    steps: tuple[Step, ...]
    outcome: dict[str, Any]
    used_choices: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        memo: dict[int, Any] = {}
        return {
            "board": json.loads(json.dumps(self.board)),
            "steps": [s.to_json(memo) for s in self.steps],
            "outcome": json.loads(json.dumps(self.outcome)),
        }

    def state_at(self, index: int) -> dict[str, Any]:
        """The state after step ``index`` (negative counts from the end); read it, do not modify it."""
        return state_at(self, index)

    def cited(self) -> set[str]:
        return {number for step in self.steps for number in step.cites}

    def decisions(self) -> list[Decision]:
        return [s.decision for s in self.steps if s.decision is not None]


def plain(value: Any, memo: dict[int, Any]) -> Any:
    """``value`` as ``json.loads(json.dumps(value))`` would give it, but a part met twice (the same
    object: snapshots share unchanged card entries) is converted once and shared, not repeated."""
    if value is None or isinstance(value, (str, int, float)):
        return value
    done = memo.get(id(value))
    if done is not None:
        return done[1]
    if isinstance(value, dict):
        out: Any = {_key(k): plain(v, memo) for k, v in value.items()}
    elif isinstance(value, (list, tuple)):
        out = [plain(v, memo) for v in value]
    else:
        raise TypeError(f"Object of type {type(value).__name__} is not JSON serializable")
    memo[id(value)] = (value, out)  # holds the original too, so its id is not reused meanwhile
    return out


def _key(key: Any) -> str:
    if isinstance(key, str):
        return key
    if key is True or key is False or key is None or isinstance(key, (int, float)):
        return json.dumps(key)
    raise TypeError(f"keys must be str, int, float, bool or None, not {type(key).__name__}")
