"""The judge's pack: the API's page, the web app manifest, the service worker, the offline page
and "Show to players" (a QR code of the permalink, with the citation in big type)."""

from __future__ import annotations

import json
from pathlib import Path

from django.conf import settings
from django.contrib.staticfiles import finders
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.templatetags.static import static
from django.urls import reverse
from django.utils.translation import get_language
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET

from engine.ruletext import catalog
from rulesite.boards.models import Board
from rulesite.boards.services.board_viewers import board_viewer
from rulesite.pagecache.decorators import read_page
from rulesite.rulebooks.models import Rulebook
from rulesite.rulebooks.services import lookup as lookup_service

from . import api as _offline_api  # noqa: F401 - registers /api/<book>/offline/ on the API
from . import qr

#: The icons of the manifest (static/icons/, made by `manage.py make_icons`).
ICON_SIZES = (192, 512)
THEME_LIGHT, THEME_DARK = "#1d2430", "#0e1218"


@require_GET
@read_page()
def api_index(request: HttpRequest) -> HttpResponse:
    books = list(Rulebook.objects.order_by("slug").values_list("slug", flat=True))
    example = books[0] if books else "gate-ruler"
    return render(request, "portable/api.html", {"books": books, "example": example})


@require_GET
@read_page()
def manifest(request: HttpRequest) -> HttpResponse:
    icons = [
        {
            "src": static(f"icons/icon-{size}.png"),
            "sizes": f"{size}x{size}",
            "type": "image/png",
            "purpose": "any",
        }
        for size in ICON_SIZES
    ] + [
        {
            "src": static("icons/icon-maskable-512.png"),
            "sizes": "512x512",
            "type": "image/png",
            "purpose": "maskable",
        }
    ]
    data = {
        "name": "Rulestep — " + _("card game rules, section by section"),
        "short_name": "Rulestep",
        "start_url": "/",
        "scope": "/",
        "display": "standalone",
        "background_color": "#fbfbfd",
        "theme_color": THEME_LIGHT,
        "icons": icons,
    }
    return HttpResponse(json.dumps(data, ensure_ascii=False), content_type="application/manifest+json")


@require_GET
def service_worker(request: HttpRequest) -> HttpResponse:
    """static/js/sw.js at the site's root, so its scope is the whole site; never cached long."""
    found = finders.find("js/sw.js")
    path = Path(found if isinstance(found, str) else Path(settings.STATIC_ROOT) / "js" / "sw.js")
    response = HttpResponse(path.read_bytes(), content_type="text/javascript; charset=utf-8")
    response["Service-Worker-Allowed"] = "/"
    response["Cache-Control"] = "no-cache"
    return response


@require_GET
@read_page()
def offline(request: HttpRequest) -> HttpResponse:
    """What a reader with no network gets for a page not stored: links to what is (static/js/offline.js)."""
    return render(request, "portable/offline.html")


def _outside_title(outside) -> str:
    """The title of a number our source lacks, in the reader's language."""
    return outside.title.get("ja", "") if get_language() == "ja" else outside.title.get("en", "")


@require_GET
@read_page(pinned_by="version")
def show_section(request: HttpRequest, book: str, version: str, number: str) -> HttpResponse:
    found = lookup_service.pinned_version(book, version)
    parsed, _canonical = lookup_service.parse_url_number(number)
    if found is None or parsed is None:
        raise Http404("no such version or number")
    number = str(parsed)
    section = found.sections.filter(number=number).first()
    # A number whose text our source lacks has a page too (what is known, what the engine assumes).
    outside = catalog.out_of_source(book).get(number) if section is None else None
    if section is None and outside is None:
        raise Http404("no such section")
    heading = section.title if section is not None else _outside_title(outside)
    back = reverse("rulebooks:pinned_section", args=[book, found.version, number])
    permalink = request.build_absolute_uri(back)
    citation = found.citation(number)
    return render(
        request,
        "portable/show.html",
        {
            "book": found.rulebook,
            "citation": citation,
            "number": number,
            "heading": heading,
            "permalink": permalink,
            "qr": qr.svg(permalink, title=citation),
            "back": back,
        },
    )


@require_GET
@read_page(("step", "choose"))
def show_step(request: HttpRequest, slug: str) -> HttpResponse:
    board = get_object_or_404(Board.objects.select_related("rulebook"), slug=slug)
    viewer = board_viewer(request, board, base=reverse("boards:board", args=[slug]))
    if viewer.redirect:  # a numbered step link from before step identities
        return redirect(request.path + viewer.redirect, permanent=True)
    if viewer.error or viewer.step is None:
        status = viewer.error.status if viewer.error else 404
        return render(request, "portable/show.html", {"error": viewer.error, "board": board}, status=status)
    permalink = viewer.step_permalink
    slug = board.rulebook.slug  # cited in the version the board was built on
    version = lookup_service.pinned_version(slug, board.version) or lookup_service.latest_version(slug)
    # The book and version once, then every number the step applies: "Gate Ruler Ver. 1.0.0 2-11, 14-1b".
    numbers = [c.number for c in viewer.cites]
    cites = [version.citation(numbers[0]), *numbers[1:]] if version and numbers else numbers
    step_label = _("Step %(step)s of %(last)s") % {"step": viewer.index, "last": viewer.last}
    return render(
        request,
        "portable/show.html",
        {
            "book": board.rulebook,
            "citation": ", ".join(cites) or board.title,
            "heading": f"{board.title} — {step_label}",
            "permalink": permalink,
            "qr": qr.svg(permalink, title=f"{board.title} — {step_label}"),
            "back": permalink,
        },
    )
