"""Issue 12: step texts true of the board — costs settle before anything activates, all-or-nothing
costs (added ones included), replacements that cannot be carried out, the order of several
replacements, and no count below zero."""

from __future__ import annotations

import pytest

import engine
from engine.onepiece.player import Player
from engine.onepiece.tracking import CountBelowZero

from .conftest import BOARDS, BOARDS_DIR, run_choosing_first

ADDED_COST_STATE = """\
turn_player: A
players:
  A:
    leader: {id: lA, power: 5000}
    life: [al1]
    characters:
      - id: smith
        name: {ja: 船大工, en: Shipwright}
        cost: 3
        power: 4000
        effects:
          - timing: activate_main
            cost: [{rest_don: 2}]
            text:
              ja: 【起動メイン】ドン!!2枚をレストにする：カード1枚を引く。
              en: "[Activate: Main] Rest 2 DON!!: Draw 1 card."
            do: [{draw: 1}]
    cost_area: {active: 2}
    deck: [a1, a2]
  B:
    leader: {id: lB, power: 5000}
    life: [bl1]
    stage:
      id: toll-gate
      name: {ja: 関所, en: Toll Gate}
      cost: 2
      effects:
        - timing: permanent
          add_cost: [{rest_don: 1}]
          to: {whose: opponent, area: characters}
    deck: [b1, b2]
"""


def test_an_added_cost_that_cannot_be_paid_stops_the_whole_cost(load):
    # own cost (rest 2) payable with 2 active DON!!, the added cost (rest 1) is not: nothing is paid
    board = load("script:\n  - activate: {card: smith}\n", state=ADDED_COST_STATE)
    trace = engine.run(board)
    kinds = [s.kind for s in trace.steps]
    assert "cost-cannot-be-paid" in kinds
    assert "pay-cost" not in kinds and "draw" not in kinds
    assert "activate" not in kinds
    refused = engine.select(trace.steps, "cost-cannot-be-paid")
    assert {"8-3-1-3", "8-3-1-2"} <= set(refused.cites)
    assert "added by another effect" in refused.text["en"]
    end = trace.state_at(-1)["players"]["A"]["cost_area"]
    assert end == {"active": 2, "rested": 0}


def test_a_count_cannot_go_below_zero():
    player = Player("A", "lA", active_don=1)
    with pytest.raises(CountBelowZero):
        player.active_don -= 2
    with pytest.raises(CountBelowZero):
        Player("B", "lB", rested_don=-1)


def test_no_count_is_negative_at_any_step_of_any_board_or_branch():
    from engine.core.golden import branches

    for path in BOARDS:
        for branch in branches(engine.load_board_file(path)):
            if branch.trace is None:
                continue
            for step in branch.trace.steps:
                state = branch.trace.state_at(step.index)
                for pid, player in state["players"].items():
                    counts = [*player["cost_area"].values(), player["don_deck"]]
                    assert min(counts) >= 0, (path.stem, step.index, pid)
                for card in state["cards"].values():
                    assert card["given_don"] >= 0


def _activations(trace: engine.Trace) -> list[engine.Step]:
    return [s for s in trace.steps if s.kind == "activate"]


@pytest.mark.parametrize("path", BOARDS, ids=[p.stem for p in BOARDS])
def test_nothing_activates_before_its_cost_is_settled(path):
    trace = run_choosing_first(engine.load_board_file(path))
    if trace is None:
        return
    for i, step in enumerate(trace.steps):
        if step.kind in ("cost-not-paid", "cost-cannot-be-paid", "effect-not-processed"):
            # the effect that was not activated was never said to activate
            before = trace.steps[:i]
            last_cost_start = max(
                (j for j, s in enumerate(before) if s.kind in ("declare", "play", "trigger", "optional")),
                default=-1,
            )
            assert all(s.kind != "activate" for s in before[last_cost_start + 1 :]), (path.stem, i)
        if step.kind == "pay-cost":
            following = trace.steps[i + 1 :]
            nxt = next((s for s in following if s.kind != "pay-cost"), None)
            # activates once paid, or the cost failed part way and the text does not resolve (8-3-1-3-1)
            assert nxt is not None and nxt.kind in ("activate", "cost-paid-in-part"), (
                path.stem,
                i,
                nxt and nxt.kind,
            )


def test_the_optional_cost_board_says_activates_only_when_the_cost_is_paid():
    board = engine.load_board_file(next(p for p in BOARDS if p.stem == "op-cost-optional"))
    skipped = engine.run(board)
    assert not _activations(skipped)
    paid = engine.run(board, {"cost-trader": "pay"})
    kinds = [s.kind for s in paid.steps]
    assert kinds.index("pay-cost") < kinds.index("activate") < kinds.index("draw")


