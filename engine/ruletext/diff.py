"""What changed between two versions of a rulebook: sections moved, changed, added and removed.

Sections are paired across the versions by :func:`engine.ruletext.matching.pair_rules` (same
number, or a renumbered rule found by its text), so a renumbered rule is "moved from 1-3-7", not
an unrelated sentence compared with whatever now has its old number. The changes inside a
section are computed on words for texts written with spaces (English) and on characters for
Japanese, which has no spaces between words (``difflib``); the site's diff page, its API and the
engine's text-drift warning all use these functions.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from .matching import MOVED, MOVED_CHANGED, SAME, Pairing, pair_rules
from .numbers import RuleNumber

#: Every kind of change a section can have between two versions, in the order pages list them.
CHANGES = (MOVED_CHANGED, "changed", MOVED, "added", "removed", SAME)

#: Words, punctuation marks and the spaces between them: joining the pieces gives the text back.
_WORDS_RE = re.compile(r"\s+|\w+|[^\w\s]")


@dataclass(frozen=True)
class Piece:
    """A run of text that is the same in both versions (``same``), or only in the old or the new."""

    op: str  # "same" | "removed" | "added"
    text: str

    def to_json(self) -> dict[str, str]:
        return {"op": self.op, "text": self.text}


@dataclass(frozen=True)
class SectionText:
    """What is compared of a section: its title and its text."""

    title: str = ""
    text: str = ""

    @property
    def full(self) -> str:
        return "\n".join(part for part in (self.title, self.text) if part)


@dataclass(frozen=True)
class SectionChange:
    """A section of either version: ``number`` is its new number (its old one when removed)."""

    number: str
    change: str  # one of CHANGES
    old: SectionText | None
    new: SectionText | None
    pieces: tuple[Piece, ...] = ()
    old_number: str | None = None
    new_number: str | None = None

    @property
    def moved(self) -> bool:
        return self.change in (MOVED, MOVED_CHANGED)

    @property
    def chapter(self) -> str:
        """The number's first part (``8`` of ``8-1-3``): diffs are paged by chapter."""
        return self.number.split("-", 1)[0]

    def to_json(self) -> dict:
        return {
            "number": self.number,
            "change": self.change,
            "old_number": self.old_number,
            "new_number": self.new_number,
            "old": None if self.old is None else {"title": self.old.title, "text": self.old.text},
            "new": None if self.new is None else {"title": self.new.title, "text": self.new.text},
            "pieces": [p.to_json() for p in self.pieces],
        }


@dataclass
class BookDiff:
    """Every section of two versions, paired: ``changes`` holds them all, ``same`` ones included."""

    changes: list[SectionChange] = field(default_factory=list)

    def of(self, change: str) -> list[SectionChange]:
        return [c for c in self.changes if c.change == change]

    @property
    def unchanged(self) -> int:
        return len(self.of(SAME))

    def counts(self) -> dict[str, int]:
        return {change: len(self.of(change)) for change in CHANGES}

    def to_json(self) -> dict:
        counts = self.counts()
        return {
            "moved": counts[MOVED],
            "moved_changed": counts[MOVED_CHANGED],
            "changed": counts["changed"],
            "added": counts["added"],
            "removed": counts["removed"],
            "unchanged": counts[SAME],
            "sections": [c.to_json() for c in self.changes],
        }


def is_spaced(text: str) -> bool:
    """Whether a text separates its words with spaces (English) rather than not (Japanese)."""
    letters = [c for c in text if not c.isspace()]
    if not letters:
        return True
    wide = sum(1 for c in letters if ord(c) >= 0x3000)
    return wide * 4 < len(letters)


def tokens(text: str) -> list[str]:
    """Words and spaces for spaced text, characters for Japanese."""
    return _WORDS_RE.findall(text) if is_spaced(text) else list(text)


def inline_diff(old: str, new: str) -> tuple[Piece, ...]:
    """The changes from ``old`` to ``new``, word by word (or character by character for Japanese)."""
    a, b = tokens(old), tokens(new)
    pieces: list[Piece] = []

    def add(op: str, text: str) -> None:
        if not text:
            return
        if pieces and pieces[-1].op == op:
            pieces[-1] = Piece(op, pieces[-1].text + text)
        else:
            pieces.append(Piece(op, text))

    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag == "equal":
            add("same", "".join(a[i1:i2]))
        else:
            add("removed", "".join(a[i1:i2]))
            add("added", "".join(b[j1:j2]))
    return tuple(pieces)


def diff_books(
    old: Mapping[str, SectionText], new: Mapping[str, SectionText], pairing: Pairing | None = None
) -> BookDiff:
    """Every section of ``old`` and ``new`` (keyed by number, in document order), paired, in rule order.

    A moved section is listed under its new number; a removed one under its old number. ``pairing``:
    the rules of the two already paired (:func:`pair_rules` of the same texts), else they are paired here.
    """
    if pairing is None:
        pairing = pair_rules({n: t.full for n, t in old.items()}, {n: t.full for n, t in new.items()})
    result = BookDiff()
    for match in pairing.matches:
        before, after = old[match.old_number], new[match.new_number]
        pieces = inline_diff(before.full, after.full) if match.change in ("changed", MOVED_CHANGED) else ()
        result.changes.append(
            SectionChange(
                match.new_number, match.change, before, after, pieces, match.old_number, match.new_number
            )
        )
    for number in pairing.added:
        after = new[number]
        result.changes.append(
            SectionChange(number, "added", None, after, (Piece("added", after.full),), None, number)
        )
    for number in pairing.removed:
        before = old[number]
        result.changes.append(
            SectionChange(number, "removed", before, None, (Piece("removed", before.full),), number, None)
        )
    result.changes.sort(key=lambda c: (RuleNumber.parse(c.number).sort_key, c.change == "removed"))
    return result
