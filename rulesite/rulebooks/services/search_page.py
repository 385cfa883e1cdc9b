"""The search page: a section number jumps to its section; words search the text, the glossary
and the example boards; an empty result suggests near terms and section titles."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.http import QueryDict
from django.urls import reverse
from django.utils.translation import get_language

from engine.ruletext import catalog
from engine.ruletext.numbers import RuleNumber

from ..models import Rulebook
from . import lookup, search_glossary
from . import search as search_service
from . import words as japanese_words
from .examples import examples

#: Rules outside the source listed at once for one query; the rest behind "more".
MAX_OUTSIDE = 10
#: Rules outside the source read for one query at most.
MAX_OUTSIDE_FOUND = 200


@dataclass(frozen=True)
class OutsideHit:
    """A rule whose text the site's source lacks but which has a page (what it provides, what the
    engine assumes): found by its heading and those notes."""

    book: Rulebook
    number: str
    title: dict[str, str]
    url: str
    #: 3: its heading is the query (the rule that defines the keyword); 2: its heading has every
    #: word; 1: its notes mention them.
    rank: int = 1


def _mentions(entry: catalog.OutOfSource, term: str) -> bool:
    """Whether an out-of-source entry says ``term``: a whole Japanese word (never 場 inside 場合),
    or an English word or phrase, case ignored."""
    ja = " ".join(part.get("ja", "") for part in (entry.title, entry.known, entry.assumption))
    en = " ".join(part.get("en", "") for part in (entry.title, entry.known, entry.assumption))
    return japanese_words.contains(ja, term) or term.casefold() in en.casefold()


def _rank(entry: catalog.OutOfSource, terms: list[str]) -> int:
    names = [search_glossary.normalise(entry.title.get(lang, "")) for lang in ("ja", "en")]
    phrase = " ".join(terms)
    if phrase in names or phrase.replace(" ", "") in (n.replace(" ", "") for n in names):
        return 3
    return 2 if search_glossary.contains_all(" | ".join(names), terms) else 1


def outside_hits(query: str, books: list[Rulebook]) -> list[OutsideHit]:
    """Rules with a page but no text in the source that mention every word of the query (its
    brackets dropped: 【トリガー】, 「トリガー」 and [Trigger] are トリガー and trigger), the rule
    whose heading is the query first (10-1-5 for トリガー), then those whose heading has the
    words, then the rest, each in rulebook order (ダブルアタック finds ONE PIECE 10-1-2, which the
    summary does not carry)."""
    terms = search_glossary.words_of(query)
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
                found.append(OutsideHit(book, number, entry.title, url, _rank(entry, terms)))
                if len(found) >= MAX_OUTSIDE_FOUND:
                    break
    # Stable: rule order within a rank; of two rules headed by the query, the keyword's own first.
    keyword = {
        hit.number: search_glossary.under_keywords(hit.book.slug, hit.number)
        for hit in found
        if hit.rank == 3
    }
    return sorted(found, key=lambda hit: (-hit.rank, not keyword.get(hit.number, False)))


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
    )
    names = {b.slug: b for b in books}
    page.context["answered_by"] = [(names[slug], v) for slug, v in words.answered_by.items() if slug in names]
    page.context["other_versions"] = [
        (names[slug], others) for slug, others in words.other_versions.items() if others and slug in names
    ]
    outside = [] if number else outside_hits(query, books)  # a number's digits are not words either
    page.context.update(
        outside=outside[:MAX_OUTSIDE], outside_more=outside[MAX_OUTSIDE:], outside_total=len(outside)
    )
    page.context["defining"] = _defining(page.context["hits"], outside, page.context["terms"])
    found = page.context
    return bool(words.hits or found["terms"] or found["boards"] or found["outside"])


@dataclass(frozen=True)
class Defining:
    """The rule that defines what was searched for: shown above every rule that mentions it."""

    book: Rulebook
    number: str
    heading: str
    url: str


def _defining(hits: list, outside: list[OutsideHit], terms: list) -> list[Defining]:
    """The rules whose heading is the query (a keyword's own rule), and the rule each glossary term
    named by the query is defined in: one per book."""
    found: dict[str, Defining] = {}
    for term in terms:
        number = getattr(term, "defining", None)
        if number and getattr(term, "exact", False) and term.rulebook.slug not in found:
            url = reverse("rulebooks:section", args=[term.rulebook.slug, number])
            heading = term.term if get_language() == "ja" else (term.en or term.term)
            found[term.rulebook.slug] = Defining(term.rulebook, number, heading, url)
    for hit in outside:
        if hit.rank == 3 and hit.book.slug not in found:
            heading = hit.title.get("ja", "") if get_language() == "ja" else hit.title.get("en", "")
            found[hit.book.slug] = Defining(hit.book, hit.number, heading, hit.url)
    return list(found.values())


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
