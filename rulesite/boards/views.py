"""Board pages: the viewer (full page, htmx fragment, embed), what-if editing, coverage."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from csp.decorators import csp_replace
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.views.decorators.clickjacking import xframe_options_exempt
from django.views.decorators.http import require_GET, require_http_methods
from django.views.decorators.vary import vary_on_headers

from rulesite.pagecache.decorators import read_page
from rulesite.rulebooks.services import documents
from rulesite.rulebooks.services.lookup import latest_version

from .forms import WhatIfForm
from .models import Board, EditedBoard
from .services import coverage as coverage_service
from .services import format_docs, learn_page
from .services import what_if as what_if_store
from .services.board_viewers import board_viewer, edited_viewer, note_rule_changes
from .services.step_view import Viewer


def frameable_by_any_site(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """Embeds may be framed by any site: CSP ``frame-ancestors *`` and no X-Frame-Options
    (every other page keeps ``frame-ancestors 'none'`` and ``X-Frame-Options: DENY``)."""
    return xframe_options_exempt(csp_replace({"frame-ancestors": ["*"]})(view))


#: The query parameters a board viewer reads (services/step_address.py): ``go`` is the step slider's
#: number, sent on to the step's identity
VIEWER_PARAMS = ("step", "go", "choose")


def _is_fragment(request: HttpRequest) -> bool:
    return bool(request.htmx) and not request.htmx.history_restore_request


def _render_viewer(
    request: HttpRequest, page_template: str, viewer: Viewer, **context: object
) -> HttpResponse:
    """The whole page, or only the viewer for an htmx request (a history restore gets the page); a
    numbered step link from before step identities is sent on to the step it showed."""
    if viewer.redirect:
        return redirect(request.path + viewer.redirect, permanent=viewer.redirect_permanent)
    template = "boards/_viewer.html" if _is_fragment(request) else page_template
    return render(request, template, {"viewer": viewer, **context}, status=viewer.status)


@require_GET
@read_page()
def index(request: HttpRequest) -> HttpResponse:
    boards = Board.objects.select_related("rulebook")
    return render(request, "boards/index.html", {"boards": boards})


@require_GET
@vary_on_headers("HX-Request", "HX-History-Restore-Request")
@read_page(VIEWER_PARAMS)
def board(request: HttpRequest, slug: str) -> HttpResponse:
    found = Board.objects.select_related("rulebook").filter(slug=slug).first()
    if found is None:  # a board renamed since: its file lists the old id under aliases
        renamed = next((b for b in Board.objects.only("slug", "aliases") if slug in (b.aliases or ())), None)
        if renamed is None:
            raise Http404("no such board")
        query = request.META.get("QUERY_STRING", "")
        return redirect(
            reverse("boards:board", args=[renamed.slug]) + (f"?{query}" if query else ""), permanent=True
        )
    viewer = note_rule_changes(board_viewer(request, found, base=reverse("boards:board", args=[slug])), found)
    if _is_fragment(request):  # the viewer alone: the page around it is not sent
        return _render_viewer(request, "boards/board.html", viewer, board=found)
    # One link per number, though the board is attached to every document of its version.
    sections = list({s.number: s for s in found.sections.select_related("version__rulebook")}.values())
    drift = documents.board_drift(found.rulebook.slug, [found])[found.slug]
    return _render_viewer(request, "boards/board.html", viewer, board=found, sections=sections, drift=drift)


@require_GET
@frameable_by_any_site
@read_page(VIEWER_PARAMS)
def embed(request: HttpRequest, slug: str) -> HttpResponse:
    found = get_object_or_404(Board.objects.select_related("rulebook"), slug=slug)
    viewer = note_rule_changes(board_viewer(request, found, base=reverse("boards:embed", args=[slug])), found)
    return _render_viewer(request, "boards/embed.html", viewer, board=found, embed=True)


def _edited_or_404(key: str) -> EditedBoard:
    if len(key) < 16 or not all(c in "0123456789abcdef" for c in key):
        raise Http404("no such what-if board")
    found = EditedBoard.objects.select_related("based_on__rulebook").filter(key__startswith=key[:64]).first()
    if found is None:
        raise Http404("no such what-if board")
    what_if_store.touch(found)
    return found


def _taken_down(request: HttpRequest, found: EditedBoard) -> HttpResponse:
    """A copy an operator took down: 410, with the reason they gave (what_if_copies take-down)."""
    return render(request, "boards/taken_down.html", {"edited": found}, status=410)


def _edited_page(request: HttpRequest, key: str, page: str, template: str, **context: Any) -> HttpResponse:
    """A what-if copy's page (``page``: its URL name), or 410 when an operator took it down."""
    found = _edited_or_404(key)
    if found.taken_down:
        return _taken_down(request, found)
    viewer = edited_viewer(request, found, base=reverse(page, args=[found.slug]))
    if not context.get("embed"):
        context["edits"] = what_if_store.changes_of(found, viewer.lang)
    return _render_viewer(request, template, viewer, board=found.based_on, edited=found, **context)


@require_GET
@vary_on_headers("HX-Request", "HX-History-Restore-Request")
@read_page(VIEWER_PARAMS)
def edited(request: HttpRequest, key: str) -> HttpResponse:
    return _edited_page(request, key, "boards:edited", "boards/board.html")


@require_GET
@frameable_by_any_site
@read_page(VIEWER_PARAMS)
def edited_embed(request: HttpRequest, key: str) -> HttpResponse:
    return _edited_page(request, key, "boards:edited_embed", "boards/embed.html", embed=True)


@require_GET
def learn(request: HttpRequest, slug: str) -> HttpResponse:
    """Learn mode: ``?q=N`` hides step N and asks for it; ``&answer=B`` shows the real step and why.

    Every question and every answer is its own address (a full page, no JavaScript needed); the
    reader's progress is kept by the browser only.
    """
    found = get_object_or_404(Board.objects.select_related("rulebook"), slug=slug)
    context, status = learn_page.question(request, found)
    return render(request, "boards/learn.html", context, status=status)


def _store_full(request: HttpRequest, board: Board, full: what_if_store.StoreFull) -> HttpResponse:
    """The store takes no new copy now (full, or today's copies all taken): 503, and nothing deleted."""
    what_if_store.logger.warning("what-if post refused: %s", full)
    response = render(request, "boards/store_full.html", {"board": board, "today": full.today}, status=503)
    if full.seconds:
        response["Retry-After"] = str(full.seconds)
    return response


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
            try:
                edited_board = what_if_store.store(form.cleaned_data["edited_source"], found, request)
            except what_if_store.StoreFull as full:
                return _store_full(request, found, full)
            return redirect(reverse("boards:edited", args=[edited_board.slug]))
        status = 400
    else:
        form = WhatIfForm(original=source)
        status = 200
    return render(request, "boards/what_if.html", {"form": form, "board": found}, status=status)


@require_GET
@read_page()
def board_format(request: HttpRequest, game: str) -> HttpResponse:
    """How a board is written for one game (docs/boards.md, docs/boards-onepiece.md), as a page."""
    found = format_docs.document(game)
    if found is None:
        raise Http404(f"no board format for {game!r}")
    title, html = found
    return render(request, "boards/format.html", {"title": title, "html": html, "game": game})


@require_GET
@read_page()
def coverage(request: HttpRequest, book: str) -> HttpResponse:
    """Which sections of the latest version have example boards, and which do not."""
    version = latest_version(book)
    if version is None:
        raise Http404(f"no rulebook {book!r}")
    return render(request, "boards/coverage.html", coverage_service.coverage(version))
