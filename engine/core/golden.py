"""Golden traces: every curated board's steps, for every branch a reader can take, kept as a file.

A board's golden file (``boards/<game>/golden/<board id>.trace.yaml``) holds the run with the
board's own choices, then one run for every other option of every decision the reader can make
(found by :func:`branches`, at most :data:`MAX_BRANCHES` per board). Each step is written with its
kind, cites, both texts, decision, note and changes (before → after) — not the full state — so a
changed sentence shows up as a small diff in review. ``python -m engine golden`` compares the files
with fresh runs; ``--update`` rewrites them.
"""

from __future__ import annotations

import difflib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from .board import Board, load_board_file
from .errors import BoardError, ChoiceNeeded
from .runner import run
from .trace import Step, Trace

#: At most this many runs (the board's own choices included) are kept per board.
MAX_BRANCHES = 32
GOLDEN_DIR = "golden"
SUFFIX = ".trace.yaml"


@dataclass(frozen=True)
class Branch:
    """One run of a board: the reader's ``choices`` (on top of the script) and its trace or problems."""

    choices: tuple[tuple[str, str], ...]
    trace: Trace | None
    problems: tuple[str, ...] = ()


def golden_path(board_path: Path, board_id: str) -> Path:
    """Where a board's golden trace lives: beside it, in ``golden/<board id>.trace.yaml``."""
    return board_path.parent / GOLDEN_DIR / f"{board_id}{SUFFIX}"


def branches(board: Board, *, limit: int = MAX_BRANCHES) -> list[Branch]:
    """The board's own run, then runs taking every other option of every decision (breadth first).

    A reader's choice is a ``key=value`` on top of the script, as on the site. When a branch meets a
    decision that nothing answers, each of its options starts a branch of its own. Runs that give
    the same steps as one already kept are dropped; at most ``limit`` runs are kept.
    """
    kept: list[Branch] = []
    seen_choices: set[tuple[tuple[str, str], ...]] = set()
    seen_traces: set[str] = set()
    queue: list[dict[str, str]] = [{}]
    while queue and len(kept) < limit:
        choices = queue.pop(0)
        frozen = tuple(sorted(choices.items()))
        if frozen in seen_choices:
            continue
        seen_choices.add(frozen)
        try:
            trace = run(board, dict(choices))
        except ChoiceNeeded as needed:
            queue += [{**choices, needed.key: option} for option in needed.options]
            continue
        except BoardError as error:
            kept.append(Branch(frozen, None, tuple(error.problems)))
            continue
        fingerprint = json.dumps([_step_entry(s) for s in trace.steps], ensure_ascii=False, sort_keys=True)
        if fingerprint in seen_traces:
            continue
        seen_traces.add(fingerprint)
        kept.append(Branch(frozen, trace))
        for step in trace.steps:
            decision = step.decision
            if decision is None or len(decision.options) < 2 or decision.key in choices:
                continue
            queue += [
                {**choices, decision.key: option} for option in decision.options if option != decision.chosen
            ]
    return kept


