"""The search page: a section number jumps to its section; words search the text, the glossary
and the example boards; an empty result suggests near terms and section titles."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.http import QueryDict
from django.urls import reverse

from engine.ruletext import catalog
from engine.ruletext.numbers import RuleNumber

from ..models import Rulebook
from . import lookup, search_glossary
from . import search as search_service
from . import words as japanese_words
from .examples import examples

#: At most this many rules outside the source are listed for one query.
MAX_OUTSIDE = 10


@dataclass(frozen=True)
class OutsideHit:
    """A rule whose text the site's source lacks but which has a page (what it provides, what the
    engine assumes): found by its heading and those notes."""

    book: Rulebook
    number: str
    title: dict[str, str]
    url: str


def _mentions(entry: catalog.OutOfSource, term: str) -> bool:
    """Whether an out-of-source entry says ``term``: a whole Japanese word (never 場 inside 場合),
    or an English word or phrase, case ignored."""
    ja = " ".join(part.get("ja", "") for part in (entry.title, entry.known, entry.assumption))
    en = " ".join(part.get("en", "") for part in (entry.title, entry.known, entry.assumption))
    return japanese_words.contains(ja, term) or term.casefold() in en.casefold()


def outside_hits(query: str, books: list[Rulebook]) -> list[OutsideHit]:
    """Rules with a page but no text in the source that mention every word of the query, in
    rulebook order (ダブルアタック finds ONE PIECE 10-1-2, which the summary does not carry)."""
    terms = search_service.terms_of(query)
    if not terms:
        return []
    found = []
    for book in books:
        try:
            entries = catalog.out_of_source(book.slug)
        except KeyError:  # a book imported into the site but not in the engine's catalog
            continue
        for number in sorted(entries, key=RuleNumber.parse):
            entry = entries[number]
            if all(_mentions(entry, term) for term in terms):
                url = reverse("rulebooks:section", args=[book.slug, number])
                found.append(OutsideHit(book, number, entry.title, url))
                if len(found) >= MAX_OUTSIDE:
                    return found
    return found


@dataclass
class SearchPage:
    context: dict[str, Any]
    status: int = 200
    redirect: str | None = None  # a number with one match: its section


def _words(page: SearchPage, query: str, books: list[Rulebook], pinned: str, number: bool) -> bool:
    """Add the word hits, terms and boards; True when anything was found. A section number that no
    book has (10-1-5-9) lists no boards: their words would match its digits, not a rule."""
    words = lookup.word_search(query, books, version=pinned or None)
    page.context.update(
        words=words,
        hits=words.hits,
        version=pinned,
        capped=len(words.hits) >= search_service.MAX_HITS,
        terms=search_glossary.search_terms(query, books),
        boards=[] if number else examples().search(query, books),
        outside=outside_hits(query, books),
    )
    found = page.context
    return bool(words.hits or found["terms"] or found["boards"] or found["outside"])


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
        found = _words(page, query, books, pinned, result.is_number) or bool(result.matches)
        if not found:
            versions = [v for v in (lookup.latest_version(b.slug) for b in books) if v]
            page.context["suggestions"] = search_glossary.suggest(query, versions)
        page.status = 404 if result.is_number and not found and not partial else 200
    return page
