"""Costs as the official rules state them (DON!! −X from anywhere the player has DON!!, 10-2-10-1;
an optional cost that cannot be paid is not offered, 8-3-1-3/8-3-1-4; a cost unpayable part way,
8-3-1-3-1, 10-2-13-5) and the battle's leftovers (K.O. in battle 7-1-4-1-2; "at the end of the
battle" 7-1-5-2; what is refused during a battle or outside the Counter Step, 10-2-2-1, 10-2-3-1,
10-2-4-1), checked on the shipped boards, every branch, and small variants of them."""

from __future__ import annotations

from pathlib import Path

import pytest

import engine

from .conftest import steps_of

BOARDS = Path(__file__).resolve().parents[2] / "data" / "boards" / "onepiece"


def board_text(name: str) -> str:
    return (BOARDS / f"{name}.yaml").read_text(encoding="utf-8")


def run(text: str, choices: dict[str, str] | None = None) -> engine.Trace:
    return engine.run(engine.load_board(text, source_name="variant.yaml"), choices or {})


PLAYER_B = """
    B:
      leader: {id: lB, name: {ja: 青の航海士, en: Blue Navigator}, power: 5000}
      life: [bl1, bl2]
      deck: [b1, b2]
"""


def variant(board_id: str) -> str:
    """A variant board's header (citing 8-3-1) down to its player A's Leader, the Red Captain, whose
    keys and the rest of the state follow."""
    return f"""
board:
  id: {board_id}
  title: {{ja: 変形, en: Variant}}
  game: onepiece
  rulebook: one-piece
  version: "1.2.1"
  sections: [8-3-1]
state:
  turn_player: A
  players:
    A:
      leader:
        id: lA
        name: {{ja: 赤の船長, en: Red Captain}}
        power: 5000
"""


def don_minus_board(*, leader_don: int, active: int, rested: int, x: int = 1) -> str:
    return (
        variant("v-don-minus")
        + f"""\
        given_don: {leader_don}
        effects:
          - timing: activate_main
            text:
              ja: "【起動メイン】ドン!!−{x}：カード1枚を引く。"
              en: "[Activate: Main] DON!! −{x}: Draw 1 card."
            cost: [{{don_minus: {x}}}]
            do: [{{draw: 1}}]
      cost_area: {{active: {active}, rested: {rested}}}
      don_deck: 5
      life: [al1]
      deck: [a1, a2]
{PLAYER_B}
script:
  - activate: {{card: lA}}
"""
    )


def test_don_minus_counts_the_don_given_to_the_leader():
    # no DON!! in the cost area: the one given to the Leader pays DON!! −1 (10-2-10-1)
    trace = run(don_minus_board(leader_don=1, active=0, rested=0))
    paid = steps_of(trace, "pay-cost")
    assert len(paid) == 1 and {"8-3-1-6", "10-2-10-1"} <= set(paid[0].cites)
    assert paid[0].decision is None  # one place only: nothing to choose
    end = trace.state_at(-1)
    assert end["cards"]["lA"]["given_don"] == 0 and end["players"]["A"]["don_deck"] == 6
    assert end["cards"]["a1"]["zone"] == "A.hand"


def test_don_minus_with_no_don_anywhere_cannot_be_paid():
    trace = run(don_minus_board(leader_don=0, active=0, rested=0))
    assert steps_of(trace, "cost-cannot-be-paid") and not steps_of(trace, "draw")


def test_each_don_returned_is_the_players_choice_among_every_place():
    choices = {"don-minus-lA": "rested", "don-minus-lA#2": "lA"}
    trace = run(don_minus_board(leader_don=1, active=1, rested=1, x=2), choices)
    first, second = steps_of(trace, "pay-cost")
    assert first.decision is not None and set(first.decision.options) == {"active", "rested", "lA"}
    assert second.decision is not None and set(second.decision.options) == {"active", "lA"}
    state = trace.state_at(first.index)
    assert state["players"]["A"]["cost_area"] == {"active": 1, "rested": 0}
    assert trace.state_at(second.index)["cards"]["lA"]["given_don"] == 0


@pytest.mark.parametrize(
    ("first", "second"), [("active", "lA"), ("stargazer", "active"), ("lA", "stargazer")]
)
def test_the_shipped_don_minus_board_gives_the_same_draw_whichever_don_is_returned(first, second):
    choices = {"don-minus-stargazer": first, "don-minus-stargazer#2": second}
    trace = run(board_text("op-cost-don-minus"), choices)
    end = trace.state_at(-1)
    assert end["players"]["A"]["don_deck"] == 9
    assert end["cards"]["a2"]["zone"] == "A.hand"
    given = end["cards"]["lA"]["given_don"] + end["cards"]["stargazer"]["given_don"]
    assert given + end["players"]["A"]["cost_area"]["active"] == 1


