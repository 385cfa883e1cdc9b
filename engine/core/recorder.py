"""The step recorder a game's resolver writes to: snapshots, changes, and the step limit."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .diff import diff
from .trace import Decision, Step


class StepLimitReached(Exception):
    """Raised inside a resolver when ``max_steps`` steps have been recorded."""


class Recorder:
    """Records steps. ``snapshot`` gives the JSON state after each step; changes are computed here."""

    def __init__(
        self,
        snapshot: Callable[[], dict[str, Any]],
        *,
        max_steps: int = 10_000,
        kinds: frozenset[str] | None = None,
    ):
        self._snapshot = snapshot
        #: the step kinds the game lists (engine/<game>/steps.py); None accepts any
        self.kinds = kinds
        self.max_steps = max_steps
        self.steps: list[Step] = []
        self._previous: dict[str, Any] | None = None

    def emit(
        self,
        kind: str,
        cites: list[str] | tuple[str, ...],
        en: str,
        ja: str,
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
        if en[:1].islower():
            en = en[0].upper() + en[1:]  # a sentence may start with a card's label ("the card from …")
        state = self._snapshot()
        changes = tuple(diff(self._previous, state)) if self._previous is not None else ()
        step = Step(
            index=len(self.steps),
            kind=kind,
            cites=tuple(dict.fromkeys(cites)),
            text={"ja": ja, "en": en},
            state=state,
            changes=changes,
            decision=decision,
            label=label,
        )
        self.steps.append(step)
        self._previous = state
        return step

    def emit_loop(self) -> Step:
        """The closing step when the limit is reached: it cites what the last step cited."""
        last = self.steps[-1] if self.steps else None
        cites = last.cites if last else ("12-1a",)
        state = self._snapshot()
        step = Step(
            index=len(self.steps),
            kind="loop",
            cites=cites,
            text={
                "en": f"The engine stopped after {self.max_steps} steps: this situation keeps repeating "
                "(an engine limit, not a rule). The last rules applied are cited.",
                "ja": f"{self.max_steps}ステップで処理を打ち切りました。同じ状況が繰り返されています"
                "（ルールではなくエンジンの上限です）。最後に適用したルールを挙げています。",
            },
            state=state,
            changes=tuple(diff(self._previous, state)) if self._previous is not None else (),
        )
        self.steps.append(step)
        return step
