"""python -m engine on ONE PIECE boards: run, --json, --choose, check; bad files exit 2, no traceback."""

from __future__ import annotations

import json
import subprocess
import sys

from .conftest import BOARDS_DIR, ROOT, board_text

DONE_WHEN = BOARDS_DIR / "op-double-attack-trigger-on-ko.yaml"


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "engine", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_run_prints_each_step_with_its_rules():
    result = cli("run", str(DONE_WHEN))
    assert result.returncode == 0, result.stderr
    assert "trigger  (8-6-2-1, 10-1-5)" in result.stdout
    assert "damage-over  (8-6-2)" in result.stdout
    assert "ja: Bはライフの網の罠を公開し" in result.stdout


def test_run_json_and_choose():
    result = cli("run", "--json", "--choose", "trigger-snare=hand", str(DONE_WHEN))
    data = json.loads(result.stdout)
    assert data["board"]["id"] == "op-double-attack-trigger-on-ko"
    decision = next(s["decision"] for s in data["steps"] if s["decision"])
    assert decision["chosen"] == "hand" and decision["by"] == "caller"


def test_check_passes_on_the_onepiece_boards():
    result = cli("check", str(BOARDS_DIR))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "ok   op-double-attack-trigger-on-ko" in result.stdout


def test_check_fails_naming_the_board_and_the_expectation(tmp_path):
    text = DONE_WHEN.read_text(encoding="utf-8").replace("life: {B: 1}", "life: {B: 0}")
    (tmp_path / "wrong.yaml").write_text(text, encoding="utf-8")
    result = cli("check", str(tmp_path))
    assert result.returncode == 1
    assert "FAIL op-double-attack-trigger-on-ko" in result.stdout
    assert "expected B's life 0, found 1" in result.stdout


def test_a_bad_board_exits_2_listing_every_problem_without_a_traceback(tmp_path):
    bad = tmp_path / "bad.yaml"
    text = board_text().replace("deck: [a1, a2]", "deck: [{id: a1, keywords: [flying]}, {id: a2, power: -5}]")
    bad.write_text(text, encoding="utf-8")
    for args in (("run", str(bad)), ("check", str(bad))):
        result = cli(*args)
        assert result.returncode == 2, args
        assert "Traceback" not in result.stderr
        assert "unknown keyword 'flying'" in result.stderr
        assert "power: expected a whole number ≥ 0, got -5" in result.stderr


def test_a_missing_choice_exits_2_naming_it(tmp_path):
    text = DONE_WHEN.read_text(encoding="utf-8").replace("  - choose: {trigger-snare: trigger}\n", "")
    board = tmp_path / "open.yaml"
    board.write_text(text, encoding="utf-8")
    result = cli("run", str(board))
    assert result.returncode == 2
    assert "choice 'trigger-snare' is needed: player B chooses between trigger, hand" in result.stderr
    assert "Traceback" not in result.stderr