def test_an_optional_cost_that_cannot_be_paid_is_not_asked():
    trace = run(board_text("op-cost-optional-unpayable"))
    assert all(d.key != "cost-hermit" for d in trace.decisions())
    refused = steps_of(trace, "cost-cannot-be-paid")
    assert len(refused) == 1 and "8-3-1-4" in refused[0].cites
    asked = [d for d in trace.decisions() if d.key == "cost-peddler"]
    assert asked and asked[0].options == ("pay", "skip")


def test_a_cost_that_fails_part_way_pays_what_it_can_and_resolves_nothing():
    trace = run(board_text("op-cost-paid-in-part"))
    part = steps_of(trace, "cost-paid-in-part")
    assert len(part) == 1 and "10-2-13-5" in part[0].cites
    assert not steps_of(trace, "draw") and not steps_of(trace, "activate")
    state = trace.state_at(part[0].index)
    assert state["players"]["A"]["cost_area"] == {"active": 0, "rested": 1}  # 1 of the 2 rested
    assert steps_of(trace, "once-per-turn")  # used up all the same


def test_the_same_cost_paid_in_full_draws():
    trace = run(board_text("op-cost-paid-in-part"), {"don-minus-gunner": "lA"})
    assert not steps_of(trace, "cost-paid-in-part")
    assert trace.state_at(-1)["cards"]["a1"]["zone"] == "A.hand"
    assert trace.state_at(-1)["players"]["A"]["cost_area"] == {"active": 0, "rested": 2}


ONCE_NOT_PAID = (
    variant("v-once")
    + f"""\
        effects:
          - timing: activate_main
            once_per_turn: true
            text:
              ja: "【起動メイン】【ターン1回】②：カード1枚を引く。"
              en: "[Activate: Main] [Once Per Turn] ②: Draw 1 card."
            cost: [{{rest_don: 2}}]
            do: [{{draw: 1}}]
      characters:
        - id: steward
          name: {{ja: 給仕係, en: Steward}}
          cost: 1
          power: 1000
          effects:
            - timing: activate_main
              text:
                ja: "【起動メイン】ドン!!1枚をアクティブにする。"
                en: "[Activate: Main] Set 1 DON!! as active."
              do: [{{set_active_don: 1}}]
      cost_area: {{active: 1, rested: 1}}
      life: [al1]
      deck: [a1, a2]
{PLAYER_B}
script:
  - activate: {{card: lA}}
  - activate: {{card: steward}}
  - activate: {{card: lA}}
"""
)


def test_a_once_per_turn_effect_whose_cost_could_not_be_paid_at_all_is_not_used_up():
    trace = run(ONCE_NOT_PAID)
    assert len(steps_of(trace, "cost-cannot-be-paid")) == 1
    assert not steps_of(trace, "once-per-turn")
    assert trace.state_at(-1)["cards"]["a1"]["zone"] == "A.hand"


def test_a_character_lost_in_battle_is_ko_d_citing_the_damage_step_rule():
    trace = run(board_text("op-battle-ko-end-of-battle"))
    (ko,) = steps_of(trace, "ko")
    assert {"10-2-1", "7-1-4-1-2"} <= set(ko.cites) and "7" not in ko.cites


def test_end_of_battle_effects_resolve_before_battle_power_ends_and_only_for_cards_that_battled():
    text = board_text("op-battle-ko-end-of-battle").replace(
        "      life: [al1, al2]\n      deck: [a1, a2]",
        """        - id: bystander
          name: {ja: 見物人, en: Bystander}
          cost: 1
          power: 1000
          effects:
            - timing: end_of_battle
              text: {ja: バトル終了時、1枚引く。, en: "At the end of its battle, draw 1 card."}
              do: [{draw: 1}]
      life: [al1, al2]
      deck: [a1, a2]""",
        1,
    )
    trace = run(text)
    draws = steps_of(trace, "draw")
    assert len(draws) == 1  # the Duelist's; the Bystander did not battle
    (ends,) = steps_of(trace, "battle-effects-end")
    assert draws[0].index < ends.index
    assert trace.state_at(-1)["cards"]["a2"]["zone"] == "A.deck"


def test_a_blocker_that_battles_gets_its_end_of_battle_effect():
    text = board_text("op-battle-ko-end-of-battle").replace(
        "      life: [bl1, bl2]\n      deck: [b1, b2]\n\nscript:",
        """        - id: guard
          name: {ja: 見張りの盾, en: Shield Guard}
          cost: 2
          power: 8000
          keywords: [blocker]
          effects:
            - timing: end_of_battle
              text: {ja: バトル終了時、1枚引く。, en: "At the end of its battle, draw 1 card."}
              do: [{draw: 1}]
      life: [bl1, bl2]
      deck: [b1, b2]

script:""",
    )
    trace = run(text, {"block-duelist": "guard"})
    assert trace.state_at(-1)["cards"]["b1"]["zone"] == "B.hand"  # the Guard battled and stayed
    assert trace.state_at(-1)["cards"]["b2"]["zone"] == "B.deck"  # the Deckhand, blocked for, did not
    assert trace.state_at(-1)["cards"]["deckhand"]["zone"] == "B.characters"


