"""The boards the rulebook pages show (rulesite.rulebooks.services.examples), registered at start-up.

A section page lists the boards of the section and of its subsections, each once, and shows one
inline; the page of a number outside the source lists the boards that cite it; search lists the
boards whose title, id or file has the words.
"""

from __future__ import annotations

from typing import Any

from django.db.models import Q

from rulesite.pagecache import dataversion
from rulesite.rulebooks.models import Rulebook, Section
from rulesite.rulebooks.services.examples import Examples, SectionPage
from rulesite.rulebooks.services.search_glossary import MAX_BOARDS, contains_all, normalise, words_of

from ..models import Board
from .board_viewers import board_viewer
from .step_view import Viewer


def boards_for_section(section: Section, subtree: list[Section], earlier=()) -> list[dict]:
    """The boards of a section and of its subsections, each once, with the sections it illustrates.

    ``earlier`` (rulebooks.services.lineage.Earlier): sections of earlier versions that became
    these; a board attached to one is listed under the section it became, with ``since``: what
    it was written for and whether the rule changed since. In the order of the first section each
    board illustrates (the section itself first); one query.
    """
    became = {e.old.id: e for e in earlier}
    # the section and its subtree are one run of the version's order: a range, not a thousand ids
    end = max([section.order, *(s.order for s in subtree)])
    here = Q(section__version_id=section.version_id, section__order__range=(section.order, end))
    links = (
        Board.sections.through.objects.filter(here | Q(section_id__in=list(became)))
        .select_related("board")
        .order_by("board__slug")
    )
    by_id = {s.id: s for s in [section, *subtree]}
    position = {s.id: i for i, s in enumerate([section, *subtree])}

    def shown(link) -> Section:
        return by_id[link.section_id] if link.section_id in by_id else became[link.section_id].current

    entries: dict[str, dict] = {}
    for link in sorted(links, key=lambda link: (position[shown(link).id], link.board.slug)):
        entry = entries.setdefault(link.board.slug, {"board": link.board, "sections": [], "since": []})
        if shown(link) not in entry["sections"]:
            entry["sections"].append(shown(link))
        if link.section_id in became and link.board.version == became[link.section_id].old.version.version:
            entry["since"].append(became[link.section_id])
    own = {link.board.slug for link in links if link.section_id in by_id}
    for slug in own:  # a board attached to this version's own sections was written for it
        entries[slug]["since"] = []
    return list(entries.values())


@dataversion.per_data_version()
def _citing(book_id: int) -> dict[str, list[Board]]:
    """The boards of a book by each number they cite, in slug order (kept until the data changes:
    every page of a number outside the source lists them)."""
    citing: dict[str, list[Board]] = {}
    for board in Board.objects.filter(rulebook_id=book_id).defer("source").order_by("slug"):
        for number in dict.fromkeys(board.cited_numbers):
            citing.setdefault(number, []).append(board)
    return citing


class BoardExamples(Examples):
    """The boards the rulebook pages show."""

    def of_section(self, page: SectionPage) -> tuple[list[dict[str, Any]], Viewer | None]:
        """``?board=<id>`` picks the board shown inline; otherwise the first one (the section's own first)."""
        entries = boards_for_section(page.section, page.subtree, page.earlier)
        boards = {entry["board"].slug: entry["board"] for entry in entries}
        wanted = page.request.GET.get("board")
        chosen = (boards.get(wanted) if wanted else None) or (entries[0]["board"] if entries else None)
        if chosen is None:
            return entries, None
        viewer = board_viewer(
            page.request,
            chosen,
            base=page.request.path,
            extra={"board": chosen.slug},
            numbers=page.numbers,
            book=page.section.version.rulebook.slug,
        )
        viewer.heading = 4  # h1 section, h2 "Runnable examples", h3 the board's title
        # A pinned page's board cites rules of the page's version; else of the board's own.
        viewer.pin = page.pin or viewer.pin
        if viewer.textctx is not None:
            viewer.textctx.pin = viewer.pin
        return entries, viewer

    def relying_on(self, book: Rulebook, number: str) -> list[Board]:
        return _citing(book.id).get(number, [])

    def search(self, query: str, books: list[Rulebook]) -> list[Board]:
        """Boards whose title (either language) or id has every word; then boards whose file has."""
        words = words_of(query)
        if not words or not books:
            return []
        titled, in_file = [], []
        for board in Board.objects.filter(rulebook__in=books).select_related("rulebook"):
            if contains_all(normalise(f"{board.title_ja} | {board.title_en} | {board.slug}"), words):
                titled.append(board)
            elif len("".join(words)) >= 3 and contains_all(normalise(board.source), words):
                in_file.append(board)
        return (titled + in_file)[:MAX_BOARDS]
