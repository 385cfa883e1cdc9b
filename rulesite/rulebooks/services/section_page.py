"""What a section page shows: the section in context, its subtree, its example boards.

The views say which version and number were asked for; this module gathers the page (a few
queries) and keeps it small (:func:`fit_subtree`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.html import escape

from engine.ruletext import RuleNumber, catalog
from engine.ruletext.drift import version_key
from rulesite.pagecache.compact import compact_html

from ..models import GlossaryTerm, RulebookVersion, Section
from . import documents, lineage, outline
from .examples import SectionPage, examples
from .richtext import TextContext

#: A section page's HTML stays within this; deeper subsections are shown by their headings if needed.
MAX_SECTION_PAGE = 30 * 1024


@dataclass
class Node:
    """A section with its children, for drawing a tree."""

    section: Section
    children: list[Node] = field(default_factory=list)
    full: bool = True  # False: shown by its number and heading only


def build_tree(sections: list[Section]) -> list[Node]:
    """Nest sections given in document order (each parent before its subtree); a section whose
    parent is not among them is a root."""
    roots: list[Node] = []
    nodes: dict[int, Node] = {}
    for section in sections:
        node = nodes[section.id] = Node(section)
        parent = nodes.get(section.parent_id) if section.parent_id else None
        (parent.children if parent else roots).append(node)
    return roots


def _levels(nodes: list[Node], level: int = 1) -> list[tuple[int, Node]]:
    return [pair for node in nodes for pair in [(level, node), *_levels(node.children, level + 1)]]


def fit_subtree(request: HttpRequest, template: str, context: dict, *, status: int = 200) -> HttpResponse:
    """Render; while the page is over MAX_SECTION_PAGE, show one level fewer of subsections in full,
    then, if still over, list the example boards by their titles only, and then leave the example's
    list of all steps to the board's own page.

    Keeps every page small whatever the size of a chapter; each subsection keeps its own page. A
    level that cannot fit is not rendered: showing a subsection by its heading saves at least its
    rule text less the heading (:func:`_saved_at_least`), so when the full page less that is still
    over, the smaller page is too.
    """
    response = render(request, template, context, status=status)
    size = len(compact_html(response.content))
    levels = _levels(context["subtree"])
    deepest = max((level for level, _ in levels), default=0)
    if size > MAX_SECTION_PAGE and deepest > 0:
        textctx, language = context.get("textctx"), getattr(context.get("version"), "language", "")
        saved = [(level, _saved_at_least(node, textctx, language)) for level, node in levels]
        for keep in range(deepest - 1, -1, -1):
            for level, node in levels:
                node.full = level <= keep
            context["collapsed"] = True
            at_least = size - sum(bytes_ for level, bytes_ in saved if level > keep)
            if keep > 0 and at_least > MAX_SECTION_PAGE:
                continue  # this level cannot fit: the next one down is rendered instead
            response = render(request, template, context, status=status)
            if len(compact_html(response.content)) <= MAX_SECTION_PAGE:
                break
    if len(compact_html(response.content)) > MAX_SECTION_PAGE and context.get("section_boards"):
        # a chapter many boards illustrate: list them by title (each board's page says the rest)
        context["compact_examples"] = True
        response = render(request, template, context, status=status)
    if len(compact_html(response.content)) > MAX_SECTION_PAGE and context.get("viewer"):
        # still over: the example's list of all steps is left to the board's own page
        context["compact_viewer"] = True
        response = render(request, template, context, status=status)
    return response


def _saved_at_least(node: Node, textctx: TextContext | None, language: str) -> int:
    """Bytes that showing ``node`` by its heading saves at least (rulebooks/_subtree_node.html):
    its rule text's block, less the heading's span (its title and English are not counted)."""
    section = node.section
    if not section.text or textctx is None:
        return 0
    text = f'<div class="rule-text" lang="{language}">{textctx.render(section.text)}</div>'
    heading = f' <span lang="{language}">{escape(section.heading)}</span>'
    return max(0, len(compact_html(text.encode())) - len(heading.encode()) - 2)


def text_context(version: RulebookVersion, pin: str | None = None) -> TextContext:
    """Two queries: the section numbers of the version's documents and the book's glossary."""
    return TextContext(
        book=version.rulebook.slug,
        numbers=documents.numbers_of(version),
        terms=list(GlossaryTerm.objects.filter(rulebook_id=version.rulebook_id)),
        pin=pin,
        outside=frozenset(catalog.out_of_source(version.rulebook.slug)),
    )


def _surroundings(current: Section) -> dict[str, Any]:
    """The section's ancestors, subsections, neighbours, the syntheses and sections that cite it."""
    target = current.version
    ancestor_numbers = [str(a) for a in RuleNumber.parse(current.number).ancestors()]
    neighbours = {
        s.order: s for s in target.sections.filter(order__in=[current.order - 1, current.subtree_end + 1])
    }
    cited_by = Section.objects.filter(version=target, references__target_number=current.number)
    return {
        "ancestors": list(target.sections.filter(number__in=ancestor_numbers)) if ancestor_numbers else [],
        "previous": neighbours.get(current.order - 1),
        "next": neighbours.get(current.subtree_end + 1),
        "syntheses": [s for s in documents.syntheses_of(target) if current.number in s.cites],
        "cited_by": list(cited_by.only("id", "number", "title", "text", "title_en", "text_en")),
    }


