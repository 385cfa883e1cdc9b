"""Text drift: an example board was written against one version; has a later one changed what it cites?

A board names the version it was written against (``board.version``). When a later version of
the same kind of document (official against official, summary against summary) changes or drops
a section the board cites, the board may no longer say what the rules say: the site flags it and
``python -m engine check`` warns. A cited rule is followed through renumbering (rules paired by
:func:`engine.ruletext.matching.pair_rules`): a rule that only moved is reported as moved, with
its new number; one that moved and was edited, as changed.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from . import catalog
from .diff import SectionText
from .matching import MOVED, SAME, pair_rules
from .text_format import ParsedRulebook


def version_key(label: str) -> tuple[tuple[int, int | str], ...]:
    """Order of version labels: ``1.2.0 < 1.2.1 < 1.10.0``; numbers compare as numbers."""
    return tuple((0, int(p)) if p.isdigit() else (1, p) for p in re.findall(r"\d+|[^\d.\-_ ]+", label))


@dataclass(frozen=True)
class Drift:
    """A cited section that a later version changed (or removed)."""

    number: str
    written_against: str
    version: str
    change: str  # "changed" | "removed" | "moved" (renumbered, text unchanged)
    #: Its number in ``version`` when the rule was renumbered on the way (None: the same, or removed).
    new_number: str | None = None
    #: The version just before ``version`` (what to compare it with).
    since: str = ""

    def describe(self) -> str:
        what = {"changed": "changes", "removed": "removes", "moved": "renumbers"}[self.change]
        now = f" (now {self.new_number})" if self.new_number else ""
        return (
            f"{self.version} {what} {self.number}{now} (the board was written against {self.written_against})"
        )

    def to_json(self) -> dict[str, str | None]:
        return {
            "number": self.number,
            "written_against": self.written_against,
            "version": self.version,
            "change": self.change,
            "new_number": self.new_number,
            "since": self.since or self.written_against,
        }


def find_drift(
    written_against: str,
    base: Mapping[str, SectionText],
    later: Sequence[tuple[str, Mapping[str, SectionText]]],
    numbers: Iterable[str],
) -> list[Drift]:
    """For each cited number in ``base``, the first of the ``later`` versions (oldest first) that
    changes or drops its rule, followed through renumbering; a rule that was only renumbered is
    ``moved`` to its number in the newest version.

    Numbers ``base`` does not have (out-of-source numbers) cannot drift and are skipped. Each pair of
    consecutive versions is paired once, whatever the number of cited rules.
    """
    steps = []
    previous_label, previous = written_against, base
    for label, texts in later:
        pairing = pair_rules({n: t.full for n, t in previous.items()}, {n: t.full for n, t in texts.items()})
        steps.append((previous_label, label, pairing.forward()))
        previous_label, previous = label, texts
    found = []
    for number in sorted(set(numbers)):
        if number not in base:
            continue
        current, drift = number, None
        for since, label, forward in steps:
            match = forward.get(current)
            moved_to = None if match is None or match.new_number == number else match.new_number
            if match is None or match.change not in (SAME, MOVED):
                change = "removed" if match is None else "changed"
                drift = Drift(number, written_against, label, change, moved_to, since)
                break
            if match.new_number != current:
                drift = Drift(number, written_against, label, MOVED, moved_to, since)
            current = match.new_number
        if drift is not None:
            found.append(drift)
    return found


def texts_of(book: ParsedRulebook) -> dict[str, SectionText]:
    return {str(s.number): SectionText(s.title, s.text) for s in book.sections}


def catalog_drift(slug: str, version: str, numbers: Iterable[str]) -> list[Drift]:
    """Drift of ``numbers`` from ``version`` to the later versions listed in data/rulebooks/manifest.yaml."""
    documents = catalog.documents(slug, version)
    if not documents:
        return []
    kind = documents[0].kind
    later = sorted(
        (
            info
            for info in catalog.rulebook(slug).versions
            if info.kind == kind and version_key(info.version) > version_key(version)
        ),
        key=lambda info: version_key(info.version),
    )
    if not later:
        return []
    base = texts_of(catalog.load_file(documents[0].file))
    return find_drift(
        version, base, [(i.version, texts_of(catalog.load_file(i.file))) for i in later], numbers
    )
