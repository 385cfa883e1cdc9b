"""Running a board: the game resolves it on a recorder; notes are attached; expectations checked."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from ..ruletext.catalog import known_numbers
from .board import Board, parse_selector
from .choices import Chooser, FirstOptions
from .errors import BoardError
from .limits import DEFAULT_LIMITS, Budget, Limits, check_sizes
from .recorder import Recorder, StepLimitReached
from .trace import Step, Trace

BOARDS_DIR = Path(__file__).resolve().parents[2] / "data" / "boards"


def run(
    board: Board,
    choices: dict[str, str] | None = None,
    *,
    max_steps: int | None = None,
    limits: Limits = DEFAULT_LIMITS,
    snapshot_every: int | None = None,
) -> Trace:
    """Resolve ``board`` step by step. Same board and same choices give the same trace.

    Raises :class:`ChoiceNeeded` when a decision has no answer, :class:`BoardError` when a scripted
    action is illegal in the state it meets (every such problem listed; no trace is returned),
    :class:`LimitExceeded` when the board is over ``limits`` (its cards, or the CPU time of the
    run). A run longer than ``limits.steps`` steps (``max_steps`` when given) ends with a 'loop' step.
    Steps keep their changes; a full snapshot is kept at step 0 and every ``snapshot_every`` steps
    (None: every 50 steps, further apart for a state of thousands of cards, see
    :class:`~engine.core.recorder.Recorder`).
    """
    game = board.game
    check_sizes(*game.sizes(board.state), limits, source_name=board.source_name)
    caller = choices if isinstance(choices, FirstOptions) else dict(choices or {})
    chooser = Chooser(script=dict(board.choices), caller=caller, source_name=board.source_name)
    resolution = game.start(board)
    kinds = game.step_kinds
    recorder = Recorder(
        resolution.snapshot,
        max_steps=limits.steps if max_steps is None else max_steps,
        snapshot_every=snapshot_every,
        budget=Budget(limits, source_name=board.source_name),
        kinds=frozenset(k.name for k in kinds) if kinds else None,
    )
    try:
        outcome = game.resolve(resolution, chooser, recorder)
    except StepLimitReached:
        recorder.emit_loop()
        outcome = {**resolution.outcome(), "end": "loop"}
    if resolution.problems:
        raise BoardError(resolution.problems, source_name=board.source_name)
    steps = _with_notes(recorder.steps, board.notes)
    return Trace(board.meta.to_json(), tuple(steps), outcome, tuple(chooser.used))


def select(steps: tuple[Step, ...] | list[Step], selector: str) -> Step | None:
    """The step a selector names: ``start``, ``end``, a script label, or a step kind (``kind#2``)."""
    if not steps:
        return None
    if selector == "end":
        return steps[-1]
    if selector == "start":
        return steps[0]
    parsed = parse_selector(selector)
    if parsed is None:
        return None
    name, nth = parsed
    seen = 0
    for step in steps:
        if step.label == name or step.kind == name:
            seen += 1
            if seen == nth:
                return step
    return None


def _with_notes(steps: list[Step], notes: dict[str, dict[str, str]]) -> list[Step]:
    if not notes:
        return steps
    by_index: dict[int, dict[str, str]] = {}
    for selector, text in notes.items():
        step = select(steps, selector)
        if step is not None:
            by_index.setdefault(step.index, text)
    if not by_index:
        return steps
    return [replace(s, note=by_index[s.index]) if s.index in by_index else s for s in steps]


def check_citations(board: Board, trace: Trace) -> list[str]:
    """Every step cites at least one number, and every number is in the rulebook or the out-of-source list."""
    known = known_numbers(board.meta.rulebook, board.meta.version)
    out = []
    for step in trace.steps:
        if not step.cites:
            out.append(f"step {step.index} ({step.kind}) cites no rule")
        for number in step.cites:
            if number not in known:
                out.append(
                    f"step {step.index} ({step.kind}) cites {number}, which is neither in "
                    f"{board.meta.rulebook} {board.meta.version} nor in its out-of-source list"
                )
    return out


def check_board(board: Board, choices: dict[str, str] | None = None) -> list[str]:
    """Run the board and return every failed expectation (an empty list when all hold)."""
    try:
        trace = run(board, choices)
    except BoardError as error:
        return list(error.problems)
    failures = check_citations(board, trace)
    game = board.game
    for expectation in board.expectations:
        step = select(trace.steps, expectation.at)
        where = f"line {expectation.line}: at {expectation.at}"
        if step is None:
            failures.append(f"{where}: no such step in the trace")
            continue
        for key, expected in expectation.facts.items():
            failures += [f"{where}: {p}" for p in _check_fact(game, key, expected, step, trace)]
    cited = trace.cited()
    for number in board.meta.sections:
        if number not in cited:
            failures.append(f"board.sections lists {number}, but no step cites it")
    for selector in board.notes:
        if select(trace.steps, selector) is None:
            failures.append(f"notes.{selector}: no step matches this selector")
    for key, line in board.choice_lines.items():
        if key not in trace.used_choices:
            failures.append(f"line {line}: script choice {key!r} was never asked for")
    lint = getattr(game, "lint", None)  # what a game refuses that does not stop a run (unnamed cards)
    return failures + (lint(board) if lint else [])


def _check_fact(game: Any, key: str, expected: Any, step: Step, trace: Trace) -> list[str]:
    state = trace.state_at(step.index)
    upto = {n for s in trace.steps[: step.index + 1] for n in s.cites}
    if key == "cards":
        out = []
        for card_id, zone in (expected or {}).items():
            actual = game.locate(state, str(card_id))
            if actual != zone:
                out.append(f"card {card_id} expected in {zone}, found in {actual or 'nowhere'}")
        return out
    if key == "cited":
        missing = [str(n) for n in expected or [] if str(n) not in upto]
        return [f"expected {', '.join(missing)} cited by this step or before"] if missing else []
    if key == "not_cited":
        present = [str(n) for n in expected or [] if str(n) in upto]
        return [f"expected {', '.join(present)} not cited by this step or before"] if present else []
    if key == "lost":
        lost = sorted(p for p, info in state["players"].items() if info.get("status") == "lost")
        want = sorted(str(p) for p in expected or [])
        return [] if lost == want else [f"expected lost players {want}, found {lost}"]
    if key in ("winner", "result"):
        result = state.get("result") or {}
        actual = result.get(key)
        return [] if actual == expected else [f"expected {key} {expected!r}, found {actual!r}"]
    if key == "chosen":
        made = {d.key: d.chosen for s in trace.steps[: step.index + 1] if (d := s.decision)}
        out = []
        for decision_key, value in (expected or {}).items():
            if made.get(decision_key) != value:
                out.append(f"expected decision {decision_key} = {value!r}, found {made.get(decision_key)!r}")
        return out
    return game.check_fact(key, expected, state)


def board_files(root: Path | None = None) -> list[Path]:
    """Every shipped board file, across games, sorted by game then file name."""
    root = root or BOARDS_DIR
    return sorted(p for p in root.glob("*/*.yaml") if p.is_file())
