"""Issue 34, chapters 1, 7 and 9: concession (1-2-3, 1-2-4), a [Double Attack] past the last Life
card (7-1-4-1-1-3), the return to the Main Phase after a battle (7-1-5-5), a state already met
(1-3-2-1), choices of both players (1-3-4), card text over the rules (1-3-1)."""

from __future__ import annotations

import pytest

import engine
from engine.core.runner import BOARDS_DIR

from .conftest import board_text

OP = BOARDS_DIR / "onepiece"


def run(name: str, **choices: str) -> engine.Trace:
    return engine.run(engine.load_board_file(OP / f"{name}.yaml"), choices)


def kinds(trace: engine.Trace) -> list[str]:
    return [s.kind for s in trace.steps]


def problems_of(text: str) -> list[str]:
    with pytest.raises(engine.BoardError) as info:
        engine.load_board(text, source_name="bad.yaml")
    return info.value.problems


def test_a_concession_in_the_counter_step_ends_the_game_at_once():
    trace = run("op-concession")
    assert kinds(trace)[-2:] == ["concede", "game-over"]
    assert "damage-step" not in kinds(trace)  # the battle never goes on
    concede = trace.steps[-2]
    assert concede.cites[:2] == ("1-2-3", "1-2-4")
    last = trace.state_at(len(trace.steps) - 1)
    assert last["players"]["B"]["status"] == "lost" and last["result"] == {"result": "win", "winner": "A"}
    assert last["players"]["B"]["leader"]["life"] == 1  # lost by conceding, not by damage


def test_a_concession_between_actions_by_the_non_turn_player():
    board = engine.load_board(board_text("script:\n  - concede: B\n"), source_name="t.yaml")
    trace = engine.run(board, {})
    assert kinds(trace)[-2:] == ["concede", "game-over"]
    assert trace.state_at(len(trace.steps) - 1)["result"]["winner"] == "A"


def test_an_effect_cannot_concede_and_the_message_says_why():
    text = board_text().replace(
        "deck: [a1, a2]",
        "deck: [a1, {id: a2, effects: [{timing: on_play, do: [{concede: you}]}]}]",
    )
    (problem,) = problems_of(text)
    assert "a concession is a player's own act, not an effect" in problem and "(1-2-4)" in problem


def test_a_concession_names_a_player_of_the_board():
    (problem,) = problems_of(board_text("script:\n  - concede: Z\n"))
    assert "expected one of the players (A, B), got 'Z'" in problem


def test_the_second_damage_of_a_double_attack_with_no_life_left_adds_nothing_and_is_no_defeat():
    trace = run("op-double-attack-last-life")
    (nothing,) = [s for s in trace.steps if s.kind == "no-life-to-add"]
    assert nothing.cites[:3] == ("7-1-4-1-1-3", "7-1-4-1-1-2", "1-3-2")
    # B had Life when the damage was determined (7-1-4-1-1-2, not 7-1-4-1-1-1): no defeat condition
    assert not [s for s in trace.steps if s.kind in ("leader-damaged", "defeat")]
    assert trace.outcome.get("winner") is None and not trace.outcome.get("lost")


def test_a_leader_already_at_zero_life_loses_to_the_attack_by_7_1_4_1_1_1():
    trace = run("op-defeat-by-damage")
    (damaged,) = [s for s in trace.steps if s.kind == "leader-damaged"]
    assert "7-1-4-1-1-1" in damaged.cites and "7-1-4-1-1-3" not in damaged.cites


def test_after_a_battle_the_game_returns_to_the_main_phase():
    trace = run("op-attack-block-battle", **{"block-raider": "guard"})
    ks = kinds(trace)
    assert ks.index("battle-over") > ks.index("battle-end")
    over = trace.steps[ks.index("battle-over")]
    assert over.cites == ("7-1-5-5", "6-5-2")
    activations = [s for s in trace.steps if s.kind == "activate"]
    assert "7-1-1-3" in activations[0].cites and "7-1-2-2" in activations[1].cites


def test_no_return_to_the_main_phase_when_the_battle_ends_the_game():
    assert "battle-over" not in kinds(run("op-defeat-by-damage"))


