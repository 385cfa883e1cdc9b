"""JSON for writers' tools and bots: /api/<book>/sections/ and /api/<book>/sections/<number>/."""

from __future__ import annotations

from django.http import HttpRequest, JsonResponse
from django.urls import reverse
from django.views.decorators.http import require_GET

from .models import RulebookVersion, Section
from .services import documents
from .services import lookup as lookup_service


def _version(book: str, request: HttpRequest) -> RulebookVersion | None:
    pinned = request.GET.get("version")
    return lookup_service.pinned_version(book, pinned) if pinned else lookup_service.latest_version(book)


def _as_json(section: Section, version: RulebookVersion, parent_number: str | None, request) -> dict:
    book = version.rulebook.slug
    return {
        "number": section.number,
        "parent": parent_number,
        "depth": section.depth,
        "order": section.order,
        "title": section.title,
        "text": section.text,
        "note": section.note,
        "version": version.version,
        "kind": version.kind,
        "citation": version.citation(section.number),
        "url": request.build_absolute_uri(reverse("rulebooks:section", args=[book, section.number])),
        "permalink": request.build_absolute_uri(
            reverse("rulebooks:pinned_section", args=[book, version.version, section.number])
        ),
    }


def _not_found(message: str) -> JsonResponse:
    return JsonResponse({"error": message}, status=404)


@require_GET
def sections(request: HttpRequest, book: str) -> JsonResponse:
    version = _version(book, request)
    if version is None:
        return _not_found(f"no rulebook {book!r} (or no such version)")
    rows = list(version.sections.all())
    numbers = {row.id: row.number for row in rows}
    in_versions = documents.versions_by_number(book)
    edition = documents.edition(book, version.version)
    sections = []
    for row in rows:
        data = _as_json(row, version, numbers.get(row.parent_id), request)
        data["versions"] = in_versions.get(row.number, [])
        sections.append(data)
    return JsonResponse(
        {
            "rulebook": book,
            "name": {"ja": version.rulebook.name_ja, "en": version.rulebook.name_en},
            "version": version.version,
            "kind": version.kind,
            "official_text": version.is_official,
            "document": documents.describe(version),
            "companions": [documents.describe(doc) for doc in edition.companions] if edition else [],
            "versions": [e.version for e in documents.editions(book)],
            "sections": sections,
        },
        json_dumps_params={"ensure_ascii": False},
    )


@require_GET
def section(request: HttpRequest, book: str, number: str) -> JsonResponse:
    version = _version(book, request)
    if version is None:
        return _not_found(f"no rulebook {book!r} (or no such version)")
    parsed, _ = lookup_service.parse_url_number(number)
    if parsed is None:
        return JsonResponse({"error": f"not a section number: {number[:80]!r}"}, status=400)
    row = version.sections.select_related("parent").filter(number=str(parsed)).first()
    if row is None:
        return _not_found(f"no section {parsed} in {book} {version.version}")
    data = _as_json(row, version, row.parent.number if row.parent else None, request)
    data["children"] = list(row.children.values_list("number", flat=True))
    data["versions"] = documents.versions_with(book, row.number)
    data["companions"] = [
        {**documents.describe(c.version), "title": c.title, "text": c.text}
        for c in documents.companion_sections(version, row.number)
    ]
    return JsonResponse(data, json_dumps_params={"ensure_ascii": False})
