"""Board pages: the viewer (full page, htmx fragment, embed), what-if editing, coverage."""

from __future__ import annotations

from collections.abc import Callable

from csp.decorators import csp_replace
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.views.decorators.clickjacking import xframe_options_exempt
from django.views.decorators.http import require_GET, require_http_methods
from django.views.decorators.vary import vary_on_headers

from rulesite.rulebooks.models import RulebookVersion, Section
from rulesite.rulebooks.services import documents
from rulesite.rulebooks.services.lookup import latest_version

from .forms import WhatIfForm
from .models import Board, EditedBoard
from .services import what_if as what_if_store
from .services.viewer import Viewer, board_game_and_book, build_viewer


def frameable_by_any_site(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """Embeds may be framed by any site: CSP ``frame-ancestors *`` and no X-Frame-Options
    (every other page keeps ``frame-ancestors 'none'`` and ``X-Frame-Options: DENY``)."""
    return xframe_options_exempt(csp_replace({"frame-ancestors": ["*"]})(view))


def _numbers(version: RulebookVersion | None) -> frozenset[str]:
    return frozenset(version.sections.values_list("number", flat=True)) if version else frozenset()


def board_viewer(
    request: HttpRequest,
    board: Board,
    *,
    base: str,
    extra: dict[str, str] | None = None,
    numbers: frozenset[str] | None = None,
) -> Viewer:
    """The viewer of a curated board; its links go to ``base`` (the board page, a section, an embed)."""
    extra = extra or {}
    page = reverse("boards:board", args=[board.slug])
    if numbers is None:
        version = RulebookVersion.objects.filter(rulebook_id=board.rulebook_id, version=board.version).first()
        numbers = _numbers(version)
    return build_viewer(
        source=board.source,
        name=board.path,
        board_id=board.slug,
        game=board.game,
        book=board.rulebook.slug,
        title=board.title,
        query=dict(request.GET.lists()),
        base=base,
        extra=extra,
        page=request.build_absolute_uri(page),
        numbers=numbers,
        version=board.version,
    )


def _is_fragment(request: HttpRequest) -> bool:
    return bool(request.htmx) and not request.htmx.history_restore_request


def _render_viewer(
    request: HttpRequest, page_template: str, viewer: Viewer, **context: object
) -> HttpResponse:
    """The whole page, or only the viewer for an htmx request (a history restore gets the page)."""
    template = "boards/_viewer.html" if _is_fragment(request) else page_template
    return render(request, template, {"viewer": viewer, **context}, status=viewer.status)


@require_GET
def index(request: HttpRequest) -> HttpResponse:
    boards = Board.objects.select_related("rulebook")
    return render(request, "boards/index.html", {"boards": boards})


@require_GET
@vary_on_headers("HX-Request")
def board(request: HttpRequest, slug: str) -> HttpResponse:
    found = get_object_or_404(Board.objects.select_related("rulebook"), slug=slug)
    viewer = board_viewer(request, found, base=reverse("boards:board", args=[slug]))
    # One link per number, though the board is attached to every document of its version.
    sections = list({s.number: s for s in found.sections.select_related("version__rulebook")}.values())
    drift = documents.board_drift(found.rulebook.slug, [found])[found.slug]
    return _render_viewer(request, "boards/board.html", viewer, board=found, sections=sections, drift=drift)


@require_GET
@frameable_by_any_site
def embed(request: HttpRequest, slug: str) -> HttpResponse:
    found = get_object_or_404(Board.objects.select_related("rulebook"), slug=slug)
    viewer = board_viewer(request, found, base=reverse("boards:embed", args=[slug]))
    return _render_viewer(request, "boards/embed.html", viewer, board=found, embed=True)


def _edited_or_404(key: str) -> EditedBoard:
    if len(key) < 16 or not all(c in "0123456789abcdef" for c in key):
        raise Http404("no such what-if board")
    found = EditedBoard.objects.select_related("based_on__rulebook").filter(key__startswith=key[:64]).first()
    if found is None:
        raise Http404("no such what-if board")
    what_if_store.touch(found)
    return found


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
        title=(origin.title if origin else edited.slug),
        query=dict(request.GET.lists()),
        base=base,
        page=request.build_absolute_uri(page),
        numbers=_numbers(version),
        version=version.version if version else "",
    )


