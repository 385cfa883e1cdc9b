"""Finding sections: by number in one version, across rulebooks, and the nearest to a missing one."""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field

from engine.rulebook import RuleNumber, RuleNumberError, normalize

from ..models import Rulebook, RulebookVersion, Section

#: Longer queries are refused with a 400 page before any work is done.
MAX_QUERY_LENGTH = 500


def latest_version(slug: str) -> RulebookVersion | None:
    return (
        RulebookVersion.objects.select_related("rulebook")
        .filter(rulebook__slug=slug)
        .order_by("-date", "-id")
        .first()
    )


def pinned_version(slug: str, version: str) -> RulebookVersion | None:
    return (
        RulebookVersion.objects.select_related("rulebook")
        .filter(rulebook__slug=slug, version=version)
        .first()
    )


def nearest_sections(version: RulebookVersion, number: RuleNumber, limit: int = 3) -> list[Section]:
    """For a number the version lacks: its deepest existing ancestor and its neighbours in rule order."""
    rows = list(
        version.sections.only("id", "number", "title", "text", "title_en", "text_en", "order", "version_id")
    )
    if not rows:
        return []
    by_number = {row.number: row for row in rows}
    picks: list[Section] = []
    for ancestor in reversed(number.ancestors()):
        if str(ancestor) in by_number:
            picks.append(by_number[str(ancestor)])
            break
    keys = [RuleNumber.parse(row.number).sort_key for row in rows]
    at = bisect.bisect_left(keys, number.sort_key)
    for index in (at - 1, at):
        if 0 <= index < len(rows) and rows[index] not in picks:
            picks.append(rows[index])
    return sorted(picks[:limit], key=lambda row: row.order)


@dataclass
class Lookup:
    """What a query to the lookup box means."""

    query: str
    number: RuleNumber | None = None
    # Sections with that number, one per rulebook searched (latest version of each).
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
    found = {
        s.version_id: s
        for s in Section.objects.select_related("version__rulebook").filter(
            version__in=versions, number=str(result.number)
        )
    }
    result.matches = [found[v.id] for v in versions if v.id in found]
    if not result.matches:
        result.nearest = {v: nearest_sections(v, result.number) for v in versions}
    return result


def parse_url_number(text: str) -> tuple[RuleNumber | None, bool]:
    """(number, is_canonical) for a number in a URL; (None, False) when it is not a number."""
    try:
        return RuleNumber.parse(text), True
    except RuleNumberError:
        return normalize(text), False
