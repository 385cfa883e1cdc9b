"""The rule-number grammar, shared by the importer, the lookup and cross-references.

A section number is a chapter number followed by hyphen-separated items; an item is a whole
number, optionally followed by one lower-case letter::

    12   12-4   12-4b   12-4b-2a   8-1-3-4-1

Every number and every letter is a level of the tree of its own: ``12-4b`` is a child of
``12-4``, ``12-4b-2`` a child of ``12-4b``, ``12-4b-2a`` a child of ``12-4b-2``.

Three entry points, from strict to tolerant:

* :meth:`RuleNumber.parse` reads the canonical form only (rulebook files, URLs, board files);
* :func:`normalize` reads what people type (full-width ``１２－４ｂ``, ``12.4b``, ``12 4 B``);
* :func:`find_references` finds the numbers a rule text mentions (``(13-5)``, ``12-4a-1も``,
  ``第11章``) and nothing else: a bare ``1`` or a date is not a section number.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cached_property, lru_cache
from itertools import pairwise

#: The longest number we accept: deeper than any comprehensive rules in print.
MAX_LEVELS = 12
#: Chapters are numbered 1..99 in every rulebook we index.
MAX_CHAPTER = 99

_ITEM = r"\d{1,3}[a-z]?"
CANONICAL_RE = re.compile(rf"{_ITEM}(?:-{_ITEM})*")
_ATOM_RE = re.compile(r"\d+|[a-z]")


class RuleNumberError(ValueError):
    """A text that is not a section number; the message quotes it."""


@dataclass(frozen=True, order=False)
class RuleNumber:
    """One section number, as its levels: ``RuleNumber(("12", "4", "b"))`` is ``12-4b``."""

    atoms: tuple[str, ...]

    @classmethod
    def parse(cls, text: str) -> RuleNumber:
        """Parse the canonical form (``12-4b-2a``); raise :class:`RuleNumberError` otherwise."""
        if not isinstance(text, str):
            raise RuleNumberError(f"not a section number: {text!r} (expected e.g. '12-4b-2a')")
        return _parse(text) if cls is RuleNumber else cls._read(text)

    @classmethod
    def _read(cls, text: str) -> RuleNumber:
        if not CANONICAL_RE.fullmatch(text):
            raise RuleNumberError(f"not a section number: {text!r} (expected e.g. '12-4b-2a')")
        number = cls(tuple(_ATOM_RE.findall(text)))
        number._check()
        return number

    def _check(self) -> None:
        if len(self.atoms) > MAX_LEVELS:
            raise RuleNumberError(f"too many levels in {str(self)!r} (at most {MAX_LEVELS})")
        if not self.atoms[0].isdigit() or not 1 <= int(self.atoms[0]) <= MAX_CHAPTER:
            raise RuleNumberError(f"chapter must be 1..{MAX_CHAPTER} in {str(self)!r}")

    def __str__(self) -> str:
        out = []
        for atom in self.atoms:
            if atom.isdigit():
                out.append(("-" if out else "") + str(int(atom)))
            else:
                out.append(atom)
        return "".join(out)

    def __repr__(self) -> str:
        return f"RuleNumber.parse({str(self)!r})"

    @property
    def chapter(self) -> int:
        return int(self.atoms[0])

    @property
    def depth(self) -> int:
        """0 for a chapter (``12``), 1 for ``12-4``, 2 for ``12-4b``, ..."""
        return len(self.atoms) - 1

    @property
    def parent(self) -> RuleNumber | None:
        return RuleNumber(self.atoms[:-1]) if len(self.atoms) > 1 else None

    def ancestors(self) -> list[RuleNumber]:
        """From the chapter down to the parent."""
        return [RuleNumber(self.atoms[:i]) for i in range(1, len(self.atoms))]

    def is_ancestor_of(self, other: RuleNumber) -> bool:
        return len(other.atoms) > len(self.atoms) and other.atoms[: len(self.atoms)] == self.atoms

    @cached_property
    def sort_key(self) -> tuple[tuple[int, int | str], ...]:
        """Document order: 12-4 < 12-4-1 < 12-4a < 12-4a-1 < 12-4b < 12-5."""
        return tuple((0, int(a)) if a.isdigit() else (1, a) for a in self.atoms)

    def __lt__(self, other: RuleNumber) -> bool:
        return self.sort_key < other.sort_key

    def __le__(self, other: RuleNumber) -> bool:
        return self.sort_key <= other.sort_key

    def __gt__(self, other: RuleNumber) -> bool:
        return self.sort_key > other.sort_key

    def __ge__(self, other: RuleNumber) -> bool:
        return self.sort_key >= other.sort_key


# What people type: full-width forms (NFKC folds them), any dash, dots, spaces, "§", "第..章".
_DASHES = "-‐‑‒–—―−ー－ｰ_.。．・/ 　"
_TYPED_RE = re.compile(r"[0-9a-z]+(?:[" + re.escape(_DASHES) + r"]+[0-9a-z]+)*")
_CHAPTER_RE = re.compile(r"第\s*(\d{1,2})\s*章")


@lru_cache(maxsize=1 << 16)
def _parse(text: str) -> RuleNumber:
    """:meth:`RuleNumber.parse`, kept: a rulebook's pages parse the same few thousand numbers on
    every request (a number is a value, so one object serves every caller)."""
    return RuleNumber._read(text)


def normalize(text: str) -> RuleNumber | None:
    """The section number a person meant by ``text``, or None when it is not one.

    >>> str(normalize("１２－４ｂ－３ａ"))
    '12-4b-3a'
    >>> str(normalize(" 12.4B "))
    '12-4b'
    >>> normalize("破壊") is None
    True
    """
    if not isinstance(text, str) or len(text) > 64:
        return None
    folded = unicodedata.normalize("NFKC", text).strip().lower()
    folded = folded.removeprefix("§").removeprefix("rule").strip().rstrip(".。")
    chapter = _CHAPTER_RE.fullmatch(folded)
    if chapter:
        folded = chapter.group(1)
    if not folded or not _TYPED_RE.fullmatch(folded):
        return None
    atoms = _ATOM_RE.findall(folded)
    # Every letter must follow a number ("12-4b"), and letters are single ("12-4ab" is not a number).
    if "".join(atoms) != re.sub(r"[^0-9a-z]", "", folded):
        return None
    for previous, atom in pairwise(atoms):
        if atom.isalpha() and not previous.isdigit():
            return None
    if not atoms[0].isdigit():
        return None
    number = RuleNumber(tuple(str(int(a)) if a.isdigit() else a for a in atoms))
    try:
        number._check()
    except RuleNumberError:
        return None
    return number


@dataclass(frozen=True)
class Reference:
    """A section number mentioned in a text, at ``text[start:end]``."""

    start: int
    end: int
    number: RuleNumber


# A reference has at least two items (``13-5``): a lone ``5`` in a text is a count, not a rule.
# It may not touch another digit, letter or hyphen, so dates and card codes are not references.
_REFERENCE_RE = re.compile(
    r"(?<![0-9A-Za-z\-－])"
    r"(\d{1,2}(?:-\d{1,3}[a-z]?)+)"
    r"(?![0-9A-Za-z]|-\d)"
    r"|第\s*(\d{1,2})\s*章"
)


def find_references(text: str) -> Iterator[Reference]:
    """Every section number that ``text`` mentions, in order.

    >>> [str(r.number) for r in find_references("12-4a-1も12-4a-2も満たしていない（13-5）、第11章")]
    ['12-4a-1', '12-4a-2', '13-5', '11']
    """
    for match in _REFERENCE_RE.finditer(text):
        body = match.group(1) or match.group(2)
        try:
            number = RuleNumber.parse(body)
        except RuleNumberError:
            continue
        yield Reference(match.start(), match.end(), number)
