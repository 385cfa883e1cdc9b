"""Rulebook pages: the list, the table of contents, a section in context, and the lookup box."""

from __future__ import annotations

from dataclasses import dataclass, field

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET

from engine.rulebook import RuleNumber, catalog

from .models import Rulebook, RulebookVersion, Section
from .services import lookup as lookup_service


@dataclass
class Node:
    """A section with its children, for drawing a tree."""

    section: Section
    children: list[Node] = field(default_factory=list)


def build_tree(sections: list[Section]) -> list[Node]:
    """Nest sections given in document order (each parent before its subtree)."""
    roots: list[Node] = []
    nodes: dict[int, Node] = {}
    for section in sections:
        node = nodes[section.id] = Node(section)
        parent = nodes.get(section.parent_id) if section.parent_id else None
        (parent.children if parent else roots).append(node)
    return roots


def _version_or_404(request: HttpRequest, book: str, version: str | None) -> RulebookVersion:
    found = lookup_service.pinned_version(book, version) if version else lookup_service.latest_version(book)
    if found is None:
        raise Http404(f"no rulebook {book!r}" + (f" version {version!r}" if version else ""))
    return found


@require_GET
def home(request: HttpRequest) -> HttpResponse:
    books = Rulebook.objects.prefetch_related("versions")
    return render(request, "rulebooks/home.html", {"books": books})


@require_GET
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
            "versions": target.rulebook.versions.all(),
        },
    )


@require_GET
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
    current = target.sections.filter(number=str(parsed)).first()
    if current is None:
        return _missing_section(request, target, parsed)
    current.version = target
    ancestor_numbers = [str(a) for a in parsed.ancestors()]
    ancestors = list(target.sections.filter(number__in=ancestor_numbers)) if ancestor_numbers else []
    subtree = list(target.sections.filter(order__gt=current.order, order__lte=current.subtree_end))
    neighbours = {
        s.order: s for s in target.sections.filter(order__in=[current.order - 1, current.subtree_end + 1])
    }
    syntheses = [s for s in target.syntheses.all() if current.number in s.cites]
    current.parent_id = None  # the subtree is drawn under the section itself
    return render(
        request,
        "rulebooks/section.html",
        {
            "book": target.rulebook,
            "version": target,
            "section": current,
            "ancestors": ancestors,
            "subtree": build_tree([current, *subtree])[0].children,
            "previous": neighbours.get(current.order - 1),
            "next": neighbours.get(current.subtree_end + 1),
            "syntheses": syntheses,
            "pinned": version is not None,
            "citation": target.citation(current.number),
            "permalink": request.build_absolute_uri(
                reverse("rulebooks:pinned_section", args=[book, target.version, current.number])
            ),
            "latest_link": request.build_absolute_uri(
                reverse("rulebooks:section", args=[book, current.number])
            ),
        },
    )


def _missing_section(request: HttpRequest, version: RulebookVersion, number: RuleNumber) -> HttpResponse:
    outside = catalog.out_of_source(version.rulebook.slug).get(str(number))
    return render(
        request,
        "rulebooks/missing_section.html",
        {
            "book": version.rulebook,
            "version": version,
            "number": str(number),
            "outside": outside,
            "nearest": lookup_service.nearest_sections(version, number),
        },
        status=404,
    )


@require_GET
def search(request: HttpRequest) -> HttpResponse:
    query = request.GET.get("q", "").strip()
    book = request.GET.get("book", "").strip() or None
    context = {"query": query, "book": book, "books": Rulebook.objects.all()}
    if not query:
        return render(request, "rulebooks/search.html", context)
    result = lookup_service.lookup(query, book)
    context["result"] = result
    if result.too_long:
        context["max_length"] = lookup_service.MAX_QUERY_LENGTH
        return render(request, "rulebooks/search.html", context, status=400)
    if result.unknown_book:
        return render(request, "rulebooks/search.html", context, status=404)
    if result.is_number:
        if len(result.matches) == 1:
            return redirect(result.matches[0].get_absolute_url())
        if not result.matches:
            return render(request, "rulebooks/search.html", context, status=404)
    return render(request, "rulebooks/search.html", context)
