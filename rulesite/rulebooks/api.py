"""The JSON API, described by its own code: /api/openapi.json is generated from these schemas.

django-ninja builds the OpenAPI 3 description from the operations and the pydantic schemas
below, validates the parameters (a bad one is a 400 with ``error`` and ``detail``) and
serialises every answer through its schema, so the description cannot drift from the answers.
Answers are read pages: cached, with ``ETag``/``Last-Modified`` and 304s like the HTML pages
(:mod:`rulesite.pagecache`); CORS lets other sites call them from a browser (settings,
``CORS_URLS_REGEX``).
"""

from __future__ import annotations

from typing import Literal

from django.http import HttpRequest, HttpResponse
from django.urls import reverse
from ninja import NinjaAPI, Path, Query, Schema
from ninja.errors import ValidationError
from pydantic import Field

from rulesite.pagecache.decorators import ReadPage

from .models import RulebookVersion, Section
from .services import documents
from .services import lookup as lookup_service

BOOK = r"^[a-z][a-z0-9-]*$"
#: A version label or a section number as typed in a URL (bounded: no unbounded work).
LABEL = 80
#: Any text without control characters: an address with one is refused (400) before any view
#: (rulesite/ops/middleware.py), on every database alike.
PLAIN = r"^[^\x00-\x1f\x7f]*$"


class ReadPageAPI(NinjaAPI):
    """Every successful GET answer is a cacheable read page (ETag, 304, Cache-Control)."""

    def create_response(self, request, data, *, status=None, temporal_response=None):
        response = super().create_response(request, data, status=status, temporal_response=temporal_response)
        if response.status_code == 200 and request.method in ("GET", "HEAD"):
            kwargs = request.resolver_match.kwargs if request.resolver_match else {}
            response.read_page = ReadPage(frozenset({"version"}), pinned="old" in kwargs)
        return response

    def _get_urls(self):
        """The page cache reads which parameters a view reads from the view (``@read_page``)."""
        patterns = super()._get_urls()
        for pattern in patterns:
            callback = getattr(pattern, "callback", None)
            if callback is not None:
                callback.read_page_params = frozenset({"version"})
        return patterns


api = ReadPageAPI(
    title="Rulestep API",
    version="1",
    description=(
        "Read-only JSON for writers' tools and bots: a rulebook's sections, one section, and the "
        "changes between two versions. Every answer has an ETag (send If-None-Match for a 304) and "
        "Access-Control-Allow-Origin: *. Errors are JSON objects with an `error` message."
    ),
    docs_url=None,
    openapi_url="/openapi.json",
    urls_namespace="api",
)


# --- Schemas ----------------------------------------------------------------------------------
class Error(Schema):
    error: str = Field(description="What was wrong, in English")
    detail: list[dict] | None = Field(None, description="Which parameters were invalid")


class Names(Schema):
    ja: str
    en: str


class Document(Schema):
    version: str
    kind: str = Field(description="official, summary or translation")
    language: str
    date: str = Field(description="YYYY-MM-DD")
    effective: str | None = Field(description="YYYY-MM-DD the version takes effect, when the publisher says")
    source_url: str
    attribution: Names


class SectionOut(Schema):
    number: str = Field(examples=["12-4b-2a"])
    parent: str | None
    depth: int
    order: int
    title: str
    text: str
    note: str
    version: str
    kind: str
    citation: str = Field(description="How to cite the section in this version")
    url: str = Field(description="The section in the latest version")
    permalink: str = Field(description="The section pinned to this version")
    versions: list[str] = Field(description="The versions that have this number")


class Companion(Document):
    title: str
    text: str


class OneSection(SectionOut):
    children: list[str]
    companions: list[Companion] = Field(description="Summaries or translations of this number")


class Sections(Schema):
    rulebook: str
    name: Names
    version: str
    kind: str
    official_text: bool
    document: Document
    companions: list[Document]
    versions: list[str] = Field(description="Every version, the newest first")
    sections: list[SectionOut]


class Piece(Schema):
    op: Literal["same", "added", "removed"]
    text: str


class TitledText(Schema):
    title: str
    text: str


class SectionChange(Schema):
    number: str = Field(description="The new number (the old one when removed)")
    change: Literal["same", "changed", "added", "removed", "moved", "moved-changed"]
    old_number: str | None
    new_number: str | None
    old: TitledText | None
    new: TitledText | None
    pieces: list[Piece]


class Diff(Schema):
    rulebook: str
    old: Document
    new: Document
    moved: int = Field(description="Rules under a new number, same text")
    moved_changed: int = Field(description="Rules under a new number, text changed")
    added: int
    removed: int
    changed: int
    unchanged: int
    sections: list[SectionChange] = Field(description="Every section of both versions, paired")
    url: str = Field(description="The diff page")


