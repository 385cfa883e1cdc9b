"""docs/boards-onepiece.md is enough to write a board: its complete example loads, runs and passes."""

from __future__ import annotations

import re

import engine

from .conftest import BOARDS_DIR, ROOT

DOC = ROOT / "docs" / "boards-onepiece.md"


def yaml_blocks() -> list[str]:
    return re.findall(r"```yaml\n(.*?)```", DOC.read_text(encoding="utf-8"), flags=re.S)


def test_the_complete_example_runs_and_its_expectations_hold():
    board = engine.load_board(yaml_blocks()[0], source_name="docs/boards-onepiece.md")
    assert engine.check_board(board) == []
    trace = engine.run(board)
    assert all(step.cites for step in trace.steps)
    assert {"8-6-2", "8-6-2-1"} <= trace.cited()


def test_the_example_is_the_shipped_done_when_board():
    shipped = engine.load_board_file(BOARDS_DIR / "op-double-attack-trigger-on-ko.yaml")
    assert engine.load_board(yaml_blocks()[0]).to_text() == shipped.to_text()


def test_the_doc_lists_every_shipped_board_and_every_step_kind():
    text = DOC.read_text(encoding="utf-8")
    for path in sorted(BOARDS_DIR.glob("*.yaml")):
        assert f"`{path.stem}`" in text, path.stem
    kinds = {s.kind for p in BOARDS_DIR.glob("*.yaml") for s in engine.run(engine.load_board_file(p)).steps}
    for kind in kinds:
        assert f"`{kind}`" in text, kind


def test_the_documented_cli_run_matches():
    trace = engine.run(engine.load_board_file(BOARDS_DIR / "op-double-attack-trigger-on-ko.yaml"))
    text = DOC.read_text(encoding="utf-8")
    for step in trace.steps:
        assert f"[{step.index}] {step.kind}  ({', '.join(step.cites)})" in text
