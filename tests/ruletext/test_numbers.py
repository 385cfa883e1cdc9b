import doctest

import pytest

from engine.ruletext import RuleNumber, RuleNumberError, find_references, normalize
from engine.ruletext import numbers as numbers_module


def test_the_module_examples_hold():
    failures, tried = doctest.testmod(numbers_module)
    assert tried > 0 and failures == 0


@pytest.mark.parametrize("text", ["12", "12-4", "12-4b", "12-4b-2a", "8-1-3-4-1", "1-3-5-1"])
def test_it_parses_and_prints_the_canonical_form(text):
    assert str(RuleNumber.parse(text)) == text


@pytest.mark.parametrize(
    "text", ["", "12-", "-12", "12--4", "12-4B", "12-4ab", "b-12", "12.4", "0-1", "100-1", "12 4"]
)
def test_it_rejects_what_is_not_canonical(text):
    with pytest.raises(RuleNumberError) as caught:
        RuleNumber.parse(text)
    assert repr(text) in str(caught.value)  # the message quotes the input


def test_each_letter_is_a_level_of_its_own():
    number = RuleNumber.parse("12-4b-2a")
    assert [str(a) for a in number.ancestors()] == ["12", "12-4", "12-4b", "12-4b-2"]
    assert str(number.parent) == "12-4b-2"
    assert number.depth == 4
    assert RuleNumber.parse("12-4b").is_ancestor_of(number)
    assert not RuleNumber.parse("12-4a").is_ancestor_of(number)


def test_it_sorts_in_rule_order():
    texts = ["12-5", "12-4b", "12-4a-1", "12-4", "12-4a", "12-10", "12-4-1", "8-1-3-4-1"]
    ordered = sorted(RuleNumber.parse(t) for t in texts)
    assert [str(n) for n in ordered] == [
        "8-1-3-4-1",
        "12-4",
        "12-4-1",
        "12-4a",
        "12-4a-1",
        "12-4b",
        "12-5",
        "12-10",
    ]


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("１２－４ｂ－３ａ", "12-4b-3a"),
        ("１２－４ｂ", "12-4b"),
        ("12.4b", "12-4b"),
        ("12-4B", "12-4b"),
        (" 12 - 4 b ", "12-4b"),
        ("12ー4b", "12-4b"),
        ("12–4b–3a", "12-4b-3a"),
        ("8.1.3.4", "8-1-3-4"),
        ("第12章", "12"),
        ("12-4b.", "12-4b"),
    ],
)
def test_it_understands_what_people_type(typed, meant):
    assert str(normalize(typed)) == meant


@pytest.mark.parametrize(
    "typed", ["破壊", "trigger", "", "12-4ab", "a-1", "<script>", "1" * 70, "100-1", "12-4b-2a-" * 10]
)
def test_it_says_none_for_what_is_not_a_number(typed):
    assert normalize(typed) is None


def test_it_finds_references_in_rule_text_and_nothing_else():
    text = "この時点で12-4a-1も12-4a-2も満たしていない。ルーラーダメージ処理（13-5）を実行。第11章、(14-15)。"
    found = [(str(r.number), text[r.start : r.end]) for r in find_references(text)]
    assert found == [
        ("12-4a-1", "12-4a-1"),
        ("12-4a-2", "12-4a-2"),
        ("13-5", "13-5"),
        ("11", "第11章"),
        ("14-15", "14-15"),
    ]


@pytest.mark.parametrize("text", ["HP 6", "2020-12-25", "1枚", "ST01-001", "OP05-119", "Ver. 1.0.0", "x12-4"])
def test_counts_dates_and_card_codes_are_not_references(text):
    assert list(find_references(text)) == []
