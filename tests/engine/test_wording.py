"""The machine checks of engine.core.wording over every golden trace of both games.

A judge reads every step (docs/wording.md); what a machine can catch is refused here: an English text
with Japanese in it or the reverse, a card called by its id or by where it was, a Gate Ruler card
name outside 《》, a heading cited when a sub-rule governs, a number missing from the official
numbering.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
import yaml

import engine
from engine.core import registry
from engine.core.golden import golden_path
from engine.core.runner import board_files
from engine.core.wording import BoardWords, Finding, board_words, check_cites, check_steps, check_text

#: ONE PIECE findings on the boards as they are now, by board and check, counted. Another helper is
#: rewriting these boards' wording: this allowance may only shrink. When a count goes down, lower it
#: here (or drop the board); a finding beyond it, or on a board or check not listed, fails the test.
#: Counted when written: language 66 (「できる」/「する」/'：' inside English sentences), heading 21
#: (3-9, 3-10, 6-5 … cited without the sub-rule), unnamed 4 ("the card from A's hand"): 91 in all.
ONE_PIECE_ALLOWANCE: dict[str, dict[str, int]] = {
    "op-activate-main": {"language": 1},
    "op-attack-block-battle": {"language": 2},
    "op-auto-many-times-once-per-turn": {"language": 3},
    "op-battle-attacker-leaves-attack": {"language": 1},
    "op-battle-attacker-leaves-block": {"language": 1},
    "op-battle-don-x2": {"language": 1},
    "op-battle-ko-end-of-battle": {"language": 2},
    "op-battle-opponents-attack": {"language": 3},
    "op-battle-rested-character": {"language": 3},
    "op-battle-symbol-counter": {"language": 1},
    "op-battle-unblockable": {"language": 1},
    "op-battle-your-turn": {"heading": 5},
    "op-card-vs-effect": {"language": 1},
    "op-cost-don-minus": {"language": 6},
    "op-cost-optional": {"language": 4, "unnamed": 2},
    "op-cost-optional-unpayable": {"language": 3},
    "op-cost-order": {"language": 1},
    "op-cost-paid-in-part": {"language": 4},
    "op-cost-replaced": {"heading": 1, "language": 2, "unnamed": 2},
    "op-double-attack-trigger-on-ko": {"language": 1},
    "op-effects-met-while-resolving": {"language": 7},
    "op-end-of-turn": {"heading": 5, "language": 2},
    "op-must-and-may": {"language": 3},
    "op-no-interrupts": {"language": 1},
    "op-not-in-battle": {"heading": 2},
    "op-on-ko-on-the-field": {"language": 1},
    "op-processing-order": {"heading": 3, "language": 8},
    "op-replacement-declined": {"heading": 1},
    "op-replacement-mid-effect": {"heading": 1},
    "op-replacement-not-twice": {"heading": 1},
    "op-source-moved": {"language": 2},
    "op-stage-life-new-card": {"heading": 2, "language": 1},
}


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
def test_a_one_piece_golden_trace_stays_within_its_counted_allowance(path):
    counts = Counter(f.check for f in _findings(path))
    allowed = ONE_PIECE_ALLOWANCE.get(path.stem, {})
    over = {check: n for check, n in counts.items() if n > allowed.get(check, 0)}
    assert not over, f"{path.stem}: more findings than allowed {allowed}: {dict(counts)}"


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
