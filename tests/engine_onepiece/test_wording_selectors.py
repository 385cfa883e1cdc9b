"""Issue 19 part 4: ONE PIECE's wording of resolving, replacement, K.O., choosing, looking, the order
of both players' effects and the Character area lives in message files; one/several and similar
choices are Fluent selectors, not words built in Python."""

from __future__ import annotations

import pytest
from fluent.syntax import FluentParser, ast

from engine.core.text import Text
from engine.onepiece.say import MESSAGES, say

TOPICS = ("resolving", "replacement", "ko", "choosing", "look", "order", "character-area")
ECHO = Text(ja="赤のこだま", en="Red Echo")
ECHOES = Text(ja="赤のこだま、青のこだま", en="Red Echo and Blue Echo")


@pytest.mark.parametrize("topic", TOPICS)
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_each_topic_names_its_messages_after_itself(topic, lang):
    path = MESSAGES.directory / f"{topic}.{lang}.ftl"
    ids = [
        e.id.name
        for e in FluentParser().parse(path.read_text(encoding="utf-8")).body
        if isinstance(e, ast.Message)
    ]
    assert ids and all(i.startswith(f"{topic}-") for i in ids), ids


def test_one_card_goes_several_go():
    one = say("ko-to-trash", cards=ECHO, count=1)
    several = say("ko-to-trash", cards=ECHOES, count=2)
    assert one.en == "Red Echo goes to the trash."
    assert several.en == "Red Echo and Blue Echo go to the trash."
    assert one.ja == "赤のこだまをトラッシュに置きます。"


def test_the_on_ko_sentence_counts_cards_and_effects_alike():
    said = say(
        "ko-on-the-field",
        cards=ECHOES,
        count=2,
        how="effect",
        its="no",
        holders=ECHOES,
        holder_count=2,
        effect_count=2,
        optional="no",
    )
    assert "timings of Red Echo and Blue Echo are met" in said.en
    assert "the effects are activated there, before the cards go to the trash" in said.en
    alone = say(
        "ko-on-the-field",
        cards=ECHO,
        count=1,
        how="battle",
        its="yes",
        holders=ECHO,
        holder_count=1,
        effect_count=1,
        optional="yes",
    )
    assert alone.en == (
        "Red Echo is K.O.'d by battle. Its [On K.O.] timing is met while on the field, so the effect may "
        "be activated there, before the card goes to the trash."
    )


@pytest.mark.parametrize(("count", "pronoun"), [(1, "it was"), (2, "they were")])
def test_a_replacement_not_applied_again_says_it_or_they(count, pronoun):
    said = say("replacement-same-again", sources=ECHO if count == 1 else ECHOES, count=count, card=ECHO)
    assert f"but {pronoun} already applied" in said.en


@pytest.mark.parametrize(
    ("chosen", "en", "ja"),
    [
        (0, "none can be chosen, so none is chosen.", "選べるカードがないので"),
        (1, "only 1 can be chosen, so that one is chosen.", "その1枚を選びます"),
        (2, "only 2 can be chosen, so those 2 are chosen.", "その2枚を選びます"),
    ],
)
def test_as_many_as_possible_says_how_many_are_chosen(chosen, en, ja):
    said = say(
        "choosing-as-far-as-possible", player="A", count=3, verb=say("resolving-verb-ko"), chosen_count=chosen
    )
    assert said.en.endswith(en) and ja in said.ja


def test_power_is_written_as_on_cards():
    said = say("resolving-power", card=ECHO, amount="+1000", until="turn", power="6000", below="no")
    assert said.en == "Red Echo gets +1000 power during this turn (now 6000)."
    assert said.ja == "赤のこだまはこのターン中、パワー+1000（現在6000）。"
    said = say("resolving-power", card=ECHO, amount="-4000", until="turn", power="-2000", below="yes")
    assert said.en.startswith("Red Echo gets -4000 power during this turn (now -2000). Power can go below 0")
