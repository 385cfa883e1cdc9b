"""The documents of a rulebook: official versions over time, and companion texts keyed to them.

A *version* is an official version label (``1.2.1``); each of its *documents* is one
:class:`~rulesite.rulebooks.models.RulebookVersion` row: the official text, a summary mapped onto
its numbers, an unofficial translation. A version's **primary** document is its official text,
or, where none is imported, the companion that stands in for it; pages, lookup and search read
the primary document and show the companions beside it. Versions are ordered by their labels
(``1.2.0 < 1.2.1 < 1.10.0``), not by the date of import.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.ruletext.diff import SectionText, diff_books
from engine.ruletext.drift import Drift, find_drift, version_key
from rulesite.pagecache import dataversion

from ..models import RulebookVersion, Section, Synthesis
from . import pairings

KIND_ORDER = [kind for kind, _ in RulebookVersion.KINDS]


@dataclass
class Edition:
    """One version of a rulebook and its documents, the primary one first."""

    version: str
    documents: list[RulebookVersion]
    #: The version before this one, if any (for "changes since").
    previous: str | None = None

    @property
    def primary(self) -> RulebookVersion:
        return self.documents[0]

    @property
    def companions(self) -> list[RulebookVersion]:
        return self.documents[1:]


def describe(version: RulebookVersion) -> dict:
    """A document version as JSON: what it is, in which language, from when and where, by whom."""
    return {
        "version": version.version,
        "kind": version.kind,
        "language": version.language,
        "date": version.date.isoformat(),
        "effective": version.effective.isoformat() if version.effective else None,
        "source_url": version.source_url,
        "attribution": {"ja": version.attribution_ja, "en": version.attribution_en},
    }


def editions(slug: str) -> list[Edition]:
    """Every version of a rulebook, the newest first."""
    rows = RulebookVersion.objects.select_related("rulebook").filter(rulebook__slug=slug)
    by_version: dict[str, list[RulebookVersion]] = {}
    for row in rows:
        by_version.setdefault(row.version, []).append(row)
    found = [
        Edition(label, sorted(docs, key=lambda d: KIND_ORDER.index(d.kind)))
        for label, docs in by_version.items()
    ]
    return sorted(found, key=lambda e: version_key(e.version), reverse=True)


def edition(slug: str, version: str) -> Edition | None:
    docs = list(
        RulebookVersion.objects.select_related("rulebook").filter(rulebook__slug=slug, version=version)
    )
    if not docs:
        return None
    return Edition(version, sorted(docs, key=lambda d: KIND_ORDER.index(d.kind)))


def latest(slug: str) -> RulebookVersion | None:
    found = editions(slug)
    return found[0].primary if found else None


def pinned(slug: str, version: str) -> RulebookVersion | None:
    found = edition(slug, version)
    return found.primary if found else None


@dataclass
class Found:
    """A section number looked up in one version: the page's section and what stands beside it."""

    section: Section | None
    companions: list[Section]
    #: The versions that have the number, the newest first.
    versions: list[str]


def find(primary: RulebookVersion, number: str) -> Found:
    """One query: the section in ``primary`` (or, where it lacks it, in a companion that stands in),
    the same number in the version's other documents, and every version that has the number."""
    rows = list(
        Section.objects.select_related("version__rulebook").filter(
            version__rulebook_id=primary.rulebook_id, number=number
        )
    )
    versions = sorted({row.version.version for row in rows}, key=version_key, reverse=True)
    here = sorted(
        (row for row in rows if row.version.version == primary.version),
        key=lambda row: (row.version_id != primary.id, KIND_ORDER.index(row.version.kind)),
    )
    if not here:
        return Found(None, [], versions)
    return Found(here[0], here[1:], versions)


def companion_sections(primary: RulebookVersion, number: str) -> list[Section]:
    """The same section in the version's other documents (a summary beside the official text)."""
    found = find(primary, number)
    return [row for row in [found.section, *found.companions] if row and row.version_id != primary.id]


def numbers_of(primary: RulebookVersion) -> frozenset[str]:
    """Every section number of a version: its official text's and its companions'."""
    return _numbers_of(primary.rulebook_id, primary.version)


