"""Bad boards: every problem listed at once, each with its line and field; nothing half-run."""

from __future__ import annotations

import pytest

import engine

from .conftest import board_text


def problems_of(text: str) -> list[str]:
    with pytest.raises(engine.BoardError) as info:
        engine.load_board(text, source_name="bad.yaml")
    assert isinstance(info.value, ValueError)
    return info.value.problems


def test_it_names_the_line_and_field_of_a_wrong_type():
    text = board_text().replace("{id: u1, hp: 3, damage: 0}", "{id: u1, hp: three, damage: 0}")
    line = text.splitlines().index("          - {id: u1, hp: three, damage: 0}") + 1
    assert problems_of(text) == [
        f"line {line}: state.players.A.attack_zone.center[0].hp: expected a whole number ≥ 0, got 'three'"
    ]


def test_it_lists_every_problem_at_once():
    state = """\
      turn_player: C
      players:
        A:
          ruler: {id: rA, life: 0}
          deck: [a1, a1]
          atack_zone: {}
          attack_zone:
            center:
              - {id: u1, hp: -2, damage: -1}
          soul:
            - {id: s1, attached_to: nobody}
        B:
          ruler: {id: rB, life: 7}
          deck: [b1]
    """
    script = """\
    script:
      - play: {by: Z, effects: [{destroy: [ghost]}]}
    """
    problems = problems_of(board_text(script, state=state))
    text = "\n".join(problems)
    assert "got 'Z'" in text and "'ghost' is not a card on this board" in text
    assert "turn_player: expected one of the players (A, B), got 'C'" in text
    assert "ruler.life: expected a whole number ≥ 1, got 0" in text
    assert "duplicate card id 'a1'" in text
    assert "unknown key 'atack_zone'" in text
    assert "hp: expected a whole number ≥ 0, got -2" in text
    assert "damage: expected a whole number ≥ 0, got -1" in text
    assert "soul card s1 is attached to 'nobody', which is not a card here" in text
    assert all(p.startswith("line ") for p in problems), problems
    assert len(problems) >= 9


def test_it_reports_unknown_keys_and_bad_meta():
    text = (
        board_text("colour: blue\n")
        .replace("game: gateruler", "game: chess")
        .replace("sections: []", "sections: [99-9z]")
    )
    text = "\n".join(problems_of(text))
    assert "unknown key 'colour'" in text
    assert "unknown game 'chess'" in text


def test_it_rejects_a_script_action_that_is_illegal_in_the_state():
    extra = """\
    script:
      - play:
          by: Z
          effects:
            - destroy: [ghost]
            - move: {card: u1, to: A.attic}
            - deal_damage: {to: [a1], amount: 0}
      - play: {by: A, effects: [{teleport: u1}]}
    """
    text = "\n".join(problems_of(board_text(extra)))
    assert "expected one of the players (A, B), got 'Z'" in text
    assert "'ghost' is not a card on this board" in text
    assert "unknown zone 'A.attic'" in text
    assert "amount: expected a whole number ≥ 1, got 0" in text
    assert "'a1' is neither a unit nor a ruler" in text
    assert "expected one effect" in text


def test_it_reports_invalid_yaml_with_its_line():
    problems = problems_of("board:\n  id: x\n  title: [unclosed\n")
    assert problems[0].startswith("line ")
    assert "not valid YAML" in problems[0]


def test_it_reports_a_duplicate_yaml_key():
    text = board_text().replace(
        "    B:\n", "    A:\n      ruler: {id: rZ, life: 1}\n      deck: []\n    B:\n", 1
    )
    assert any("duplicate key 'A'" in p for p in problems_of(text))


def test_a_gate_item_must_name_real_cards_and_players():
    text = (
        board_text()
        + "  gate:\n    - {destroy_process: {reason: rule, cards: [nope]}}\n    - {defeat_process: [Q]}\n"
    )
    problems = "\n".join(problems_of(text))
    assert "'nope' is not a card on this board" in problems
    assert "'Q' is not a player" in problems


MEND = (
    "      set_zone: {1: [{id: mend, name: {ja: 修復, en: Mend}, timing: not-normal,"
    " effects: [{recover: {card: u1, amount: 1}}]}]}\n"
)


def with_mend(script: str) -> str:
    """The minimal board with a response card, Mend, set in A's set zone."""
    return board_text(script).replace("      deck: [a1, a2]\n", "      deck: [a1, a2]\n" + MEND, 1)


