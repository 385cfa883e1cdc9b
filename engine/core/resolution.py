"""One run of a board, as every game shares it: steps, decisions and the outcome.

A game subclasses :class:`Resolution` with its state and rules, as a chess variant subclasses a
board: it gives :meth:`snapshot` (the JSON state after a step), :meth:`result` (who won, if the
game is over) and :meth:`resolve` (the run itself); the plumbing here records steps through the
core's :class:`~engine.core.recorder.Recorder` and asks decisions through its
:class:`~engine.core.choices.Chooser`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .choices import Chooser, Question
from .recorder import Recorder
from .text import Text
from .trace import Decision


class Resolution:
    """The resolution context of one run: the game's state, its script, problems, steps, choices."""

    def __init__(self, state: Any, script: Sequence[Any], source_name: str = "<board>"):
        self.state = state
        self.script = list(script)
        self.source_name = source_name
        #: illegal scripted actions met on the way (the run then raises BoardError)
        self.problems: list[str] = []
        #: the script label of the action being taken, given to the next step emitted
        self.label: str | None = None
        self.chooser: Chooser | None = None
        self.recorder: Recorder | None = None

    # ---- what a game gives ------------------------------------------------------------------

    def snapshot(self) -> dict[str, Any]:
        """The JSON state after the step being recorded."""
        raise NotImplementedError

    def result(self) -> dict[str, Any] | None:
        """``{"result": ..., "winner": ...}`` once the game is over, else None."""
        raise NotImplementedError

    def resolve(self) -> None:
        """Take the script and resolve everything it leads to, emitting steps."""
        raise NotImplementedError

    def waiting(self) -> list[str]:
        """What is still waiting to resolve when the run ends (e.g. what is left on a stack)."""
        return []

    # ---- what the core gives ----------------------------------------------------------------

    def run(self, chooser: Chooser, recorder: Recorder) -> dict[str, Any]:
        """Resolve the board with these choices, recording every step; returns :meth:`outcome`."""
        self.chooser, self.recorder = chooser, recorder
        self.resolve()
        return self.outcome()

    def outcome(self) -> dict[str, Any]:
        """How the run ended: ``result`` and ``winner`` (from :meth:`result`), the players who
        ``lost`` (``state.players[name].status == "lost"``), ``end`` (``game-over`` or ``resolved``;
        the runner makes it ``loop`` at the step limit) and ``gate``: what is still waiting to
        resolve, which games fill through :meth:`waiting` (the key keeps its name for the trace
        format; a game with nothing waiting leaves it empty)."""
        result = self.result()
        return {
            "result": result["result"] if result else None,
            "winner": result["winner"] if result else None,
            "lost": [p for p, info in self.state.players.items() if info.status == "lost"],
            "end": "game-over" if result else "resolved",
            "gate": self.waiting(),
        }

    def game_over(self) -> bool:
        return self.result() is not None

    def emit(
        self,
        kind: str,
        cites: Sequence[str],
        text: Text,
        *,
        decision: Decision | None = None,
        label: str | None = None,
    ) -> None:
        """Record a step of ``kind`` citing ``cites``; the pending script label goes with it."""
        assert self.recorder is not None, "emit() before run()"
        if label is None:
            label, self.label = self.label, None
        self.recorder.emit(kind, list(cites), text, decision=decision, label=label)

    def decide(
        self,
        base: str,
        who: str,
        options: list[str],
        why: str,
        *,
        prompt: Text | None = None,
        labels: dict[str, Text] | None = None,
    ) -> Decision:
        """Ask ``who`` to choose one of ``options`` (key ``base``, ``base#2`` when it comes again)."""
        assert self.chooser is not None, "decide() before run()"
        question = Question(who, tuple(options), why, prompt, labels or {})
        return self.chooser.decide(self.chooser.key(base), question)

    def problem(self, action: Any, message: str) -> None:
        """An illegal scripted action (it has ``line`` and ``path``) and what is wrong with it."""
        self.problems.append(f"line {action.line}: {action.path}: {message}")
