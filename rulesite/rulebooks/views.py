"""Rulebook pages: the list, the table of contents, a section in context, and the lookup box."""

from __future__ import annotations

from dataclasses import dataclass, field

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET
from django.views.decorators.vary import vary_on_headers

from engine.ruletext import RuleNumber, catalog
from rulesite.pagecache.compact import compact_html
from rulesite.pagecache.decorators import read_page

from .models import GlossaryTerm, Rulebook, RulebookVersion, Section
from .services import documents, search_glossary
from .services import lookup as lookup_service
from .services import search as search_service
from .services.richtext import TextContext


@dataclass
class Node:
    """A section with its children, for drawing a tree."""

    section: Section
    children: list[Node] = field(default_factory=list)
    full: bool = True  # False: shown by its number and heading only


#: A section page's HTML stays within this; deeper subsections are shown by their headings if needed.
MAX_SECTION_PAGE = 30 * 1024


def _levels(nodes: list[Node], level: int = 1) -> list[tuple[int, Node]]:
    return [pair for node in nodes for pair in [(level, node), *_levels(node.children, level + 1)]]


def fit_subtree(request: HttpRequest, template: str, context: dict, *, status: int = 200) -> HttpResponse:
    """Render; while the page is over MAX_SECTION_PAGE, show one level fewer of subsections in full.

    Keeps every page small whatever the size of a chapter; each subsection keeps its own page.
    """
    response = render(request, template, context, status=status)
    levels = _levels(context["subtree"])
    deepest = max((level for level, _ in levels), default=0)
    for keep in range(deepest - 1, -1, -1):
        if len(compact_html(response.content)) <= MAX_SECTION_PAGE:
            break
        for level, node in levels:
            node.full = level <= keep
        context["collapsed"] = True
        response = render(request, template, context, status=status)
    return response


def build_tree(sections: list[Section]) -> list[Node]:
    """Nest sections given in document order (each parent before its subtree)."""
    roots: list[Node] = []
    nodes: dict[int, Node] = {}
    for section in sections:
        node = nodes[section.id] = Node(section)
        parent = nodes.get(section.parent_id) if section.parent_id else None
        (parent.children if parent else roots).append(node)
    return roots


def text_context(version: RulebookVersion, pin: str | None = None) -> TextContext:
    """Two queries: the section numbers of the version's documents and the book's glossary."""
    return TextContext(
        book=version.rulebook.slug,
        numbers=documents.numbers_of(version),
        terms=list(GlossaryTerm.objects.filter(rulebook_id=version.rulebook_id)),
        pin=pin,
        outside=frozenset(catalog.out_of_source(version.rulebook.slug)),
    )


def _version_or_404(request: HttpRequest, book: str, version: str | None) -> RulebookVersion:
    found = lookup_service.pinned_version(book, version) if version else lookup_service.latest_version(book)
    if found is None:
        raise Http404(f"no rulebook {book!r}" + (f" version {version!r}" if version else ""))
    return found


@require_GET
@read_page()
def home(request: HttpRequest) -> HttpResponse:
    from django.db.models import Count

    books = Rulebook.objects.prefetch_related("versions").annotate(board_count=Count("boards"))
    return render(request, "rulebooks/home.html", {"books": books})


@require_GET
@read_page(pinned_by="version")
def toc(request: HttpRequest, book: str, version: str | None = None) -> HttpResponse:
    target = _version_or_404(request, book, version)
    sections = list(target.sections.all())
    return render(
        request,
        "rulebooks/toc.html",
        {
            "version": target,
            "book": target.rulebook,
            "tree": build_tree(sections),
            "syntheses": target.syntheses.all(),
            "pinned": version is not None,
            "pin": version,
            "editions": documents.editions(book),
            "companions": documents.edition(book, target.version).companions,
        },
    )


@require_GET
@vary_on_headers("HX-Request")
@read_page(["board", "step", "choose"], pinned_by="version")
def section(request: HttpRequest, book: str, number: str, version: str | None = None) -> HttpResponse:
    target = _version_or_404(request, book, version)
    parsed, canonical = lookup_service.parse_url_number(number)
    if parsed is None:
        return render(
            request,
            "rulebooks/bad_number.html",
            {"book": target.rulebook, "version": target, "number": number},
            status=400,
        )
    if not canonical:
        args = [book, str(parsed)] if version is None else [book, version, str(parsed)]
        name = "rulebooks:section" if version is None else "rulebooks:pinned_section"
        return redirect(reverse(name, args=args), permanent=True)
    found = documents.find(target, str(parsed))
    current = found.section
    if current is None:
        return _missing_section(request, target, parsed, pin=version, versions=found.versions)
    target = current.version  # the official text, or where it lacks the section, the summary
    ancestor_numbers = [str(a) for a in parsed.ancestors()]
    ancestors = list(target.sections.filter(number__in=ancestor_numbers)) if ancestor_numbers else []
    subtree = list(target.sections.filter(order__gt=current.order, order__lte=current.subtree_end))
    neighbours = {
        s.order: s for s in target.sections.filter(order__in=[current.order - 1, current.subtree_end + 1])
    }
    syntheses = [s for s in documents.syntheses_of(target) if current.number in s.cites]
    cited_by = list(
        Section.objects.filter(version=target, references__target_number=current.number).only(
            "id", "number", "title", "text", "title_en", "text_en"
        )
    )
    current.parent_id = None  # the subtree is drawn under the section itself
    textctx = text_context(target, pin=version)
    section_boards, viewer = _section_boards(request, current, subtree, textctx.numbers, pin=version)
    if viewer is not None and request.htmx and not request.htmx.history_restore_request:
        return render(request, "boards/_viewer.html", {"viewer": viewer}, status=viewer.status)
    context = {
        "section_boards": section_boards,
        "viewer": viewer,
        "book": target.rulebook,
        "version": target,
        "section": current,
        "ancestors": ancestors,
        "subtree": build_tree([current, *subtree])[0].children,
        "previous": neighbours.get(current.order - 1),
        "next": neighbours.get(current.subtree_end + 1),
        "syntheses": syntheses,
        "cited_by": cited_by,
        "textctx": textctx,
        "pinned": version is not None,
        "pin": version,
        "companions": found.companions,
        "versions_here": found.versions,
        "citation": target.citation(current.number),
        "permalink": request.build_absolute_uri(
            reverse("rulebooks:pinned_section", args=[book, target.version, current.number])
        ),
        "latest_link": request.build_absolute_uri(reverse("rulebooks:section", args=[book, current.number])),
    }
    # A bad ?step= or ?choose= gets the same status as on the board's own page.
    return fit_subtree(
        request, "rulebooks/section.html", context, status=viewer.status if viewer is not None else 200
    )


