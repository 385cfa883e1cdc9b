"""The offline bundle as an operation of the site's JSON API (so /api/openapi.json describes it)."""

from __future__ import annotations

from django.http import HttpRequest
from ninja import Path, Schema
from pydantic import Field

from rulesite.rulebooks.api import BOOK, LABEL, Error, Names, api

from . import offline


class Bundle(Schema):
    rulebook: str
    name: Names
    version: str = Field(description="The latest version: what is stored")
    data_version: str = Field(
        description="The site's data version; a stored book whose token differs is stale"
    )
    data_changed_at: str
    pages: list[str] = Field(description="Contents, glossary, every section page (site paths)")
    boards: list[str] = Field(description="Every step of the book's boards (site paths; the second choice)")
    assets: list[str] = Field(description="The offline page and the static files the pages load")
    index: dict[str, str] = Field(description="Section number → its page, for lookup with no network")


@api.get(
    "/{book}/offline/",
    response={200: Bundle, 400: Error, 404: Error},
    url_name="api_offline",
    summary="What to store to read a rulebook offline",
)
def offline_bundle(
    request: HttpRequest,
    book: str = Path(..., pattern=BOOK, max_length=LABEL, examples=["gate-ruler"]),
):
    """The pages "Keep this rulebook for offline use" stores, and the number index for lookup."""
    found = offline.bundle(book)
    if found is None:
        return api.create_response(request, {"error": f"no rulebook {book!r}"}, status=404)
    return found
