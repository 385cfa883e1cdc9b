"""Board pages: the viewer (full page, htmx fragment, embed), what-if editing, coverage."""

from __future__ import annotations

from collections.abc import Callable

from csp.decorators import csp_replace
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.clickjacking import xframe_options_exempt
from django.views.decorators.http import require_GET, require_http_methods
from django.views.decorators.vary import vary_on_headers

from rulesite.pagecache.decorators import read_page
from rulesite.rulebooks.models import RulebookVersion, Section
from rulesite.rulebooks.services import documents
from rulesite.rulebooks.services.lookup import latest_version

from .forms import WhatIfForm
from .models import Board, EditedBoard
from .services import learn as learn_service
from .services import what_if as what_if_store
from .services.viewer import Viewer, board_game_and_book, build_viewer, step_query
from .services.what_if_edits import edits


def frameable_by_any_site(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """Embeds may be framed by any site: CSP ``frame-ancestors *`` and no X-Frame-Options
    (every other page keeps ``frame-ancestors 'none'`` and ``X-Frame-Options: DENY``)."""
    return xframe_options_exempt(csp_replace({"frame-ancestors": ["*"]})(view))


#: The query parameters a board viewer reads (services/viewer.py).
VIEWER_PARAMS = ("step", "choose")


def _numbers(version: RulebookVersion | None) -> frozenset[str]:
    return frozenset(version.sections.values_list("number", flat=True)) if version else frozenset()


def board_viewer(
    request: HttpRequest,
    board: Board,
    *,
    base: str,
    extra: dict[str, str] | None = None,
    numbers: frozenset[str] | None = None,
    query: dict[str, list[str]] | None = None,
) -> Viewer:
    """The viewer of a curated board; its links go to ``base`` (the board page, a section, an embed).

    ``query`` replaces the request's own ?step= and ?choose= (learn mode shows two steps at once).
    """
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
        query=query if query is not None else dict(request.GET.lists()),
        base=base,
        extra=extra,
        page=request.build_absolute_uri(page),
        embed_page=request.build_absolute_uri(reverse("boards:embed", args=[board.slug])),
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
@read_page()
def index(request: HttpRequest) -> HttpResponse:
    boards = Board.objects.select_related("rulebook")
    return render(request, "boards/index.html", {"boards": boards})


@require_GET
@vary_on_headers("HX-Request")
@read_page(VIEWER_PARAMS)
def board(request: HttpRequest, slug: str) -> HttpResponse:
    found = get_object_or_404(Board.objects.select_related("rulebook"), slug=slug)
    viewer = board_viewer(request, found, base=reverse("boards:board", args=[slug]))
    # One link per number, though the board is attached to every document of its version.
    sections = list({s.number: s for s in found.sections.select_related("version__rulebook")}.values())
    drift = documents.board_drift(found.rulebook.slug, [found])[found.slug]
    return _render_viewer(request, "boards/board.html", viewer, board=found, sections=sections, drift=drift)


@require_GET
@frameable_by_any_site
@read_page(VIEWER_PARAMS)
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
        title=(_("What-if copy of “%(title)s”") % {"title": origin.title} if origin else _("What-if copy")),
        query=dict(request.GET.lists()),
        base=base,
        page=request.build_absolute_uri(page),
        embed_page=request.build_absolute_uri(reverse("boards:edited_embed", args=[edited.slug])),
        numbers=_numbers(version),
        version=version.version if version else "",
        original=origin.source if origin else None,
    )


@require_GET
@vary_on_headers("HX-Request")
def edited(request: HttpRequest, key: str) -> HttpResponse:
    found = _edited_or_404(key)
    viewer = edited_viewer(request, found, base=reverse("boards:edited", args=[found.slug]))
    origin = found.based_on
    changed = edits(origin.source, found.source, viewer.game, viewer.lang) if origin else []
    return _render_viewer(request, "boards/board.html", viewer, board=origin, edited=found, edits=changed)


@require_GET
@frameable_by_any_site
def edited_embed(request: HttpRequest, key: str) -> HttpResponse:
    found = _edited_or_404(key)
    viewer = edited_viewer(request, found, base=reverse("boards:edited_embed", args=[found.slug]))
    return _render_viewer(
        request, "boards/embed.html", viewer, board=found.based_on, edited=found, embed=True
    )


@require_GET
def learn(request: HttpRequest, slug: str) -> HttpResponse:
    """Learn mode: ``?q=N`` hides step N and asks for it; ``&answer=B`` shows the real step and why.

    Every question and every answer is its own address (a full page, no JavaScript needed); the
    reader's progress is kept by the browser only.
    """
    found = get_object_or_404(Board.objects.select_related("rulebook"), slug=slug)
    base = reverse("boards:learn", args=[slug])
    chosen = request.GET.getlist("choose")
    start = board_viewer(request, found, base=base, query={"step": ["0"], "choose": chosen})
    context: dict[str, object] = {"board": found, "viewer": start}
    if start.error:
        return render(request, "boards/learn.html", context, status=start.status)
    raw = request.GET.get("q", "1").strip()
    number = int(raw) if raw.isdigit() and len(raw) <= 6 else -1
    if not 1 <= number <= start.last:
        context["error"] = _("“%(q)s” is not a question of this board: its questions are 1 to %(last)s.") % {
            "q": raw[:20],
            "last": start.last,
        }
        return render(request, "boards/learn.html", context, status=404 if number > 0 else 400)

    def link(q: int, **extra: str) -> str:
        return base + step_query(None, start.choices, q=str(q), **extra)

    before = board_viewer(request, found, base=base, query={"step": [str(number - 1)], "choose": chosen})
    before.heading = 2
    options = learn_service.options_for(
        found.source, found.path, start.trace, start.choices, number, start.lang, seed=found.slug
    )
    answer = request.GET.get("answer", "").strip().upper()[:2]
    picked = next((o for o in options if o.letter == answer), None)
    if answer and picked is None:
        context["error"] = _("“%(a)s” is not one of this question's options.") % {"a": answer}
    context.update(
        {
            "number": number,
            "total": start.last,
            "before": before,
            "options": options,
            "picked": picked,
            "retry": link(number),
            "next_question": link(number + 1) if number < start.last else None,
            "first_question": link(1),
            "step_url": reverse("boards:board", args=[slug]) + step_query(number, start.choices),
        }
    )
    if picked:
        after = board_viewer(request, found, base=base, query={"step": [str(number)], "choose": chosen})
        after.heading = 2
        context["after"] = after
        context["reasons"] = learn_service.reasons(found.rulebook.slug, found.version, after)
    return render(request, "boards/learn.html", context, status=400 if "error" in context else 200)


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
@read_page()
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
    """The boards of a section and of its subsections, each once, with the sections it illustrates.

    In the order of the first section each board illustrates (the section itself first); one query.
    """
    ids = [section.id, *(s.id for s in subtree)]
    links = (
        Board.sections.through.objects.filter(section_id__in=ids)
        .select_related("board")
        .order_by("board__slug")
    )
    position = {s.id: i for i, s in enumerate([section, *subtree])}
    by_id = {s.id: s for s in [section, *subtree]}
    entries: dict[str, dict] = {}
    for link in sorted(links, key=lambda link: (position[link.section_id], link.board.slug)):
        entry = entries.setdefault(link.board.slug, {"board": link.board, "sections": []})
        entry["sections"].append(by_id[link.section_id])
    return list(entries.values())
