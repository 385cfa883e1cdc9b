"""The numbers and headings of a version's sections, kept in memory for search.

Search ranks a section whose number or heading has a term above the text matches, wherever it
stands in the book, so it reads those sections first (:mod:`.search`). Headings are short (a
10,000-section book's are about half a megabyte), but in a database a term of one or two
characters can be found in them only by reading every row, and on SQLite a column filter over
FTS5 reads the whole posting list of a term the texts share: 4-10 ms a search. Here they are one
lowered string per version, read from the database once per data version, and a term is found in
it by ``str.find``: the same on every database, so both return the same sections.

The index also gives the numbers a version has, which the breadcrumbs of the hits need.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterable
from dataclasses import dataclass

from rulesite.pagecache import dataversion

from ..models import Section

#: between two rows and between the fields of one: a term never holds white space (search.terms_of)
_SEPARATOR = "\n"


@dataclass(frozen=True)
class Headings:
    """One version's sections in id order: ``text`` holds each one's lowered number and headings."""

    ids: tuple[int, ...]
    starts: tuple[int, ...]
    text: str
    numbers: frozenset[str]

    def first_having_any(self, terms: Iterable[str], cap: int) -> list[int]:
        """The ids of the first ``cap`` sections (in id order) whose number or heading has a term
        (case-insensitive, as :func:`.search._ranked` compares)."""
        found: set[int] = set()
        for term in {t.lower() for t in terms}:
            at, count = self.text.find(term), 0
            while at >= 0 and count < cap:
                row = bisect.bisect_right(self.starts, at) - 1
                found.add(row)
                count += 1
                following = self.starts[row + 1] if row + 1 < len(self.starts) else len(self.text)
                at = self.text.find(term, following)
        return [self.ids[row] for row in sorted(found)[:cap]]


@dataversion.per_data_version(maxsize=16)
def of_version(version_id: int) -> Headings:
    """The headings of one version (one query, kept until the data changes)."""
    rows = Section.objects.filter(version_id=version_id).order_by("id")
    ids, starts, parts, numbers, offset = [], [], [], set(), 0
    for section_id, number, title, title_en in rows.values_list("id", "number", "title", "title_en"):
        line = _SEPARATOR.join((number, title, title_en)).lower() + _SEPARATOR
        ids.append(section_id)
        starts.append(offset)
        parts.append(line)
        numbers.add(number)
        offset += len(line)
    return Headings(tuple(ids), tuple(starts), "".join(parts), frozenset(numbers))
