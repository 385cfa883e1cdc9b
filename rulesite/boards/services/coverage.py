"""The coverage page: which sections of a version have example boards, and which boards drifted."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

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
    return {
        "book": version.rulebook,
        "version": version,
        "rows": rows,
        "clauses": len(clauses),
        "covered": len([r for r in clauses if r["named"] or r["cited"]]),
        "boards": boards,
        "drifted": [b for b in boards if b.drift],
    }
