"""From the lines of a publisher's pages to the lines of the plain-text numbering format.

A page (a PDF page, or one saved HTML chapter page) is a list of text lines as the extractor read
them. What is not rule text is left out, and what the layout broke is joined:

* **Running headers and footers**: a line found among the first or last lines of at least half
  of the pages (digits aside: ``Page 3`` and ``Page 4`` are one footer), and **page numbers**
  (``12``, ``- 12 -``, ``3 / 40``, ``Page 3 of 40``, ``12ページ``) at the top or bottom of a page.
* **The table of contents**: the numbered lines before the chapter heading that the first rule
  belongs to (``1. Game Overview`` … ``11. Other``, then ``1. Game Overview`` again), and any
  line with dot leaders (``3. Game Areas ........ 12``).
* **Lines broken by the page width** (PDF): a line that opens no section and no list item
  continues the line above, across a page break too; spaced words are joined with a space,
  Japanese with none. A number at the start of a line opens a section only where it can: not
  inside an open bracket (``(See`` / ``9. Rule Processing)``) nor right after a sentence cut in
  the middle by a number that could not come next.
* **Numbers written another way**: full-width digits and dashes (``１－２－３．``) are read as
  ``1-2-3.`` with a warning naming the page; ``第12章 タイトル`` is chapter 12's heading.

Every line keeps the label of its page, so the parser's warnings and problems name pages.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..diff import is_spaced
from ..numbers import RuleNumber, RuleNumberError

#: How many lines at the top and at the bottom of a page can be running headers or footers.
EDGE_LINES = 3

_DASH_CHARS = "-‐‑‒–—―−－ｰ"
# A section number at the start of a line, in any digits and dashes, and its dot.
_LEADING_NUMBER_RE = re.compile(
    rf"^(?P<number>[0-9０-９]{{1,3}}[a-zａ-ｚ]?(?:[{_DASH_CHARS}][0-9０-９]{{1,3}}[a-zａ-ｚ]?)*)"
    r"(?P<dot>[.．])(?P<rest>.*)$"
)
_CHAPTER_HEADING_RE = re.compile(r"^第\s*(?P<chapter>[0-9０-９]{1,2})\s*章[\s:：]*(?P<title>.*)$")
_PAGE_NUMBER_RE = re.compile(
    r"^(?:(?:page|p\.?)\s*)?[-–—−]?\s*\d{1,4}\s*[-–—−]?\s*(?:(?:/|／|of)\s*\d{1,4})?\s*(?:ページ|頁)?$",
    re.IGNORECASE,
)
# ``12-4b 破壊…``: a number without its dot stays a line of its own, for the parser to report.
_MISSING_DOT_RE = re.compile(r"^\d+(?:-[0-9A-Za-z]+)+\s+\S")
_DOT_LEADER_RE = re.compile(r"(?:\.{4,}|…{2,}|･{4,}|・{4,}|\s\.\s\.\s\.)\s*\d{1,4}\s*$")
# A list item inside a rule: bullets, (1), （1）, ①, 1), a), (a), and a rule's examples and notes.
_LIST_ITEM_RE = re.compile(
    r"^(?:[・•●○◦▪■□◆◇※▶►]|[-–—]\s|\(\d{1,2}\)|（\d{1,2}）|[①-⑳]|\d{1,2}\)|\(?[a-z]\)\s|（[a-z]）"
    r"|例[:：]|(?:example|note)s?\s*[:：])",
    re.IGNORECASE,
)
_CJK_RE = re.compile(r"[\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff01-\uff60\uff65-\uff9f]")
_SENTENCE_END = tuple(".。:：;；!！?？)）」』")
# Justified print spreads words with runs of spaces.
_SPACES_RE = re.compile(r"[ \t\u00a0]+")
_OPEN, _CLOSE = "(（[［「『", ")）]］」』"


@dataclass(frozen=True)
class Page:
    """One page as extracted: its label (``page 3``, ``index-13.html``) and its text lines."""

    label: str
    lines: tuple[str, ...]


@dataclass
class Laid:
    """The document as numbering-format lines, each with its page label, and what was left out."""

    lines: list[str] = field(default_factory=list)
    pages: list[str] = field(default_factory=list)
    #: Lines before the first rule (the document's title, version and date).
    preamble: list[str] = field(default_factory=list)
    #: Running headers and footers (each once), where a document also states its version.
    furniture: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    #: What was left out, as sentences for the import report.
    notes: list[str] = field(default_factory=list)

    def add(self, line: str, page: str) -> None:
        self.lines.append(line)
        self.pages.append(page)


def lay_out(pages: Sequence[Page], *, wrapped: bool, separate: bool) -> Laid:
    """The numbering-format lines of ``pages``.

    ``wrapped``: lines were broken by the page width (PDF), so a line that opens nothing
    continues the one above. ``separate``: every page is a document of its own (saved HTML
    chapter pages), whose lines before its first rule are its own title, not rule text.
    """
    laid = Laid()
    pages = _drop_furniture(pages, laid)
    current: RuleNumber | None = None
    for page in pages:
        before_first_rule = separate or current is None
        for raw in page.lines:
            line = _read_number(_SPACES_RE.sub(" ", raw).strip(), page.label, laid)
            if not line:
                continue
            if _DOT_LEADER_RE.search(line):
                laid.notes.append(f"{page.label}: a contents line left out: {line[:40]!r}")
                continue
            number = _opens(line)
            if wrapped and number is not None and laid.lines:
                number = None if _continues(laid.lines[-1], line, number, current) else number
            if number is not None:
                before_first_rule = False
                current = number
                laid.add(line, page.label)
            elif before_first_rule:
                if separate and current is not None:
                    if line not in laid.preamble:
                        laid.notes.append(f"{page.label}: left out before its first rule: {line[:60]!r}")
                else:
                    laid.preamble.append(line)
            elif wrapped and not _LIST_ITEM_RE.match(line) and not _MISSING_DOT_RE.match(line):
                laid.lines[-1] = join_wrapped(laid.lines[-1], line)
            else:
                laid.add(line, page.label)
    _drop_contents(laid)
    return laid


def join_wrapped(before: str, after: str) -> str:
    """Two pieces of one line the page width broke: Japanese joins directly, words with a space
    (and a number printed on a line of its own, ``1-1-1.``, is followed by a space)."""
    if (match := _LEADING_NUMBER_RE.match(before)) and not match.group("rest").strip():
        return f"{before.rstrip()} {after}"
    if _CJK_RE.match(after[0]) or _CJK_RE.match(before[-1]):
        return before + after
    if before.endswith("-") and before[-2:-1].isalpha() and after[:1].islower():
        return before + after  # a hyphenated word broken after its hyphen keeps the hyphen
    return f"{before} {after}"


def _read_number(line: str, page: str, laid: Laid) -> str:
    """``line`` with its section number in the canonical characters (warned when it was not)."""
    if heading := _CHAPTER_HEADING_RE.match(line):
        chapter = int(unicodedata.normalize("NFKC", heading.group("chapter")))
        return f"{chapter}. {heading.group('title').strip()}".rstrip()
    match = _LEADING_NUMBER_RE.match(line)
    if match is None or match.group("number").isascii() and match.group("dot") == ".":
        return line
    written = match.group("number") + match.group("dot")
    number = unicodedata.normalize("NFKC", match.group("number"))
    number = re.sub(f"[{_DASH_CHARS}]", "-", number)
    rest = match.group("rest")
    laid.warnings.append(
        f"{page}: section {number} is numbered in full-width or other characters ({written!r}); "
        f"read as '{number}.'"
    )
    return f"{number}.{rest}"


def first_number(page: Page) -> RuleNumber | None:
    """The number of the first section a page opens."""
    for raw in page.lines:
        if (number := _opens(_read_number(raw.strip(), page.label, Laid()))) is not None:
            return number
    return None


def opens_section(line: str) -> bool:
    """Whether ``line`` starts with a section number, in any of the ways a document writes one."""
    return first_number(Page("", (line,))) is not None


def _opens(line: str) -> RuleNumber | None:
    """The section number ``line`` starts with (``12-4b. ...``), or None."""
    match = _LEADING_NUMBER_RE.match(line)
    if match is None:
        return None
    try:
        return RuleNumber.parse(match.group("number"))
    except RuleNumberError:
        return None


def _continues(before: str, line: str, number: RuleNumber, current: RuleNumber | None) -> bool:
    """Whether a line starting with a number is the rest of the line above, broken by the width:
    the line above leaves a bracket open, the number is followed by a closing bracket, or a
    sentence cut in the middle goes on with a number that could not come next."""
    rest = _LEADING_NUMBER_RE.match(line).group("rest").lstrip()
    unclosed = sum(before.count(c) for c in _OPEN) > sum(before.count(c) for c in _CLOSE)
    if unclosed or rest[:1] and rest[0] in _CLOSE:
        return True
    if current is None or before.endswith(_SENTENCE_END) or _opens(before) == current and _is_heading(before):
        return False
    return number <= current or number.chapter > current.chapter + 1


def _is_heading(line: str) -> bool:
    match = _LEADING_NUMBER_RE.match(line)
    return match is not None and len(match.group("rest").strip()) <= 60


def _furniture_keys(line: str) -> tuple[str, str]:
    """The line as it is, and with its digits blurred (``Page 3`` and ``Page 4`` are one footer);
    a line that opens a section is only ever the same as itself (``13-1. 概要``, ``14-1. 概要``)."""
    text = _SPACES_RE.sub(" ", line.strip())
    return text, (text if _opens(text) else re.sub(r"\d+", "#", text))


#: A line repeated as it is, at the same place of this many pages, is a running header (a
#: chapter's name above each of its pages); with its digits blurred, of half the pages.
SAME_LINE_PAGES = 3


def _drop_furniture(pages: Sequence[Page], laid: Laid) -> list[Page]:
    """The pages without their running headers, footers and page numbers. Only the first and last
    EDGE_LINES lines of each page are looked at, each at its place (second line from the top,
    last line, ...): a line found there on SAME_LINE_PAGES pages as it is (unless it ends a
    sentence), or on half the pages with its digits blurred, is furniture."""
    pages = [Page(p.label, tuple(line for line in p.lines if line.strip())) for p in pages]
    same: Counter[tuple[int, str]] = Counter()
    blurred: Counter[tuple[int, str]] = Counter()
    for page in pages:
        for place, line in _edges(page.lines).items():
            text, blur = _furniture_keys(line)
            same[place, text] += 1
            blurred[place, blur] += 1
    needed = max(2, math.ceil(len(pages) / 2))

    def repeated(place: int, line: str) -> bool:
        text, blur = _furniture_keys(line)
        if _opens(text) is not None:  # a chapter's name as a running head: on most pages
            return same[place, text] >= max(SAME_LINE_PAGES, needed)
        return blurred[place, blur] >= needed or (
            same[place, text] >= SAME_LINE_PAGES and not text.endswith(_SENTENCE_END)
        )

    kept_pages, furniture, numbers = [], Counter(), 0
    for page in pages:
        edges = _edges(page.lines)
        kept = []
        for index, line in enumerate(page.lines):
            place = next((p for p in _places(index, len(page.lines)) if p in edges), None)
            if place is not None and _PAGE_NUMBER_RE.match(line.strip()):
                numbers += 1
            elif place is not None and len(pages) > 1 and repeated(place, line):
                furniture[line.strip()] += 1
            else:
                kept.append(line)
        kept_pages.append(Page(page.label, tuple(kept)))
    laid.furniture = list(furniture)
    if furniture:
        shown = "; ".join(repr(line[:50]) for line in list(furniture)[:4])
        laid.notes.append(f"{sum(furniture.values())} running header and footer lines left out ({shown})")
    if numbers:
        laid.notes.append(f"{numbers} page numbers left out")
    return kept_pages


def _places(index: int, count: int) -> list[int]:
    """A line's places on its page: from the top (0, 1, 2) and from the bottom (-1, -2, -3)."""
    return [index, index - count]