def _section_boards(
    request: HttpRequest,
    current: Section,
    subtree: list[Section],
    numbers: frozenset[str],
    *,
    pin: str | None = None,
):
    """The boards of a section and its subsections (each once), and the viewer of the one shown inline.

    ``?board=<id>`` picks the board shown inline; otherwise the first one (the section's own first).
    """
    from rulesite.boards.views import board_viewer, boards_for_section

    entries = boards_for_section(current, subtree)
    boards = {entry["board"].slug: entry["board"] for entry in entries}
    wanted = request.GET.get("board")
    chosen = boards.get(wanted) if wanted else None
    if chosen is None and entries:
        chosen = entries[0]["board"]
    if chosen is None:
        return entries, None
    chosen.rulebook = current.version.rulebook
    base = request.path
    viewer = board_viewer(request, chosen, base=base, extra={"board": chosen.slug}, numbers=numbers)
    viewer.heading = 4  # h1 section, h2 "Runnable examples", h3 the board's title
    viewer.pin = pin  # a pinned page's board cites rules of its own version
    if viewer.textctx is not None:
        viewer.textctx.pin = pin
    return entries, viewer


def _missing_section(
    request: HttpRequest,
    version: RulebookVersion,
    number: RuleNumber,
    pin: str | None = None,
    versions: list[str] | None = None,
) -> HttpResponse:
    """A number the version lacks: 404 with the nearest sections, unless the engine cites it.

    A number the engine cites although its text is not in our source (the out-of-source list) has
    a page of its own (200): it says so, what the engine assumes and which boards rely on it.
    """
    from rulesite.boards.models import Board

    outside = catalog.out_of_source(version.rulebook.slug).get(str(number))
    relying = (
        [b for b in Board.objects.filter(rulebook=version.rulebook) if str(number) in b.cited_numbers]
        if outside
        else []
    )
    return render(
        request,
        "rulebooks/missing_section.html",
        {
            "book": version.rulebook,
            "version": version,
            "number": str(number),
            "outside": outside,
            "relying": relying,
            "nearest": lookup_service.nearest_sections(version, number),
            "pin": pin,
            "versions_here": versions or [],
        },
        status=200 if outside else 404,
    )


@require_GET
@vary_on_headers("HX-Request")
@read_page(["q", "book"])
def search(request: HttpRequest) -> HttpResponse:
    """The lookup box: a section number jumps to its section; words search the text.

    An htmx request (search as you type) gets only the results fragment, and never a redirect:
    a number is offered as the first result instead.
    """
    query = request.GET.get("q", "").strip()
    book = request.GET.get("book", "").strip() or None
    partial = bool(request.htmx) and not request.htmx.history_restore_request
    template = "rulebooks/_search_results.html" if partial else "rulebooks/search.html"
    context = {"query": query, "book": book, "books": Rulebook.objects.all()}
    if not query:
        return render(request, template, context)
    result = lookup_service.lookup(query, book)
    context["result"] = result
    if result.too_long:
        context["max_length"] = lookup_service.MAX_QUERY_LENGTH
        return render(request, template, context, status=200 if partial else 400)
    if result.unknown_book:
        return render(request, template, context, status=200 if partial else 404)
    if result.is_number and len(result.matches) == 1 and not partial:
        return redirect(result.matches[0].url)
    books = [b for b in context["books"] if not book or b.slug == book]
    pinned = request.GET.get("version", "").strip()[:40] if book else ""
    words = lookup_service.word_search(query, books, version=pinned or None)
    context.update(words=words, hits=words.hits, version=pinned)
    context["capped"] = len(words.hits) >= search_service.MAX_HITS
    context["terms"] = search_glossary.search_terms(query, books)
    context["boards"] = search_glossary.search_boards(query, books)
    found = context["hits"] or context["terms"] or context["boards"] or result.matches
    if not found:
        versions = [v for v in (lookup_service.latest_version(b.slug) for b in books) if v]
        context["suggestions"] = search_glossary.suggest(query, versions)
    status = 404 if result.is_number and not found and not partial else 200
    return render(request, template, context, status=status)


@require_GET
@read_page()
def preview(request: HttpRequest, book: str, number: str) -> HttpResponse:
    """The small popover shown when a cross-reference is hovered, focused or tapped (an htmx fragment).

    ``?v=<version>`` previews the section in that version (from a version-pinned page).
    """
    pin = request.GET.get("v") or None
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
    sections = list(target.sections.only("id", "number", "title", "text"))
    entries = []
    for term in terms:
        forms = term.surface_forms
        uses = [s.number for s in sections if any(form in s.text or form in s.title for form in forms)]
        entries.append({"term": term, "uses": [n for n in uses if n not in term.defined_in]})
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
