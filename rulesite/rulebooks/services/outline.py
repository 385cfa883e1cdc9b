"""Where a number sits in the book's official numbering: every section of a version, and every
number with a page though our source lacks its text (engine.ruletext.catalog.out_of_source).

A page of an out-of-source number (ONE PIECE 10-1-5 【トリガー】) gets the same frame as any
section: its parent and children, the previous and next numbers in official order, and, for a
number that has no page at all, the nearest numbers that do (its deepest ancestor first).
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field

from django.utils.translation import get_language

from engine.ruletext import catalog
from engine.ruletext.numbers import RuleNumber
from rulesite.pagecache import dataversion

from ..models import RulebookVersion, Section


@dataclass(frozen=True)
class Entry:
    """A number with a page, its heading in the reader's language (``heading_lang``: the language
    it is in), and whether its text is in our source."""

    number: str
    heading: str
    heading_lang: str
    in_source: bool


@dataclass
class Outline:
    ancestors: list[Entry] = field(default_factory=list)
    children: list[Entry] = field(default_factory=list)
    previous: Entry | None = None
    next: Entry | None = None


def _english() -> bool:
    return (get_language() or "en").startswith("en")


@dataclass(frozen=True)
class _Index:
    """A version's numbers with a page, in official order, and what :func:`outline` looks up."""

    every: list[Entry]
    by_number: dict[str, Entry]
    keys: list[tuple]
    parents: list[RuleNumber | None]  # of each entry of ``every``


@dataversion.per_data_version()
def _index(version_id: int, slug: str, english: bool) -> _Index:
    """Built once per version, language and data version (every out-of-source page needs it)."""
    found: dict[str, Entry] = {}
    sections = Section.objects.filter(version_id=version_id)
    for section in sections.only("version", "number", "title", "text", "title_en", "text_en"):
        found[section.number] = Entry(section.number, section.heading, section.heading_lang, True)
    for number, outside in catalog.out_of_source(slug).items():
        if number not in found:
            en = outside.title.get("en", "")
            heading = en if english and en else outside.title.get("ja", "")
            found[number] = Entry(number, heading, "en" if english and en else "ja", False)
    every = sorted(found.values(), key=lambda e: RuleNumber.parse(e.number).sort_key)
    parsed = [RuleNumber.parse(e.number) for e in every]
    return _Index(
        every=every,
        by_number={e.number: e for e in every},
        keys=[n.sort_key for n in parsed],
        parents=[(n.ancestors() or [None])[-1] for n in parsed],
    )


def outline(version: RulebookVersion, number: RuleNumber) -> Outline:
    """The frame of ``number``'s page: ancestors (outermost first), children, previous and next."""
    index = _index(version.id, version.rulebook.slug, _english())
    every, by_number = index.every, index.by_number
    at = bisect.bisect_left(index.keys, number.sort_key)
    after = at + 1 if at < len(every) and every[at].number == str(number) else at
    return Outline(
        ancestors=[by_number[str(a)] for a in number.ancestors() if str(a) in by_number],
        children=[e for e, parent in zip(every, index.parents, strict=True) if parent == number],
        previous=every[at - 1] if at > 0 else None,
        next=every[after] if after < len(every) else None,
    )


def nearest(version: RulebookVersion, number: RuleNumber, limit: int = 3) -> list[Entry]:
    """For a number with no page: its deepest ancestor that has one, then its neighbours in order."""
    index = _index(version.id, version.rulebook.slug, _english())
    every, by_number = index.every, index.by_number
    picks: list[Entry] = []
    for ancestor in reversed(number.ancestors()):
        if str(ancestor) in by_number:
            picks.append(by_number[str(ancestor)])
            break
    at = bisect.bisect_left(index.keys, number.sort_key)
    for place in (at - 1, at):
        if 0 <= place < len(every) and every[place] not in picks:
            picks.append(every[place])
    return picks[:limit]