def test_dons_already_active_are_left_as_they_are():
    trace = run("op-already-active")
    (don,) = [s for s in trace.steps if s.kind == "don"]
    assert "1-3-2-1" in don.cites
    state = trace.state_at(trace.steps.index(don))
    assert state["players"]["A"]["cost_area"] == {"active": 2, "rested": 0}


def test_both_players_choose_the_turn_player_first():
    trace = run("op-both-players-turn-player-first")
    each = [s for s in trace.steps if s.kind == "each-player"]
    assert len(each) == 2 and all("1-3-4" in s.cites for s in each)


def test_rush_says_card_text_takes_precedence():
    (attack,) = [s for s in run("op-rush-banish").steps if s.kind == "attack"]
    assert "1-3-1" in attack.cites and "[Rush]" in attack.text["en"]


DECK_BOARD = (OP / "op-setup-deck-construction.yaml").read_text(encoding="utf-8")


def test_a_deck_construction_effect_lets_the_deck_hold_more_than_4():
    trace = run("op-setup-deck-construction")
    (step,) = [s for s in trace.steps if s.kind == "deck-construction-effect"]
    assert step.cites[:3] == ("5-1-2-4", "5-1-2-4-1", "5-1-2-4-2")
    assert "6 cards numbered 101-001" in step.text["en"] and "any number" in step.text["en"]
    presented = [s for s in trace.steps if s.kind == "deck-presented"]
    assert (
        "see the next step" in presented[0].text["en"] and "see the next step" not in presented[1].text["en"]
    )


def test_a_deck_construction_effect_with_a_number_is_a_limit_too():
    text = DECK_BOARD.replace("deck_limit: any", "deck_limit: 5")
    problems = problems_of(text)
    assert any(
        "A's deck has 6 cards numbered 101-001: at most 5 by gull1's deck-construction effect (5-1-2-4)" in p
        for p in problems
    ), problems


def test_without_the_effect_the_deck_is_refused_by_5_1_2_3():
    text = DECK_BOARD.replace(
        "              deck_limit: any\n", "              power: 0\n              to: self\n"
    )
    problems = problems_of(text)
    assert any("at most 4 (5-1-2-3, 2-14-2)" in p for p in problems), problems


def test_a_deck_limit_is_any_or_a_whole_number():
    problems = problems_of(DECK_BOARD.replace("deck_limit: any", "deck_limit: lots"))
    wrong = [p for p in problems if "deck_limit is 'any' or a whole number of 1 or more" in p]
    assert len(wrong) == 6 and all("got 'lots'" in p for p in wrong), problems


UNTIL_BOARD = (OP / "op-draw-until.yaml").read_text(encoding="utf-8")


def test_drawing_until_with_more_cards_in_hand_is_not_done_and_trashes_nothing():
    trace = run("op-draw-until")
    (draw,) = [s for s in trace.steps if s.kind == "draw"]
    assert draw.cites[-2:] == ("1-3-2-2", "1-3-2") and "-1 draws" in draw.text["en"]
    last = trace.state_at(len(trace.steps) - 1)["players"]["A"]
    assert len(last["hand"]) == 6 and last["trash"] == ["refit"]


def test_drawing_until_with_fewer_cards_draws_the_difference():
    # keep the Event and 2 cards: 2 left in hand once the Event is trashed, so 3 draws
    dropped = tuple(f"        - {{id: h{n}," for n in (3, 4, 5, 6))
    text = "".join(line for line in UNTIL_BOARD.splitlines(keepends=True) if not line.startswith(dropped))
    board = engine.load_board(text.replace("op-draw-until", "op-draw-until-few"), source_name="t.yaml")
    trace = engine.run(board, {})
    (draw,) = [s for s in trace.steps if s.kind == "draw"]
    assert "4-5-3" in draw.cites and "1-3-2-2" not in draw.cites and "makes 3 draws" in draw.text["en"]
    assert len(trace.state_at(len(trace.steps) - 1)["players"]["A"]["hand"]) == 5


def test_draw_until_needs_a_whole_number():
    problems = problems_of(UNTIL_BOARD.replace("draw_until: 5", "draw_until: -1"))
    assert any("draw_until" in p for p in problems), problems
