"""Issue 19, parts 3 and 4, for costs, activation, the Main Phase and the phases: their sentences come
from the message files (engine/onepiece/messages/*.ftl), a payment says who pays, no sentence says
the hand twice, and counts agree (one DON!! given, one or several waiting effects)."""

from __future__ import annotations

import re

import pytest

import engine
from engine.core import golden
from engine.core.messages import observe
from engine.core.text import Text
from engine.onepiece.say import MESSAGES, say

from .conftest import BOARDS, board_text

TOPICS = ("costs", "activation", "main-phase", "phases")
PREFIXES = {"costs": "cost-", "activation": "activation-", "main-phase": "main-phase-", "phases": "phases-"}


@pytest.fixture(scope="module")
def every_branch() -> list[engine.Step]:
    steps = []
    for path in BOARDS:
        for branch in golden.branches(engine.load_board_file(path)):
            if branch.trace is not None:
                steps += branch.trace.steps
    return steps


@pytest.mark.parametrize("topic", TOPICS)
def test_each_topic_file_defines_the_same_messages_in_both_languages_with_its_prefix(topic):
    directory = MESSAGES.directory
    ids = {}
    for lang in ("ja", "en"):
        text = (directory / f"{topic}.{lang}.ftl").read_text(encoding="utf-8")
        ids[lang] = set(re.findall(r"^([a-z][a-z0-9-]*) =", text, flags=re.M))
    assert ids["ja"] == ids["en"] and ids["en"]
    assert all(i.startswith(PREFIXES[topic]) for i in ids["en"]), sorted(ids["en"])


def test_the_steps_of_these_modules_are_messages(every_branch):
    """A pay-cost, play or give-DON!! step's sentence is exactly a rendered message."""
    with observe() as seen:
        for path in BOARDS:
            golden.branches(engine.load_board_file(path))
    rendered = {(r.text.ja, r.text.en[:1].upper() + r.text.en[1:]) for r in seen}
    kinds = {"pay-cost", "pay", "activate-card", "declare", "end-phase", "refresh", "don-phase"}
    checked = [s for s in every_branch if s.kind in kinds]
    assert checked
    for step in checked:
        assert (step.text["ja"], step.text["en"]) in rendered, (step.kind, step.text["en"])


def test_a_payment_says_who_pays_and_never_the_hand_twice(every_branch):
    paid = [s for s in every_branch if s.kind == "pay-cost"]
    assert paid
    for step in paid:
        en, ja = step.text["en"], step.text["ja"]
        assert not en.startswith("The cost of"), en
        assert re.search(r"\b[AB] (pays|rests|returns|trashes)\b", en), en
        assert re.search(r"[AB]は", ja), ja
        assert not re.search(r"from [AB]'s hand from", en), en
        assert not re.search(r"手札の[AB]の手札", ja), ja


def test_a_card_called_by_the_hand_it_was_in_is_not_said_to_come_from_the_hand_twice():
    said = say(
        "cost-trashed", card=Text(ja="Aの手札にあったカード", en="the card from A's hand"), where="yes"
    )
    assert said.en == "trashes the card from A's hand" and said.ja == "Aの手札にあったカードを捨てます"
    named = say("cost-trashed", card=Text(ja="古い帆布", en="Old Canvas"), where="no")
    assert named.en == "trashes Old Canvas from their hand" and named.ja == "手札の古い帆布を捨てます"


def test_one_don_given_is_not_said_for_each():
    board = engine.load_board(
        board_text(
            """
script:
  - give_don: {card: lA, count: 1}
  - give_don: {card: lA, count: 2}
""",
        ),
        source_name="give-don.yaml",
    )
    one, two = [s for s in engine.run(board, {}).steps if s.kind == "give-don"]
    assert "for each" not in one.text["en"] and "1枚につき" not in one.text["ja"]
    assert "+1000 power for each" in two.text["en"] and "1枚につきパワー+1000" in two.text["ja"]


@pytest.mark.parametrize(("count", "en"), [(1, "The timing of X was met"), (2, "The timings of X were met")])
def test_waiting_effects_agree_with_their_count(count, en):
    said = say("activation-waits-behind", new="X", new_count=count, before="Y", before_count=1)
    assert said.en.startswith(en) and said.en.endswith("(Y) has resolved.")


def test_a_when_effect_is_named_without_its_placeholder_timing(every_branch):
    for step in every_branch:
        assert '"when …" effect' not in step.text["en"], step.text["en"]
        assert "「〜した時」の効果" not in step.text["ja"], step.text["ja"]