def section_context(request: HttpRequest, found: documents.Found, pin: str | None) -> dict[str, Any]:
    """Everything the section page draws for ``found.section``; ``viewer``: its inline board, or None."""
    current = found.section
    target = current.version  # the official text, or where it lacks the section, the summary
    book = target.rulebook.slug
    subtree = list(target.sections.filter(order__gt=current.order, order__lte=current.subtree_end))
    textctx = text_context(target, pin=pin)
    earlier = lineage.earlier(current, subtree)
    section_boards, viewer = examples().of_section(
        SectionPage(request, current, subtree, textctx.numbers, pin, tuple(earlier))
    )
    return {
        **_surroundings(current),
        "section_boards": section_boards,
        "viewer": viewer,
        "book": target.rulebook,
        "version": target,
        "section": current,
        "subtree": build_tree([current, *subtree])[0].children,
        "textctx": textctx,
        "pinned": pin is not None,
        "pin": pin,
        "companions": found.companions,
        "earlier_companions": _earlier_companions(current, found.companions, earlier),
        **_newer(current, pin),
        "earlier_any": bool(earlier),
        "formerly": [
            e
            for e in earlier
            if e.current.id == current.id and e.old.number != current.number and e.change != "unknown"
        ],
        "versions_here": found.versions,
        "citation": target.citation(current.number),
        "permalink": request.build_absolute_uri(
            reverse("rulebooks:pinned_section", args=[book, target.version, current.number])
        ),
        "latest_link": request.build_absolute_uri(reverse("rulebooks:section", args=[book, current.number])),
    }


def _newer(current: Section, pin: str | None) -> dict[str, Any]:
    """On a pinned page: where the rule is in the newest comparable version (``now``), whether a
    newer version exists (``newer``), and the latest page of the rule (``latest_number_url``)."""
    if not pin:
        return {"now": None, "newer": None, "latest_number_url": None}
    now, newer = lineage.now(current), lineage.newer(current.version)
    book, number = current.version.rulebook.slug, current.number
    if now is not None and newer is not None and now.version == newer.version:
        number = now.number  # None: removed, the latest table of contents
    url = reverse("rulebooks:section", args=[book, number]) if number else None
    return {"now": now, "newer": newer, "latest_number_url": url if newer else None}


def _earlier_companions(current: Section, companions: list[Section], earlier: list) -> list:
    """Companion texts (a summary, a translation) written for an earlier version of this rule, the
    newest of each kind this version lacks: shown beside the newer text with their version."""
    kinds = {c.version.kind for c in companions} | {current.version.kind}
    found = {}
    for entry in earlier:  # newest first
        kind = entry.old.version.kind
        if entry.current.id == current.id and kind not in kinds and kind not in found:
            found[kind] = entry
    return list(found.values())


def missing_context(
    version: RulebookVersion, number: RuleNumber, pin: str | None, versions: list[str]
) -> dict[str, Any]:
    """A number the version lacks: the nearest sections; for a number the engine cites although
    its text is not in our source (the out-of-source list), what the engine assumes and which
    boards rely on it."""
    outside = catalog.out_of_source(version.rulebook.slug).get(str(number))
    return {
        "book": version.rulebook,
        "version": version,
        "number": str(number),
        "outside": outside,
        "relying": examples().relying_on(version.rulebook, str(number)) if outside else [],
        # A page of its own: where it sits in the official numbering, its citation (the view adds
        # the permalink), its text's numbers linked. A number with no page: the nearest that have one.
        "outline": outline.outline(version, number) if outside else None,
        "nearest": [] if outside else outline.nearest(version, number),
        "citation": version.citation(str(number)) if outside else "",
        "textctx": text_context(version, pin=pin) if outside else None,
        "pin": pin,
        "versions_here": versions,
        "became": _became(version, str(number), versions),
        # What was imported for this version (a number none of them has says so: _not_imported.html).
        "documents": documents.edition(version.rulebook.slug, version.version).documents if outside else [],
    }


def _became(version: RulebookVersion, number: str, versions: list[str]) -> tuple[str, lineage.Now] | None:
    """A number this version lacks but an older one has: (that version, where its rule is now)."""
    key = version_key(version.version)
    older = [v for v in versions if version_key(v) < key]  # newest first
    if not older:
        return None
    primary = documents.pinned(version.rulebook.slug, older[0])
    row = documents.find(primary, number).section if primary else None
    now = lineage.now(row) if row is not None else None
    return (older[0], now) if now is not None and now.number else None
