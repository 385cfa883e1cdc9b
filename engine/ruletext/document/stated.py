"""What a document says about itself: its version and its dates.

Publishers print them on the first page or in the running header, in their own way::

    Version 1.2.0   Ver. 1.0.0   ver1.4   v1.2.0   第1.2版
    Last updated: 1/16/2026   (最終更新:2020年12月25日)   2026-01-16   January 16, 2026
    Effective: March 1, 2026   2026年3月1日より施行

Only the lines given are read (the preamble and the running headers), never a rule's text.
"""

from __future__ import annotations

import datetime
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass

_VERSION_RE = re.compile(
    r"(?:\bversion|\bver\.?|\bv)\s*(\d{1,3}(?:\.\d{1,3}){1,3})\b|第\s*(\d{1,3}(?:\.\d{1,3}){0,3})\s*版",
    re.IGNORECASE,
)
_MONTHS = {
    name: number
    for number, names in enumerate(
        [
            ("january", "jan"),
            ("february", "feb"),
            ("march", "mar"),
            ("april", "apr"),
            ("may",),
            ("june", "jun"),
            ("july", "jul"),
            ("august", "aug"),
            ("september", "sep", "sept"),
            ("october", "oct"),
            ("november", "nov"),
            ("december", "dec"),
        ],
        start=1,
    )
    for name in names
}
_MONTH = "|".join(sorted(_MONTHS, key=len, reverse=True))
_DATE_RES = (
    # 2020年12月25日, 2026-01-16, 2026/1/16, 2026.01.16
    ("ymd", re.compile(r"(\d{4})\s*(?:年\s*|[-/.]\s*)(\d{1,2})\s*(?:月\s*|[-/.]\s*)(\d{1,2})\s*日?")),
    # 1/16/2026 (month first, as the English PDFs print it; day first when it cannot be a month)
    ("mdy", re.compile(r"(?<!\d)(\d{1,2})/(\d{1,2})/(\d{4})(?!\d)")),
    # January 16, 2026
    ("Mdy", re.compile(rf"\b({_MONTH})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?,?\s+(\d{{4}})\b", re.IGNORECASE)),
    # 16 January 2026
    ("dMy", re.compile(rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+({_MONTH})\.?,?\s+(\d{{4}})\b", re.IGNORECASE)),
)
_EFFECTIVE_RE = re.compile(r"effective|施行|適用|発効|より有効|から有効", re.IGNORECASE)


@dataclass(frozen=True)
class Stated:
    """The version and dates a document states ("" / None when it does not)."""

    version: str = ""
    date: datetime.date | None = None
    effective: datetime.date | None = None


def read_stated(lines: Iterable[str]) -> Stated:
    """The first version, the first date (of the text) and the first effective date in ``lines``.

    A date is the effective date when a word for it (``effective``, ``施行``) stands between the
    previous date of its line and it, or right after it (``3月1日より施行``); any other date is the
    date of the text.
    """
    version, date, effective = "", None, None
    for raw in lines:
        line = unicodedata.normalize("NFKC", raw)
        if not version and (match := _VERSION_RE.search(line)):
            version = match.group(1) or match.group(2)
        previous_end = 0
        for found, start, end in find_dates(line):
            before = line[previous_end:start]
            after = re.match(r"\s*(?:より|から)?\s*(?:施行|適用|発効)", line[end:])
            if _EFFECTIVE_RE.search(before) or after:
                effective = effective or found
            else:
                date = date or found
            previous_end = end
    return Stated(version=version, date=date, effective=effective)


def find_dates(line: str) -> list[tuple[datetime.date, int, int]]:
    """The valid dates written in ``line``, each with where it starts and ends, in order."""
    found: list[tuple[datetime.date, int, int]] = []
    for kind, pattern in _DATE_RES:
        for match in pattern.finditer(line):
            if any(start <= match.start() < end for _, start, end in found):
                continue
            date = _build(kind, match.groups())
            if date is not None:
                found.append((date, match.start(), match.end()))
    return sorted(found, key=lambda item: item[1])


def _build(kind: str, groups: tuple[str, ...]) -> datetime.date | None:
    try:
        if kind == "ymd":
            year, month, day = (int(g) for g in groups)
        elif kind == "mdy":
            first, second, year = (int(g) for g in groups)
            month, day = (first, second) if first <= 12 else (second, first)
        elif kind == "Mdy":
            month, day, year = _MONTHS[groups[0].lower()], int(groups[1]), int(groups[2])
        else:
            day, month, year = int(groups[0]), _MONTHS[groups[1].lower()], int(groups[2])
        return datetime.date(year, month, day)
    except (ValueError, KeyError):
        return None
