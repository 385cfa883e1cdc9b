"""The step recorder a game's resolver writes to: changes, snapshots, and the limits on a run.

Each step keeps what changed since the step before (not a copy of the whole state; a long list's
change as a splice, :mod:`engine.core.splices`); a full snapshot is kept at step 0, every
``snapshot_every`` steps, and at any step whose changes could not say where they go (a key holding
a '.', say). By default the spacing grows with the state: at least :data:`SNAPSHOT_EVERY` steps, and
at least the state's size (:func:`weight`) over :data:`STATE_SHARE`, so a state of thousands of
cards is not kept whole every few steps. :func:`engine.core.replay.state_at` rebuilds the state
after any step.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .diff import Trail, diff
from .entries import Entries, materialized
from .limits import Budget
from .splices import Compactor, Spliced
from .text import Text
from .trace import Decision, Step

#: a full snapshot at least every this many steps (by default more: see :data:`STATE_SHARE`)
SNAPSHOT_EVERY = 50
#: by default, a full snapshot no closer than the state's :func:`weight` over this many steps
#: after the last one: full snapshots then cost about this many items of the state per step
STATE_SHARE = 16


def weight(value: Any) -> int:
    """How many entries and items a JSON-like state holds, at every level."""
    if value.__class__ is Spliced:
        value = value.list()
    if isinstance(value, (dict, Entries)):
        return len(value) + sum(weight(v) for v in value.values() if isinstance(v, (dict, list, Spliced)))
    if isinstance(value, list):
        return len(value) + sum(weight(v) for v in value if isinstance(v, (dict, list, Spliced)))
    return 0


class StepLimitReached(Exception):
    """Raised inside a resolver when ``max_steps`` steps have been recorded."""


class Recorder:
    """Records steps. ``snapshot`` gives the JSON state after each step; changes are computed here.

    ``snapshot_every``: a full snapshot every this many steps exactly; None (the default): at least
    every :data:`SNAPSHOT_EVERY` steps, further apart for a large state (:data:`STATE_SHARE`).

    ``budget``, when given, is checked before each step (:class:`~engine.core.limits.LimitExceeded`
    once the run's CPU time is spent).
    """

    def __init__(
        self,
        snapshot: Callable[[], dict[str, Any]],
        *,
        max_steps: int = 10_000,
        snapshot_every: int | None = None,
        budget: Budget | None = None,
        kinds: frozenset[str] | None = None,
    ):
        if snapshot_every is not None and snapshot_every < 1:
            raise ValueError("snapshot_every must be at least 1")
        if max_steps < 1:
            raise ValueError("max_steps must be at least 1 (the closing 'loop' step cites the last step)")
        self._snapshot = snapshot
        #: the step kinds the game lists (engine/<game>/steps.py); None accepts any
        self.kinds = kinds
        self.max_steps = max_steps
        self.snapshot_every = snapshot_every
        #: the step of the last full snapshot, and how many steps after it the next one comes
        self._kept_at = 0
        self._spacing = snapshot_every or SNAPSHOT_EVERY
        self._compact = Compactor()
        self.budget = budget
        self.steps: list[Step] = []
        #: each distinct citation list once: most steps cite what many steps before them cited
        self._cites: dict[tuple[str, ...], tuple[str, ...]] = {}
        self._previous: dict[str, Any] | None = None

    def emit(
        self,
        kind: str,
        cites: list[str] | tuple[str, ...],
        text: Text,
        *,
        decision: Decision | None = None,
        label: str | None = None,
    ) -> Step:
        if not cites:
            raise ValueError(f"a {kind!r} step must cite at least one rule")
        if self.kinds is not None and kind not in self.kinds:
            raise ValueError(f"step kind {kind!r} is not listed in the game's steps.py")
        if len(self.steps) >= self.max_steps:
            raise StepLimitReached
        if self.budget is not None:
            self.budget.check(f"step {len(self.steps)}")
        en = text.en
        if en[:1].islower():
            en = en[0].upper() + en[1:]  # a sentence may start with a card's label ("the card from …")
        cited = tuple(dict.fromkeys(cites))
        cited = self._cites.setdefault(cited, cited)
        return self._record(kind, cited, {"ja": text.ja, "en": en}, decision, label)

    def emit_loop(self) -> Step:
        """The closing step when the limit is reached: it cites what the last step cited."""
        cites = self.steps[-1].cites  # max_steps >= 1, so a step was recorded before the limit
        text = {
            "en": f"The engine stopped after {self.max_steps} steps: this situation keeps repeating "
            "(an engine limit, not a rule). The last rules applied are cited.",
            "ja": f"{self.max_steps}ステップで処理を打ち切りました。同じ状況が繰り返されています"
            "（ルールではなくエンジンの上限です）。最後に適用したルールを挙げています。",
        }
        return self._record("loop", cites, text, None, None)

    def _due(self, index: int) -> bool:
        """Whether step ``index`` keeps a full snapshot by the spacing (see :class:`Recorder`)."""
        if self.snapshot_every is not None:
            return index % self.snapshot_every == 0
        return index - self._kept_at >= self._spacing and index % SNAPSHOT_EVERY == 0

    def _record(
        self,
        kind: str,
        cites: tuple[str, ...],
        text: dict[str, str],
        decision: Decision | None,
        label: str | None,
    ) -> Step:
        state = self._snapshot()
        index = len(self.steps)
        previous = self._previous
        trail = Trail()
        changes = tuple(self._compact(diff(previous, state, trail=trail))) if previous is not None else ()
        due = previous is None or self._due(index)
        keep = due or trail.ambiguous
        if due and self.snapshot_every is None:
            self._kept_at = index
            self._spacing = max(SNAPSHOT_EVERY, weight(state) // STATE_SHARE)
        step = Step(
            index=index,
            kind=kind,
            cites=cites,
            text=text,
            snapshot=materialized(state) if keep else None,
            changes=changes,
            removed=tuple(trail.removed),
            decision=decision,
            label=label,
        )
        self.steps.append(step)
        self._previous = state
        return step
