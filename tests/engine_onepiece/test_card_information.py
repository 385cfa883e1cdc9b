"""Issue 34, chapter 2: effects that choose cards by their information — name and part of a name
(2-1-2, 2-1-2-1), names, types and attributes from the card's text (2-1-3, 2-4-4, 2-5-7), category
(2-2-3-1 … 2-2-6-2), colour and multicolour (2-3-5, 2-3-6), type and part of a type (2-4-3,
2-4-3-1), attribute (2-5-4 … 2-5-6), card number (2-14-3), no base effect (2-8-5, 2-11-2) — and
the words refused when misused."""

from __future__ import annotations

import pytest

import engine
from engine.core.errors import BoardError
from engine.core.runner import BOARDS_DIR

OP = BOARDS_DIR / "onepiece"


def run(name: str) -> engine.Trace:
    return engine.run(engine.load_board_file(OP / f"{name}.yaml"))


def info_steps(trace: engine.Trace) -> list:
    return [s for s in trace.steps if s.kind == "card-information"]


def final(trace: engine.Trace) -> dict:
    return trace.state_at(len(trace.steps) - 1)["cards"]


def test_a_name_from_the_card_text_counts_in_the_trash():
    trace = run("op-chosen-by-name-and-type")
    name = info_steps(trace)[0]
    assert {"2-1-2", "2-1-3", "2-2-4-2"} <= set(name.cites)
    assert "Ship's Cook counts" in name.text["en"] and "「船の料理人」" in name.text["ja"]
    assert final(trace)["cook"]["zone"] == "A.characters"


def test_part_of_a_name_and_types_choose_only_the_cards_that_have_them():
    trace = run("op-chosen-by-name-and-type")
    part, typed, type_part = info_steps(trace)[1:4]
    assert "2-1-2-1" in part.cites and "Harbor Guard" not in part.text["en"]
    assert {"2-4-3", "2-4-2", "2-2-1"} <= set(typed.cites)
    assert "Guild Ledger is not a Character card" in typed.text["en"]  # an Event with the type
    assert {"2-4-3-1", "2-4-4"} <= set(type_part.cites)
    cards = final(trace)
    assert cards["lookout"]["zone"] == "B.trash" and cards["guard"]["zone"] == "B.characters"
    assert cards["ledger"]["zone"] == "A.trash"


def test_colour_multicolour_attribute_and_number():
    trace = run("op-chosen-by-colour-and-attribute")
    red, multi, slash, unknown, number = info_steps(trace)
    assert "2-3-5" in red.cites and "Blue Sentry" not in red.text["en"]
    assert {"2-3-6", "2-2-4-3"} <= set(multi.cites) and "Green Scout" not in multi.text["en"]
    assert {"2-5-4", "2-5-7", "2-5-5"} <= set(slash.cites)
    assert "Sword Dance" in slash.text["en"] and "Twin Blade and Drifter count" in slash.text["en"]
    assert "2-5-2" in unknown.cites
    assert "2-14-3" in number.cites and "Bosun" not in number.text["en"]
    cards = final(trace)
    assert cards["raider"]["zone"] == "B.trash" and cards["sentry"]["zone"] == "B.characters"
    assert cards["old-salt"]["zone"] == "A.characters" and cards["bosun"]["zone"] == "A.trash"


def test_category_no_base_effect_and_numbers_a_card_lacks():
    trace = run("op-chosen-by-category")
    stage_card, stage, no_base, event, no_cost, no_power = info_steps(trace)
    assert "2-2-6-2" in stage_card.cites and "2-2-6-1" in stage.cites and "2-2-5-1" in event.cites
    assert "2-11-2" in no_base.cites and "Decoy has only a [Trigger]" in no_base.text["en"]
    assert "2-7-5" in no_cost.cites and "Blue Navigator is a Leader" in no_cost.text["en"]
    assert "2-6-2" in no_power.cites and "Ration of Rum is an Event" in no_power.text["en"]
    cards = final(trace)
    assert cards["decoy"]["zone"] == "B.characters" and cards["grunt"]["zone"] == "B.trash"


def test_an_unseen_area_is_not_listed():
    """A choice among the opponent's hand names what it looks for, not the cards there."""
    text = BOARD.format(
        effect="{trash: {whose: opponent, area: hand, color: red, up_to: true}}",
        extra="",
        hand_b="[{id: b-red, name: {ja: 赤札, en: Red Note}, colors: [red]}]",
    )
    trace = engine.run(engine.load_board(text), {"choose-sweep": "none"})
    (step,) = info_steps(trace)
    assert step.text["en"].endswith("in B's hand.") and "Red Note" not in step.text["en"]


BOARD = """
board: {{id: op-info, title: {{ja: 情報, en: Info}}, game: onepiece, rulebook: one-piece, version: "1.2.1",
  sections: []}}
state:
  turn_player: A
  players:
    A:
      leader: {{id: lA, power: 5000}}
      cost_area: {{active: 1}}
      hand:
        - id: sweep
          type: event
          cost: 1
          effects: [{{timing: main, do: [{effect}]}}]
      {extra}
      deck: [a1]
    B:
      leader: {{id: lB, power: 5000}}
      hand: {hand_b}
      deck: [b1]
script:
  - play: sweep
"""


@pytest.mark.parametrize(
    ("effect", "extra", "message"),
    [
        ("{ko: {color: pink}}", "", "expected one of red, green"),
        ("{ko: {attribute: fire}}", "", "expected one of slash, strike"),
        ("{ko: {name: Deckhand}}", "", "{ja: ..., en: ...}"),
        ("{ko: {name_part: {ja: '', en: Crew}}}", "", "name_part needs a part of the text"),
        (
            "{draw: 1}",
            "trash: [{id: e1, type: event, attributes: [slash]}]",
            "only Leader and Character cards have one (2-5-5)",
        ),
        (
            "{draw: 1}",
            "trash: [{id: e1, type: event, counter: 1000}]",
            "only Character cards have one (2-10-2)",
        ),
    ],
)
def test_a_misused_card_information_word_is_refused(effect, extra, message):
    with pytest.raises(BoardError) as info:
        engine.load_board(BOARD.format(effect=effect, extra=extra, hand_b="[]"))
    assert any(message in p for p in info.value.problems), info.value.problems


def test_a_card_written_back_keeps_its_types_attributes_and_text_names():
    board = engine.load_board_file(OP / "op-chosen-by-name-and-type.yaml")
    again = engine.load_board(board.to_text())
    assert again.state.cards["dock-worker"].info == board.state.cards["dock-worker"].info
    assert again.state.cards["cook"].info.text_names == (("甲板員", "Deckhand"),)