def _edges(lines: Sequence[str]) -> dict[int, str]:
    """The first and last EDGE_LINES lines, by place (0, 1, 2 from the top; -1, -2, -3)."""
    top = {i: line for i, line in enumerate(lines[:EDGE_LINES])}
    bottom = {i - len(lines): lines[i] for i in range(max(0, len(lines) - EDGE_LINES), len(lines))}
    return top | bottom


def _drop_contents(laid: Laid) -> None:
    """Leave out the table of contents: the numbered lines before the chapter heading the first
    deeper rule belongs to, when that chapter's number was seen before it."""
    numbers = [_opens(line) for line in laid.lines]
    first_deep = next((i for i, n in enumerate(numbers) if n is not None and n.depth > 0), None)
    if first_deep is None:
        return
    chapter = RuleNumber(numbers[first_deep].atoms[:1])
    headings = [i for i in range(first_deep) if numbers[i] == chapter]
    if len(headings) < 2:
        return
    start, heading = headings[0], headings[-1]
    pages = sorted(set(laid.pages[start:heading]), key=laid.pages.index)
    laid.notes.append(
        f"{', '.join(pages)}: the table of contents left out ({heading - start} lines before the heading "
        f"of chapter {chapter})"
    )
    del laid.lines[start:heading], laid.pages[start:heading]


def spaced(laid: Laid) -> bool:
    """Whether the document's words are spaced (English) rather than Japanese."""
    return is_spaced("\n".join(laid.lines[:200]))
