"""Rules matched across two versions of a rulebook, whatever their numbers became.

Publishers renumber their comprehensive rules: a rule is inserted, the ones after it shift, a
sentence moves into a new subsection. Comparing by number alone shows such a rule as "changed"
into an unrelated sentence. :func:`pair_rules` pairs each rule of the old version with its rule
in the new one, one to one, strongest matches first:

1. the same number and the same text (``same``);
2. the same text under a different number (``moved``), each text's occurrences in document order;
3. then every remaining candidate, scored by :func:`similarity` (rapidfuzz's normalised
   Indel similarity, 0-100): the same number and similar text (``changed``), or a different
   number and near-identical text (``moved-changed``). A same-number pair gets a bonus, so a
   rule keeps its number when another one is only a little closer.

Rules left unpaired were removed (old) or added (new). The thresholds are :data:`THRESHOLDS`,
in one place. Cost: exact texts are paired by hashing; only the rules left after that are
compared pairwise (``rapidfuzz.process.extract``, in C, with a cut-off that skips hopeless pairs).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from rapidfuzz import fuzz, process

#: What a match is called in diffs and histories.
SAME, CHANGED, MOVED, MOVED_CHANGED = "same", "changed", "moved", "moved-changed"


@dataclass(frozen=True)
class Thresholds:
    """Similarities (0-100) a pair of rules needs to be the same rule."""

    #: The same number: paired when the texts are at least this similar (an edited rule).
    same_number: float = 40.0
    #: Different numbers: paired when the texts are at least this similar (a moved rule).
    moved: float = 80.0
    #: Added to a same-number pair's score when ranking candidates (a rule keeps its number).
    same_number_bonus: float = 10.0


THRESHOLDS = Thresholds()

_SPACE_RE = re.compile(r"\s+")
#: The closest new rules kept as candidates for each old one (bounds memory whatever the sizes).
_CANDIDATES = 8


def normalise(text: str) -> str:
    """What is compared of a rule: its text with runs of spaces made one, case folded."""
    return _SPACE_RE.sub(" ", text).strip().casefold()


def similarity(old: str, new: str) -> float:
    """How alike two rule texts are, 0-100 (characters, so Japanese and English alike)."""
    return fuzz.ratio(normalise(old), normalise(new))


@dataclass(frozen=True)
class Match:
    """A rule of the old version and the same rule in the new one."""

    old_number: str
    new_number: str
    change: str  # same | changed | moved | moved-changed
    score: float

    @property
    def moved(self) -> bool:
        return self.old_number != self.new_number


@dataclass
class Pairing:
    """Every rule of two versions: matched, removed (old only) or added (new only)."""

    matches: list[Match]
    removed: list[str]
    added: list[str]

    def forward(self) -> dict[str, Match]:
        """Match by old number."""
        return {m.old_number: m for m in self.matches}

    def backward(self) -> dict[str, Match]:
        """Match by new number."""
        return {m.new_number: m for m in self.matches}

    def to_json(self) -> dict:
        """Plain values (what the site stores, so a diff need not pair the rules again)."""
        return {
            "matches": [[m.old_number, m.new_number, m.change, m.score] for m in self.matches],
            "removed": list(self.removed),
            "added": list(self.added),
        }

    @classmethod
    def from_json(cls, data: dict) -> Pairing:
        matches = [Match(old, new, change, float(score)) for old, new, change, score in data["matches"]]
        return cls(matches, list(data["removed"]), list(data["added"]))


def _kind(old_number: str, new_number: str, identical: bool) -> str:
    if old_number == new_number:
        return SAME if identical else CHANGED
    return MOVED if identical else MOVED_CHANGED


def pair_rules(
    old: Mapping[str, str], new: Mapping[str, str], thresholds: Thresholds = THRESHOLDS
) -> Pairing:
    """Pair the rules of ``old`` with those of ``new`` (number → text, in document order), one to one."""
    a = {n: normalise(t) for n, t in old.items()}
    b = {n: normalise(t) for n, t in new.items()}
    matches: list[Match] = []
    left_old, left_new = dict(a), dict(b)

    # 1. Same number, same text.
    for number, text in a.items():
        if b.get(number) == text:
            matches.append(Match(number, number, SAME, 100.0))
            del left_old[number], left_new[number]

    # 2. Same text, another number: the k-th old occurrence of a text with its k-th new one.
    by_text: dict[str, list[str]] = {}
    for number, text in left_new.items():
        if text:
            by_text.setdefault(text, []).append(number)
    for number, text in list(left_old.items()):
        waiting = by_text.get(text)
        if waiting:
            target = waiting.pop(0)
            matches.append(Match(number, target, MOVED, 100.0))
            del left_old[number], left_new[target]

    # 3. Every remaining candidate pair, strongest first.
    old_numbers, new_numbers = list(left_old), list(left_new)
    position_old = {n: i / max(len(a), 1) for i, n in enumerate(a)}
    position_new = {n: i / max(len(b), 1) for i, n in enumerate(b)}
    candidates: list[tuple[float, float, str, str, float]] = []
    for number in old_numbers:
        if number in left_new:
            score = fuzz.ratio(left_old[number], left_new[number])
            if score >= thresholds.same_number:
                candidates.append((score + thresholds.same_number_bonus, 0.0, number, number, score))
    new_texts = [left_new[n] for n in new_numbers]
    for before in old_numbers if new_texts else ():
        found = process.extract(
            left_old[before], new_texts, scorer=fuzz.ratio, score_cutoff=thresholds.moved, limit=_CANDIDATES
        )
        for _, score, j in found:
            after = new_numbers[j]
            if before != after:
                distance = abs(position_old[before] - position_new[after])
                candidates.append((score, -distance, before, after, score))
    candidates.sort(key=lambda c: (c[0], c[1]), reverse=True)
    for _, _, before, after, score in candidates:
        if before in left_old and after in left_new:
            matches.append(Match(before, after, _kind(before, after, False), score))
            del left_old[before], left_new[after]

    order = {n: i for i, n in enumerate(b)}
    matches.sort(key=lambda m: order[m.new_number])
    return Pairing(matches, list(left_old), list(left_new))
