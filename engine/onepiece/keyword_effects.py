"""Keyword effects are effects (4-1-2): [Rush], [Double Attack], [Banish], [Blocker], [Rush:
Character] and [Unblockable] are among the effects a card's text gives it (4-1-1), so a card whose
effects are negated (8-2-1, 8-2-1-1) has them still written on it (8-2-2) but they do nothing."""

from __future__ import annotations

from .model import Card


def has_keyword(card: Card, word: str) -> bool:
    """``card`` has the keyword effect ``word`` and it works: its effects are not negated (4-1-2)."""
    return word in card.keywords and not card.negated


def silenced(card: Card, word: str) -> bool:
    """``card`` has ``word`` written on it but its effects are negated, so it does nothing (4-1-2)."""
    return word in card.keywords and card.negated
