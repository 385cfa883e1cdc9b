"""What changed between two versions of a rulebook: sections added, removed and changed.

The changes inside a section are computed on words for texts written with spaces (English) and
on characters for Japanese, which has no spaces between words. Pure Python (``difflib``); the
site's diff page, its API and the engine's text-drift warning all use these functions.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from .numbers import RuleNumber

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
    number: str
    change: str  # "added" | "removed" | "changed"
    old: SectionText | None
    new: SectionText | None
    pieces: tuple[Piece, ...] = ()

    def to_json(self) -> dict:
        return {
            "number": self.number,
            "change": self.change,
            "old": None if self.old is None else {"title": self.old.title, "text": self.old.text},
            "new": None if self.new is None else {"title": self.new.title, "text": self.new.text},
            "pieces": [p.to_json() for p in self.pieces],
        }


@dataclass
class BookDiff:
    changes: list[SectionChange] = field(default_factory=list)
    unchanged: int = 0

    def of(self, change: str) -> list[SectionChange]:
        return [c for c in self.changes if c.change == change]

    def to_json(self) -> dict:
        return {
            "added": len(self.of("added")),
            "removed": len(self.of("removed")),
            "changed": len(self.of("changed")),
            "unchanged": self.unchanged,
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


def diff_books(old: Mapping[str, SectionText], new: Mapping[str, SectionText]) -> BookDiff:
    """Every section added, removed or changed from ``old`` to ``new`` (keyed by number), in rule order."""
    result = BookDiff()
    numbers = sorted(set(old) | set(new), key=lambda n: RuleNumber.parse(n).sort_key)
    for number in numbers:
        before, after = old.get(number), new.get(number)
        if before is None and after is not None:
            result.changes.append(SectionChange(number, "added", None, after, (Piece("added", after.full),)))
        elif after is None and before is not None:
            result.changes.append(
                SectionChange(number, "removed", before, None, (Piece("removed", before.full),))
            )
        elif before is not None and after is not None:
            if before == after:
                result.unchanged += 1
            else:
                pieces = inline_diff(before.full, after.full)
                result.changes.append(SectionChange(number, "changed", before, after, pieces))
    return result
