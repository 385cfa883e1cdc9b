"""The search page: a section number jumps to its section; words search the text, the glossary
and the example boards; an empty result suggests near terms and section titles."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.http import QueryDict

from ..models import Rulebook
from . import lookup, search_glossary
from . import search as search_service
from .examples import examples


@dataclass
class SearchPage:
    context: dict[str, Any]
    status: int = 200
    redirect: str | None = None  # a number with one match: its section


def _words(page: SearchPage, query: str, books: list[Rulebook], pinned: str) -> bool:
    """Add the word hits, terms and boards; True when anything was found."""
    words = lookup.word_search(query, books, version=pinned or None)
    page.context.update(
        words=words,
        hits=words.hits,
        version=pinned,
        capped=len(words.hits) >= search_service.MAX_HITS,
        terms=search_glossary.search_terms(query, books),
        boards=examples().search(query, books),
    )
    return bool(words.hits or page.context["terms"] or page.context["boards"])


def search(params: QueryDict, *, partial: bool) -> SearchPage:
    """``partial``: an htmx request (search as you type) gets a fragment, never a redirect or a 4xx."""
    query = params.get("q", "").strip()
    book = params.get("book", "").strip() or None
    page = SearchPage({"query": query, "book": book, "books": Rulebook.objects.all()})
    if not query:
        return page
    result = page.context["result"] = lookup.lookup(query, book)
    if result.too_long:
        page.context["max_length"] = lookup.MAX_QUERY_LENGTH
        page.status = 200 if partial else 400
    elif result.unknown_book:
        page.status = 200 if partial else 404
    elif result.is_number and len(result.matches) == 1 and not partial:
        page.redirect = result.matches[0].url
    else:
        books = [b for b in page.context["books"] if not book or b.slug == book]
        pinned = params.get("version", "").strip()[:40] if book else ""
        found = _words(page, query, books, pinned) or bool(result.matches)
        if not found:
            versions = [v for v in (lookup.latest_version(b.slug) for b in books) if v]
            page.context["suggestions"] = search_glossary.suggest(query, versions)
        page.status = 404 if result.is_number and not found and not partial else 200
    return page
