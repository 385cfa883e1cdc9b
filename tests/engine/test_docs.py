"""docs/boards.md is enough to write a board: its complete example loads, runs and passes."""

from __future__ import annotations

import doctest
import re
from pathlib import Path

import engine

DOC = Path(__file__).resolve().parents[2] / "docs" / "boards.md"


def yaml_blocks() -> list[str]:
    return re.findall(r"```yaml\n(.*?)```", DOC.read_text(encoding="utf-8"), flags=re.S)


def test_the_complete_example_in_the_format_doc_runs_and_its_expectations_hold():
    example = yaml_blocks()[0]
    board = engine.load_board(example, source_name="docs/boards.md")
    assert engine.check_board(board) == []
    trace = engine.run(board)
    placed = engine.select(trace.steps, "destroy-process-placed")
    assert placed is not None and "12-4a-1" in placed.cites
    assert all(step.cites for step in trace.steps)


def test_the_example_in_the_doc_is_the_shipped_ruling_board():
    shipped = next(p for p in engine.board_files() if p.stem == "gr-hp6-field-card-leaves")
    documented = engine.load_board(yaml_blocks()[0])
    assert documented.meta == engine.load_board_file(shipped).meta


def test_the_api_docstring_examples_run():
    import engine as package

    failures, tried = doctest.testmod(package, verbose=False)
    assert tried > 0 and failures == 0
