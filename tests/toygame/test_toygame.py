"""A third game built only on the core's extension points loads, runs, cites, decides and replays."""

from __future__ import annotations

import ast
from dataclasses import replace
from pathlib import Path

import pytest

import engine
from engine.core import golden, registry
from engine.core.kinds import decision_keys, step_kinds
from engine.core.runner import check_citations
from engine.ruletext import catalog

from . import BOARDS_DIR

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
BOARD = BOARDS_DIR / "toy-deck-out.yaml"


def load(text: str | None = None) -> engine.Board:
    if text is None:
        return engine.load_board_file(BOARD)
    return engine.load_board(text, source_name="toy.yaml")


def test_the_toy_board_loads_and_its_text_loads_back_equal():
    board = load()
    assert board.meta.game == "toy" and board.game is registry.get("toy")
    assert load(board.to_text()).to_data() == board.to_data()
    assert board.state.cards["apple"].shown == ("林檎", "Apple")
    assert board.state.cards["a2"].shown == ("Aのデッキにあったカード", "the card from A's deck")


def test_it_runs_through_the_engine_and_every_step_cites_a_toy_rule():
    board = load()
    trace = engine.run(board)
    assert [s.kind for s in trace.steps] == ["start", "draw", "discard", "defeat", "game-over"]
    assert check_citations(board, trace) == []
    assert trace.cited() <= catalog.known_numbers("toy-rules", "1.0")
    assert trace.outcome == {"result": "win", "winner": "A", "lost": ["B"], "end": "game-over", "gate": []}
    assert engine.check_board(board) == []


def test_a_citation_outside_the_toy_rulebook_is_reported():
    board = load()
    trace = engine.run(board)
    broken = replace(trace, steps=(trace.steps[0], replace(trace.steps[1], cites=("9-9",))))
    assert check_citations(board, broken) == [
        "step 1 (draw) cites 9-9, which is neither in toy-rules 1.0 nor in its out-of-source list"
    ]


def test_the_reader_answers_the_discard_decision():
    board = load()
    trace = engine.run(board, {"discard-A": "apple"})
    decision = trace.decisions()[0]
    assert (decision.key, decision.who, decision.options) == ("discard-A", "A", ("pear", "plum", "apple"))
    assert (decision.chosen, decision.by) == ("apple", "caller")
    assert decision.to_json()["labels"]["apple"] == {"ja": "林檎", "en": "Apple"}
    assert engine.state_at(trace, -1)["players"]["A"]["discard"] == ["apple"]
    assert trace.steps[2].text["en"] == "A has 3 cards in hand, so A chooses Apple and discards it."


def test_a_decision_without_an_answer_names_its_key_and_options():
    text = BOARD.read_text(encoding="utf-8").replace("  - choose: {discard-A: pear}\n", "")
    with pytest.raises(engine.ChoiceNeeded) as needed:
        engine.run(load(text))
    assert needed.value.key == "discard-A" and needed.value.options == ["pear", "plum", "apple"]
    with pytest.raises(engine.ChoiceNeeded, match="'fig' is not one of them"):
        engine.run(load(), {"discard-A": "fig"})


def test_the_trace_equals_its_golden_file_and_runs_are_deterministic():
    assert golden.compare(BOARD).diff == ""
    runs = golden.branches(load())
    assert [dict(r.choices) for r in runs] == [{}, {"discard-A": "plum"}, {"discard-A": "apple"}]
    assert engine.run(load()).to_json() == engine.run(load()).to_json()


def test_state_at_rebuilds_every_step_from_the_changes():
    board = load()
    full = engine.run(board, snapshot_every=1)
    sparse = engine.run(board)
    assert [s.snapshot is not None for s in sparse.steps] == [True, False, False, False, False]
    as_json = sparse.to_json()
    for step in full.steps:
        assert engine.state_at(sparse, step.index) == step.snapshot
        assert engine.state_at(as_json, step.index) == step.snapshot


def test_a_bad_toy_board_lists_every_problem_with_its_line():
    text = BOARD.read_text(encoding="utf-8").replace("hand: [{id: fig", "graveyard: [{id: fig")
    text = text.replace("  - draw: B\n", "  - draw: C\n  - draw: A\n    label: a-draws\n")
    with pytest.raises(engine.BoardError) as error:
        load(text)
    problems = "\n".join(error.value.problems)
    assert "line 16: state.players.B.graveyard: unknown key 'graveyard'" in problems
    assert "expected one of A, B, got 'C'" in problems
    assert "line 23: script[3].label: label 'a-draws' is used twice (first on line 19)" in problems


def test_a_draw_after_the_game_is_over_is_a_problem_of_the_script():
    text = BOARD.read_text(encoding="utf-8").replace("  - draw: B\n", "  - draw: B\n  - draw: A\n")
    with pytest.raises(engine.BoardError, match=r"line 22: script\[3\]: the game is over"):
        engine.run(load(text))


def test_the_toy_expectations_and_unknown_keys():
    board = load(BOARD.read_text(encoding="utf-8").replace("hand_count: {A: 2}", "hand_count: {A: 3}"))
    assert engine.check_board(board) == ["line 25: at discard: expected A's hand_count 3, found 2"]
    with pytest.raises(engine.BoardError, match="unknown key 'hp'"):
        load(BOARD.read_text(encoding="utf-8").replace("hand_count: {A: 2}", "hp: {A: 2}"))


def test_the_toy_game_uses_only_the_core_and_the_rule_text():
    for path in HERE.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module.startswith("engine"):
                assert node.module.split(".")[:2] in (["engine", "core"], ["engine", "ruletext"]), (
                    path.name,
                    node.module,
                )
            if isinstance(node, ast.Import):
                assert not any(a.name.startswith("engine.") for a in node.names), path.name


def test_the_kinds_tables_continue_rows_and_refuse_a_short_one():
    kinds = step_kinds("start | 1-1 | always\n| | first\n# a comment\n")
    assert (kinds[0].name, kinds[0].when) == ("start", "always first") and kinds[-1].name == "loop"
    with pytest.raises(ValueError, match="expected 4 cells"):
        decision_keys("key | who | when")
    with pytest.raises(ValueError, match="a cell is empty"):
        step_kinds("start | | always")


def test_the_toy_rulebook_is_known_but_not_shipped():
    assert "toy-rules" not in {book.slug for book in catalog.rulebooks()}
    assert catalog.rulebook("toy-rules").latest.file.name == "1.0.txt"
    assert {"1-2", "2-2", "3-1"} <= catalog.known_numbers("toy-rules", "1.0")
    with pytest.raises(ValueError, match="shipped"):
        catalog.add_rulebook(catalog.rulebook("gate-ruler"))


def test_the_adding_a_game_doc_names_every_file_of_the_toy_game():
    doc = (ROOT / "docs" / "adding-a-game.md").read_text(encoding="utf-8")
    for path in sorted(HERE.glob("*.py")) + [BOARD, golden.golden_path(BOARD, "toy-deck-out")]:
        assert path.relative_to(ROOT).as_posix() in doc, path.name