def test_the_does_explanation_appears_only_where_the_text_has_no_may():
    for path in BOARDS:
        board = engine.load_board_file(path)
        trace = run_choosing_first(board)
        if trace is None:
            continue
        for step in trace.steps:
            en, ja = step.text["en"], step.text["ja"]
            assert "says 'does'" not in en and "「する」なので" not in ja
            if "it is not optional" in en.lower() or "任意ではありません" in ja:
                quoted = ja.split("の効果（", 1)[1].rsplit("）が発動", 1)[0] if "の効果（" in ja else ""
                assert "できる" not in quoted, (path.stem, step.index, ja)


REPLACEMENT_STATE = """\
turn_player: A
players:
  A:
    leader: {{id: lA, power: 5000}}
    life: [al1]
    cost_area: {{active: 1}}
    hand:
      - id: storm
        type: event
        cost: 1
        effects:
          - timing: main
            do: [{{ko: {{whose: any, count: 1}}}}]
    deck: [a1, a2]
  B:
    leader: {{id: lB, power: 5000}}
    life: [bl1]
    characters:
      - id: knight
        name: {{ja: 騎士, en: Knight}}
        cost: 3
        power: 4000
{own}
{more}
    stage:
      id: harbor
      name: {{ja: 避難港, en: Safe Harbor}}
      cost: 2
      effects:
        - timing: replacement
          instead_of: ko
          of: your_characters
          do: [{{trash: {{whose: you, area: hand}}}}]
    cost_area: {{active: 1}}
    hand: {hand}
    deck: [b1, b2]
"""
OWN = """\
        effects:
          - timing: replacement
            instead_of: ko
            do: [{rest_don: 1}]"""
SQUIRE = """\
      - id: squire
        name: {ja: 従者, en: Squire}
        cost: 1
        power: 1000
        effects:
          - timing: replacement
            instead_of: ko
            of: your_characters
            do: [{rest_don: 1}]"""


def _replacement_board(load, *, own: str = "", more: str = "", hand: str = "[b-spare]", script: str = ""):
    state = REPLACEMENT_STATE.format(own=own, more=more, hand=hand)
    return load("script:\n  - play: storm\n  - choose: {choose-storm: knight}\n" + script, state=state)


def test_a_replacement_whose_action_is_impossible_is_not_applied(load):
    board = _replacement_board(load, hand="[]")
    trace = engine.run(board)
    impossible = engine.select(trace.steps, "replacement-impossible")
    assert impossible is not None and "8-1-3-4" in impossible.cites
    assert "no card to choose in B's hand" in impossible.text["en"]
    assert "replace" not in [s.kind for s in trace.steps]
    assert trace.state_at(-1)["cards"]["knight"]["zone"] == "B.trash"
    assert not any(d.key.startswith("replace-harbor") for d in trace.decisions())


def test_a_possible_replacement_is_offered_under_its_own_cards_key(load):
    board = _replacement_board(load, script="  - choose: {replace-harbor: replace}\n")
    trace = engine.run(board)
    assert [d.key for d in trace.decisions() if d.key.startswith("replace")] == ["replace-harbor"]
    assert trace.state_at(-1)["cards"]["knight"]["zone"] == "B.characters"
    assert trace.state_at(-1)["cards"]["b-spare"]["zone"] == "B.trash"


def test_the_cards_own_replacement_comes_before_its_controllers_others(load):
    # 8-1-3-4-2: the replacement of the card the event happens to first, whatever the field order
    board = _replacement_board(load, own=OWN, script="  - choose: {replace-knight: decline}\n")
    trace = engine.run(board, {"replace-harbor": "decline"})
    keys = [d.key for d in trace.decisions() if d.key.startswith("replace")]
    assert keys == ["replace-knight", "replace-harbor"]


def test_several_replacements_of_one_player_are_ordered_by_that_player(load):
    board = _replacement_board(load, more=SQUIRE)
    with pytest.raises(engine.ChoiceNeeded) as needed:
        engine.run(board)
    assert needed.value.key == "replace-order-knight"
    assert needed.value.who == "B"
    assert sorted(needed.value.options) == ["harbor", "squire"]
    trace = engine.run(board, {"replace-order-knight": "squire", "replace-squire": "replace"})
    order = engine.select(trace.steps, "replacement-order")
    assert order is not None and "8-1-3-4-2" in order.cites and order.decision.who == "B"
    assert [s.kind for s in trace.steps].count("not-replaced-again") == 1
    assert trace.state_at(-1)["cards"]["b-spare"]["zone"] == "B.hand"