def _value(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


def _step_entry(step: Step) -> dict[str, Any]:
    entry: dict[str, Any] = {
        "step": step.index,
        "kind": step.kind,
        "cites": ", ".join(step.cites),
        "en": step.text["en"],
        "ja": step.text["ja"],
    }
    if step.decision is not None:
        d = step.decision
        entry["decision"] = f"{d.key}: {d.who} chooses from {', '.join(d.options)} → {d.chosen} ({d.by})"
    if step.note:
        entry["note"] = {"en": step.note.get("en", ""), "ja": step.note.get("ja", "")}
    if step.changes:
        entry["changes"] = [f"{c.path}: {_value(c.before)} → {_value(c.after)}" for c in step.changes]
    return entry


def _outcome(trace: Trace) -> dict[str, Any]:
    return {key: trace.outcome[key] for key in sorted(trace.outcome)}


def _shared_prefix(main: Trace, other: Trace) -> int:
    """How many leading steps ``other`` shares with ``main`` (compared as written in the file)."""
    count = 0
    for a, b in zip(main.steps, other.steps, strict=False):
        if _step_entry(a) != _step_entry(b):
            break
        count += 1
    return count


def golden_data(board: Board, *, limit: int = MAX_BRANCHES) -> dict[str, Any]:
    """The golden file's content for ``board``: its own run whole, other branches from where they part."""
    runs = branches(board, limit=limit)
    main = runs[0].trace if runs and runs[0].trace is not None and not runs[0].choices else None
    out_runs = []
    for branch in runs:
        entry: dict[str, Any] = {
            "choices": {k: v for k, v in branch.choices} if branch.choices else "the board's own choices"
        }
        if branch.trace is None:
            entry["problems"] = list(branch.problems)
        else:
            skip = _shared_prefix(main, branch.trace) if main is not None and branch.choices else 0
            if skip:
                entry["same_as_own_choices_until_step"] = skip - 1
            entry["steps"] = [_step_entry(s) for s in branch.trace.steps[skip:]]
            entry["outcome"] = _outcome(branch.trace)
        out_runs.append(entry)
    data: dict[str, Any] = {"board": board.id, "runs": out_runs}
    if len(runs) >= limit:
        data["limit_reached"] = f"only the first {limit} runs are kept"
    return data


def golden_text(board: Board, *, limit: int = MAX_BRANCHES) -> str:
    """The golden file as text (YAML, one block per step, one line per change)."""
    header = (
        f"# Golden trace of {board.id}: generated by `python -m engine golden --update`; review every diff.\n"
        "# Steps show kind, cites, texts, decision, note and changes (before → after); not the full state.\n"
    )
    body = yaml.safe_dump(
        golden_data(board, limit=limit),
        allow_unicode=True,
        sort_keys=False,
        width=10_000,
        default_flow_style=False,
    )
    return header + body


@dataclass(frozen=True)
class Comparison:
    """A board's golden file compared with a fresh run: ``diff`` is empty when they agree."""

    board_path: Path
    golden: Path
    diff: str
    missing: bool = False


def compare(board_path: Path) -> Comparison:
    board = load_board_file(board_path)
    path = golden_path(board_path, board.id)
    fresh = golden_text(board)
    if not path.exists():
        return Comparison(
            board_path, path, f"{path}: no golden file (run `python -m engine golden --update`)", True
        )
    stored = path.read_text(encoding="utf-8")
    if stored == fresh:
        return Comparison(board_path, path, "")
    lines = difflib.unified_diff(
        stored.splitlines(keepends=True),
        fresh.splitlines(keepends=True),
        fromfile=f"{path} (golden)",
        tofile=f"{path} (engine now)",
        n=2,
    )
    return Comparison(board_path, path, "".join(lines))


def update(board_path: Path) -> tuple[Path, bool]:
    """Rewrite the board's golden file; returns the path and whether its content changed."""
    board = load_board_file(board_path)
    path = golden_path(board_path, board.id)
    fresh = golden_text(board)
    old = path.read_text(encoding="utf-8") if path.exists() else None
    if old != fresh:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(fresh, encoding="utf-8")
    return path, old != fresh


def orphans(board_paths: list[Path]) -> list[Path]:
    """Golden files with no board beside them (a board renamed or removed), in the folders of
    ``board_paths`` — every board of such a folder counts, not only the ones given."""
    folders = {p.parent for p in board_paths}
    wanted = set()
    for folder in folders:
        for board_path in folder.glob("*.yaml"):
            try:
                board = load_board_file(board_path)
            except BoardError:
                continue
            wanted.add(golden_path(board_path, board.id))
    found = (p for f in folders if (f / GOLDEN_DIR).is_dir() for p in (f / GOLDEN_DIR).glob(f"*{SUFFIX}"))
    return sorted(p for p in found if p not in wanted)
