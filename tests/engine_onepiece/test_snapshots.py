"""The incremental snapshot (engine.onepiece.snapshot.Snapshots) equals the one made from scratch,
``cards`` in the same order, after every step: of every branch of every shipped board, of generated
boards (permanent effects with conditions, gained ones, turns that end), and of what-if copies (a
state met mid-run written back as text and run on). Copies of a state track their own changes."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from engine.core import golden
from engine.core.choices import Chooser, FirstOptions
from engine.core.recorder import Recorder, StepLimitReached
from engine.core.yamlnode import dump_yaml
from engine.onepiece import context as context_module
from engine.onepiece.context import Context
from engine.onepiece.snapshot import Snapshots, snapshot

from .conftest import BOARDS
from .test_properties import ABILITIES, boards

SETTINGS = settings(
    max_examples=40,
    deadline=None,
    derandomize=os.environ.get("ENGINE_RANDOM") != "1",
    suppress_health_check=[HealthCheck.too_slow],
)

#: permanent effects whose force changes while a run goes on (8-1-3-3): whose turn, Life, DON!!
PERMANENT = [
    {"timing": "permanent", "power": 2000, "to": {"whose": "you", "area": "characters"},
     "condition": {"your_turn": True}},
    {"timing": "permanent", "power": -1000, "to": {"whose": "opponent", "area": "field"},
     "condition": {"your_turn": False}},
    {"timing": "permanent", "power": 1000, "to": {"whose": "you", "area": "leader"},
     "condition": {"life_at_most": 1}},
    {"timing": "permanent", "cost_change": -1, "condition": {"don": 1}},
    {"timing": "permanent", "cost_change": -2, "under_rules": True},
    {"timing": "permanent", "cost_change": -1, "under_rules": True, "condition": {"life_at_most": 0}},
    {"timing": "permanent", "power": 1000, "to": {"whose": "any", "area": "characters", "cost_max": 2}},
]  # fmt: skip
GAIN = {"gain": {"to": {"whose": "you", "area": "field", "up_to": True}, "effect": PERMANENT[0]}}


@pytest.fixture
def verified(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Every run compares each incremental snapshot with one from scratch; the list counts them."""
    count: list[int] = []
    full = context_module.snapshot

    def counted(*args: Any, **kwargs: Any) -> dict[str, Any]:
        count.append(1)
        return full(*args, **kwargs)

    monkeypatch.setattr(Context, "verify_snapshots", True)
    monkeypatch.setattr(context_module, "snapshot", counted)
    return count


@pytest.mark.parametrize("path", BOARDS, ids=[p.stem for p in BOARDS])
def test_every_branch_of_a_shipped_board_has_incremental_snapshots_equal_to_full_ones(
    path: Path, verified: list[int]
):
    runs = golden.branches(engine.load_board_file(path))
    steps = sum(len(run.trace.steps) for run in runs if run.trace is not None)
    assert steps and len(verified) >= steps


def _resolve(board: engine.Board, max_steps: int) -> Context:
    resolution = board.game.start(board)
    recorder = Recorder(resolution.snapshot, max_steps=max_steps)
    try:
        board.game.resolve(resolution, Chooser(script=dict(board.choices), caller=FirstOptions()), recorder)
    except StepLimitReached:
        pass
    except engine.BoardError:  # a scripted action illegal where it is met
        pass
    return resolution


