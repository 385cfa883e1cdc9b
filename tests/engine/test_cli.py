"""python -m engine: run, --json, --choose, check; bad files exit 2 without a traceback."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BOARDS = ROOT / "data" / "boards"
RULING = BOARDS / "gateruler" / "gr-hp6-field-card-leaves.yaml"
EVENT = BOARDS / "gateruler" / "gr-destroy-event-before-move.yaml"


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "engine", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_run_prints_each_step_with_its_rules_in_both_languages():
    result = cli("run", str(RULING))
    assert result.returncode == 0, result.stderr
    assert "destroy-process-placed  (12-4, 12-4a, 12-4a-1" in result.stdout
    assert "en: Fortress Knight has 5 damage and 5 HP" in result.stdout
    assert "ja: 城塞の騎士" in result.stdout


def test_run_json_prints_the_trace():
    result = cli("run", "--json", str(RULING))
    data = json.loads(result.stdout)
    assert data["board"]["id"] == "gr-hp6-field-card-leaves"
    assert data["steps"][0]["kind"] == "start"


def test_choose_answers_a_decision():
    result = cli("run", "--json", "--choose", "choose-g2=strike", str(EVENT))
    data = json.loads(result.stdout)
    decision = next(s["decision"] for s in data["steps"] if s["decision"])
    assert decision["chosen"] == "strike" and decision["by"] == "caller"


def test_check_passes_on_the_shipped_gate_ruler_boards():
    result = cli("check", str(BOARDS / "gateruler"))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "ok   gr-hp6-field-card-leaves" in result.stdout


def test_check_fails_naming_the_board_and_the_expectation(tmp_path):
    text = RULING.read_text(encoding="utf-8").replace("knight: A.graveyard", "knight: A.hand")
    (tmp_path / "wrong.yaml").write_text(text, encoding="utf-8")
    result = cli("check", str(tmp_path))
    assert result.returncode == 1
    assert "FAIL gr-hp6-field-card-leaves" in result.stdout
    assert "card knight expected in A.hand, found in A.graveyard" in result.stdout


def test_a_bad_file_exits_2_without_a_traceback(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("board: [\n", encoding="utf-8")
    for args in (("run", str(bad)), ("check", str(bad)), ("run", str(tmp_path / "missing.yaml"))):
        result = cli(*args)
        assert result.returncode == 2, args
        assert "Traceback" not in result.stderr
        assert "bad.yaml" in result.stderr or "missing.yaml" in result.stderr


def test_a_missing_choice_exits_2_naming_it(tmp_path):
    text = EVENT.read_text(encoding="utf-8").replace("  - choose: {choose-g2: recover}\n", "")
    board = tmp_path / "open.yaml"
    board.write_text(text, encoding="utf-8")
    result = cli("run", str(board))
    assert result.returncode == 2
    assert "choice 'choose-g2' is needed: player A chooses between recover, strike" in result.stderr
    assert "Traceback" not in result.stderr


def test_help_describes_the_commands():
    result = cli("--help")
    assert result.returncode == 0
    assert "run" in result.stdout and "check" in result.stdout
    run_help = cli("run", "--help").stdout
    assert "--json" in run_help and "--choose KEY=VALUE" in run_help and "--max-steps" in run_help
