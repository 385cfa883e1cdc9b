"""Chapter 12 details beyond the shipped boards, and the engine's internal consistency."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

import engine
from engine.core.choices import Chooser, FirstOptions
from engine.core.recorder import Recorder, StepLimitReached
from engine.core.runner import BOARDS_DIR
from engine.core.yamlnode import dump_yaml
from engine.gateruler.snapshot import snapshot

from .conftest import loop_text
from .test_properties import SETTINGS, boards


def test_a_defeated_player_leaves_and_the_game_goes_on_while_two_remain(load):
    state = """\
      turn_player: A
      players:
        A:
          ruler: {id: rA, life: 7}
          deck: []
        B:
          ruler: {id: rB, life: 7}
          deck: [b1]
        C:
          ruler: {id: rC, life: 7}
          deck: [c1]
    """
    trace = engine.run(load(state=state))
    end = trace.steps[-1]
    assert end.kind == "end"
    assert trace.state_at(end.index)["players"]["A"]["status"] == "lost"
    assert trace.state_at(end.index)["result"] is None
    assert trace.outcome["lost"] == ["A"]


def test_destroy_and_defeat_together_put_the_defeat_process_above_the_destroy_process(load):
    state = """\
      turn_player: A
      players:
        A:
          ruler: {id: rA, life: 7}
          deck: []
          attack_zone: {center: [{id: u1, hp: 1, damage: 1}]}
        B:
          ruler: {id: rB, life: 7}
          deck: [b1]
    """
    trace = engine.run(load(state=state))
    placed = engine.select(trace.steps, "defeat-process-placed")
    assert [g["kind"] for g in trace.state_at(placed.index)["gate"]] == ["destroy-process", "defeat-process"]
    assert "12-1b-1" in engine.select(trace.steps, "rule-effects").cites
    assert trace.outcome["winner"] == "B"
    # the game is over before the destroy process below resolves
    assert trace.state_at(-1)["cards"]["u1"]["zone"] == "A.attack_zone.center"


RESPONSE_STATE = """\
  turn_player: A
  players:
    A:
      ruler: {id: rA, life: 7}
      deck: [a1, a2]
      hand: [{id: purge, name: {ja: 一掃, en: Purge}, effects: [{destroy: [u1]}]}]
      attack_zone:
        center:
          - {id: u1, name: {ja: 騎士, en: Knight}, hp: 3, damage: 0}
    B:
      ruler: {id: rB, life: 7}
      deck: [b1, b2]
      set_zone:
        2:
          - {id: bolt, name: {ja: 雷撃, en: Bolt}, timing: not-normal,
             effects: [{deal_damage: {to: [u1], amount: 3}}]}
"""


def test_an_effect_destroy_process_does_not_stop_a_rule_destroy_process(load):
    extra = """\
    script:
      - play: {card: purge}
      - respond: destroy-process
        play: {card: bolt}
    """
    trace = engine.run(load(extra, state=RESPONSE_STATE))
    placed = [s for s in trace.steps if s.kind == "destroy-process-placed"]
    assert [trace.state_at(s.index)["gate"][-1]["reason"] for s in placed] == ["effect", "rule"]
    assert len([s for s in trace.steps if s.kind == "destroyed-event"]) == 2
    resolved = [s for s in trace.steps if s.kind == "destroy-process-resolved"]
    assert "3-2d" in resolved[1].cites  # the card had already moved: no longer associated


def test_a_response_follows_the_passes_before_it_and_the_resolved_card_goes_to_the_graveyard(load):
    """9-3b: the turn player A has priority and passes (9-3e-1) before B plays its set card (9-3e-2);
    each resolved card then goes to its owner's graveyard, as the table shows."""
    extra = "script:\n  - play: {card: purge}\n  - respond: destroy-process\n    play: {card: bolt}\n"
    trace = engine.run(load(extra, state=RESPONSE_STATE))
    kinds = [s.kind for s in trace.steps]
    played = [i for i, k in enumerate(kinds) if k == "played"]
    assert "9-3e-4e" in trace.steps[played[0]].cites
    response = trace.steps[played[1]]
    assert "9-3e-2" in response.cites and "9-3b" not in response.cites
    before = trace.steps[played[1] - 1]
    assert before.kind == "priority-passed" and list(before.cites) == ["9-3b", "9-3e-1"]
    assert "A" in before.text["en"] and "B" in before.text["en"]
    on_gate = trace.state_at(response.index)
    assert on_gate["cards"]["bolt"]["zone"] == "B.gate"
    assert on_gate["gate"][-1]["card"] == "bolt"
    end = trace.state_at(-1)
    assert end["cards"]["bolt"]["zone"] == "B.graveyard"
    assert end["cards"]["purge"]["zone"] == "A.graveyard"
    # every resolution of the gate follows the players' passes
    for i, kind in enumerate(kinds):
        if kind in ("resolve-card", "destroy-process-resolved", "damage-dealt") and kinds[i - 1] not in (
            "priority-passed",
            "association-lost",
        ):
            raise AssertionError(f"step {i} ({kind}) resolves without the passes before it")


