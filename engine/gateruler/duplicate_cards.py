"""12-5, the duplicate card rule effect: one card per attack, defense or set zone."""

from __future__ import annotations

from ..core.text import Text
from ..core.trace import Decision
from . import words
from .model import Card, zone_player
from .resolution import Resolution


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
    chose_en = (
        f"{player} chooses {name.en} among the cards placed there last"
        if decision
        else f"{name.en} was placed there last, so it stays"
    )
    chose_ja = (
        f"{player}は最も後に置かれたカードから{name.ja}を選びます"
        if decision
        else f"最も後に置かれたのは{name.ja}なので、それが残ります"
    )
    res.emit(
        "duplicate-cards",
        ["12-5", "12-5a"],
        Text(
            en=f"{zone.en[0].upper() + zone.en[1:]} holds {len(cards)} cards. {chose_en}; the others "
            f"({others.en}) go to their owners' graveyards (12-5a).",
            ja=f"{zone.ja}に{len(cards)}枚のカードがあります。{chose_ja}。それ以外（{others.ja}）は所有者の墓地に置かれます（12-5a）。",
        ),
        decision=decision,
    )
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
        prompt=Text(
            ja=f"{zone.ja}に残すカードを1枚選んでください", en=f"Choose the card that stays in {zone.en}"
        ),
        labels={c.id: c.label() for c in candidates},
    )
    return res.state.cards[decision.chosen], decision