def test_an_action_waiting_for_a_gate_item_that_never_comes_fails_the_run():
    board = engine.load_board(
        with_mend("""\
        script:
          - respond: destroy-process
            play: {card: mend}
        """)
    )
    with pytest.raises(engine.BoardError) as info:
        engine.run(board)
    assert "never comes" in info.value.problems[0]
    assert info.value.problems[0].startswith("line ")


def test_a_board_error_names_the_source():
    with pytest.raises(engine.BoardError) as info:
        engine.load_board("board: 1\n", source_name="mine.yaml")
    assert str(info.value).startswith("mine.yaml: ")


def test_a_self_referring_yaml_alias_is_a_problem_not_a_crash():
    assert any("aliases" in p for p in problems_of("board: &x\n  id: [*x]\n"))


def test_actions_targeting_cards_that_are_not_on_the_field_are_all_listed_and_no_trace_is_returned(load):
    extra = """\
    script:
      - play: {by: A, effects: [{destroy: [a1]}]}
      - play: {by: B, effects: [{recover: {card: b2, amount: 1}}]}
    """
    board = load(extra)
    with pytest.raises(engine.BoardError) as info:
        engine.run(board)
    problems = info.value.problems
    assert len(problems) == 2
    assert "destroy targets 'a1', which is in A.deck, not on the field" in problems[0]
    assert "recover targets 'b2'" in problems[1]
    assert all(p.startswith("line ") for p in problems)


def test_yaml_aliases_are_refused_so_a_few_lines_cannot_stand_for_billions_of_cards():
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    lines += [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]" for i in range(1, 9)]
    lines.append("board: *a8")
    with pytest.raises(engine.BoardError) as caught:
        engine.load_board("\n".join(lines))
    assert any("aliases" in p for p in caught.value.problems)


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("9" * 5000, "a number of 5000 characters: numbers in a board are at most 999,999,999"),
        ("0x" + "f" * 5000, "a number of 5002 characters"),
        ("0x" + "f" * 20, "numbers in a board are at most 999,999,999"),
        ("-1000000000", "numbers in a board are at most 999,999,999"),
        ("2020-13-45", "'2020-13-45' is not a valid value: month must be in 1..12"),
        ("2020-01-01 10:00:00 +99:99", "is not a valid value: offset must be a timedelta"),
    ],
)
def test_an_impossible_number_or_date_is_a_problem_with_its_line(value, expected):
    text = board_text().replace("{id: u1, hp: 3, damage: 0}", f"{{id: u1, hp: {value}, damage: 0}}")
    line = next(i for i, t in enumerate(text.splitlines(), 1) if "id: u1" in t)
    problems = problems_of(text)
    assert any(
        p.startswith(f"line {line}: state.players.A.attack_zone.center[0].hp: ") and expected in p
        for p in problems
    ), problems


def test_an_impossible_date_as_a_key_is_a_problem_too():
    problems = problems_of(board_text() + "2020-02-30: x\n")
    assert any("'2020-02-30' is not a valid value" in p and p.startswith("line ") for p in problems), problems


def test_a_response_must_be_a_card_set_in_the_set_zone_9_3e_2():
    # a card the board does not place cannot respond
    unshown = board_text("script:\n  - respond: true\n    play: {by: A, effects: [{destroy: [u1]}]}\n")
    problems = "\n".join(problems_of(unshown))
    assert "9-3e-2" in problems and "set zone" in problems
    # a card in the hand cannot respond either: only a set card whose timing is not normal
    in_hand = (
        "      hand: [{id: mend, name: {ja: 修復, en: Mend}, effects: [{recover: {card: u1, amount: 1}}]}]\n"
    )
    hand = with_mend("script:\n  - respond: true\n    play: {card: mend}\n").replace(MEND, in_hand)
    assert any("9-3e-2" in p and "hand" in p for p in problems_of(hand))
    # a set card whose timing is normal is not a response
    normal = with_mend("script:\n  - respond: true\n    play: {card: mend}\n").replace("not-normal", "normal")
    assert any("9-3e-2" in p and "timing" in p for p in problems_of(normal))


def test_a_card_from_the_hand_is_played_only_by_the_turn_player_9_3e_4e():
    text = board_text("script:\n  - play: {card: boom}\n").replace(
        "      deck: [b1, b2]\n",
        "      deck: [b1, b2]\n"
        "      hand: [{id: boom, name: {ja: 爆破, en: Boom}, effects: [{destroy: [u1]}]}]\n",
    )
    assert any("9-3e-4e" in p and "turn player" in p for p in problems_of(text))
