"""The command line: ``python -m engine run BOARD.yaml``, ``check PATH...``, ``golden [--update]``
and ``docs [--update]``.

Exit status: 0 all good; 1 an expectation failed (check); 2 a bad file, a missing choice or bad usage.
Never a Python traceback for a bad file.
"""

from __future__ import annotations

import argparse
import difflib
import json
import sys
from pathlib import Path

from .core import golden, kinds, registry, wording
from .core.board import Board, load_board_file
from .core.errors import BoardError, ChoiceNeeded
from .core.golden import MAX_BRANCHES
from .core.runner import board_files, check_board, run
from .core.trace import Step, Trace
from .ruletext.drift import Drift, catalog_drift


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m engine",
        description="Resolve Rulestep boards step by step, every step citing its rule.",
        epilog="Exit status: 0 all good; 1 an expectation failed (check); 2 a file that cannot be read or "
        "run, a missing choice, or bad usage. The board format is described in docs/boards.md "
        "(Gate Ruler) and docs/boards-onepiece.md (ONE PIECE CARD GAME).",
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    _add_run(sub)
    _add_check(sub)
    _add_golden(sub)
    _add_docs(sub)
    return parser


def _add_run(sub: argparse._SubParsersAction) -> None:
    run_p = sub.add_parser(
        "run",
        help="resolve one board and print its steps",
        description="Resolve one board and print every step: index, kind, cited rules, "
        "English and Japanese text, decisions.",
    )
    run_p.add_argument("board", metavar="BOARD.yaml", help="the board file")
    run_p.add_argument("--json", action="store_true", help="print the trace as JSON instead")
    run_p.add_argument(
        "--choose",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="answer a decision point (repeatable); wins over the board's script",
    )
    run_p.add_argument(
        "--max-steps",
        type=int,
        default=10_000,
        metavar="N",
        help="stop with a 'loop' step after N steps (default 10000)",
    )


def _add_check(sub: argparse._SubParsersAction) -> None:
    check_p = sub.add_parser(
        "check",
        help="run every board's expectations",
        description="Run the expectations of every board found (files, or directories "
        "searched for *.yaml). Exits 1 naming each board and failed "
        "expectation, 2 when a file cannot be read. Warns (without failing) when a later "
        "version of the rulebook in data/rulebooks/manifest.yaml changes a section a board cites, "
        "and when a step has what engine.core.wording refuses (Japanese in an English sentence or the "
        "reverse, an unnamed card, a Gate Ruler card name outside 《》, a heading cited where a "
        "sub-rule governs, a number outside the official numbering; docs/wording.md).",
    )
    check_p.add_argument("paths", nargs="+", metavar="PATH", help="board files or directories")


def _add_golden(sub: argparse._SubParsersAction) -> None:
    golden_p = sub.add_parser(
        "golden",
        help="compare every board's trace with its golden file (--update rewrites them)",
        description=f"Run every board (the board's own choices, then every other option of every "
        f"decision, at most {MAX_BRANCHES} runs a board) and compare with its golden file, "
        "golden/<board id>.trace.yaml beside the board. Prints a unified diff for each difference "
        "and exits 1; --update rewrites the files instead (review the diff before committing).",
    )
    golden_p.add_argument(
        "paths",
        nargs="*",
        metavar="PATH",
        help="board files or directories (default: every shipped board)",
    )
    golden_p.add_argument("--update", action="store_true", help="rewrite the golden files from the engine")


def _add_docs(sub: argparse._SubParsersAction) -> None:
    docs_p = sub.add_parser(
        "docs",
        help="check that the docs list every step kind and decision key (--update rewrites them)",
        description="The tables of step kinds and decision keys in each game's board format document "
        f"({', '.join('docs/' + doc for doc in DOC_GAMES)}) are generated from engine/<game>/steps.py. "
        "Prints a diff and exits 1 when a table differs; --update rewrites the tables.",
    )
    docs_p.add_argument("--update", action="store_true", help="rewrite the generated tables in the docs")


def _parse_choices(items: list[str]) -> dict[str, str]:
    out = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key or not value:
            raise BoardError([f"--choose expects KEY=VALUE, got {item!r}"], source_name="command line")
        out[key] = value
    return out


def _print_step(step: Step, out: list[str]) -> None:
    out.append(f"[{step.index}] {step.kind}  ({', '.join(step.cites)})")
    out.append(f"    en: {step.text['en']}")
    out.append(f"    ja: {step.text['ja']}")
    if step.decision:
        d = step.decision
        out.append(f"    decision {d.key}: {d.who} chooses from {', '.join(d.options)} → {d.chosen} ({d.by})")
    if step.note:
        out.append(f"    note: {step.note['en']}")
    for change in step.changes[:12]:
        out.append(
            f"    · {change.path}: {json.dumps(change.before, ensure_ascii=False)} → "
            f"{json.dumps(change.after, ensure_ascii=False)}"
        )
    if len(step.changes) > 12:
        out.append(f"    · … {len(step.changes) - 12} more changes")


def format_trace(trace: Trace) -> str:
    meta = trace.board
    out = [f"{meta['id']}: {meta['title']['en']} / {meta['title']['ja']}", ""]
    for step in trace.steps:
        _print_step(step, out)
    o = trace.outcome
    out.append("")
    out.append(f"outcome: end={o['end']} result={o['result']} winner={o['winner']} lost={o['lost']}")
    return "\n".join(out)


