"""Example boards on rulebook pages, without this app importing the boards app.

The boards app depends on this one (a board is attached to sections); this app shows its boards
on section pages, on the page of a number outside the source and in search results through the
:class:`Examples` the boards app registers at start-up (``BoardsConfig.ready``). Until one is
registered, pages show no boards.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.http import HttpRequest

from ..models import Rulebook, Section


@dataclass(frozen=True)
class SectionPage:
    """The section page asking for its boards: ``numbers`` are the version's section numbers (the
    inline viewer links the ones it cites); ``pin`` the version a pinned page is pinned to;
    ``earlier`` the sections of earlier versions that became the section or its subsections
    (:class:`~rulesite.rulebooks.services.lineage.Earlier`): their boards are listed too."""

    request: HttpRequest
    section: Section
    subtree: list[Section]
    numbers: frozenset[str]
    pin: str | None
    earlier: tuple[Any, ...] = ()


class Examples:
    """What the rulebook pages ask about example boards; this base has none (the boards app's
    subclass answers). ``of_section`` gives the boards of a section and its subsections (each
    once, with the sections it illustrates) and the viewer of the one shown inline, or None;
    ``relying_on`` the boards of a book that cite a number; ``search`` the boards whose title, id
    or file has every word of a query."""

    def of_section(self, page: SectionPage) -> tuple[list[dict[str, Any]], Any]:
        return [], None

    def relying_on(self, book: Rulebook, number: str) -> list[Any]:
        return []

    def search(self, query: str, books: list[Rulebook]) -> list[Any]:
        return []


_registered: list[Examples] = []


def register(examples: Examples) -> None:
    _registered[:] = [examples]


def examples() -> Examples:
    return _registered[0] if _registered else Examples()