@st.composite
def permanent_boards(draw: st.DrawFn) -> str:
    """A generated board whose cards also have permanent effects (conditional, 「ルール上」, gained)
    and whose script gives DON!!, attacks and ends turns, so those effects come into force and go."""
    data = engine.load_board(draw(boards())).to_data()
    players = data["state"]["players"]
    for pid, player in players.items():
        cards = [
            c for area in ("characters", "hand", "trash") for c in player.get(area, []) if isinstance(c, dict)
        ]
        for card in cards:
            if draw(st.booleans()):
                card["effects"] = [draw(st.sampled_from(PERMANENT + ABILITIES))]
        if draw(st.booleans()) and isinstance(player["leader"], dict):
            player["leader"] = {**player["leader"], "effects": [draw(st.sampled_from(PERMANENT))]}
        hand = player.get("hand", [])
        hand.append({"id": f"gift{pid}", "type": "event", "cost": 0,
                     "effects": [{"timing": "main", "do": [GAIN]}]})  # fmt: skip
        # in the hand, its cost changes when its player's Life does, the card itself unchanged
        hand.append({"id": f"shade{pid}", "cost": 3, "power": 2000, "effects": [PERMANENT[-2]]})
        player["hand"] = hand
    script = [{"play": "giftA"}, *data.get("script", [])]
    leader = _id(players["A"]["leader"])
    if draw(st.booleans()):
        script.insert(0, {"give_don": {"card": leader, "count": 1}})
    script += [{"end_turn": True}, {"attack": {"attacker": _id(players["B"]["leader"]), "target": leader}}]
    script.append({"end_turn": True})
    data["script"] = script
    data.pop("expect", None)
    return dump_yaml(data)


def _id(card: dict[str, Any] | str) -> str:
    return card["id"] if isinstance(card, dict) else card


def _resolve_verified(text: str) -> None:
    """Resolve the board ``text`` (300 steps at most), each incremental snapshot checked against a full
    one."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Context, "verify_snapshots", True)
        _resolve(engine.load_board(text), 300)


@SETTINGS
@given(boards())
def test_incremental_snapshots_equal_full_ones_on_generated_boards(text):
    _resolve_verified(text)


@SETTINGS
@given(permanent_boards())
def test_incremental_snapshots_equal_full_ones_as_permanent_effects_come_and_go(text):
    _resolve_verified(text)


@SETTINGS
@given(permanent_boards(), st.integers(1, 40))
def test_incremental_snapshots_equal_full_ones_on_a_what_if_copy_of_a_state_met_mid_run(text, stop_after):
    """A what-if copy: the state after some steps written back as a board, then run on."""
    board = engine.load_board(text)
    state = _resolve(board, stop_after).state
    if any(len(state.area(player, "characters")) > 5 for player in state.players):
        return  # a sixth Character before rule processing: not a state a board may start from
    data = {**board.to_data(), "state": board.game.state_to_data(state)}
    data.pop("expect", None)
    _resolve_verified(dump_yaml(data))


def test_a_shipped_board_and_its_edited_copy_agree_step_by_step(verified: list[int]):
    """What-if: the reader's copy of a board with a card changed runs with snapshots equal to full ones."""
    path = next(p for p in BOARDS if p.stem == "op-permanent-under-the-rules")
    data = engine.load_board_file(path).to_data()
    data["state"]["players"]["A"]["life"] = []
    data["state"]["players"]["B"]["characters"] = [{"id": "tall", "cost": 2, "power": 6000}]
    data["script"].append({"end_turn": True})
    data.pop("expect", None)
    for run in golden.branches(engine.load_board(dump_yaml(data))):
        assert run.trace is not None, run.problems
    assert verified


def test_a_copy_of_a_state_tracks_its_own_changes():
    board = engine.load_board_file(BOARDS[0])
    original = board.state
    original.tracking.clear()
    copy = original.copy()
    card = next(iter(copy.cards.values()))
    card.rested = not card.rested
    copy.players[card.controller].don_deck += 1
    assert card.id in copy.tracking.cards and card.controller in copy.tracking.players
    assert not original.tracking.cards and not original.tracking.players
    assert copy.tracking is not original.tracking


def test_snapshots_follow_a_copy_made_mid_run_and_changed_by_hand():
    """Snapshots of a copy see what is done to the copy (cards, players, zones), not to the original."""
    board = engine.load_board_file(BOARDS[0])
    state = board.state.copy()
    snapshots = Snapshots(state)
    assert snapshots() == snapshot(state)
    branch = state.copy()
    others = Snapshots(branch)
    others()
    pid = branch.turn_player
    deck = branch.zones[f"{pid}.deck"]
    branch.move(branch.cards[deck[0]], f"{pid}.hand")
    branch.players[pid].active_don += 1
    after = others()
    assert after == snapshot(branch) and list(after["cards"]) == list(snapshot(branch)["cards"])
    assert snapshots() == snapshot(state) != after
