"""What readers call cards, zones and auto abilities in step texts, as :class:`~engine.core.text.Text`."""

from __future__ import annotations

from collections.abc import Iterable

from ..core import naming
from ..core.naming import count_en
from ..core.text import Text
from .model import Card, GameState, GateItem, Trigger, zone_label

__all__ = ["count_en", "names", "trigger", "trigger_of", "zone"]


class _Labelled:
    """A card as :func:`engine.core.naming.names` reads it: ``label()`` in the ``(ja, en)`` shape,
    asked only for the few cards named."""

    __slots__ = ("card",)

    def __init__(self, card: Card) -> None:
        self.card = card

    def label(self) -> tuple[str, str]:
        text = self.card.label()
        return text.ja, text.en


def names(cards: Iterable[Card]) -> Text:
    """``Knight and Page`` / ``騎士、従者``: labels, never ids — at most a few, then a count."""
    ja, en = naming.names(map(_Labelled, cards))
    return Text(ja=ja, en=en)


def zone(key: str) -> Text:
    """``A's attack zone (left)`` / ``Aの攻撃ゾーン（レフト）``."""
    ja, en = zone_label(key)
    return Text(ja=ja, en=en)


def trigger(state: GameState, trigger: Trigger) -> Text:
    """An auto ability that triggered: ``the “Last Strike” of Knight`` / ``騎士の「最後の一撃」``."""
    card = state.cards[trigger.source[0]]
    ability = card.abilities[trigger.ability].label()
    label = card.label()
    return Text(ja=f"{label.ja}の{ability.ja}", en=f"the {ability.en} of {label.en}")


def trigger_of(state: GameState, item: GateItem) -> Text:
    """The auto ability an ``ability`` gate item is (14-1a-2)."""
    assert item.source is not None and item.ability is not None
    return trigger(state, Trigger(item.source, item.ability, item.by or "", "", item.source))