# --- Errors -----------------------------------------------------------------------------------
@api.exception_handler(ValidationError)
def _invalid(request: HttpRequest, exc: ValidationError) -> HttpResponse:
    detail = [{"loc": list(e.get("loc", ())), "msg": str(e.get("msg", ""))} for e in exc.errors]
    return api.create_response(request, {"error": "invalid parameters", "detail": detail}, status=400)


def _error(request: HttpRequest, status: int, message: str) -> HttpResponse:
    return api.create_response(request, {"error": message}, status=status)


BookPath = Path(
    ..., pattern=BOOK, max_length=LABEL, description="The rulebook's slug", examples=["gate-ruler"]
)
VersionQuery = Query(None, max_length=LABEL, description="Pin a version (default: the latest)")


def _version(book: str, pinned: str | None) -> RulebookVersion | None:
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


# --- Operations -------------------------------------------------------------------------------
@api.get(
    "/{book}/sections/",
    response={200: Sections, 400: Error, 404: Error},
    url_name="api_sections",
    summary="Every section of a version",
)
def sections(request: HttpRequest, book: str = BookPath, version: str | None = VersionQuery):
    """Every section (number, parent, depth, text, version, the versions that have it), the
    document's kind, language, date, source and attribution, and its companion documents."""
    found = _version(book, version)
    if found is None:
        return _error(request, 404, f"no rulebook {book!r} (or no such version)")
    rows = list(found.sections.all())
    numbers = {row.id: row.number for row in rows}
    in_versions = documents.versions_by_number(book)
    edition = documents.edition(book, found.version)
    items = []
    for row in rows:
        data = _as_json(row, found, numbers.get(row.parent_id), request)
        data["versions"] = in_versions.get(row.number, [])
        items.append(data)
    return {
        "rulebook": book,
        "name": {"ja": found.rulebook.name_ja, "en": found.rulebook.name_en},
        "version": found.version,
        "kind": found.kind,
        "official_text": found.is_official,
        "document": documents.describe(found),
        "companions": [documents.describe(doc) for doc in edition.companions] if edition else [],
        "versions": [e.version for e in documents.editions(book)],
        "sections": items,
    }


@api.get(
    "/{book}/sections/{number}/",
    response={200: OneSection, 400: Error, 404: Error},
    url_name="api_section",
    summary="One section",
)
def section(
    request: HttpRequest,
    book: str = BookPath,
    number: str = Path(
        ...,
        max_length=LABEL,
        pattern=PLAIN,
        description="A section number in any usual form (text that is not one is a 404, like a number "
        "the book does not have)",
        examples=["12-4b"],
    ),
    version: str | None = VersionQuery,
):
    """One section, with its children, the versions that have it and the companion texts of its number."""
    found = _version(book, version)
    if found is None:
        return _error(request, 404, f"no rulebook {book!r} (or no such version)")
    parsed, _ = lookup_service.parse_url_number(number)
    if parsed is None:  # no such section: the address names nothing, as a number the book lacks
        return _error(request, 404, f"no section {number[:80]!r} in {book}: not a section number")
    row = found.sections.select_related("parent").filter(number=str(parsed)).first()
    if row is None:
        return _error(request, 404, f"no section {parsed} in {book} {found.version}")
    data = _as_json(row, found, row.parent.number if row.parent else None, request)
    data["children"] = list(row.children.values_list("number", flat=True))
    data["versions"] = documents.versions_with(book, row.number)
    data["companions"] = [
        {**documents.describe(c.version), "title": c.title, "text": c.text}
        for c in documents.companion_sections(found, row.number)
    ]
    return data


@api.get(
    "/{book}/diff/{old}/{new}/",
    response={200: Diff, 400: Error, 404: Error},
    url_name="api_diff",
    summary="What changed between two versions",
)
def diff(
    request: HttpRequest,
    book: str = BookPath,
    old: str = Path(..., max_length=LABEL, pattern=PLAIN, examples=["1.2.0"]),
    new: str = Path(..., max_length=LABEL, pattern=PLAIN, examples=["1.2.1"]),
):
    """Counts, and every section paired across the versions (renumbered rules as `moved`), with
    its old and new numbers and its pieces (`same`/`added`/`removed`)."""
    before, after = documents.pinned(book, old), documents.pinned(book, new)
    if before is None or after is None:
        missing = old if before is None else new
        return _error(request, 404, f"no version {missing!r} of rulebook {book!r}")
    data = {"rulebook": book, "old": documents.describe(before), "new": documents.describe(after)}
    data.update(documents.diff(before, after).to_json())
    data["url"] = request.build_absolute_uri(reverse("rulebooks:diff", args=[book, old, new]))
    return data
