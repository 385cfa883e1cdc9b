"""Issue 12 (Gate Ruler): step texts true of the board — ruler damage is life, not HP; the 12-4a-3
and 12-2c exemptions are said whenever they stop a second process; soul texts say what 12-6a says."""

from __future__ import annotations

import engine

BOARDS = {p.stem: p for p in engine.board_files()}


def _run(stem: str, choices: dict[str, str] | None = None) -> engine.Trace:
    return engine.run(engine.load_board_file(BOARDS[stem]), choices)


def test_ruler_damage_is_narrated_with_life_not_hp():
    trace = _run("gr-defeat-by-damage")
    dealt = [s for s in trace.steps if s.kind == "damage-dealt"]
    assert dealt
    for step in dealt:
        assert "HP" not in step.text["en"].replace("not HP", "")
        assert "2-11b" not in step.cites and "12-3a" in step.cites
        assert "life" in step.text["en"] and "ライフ" in step.text["ja"]


def test_a_unit_damage_step_still_cites_2_11b():
    trace = _run("gr-rule-destroy-not-twice")
    dealt = engine.select(trace.steps, "damage-dealt")
    assert "2-11b" in dealt.cites and "does not lower its HP" in dealt.text["en"]


def test_12_4a_3_says_the_unit_does_not_meet_the_condition():
    trace = _run("gr-rule-destroy-not-twice")
    steps = [s for s in trace.steps if s.kind == "no-second-destroy-process"]
    assert steps
    for step in steps:
        assert "still meets" not in step.text["en"]
        assert "does not meet the destroy condition" in step.text["en"]
        assert "破壊条件を満たしません" in step.text["ja"]


def test_a_process_given_in_the_boards_gate_is_registered_and_its_exemption_explained(load):
    board = load(
        "",
        state="""\
        turn_player: A
        players:
          A:
            ruler: {id: rA, life: 7}
            deck: [a1, a2]
            attack_zone:
              center:
                - {id: u1, name: {ja: 騎士, en: Knight}, hp: 3, damage: 3}
          B:
            ruler: {id: rB, life: 7}
            deck: [b1, b2]
            damage_zone: [x1, x2, x3, x4, x5, x6, x7]
        gate:
          - destroy_process: {reason: rule, cards: [u1]}
          - defeat_process: [B]
        """,
    )
    trace = engine.run(board)
    kinds = [s.kind for s in trace.steps]
    # the defeat process resolves first (top of the gate); before that, the first check explains both
    assert kinds.index("no-second-destroy-process") < kinds.index("defeat-process-resolved")
    assert "no-second-defeat-process" in kinds
    assert "destroy-process-placed" not in kinds and "defeat-process-placed" not in kinds


def test_each_exemption_is_said_once_per_change_not_at_every_check():
    trace = _run("gr-rule-destroy-not-twice")
    steps = [s for s in trace.steps if s.kind == "no-second-destroy-process"]
    # once when first found (4 damage), once after the damage went up to 6
    assert [trace.state_at(s.index)["cards"]["golem"]["damage"] for s in steps] == [4, 6]


def test_the_12_6a_1_japanese_says_both_ways_the_exemption_ends():
    trace = _run("gr-soul-exception")
    kept = engine.select(trace.steps, "soul-kept-for-ability")
    assert "プレイされないことになるまで" in kept.text["ja"]
    assert "will not be played" in kept.text["en"]


def test_the_illegal_soul_reason_follows_12_6a():
    trace = _run("gr-soul-exception")
    step = engine.select(trace.steps, "illegal-soul")
    assert "on the field" not in step.text["en"] and "場のどのカード" not in step.text["ja"]
    # the Ash was never attached to anything: no talk of a card that left the field
    assert "3-2d" not in step.cites


def test_recover_on_a_ruler_is_refused_with_the_player_form_suggested(load):
    import pytest

    with pytest.raises(engine.BoardError) as error:
        load("script:\n  - play: {by: A, effects: [{recover: {card: rA, amount: 1}}]}\n")
    message = " ".join(error.value.problems)
    assert "'rA' is a ruler" in message and "recover: {player: A, amount: N}" in message


def test_a_player_recovers_cards_out_of_the_damage_zone(load):
    board = load(
        "script:\n  - play: {by: A, effects: [{recover: {player: A, amount: 2}}]}\n",
        state="""\
        turn_player: A
        players:
          A:
            ruler: {id: rA, life: 7}
            deck: [a1, a2]
            damage_zone: [d1, d2, d3]
          B:
            ruler: {id: rB, life: 7}
            deck: [b1, b2]
        """,
    )
    trace = engine.run(board)
    step = engine.select(trace.steps, "player-recovered")
    assert step is not None and step.cites == ("13",)
    assert "2 cards" in step.text["en"]
    end = trace.state_at(len(trace.steps) - 1)
    assert end["players"]["A"]["damage_zone"] == ["d1"]
    assert sorted(end["players"]["A"]["graveyard"]) == ["d2", "d3"]
    assert "recover: {player: A, amount: 2}" in board.to_text()  # the effect round-trips
    assert engine.load_board(board.to_text()).to_text() == board.to_text()


def test_recover_names_a_player_who_is_on_the_board(load):
    import pytest

    with pytest.raises(engine.BoardError) as error:
        load("script:\n  - play: {by: A, effects: [{recover: {player: C, amount: 1}}]}\n")
    assert "player 'C'" in " ".join(error.value.problems)
