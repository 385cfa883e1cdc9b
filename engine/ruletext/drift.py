"""Text drift: an example board was written against one version; has a later one changed what it cites?

A board names the version it was written against (``board.version``). When a later version of
the same kind of document (official against official, summary against summary) changes or drops
a section the board cites, the board may no longer say what the rules say: the site flags it and
``python -m engine check`` warns.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from . import catalog
from .diff import SectionText
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
    change: str  # "changed" | "removed"

    def describe(self) -> str:
        what = "changes" if self.change == "changed" else "removes"
        return f"{self.version} {what} {self.number} (the board was written against {self.written_against})"

    def to_json(self) -> dict[str, str]:
        return {
            "number": self.number,
            "written_against": self.written_against,
            "version": self.version,
            "change": self.change,
        }


def find_drift(
    written_against: str,
    base: Mapping[str, SectionText],
    later: Sequence[tuple[str, Mapping[str, SectionText]]],
    numbers: Iterable[str],
) -> list[Drift]:
    """For each cited number in ``base``, the first of the ``later`` versions (oldest first) that differs.

    Numbers ``base`` does not have (out-of-source numbers) cannot drift and are skipped.
    """
    found = []
    for number in sorted(set(numbers)):
        before = base.get(number)
        if before is None:
            continue
        for label, texts in later:
            after = texts.get(number)
            if after != before:
                found.append(Drift(number, written_against, label, "removed" if after is None else "changed"))
                break
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
