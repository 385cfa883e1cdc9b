"""Text drift: `engine check` warns when a later rulebook version changes a section a board cites."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from engine.cli import main
from engine.core.board import load_board_file
from engine.ruletext import catalog
from engine.ruletext.drift import Drift, catalog_drift, version_key
from tests.fixtures.documents import write_gate_ruler_1_1_0

ROOT = Path(__file__).resolve().parents[2]
BOARD = ROOT / "data" / "boards" / "gateruler" / "gr-hp6-field-card-leaves.yaml"


@pytest.fixture
def newer_gate_ruler(tmp_path, monkeypatch):
    """The manifest plus a Gate Ruler 1.1.0 whose 12-4a-1 says something else and which lacks 12-4a-3."""
    original = catalog.rulebooks()
    book = catalog.rulebook("gate-ruler")
    newer = write_gate_ruler_1_1_0(tmp_path)
    extra = dataclasses.replace(book.latest, version="1.1.0", date="2030-01-01", file=newer, english=None)
    patched = tuple(
        dataclasses.replace(b, versions=(*b.versions, extra)) if b.slug == "gate-ruler" else b
        for b in original
    )
    monkeypatch.setattr(catalog, "rulebooks", lambda: patched)
    yield newer
    catalog.sections.cache_clear()


def test_versions_order_as_numbers():
    assert sorted(["1.10.0", "1.2.1", "1.2.0", "2"], key=version_key) == ["1.2.0", "1.2.1", "1.10.0", "2"]


def test_a_later_version_that_changes_or_drops_a_cited_section_is_drift(newer_gate_ruler):
    found = catalog_drift("gate-ruler", "1.0.0", ["12-4a-1", "12-4a-2", "12-4a-3", "13-5"])
    assert found == [
        Drift("12-4a-1", "1.0.0", "1.1.0", "changed", since="1.0.0"),
        Drift("12-4a-3", "1.0.0", "1.1.0", "removed", since="1.0.0"),
    ]


def test_the_shipped_versions_have_no_drift():
    assert catalog_drift("gate-ruler", "1.0.0", ["12-4a-1"]) == []


def test_engine_check_warns_about_drift_without_failing(newer_gate_ruler, capsys):
    board = load_board_file(BOARD)
    assert "12-4a-1" in board.meta.sections
    assert main(["check", str(BOARD)]) == 0
    out = capsys.readouterr().out
    assert "warning: text drift: 1.1.0 changes 12-4a-1 (the board was written against 1.0.0)" in out


def test_drift_follows_a_renumbered_rule_through_versions():
    from engine.ruletext.diff import SectionText
    from engine.ruletext.drift import find_drift

    def book(**rules):
        return {n.replace("_", "-"): SectionText(text=t) for n, t in rules.items()}

    v1 = book(r1_3_7="Strength may drop below zero.", r2_5_2="At most three copies of a name.")
    v2 = book(r1_3_6_1="Strength may drop below zero.", r2_5_2="At most three copies of a name.")
    v3 = book(r1_3_6_1="Strength may drop below zero.", r2_5_5="At most four copies of a name.")
    found = find_drift("1.0", v1, [("1.1", v2), ("1.2", v3)], ["r1-3-7", "r2-5-2"])
    assert found == [
        Drift("r1-3-7", "1.0", "1.1", "moved", "r1-3-6-1", "1.0"),
        Drift("r2-5-2", "1.0", "1.2", "changed", "r2-5-5", "1.1"),
    ]
    assert found[1].describe() == "1.2 changes r2-5-2 (now r2-5-5) (the board was written against 1.0)"
