"""Steps keep what changed, not the whole state: the state rebuilt for any step (from the nearest
snapshot and the changes since) equals the full snapshot, for every step of every curated board on
every branch a reader can take, and for generated boards."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

import engine
from engine.core import golden
from engine.core.recorder import Recorder
from engine.core.replay import apply_changes
from engine.core.text import Text

from .conftest import board_text, run_choosing_first
from .test_properties import SETTINGS, boards

BOARDS = engine.board_files()


def branches(board: engine.Board) -> list[dict[str, str]]:
    """The board's own choices, then every branch a reader can take (those of its golden file:
    every other option of every decision, breadth first, at most ``golden.MAX_BRANCHES``; an
    unbounded walk never ends on a board whose loop the players may stop at any count)."""
    return [dict(branch.choices) for branch in golden.branches(board) if branch.trace is not None]


def as_json(value: object) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def assert_rebuilds(board: engine.Board, choices: dict[str, str], every: int) -> int:
    """Every step's rebuilt state equals the full snapshot; returns how many steps were checked."""
    try:
        full = engine.run(board, choices, snapshot_every=1)
    except engine.BoardError:
        return 0
    trace = engine.run(board, choices, snapshot_every=every)
    data = json.loads(json.dumps(trace.to_json()))  # as the site caches it
    assert [s.changes for s in trace.steps] == [s.changes for s in full.steps]
    for step in full.steps:
        assert step.snapshot is not None
        assert trace.state_at(step.index) == step.snapshot, (step.index, step.kind)
        assert as_json(engine.state_at(data, step.index)) == as_json(step.snapshot), (step.index, step.kind)
    return len(full.steps)


@pytest.mark.parametrize("path", BOARDS, ids=lambda p: p.stem)
def test_every_step_of_every_branch_of_a_curated_board_rebuilds_to_its_full_state(path):
    board = engine.load_board_file(path)
    checked = sum(assert_rebuilds(board, choices, every) for choices in branches(board) for every in (50, 3))
    assert checked > 0


def test_a_curated_board_keeps_one_snapshot_only_at_step_0():
    trace = engine.run(engine.load_board_file(BOARDS[0]))
    assert trace.steps[0].snapshot is not None
    assert all(step.snapshot is None for step in trace.steps[1:])
    assert all(s["snapshot"] is None for s in trace.to_json()["steps"][1:])


@SETTINGS
@given(boards(), st.integers(1, 7))
def test_generated_boards_rebuild_every_step_from_changes(text, every):
    board = engine.load_board(text)
    trace = run_choosing_first(board, max_steps=300)
    if trace is None:
        return
    full = engine.run(board, engine.core.choices.FirstOptions(), max_steps=300, snapshot_every=1)
    again = engine.run(board, engine.core.choices.FirstOptions(), max_steps=300, snapshot_every=every)
    data = again.to_json()
    for step in full.steps:
        assert again.state_at(step.index) == step.snapshot
        assert as_json(engine.state_at(data, step.index)) == as_json(step.snapshot)


def test_state_at_counts_from_the_end_and_refuses_a_step_out_of_range():
    trace = engine.run(engine.load_board(board_text()))
    assert trace.state_at(-1) == trace.state_at(len(trace.steps) - 1)
    with pytest.raises(IndexError):
        trace.state_at(len(trace.steps))


def recorded(states: list[dict], every: int = 50) -> list:
    feed = iter(states)
    recorder = Recorder(lambda: next(feed), snapshot_every=every)
    for _ in states:
        recorder.emit("k", ["1-1"], Text(en="en", ja="ja"))
    return recorder.steps


def test_a_removed_key_and_a_key_set_to_null_are_told_apart():
    states = [
        {"a": {"x": 1, "y": 2}, "b": None},
        {"a": {"x": 1}, "b": None},  # y removed
        {"a": {"x": None}, "b": {"c": 1}},  # x set to null
        {"a": {}, "b": None},  # x removed, b set to null
    ]
    steps = recorded(states)
    assert [s.removed for s in steps] == [(), ("a.y",), (), ("a.x",)]
    assert all(s.snapshot is None for s in steps[1:])
    trace = engine.Trace({}, tuple(steps), {})
    assert [trace.state_at(i) for i in range(4)] == states


def test_a_step_whose_changes_cannot_say_where_they_go_keeps_a_full_snapshot():
    # "a.b" is a key of its own beside "a": the path "a.b" names either
    states = [{"a": {"b": 1}, "a.b": 2}, {"a": {"b": 1}, "a.b": 3}, {"a": {"b": 5}, "a.b": 3}]
    steps = recorded(states)
    trace = engine.Trace({}, tuple(steps), {})
    assert [trace.state_at(i) for i in range(3)] == states
    assert steps[1].snapshot is not None  # its change would have gone into "a"
    assert steps[2].snapshot is None


def test_applying_changes_leaves_the_state_it_starts_from_untouched():
    before = {"cards": {"u1": {"zone": "A.deck"}}, "gate": []}
    copy = json.loads(json.dumps(before))
    after = apply_changes(before, [{"path": "cards.u1.zone", "before": "A.deck", "after": "A.hand"}])
    assert before == copy
    assert after == {"cards": {"u1": {"zone": "A.hand"}}, "gate": []}
