from pathlib import Path

import pytest

from engine.ruletext import RulebookFormatError, parse_text
from engine.ruletext.catalog import load_file, rulebooks


def test_it_builds_the_tree_in_document_order():
    book = parse_text("Title line\n12-1. 概要\n12-1a. a\n12-1b. b\n12-1b-1. c\n12-2. d\n")
    assert book.preamble == ["Title line"]
    rows = {str(s.number): s for s in book.sections}
    assert str(rows["12-1b-1"].parent) == "12-1b"
    assert rows["12-1"].parent is None
    assert (rows["12-1"].depth, rows["12-1b"].depth, rows["12-1b-1"].depth) == (0, 1, 2)
    assert (rows["12-1"].order, rows["12-1"].subtree_end) == (0, 3)
    assert rows["12-2"].subtree_end == rows["12-2"].order == 4


def test_a_line_without_a_number_continues_the_section_above():
    book = parse_text("8-1. first line\nsecond line\n")
    assert book.sections[0].text == "first line\nsecond line"


def test_it_lists_every_problem_with_its_line():
    source = "12-1. ok\n12-1a. a\n12-4B. bad\n12-3. ok\n12-2. out of order\n12-5.\n"
    with pytest.raises(RulebookFormatError) as caught:
        parse_text(source)
    problems = caught.value.problems
    assert any(p.startswith("line 3:") and "12-4B" in p for p in problems)
    assert any(p.startswith("line 5:") and "rule order" in p for p in problems)
    assert any(p.startswith("line 6:") and "no text" in p for p in problems)
    assert len(problems) == 3


@pytest.mark.parametrize("info", rulebooks(), ids=lambda info: info.slug)
def test_every_shipped_rulebook_parses(info):
    for version in info.versions:
        assert len(load_file(version.file).sections) > 20


FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "rulebooks"


def test_enumerated_steps_inside_a_rule_stay_in_that_rule():
    book = parse_text((FIXTURES / "official-1.2.0.txt").read_text(encoding="utf-8"))
    rows = {str(s.number): s for s in book.sections}
    assert "1" in rows and "2" not in rows and "3" not in rows
    steps = rows["8-1-3-3-5"].text.splitlines()
    assert steps[1:] == [
        "1. The player affected picks one of them.",
        "2. That effect is applied.",
        "3. The remaining ones are checked again.",
    ]
    assert str(rows["8-1-3-4"].parent) == "8-1-3"


def test_a_repeated_number_keeps_both_texts_and_is_a_warning_with_its_line():
    book = parse_text((FIXTURES / "official-1.2.0.txt").read_text(encoding="utf-8"))
    block = [s for s in book.sections if str(s.number) == "7-1-2-3"]
    assert len(block) == 1
    assert "Block Step" in block[0].text and "Counter Step" in block[0].text
    assert book.warnings == [
        "line 12: section 7-1-2-3 appears again (first on line 11); both texts are kept under it"
    ]


def test_headings_become_titles():
    book = parse_text((FIXTURES / "official-1.2.0.txt").read_text(encoding="utf-8"))
    rows = {str(s.number): s for s in book.sections}
    assert (rows["1-1"].title, rows["1-1"].text) == ("Number of Players", "")
    assert (rows["1"].title, rows["7-1-2"].title) == ("Game Overview", "Steps of a battle")
    # A sentence, a rule that introduces a list, and a short rule without subsections stay text.
    assert rows["8-1-3"].title == "" and rows["8-1-3"].text == "Effects come in four kinds."
    assert rows["8-1-3-3-5"].title == ""
    assert rows["1-1-1"].title == ""


def test_an_enumeration_that_runs_past_the_next_chapter_number_is_read_as_items_with_a_warning():
    book = parse_text((FIXTURES / "enumeration-edge.txt").read_text(encoding="utf-8"))
    assert [str(s.number) for s in book.sections] == ["1", "1-1", "2", "2-1", "3", "3-1"]
    assert book.sections[3].text.splitlines()[-1] == "4. End"
    assert book.warnings == [
        "line 8: '3.' read as item 3 of the enumeration in 2-1, not as chapter 3",
        "line 9: '4.' read as item 4 of the enumeration in 2-1, not as chapter 4",
    ]


def test_a_bare_number_before_any_section_opens_the_first_chapter():
    book = parse_text("Title\n3. Cards\n3-1. A card has a name.\n")
    assert [str(s.number) for s in book.sections] == ["3", "3-1"]
    assert book.sections[0].title == "Cards"


def test_a_section_number_without_its_dot_is_a_problem_not_a_continuation():
    with pytest.raises(RulebookFormatError) as caught:
        parse_text("12-4. 破壊\n12-4b-2a 破壊されたユニットは\n12-5. 次\n")
    assert caught.value.problems == [
        "line 2: '12-4b-2a 破壊されたユニットは' looks like section 12-4b-2a without the '.' after "
        "its number (write '12-4b-2a. ...'); it would be read as text of the section above"
    ]


@pytest.mark.parametrize("line", ["12 枚のカード", "1-2枚", "3-4 turns later", "2020-12-25 更新"])
def test_a_line_that_only_starts_with_digits_still_continues_the_section(line):
    book = parse_text(f"12-1. 概要\n{line}\n")
    assert book.sections[0].text == f"概要\n{line}"
