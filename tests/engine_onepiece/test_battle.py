"""A battle in chapter 7's steps, checked on the shipped battle boards and on small variants of
them: the other branches of the attacked player's choices, and the rules that refuse or skip."""

from __future__ import annotations

from pathlib import Path

import pytest

import engine

BOARDS = Path(__file__).resolve().parents[2] / "data" / "boards" / "onepiece"


def board_text(name: str) -> str:
    return (BOARDS / f"{name}.yaml").read_text(encoding="utf-8")


def run(text: str, choices: dict[str, str] | None = None) -> engine.Trace:
    return engine.run(engine.load_board(text, source_name="variant.yaml"), choices or {})


def kinds(trace: engine.Trace) -> list[str]:
    return [s.kind for s in trace.steps]


def test_the_battle_steps_come_in_the_order_of_chapter_7():
    trace = run(board_text("op-battle-two-counters"))
    order = [k for k in kinds(trace) if k in ("attack", "block", "counter-step", "damage-step", "battle-end")]
    assert order == ["attack", "block", "counter-step", "damage-step", "battle-end"]


def test_the_counters_may_come_in_the_other_order_with_the_same_result():
    text = board_text("op-battle-two-counters")
    trace = run(text, {"counter-lA": "gust", "counter-lA#2": "deckhand"})
    used = [s.kind for s in trace.steps if s.kind in ("symbol-counter", "counter-event")]
    assert used == ["counter-event", "symbol-counter"]
    damage = next(s for s in trace.steps if s.kind == "damage-step")
    assert trace.state_at(damage.index)["cards"]["lB"]["power"] == 8000
    assert trace.state_at(-1)["players"]["B"]["leader"]["life"] == 1


def test_counter_power_ends_with_the_battle_but_a_turn_long_change_does_not():
    trace = run(board_text("op-battle-symbol-counter"))
    end = next(s for s in trace.steps if s.kind == "battle-effects-end")  # 7-1-5-3, 7-1-5-4
    before, after = trace.state_at(end.index - 1), trace.state_at(end.index)
    assert before["cards"]["lB"]["power"] == 7000 and after["cards"]["lB"]["power"] == 5000
    assert after["cards"]["brawler"]["power"] == 6000  # [When Attacking] +1000 lasts the turn


def test_a_counter_event_is_not_offered_without_the_DON_to_pay_for_it():
    text = board_text("op-battle-counter-event").replace("cost_area: {active: 2}", "cost_area: {active: 1}")
    trace = run(text)
    assert "counter-event" not in kinds(trace)
    stop = next(s for s in trace.steps if s.kind == "counter-stop")
    assert stop.decision is None and "7-1-3-2" in stop.cites
    assert trace.state_at(-1)["players"]["B"]["leader"]["life"] == 1


def test_rush_character_may_not_attack_the_leader_on_the_turn_it_is_played():
    text = board_text("op-battle-rested-character").replace(
        "attack: {attacker: lancer, target: sentry}", "attack: {attacker: lancer, target: lB}"
    )
    with pytest.raises(engine.BoardError) as info:
        run(text)
    assert "(3-7-4) and has [Rush: Character]: it may attack Characters only (10-1-6-1)" in str(info.value)


def test_without_unblockable_the_blocker_may_block():
    text = board_text("op-battle-unblockable").replace("keywords: [unblockable]", "keywords: []")
    trace = run(text, {"block-phantom": "guard"})
    block = next(s for s in trace.steps if s.kind == "block")
    assert block.decision is not None and "10-1-7" not in block.cites
    assert trace.state_at(-1)["players"]["B"]["leader"]["life"] == 2


def test_don_x2_on_a_permanent_effect_counts_the_given_don():
    text = board_text("op-battle-your-turn").replace("condition: {your_turn: true}", "condition: {don: 2}")
    trace = run(text)
    damage = next(s for s in trace.steps if s.kind == "damage-step")
    assert "10-2-9" in damage.cites and "is not in force" in damage.text["en"]
    assert trace.state_at(damage.index)["cards"]["duelist"]["power"] == 4000


def test_when_the_attacker_survives_the_block_step_the_battle_goes_on():
    trace = run(
        board_text("op-battle-attacker-leaves-block"), {"choose-trapper": "none", "counter-brawler": "stop"}
    )
    assert "battle-cut-short" not in kinds(trace)
    assert {"counter-step", "damage-step"} <= set(kinds(trace))
    assert trace.state_at(-1)["cards"]["trapper"]["zone"] == "B.trash"
