"""The trace's JSON Schema and each game's typed state (engine.core.table), on every shipped board.

Every branch of every board (the runs the golden traces record) is validated against the schema
made from the game's snapshot dataclasses; at every step the state read into those dataclasses
writes back the same JSON, and the game draws its table from it.
"""

from __future__ import annotations

import copy

import jsonschema
import jsonschema_rs
import pytest

import engine
from engine.core import snapshot as snapshots
from engine.core import table as tables
from engine.core.golden import branches
from engine.core.text import Text

BOARDS = engine.board_files()


def _runs(path):
    board = engine.load_board_file(path)
    game = tables.of_game(board.meta.game)
    return game, [b.trace.to_json() for b in branches(board) if b.trace is not None]


@pytest.mark.parametrize("path", BOARDS, ids=[p.stem for p in BOARDS])
def test_every_run_of_every_board_fits_the_trace_schema_and_its_typed_state(path):
    game, runs = _runs(path)
    assert game is not None and runs
    schema = snapshots.trace_schema(game.state)
    jsonschema.Draft202012Validator.check_schema(schema)
    # jsonschema-rs (compiled): the same Draft 2020-12 checks as jsonschema, which took 43 of this
    # test's 52 s on a setup board (hundreds of steps of 50-card decks, each state validated)
    traces = jsonschema_rs.Draft202012Validator(schema)
    states = jsonschema_rs.Draft202012Validator({"$defs": schema["$defs"], "$ref": "#/$defs/state"})
    for trace in runs:
        traces.validate(trace)
        for index in range(len(trace["steps"])):
            state = engine.state_at(trace, index)
            states.validate(state)
            assert snapshots.to_json(game.read(state)) == state, f"step {index}"
            table = tables.table_at(game, trace, index)
            assert {side.name for side in table.players} == set(state["players"])


@pytest.mark.parametrize("game_name", ["gateruler", "onepiece"])
def test_the_schema_refuses_a_state_the_types_do_not_have(game_name):
    path = next(p for p in BOARDS if engine.load_board_file(p).meta.game == game_name)
    game, runs = _runs(path)
    schema = snapshots.trace_schema(game.state)
    trace = copy.deepcopy(runs[0])
    first = trace["steps"][0]["snapshot"]
    card = next(iter(first["cards"].values()))
    fast = jsonschema_rs.Draft202012Validator(schema)  # the validator the test above uses
    assert fast.is_valid(trace)
    card["colour"] = "red"  # a field no snapshot type declares
    with pytest.raises(jsonschema.ValidationError, match="colour"):
        jsonschema.validate(trace, schema)
    with pytest.raises(jsonschema_rs.ValidationError, match="colour"):
        fast.validate(trace)
    del card["colour"]
    del card["zone"]  # a field every card has
    with pytest.raises(jsonschema.ValidationError, match="zone"):
        jsonschema.validate(trace, schema)
    with pytest.raises(jsonschema_rs.ValidationError, match="zone"):
        fast.validate(trace)


def test_a_game_without_a_table_is_drawn_generically():
    state = {
        "turn_player": "A",
        "players": {"A": {"status": "playing", "hand": ["x"], "deck": ["y", "z"], "score": 3}},
        "cards": {"x": {"name": {"ja": "剣", "en": "Sword"}}, "y": {}, "z": {}},
    }
    changes = [{"path": "players.A.hand", "before": [], "after": ["x"]}]
    table = tables.draw(tables.of_game("no-such-game"), state, changes, frozenset())
    (side,) = table.players
    hand, deck = side.zones
    assert hand.cards[0].name == Text(ja="剣", en="Sword") and hand.changed and hand.cards[0].changed
    assert deck.count_only and deck.count == 2 and not deck.changed
    assert [(f.label.en, f.value.en) for f in side.facts] == [("score", "3")]


def test_a_step_marks_what_it_placed_on_the_gate_and_nothing_else():
    path = next(p for p in BOARDS if p.stem == "gr-defeat-by-damage")
    game, (trace, *_) = _runs(path)
    at = {step["kind"]: index for index, step in reversed(list(enumerate(trace["steps"])))}
    placed = tables.table_at(game, trace, at["played"])  # B plays Meteor: it goes on the gate
    assert placed.stack.changed
    assert [(i.label.en, i.changed) for i in placed.stack.items] == [("Meteor", True)]
    on_top = tables.table_at(game, trace, at["damage-execution-process-placed"])  # placed on top of it
    assert [(i.id, i.changed) for i in on_top.stack.items] == [("g1", False), ("g2", True)]
    assert on_top.stack.items[1].detail.en == "played by player B · Flame King · 2 damage"
    assert on_top.stack.items[1].detail.ja == "プレイヤーBがプレイ · 《炎の王》 · 2ダメージ"
    for kind in ("priority-passed", "resolve-card"):  # nothing placed or removed
        resolving = tables.table_at(game, trace, at[kind])
        assert [i.id for i in resolving.stack.items] == ["g1"]
        assert not resolving.stack.changed and not any(i.changed for i in resolving.stack.items)
