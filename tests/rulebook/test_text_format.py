import pytest

from engine.rulebook import RulebookFormatError, parse_text
from engine.rulebook.catalog import load_file, rulebooks


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
    source = "12-1. ok\n12-1. again\n12-4B. bad\n12-3. ok\n12-2. out of order\n12-5.\n"
    with pytest.raises(RulebookFormatError) as caught:
        parse_text(source)
    problems = caught.value.problems
    assert any(p.startswith("line 2:") and "twice" in p for p in problems)
    assert any(p.startswith("line 3:") and "12-4B" in p for p in problems)
    assert any(p.startswith("line 5:") and "rule order" in p for p in problems)
    assert any(p.startswith("line 6:") and "no text" in p for p in problems)
    assert len(problems) == 4


@pytest.mark.parametrize("info", rulebooks(), ids=lambda info: info.slug)
def test_every_shipped_rulebook_parses(info):
    for version in info.versions:
        assert len(load_file(version.file).sections) > 20


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
