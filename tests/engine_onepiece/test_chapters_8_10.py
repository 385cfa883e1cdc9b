"""Issue 34, chapters 8 and 10: an effect that activates its card's own [Main] or [Counter]
(10-2-3-1-1, 10-2-4-1-1, 10-2-4-1-2), [Once Per Turn] counted for each card (10-2-13-1,
10-2-13-2), every condition must hold (8-3-2-1), a replacement that cannot be carried out
(8-1-3-4-5), and the keyword steps citing their definitions."""

from __future__ import annotations

import pytest

import engine
from engine.core.errors import BoardError

from .conftest import event_board, final_state, run_shipped, steps_of


def test_a_trigger_activates_its_events_counter_then_main():
    trace = run_shipped("op-trigger-activates-main-counter")
    counter, main = steps_of(trace, "activate-this")
    assert counter.cites[:2] == ("10-2-4-1-1", "10-2-4-1-2") and "Counter Step" in counter.text["en"]
    assert main.cites[0] == "10-2-3-1-1" and "10-2-4-1-2" not in main.cites
    state = final_state(trace)
    assert state["cards"]["deckhand"]["zone"] == "A.trash"  # the [Counter] K.O.'d it
    assert state["players"]["B"]["hand"] == ["b1", "b2"]  # the [Main] drew 2
    assert state["cards"]["gale"]["zone"] == state["cards"]["windfall"]["zone"] == "B.trash"


def test_a_declined_trigger_activates_nothing():
    trace = run_shipped(
        "op-trigger-activates-main-counter", **{"trigger-gale": "hand", "trigger-windfall": "hand"}
    )
    assert not steps_of(trace, "activate-this")
    declined = [s for s in steps_of(trace, "life-to-hand") if "10-1-5-2" in s.cites]
    assert len(declined) == 2 and all("without being revealed" in s.text["en"] for s in declined)
    assert final_state(trace)["cards"]["deckhand"]["zone"] == "A.characters"


def test_once_per_turn_is_counted_for_each_card():
    trace = run_shipped("op-once-per-turn-each-card")
    first, second = steps_of(trace, "activate")
    assert "10-2-13-1" in first.cites and "10-2-13-2" not in first.cites
    assert "10-2-13-2" in second.cites and "Port Clerk" in second.text["en"]
    (refused,) = steps_of(trace, "once-per-turn")
    assert "10-2-13-3" in refused.cites


def test_one_condition_that_fails_is_enough():
    trace = run_shipped("op-conditions-all")
    holds, fails = steps_of(trace, "condition")
    assert "8-3-2-1" in holds.cites and "8-4-1-1" not in holds.cites
    assert "8-3-2-1" in fails.cites and "8-4-1-1" in fails.cites
    assert [s.text["en"].startswith("Harbor Master") for s in steps_of(trace, "activate")] == [True]


def test_a_replacement_that_cannot_be_done_is_not_applied():
    trace = run_shipped("op-replacement-impossible")
    (impossible,) = steps_of(trace, "replacement-impossible")
    assert "8-1-3-4-5" in impossible.cites and "no active DON!!" in impossible.text["en"]
    assert not steps_of(trace, "replace") and final_state(trace)["cards"]["shieldbearer"]["zone"] == "B.trash"


BAD = {
    "[{timing: trigger, do: [{activate_this: counter}]}]": "this card has none",
    "[{timing: main, do: [{activate_this: main}]}]": "cannot be part of the [Main] effect itself",
    "[{timing: main, do: [{draw: 1}]}, {timing: trigger, do: [{activate_this: trigger}]}]": "trigger",
}


@pytest.mark.parametrize("effects, message", BAD.items())
def test_a_misused_activate_this_is_refused(effects, message):
    with pytest.raises(BoardError) as info:
        engine.load_board(event_board(effects))
    assert any(message in p for p in info.value.problems), info.value.problems


def test_keyword_steps_cite_their_definitions():
    trace = run_shipped("op-trigger-activates-main-counter")
    (damage,) = steps_of(trace, "damage-processing")
    assert "10-1-2-1" in damage.cites
    assert all("10-1-5-1" in s.cites for s in steps_of(trace, "trigger"))
    blocked = run_shipped("op-battle-unblockable")
    assert "10-1-7-1" in steps_of(blocked, "block")[0].cites
