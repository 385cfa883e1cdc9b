"""Card, player and zone names in Japanese and English for step texts."""

from __future__ import annotations

from collections.abc import Iterable

from .model import Card, zone_label

MAX_LISTED = 8


def names(cards: Iterable[Card]) -> tuple[str, str]:
    """``Knight and Page`` / ``騎士、従者``: names, never ids — at most a few, then a count."""
    cards = list(cards)
    shown = [c.label() for c in cards[:MAX_LISTED]]
    rest = len(cards) - len(shown)
    ja = "、".join(s[0] for s in shown)
    en_names = [s[1] for s in shown]
    if rest:
        ja += f"ほか{rest}枚"
        en = ", ".join(en_names) + f" and {rest} more"
    elif len(en_names) > 1:
        en = ", ".join(en_names[:-1]) + " and " + en_names[-1]
    else:
        en = "".join(en_names)
    return ja or "なし", en or "none"


def count_en(n: int, noun: str, plural: str | None = None) -> str:
    """``1 card`` / ``2 cards``: English singular and plural."""
    return f"{n} {noun if n == 1 else (plural or noun + 's')}"


def zone(key: str) -> tuple[str, str]:
    return zone_label(key)


def players(ids: Iterable[str]) -> tuple[str, str]:
    ids = list(ids)
    return "と".join(ids), " and ".join(ids)
