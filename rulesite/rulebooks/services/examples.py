"""Example boards on rulebook pages, without this app importing the boards app.

The boards app depends on this one (a board is attached to sections); this app shows its boards
on section pages, on the page of a number outside the source and in search results through the
:class:`Examples` the boards app registers at start-up (``BoardsConfig.ready``). Until one is
registered, pages show no boards.
"""

from __future__ import annotations

from typing import Any, Protocol

from django.http import HttpRequest

from ..models import Rulebook, Section


class Examples(Protocol):
    def of_section(
        self,
        request: HttpRequest,
        section: Section,
        subtree: list[Section],
        numbers: frozenset[str],
        pin: str | None,
    ) -> tuple[list[dict[str, Any]], Any]:
        """The boards of a section and its subsections (each once, with the sections it illustrates)
        and the viewer of the one shown inline (None when there is none)."""
        ...

    def relying_on(self, book: Rulebook, number: str) -> list[Any]:
        """The boards of a book that cite ``number``."""
        ...

    def search(self, query: str, books: list[Rulebook]) -> list[Any]:
        """The boards whose title, id or file has every word of ``query``."""
        ...


class NoExamples:
    def of_section(self, *args: Any) -> tuple[list[dict[str, Any]], Any]:
        return [], None

    def relying_on(self, book: Rulebook, number: str) -> list[Any]:
        return []

    def search(self, query: str, books: list[Rulebook]) -> list[Any]:
        return []


_registered: list[Examples] = []


def register(examples: Examples) -> None:
    _registered[:] = [examples]


def examples() -> Examples:
    return _registered[0] if _registered else NoExamples()
