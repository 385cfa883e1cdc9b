"""Issue 12: glossary entries and out-of-source notes say what the rules (or the engine) do."""

from __future__ import annotations

from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2] / "data" / "rulebooks"


def _entries(book: str, name: str, key: str) -> dict[str, dict]:
    return {e[key]: e for e in yaml.safe_load((ROOT / book / name).read_text(encoding="utf-8"))}


def test_main_is_not_called_an_activate_effect():
    glossary = _entries("one-piece", "glossary.yaml", "term")
    main = glossary["【メイン】"]["definition"]
    assert "起動効果ではありません" in main["ja"] and "not an activate effect" in main["en"]
    activate = glossary["起動効果"]["definition"]
    assert "marked [Activate: Main] or [Main]" not in activate["en"]


def test_attack_and_defense_zones_are_one_zone_per_line():
    glossary = _entries("gate-ruler", "glossary.yaml", "term")
    for term in ("攻撃ゾーン", "守備ゾーン"):
        text = glossary[term]["definition"]
        assert "one for each line" in text["en"] and "列ごとに1つずつ" in text["ja"]
        assert "divided" not in text["en"]


def test_the_destroy_process_entry_includes_12_4c_1():
    glossary = _entries("gate-ruler", "glossary.yaml", "term")
    text = glossary["破壊処理"]["definition"]
    assert "12-4c-1" in text["en"] and "12-4c-1" in text["ja"]


def test_out_of_source_notes_say_what_is_the_engines_or_the_sites():
    gate_ruler = _entries("gate-ruler", "out-of-source.yaml", "number")
    auto = gate_ruler["14-1a-2"]["assumption"]
    assert "non-turn player's auto abilities resolve first" in auto["en"]
    assert "非ターンプレイヤーの自動能力が先に解決" in auto["ja"]
    one_piece = _entries("one-piece", "out-of-source.yaml", "number")
    assert "engine's default" in one_piece["6-5-5"]["assumption"]["en"]
    assert "エンジンの既定" in one_piece["6-5-5"]["assumption"]["ja"]
    assert (
        "engine's reading" in one_piece["8-4-2"]["assumption"]["en"]
        or "engine" in (one_piece["8-4-2"]["assumption"]["en"])
    )
    assert "never holds six" in one_piece["3-7-6-1"]["assumption"]["en"]
