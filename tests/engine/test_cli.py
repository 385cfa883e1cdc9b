"""python -m engine on each game's boards: run, --json, --choose, check; bad files exit 2, no traceback."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.support.engine import ROOT, cli, cli_process

BOARDS = ROOT / "data" / "boards"


@dataclass(frozen=True)
class Case:
    """One game's board and what the command line must say about it."""

    board: Path
    #: lines `run` prints
    printed: tuple[str, ...]
    #: KEY=VALUE a reader may choose on this board
    choice: str
    #: (a text of the board, what it becomes, the failed expectation `check` names)
    broken: tuple[str, str, str]
    #: the board's script choice, and the error when it is missing
    missing: tuple[str, str]


CASES = {
    "gateruler": Case(
        BOARDS / "gateruler" / "gr-destroy-event-before-move.yaml",
        ("destroyed-event  (12-4b-3, 12-4b-3a, 14-1a-2)", "ja: "),
        "choose-g2=strike",
        (
            "knight: A.attack_zone.center",
            "knight: A.hand",
            "card knight expected in A.hand, found in A.attack_zone.center",
        ),
        (
            "  - choose: {choose-g2: recover}\n",
            "choice 'choose-g2' is needed: player A chooses between recover, strike",
        ),
    ),
    "onepiece": Case(
        BOARDS / "onepiece" / "op-double-attack-trigger-on-ko.yaml",
        (
            "trigger  (8-6-2-1, 10-1-5-1, 2-11-1, 7-1-4-1-1-2, 4-6-3)",
            "damage-over  (8-6-2, 10-2-17-1)",
            "ja: Bはライフの「網の罠」を公開し",
        ),
        "trigger-snare=hand",
        ("life: {B: 1}", "life: {B: 0}", "expected B's life 0, found 1"),
        (
            "  - choose: {trigger-snare: trigger}\n",
            "choice 'trigger-snare' is needed: player B chooses between trigger, hand",
        ),
    ),
}
RULING = BOARDS / "gateruler" / "gr-hp6-field-card-leaves.yaml"
games = pytest.mark.parametrize("case", CASES.values(), ids=CASES.keys())


@games
def test_run_prints_each_step_with_its_rules_in_both_languages(case: Case):
    result = cli("run", str(case.board))
    assert result.returncode == 0, result.stderr
    for line in case.printed:
        assert line in result.stdout


def test_run_names_cards_in_both_languages():
    result = cli("run", str(RULING))
    assert "destroy-process-placed  (12-4, 12-4a, 12-4a-1" in result.stdout
    assert "en: Fortress Knight has 5 damage and 5 HP" in result.stdout
    assert "ja: 《城塞の騎士》" in result.stdout


@games
def test_run_json_prints_the_trace_and_choose_answers_a_decision(case: Case):
    result = cli("run", "--json", "--choose", case.choice, str(case.board))
    data = json.loads(result.stdout)
    assert data["board"]["id"] == case.board.stem
    assert data["steps"][0]["kind"] == "start"
    key, value = case.choice.split("=")
    decision = next(s["decision"] for s in data["steps"] if s["decision"] and s["decision"]["key"] == key)
    assert decision["chosen"] == value and decision["by"] == "caller"


@games
def test_check_passes_on_the_shipped_boards(case: Case):
    result = cli("check", str(case.board.parent))
    assert result.returncode == 0, result.stdout + result.stderr
    assert f"ok   {case.board.stem}" in result.stdout


@games
def test_check_fails_naming_the_board_and_the_expectation(case: Case, tmp_path: Path):
    before, after, message = case.broken
    text = case.board.read_text(encoding="utf-8")
    assert before in text
    (tmp_path / "wrong.yaml").write_text(text.replace(before, after, 1), encoding="utf-8")
    result = cli("check", str(tmp_path))
    assert result.returncode == 1
    assert f"FAIL {case.board.stem}" in result.stdout
    assert message in result.stdout


@games
def test_a_missing_choice_exits_2_naming_it(case: Case, tmp_path: Path):
    line, message = case.missing
    text = case.board.read_text(encoding="utf-8")
    assert line in text
    (tmp_path / "open.yaml").write_text(text.replace(line, ""), encoding="utf-8")
    result = cli("run", str(tmp_path / "open.yaml"))
    assert result.returncode == 2
    assert message in result.stderr
    assert "Traceback" not in result.stderr


def test_a_bad_file_exits_2_without_a_traceback(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("board: [\n", encoding="utf-8")
    for args in (("run", str(bad)), ("check", str(bad)), ("run", str(tmp_path / "missing.yaml"))):
        result = cli(*args)
        assert result.returncode == 2, args
        assert "Traceback" not in result.stderr
        assert "bad.yaml" in result.stderr or "missing.yaml" in result.stderr


def test_help_describes_the_commands():
    result = cli_process("--help")  # the program itself, as people start it
    assert result.returncode == 0
    assert all(command in result.stdout for command in ("run", "check", "golden", "docs"))
    run_help = cli("run", "--help").stdout
    assert "--json" in run_help and "--choose KEY=VALUE" in run_help and "--max-steps" in run_help
    assert "docs/boards.md" in cli("docs", "--help").stdout
