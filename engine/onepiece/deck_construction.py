"""Deck-construction effects (5-1-2-4): a card's permanent effect that lets a deck hold a number of
cards the deck-construction rules of 5-1-2 would not allow (5-1-2-4-1) replaces that rule, and it
is valid while the deck is built (5-1-2-4-2) — here, when a board that starts at setup is read and
the deck presented (5-2-1-1).

The card-text word is ``deck_limit`` on a permanent effect: ``any`` (the deck may hold any number
of cards with this card's number) or N (up to N of them), in place of the limit of 4 (5-1-2-3)::

    effects:
      - timing: permanent
        text: {ja: ルール上、自分のデッキにこのカードを何枚でも入れることができる。,
               en: "Under the rules of this game, your deck can contain any number of this card."}
        deck_limit: any
"""

from __future__ import annotations

from typing import Any

from ..core.text import Text
from ..core.yamlnode import Node, Problems
from .effects import Ability
from .model import Card

#: the most cards with one card number a deck may hold under the rules (5-1-2-3, 2-14-2)
MAX_SAME_NUMBER = 4


def parse_deck_limit(node: Node, problems: Problems) -> int | str | None:
    """``deck_limit: any`` or ``deck_limit: N`` (N ≥ 1) — anything else is refused."""
    value = node.value if node.is_scalar else None
    if value == "any":
        return "any"
    if isinstance(value, int) and not isinstance(value, bool) and value >= 1:
        return value
    problems.add(
        node,
        "deck_limit is 'any' or a whole number of 1 or more: how many cards with this card's number "
        f"the deck may hold, in place of the limit of 4 (5-1-2-4-1, 5-1-2-3); got {value!r}",
    )
    return None


def deck_effect(card: Card) -> tuple[int | str, Ability] | None:
    """``card``'s deck-construction effect (5-1-2-4): its limit and the effect, or None."""
    for ability in card.abilities:
        if ability.kind == "permanent" and ability.deck_limit is not None:
            return ability.deck_limit, ability
    return None


def limit_for(cards: list[Card]) -> tuple[int | str, Card | None]:
    """How many cards of one card number (``cards``, all with that number) the deck may hold: 4
    (5-1-2-3), or what a deck-construction effect of one of them says instead (5-1-2-4)."""
    for card in cards:
        found = deck_effect(card)
        if found is not None:
            return found[0], card
    return MAX_SAME_NUMBER, None


def over_the_limit(count: int, limit: int | str) -> bool:
    return limit != "any" and count > int(limit)


def replaced_limits(deck: list[Card]) -> list[tuple[str, int, Card]]:
    """The card numbers of ``deck`` held beyond 4 because a deck-construction effect allows it
    (5-1-2-4): (number, how many, the card whose effect allows it)."""
    by_number: dict[str, list[Card]] = {}
    for card in deck:
        if card.number is not None:
            by_number.setdefault(card.number, []).append(card)
    out = []
    for number, cards in by_number.items():
        limit, source = limit_for(cards)
        if source is not None and len(cards) > MAX_SAME_NUMBER:
            out.append((number, len(cards), source))
    return out


def effect_text(ability: Ability) -> Text | str:
    """The effect's text as the card prints it, for a step's sentence."""
    text: Any = ability.text
    return Text(ja=text["ja"], en=text["en"]) if text else ""


def card_name(card: Card) -> Text:
    """The card by its name alone (「…」 in Japanese): the effect belongs to every card of that name."""
    if not card.name:
        return card.label()
    return Text(ja=f"「{card.name['ja']}」", en=card.name["en"])
