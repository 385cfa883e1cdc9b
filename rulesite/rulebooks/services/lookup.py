"""Finding sections: by number in one version, across rulebooks, and the nearest to a missing one."""

from __future__ import annotations

from dataclasses import dataclass, field

from django.urls import reverse

from engine.ruletext import RuleNumber, RuleNumberError, catalog, normalize
from engine.ruletext.drift import version_key
from rulesite.languages import reader_lang

from ..models import Rulebook, RulebookVersion, Section
from . import documents, outline
from .richtext import section_url

#: Longer queries are refused with a 400 page before any work is done.
MAX_QUERY_LENGTH = 500


def latest_version(slug: str) -> RulebookVersion | None:
    """The primary document (official, or the summary standing in) of the newest version."""
    return documents.latest(slug)


def pinned_version(slug: str, version: str) -> RulebookVersion | None:
    """The primary document of one version."""
    return documents.pinned(slug, version)


@dataclass
class Lookup:
    """What a query to the lookup box means."""

    query: str
    number: RuleNumber | None = None
    # Sections with that number, one per rulebook searched: from the latest version that has it.
    # Each carries ``answered_by`` (its version), ``is_latest``, ``other_versions`` (the other
    # versions that have the number, newest first) and ``url`` (pinned unless it is the latest).
    matches: list[Section] = field(default_factory=list)
    # For a number nobody has: the nearest sections, per version searched.
    nearest: dict[RulebookVersion, list[Section]] = field(default_factory=dict)
    too_long: bool = False
    unknown_book: bool = False

    @property
    def is_number(self) -> bool:
        return self.number is not None


def lookup(query: str, book: str | None = None) -> Lookup:
    result = Lookup(query=query)
    if len(query) > MAX_QUERY_LENGTH:
        result.too_long = True
        return result
    result.number = normalize(query)
    if result.number is None:
        return result
    books = Rulebook.objects.all()
    if book:
        books = books.filter(slug=book)
        if not books.exists():
            result.unknown_book = True
            return result
    versions = [v for v in (latest_version(b.slug) for b in books) if v is not None]
    number = str(result.number)
    found = (find_number(v, number) or cited_outside(v, number) for v in versions)
    result.matches = [m for m in found if m is not None]
    if not result.matches:
        near = {v: outline.nearest(v, result.number) for v in versions}
        # A book that has the number's parent (10-1-5 for 10-1-5-9) is the one meant: the others'
        # nearest sections would be unrelated rules.
        ancestors = {str(a) for a in result.number.ancestors()}
        related = {v: found for v, found in near.items() if found and found[0].number in ancestors}
        result.nearest = related or near
    return result


def find_number(latest: RulebookVersion, number: str) -> Section | None:
    """The section ``number`` in the latest version that has it (any document of that version).

    One query over every version of the book; the match says which version answered and which
    others have the number too.
    """
    rows = list(
        Section.objects.select_related("version__rulebook").filter(
            version__rulebook_id=latest.rulebook_id, number=number
        )
    )
    if not rows:
        return None
    order = documents.KIND_ORDER
    rows.sort(key=lambda r: (version_key(r.version.version), -order.index(r.version.kind)), reverse=True)
    best = rows[0]
    best.answered_by = best.version.version
    best.is_latest = best.answered_by == latest.version
    best.other_versions = list(
        dict.fromkeys(r.version.version for r in rows if r.version.version != best.answered_by)
    )
    book = latest.rulebook.slug
    best.url = section_url(book, number, None if best.is_latest else best.answered_by)
    return best


@dataclass
class CitedOutside:
    """A number the boards cite that is not in the site's source: its page says what the engine
    assumes (answered 200 by the section view), so the lookup box finds it like a section."""

    number: str
    version: RulebookVersion
    heading: str
    heading_lang: str
    url: str
    answered_by: str
    is_latest: bool = True
    other_versions: list[str] = field(default_factory=list)


def cited_outside(latest: RulebookVersion, number: str) -> CitedOutside | None:
    """The page of a number outside the source that the engine cites, or None."""
    entry = catalog.out_of_source(latest.rulebook.slug).get(number)
    if entry is None:
        return None
    lang = "en" if reader_lang() == "en" and entry.title.get("en") else "ja"
    return CitedOutside(
        number=number,
        version=latest,
        heading=entry.title.get(lang, ""),
        heading_lang=lang,
        url=reverse("rulebooks:section", args=[latest.rulebook.slug, number]),
        answered_by=latest.version,
    )


def parse_url_number(text: str) -> tuple[RuleNumber | None, bool]:
    """(number, is_canonical) for a number in a URL; (None, False) when it is not a number."""
    try:
        return RuleNumber.parse(text), True
    except RuleNumberError:
        return normalize(text), False


@dataclass
class WordSearch:
    """Words searched in the latest version of each book, or else in the newest version that has them."""

    hits: list = field(default_factory=list)
    #: Books answered by an older version: {slug: version}.
    answered_by: dict[str, str] = field(default_factory=dict)
    #: The other versions of each book searched, to offer: {slug: [version, ...]}, newest first.
    other_versions: dict[str, list[str]] = field(default_factory=dict)


def word_search(query: str, books: list[Rulebook], version: str | None = None) -> WordSearch:
    """Search every document of the latest version; where nothing matches, the older versions in turn.

    ``version`` (with a single book) searches that version only. Each hit gets its ``url``: in the
    latest version, or pinned to the version that answered.
    """
    from . import search as search_service

    result = WordSearch()
    editions = {book.slug: documents.editions(book.slug) for book in books}
    editions = {slug: found for slug, found in editions.items() if found}
    chosen = {}
    for slug, found in editions.items():
        wanted = [e for e in found if e.version == version] if version else found[:1]
        chosen[slug] = wanted[0] if wanted else found[0]
    docs = [doc for edition in chosen.values() for doc in edition.documents]
    result.hits = search_service.search(query, docs, limit=search_service.MAX_HITS)
    if not result.hits and not version:
        for slug, found in editions.items():
            for edition in found[1:]:
                hits = search_service.search(query, edition.documents, limit=search_service.MAX_HITS)
                if hits:
                    result.hits += hits
                    chosen[slug] = edition
                    result.answered_by[slug] = edition.version
                    break
    for slug, edition in chosen.items():
        if edition.version != editions[slug][0].version:
            result.answered_by[slug] = edition.version
        result.other_versions[slug] = [e.version for e in editions[slug] if e.version != edition.version]
    for hit in result.hits:
        label, slug = hit.section.version.version, hit.section.version.rulebook.slug
        hit.url = section_url(slug, hit.section.number, None if label == editions[slug][0].version else label)
    return result