def test_ruler_damage_beyond_the_deck_empties_it_and_the_player_then_loses(load):
    state = """\
      turn_player: B
      players:
        A:
          ruler: {id: rA, life: 9, damage: 3}
          deck: [a1]
        B:
          ruler: {id: rB, life: 7}
          deck: [b1]
    """
    trace = engine.run(load(state=state))
    resolved = engine.select(trace.steps, "ruler-damage-process-resolved")
    assert "9-3d" in resolved.cites
    assert trace.state_at(resolved.index)["players"]["A"]["damage_zone"] == ["a1"]
    assert trace.outcome["lost"] == ["A"]


@SETTINGS
@given(boards())
def test_incremental_snapshots_equal_full_snapshots(text):
    board = engine.load_board(text)
    resolution = board.game.start(board)
    resolution.verify_snapshots = True
    recorder = Recorder(resolution.snapshot, max_steps=300)
    chooser = Chooser(caller=FirstOptions())
    try:
        board.game.resolve(resolution, chooser, recorder)
    except Exception as error:  # the step limit, or a scripted action illegal in its state
        assert type(error).__name__ == "StepLimitReached" or resolution.problems, error


def test_incremental_snapshots_equal_full_snapshots_while_the_gate_grows_in_a_loop(load):
    board = engine.load_board(loop_text())
    resolution = board.game.start(board)
    resolution.verify_snapshots = True
    recorder = Recorder(resolution.snapshot, max_steps=400)
    with pytest.raises(StepLimitReached):
        board.game.resolve(resolution, Chooser(caller=FirstOptions()), recorder)
    placed = sum(1 for step in recorder.steps if step.kind == "destroy-process-placed")
    on_gate = [item for item in resolution.state.gate if item.kind == "destroy-process"]
    assert placed > 30 and len(on_gate) == placed  # every destroy process stays on the gate


@SETTINGS
@given(boards(), st.integers(1, 30))
def test_a_state_met_mid_run_round_trips_through_text(text, stop_after):
    """State → YAML text → state, for states reached while resolving (gate items, souls, lost players)."""
    board = engine.load_board(text)
    resolution = board.game.start(board)
    recorder = Recorder(resolution.snapshot, max_steps=stop_after)
    try:
        board.game.resolve(resolution, Chooser(caller=FirstOptions()), recorder)
    except StepLimitReached:
        pass
    state = resolution.state
    data = {**board.to_data(), "state": board.game.state_to_data(state), "script": [], "expect": []}
    data.pop("notes", None)
    again = engine.load_board(dump_yaml(data))
    assert snapshot(again.state) == snapshot(state)
    assert board.game.state_to_data(again.state) == board.game.state_to_data(state)


@pytest.mark.parametrize("path", sorted((BOARDS_DIR / "gateruler").glob("*.yaml")), ids=lambda p: p.stem)
def test_snapshot_entries_built_directly_equal_their_dataclasses_json_on_every_shipped_board(path):
    """Cards' and players' entries are built as dicts, not through the snapshot's dataclasses: at
    every step of every shipped board (names, abilities, souls, rulers) they are the same JSON, in the
    same key order."""
    board = engine.load_board(path.read_text(encoding="utf-8"), source_name=path.name)
    resolution = board.game.start(board)
    resolution.verify_snapshots = True
    recorder = Recorder(resolution.snapshot, max_steps=2_000)
    board.game.resolve(resolution, Chooser(script=dict(board.choices), caller=FirstOptions()), recorder)
    assert len(recorder.steps) > 1


def test_a_run_leaves_the_boards_state_as_it_was_though_the_two_share_zone_lists(load):
    """``GameState.copy`` shares zones' lists; a move copies a list before changing it, and a
    snapshot's zones are the state's lists, given up: neither the board nor an earlier step changes."""
    state = """\
      turn_player: A
      players:
        A:
          ruler: {id: rA, life: 7}
          deck: [a1]
          attack_zone: {left: [{id: u1, hp: 2, damage: 2}], center: [{id: u2, hp: 3}]}
        B:
          ruler: {id: rB, life: 7}
          deck: [b1]
          defense_zone: {right: [{id: u3, hp: 1, damage: 5}]}
    """
    board = load("script:\n  - play: {by: A, effects: [{destroy: [u2]}]}\n", state=state)
    before = {key: list(ids) for key, ids in board.state.zones.items()}
    first = engine.run(board)
    assert board.state.zones == before
    resolved = [s.index for s in first.steps if s.kind == "destroy-process-resolved"]
    graveyards = [first.state_at(i)["players"]["A"]["graveyard"] for i in resolved]
    assert graveyards == [["u1"], ["u1", "u2"]]  # the second move did not change the first step's list
    states = [json.dumps(first.state_at(i)) for i in range(len(first.steps))]
    again = engine.run(board)
    assert [json.dumps(again.state_at(i)) for i in range(len(again.steps))] == states
    assert board.state.zones == before
