"""What readers call cards, zones and auto abilities in step texts, as :class:`~engine.core.text.Text`
(the words themselves are in the message files, :mod:`.say`)."""

from __future__ import annotations

from collections.abc import Iterable

from ..core.naming import MAX_LISTED, count_en
from ..core.text import Text
from .model import Card, GameState, GateItem, Trigger, zone_label
from .say import say

__all__ = ["count_en", "listing", "names", "place", "players", "trigger", "trigger_of", "zone"]


def listing(items: list[Text], pair: str = "list-pair", after: str = "list-next") -> Text:
    """Items joined by the message files' words: ``a and b``, ``a, b and c`` / ``a、b、c``."""
    if not items:
        return say("list-none")
    out = items[0]
    for i, item in enumerate(items[1:], start=2):
        if i == len(items):
            out = say(pair, first=out, last=item)
        else:
            out = say(after, first=out, next=item)
    return out


def names(cards: Iterable[Card]) -> Text:
    """``Knight and Page`` / ``騎士、従者``: labels, never ids — at most a few, then a count."""
    cards = list(cards)
    shown = listing([c.label() for c in cards[:MAX_LISTED]])
    rest = len(cards) - MAX_LISTED
    return say("list-more", names=shown, rest=rest) if rest > 0 else shown


def card_name(name: dict[str, str] | None, unnamed: str = "played-card-unnamed") -> Text:
    """A card the board names but does not place (a played card it does not show): its name, marked
    《…》 in Japanese as the game's texts mark card names; ``unnamed``: the message for none."""
    if not name:
        return say(unnamed)
    return Text(ja=f"《{name['ja']}》", en=name["en"])


def players(ids: Iterable[str]) -> Text:
    """``B and A`` / ``BとA``."""
    return listing([Text.same(p) for p in ids], "players-pair", "players-next")


def zone(key: str) -> Text:
    """``A's attack zone (left)`` / ``Aの攻撃ゾーン（レフト）``."""
    ja, en = zone_label(key)
    return Text(ja=ja, en=en)


def place(key: str, actor: str) -> Text:
    """A zone as a sentence about ``actor`` moving cards names it: ``the graveyard`` (the actor's own),
    ``B's graveyard``, ``the attack zone (center)``."""
    parts = key.split(".")
    zone = say(f"zone-{parts[1]}")
    if len(parts) == 3:
        zone = say("zone-line", zone=zone, line=say(f"line-{parts[2]}"))
    return say("zone-own" if parts[0] == actor else "zone-of", zone=zone, player=parts[0])


def trigger(state: GameState, trigger: Trigger) -> Text:
    """An auto ability that triggered: ``Knight's “Last Strike”`` / ``騎士の「最後の一撃」``."""
    card = state.cards[trigger.source[0]]
    return say("trigger", card=card.label(), ability=card.abilities[trigger.ability].label())


def trigger_of(state: GameState, item: GateItem) -> Text:
    """The auto ability an ``ability`` gate item is (14-1a-2)."""
    assert item.source is not None and item.ability is not None
    return trigger(state, Trigger(item.source, item.ability, item.by or "", "", item.source))
