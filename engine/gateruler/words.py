"""Card, player and zone names in Japanese and English for step texts."""

from __future__ import annotations

from collections.abc import Iterable

from .model import Card, zone_label

MAX_LISTED = 8


def names(cards: Iterable[Card]) -> tuple[str, str]:
    """``Knight (u1), Page (u2)`` / ``騎士（u1）、従者（u2）`` — at most a few, then a count."""
    cards = list(cards)
    shown = [c.label() for c in cards[:MAX_LISTED]]
    ja = "、".join(s[0] for s in shown)
    en = ", ".join(s[1] for s in shown)
    if len(cards) > MAX_LISTED:
        rest = len(cards) - MAX_LISTED
        ja += f"ほか{rest}枚"
        en += f" and {rest} more"
    return ja or "なし", en or "none"


def count_en(n: int, noun: str, plural: str | None = None) -> str:
    """``1 card`` / ``2 cards``: English singular and plural."""
    return f"{n} {noun if n == 1 else (plural or noun + 's')}"


def zone(key: str) -> tuple[str, str]:
    return zone_label(key)


def players(ids: Iterable[str]) -> tuple[str, str]:
    ids = list(ids)
    return "と".join(ids), " and ".join(ids)