def _files(paths: list[str]) -> list[Path]:
    files: list[Path] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            found = path.rglob("*.yaml")
            files += sorted(p for p in found if golden.GOLDEN_DIR not in p.relative_to(path).parts)
        else:
            files.append(path)
    return files


def _cmd_run(args: argparse.Namespace) -> int:
    board = load_board_file(args.board)
    trace = run(board, _parse_choices(args.choose), max_steps=args.max_steps)
    if args.json:
        print(json.dumps(trace.to_json(), ensure_ascii=False, indent=1))
    else:
        print(format_trace(trace))
    return 0


def _cmd_check(args: argparse.Namespace) -> int:
    status = 0
    files = _files(args.paths)
    if not files:
        print("no board files found", file=sys.stderr)
        return 2
    seen: dict[str, Path] = {}
    for path in files:
        try:
            board: Board = load_board_file(path)
        except BoardError as error:
            status = _unreadable(path, error)
            continue
        if board.id in seen:
            print(f"{path}: board id {board.id!r} is already used by {seen[board.id]}", file=sys.stderr)
            status = max(status, 1)
        seen[board.id] = path
        failures = check_board(board)
        if failures:
            status = max(status, 1)
            print(f"FAIL {board.id} ({path})")
            for failure in failures:
                print(f"  {failure}")
        else:
            print(f"ok   {board.id} ({path})")
        for drift in board_drift(board):
            print(f"  warning: text drift: {drift.describe()}")
        for finding in board_wording(board):
            print(f"  warning: wording: {finding}")
    return status


def _unreadable(path: Path, error: BoardError) -> int:
    """Say why a board file cannot be read; the exit status it gives (2)."""
    print(f"{path}: cannot be read:", file=sys.stderr)
    for problem in error.problems:
        print(f"  {problem}", file=sys.stderr)
    return 2


def board_wording(board: Board) -> list[wording.Finding]:
    """What engine.core.wording refuses in the board's own run (the test over every golden trace,
    tests/engine/test_wording.py, refuses it on every branch)."""
    try:
        trace = run(board).to_json()
    except BoardError:
        return []  # its problems are reported by check_board
    words = wording.board_words(board.to_data(), board.game.name_marks)
    return wording.check_steps(words, trace["steps"], board.id)


def board_drift(board: Board) -> list[Drift]:
    """The sections the board names or cites that a later rulebook version changed."""
    numbers = set(board.meta.sections)
    try:
        numbers |= run(board).cited()
    except BoardError:
        pass  # its problems are reported by check_board
    return catalog_drift(board.meta.rulebook, board.meta.version, numbers)


def _cmd_golden(args: argparse.Namespace) -> int:
    files = _files(args.paths) if args.paths else board_files()
    if not files:
        print("no board files found", file=sys.stderr)
        return 2
    status = 0
    for path in files:
        try:
            if args.update:
                written, changed = golden.update(path)
                print(f"{'wrote' if changed else 'same '} {written}")
                continue
            comparison = golden.compare(path)
        except BoardError as error:
            status = _unreadable(path, error)
            continue
        if comparison.diff:
            status = max(status, 1)
            print(comparison.diff)
        else:
            print(f"ok   {comparison.golden}")
    for orphan in golden.orphans(files):
        print(f"{orphan}: no board has this id any more; delete it", file=sys.stderr)
        status = max(status, 1)
    return status


DOCS_DIR = Path(__file__).resolve().parents[1] / "docs"
#: document (a game's ``doc``) → game: each gets the blocks GAME-step-kinds and GAME-decision-keys
DOC_GAMES = {game.doc: game.name for game in map(registry.get, registry.names()) if game.doc}


def generated_docs() -> dict[Path, dict[str, str]]:
    """Each doc's generated blocks, as the engine's step registries give them."""
    out: dict[Path, dict[str, str]] = {}
    for doc, name in DOC_GAMES.items():
        game = registry.get(name)
        out[DOCS_DIR / doc] = {
            f"{name}-step-kinds": kinds.kinds_table(game.step_kinds),
            f"{name}-decision-keys": kinds.decisions_table(game.decision_keys),
        }
    return out


def _cmd_docs(args: argparse.Namespace) -> int:
    status = 0
    for path, blocks in generated_docs().items():
        text = path.read_text(encoding="utf-8")
        new = text
        for name, body in blocks.items():
            try:
                new = kinds.with_block(new, name, body)
            except ValueError as error:
                print(f"{path}: {error}", file=sys.stderr)
                return 2
        if new == text:
            print(f"ok   {path}")
        elif args.update:
            path.write_text(new, encoding="utf-8")
            print(f"wrote {path}")
        else:
            status = 1
            diff = difflib.unified_diff(text.splitlines(True), new.splitlines(True), str(path), "generated")
            print("".join(diff))
    return status


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        if args.command == "run":
            return _cmd_run(args)
        if args.command == "golden":
            return _cmd_golden(args)
        if args.command == "docs":
            return _cmd_docs(args)
        return _cmd_check(args)
    except ChoiceNeeded as error:
        print(f"{error.source_name}: {error.problems[0]}", file=sys.stderr)
        return 2
    except BoardError as error:
        print(f"{error.source_name}: cannot be run:", file=sys.stderr)
        for problem in error.problems:
            print(f"  {problem}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # pragma: no cover - `| head`
        return 0
