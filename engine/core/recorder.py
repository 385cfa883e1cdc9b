"""The step recorder a game's resolver writes to: changes, snapshots, and the limits on a run.

Each step keeps what changed since the step before (not a copy of the whole state); a full
snapshot is kept at step 0, every ``snapshot_every`` steps, and at any step whose changes could
not say where they go (a key holding a '.', say). :func:`engine.core.replay.state_at` rebuilds
the state after any step.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .diff import Trail, diff
from .limits import Budget
from .text import Text
from .trace import Decision, Step

#: a full snapshot every this many steps: rebuilding a step applies at most this many steps' changes
SNAPSHOT_EVERY = 50


class StepLimitReached(Exception):
    """Raised inside a resolver when ``max_steps`` steps have been recorded."""


class Recorder:
    """Records steps. ``snapshot`` gives the JSON state after each step; changes are computed here.

    ``budget``, when given, is checked before each step (:class:`~engine.core.limits.LimitExceeded`
    once the run's CPU time is spent).
    """

    def __init__(
        self,
        snapshot: Callable[[], dict[str, Any]],
        *,
        max_steps: int = 10_000,
        snapshot_every: int = SNAPSHOT_EVERY,
        budget: Budget | None = None,
        kinds: frozenset[str] | None = None,
    ):
        if snapshot_every < 1:
            raise ValueError("snapshot_every must be at least 1")
        if max_steps < 1:
            raise ValueError("max_steps must be at least 1 (the closing 'loop' step cites the last step)")
        self._snapshot = snapshot
        #: the step kinds the game lists (engine/<game>/steps.py); None accepts any
        self.kinds = kinds
        self.max_steps = max_steps
        self.snapshot_every = snapshot_every
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
        changes = tuple(diff(previous, state, trail=trail)) if previous is not None else ()
        keep = previous is None or index % self.snapshot_every == 0 or trail.ambiguous
        step = Step(
            index=index,
            kind=kind,
            cites=cites,
            text=text,
            snapshot=state if keep else None,
            changes=changes,
            removed=tuple(trail.removed),
            decision=decision,
            label=label,
        )
        self.steps.append(step)
        self._previous = state
        return step
