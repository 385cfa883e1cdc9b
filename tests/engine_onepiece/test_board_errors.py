"""Bad ONE PIECE boards: every problem at once, each with its line and field; never a crash."""

from __future__ import annotations

import pytest

import engine

from .conftest import board_text


def problems_of(text: str) -> list[str]:
    with pytest.raises(engine.BoardError) as info:
        engine.load_board(text, source_name="bad.yaml")
    assert isinstance(info.value, ValueError)
    return info.value.problems


def line_of(text: str, needle: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if needle in line)


def test_it_reports_a_sixth_character_with_its_line_and_rule():
    state = """\
    turn_player: A
    players:
      A:
        leader: {id: lA, power: 5000}
        characters: [{id: c1, power: 1}, {id: c2, power: 1}, {id: c3, power: 1}, {id: c4, power: 1},
                     {id: c5, power: 1}, {id: c6, power: 1}]
        deck: [a1]
      B:
        leader: {id: lB, power: 5000}
        deck: [b1]
    """
    text = board_text(state=state)
    assert problems_of(text) == [
        f"line {line_of(text, 'characters:')}: state.players.A.characters: "
        "at most 5 Characters in the Character area (3-7-6), got 6"
    ]


def test_it_reports_an_unknown_keyword_and_lists_the_known_ones():
    text = board_text().replace(
        "deck: [a1, a2]", "deck: [a1, {id: a2, power: 1, keywords: [blocker, flying]}]"
    )
    (problem,) = problems_of(text)
    assert problem.startswith(f"line {line_of(text, 'flying')}: state.players.A.deck[1].keywords[1]: ")
    assert (
        "unknown keyword 'flying' (expected one of: rush, double_attack, banish, blocker, rush_character, "
        "unblockable)" in problem
    )


def test_trigger_is_not_a_keyword_and_the_message_says_where_it_goes():
    text = board_text().replace("deck: [a1, a2]", "deck: [a1, {id: a2, keywords: [trigger]}]")
    assert "put it under 'effects' with timing: trigger" in problems_of(text)[0]


def test_it_names_the_line_and_field_of_a_wrong_type():
    text = board_text().replace("cost_area: {active: 3}", "cost_area: {active: three}")
    assert problems_of(text) == [
        f"line {line_of(text, 'three')}: state.players.A.cost_area.active: expected a whole number ≥ "
        "0, got 'three'"
    ]


def test_it_lists_every_problem_at_once():
    state = """\
    turn_player: C
    phase: lunch
    players:
      A:
        leader: {id: lA}
        life: [al1, al1]
        hand:
          - id: h1
            cost: -1
            power: lots
            colour: red
            effects:
              - {timing: on_play, do: [{draw: 0}, {teleport: 1}]}
              - {timing: sometimes, do: []}
              - {timing: when, do: [{draw: 1}]}
              - {timing: permanent, under_rules: true}
              - {timing: replacement, instead_of: ko, do: [{ko: ghost}]}
        deck: [a1]
      B:
        leader: {id: lB, power: 5000}
        deck: [b1]
    """
    extra = """\
    script:
      - play: nowhere
      - attack: {attacker: lA}
      - activate: {card: h1, by: Z}
      - fly: true
    """
    problems = problems_of(board_text(extra, state=state))
    text = "\n".join(problems)
    for needle in [
        "turn_player: expected one of the players (A, B), got 'C'",
        "phase: expected one of refresh, draw, don, main, end, got 'lunch'",
        "a Leader needs 'power'",
        "duplicate card id 'al1'",
        "cost: expected a whole number ≥ 0, got -1",
        "power: expected a whole number ≥ 0, got 'lots'",
        "unknown key 'colour'",
        "draw: expected a whole number ≥ 1, got 0",
        "unknown effect 'teleport'",
        "timing: expected one of on_play",
        "missing key 'event'",
        "a permanent effect needs 'power', 'cost_change', 'add_cost', 'cannot_be_ko', 'deck_limit' or "
        "'cannot_be_removed'",
        "'ghost' is not a card on this board",
        "'nowhere' is not a card on this board",
        "missing key 'target'",
        "expected one of the players (A, B), got 'Z'",
        "unknown key 'fly'",
    ]:
        assert needle in text, needle
    assert all(p.startswith("line ") for p in problems), problems
    assert len(problems) >= 17


def test_a_board_needs_two_players():
    state = """\
    players:
      A:
        leader: {id: lA, power: 5000}
        deck: [a1]
    """
    assert any("expected 2 players, got 1" in p for p in problems_of(board_text(state=state)))


def test_an_illegal_scripted_action_fails_the_run_with_its_line():
    text = board_text("script:\n  - play: a1\n")
    with pytest.raises(engine.BoardError) as info:
        engine.run(engine.load_board(text))
    line = line_of(text, "- play: a1")
    assert info.value.problems == [f"line {line}: script[0]: a1 is not in A's hand (it is in A.deck)"]


def test_an_attack_by_a_character_played_this_turn_needs_rush():
    extra = """\
    script:
      - play: rookie
      - attack: {attacker: rookie, target: lB}
    """
    text = board_text(extra).replace(
        "deck: [a1, a2]", "hand: [{id: rookie, cost: 1, power: 9000}]\n      deck: [a1, a2]"
    )
    with pytest.raises(engine.BoardError) as info:
        engine.run(engine.load_board(text))
    assert "cannot attack on that turn (3-7-4) unless it has [Rush] (10-1-1-1)" in info.value.problems[0]


def test_a_missing_choice_names_the_key_and_the_options():
    extra = """\
    script:
      - attack: {attacker: lA, target: lB}
    """
    text = board_text(extra).replace(
        "life: [bl1]", "life: [{id: bl1, effects: [{timing: trigger, do: [{draw: 1}]}]}]"
    )
    with pytest.raises(engine.ChoiceNeeded) as info:
        engine.run(engine.load_board(text))
    assert info.value.key == "trigger-bl1" and info.value.options == ["trigger", "hand"]