@require_GET
@vary_on_headers("HX-Request")
def edited(request: HttpRequest, key: str) -> HttpResponse:
    found = _edited_or_404(key)
    viewer = edited_viewer(request, found, base=reverse("boards:edited", args=[found.slug]))
    return _render_viewer(request, "boards/board.html", viewer, board=found.based_on, edited=found)


@require_GET
@frameable_by_any_site
def edited_embed(request: HttpRequest, key: str) -> HttpResponse:
    found = _edited_or_404(key)
    viewer = edited_viewer(request, found, base=reverse("boards:edited_embed", args=[found.slug]))
    return _render_viewer(
        request, "boards/embed.html", viewer, board=found.based_on, edited=found, embed=True
    )


@require_http_methods(["GET", "POST"])
def what_if(request: HttpRequest, slug: str) -> HttpResponse:
    """Edit a copy of a board (its YAML or its key numbers) and run it; the curated board never changes."""
    found = get_object_or_404(Board.objects.select_related("rulebook"), slug=slug)
    source = found.source
    if request.method == "POST":
        wait = what_if_store.seconds_to_wait(request)
        if wait is not None:
            response = render(
                request, "boards/too_many.html", {"board": found, "minutes": -(-wait // 60)}, status=429
            )
            response["Retry-After"] = str(wait)
            return response
        form = WhatIfForm(request.POST, original=source)
        if form.is_valid():
            edited_board = what_if_store.store(form.cleaned_data["edited_source"], found)
            return redirect(reverse("boards:edited", args=[edited_board.slug]))
        status = 400
    else:
        form = WhatIfForm(original=source)
        status = 200
    return render(request, "boards/what_if.html", {"form": form, "board": found}, status=status)


@require_GET
def coverage(request: HttpRequest, book: str) -> HttpResponse:
    """Which sections of the latest version have example boards, and which do not."""
    version = latest_version(book)
    if version is None:
        raise Http404(f"no rulebook {book!r}")
    # Every board of the book, whichever version it was written against; drift says where it is stale.
    boards = list(Board.objects.filter(rulebook=version.rulebook))
    drift = documents.board_drift(book, boards)
    for board in boards:
        board.drift = drift[board.slug]
    rows = []
    sections = list(version.sections.all())
    for section in sections:
        named = [b for b in boards if section.number in b.section_numbers]
        cited = [b for b in boards if section.number in b.cited_numbers and b not in named]
        rows.append({"section": section, "named": named, "cited": cited, "clause": bool(section.text)})
    clauses = [r for r in rows if r["clause"]]
    covered = [r for r in clauses if r["named"] or r["cited"]]
    return render(
        request,
        "boards/coverage.html",
        {
            "book": version.rulebook,
            "version": version,
            "rows": rows,
            "clauses": len(clauses),
            "covered": len(covered),
            "boards": boards,
            "drifted": [b for b in boards if b.drift],
        },
    )


def boards_for_section(section: Section, subtree: list[Section]) -> list[dict]:
    """The boards of a section and of its subsections, grouped by section (one query)."""
    ids = [section.id, *(s.id for s in subtree)]
    links = (
        Board.sections.through.objects.filter(section_id__in=ids)
        .select_related("board")
        .order_by("board__slug")
    )
    by_section: dict[int, list[Board]] = {}
    for link in links:
        by_section.setdefault(link.section_id, []).append(link.board)
    order = [section, *subtree]
    return [{"section": s, "boards": by_section[s.id]} for s in order if s.id in by_section]
