"""Rulebook pages: the list, the table of contents, a section in context, and the lookup box."""

from __future__ import annotations

import dataclasses
import functools

from django.db.models import Count, F, QuerySet
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET
from django.views.decorators.vary import vary_on_headers

from engine.ruletext import catalog
from rulesite.pagecache.decorators import read_page

from .models import GlossaryTerm, Rulebook, RulebookVersion, Section
from .services import documents, lineage, search_glossary, search_page, section_page, words
from .services import lookup as lookup_service
from .services.section_page import Node, build_tree
from .url_numbers import number_or_answer


def final_once_superseded(view):
    """A version-pinned page is sent as immutable only once a newer version exists: until then it
    will still gain the notice that one does (see :func:`lineage.superseded`)."""

    @functools.wraps(view)
    def wrapper(request: HttpRequest, book: str, *args, **kwargs) -> HttpResponse:
        response = view(request, book, *args, **kwargs)
        marked = getattr(response, "read_page", None)
        if marked is not None and marked.pinned and not lineage.superseded(book, kwargs["version"]):
            response.read_page = dataclasses.replace(marked, pinned=False)
        return response

    return wrapper


def _version_or_404(request: HttpRequest, book: str, version: str | None) -> RulebookVersion:
    found = lookup_service.pinned_version(book, version) if version else lookup_service.latest_version(book)
    if found is None:
        raise Http404(f"no rulebook {book!r}" + (f" version {version!r}" if version else ""))
    return found


@require_GET
@read_page()
def home(request: HttpRequest) -> HttpResponse:
    books = Rulebook.objects.prefetch_related("versions").annotate(board_count=Count("boards"))
    return render(request, "rulebooks/home.html", {"books": books})


#: A book of at most this many sections shows its whole tree on the contents page; a larger one
#: shows its chapters, each expanded on demand (:func:`toc_chapter`), so the page stays small.
TOC_INLINE_SECTIONS = 150


@require_GET
@final_once_superseded
@read_page(pinned_by="version")
def toc(request: HttpRequest, book: str, version: str | None = None) -> HttpResponse:
    target = _version_or_404(request, book, version)
    sections = target.sections.order_by("order")
    whole = sections.count() <= TOC_INLINE_SECTIONS
    return render(
        request,
        "rulebooks/toc.html",
        {
            "version": target,
            "book": target.rulebook,
            "tree": build_tree(list(sections)) if whole else [Node(s) for s in _chapters(sections)],
            "chapters_on_demand": not whole,
            "syntheses": target.syntheses.all(),
            "pinned": version is not None,
            "pin": version,
            "editions": documents.editions(book),
            "companions": documents.edition(book, target.version).companions,
            "newer": lineage.newer(target) if version else None,
        },
    )


def _chapters(sections: QuerySet[Section]) -> QuerySet[Section]:
    """The top-level sections, each with ``below``: how many sections its subtree has."""
    fields = ("id", "number", "order", "subtree_end", "title", "text", "title_en", "text_en", "version_id")
    return sections.filter(parent=None).only(*fields).annotate(below=F("subtree_end") - F("order"))


@require_GET
@vary_on_headers("HX-Request")
@read_page(pinned_by="version")
def toc_chapter(request: HttpRequest, book: str, number: str, version: str | None = None) -> HttpResponse:
    """One chapter's subsections, for the contents page to expand (an htmx fragment).

    Without htmx it is the chapter's own page that lists them: the request is sent there.
    """
    target = _version_or_404(request, book, version)
    parsed, _ = lookup_service.parse_url_number(number)
    chapter = target.sections.filter(number=str(parsed)).first() if parsed else None
    if chapter is None:
        raise Http404(f"no section {number!r}")
    if not request.htmx:
        if version is None:
            return redirect(reverse("rulebooks:section", args=[book, chapter.number]))
        return redirect(reverse("rulebooks:pinned_section", args=[book, version, chapter.number]))
    subtree = target.sections.filter(order__gt=chapter.order, order__lte=chapter.subtree_end)
    subtree = subtree.order_by("order")
    context = {"book": target.rulebook, "version": target, "pinned": version is not None}
    return render(request, "rulebooks/_toc_chapter.html", {**context, "tree": build_tree(list(subtree))})