def test_with_five_characters_one_is_trashed_before_the_new_one_is_played():
    board = engine.load_board_file(next(p for p in BOARDS if p.stem == "op-sixth-character"))
    trace = engine.run(board)
    kinds = [s.kind for s in trace.steps]
    trash, play = kinds.index("rule-trash"), kinds.index("play")
    # 3-7-6-1: revealed, one of the 5 trashed, then played; the area never holds six
    assert trash < play
    step = trace.steps[trash]
    assert {"3-7-6-1", "3-7-6-1-1"} <= set(step.cites) and "9-1-2" not in step.cites
    assert "newcomer" not in step.decision.options and len(step.decision.options) == 5
    assert len(trace.state_at(trash)["players"]["A"]["characters"]) == 4
    assert len(trace.state_at(play)["players"]["A"]["characters"]) == 5
    assert all(len(trace.state_at(s.index)["players"]["A"]["characters"]) <= 5 for s in trace.steps)


def test_giving_rested_don_first_is_said_to_be_the_engines_default(load):
    state = """\
    turn_player: A
    players:
      A:
        leader: {id: lA, power: 5000}
        life: [al1]
        cost_area: {active: 2, rested: 1}
        hand:
          - id: boost
            type: event
            cost: 1
            effects:
              - timing: main
                do: [{give_don: {count: 2, to: lA}}]
        deck: [a1, a2]
      B:
        leader: {id: lB, power: 5000}
        life: [bl1]
        deck: [b1, b2]
    """
    trace = engine.run(load("script:\n  - play: boost\n", state=state))
    step = engine.select(trace.steps, "give-don")
    assert "engine's default" in step.text["en"] and "エンジンの既定" in step.text["ja"]


def test_an_optional_effect_with_a_cost_activates_only_after_the_cost(load):
    state = """\
    turn_player: A
    players:
      A:
        leader: {id: lA, power: 5000}
        life: [al1]
        cost_area: {active: 2}
        hand:
          - id: scout
            name: {ja: 斥候, en: Scout}
            cost: 1
            power: 1000
            effects:
              - timing: on_play
                may: true
                cost: [{rest_don: 1}]
                text:
                  ja: 【登場時】ドン!!1枚をレストにできる：カード1枚を引く。
                  en: "[On Play] You may rest 1 DON!!: Draw 1 card."
                do: [{draw: 1}]
        deck: [a1, a2]
      B:
        leader: {id: lB, power: 5000}
        life: [bl1]
        deck: [b1, b2]
    """
    trace = engine.run(load("script:\n  - play: scout\n  - choose: {may-scout: 'yes'}\n", state=state))
    kinds = [s.kind for s in trace.steps]
    assert kinds.index("optional") < kinds.index("pay-cost") < kinds.index("activate") < kinds.index("draw")
    optional = engine.select(trace.steps, "optional")
    assert optional.decision.key == "may-scout" and "activates" not in optional.text["en"]
    # 'not optional' is never said of an effect whose text has 「できる」
    assert "not optional" not in engine.select(trace.steps, "activate").text["en"]


def test_an_on_ko_is_activated_on_the_field_and_resolves_in_the_trash():
    board = engine.load_board_file(next(p for p in BOARDS if p.stem == "op-on-ko-on-the-field"))
    trace = engine.run(board)
    activated = next(s for s in trace.steps if s.kind == "activate" and "10-2-17-1" in s.cites)
    assert "sentry" in trace.state_at(activated.index)["players"]["B"]["characters"]
    resolves = engine.select(trace.steps, "on-ko-resolves")
    assert "sentry" in trace.state_at(resolves.index)["players"]["B"]["trash"]
    assert all("site reads" not in s.text["en"] for s in trace.steps)


def test_effects_put_in_order_are_shown_waiting_until_each_activates():
    """8-6-1: the table's waiting effects list every effect still to activate, those already put in
    order included, in the order they will activate; each leaves the list as it activates."""
    from engine.core.golden import branches

    path = BOARDS_DIR / "op-effects-met-while-resolving.yaml"
    trace = engine.run(engine.load_board_file(path))
    waiting = {s.index: [p["card"] for p in trace.state_at(s.index)["pending"]] for s in trace.steps}
    orders = [s.index for s in trace.steps if s.kind == "order"]
    # the Recruiter's, the Red Dock's and the Blue Watchpost's effects, turn player's first
    assert waiting[orders[0]] == ["recruiter", "dock", "watch"]
    # the Cabin Boy's play meets both timings again: the new ones wait behind the two already waiting
    assert waiting[orders[1]] == ["dock", "watch", "dock", "watch"]
    assert [waiting[s.index] for s in _activations(trace)] == [
        ["dock", "watch"],
        ["watch", "dock", "watch"],
        ["dock", "watch"],
        ["watch"],
        [],
    ]
    for path in BOARDS:  # whatever the board: an 'order' step about auto effects shows them waiting
        for branch in branches(engine.load_board_file(path)):
            for step in branch.trace.steps if branch.trace else ():
                if step.kind == "order" and "8-6-1" in step.cites:
                    assert len(branch.trace.state_at(step.index)["pending"]) >= 2, (path.stem, step.index)
