"""The viewers of curated boards and of what-if copies, for the pages that show them.

A viewer's links go to ``base``: the board's own page, an embed, a section page (which shows the
board inline) or learn mode.
"""

from __future__ import annotations

from django.http import HttpRequest
from django.urls import reverse
from django.utils.translation import gettext as _

from engine.ruletext import catalog
from rulesite.pagecache import dataversion
from rulesite.pagecache.query import read_as
from rulesite.rulebooks.models import RulebookVersion, Section
from rulesite.rulebooks.services import rule_changes
from rulesite.rulebooks.services.lookup import latest_version

from ..models import Board, EditedBoard
from .step_facts import board_game_and_book
from .step_view import Viewer
from .viewer import build_viewer


def _numbers(version: RulebookVersion | None) -> frozenset[str]:
    return _version_numbers(version.id) if version else frozenset()


@dataversion.per_data_version()
def _version_numbers(version_id: int) -> frozenset[str]:
    return frozenset(Section.objects.filter(version_id=version_id).values_list("number", flat=True))


def _shipped_versions(book: str) -> set[str]:
    try:
        return {info.version for info in catalog.rulebook(book).versions}
    except KeyError:  # a book imported into the site but not in the engine's catalog
        return set()


def board_viewer(
    request: HttpRequest,
    board: Board,
    *,
    base: str,
    extra: dict[str, str] | None = None,
    numbers: frozenset[str] | None = None,
    query: dict[str, list[str]] | None = None,
    book: str | None = None,
    index: int | None = None,
) -> Viewer:
    """The viewer of a curated board; its links go to ``base`` (the board page, a section, an embed).

    ``query`` replaces the request's own ?step= and ?choose= (learn mode shows two steps at once);
    ``book``: the board's book, when the caller has it (saves a query).
    """
    extra = extra or {}
    page = reverse("boards:board", args=[board.slug])
    if numbers is None:
        version = RulebookVersion.objects.filter(rulebook_id=board.rulebook_id, version=board.version).first()
        numbers = _numbers(version)
        built_on = version is not None
    else:  # a section page that shows the board: the shipped versions say, without a query
        built_on = board.version in _shipped_versions(book or board.rulebook.slug)
    viewer = build_viewer(
        source=board.source,
        name=board.path,
        board_id=board.slug,
        game=board.game,
        book=book or board.rulebook.slug,
        title=board.title,
        query=query if query is not None else dict(request.GET.lists()),
        base=base,
        extra=extra,
        page=request.build_absolute_uri(page),
        embed_page=request.build_absolute_uri(reverse("boards:embed", args=[board.slug])),
        numbers=numbers,
        version=board.version,
        index=index,
    )
    if built_on:
        # The rules it cites, in the version it was built on: a newer version may renumber or
        # reword them (the rule pages say when a newer version changed one).
        viewer.pin = board.version
        if viewer.textctx is not None:
            viewer.textctx.pin = board.version
    if query is None:  # the page's own ?choose=: it shows only the choices the run used
        read_as(request, "choose", [f"{key}={value}" for key, value in viewer.choices.items()])
    return viewer


def note_rule_changes(viewer: Viewer, board: Board) -> Viewer:
    """On the board's own pages: the rules this step cites whose text a newer version changed.

    (A section page lists the boards written for an older text of its rule instead.)"""
    changes = rule_changes.for_board(board)
    viewer.rule_changes = changes.of(cite.number for cite in viewer.cites)
    viewer.uncompared_version = changes.uncompared
    return viewer


def edited_viewer(request: HttpRequest, edited: EditedBoard, *, base: str) -> Viewer:
    origin = edited.based_on
    # The copy's own text says which game and book it is (the reader may have changed them, or
    # its original board may have been removed since); the original is the fallback.
    game, book = board_game_and_book(edited.source)
    game = game or (origin.game if origin else "")
    book = book or (origin.rulebook.slug if origin else "")
    version = latest_version(book) if book else None
    page = reverse("boards:edited", args=[edited.slug])
    return build_viewer(
        source=edited.source,
        name=f"what-if {edited.slug}",
        board_id=edited.slug,
        game=game,
        book=book,
        title=(
            _("What-if copy of “%(title)s”") % {"title": origin.title if origin else edited.title_of_origin}
            if origin or edited.origin
            else _("What-if copy")
        ),
        query=dict(request.GET.lists()),
        base=base,
        page=request.build_absolute_uri(page),
        embed_page=request.build_absolute_uri(reverse("boards:edited_embed", args=[edited.slug])),
        numbers=_numbers(version),
        version=version.version if version else "",
        original=origin.source if origin else None,
    )
