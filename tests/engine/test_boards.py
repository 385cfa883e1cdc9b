"""Every shipped board of every game (data/boards/<game>/): its expectations hold, every step cites
known rules, it round-trips. Game-specific checks are in tests/engine_<game>/test_boards.py."""

from __future__ import annotations

import json

import pytest

import engine
from engine.ruletext.catalog import known_numbers, sections

BOARDS = engine.board_files()


def test_boards_are_shipped():
    assert len(BOARDS) >= 10


@pytest.mark.parametrize("path", BOARDS, ids=lambda p: p.stem)
def test_the_boards_expectations_hold(path):
    board = engine.load_board_file(path)
    assert board.meta.game == path.parent.name and board.id == path.stem
    assert board.expectations, "every board has expectations"
    assert engine.check_board(board) == []


@pytest.mark.parametrize("path", BOARDS, ids=lambda p: p.stem)
def test_every_step_cites_a_known_rule(path):
    board = engine.load_board_file(path)
    known = known_numbers(board.meta.rulebook, board.meta.version)
    trace = engine.run(board)
    for step in trace.steps:
        assert step.cites, f"step {step.index} ({step.kind}) cites nothing"
        for number in step.cites:
            assert number in known, f"step {step.index} ({step.kind}) cites unknown {number}"


@pytest.mark.parametrize("path", BOARDS, ids=lambda p: p.stem)
def test_the_board_round_trips_through_text(path):
    board = engine.load_board_file(path)
    again = engine.load_board(board.to_text())
    assert again.to_text() == board.to_text()
    assert engine.run(again).to_json() == engine.run(board).to_json()


@pytest.mark.parametrize("path", BOARDS, ids=lambda p: p.stem)
def test_the_same_board_gives_the_same_trace(path):
    board = engine.load_board_file(path)
    first = json.dumps(engine.run(board).to_json(), sort_keys=True)
    second = json.dumps(engine.run(engine.load_board_file(path)).to_json(), sort_keys=True)
    assert first == second


@pytest.mark.parametrize("path", BOARDS, ids=lambda p: p.stem)
def test_the_trace_json_has_the_documented_shape(path):
    data = engine.run(engine.load_board_file(path)).to_json()
    assert set(data) == {"board", "steps", "outcome"}
    assert data["board"]["id"] == engine.load_board_file(path).id
    for index, step in enumerate(data["steps"]):
        assert step["index"] == index
        keys = {"index", "kind", "cites", "text", "changes", "removed", "snapshot", "decision", "note"}
        assert keys <= set(step)
        assert set(step["text"]) == {"ja", "en"} and all(step["text"].values())
        if step["decision"] is not None:
            assert {"key", "who", "options", "chosen"} <= set(step["decision"])
    assert {"result", "winner", "lost", "end"} <= set(data["outcome"])
    json.dumps(data)


def test_board_ids_are_unique_across_games():
    ids = [engine.load_board_file(p).id for p in BOARDS]
    assert len(ids) == len(set(ids))


def test_together_the_boards_cite_every_numbered_item_of_the_rulebook():
    cited: set[str] = set()
    for path in BOARDS:
        board = engine.load_board_file(path)
        if board.meta.rulebook == "gate-ruler":
            cited |= engine.run(board).cited()
    numbers = {str(s.number) for s in sections("gate-ruler", "1.0.0").sections}
    assert numbers - cited == set()


def test_each_chapter_12_item_with_its_own_behaviour_has_a_board_listing_it():
    listed = {n for p in BOARDS for n in engine.load_board_file(p).meta.sections}
    for number in [
        "12-1b", "12-1b-1", "12-2a-1", "12-2a-2", "12-2c", "12-2c-1", "12-2d-1", "12-3a",
        "12-4a-1", "12-4a-2", "12-4a-3", "12-4b-2a", "12-4b-2b", "12-4b-3", "12-4b-3a",
        "12-4c-1", "12-4c-2", "12-5a", "12-6a", "12-6a-1", "12-6b",
    ]:  # fmt: skip
        assert number in listed, number


def test_the_ruling_board_destroys_the_unit_by_12_4a_1():
    board = engine.load_board_file(next(p for p in BOARDS if p.stem == "gr-hp6-field-card-leaves"))
    trace = engine.run(board)
    placed = engine.select(trace.steps, "destroy-process-placed")
    assert placed is not None and "12-4a-1" in placed.cites
    assert trace.state_at(0)["cards"]["knight"]["hp"] == 6
    assert trace.state_at(placed.index)["cards"]["knight"]["hp"] == 5
    assert trace.state_at(-1)["cards"]["knight"]["zone"] == "A.graveyard"


def test_the_destroy_event_board_has_a_decision_in_its_first_steps_and_both_branches_run():
    board = engine.load_board_file(next(p for p in BOARDS if p.stem == "gr-destroy-event-before-move"))
    trace = engine.run(board)
    first = next(s for s in trace.steps if s.decision)
    assert first.index <= 7  # after the passes that let the ability resolve (9-3e-1)
    assert set(first.decision.options) == {"recover", "strike"}
    other = engine.run(board, {first.decision.key: "strike"})
    assert other.state_at(-1)["cards"]["knight"]["zone"] == "A.graveyard"
    assert other.state_at(-1)["cards"]["raider"]["zone"] == "B.graveyard"
    assert trace.state_at(-1)["cards"]["knight"]["zone"] == "A.attack_zone.center"
