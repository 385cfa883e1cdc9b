"""Chapters 3 and 4: the areas (3-2 … 3-10) and the terms (4-3 … 4-11) the steps cite — a card that
cannot be removed from the field (4-11-2), a Leader that never leaves its area (3-6-3), two base
costs (4-9-2-2), DON!! placed one at a time (3-3-3), and the card-text word refused when misused."""

from __future__ import annotations

from pathlib import Path

import pytest

import engine
from engine.core.errors import BoardError
from engine.core.runner import BOARDS_DIR

from .conftest import final_state, run_shipped, steps_of

OP = BOARDS_DIR / "onepiece"


def board_of(name: str) -> str:
    return Path(OP / f"{name}.yaml").read_text(encoding="utf-8")


def test_the_opponents_effects_cannot_remove_it_but_a_battle_ko_still_happens():
    trace = run_shipped("op-cannot-be-removed")
    kept = steps_of(trace, "cannot-be-removed")
    assert len(kept) == 2 and all("4-11-2" in s.cites and "1-3-3" in s.cites for s in kept)
    assert "Returning it to the hand" in kept[0].text["en"] and "A K.O." in kept[1].text["en"]
    assert not steps_of(trace, "return-to-hand")
    assert final_state(trace)["cards"]["anchor"]["zone"] == "B.trash"  # by battle (7-1-4-1-2)


def test_a_card_without_the_prohibition_goes_to_its_owners_hand():
    trace = run_shipped("op-cannot-be-removed", **{"choose-tide": "deckhand"})
    (back,) = steps_of(trace, "return-to-hand")
    assert "4-2-1-1" in back.cites and "owner's hand, B's" in back.text["en"]
    assert trace.state_at(trace.steps.index(back))["cards"]["deckhand"]["zone"] == "B.hand"


def test_any_protects_from_the_cards_own_side_too_and_opponent_does_not():
    text = board_of("op-cannot-be-removed").replace("cannot_be_removed: opponent", "cannot_be_removed: any")
    trace = engine.run(engine.load_board(text, source_name="any.yaml"), {})
    assert "by effects." in steps_of(trace, "cannot-be-removed")[0].text["en"]
    # a Character of A's own, protected from the opponent's effects only, is trashed by A's effect
    own = text.replace(
        "whose: opponent, area: characters, cost_max: 5", "whose: you, area: characters, cost_max: 5"
    )
    own = own.replace("      cost_area: {active: 5}\n", MINE, 1).replace(
        "choose-tide: anchor", "choose-tide: mine"
    )
    trace = engine.run(engine.load_board(own, source_name="own.yaml"), {})
    assert final_state(trace)["cards"]["mine"]["zone"] == "A.hand"


MINE = """\
      cost_area: {active: 5}
      characters:
        - id: mine
          cost: 2
          power: 2000
          effects:
            - {timing: permanent, cannot_be_removed: opponent, to: self}
"""


def test_a_leader_chosen_by_an_effect_that_moves_cards_stays():
    text = board_of("op-cannot-be-removed").replace(
        "{return_to_hand: {whose: opponent, area: characters, cost_max: 5, up_to: true}}",
        "{return_to_hand: {whose: opponent, area: field, up_to: true}}",
    )
    text = text.replace("choose-tide: anchor", "choose-tide: lB")
    trace = engine.run(engine.load_board(text, source_name="leader.yaml"), {})
    (stays,) = steps_of(trace, "leader-stays")
    assert stays.cites[0] == "3-6-3" and "stays in the Leader area" in stays.text["en"]
    assert final_state(trace)["cards"]["lB"]["zone"] == "B.leader"


@pytest.mark.parametrize(
    ("effect", "message"),
    [
        ("{timing: permanent, cannot_be_removed: sometimes, to: self}", "expected one of any, opponent"),
        (
            "{timing: permanent, cannot_be_removed: opponent}",
            "missing key 'to' (the cards that cannot be removed",
        ),
    ],
)
def test_a_misused_cannot_be_removed_is_refused(effect, message):
    text = board_of("op-cannot-be-removed").replace(
        "{id: deckhand, name: {ja: 甲板員, en: Deckhand}, cost: 2, power: 2000}",
        "{id: deckhand, cost: 2, power: 2000, effects: [" + effect + "]}",
    )
    with pytest.raises(BoardError) as info:
        engine.load_board(text, source_name="bad.yaml")
    assert any(message in p for p in info.value.problems), info.value.problems


def test_two_base_costs_the_highest_applies_whatever_the_order():
    trace = run_shipped("op-base-cost-highest")
    second = steps_of(trace, "base")[1]
    assert "4-9-2-2" in second.cites and "4-9-1" in second.cites
    assert final_state(trace)["cards"]["admiral"]["cost"] == 3
    assert final_state(trace)["cards"]["admiral"]["zone"] == "B.characters"


def test_two_don_leave_the_don_deck_one_at_a_time_and_are_placed_active():
    trace = run_shipped("op-first-turns")
    phases = steps_of(trace, "don-phase")
    one, two = phases[0], phases[1]
    assert "3-9-3" in one.cites and "3-3-3" not in one.cites
    assert "3-3-3" in two.cites and "one at a time" in two.text["en"]


def test_setup_places_the_life_cards_one_at_a_time():
    trace = run_shipped("op-setup-redraw", **{"first-A": "second", "redraw-B": "redraw", "redraw-A": "keep"})
    life = steps_of(trace, "life-placed")
    assert life and all("3-2-3" in s.cites and "3-10-1" in s.cites for s in life)
    (hand,) = steps_of(trace, "opening-hand")
    assert {"4-5-1", "3-4-3", "3-1-4"} <= set(hand.cites)


def test_a_negated_blocker_cannot_block_and_an_unnegated_one_is_offered():
    trace = run_shipped("op-negated-blocker")
    (block,) = steps_of(trace, "block")
    assert block.decision is None and "4-1-2" in block.cites
    assert final_state(trace)["players"]["B"]["leader"]["life"] == 3
    other = run_shipped("op-negated-blocker", **{"choose-smoke": "none", "block-lA": "shield"})
    (block,) = steps_of(other, "block")
    assert block.decision is not None and "4-1-2" not in block.cites


def test_a_negated_double_attack_deals_one_damage():
    text = board_of("op-negated-blocker").replace(
        "leader: {id: lA, name: {ja: 赤の船長, en: Red Captain}, power: 5000}",
        "leader: {id: lA, name: {ja: 赤の船長, en: Red Captain}, power: 5000}\n"
        "      characters: [{id: twin, cost: 5, power: 6000, keywords: [double_attack]}]",
    )
    text = text.replace(
        "whose: opponent, area: characters, up_to: true", "whose: you, area: characters, up_to: true"
    )
    text = text.replace("choose-smoke: shield", "choose-smoke: twin").replace(
        "attacker: lA", "attacker: twin"
    )
    trace = engine.run(engine.load_board(text, source_name="twin.yaml"), {"block-twin": "no-block"})
    (damage,) = steps_of(trace, "damage-processing")
    assert "10-1-2" not in damage.cites and "takes 1 damage" in damage.text["en"]
