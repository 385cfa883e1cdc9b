"""A rule in earlier versions: what a section of one version was in the versions before it.

A board is attached to the sections of the version it was written for, a summary to the numbers
of the version it is keyed to. When a newer official version is imported, the newer page of the
same rule (the same number, or the number the rule moved to) lists those boards and shows that
summary, saying whether the rule's text changed since. Rules are paired with
:func:`engine.ruletext.matching.pair_rules` between documents of the same kind (official with
official); a version with no document of the same kind is paired by number, and whether the text
changed is then unknown. Pairings are stored at import (:mod:`.pairings`) and kept per process,
keyed by the documents and their import times, so a page pays for one only once per import.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from engine.ruletext.drift import version_key
from engine.ruletext.matching import SAME

from ..models import RulebookVersion, Section
from . import documents, pairings

#: Whether the text changed is unknown: the versions have no document of the same kind.
UNKNOWN = "unknown"


@dataclass(frozen=True)
class Earlier:
    """A section of an earlier version (``old``) and the section of this page it became (``current``)."""

    old: Section
    current: Section
    change: str  # same | changed | moved | moved-changed | unknown

    @property
    def changed(self) -> bool | None:
        """Whether the rule's text changed since (None: cannot be told)."""
        return None if self.change == UNKNOWN else self.change not in (SAME, "moved")


def comparable(
    old: documents.Edition, new: documents.Edition
) -> tuple[RulebookVersion, RulebookVersion] | None:
    """The documents of two versions to compare: the first kind both have, official first."""
    for kind in documents.KIND_ORDER:
        a = next((d for d in old.documents if d.kind == kind), None)
        b = next((d for d in new.documents if d.kind == kind), None)
        if a and b:
            return a, b
    return None


@functools.lru_cache(maxsize=64)
def _pairing(old_id: int, old_stamp: str, new_id: int, new_stamp: str) -> dict[str, tuple[str, str]]:
    """old number → (new number, change) between two documents (cached per import)."""
    old, new = RulebookVersion.objects.get(id=old_id), RulebookVersion.objects.get(id=new_id)
    return {m.old_number: (m.new_number, m.change) for m in pairings.paired(old, new).matches}


def pairing(old: RulebookVersion, new: RulebookVersion) -> dict[str, tuple[str, str]]:
    """old number → (new number, change) from document ``old`` to document ``new``."""
    return _pairing(old.id, old.imported_at.isoformat(), new.id, new.imported_at.isoformat())


def earlier(current: Section, subtree: list[Section]) -> list[Earlier]:
    """The sections of earlier versions that became ``current`` or a section of its subtree."""
    version = current.version
    here = {s.number: s for s in [current, *subtree]}
    editions = documents.editions(version.rulebook.slug)
    this = next((e for e in editions if e.version == version.version), None)
    older = [e for e in editions if version_key(e.version) < version_key(version.version)]
    if this is None or not older:
        return []
    wanted: dict[tuple[str, str], tuple[Section, str]] = {}  # (version, old number) → (current, change)
    for edition in older:
        pair = comparable(edition, this)
        if pair is None:
            for number, section in here.items():
                wanted[(edition.version, number)] = (section, UNKNOWN)
            continue
        a, b = pair
        forward = pairing(a, b)
        for old_number, (new_number, change) in forward.items():
            if new_number in here:
                wanted[(edition.version, old_number)] = (here[new_number], change)
    if not wanted:
        return []
    labels = {v for v, _ in wanted}
    # the editions' documents (their book loaded), not a version and a book built for each row
    by_id = {d.id: d for e in editions if e.version in labels for d in e.documents}
    rows = Section.objects.filter(version_id__in=by_id, number__in={n for _, n in wanted})
    found = []
    for row in rows:
        row.version = by_id[row.version_id]
        hit = wanted.get((row.version.version, row.number))
        if hit is not None:
            found.append(Earlier(row, hit[0], hit[1]))
    return sorted(found, key=lambda e: version_key(e.old.version.version), reverse=True)


@dataclass(frozen=True)
class Now:
    """Where a rule of an old version is in the latest one: ``number`` None when it was removed."""

    version: str
    number: str | None
    change: str


def now(section: Section) -> Now | None:
    """The rule's number in the newest version that can be compared with this one (a document of
    the same kind), for a page of an older version; None when there is none."""
    editions = documents.editions(section.version.rulebook.slug)  # newest first
    this = next((e for e in editions if e.version == section.version.version), None)
    if this is None:
        return None
    for newer in editions:
        if version_key(newer.version) <= version_key(this.version):
            return None
        pair = comparable(this, newer)
        if pair is not None:
            a, b = pair
            number, change = pairing(a, b).get(section.number, (None, "removed"))
            return Now(newer.version, number, change)
    return None


def newer(version: RulebookVersion) -> documents.Edition | None:
    """The newest version of the book when it is newer than ``version`` (a new version exists)."""
    editions = documents.editions(version.rulebook.slug)
    if editions and version_key(editions[0].version) > version_key(version.version):
        return editions[0]
    return None


def superseded(slug: str, version: str) -> bool:
    """Whether a newer version than ``version`` exists: only then is a pinned page final."""
    editions = documents.editions(slug)
    return bool(editions) and version_key(editions[0].version) > version_key(version)
