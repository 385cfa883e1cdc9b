"""The coverage page: which sections of a version have example boards, and which boards drifted."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.ruletext import catalog
from rulesite.rulebooks.models import RulebookVersion
from rulesite.rulebooks.services import documents

from ..models import Board


@dataclass
class CoveredBoard:
    """A board on the coverage page, with the sections it cites that a later version changed."""

    board: Board
    drift: list[Any]

    @property
    def slug(self) -> str:
        return self.board.slug

    @property
    def title(self) -> str:
        return self.board.title

    @property
    def version(self) -> str:
        return self.board.version


def coverage(version: RulebookVersion) -> dict[str, Any]:
    """Every board of the book, whichever version it was written against; drift says where it is stale."""
    found = list(Board.objects.filter(rulebook=version.rulebook))
    drift = documents.board_drift(version.rulebook.slug, found)
    boards = [CoveredBoard(b, drift[b.slug]) for b in found]
    rows = []
    for section in version.sections.all():
        named = [b for b in boards if section.number in b.board.section_numbers]
        cited = [b for b in boards if section.number in b.board.cited_numbers and b not in named]
        rows.append({"section": section, "named": named, "cited": cited, "clause": bool(section.text)})
    clauses = [r for r in rows if r["clause"]]
    cited: set[str] = set()
    for b in found:
        cited.update(b.cited_numbers)
    return {
        "official": official_numbering(version.rulebook.slug, cited),
        "book": version.rulebook,
        "version": version,
        "rows": rows,
        "clauses": len(clauses),
        "covered": len([r for r in clauses if r["named"] or r["cited"]]),
        "boards": boards,
        "drifted": [b for b in boards if b.drift],
    }


@dataclass
class Numbered:
    """One number of the official numbering on the coverage page: ``status`` is ``cited`` (a
    board's steps cite it, or one of its sub-rules for a heading), ``no-play`` (no game can meet
    it) or ``open``."""

    number: str
    heading: dict[str, str]
    status: str


@dataclass
class Chapter:
    number: str
    heading: dict[str, str]
    rows: list[Numbered]

    @property
    def total(self) -> int:
        return len(self.rows)

    @property
    def cited(self) -> int:
        return sum(1 for r in self.rows if r.status == "cited")

    @property
    def no_play(self) -> int:
        return sum(1 for r in self.rows if r.status == "no-play")


def official_numbering(slug: str, cited: set[str]) -> dict[str, Any] | None:
    """Every number of the book's official numbering, by chapter, with what covers it; None for a
    book without one. A heading counts as cited when one of its sub-rules is."""
    numbers = catalog.numbering(slug)
    if not numbers:
        return None
    chapters: dict[str, Chapter] = {}
    for number, entry in numbers.items():
        top = number.split("-", 1)[0]
        if "-" not in number:
            chapters[top] = Chapter(number, entry.heading, [])
            continue
        if number in cited or any(c.startswith(number + "-") for c in cited):
            status = "cited"
        elif not entry.in_play:
            status = "no-play"
        else:
            status = "open"
        chapter = chapters.setdefault(top, Chapter(top, {"ja": top, "en": top}, []))
        chapter.rows.append(Numbered(number, entry.heading, status))
    ordered = sorted(chapters.values(), key=lambda c: int(c.number) if c.number.isdigit() else 0)
    return {
        "chapters": ordered,
        "total": sum(c.total for c in ordered),
        "cited": sum(c.cited for c in ordered),
        "no_play": sum(c.no_play for c in ordered),
    }
