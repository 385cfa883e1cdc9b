"""12-5, the duplicate card rule effect: one card per attack, defense or set zone."""

from __future__ import annotations

from ..core.trace import Decision
from . import words
from .model import Card, zone_player
from .resolution import Resolution
from .say import say


def duplicate_cards(res: Resolution, key: str) -> None:
    """12-5a: the zone's player chooses one of the cards placed there last; the rest go to the graveyard."""
    state = res.state
    cards = [state.cards[i] for i in state.zones[key]]
    latest = max(c.placed for c in cards)
    player = zone_player(key)
    zone = words.zone(key)
    kept, decision = _choose_kept(res, key, [c for c in cards if c.placed == latest])
    rest = [c for c in cards if c is not kept]
    others, name = words.names(rest), kept.label()
    for card in rest:
        res.move_card(card, f"{card.owner}.graveyard")
    text = say(
        "duplicate-cards",
        zone=zone,
        count=len(cards),
        chose="yes" if decision else "no",
        player=player,
        kept=name,
        others=others,
        others_count=len(rest),
    )
    res.emit("duplicate-cards", ["12-5", "12-5a"], text, decision=decision)
    res.after_moves()


def _choose_kept(res: Resolution, key: str, candidates: list[Card]) -> tuple[Card, Decision | None]:
    """12-5a: the zone's player chooses among the cards placed there last (if more than one)."""
    if len(candidates) == 1:
        return candidates[0], None
    zone = words.zone(key)
    decision = res.decide(
        f"keep-{key.replace('.', '-')}",
        zone_player(key),
        [c.id for c in candidates],
        f"12-5a: which card stays in {zone.en}",
        prompt=say("prompt-keep", zone=zone),
        labels={c.id: c.label() for c in candidates},
    )
    return res.state.cards[decision.chosen], decision
