"""python -m engine on a bad ONE PIECE board: exit 2 listing every problem, no traceback.

The commands on each game's boards (run, --json, --choose, check) are tested in tests/engine/test_cli.py.
"""

from __future__ import annotations

from tests.support.engine import cli

from .conftest import board_text


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
