"""Decision points: strict when an answer is missing; the caller's answer wins over the script's."""

from __future__ import annotations

import pytest

import engine

from .conftest import board_text

DUPLICATES = """\
script:
  - play:
      by: A
      effects:
        - move: {cards: [h1, h2], to: A.attack_zone.center}
"""
STATE = """\
  turn_player: A
  players:
    A:
      ruler: {id: rA, life: 7}
      deck: [a1]
      hand: [{id: h1, hp: 1}, {id: h2, hp: 1}]
      attack_zone:
        center:
          - {id: u1, hp: 3}
    B:
      ruler: {id: rB, life: 7}
      deck: [b1]
"""


def test_a_missing_choice_fails_naming_who_chooses_between_what():
    board = engine.load_board(board_text(DUPLICATES, STATE))
    with pytest.raises(engine.ChoiceNeeded) as info:
        engine.run(board)
    needed = info.value
    assert needed.key == "keep-A-attack_zone-center"
    assert needed.who == "A"
    assert needed.options == ["h1", "h2"]
    assert "player A chooses between h1, h2" in str(needed)
    assert "12-5a" in str(needed)


def test_the_caller_supplies_the_choice():
    board = engine.load_board(board_text(DUPLICATES, STATE))
    trace = engine.run(board, {"keep-A-attack_zone-center": "h2"})
    decision = trace.decisions()[0]
    assert (decision.who, decision.options, decision.chosen, decision.by) == (
        "A",
        ("h1", "h2"),
        "h2",
        "caller",
    )
    end = trace.state_at(-1)["cards"]
    assert end["h2"]["zone"] == "A.attack_zone.center"
    assert end["h1"]["zone"] == end["u1"]["zone"] == "A.graveyard"


def test_the_callers_choice_wins_over_the_scripts():
    board = engine.load_board(board_text(DUPLICATES + "  - choose: {keep-A-attack_zone-center: h1}\n", STATE))
    assert engine.run(board).decisions()[0].chosen == "h1"
    assert engine.run(board, {"keep-A-attack_zone-center": "h2"}).decisions()[0].chosen == "h2"


def test_a_choice_that_is_not_an_option_is_refused():
    board = engine.load_board(board_text(DUPLICATES, STATE))
    with pytest.raises(engine.ChoiceNeeded) as info:
        engine.run(board, {"keep-A-attack_zone-center": "u1"})
    assert "'u1' is not one of them" in str(info.value)


def test_a_script_choice_never_asked_for_fails_the_check():
    board = engine.load_board(board_text("script:\n  - choose: {nothing-here: x}\n"))
    assert any("never asked for" in f for f in engine.check_board(board))


def test_several_auto_abilities_of_one_player_are_ordered_by_that_player():
    state = """\
      turn_player: A
      players:
        A:
          ruler: {id: rA, life: 7}
          deck: [a1]
          attack_zone:
            left:
              - {id: u1, hp: 1, damage: 1}
          field_zone:
            - id: f1
              abilities:
                - {auto: destroyed, of: your_unit, effects: [{recover: {card: that, amount: 1}}]}
                - {auto: destroyed, of: your_unit, effects: [{change_hp: {card: that, by: 1}}]}
        B:
          ruler: {id: rB, life: 7}
          deck: [b1]
    """
    board = engine.load_board(board_text(state=state))
    with pytest.raises(engine.ChoiceNeeded) as info:
        engine.run(board)
    assert info.value.key == "order-A"
    trace = engine.run(board, {"order-A": info.value.options[1]})
    played = [s for s in trace.steps if s.kind == "auto-ability-played"]
    assert len(played) == 2 and played[0].decision is not None
