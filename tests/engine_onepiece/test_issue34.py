"""Issue 34: negative power (1-3-6-1), costs below 0 only inside the calculation (1-3-6-2),
infinite loops (11-1-1), the owner's order (3-1-7), and the new card-text words, refused when
misused with a clear message."""

from __future__ import annotations

import pytest

import engine
from engine.core.errors import BoardError

from .conftest import event_board, run_shipped, steps_of


def test_power_below_zero_is_compared_as_it_is():
    trace = run_shipped("op-negative-power")
    (damage,) = steps_of(trace, "damage-step")
    assert "7-1-4-2" in damage.cites and "1-3-6-1" in damage.cites
    state = trace.state_at(len(trace.steps) - 1)
    assert state["cards"]["guard"]["power"] == -2000 and state["cards"]["guard"]["zone"] == "B.characters"


def test_a_negative_cost_is_counted_from_then_read_as_zero():
    trace = run_shipped("op-cost-below-zero")
    (calc,) = steps_of(trace, "cost-below-zero")
    assert "2 - 4 + 1 = -1" in calc.text["en"] and calc.cites[:2] == ("1-3-6-2", "1-3-6-2-1")
    assert trace.state_at(len(trace.steps) - 1)["cards"]["drifter"]["zone"] == "B.trash"


def test_a_loop_nobody_can_stop_is_a_draw():
    trace = run_shipped("op-loop-draw")
    assert trace.outcome["result"] == "draw" and trace.outcome["end"] == "game-over"
    assert steps_of(trace, "loop-draw") and len(trace.steps) < 30  # found by the state, not the step limit


@pytest.mark.parametrize("count", ["1", "2", "3"])
def test_a_declared_count_runs_the_loop_that_many_more_times(count):
    trace = run_shipped("op-loop-count", **{"loop-count-A": count})
    declared = next(i for i, s in enumerate(trace.steps) if s.kind == "loop-count")
    plays_after = [s for s in trace.steps[declared:] if s.kind == "play"]
    assert len(plays_after) == int(count)
    assert trace.steps[-2].kind == "not-activated" and "11-1-1-2" in trace.steps[-2].cites


def test_the_owner_orders_cards_put_at_the_bottom_together():
    trace = run_shipped("op-secret-area-choice", **{"bottom-spyglass": "swabbie", "bottom-spyglass#2": "map"})
    deck = trace.state_at(len(trace.steps) - 1)["players"]["A"]["deck"]
    assert deck[-3:] == ["swabbie", "map", "gunner"]


def test_draw_up_to_may_stop_before_any_card():
    trace = run_shipped("op-draw-up-to", **{"draw-chart": "stop"})
    assert trace.state_at(len(trace.steps) - 1)["players"]["A"]["hand"] == []
    trace = run_shipped("op-draw-up-to", **{"draw-chart#2": "draw"})
    (*_, last) = steps_of(trace, "draw")
    assert "4-5-4-3" in last.cites and len(trace.state_at(len(trace.steps) - 1)["players"]["A"]["hand"]) == 2


BAD = {
    "{draw: {up_to: 0}}": "draw.up_to: expected a whole number ≥ 1",
    "{base_power: {to: {whose: you, area: hand}, value: 3000}}": "applies to cards on the field",
    "{add_to_life: {face: sideways}}": "sideways",
    "{win_game: everyone}": "everyone",
    "{draw: [1, 2]}": "draw up to 2 cards, 4-5-4",
}


@pytest.mark.parametrize("effect, message", BAD.items())
def test_a_misused_word_is_refused_with_a_clear_message(effect, message):
    text = event_board(f"[{{timing: main, do: [{effect}]}}]")
    with pytest.raises(BoardError) as info:
        engine.load_board(text)
    assert any(message in p for p in info.value.problems), info.value.problems


def test_cannot_be_ko_needs_the_cards_it_protects():
    text = """
board: {id: op-bad, title: {ja: 悪い, en: Bad}, game: onepiece, rulebook: one-piece, version: "1.2.1",
  sections: []}
state:
  players:
    A:
      leader: {id: lA, power: 5000}
      characters: [{id: c, power: 1000, effects: [{timing: permanent, cannot_be_ko: true}]}]
      deck: [a1]
    B: {leader: {id: lB, power: 5000}, deck: [b1]}
"""
    with pytest.raises(BoardError) as info:
        engine.load_board(text)
    assert any("the cards that cannot be K.O.'d" in p for p in info.value.problems)


def test_an_unmet_don_condition_on_any_timing_leaves_a_step():
    """8-3-2-3, 10-2-9-1: a [DON!! x1] effect whose condition fails when its timing is met says so,
    on [On Play] and [End of Your Turn] too, and does not activate (8-4-1-1)."""
    text = """
board: {id: op-don-unmet, title: {ja: 条件, en: Condition}, game: onepiece, rulebook: one-piece,
  version: "1.2.1", sections: []}
state:
  start: {turn: 3, first: A, phase: main}
  players:
    A:
      leader: {id: lA, power: 5000}
      characters:
        - id: keeper
          name: {ja: 灯台守, en: Lighthouse Keeper}
          power: 2000
          cost: 2
          effects:
            - {timing: end_of_your_turn, condition: {don: 1}, do: [{draw: 1}]}
      hand:
        - id: cook
          name: {ja: 船のコック, en: Ship's Cook}
          power: 1000
          cost: 1
          effects:
            - {timing: on_play, condition: {don: 1}, do: [{draw: 1}]}
      cost_area: {active: 3}
      deck: [a1, a2, a3]
    B: {leader: {id: lB, power: 5000}, cost_area: {active: 2}, deck: [b1, b2, b3]}
script:
  - play: cook
  - end_turn: true
"""
    trace = engine.run(engine.load_board(text))
    conditions = steps_of(trace, "condition")
    assert len(conditions) == 2
    for step in conditions:
        assert {"8-3-2-3", "10-2-9-1", "8-4-1-1"} <= set(step.cites)
        assert "does not hold" in step.text["en"]
    assert not [s for s in trace.steps if s.kind == "draw" and "A draws 1 card" in s.text["en"]]


@pytest.mark.parametrize("a, b, stopper", [("3", "1", "B"), ("1", "3", "A"), ("2", "2", "A")])
def test_both_players_declare_and_the_fewer_count_stops_the_loop(a, b, stopper):
    """11-1-1-3: the turn player declares, then the non-turn player; the fewer count is carried out
    (the turn player's on a tie), then the player who declared it stops the loop."""
    trace = run_shipped("op-loop-both-can-stop", **{"loop-count-A": a, "loop-count-B": b})
    declared = [s for s in trace.steps if s.kind == "loop-count"]
    assert [s.decision.who for s in declared] == ["A", "B"]
    last = [s for s in trace.steps if s.decision is not None and s.decision.by.startswith("the declared")][-1]
    assert last.decision.who == stopper and "11-1-1-3" in last.cites
    negated = trace.state_at(len(trace.steps) - 1)["cards"]["altar"]["negated"]
    assert negated == (stopper == "B")
