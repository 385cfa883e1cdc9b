"""The plain-text numbering format of comprehensive rules.

A line that starts with a section number and a dot (``12-4b-2a. ...``) opens a section; a
non-empty line that does not continues the section above it; lines before the first section are
the preamble (the rulebook's title line). Lines starting with ``#`` are comments.

Real documents need three more readings, each reported as a warning with its line:

* **Enumerations inside a rule.** Publishers write the steps of a rule as ``1.``, ``2.``, ``3.``
  on lines of their own. A bare number opens a section only where the numbering allows a new
  chapter: the first section of the book, or a chapter after the current one that does not
  continue the enumeration in progress. Otherwise the line stays in the rule above it.
* **A number the source repeats.** Both texts are kept, under the first occurrence, and the
  repetition is a warning, not a refusal.
* **Headings.** A one-line text without closing punctuation (``1-1. Number of Players``,
  ``12-1. 概要``) directly followed by its own subsections is the section's title.

Parsing collects every problem and raises :class:`RulebookFormatError` once, naming each line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .numbers import RuleNumber, RuleNumberError

_OPENS_SECTION_RE = re.compile(r"^(?P<number>\d[0-9A-Za-z\-]*)\.(?:\s+|(?=\S)|$)(?P<text>.*)$")
# ``12-4b-2a 破壊…``: a hyphenated section number and a space, but no dot after the number.
_MISSING_DOT_RE = re.compile(r"^(?P<number>\d+(?:-[0-9A-Za-z]+)+)\s+\S")


class RulebookFormatError(ValueError):
    """A rulebook file with problems; ``problems`` lists every one as ``line N: ...``."""

    def __init__(self, problems: list[str]):
        self.problems = problems
        super().__init__("\n".join(problems))


@dataclass
class ParsedSection:
    number: RuleNumber
    text: str
    line: int
    title: str = ""
    note: str = ""
    parent: RuleNumber | None = None
    depth: int = 0
    # Position in document order, and the position of the last section of the subtree.
    order: int = 0
    subtree_end: int = 0


@dataclass
class ParsedRulebook:
    preamble: list[str] = field(default_factory=list)
    sections: list[ParsedSection] = field(default_factory=list)
    #: What the parser read in a way worth checking (``line N: ...``); nothing was refused.
    warnings: list[str] = field(default_factory=list)

    def numbers(self) -> set[str]:
        return {str(s.number) for s in self.sections}


#: A heading ends without the punctuation that closes a sentence or introduces a list.
_SENTENCE_END = tuple(".。:：;；!！?？)）」』")
MAX_HEADING_LENGTH = 60


def parse_text(source: str) -> ParsedRulebook:
    """Parse a rulebook in the plain-text numbering format."""
    book = ParsedRulebook()
    problems: list[str] = []
    current: ParsedSection | None = None
    seen: dict[RuleNumber, ParsedSection] = {}
    # The enumeration in progress inside ``current``: the number its next item would have.
    next_item: int | None = None
    for line_no, raw in enumerate(source.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        match = _OPENS_SECTION_RE.match(line)
        if match:
            try:
                number = RuleNumber.parse(match.group("number"))
            except RuleNumberError as error:
                problems.append(f"line {line_no}: {error}")
                current = None
                continue
            if (
                current is not None
                and number.depth == 0
                and _is_item(book, current, number, next_item, line_no)
            ):
                current.text += "\n" + line
                next_item = number.chapter + 1
                continue
            next_item = None
            text = match.group("text").strip()
            if number in seen:
                first = seen[number]
                book.warnings.append(
                    f"line {line_no}: section {number} appears again (first on line {first.line}); "
                    "both texts are kept under it"
                )
                first.text = f"{first.text}\n{text}" if first.text else text
                current = first
                continue
            if not text:
                problems.append(f"line {line_no}: section {number} has no text")
            current = ParsedSection(number=number, text=text, line=line_no)
            seen[number] = current
            book.sections.append(current)
        elif missing_dot := _missing_dot(line, current):
            problems.append(
                f"line {line_no}: {line[:30]!r} looks like section {missing_dot} without the '.' after "
                f"its number (write '{missing_dot}. ...'); it would be read as text of the section above"
            )
        elif current is None:
            if book.sections or problems:
                continue  # the text of a section whose number was rejected above
            book.preamble.append(line)
        else:
            current.text += "\n" + line
    problems += link_tree(book.sections)
    if problems:
        raise RulebookFormatError(problems)
    _read_headings(book.sections)
    return book


def _is_item(
    book: ParsedRulebook, current: ParsedSection, number: RuleNumber, next_item: int | None, line_no: int
) -> bool:
    """Whether a bare ``N.`` inside ``current`` is an item of its enumeration rather than chapter N:
    it continues the enumeration in progress, or chapter N could not come here (warned when it could)."""
    item, last_chapter = number.chapter, book.sections[-1].number.chapter
    continues = next_item is not None and item == next_item
    if not (continues or item <= last_chapter):
        return False
    if continues and item > last_chapter:
        book.warnings.append(
            f"line {line_no}: '{item}.' read as item {item} of the enumeration in "
            f"{current.number}, not as chapter {item}"
        )
    return True


def _read_headings(sections: list[ParsedSection]) -> None:
    """A short one-line text directly followed by its own subsections is the section's title."""
    for section, after in zip(sections, sections[1:], strict=False):
        text = section.text
        if (
            not section.title
            and text
            and "\n" not in text
            and len(text) <= MAX_HEADING_LENGTH
            and not text.endswith(_SENTENCE_END)
            and after.parent == section.number
        ):
            section.title, section.text = text, ""


def _missing_dot(line: str, current: ParsedSection | None) -> RuleNumber | None:
    """The number of a line that would open the next section but for its missing dot.

    Only a number that could come next (same chapter, after the current section) counts, so a
    continuation line such as ``3-4 turns later`` stays text.
    """
    match = _MISSING_DOT_RE.match(line)
    if match is None:
        return None
    try:
        number = RuleNumber.parse(match.group("number"))
    except RuleNumberError:
        return None
    if current is not None and (number.chapter != current.number.chapter or number <= current.number):
        return None
    return number


def link_tree(sections: list[ParsedSection]) -> list[str]:
    """Set parent, depth, order and subtree_end; return the problems (duplicates, disorder).

    A section's parent is its nearest ancestor present in the book (``12-1`` has no parent when
    the book has no ``12``).
    """
    problems: list[str] = []
    seen: dict[RuleNumber, ParsedSection] = {}
    previous: ParsedSection | None = None
    for order, section in enumerate(sections):
        if section.number in seen:
            problems.append(
                f"line {section.line}: section {section.number} appears twice "
                f"(first on line {seen[section.number].line})"
            )
            continue
        if previous is not None and section.number < previous.number:
            problems.append(
                f"line {section.line}: section {section.number} comes after "
                f"{previous.number} (line {previous.line}); sections must be in rule order"
            )
        section.order = order
        section.subtree_end = order
        parent = next((seen[a] for a in reversed(section.number.ancestors()) if a in seen), None)
        section.parent = parent.number if parent else None
        section.depth = parent.depth + 1 if parent else 0
        ancestor = parent
        while ancestor is not None:
            ancestor.subtree_end = order
            ancestor = seen.get(ancestor.parent) if ancestor.parent else None
        seen[section.number] = section
        previous = section
    return problems
