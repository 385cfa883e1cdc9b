"""A rule's history: the rule in every official version, under the number it had there.

``/<book>/<number>/history/`` names a rule by its number in the newest official version that has
the number (``/<book>/v/<version>/<number>/history/``: in that version). From there the rule is
followed back and forward through the official versions, each pair of consecutive versions paired
by :func:`engine.ruletext.matching.pair_rules` (:func:`lineage.pairing`), so a rule that was 1-3-7
in 1.0.0 and is 1-3-6-1 in 1.1.0 shows both, and a rule renumbered twice keeps one history.

Companion documents (a summary, a translation) are not versions of the rule: they are listed apart,
by kind, each under the number of the official version it is keyed to (where that version has no
official text, the number the rule has in the nearest official version before it, else after it;
a rule not yet in the version before is taken as not in the companion either).
A companion is compared only with the previous document of its own kind.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.ruletext.diff import SectionText, inline_diff
from engine.ruletext.drift import version_key
from engine.ruletext.matching import MOVED_CHANGED, SAME

from ..models import RulebookVersion, Section
from . import documents, lineage


@dataclass(frozen=True)
class Entry:
    """The rule in one document: its number there (None: not in it), and the change from the one before.

    ``change``: first | added | same | changed | moved | moved-changed | removed | absent.
    """

    document: RulebookVersion
    number: str | None
    section: Section | None
    change: str
    #: Its number in the document before, when it was renumbered.
    old_number: str | None = None
    pieces: tuple = ()


@dataclass
class RuleHistory:
    number: str
    official: list[Entry] = field(default_factory=list)
    #: (kind, entries oldest first) for each kind of companion document the book has.
    companions: list[tuple[str, list[Entry]]] = field(default_factory=list)

    @property
    def found(self) -> bool:
        entries = [*self.official, *(e for _, group in self.companions for e in group)]
        return any(e.section is not None for e in entries)

    @property
    def current(self) -> Entry | None:
        """The rule in the newest official version (its ``number`` None when it was removed)."""
        return self.official[-1] if self.official and any(e.section for e in self.official) else None

    @property
    def numbers(self) -> list[str]:
        """Every number the rule had in the official versions, oldest first, once each."""
        return list(dict.fromkeys(e.number for e in self.official if e.number))


def _official_numbers(officials: list[RulebookVersion], number: str, pin: str | None) -> list[str | None]:
    """The rule's number in each official document (oldest first), anchored where ``number`` names it."""
    numbers: list[str | None] = [None] * len(officials)
    having = set(
        Section.objects.filter(version__in=officials, number=number).values_list("version_id", flat=True)
    )
    anchors = [
        i for i, doc in enumerate(officials) if doc.id in having and (pin is None or doc.version == pin)
    ]
    if not anchors:
        return numbers
    anchor = anchors[-1]
    numbers[anchor] = number
    for i in range(anchor - 1, -1, -1):  # back: which old rule became this one
        back = {new: old for old, (new, _) in lineage.pairing(officials[i], officials[i + 1]).items()}
        numbers[i] = back.get(numbers[i + 1])
        if numbers[i] is None:
            break
    for i in range(anchor + 1, len(officials)):  # forward: what this rule became
        numbers[i] = lineage.pairing(officials[i - 1], officials[i]).get(numbers[i - 1], (None, ""))[0]
        if numbers[i] is None:
            break
    return numbers


def _sections(docs: list[RulebookVersion], numbers: list[str | None]) -> dict[tuple[int, str], Section]:
    rows = Section.objects.filter(version__in=docs, number__in={n for n in numbers if n}).only(
        "id", "number", "title", "text", "version_id"
    )
    return {(row.version_id, row.number): row for row in rows}


def _text(row: Section | None) -> SectionText | None:
    return SectionText(row.title, row.text) if row is not None else None


def _entries(docs: list[RulebookVersion], numbers: list[str | None]) -> list[Entry]:
    """One entry per document, each compared with the entry before it."""
    rows = _sections(docs, numbers)
    entries: list[Entry] = []
    for doc, number in zip(docs, numbers, strict=True):
        row = rows.get((doc.id, number)) if number else None
        before = entries[-1] if entries else None
        old, new = _text(before.section if before else None), _text(row)
        old_number = before.number if before and before.section and before.number != number else None
        if new is None:
            change = "removed" if old is not None else "absent"
        elif old is None:
            change = "added" if entries else "first"
        elif old_number:
            change = "moved" if old == new else MOVED_CHANGED
        else:
            change = SAME if old == new else "changed"
        pieces = inline_diff(old.full, new.full) if old and new and old != new else ()
        entries.append(Entry(doc, number, row, change, old_number, pieces))
    return entries


def _keyed_number(
    doc: RulebookVersion, officials: list[RulebookVersion], numbers: list, asked: str
) -> str | None:
    """The number a companion keyed to ``doc.version`` has the rule under."""
    if not officials:
        return asked
    by_label = {o.version: n for o, n in zip(officials, numbers, strict=True)}
    if doc.version in by_label:
        return by_label[doc.version]
    key = version_key(doc.version)
    before = [n for o, n in zip(officials, numbers, strict=True) if version_key(o.version) < key]
    after = [n for o, n in zip(officials, numbers, strict=True) if version_key(o.version) > key]
    return before[-1] if before else after[0]  # the rule not yet in ``before``: not in the companion


def rule_history(slug: str, number: str, pin: str | None = None) -> RuleHistory:
    """The rule ``number`` names (in version ``pin``, or the newest official version that has it)."""
    docs = [d for e in reversed(documents.editions(slug)) for d in e.documents]  # oldest first
    officials = [d for d in docs if d.kind == RulebookVersion.OFFICIAL]
    if pin is not None and all(o.version != pin for o in officials):
        pin = None  # a version with no official text: the rule as the official versions number it
    numbers = _official_numbers(officials, number, pin)
    history = RuleHistory(number, official=_entries(officials, numbers) if any(numbers) else [])
    for kind in documents.KIND_ORDER:
        group = [d for d in docs if d.kind == kind and kind != RulebookVersion.OFFICIAL]
        if group:
            keyed = [_keyed_number(d, officials, numbers, number) if any(numbers) else number for d in group]
            entries = _entries(group, keyed)
            if any(e.section for e in entries):
                history.companions.append((kind, entries))
    return history