def _missing_section(request, target, parsed, version, versions) -> HttpResponse:
    """A number this version lacks: 404, or 200 with what is known of a number the engine cites."""
    missing = section_page.missing_context(target, parsed, version, versions)
    status = 200 if missing["outside"] else 404  # a number the engine cites has a page
    if missing["outside"]:
        pinned = reverse("rulebooks:pinned_section", args=[target.rulebook.slug, target.version, str(parsed)])
        missing["permalink"] = request.build_absolute_uri(pinned)
    return render(request, "rulebooks/missing_section.html", missing, status=status)


@require_GET
@final_once_superseded
@vary_on_headers("HX-Request")
@read_page(["board", "step", "go", "choose"], pinned_by="version")
def section(request: HttpRequest, book: str, number: str, version: str | None = None) -> HttpResponse:
    target = _version_or_404(request, book, version)
    parsed, answer = number_or_answer(request, number, version, target, "section")
    if parsed is None or answer is not None:
        return answer
    found = documents.find(target, str(parsed))
    if found.section is None:
        return _missing_section(request, target, parsed, version, found.versions)
    context = section_page.section_context(request, found, version)
    viewer = context["viewer"]
    if viewer is None:
        return section_page.fit_subtree(request, "rulebooks/section.html", context)
    if viewer.redirect:  # a numbered step link from before step identities, or the slider's ?go=
        return redirect(request.path + viewer.redirect, permanent=viewer.redirect_permanent)
    if request.htmx and not request.htmx.history_restore_request:
        return render(request, "boards/_viewer.html", {"viewer": viewer}, status=viewer.status)
    # A bad ?step= or ?choose= gets the same status as on the board's own page.
    return section_page.fit_subtree(request, "rulebooks/section.html", context, status=viewer.status)


@require_GET
@vary_on_headers("HX-Request")
@read_page(["q", "book"])
def search(request: HttpRequest) -> HttpResponse:
    """The lookup box: a section number jumps to its section; words search the text.

    An htmx request (search as you type) gets only the results fragment, and never a redirect:
    a number is offered as the first result instead.
    """
    partial = bool(request.htmx) and not request.htmx.history_restore_request
    page = search_page.search(request.GET, partial=partial)
    if page.redirect:
        return redirect(page.redirect)
    template = "rulebooks/_search_results.html" if partial else "rulebooks/search.html"
    return render(request, template, page.context, status=page.status)


@require_GET
@read_page(["v"])
def preview(request: HttpRequest, book: str, number: str) -> HttpResponse:
    """The small popover shown when a cross-reference is hovered, focused or tapped (an htmx fragment).

    ``?v=<version>`` previews the section in that version (from a version-pinned page).
    """
    pin = request.GET.get("v", "").strip() or None
    target = _version_or_404(request, book, pin)
    parsed, _ = lookup_service.parse_url_number(number)
    section = target.sections.filter(number=str(parsed)).first() if parsed else None
    outside = catalog.out_of_source(book).get(str(parsed)) if parsed and section is None else None
    return render(
        request,
        "rulebooks/preview.html",
        {
            "book": target.rulebook,
            "version": target,
            "number": str(parsed or number[:40]),
            "section": section,
            "outside": outside,
            "pin": pin,
        },
    )


@require_GET
@read_page()
def glossary(request: HttpRequest, book: str) -> HttpResponse:
    target = _version_or_404(request, book, None)
    terms = list(GlossaryTerm.objects.filter(rulebook=target.rulebook))
    sections = list(target.sections.only("id", "version", "number", "title", "text"))
    entries = []
    headings = search_glossary.headings_of(book)
    for term in terms:
        forms = term.surface_forms
        uses = [s.number for s in sections if any(words.contains(s.title + "\n" + s.text, f) for f in forms)]
        # The rule whose heading is the term first (【トリガー】: 10-1-5), then the others it lists.
        defining = search_glossary.defining_rule(term, headings)
        defined = list(dict.fromkeys([defining, *term.defined_in] if defining else term.defined_in))
        entries.append({"term": term, "defined": defined, "uses": [n for n in uses if n not in defined]})
    return render(
        request,
        "rulebooks/glossary.html",
        {
            "book": target.rulebook,
            "version": target,
            "entries": entries,
            "numbers": {s.number for s in sections},
        },
    )