def test_refusals_outside_the_counter_step_and_during_a_battle():
    trace = run(board_text("op-not-in-battle"))
    refused = steps_of(trace, "cannot-use")
    assert [s.cites[0] for s in refused] == ["10-2-4-1", "10-2-2-1", "10-2-3-1"]
    assert trace.state_at(-1)["players"]["B"]["cost_area"] == {"active": 2, "rested": 0}


def test_the_attacker_cannot_use_its_own_counter_event_during_its_attack():
    text = board_text("op-not-in-battle").replace(
        "        - play: {card: broadside, by: B}", "        - play: {card: smoke}"
    )
    refused = steps_of(run(text), "cannot-use")
    assert [s.cites[0] for s in refused] == ["10-2-4-1", "10-2-2-1", "10-2-4-1"]


@pytest.mark.parametrize(
    ("action", "message"),
    [
        ("- play: {card: quartermaster}", "not in A's hand"),
        ("- give_don: {card: lA}", "in_counter_step takes play or activate"),
    ],
)
def test_what_a_counter_step_cannot_mean_is_refused_by_line(action, message):
    text = board_text("op-not-in-battle").replace(
        "- activate: {card: quartermaster}\n        ", action + "\n        ", 1
    )
    with pytest.raises(engine.BoardError) as error:
        run(text)
    assert message in str(error.value)


def test_the_non_turn_player_cannot_use_a_counter_event_in_the_main_phase_either():
    text = board_text("op-not-in-battle").replace(
        "  - label: counter-in-main\n    play: smoke\n",
        "  - label: counter-in-main\n    play: {card: smoke-b, by: B}\n",
    )
    text = text.replace(
        "      hand:\n        - id: broadside",
        """      hand:
        - id: smoke-b
          name: {ja: 黒煙, en: Black Smoke}
          type: event
          cost: 1
          effects:
            - timing: counter
              text: {ja: 【カウンター】カード1枚を引く。, en: "[Counter] Draw 1 card."}
              do: [{draw: 1}]
        - id: broadside""",
    )
    trace = run(text, {"counter-lA": "stop"})  # B could use it in the Counter Step
    first = steps_of(trace, "cannot-use")[0]
    assert first.cites[0] == "10-2-4-1" and first.text["en"].startswith("B wants")
    assert trace.state_at(first.index)["cards"]["smoke-b"]["zone"] == "B.hand"


def test_an_auto_once_per_turn_effect_whose_cost_failed_part_way_is_refused_citing_10_2_13_5():
    """Two K.O.s meet the Leader's [Once Per Turn] auto effect twice; the first time its cost
    cannot be paid in full (the DON!! −1 took an active DON!! that ② needed), so its text does not
    resolve, and the second time it is refused all the same (10-2-13-5), not as resolved (10-2-13-3)."""
    text = board_text("op-auto-many-times-once-per-turn")
    text = text.replace(
        "            do: [{power: {by: 1000, to: self}}]\n      life: [al1, al2]",
        "            cost: [{don_minus: 1}, {rest_don: 2}]\n"
        "            do: [{power: {by: 1000, to: self}}]\n        given_don: 1\n      life: [al1, al2]",
    )
    text = text.replace("cost_area: {active: 2}", "cost_area: {active: 4}").replace("turn: 3,", "turn: 5,")
    trace = run(text, {"don-minus-lA": "active"})
    part = steps_of(trace, "cost-paid-in-part")
    refused = steps_of(trace, "once-per-turn")
    assert len(part) == 1 and len(refused) == 1 and part[0].index < refused[0].index
    assert "10-2-13-5" in refused[0].cites and "10-2-13-3" not in refused[0].cites
    assert "could not be paid in full" in refused[0].text["en"] and "支払えなかった" in refused[0].text["ja"]
    # 5000 and +1000 for the DON!! still given to it (6-5-5-2): nothing from its text, never resolved
    assert trace.state_at(-1)["cards"]["lA"]["power"] == 6000

    paid = run(text, {"don-minus-lA": "lA"})  # the Leader's DON!! returned: paid in full, resolved
    again = steps_of(paid, "once-per-turn")
    assert not steps_of(paid, "cost-paid-in-part") and len(again) == 1 and "10-2-13-3" in again[0].cites
