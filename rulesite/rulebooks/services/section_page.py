"""What a section page shows: the section in context, its subtree, its example boards.

The views say which version and number were asked for; this module gathers the page (a few
queries) and keeps it small (:func:`fit_subtree`).
"""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.safestring import mark_safe

from engine.ruletext import RuleNumber, catalog
from engine.ruletext.drift import version_key
from rulesite.pagecache.compact import compact_html

from ..models import GlossaryTerm, RulebookVersion, Section
from . import documents, lineage, outline, subtree
from .examples import SectionPage, examples
from .richtext import TextContext
from .subtree import Node, build_tree

#: A section page's HTML stays within this; deeper subsections are shown by their headings if needed.
MAX_SECTION_PAGE = 30 * 1024


#: where the subtree goes in the rendered page (:func:`fit_subtree` puts the rows there)
_SLOT = "\x00subtree\x00"


def fit_subtree(request: HttpRequest, template: str, context: dict, *, status: int = 200) -> HttpResponse:
    """Render the page once and put in its subtree at the most that fits MAX_SECTION_PAGE.

    Tried in order, the first that fits is served: every level of subsections in full, one level
    fewer in full (the deeper ones by their headings), ... every subsection by its heading; then
    the example boards listed by their titles only, then the example's list of all steps left to
    the board's own page; then, for a part too long even by its headings, its sections by their
    headings, each saying how many subsections its own page lists (the page of each is the page of
    that part of the tree: its address is the section's). Each subsection keeps its own page.

    The rows are built in Python (:mod:`.subtree`), whose sizes add up: a depth is measured, not
    rendered, and one that cannot fit even counting its rule text unlinked is not measured exactly.
    """
    nodes: list[Node] = context["subtree"]
    textctx = context["textctx"]
    rows = subtree.Rows(textctx, context["version"].language)
    deepest = subtree.deepest(nodes)
    variants = [{}]
    if context.get("section_boards"):  # a chapter many boards illustrate: list them by title
        variants.append({**variants[-1], "compact_examples": True})
    if context.get("viewer"):  # the example's list of all steps left to the board's own page
        variants.append({**variants[-1], "compact_viewer": True})
    whole = [(0, full, deepest) for full in range(deepest, -1, -1)]
    candidates = whole + [(v, 0, deepest) for v in range(1, len(variants))]
    if deepest > 1:
        candidates += [(v, 0, 1) for v in range(len(variants))]
    pages: dict[int, tuple[HttpResponse, bytes, bytes]] = {}

    def page(variant: int) -> tuple[HttpResponse, bytes, bytes]:
        if variant not in pages:
            context.update(variants[variant])
            context["subtree_html"] = mark_safe(_SLOT)  # noqa: S308 - a marker replaced below
            response = render(request, template, context, status=status)
            head, _, tail = compact_html(response.content).partition(_SLOT.encode())
            pages[variant] = response, head, tail
        return pages[variant]

    def frame(full: int, keep: int) -> tuple[str, str]:
        if not nodes:
            return "", ""
        return subtree.note(full < deepest, keep < deepest) + '<ol class="subsections">', "</ol>"

    chosen = candidates[-1]
    for variant, full, keep in candidates:
        _, head, tail = page(variant)
        around = len(head) + len(tail) + len("".join(frame(full, keep)).encode())
        budget = MAX_SECTION_PAGE - around
        if rows.size(nodes, full, keep, exact=False, budget=budget) > budget:
            continue  # over even with its rule text unlinked: not worth linking it
        if rows.size(nodes, full, keep, budget=budget) <= budget:
            chosen = variant, full, keep
            break
    variant, full, keep = chosen
    response, head, tail = page(variant)
    before, after = frame(full, keep)
    inner = before + rows.draw(nodes, full, keep) + after
    response.content = head + compact_html(inner.encode()) + tail
    return response


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