@dataversion.per_data_version()
def _numbers_of(rulebook_id: int, version: str) -> frozenset[str]:
    documents = RulebookVersion.objects.filter(rulebook_id=rulebook_id, version=version).values("id")
    # by a subquery, not a join, and unordered: SQLite then reads the numbers from the (version,
    # number) index alone (10,000 numbers: 7.7 ms, where the join took 15.8)
    rows = Section.objects.filter(version__in=documents).order_by()
    return frozenset(rows.values_list("number", flat=True))


def syntheses_of(primary: RulebookVersion) -> list[Synthesis]:
    """The syntheses of every document of a version (a summary's, shown beside the official text too)."""
    return list(
        Synthesis.objects.filter(version__rulebook_id=primary.rulebook_id, version__version=primary.version)
    )


def versions_with(slug: str, number: str) -> list[str]:
    """The version labels whose documents have a section ``number``, the newest first."""
    labels = set(
        Section.objects.filter(version__rulebook__slug=slug, number=number).values_list(
            "version__version", flat=True
        )
    )
    return sorted(labels, key=version_key, reverse=True)


def versions_by_number(slug: str) -> dict[str, list[str]]:
    """For every section number of a book, the versions that have it, the newest first (one query)."""
    found: dict[str, set[str]] = {}
    for number, label in Section.objects.filter(version__rulebook__slug=slug).values_list(
        "number", "version__version"
    ):
        found.setdefault(number, set()).add(label)
    return {number: sorted(labels, key=version_key, reverse=True) for number, labels in found.items()}


def texts(version: RulebookVersion) -> dict[str, SectionText]:
    return {
        n: SectionText(title, text)
        for n, title, text in version.sections.values_list("number", "title", "text")
    }


def diff(old: RulebookVersion, new: RulebookVersion):
    """Sections added, removed and changed from ``old`` to ``new`` (engine.ruletext.diff.BookDiff)."""
    return diff_books(texts(old), texts(new), pairings.paired(old, new))


def board_drift(slug: str, boards: list) -> dict[str, list[Drift]]:
    """Text drift of each board (by slug): cited sections a later version changed.

    A board names the version it was written against (``board.version``); its cited sections are
    the ones its meta names and the ones its steps cite. Texts of one kind are compared (official
    with official, summary with summary): the first kind, official first, that both the board's
    version and the newest version have. Each version's texts are read once.
    """
    found = list(reversed(editions(slug)))  # oldest first
    cache: dict[int, dict[str, SectionText]] = {}
    result: dict[str, list[Drift]] = {}
    for board in boards:
        numbers = set(board.section_numbers) | set(board.cited_numbers)
        result[board.slug] = drift_between(found, board.version, numbers, cache)[0]
    return result


def drift_between(
    found: list[Edition], written_for: str, numbers: set[str], cache: dict[int, dict[str, SectionText]]
) -> tuple[list[Drift], str]:
    """The drift of ``numbers`` from version ``written_for`` to the later ones of ``found`` (oldest
    first), and the newest version that could not be compared with it ("" when none): one with no
    document of a kind the board's version has."""

    def texts_cached(doc: RulebookVersion) -> dict[str, SectionText]:
        if doc.id not in cache:
            cache[doc.id] = texts(doc)
        return cache[doc.id]

    base_edition = next((e for e in found if e.version == written_for), None)
    later = [e for e in found if version_key(e.version) > version_key(written_for)]
    if base_edition is None or not later:
        return [], ""
    kind = next((k for k in KIND_ORDER if _of_kind(base_edition, k) and _of_kind(later[-1], k)), None)
    if kind is None:
        return [], later[-1].version
    newer = [(e.version, texts_cached(doc)) for e in later if (doc := _of_kind(e, kind)) is not None]
    return find_drift(written_for, texts_cached(_of_kind(base_edition, kind)), newer, numbers), ""


def _of_kind(found: Edition, kind: str) -> RulebookVersion | None:
    return next((doc for doc in found.documents if doc.kind == kind), None)
