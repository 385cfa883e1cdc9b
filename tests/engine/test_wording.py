"""The machine checks of engine.core.wording over every golden trace of both games.

A judge reads every step (docs/wording.md); what a machine can catch is refused here: an English text
with Japanese in it or the reverse, a card called by its id or by where it was, a card name outside
the game's marks (Gate Ruler 《》, ONE PIECE 「」), a heading cited when a sub-rule governs, a number
missing from the official numbering.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

import engine
from engine.core import registry
from engine.core.golden import golden_path
from engine.core.runner import board_files
from engine.core.wording import BoardWords, Finding, board_words, check_cites, check_steps, check_text


def _findings(path: Path) -> list[Finding]:
    raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    words = board_words(raw, registry.get(raw["board"]["game"]).name_marks)
    golden = yaml.safe_load(golden_path(path, raw["board"]["id"]).read_text(encoding="utf-8"))
    found: list[Finding] = []
    for n, run in enumerate(golden["runs"]):
        found += check_steps(words, run["steps"], f"{path.stem} run {n}")
    # prompts and option labels are not in the golden file: the board's own run gives them
    trace = engine.run(engine.load_board_file(path)).to_json()
    decided = [{"index": s["index"], "kind": s["kind"], "decision": s["decision"]} for s in trace["steps"]]
    return found + check_steps(words, [s for s in decided if s["decision"]], f"{path.stem} decisions")


BOARDS = board_files()


@pytest.mark.parametrize("path", [p for p in BOARDS if p.parent.name == "gateruler"], ids=lambda p: p.stem)
def test_a_gate_ruler_golden_trace_has_nothing_a_machine_can_refuse(path):
    assert [str(f) for f in _findings(path)] == []


@pytest.mark.parametrize("path", [p for p in BOARDS if p.parent.name == "onepiece"], ids=lambda p: p.stem)
def test_a_one_piece_golden_trace_has_nothing_a_machine_can_refuse(path):
    """The counted allowance (91 findings when it was written, 163 on the boards that followed) is
    gone: ONE PIECE is held to the Gate Ruler bar, card names in 「…」 included."""
    assert [str(f) for f in _findings(path)] == []


WORDS = BoardWords(
    "gate-ruler",
    "1.0.0",
    frozenset({"一掃", "騎士"}),
    frozenset({"Purge", "Knight"}),
    frozenset({"u1", "twin-red"}),
    ("《", "》"),
)


def test_each_check_refuses_what_it_names():
    def checks(lang: str, text: str) -> list[str]:
        return [f.check for f in check_text(WORDS, lang, text, "here")]

    assert checks("en", "A chooses not to play it (「できる」).") == ["language"]
    assert checks("ja", "Aがcardをプレイします。") == ["language"]
    assert checks("ja", "《騎士》はHP+3されます（15-2a）。") == []  # HP is how the game writes it
    assert checks("en", "A trashes the card from A's hand.") == ["unnamed"]
    assert checks("ja", "Aの手札にあったカードを捨てます。") == ["unnamed"]
    assert checks("en", "u1 goes to the graveyard.") == ["unnamed"]
    assert checks("ja", "Bが一掃をプレイします。") == ["unmarked"]
    assert checks("ja", "Bが《一掃》をプレイします。Aの《騎士》は残ります。") == []
    assert [f.check for f in check_cites(WORDS, ["1-4"], "here")] == ["heading"]
    assert check_cites(WORDS, ["12-4", "12-4a", "12-4a-1"], "here") == []  # a heading with its sub-rule
    assert check_cites(WORDS, ["13", "2-11b"], "here") == []  # recovery: its sub-rule is not in our sources
    assert [f.check for f in check_cites(WORDS, ["9-9z"], "here")] == ["numbering"]


def test_a_one_piece_card_name_is_refused_outside_its_marks():
    names_ja, names_en = frozenset({"一か八か"}), frozenset({"All or Nothing"})
    words = BoardWords("one-piece", "1.2.1", names_ja, names_en, frozenset({"gamble"}), ("「", "」"))

    def checks(text: str) -> list[str]:
        return [f.check for f in check_text(words, "ja", text, "here")]

    assert checks("Aは手札のイベント一か八かを発動します。") == ["unmarked"]
    assert checks("Aは手札のイベント「一か八か」を発動します。") == []
    english = check_text(words, "en", "It says 'you may' (「できる」).", "here")
    assert [f.check for f in english] == ["language"]
