"""Golden traces: every curated board's steps (every branch) equal the reviewed file beside it."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

import engine
from engine.core import golden
from tests.support.engine import cli

BOARDS = engine.board_files()


@pytest.mark.parametrize("path", BOARDS, ids=[p.stem for p in BOARDS])
def test_the_board_trace_equals_its_golden_file(path: Path):
    comparison = golden.compare(path)
    assert not comparison.diff, (
        f"{path.name}: the trace differs from its golden file. Review the diff below; if the change is "
        f"intended, run `python -m engine golden --update` and commit the file with the change.\n"
        + comparison.diff
    )


def test_no_golden_file_is_left_without_its_board():
    assert golden.orphans(BOARDS) == []


def test_every_option_of_every_decision_is_a_run_of_its_own():
    board = engine.load_board_file(next(p for p in BOARDS if p.stem == "op-cost-optional"))
    runs = golden.branches(board)
    assert [dict(r.choices) for r in runs] == [{}, {"cost-trader": "pay"}]
    data = golden.golden_data(board)
    second = data["runs"][1]
    assert second["choices"] == {"cost-trader": "pay"}
    # the branch is written from the step where it parts from the board's own run
    assert second["steps"][0]["step"] == second["same_as_own_choices_until_step"] + 1
    assert second["steps"][0]["kind"] == "optional"  # chooses to pay (8-3-1-4), then pay-cost


def test_a_changed_sentence_fails_with_a_readable_diff(tmp_path: Path):
    source = next(p for p in BOARDS if p.stem == "op-cost-optional")
    board_copy = tmp_path / source.name
    shutil.copy(source, board_copy)
    (tmp_path / "golden").mkdir()
    stored = golden.golden_path(source, "op-cost-optional").read_text(encoding="utf-8")
    said = (
        "en: 'Nothing is left to resolve: it is still A''s Main Phase, "
        "where A may go on with another action.'"
    )
    tampered = stored.replace(said, "en: Everything is resolved.", 1)
    assert tampered != stored
    golden.golden_path(board_copy, "op-cost-optional").write_text(tampered, encoding="utf-8")
    comparison = golden.compare(board_copy)
    assert "-    en: Everything is resolved." in comparison.diff
    assert "+    en: 'Nothing is left to resolve: it is still A''s Main Phase" in comparison.diff
    written, changed = golden.update(board_copy)
    assert changed and written.read_text(encoding="utf-8") == stored
    assert golden.compare(board_copy).diff == ""


def test_the_golden_files_hold_no_full_state():
    for path in BOARDS:
        text = golden.golden_path(path, engine.load_board_file(path).id).read_text(encoding="utf-8")
        assert "\n    state:" not in text, path.name


def test_the_cli_reports_a_difference_and_update_rewrites(tmp_path: Path):
    source = next(p for p in BOARDS if p.stem == "op-cost-optional")
    shutil.copy(source, tmp_path / source.name)
    missing = cli("golden", str(tmp_path))
    assert missing.returncode == 1 and "no golden file" in missing.stdout
    updated = cli("golden", "--update", str(tmp_path))
    assert updated.returncode == 0 and "wrote" in updated.stdout
    assert cli("golden", str(tmp_path)).returncode == 0
    # `check` on the directory does not mistake the golden file for a board
    assert cli("check", str(tmp_path)).returncode == 0
    assert "--update" in cli("golden", "--help").stdout
    # one board of a folder checked alone: the other boards' golden files are not orphans
    single = cli("golden", str(source))
    assert single.returncode == 0 and "no board has this id" not in single.stderr
