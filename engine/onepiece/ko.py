"""K.O. (10-2-1): a Character K.O.'d by battle or by an effect goes to its owner's trash.

Replacement effects come first (8-1-3-4, :mod:`.replacement`); the cards that are still K.O.'d go
to the trash together; then [On K.O.] (10-2-17) and "when … K.O.'d" effects (8-1-3-1) wait to
activate.
"""

from __future__ import annotations

from ..core.text import Text
from .auto_effects import make_pending, trigger, watchers
from .context import Context, Ctx, Pending
from .model import Card
from .processing_order import announce_order
from .replacement import Offer, ko_replacements, replace_ko
from .words import names


def ko(res: Context, cards: list[Card], ctx: Ctx, *, battle: bool) -> None:
    """K.O. Characters (10-2-1): replacement effects first (8-1-3-4-2), then the cards go to the
    trash together, then [On K.O.] and "when … K.O.'d" effects wait to activate."""
    if not cards:
        return
    to_ko = [card for card, reps in _offers(res, cards) if not (reps and replace_ko(res, card, reps, ctx))]
    if not to_ko:
        return
    _to_trash(res, to_ko)
    who = names(to_ko)
    how = Text(ja="バトルで", en="by battle") if battle else Text(ja="効果で", en="by an effect")
    said = Text(
        en=f"{who.en} {'is' if len(to_ko) == 1 else 'are'} K.O.'d {how.en}: to the trash.",
        ja=f"{who.ja}は{how.ja}KOされ、トラッシュに置かれます。",
    )
    res.emit("ko", ["10-2-1", *(["7-1-4-1-2"] if battle else ctx.cites)], said)


def _offers(res: Context, cards: list[Card]) -> list[tuple[Card, list[Offer]]]:
    """Each card with the replacement effects that could replace its K.O.: the turn player's first
    when both players have some (the summary's order, 8-1-3-4-2, 8-6-1)."""
    offers = [(card, ko_replacements(res, card)) for card in cards]
    owners = {src.controller for _, reps in offers for src, _, _ in reps}
    order = res.state.player_order()
    if len(owners) > 1:
        announce_order(res, "replacement")
    offers.sort(key=lambda o: min([order.index(src.controller) for src, _, _ in o[1]] or [2]))
    return offers


def _to_trash(res: Context, to_ko: list[Card]) -> None:
    """The cards go to the trash together; their [On K.O.] effects (10-2-17) and the "when … K.O.'d"
    effects watching them (8-1-3-1) wait to activate."""
    s = res.state
    # "when … K.O.'d" effects see the K.O. from where their cards are now (8-1-3-1-3 checks it later)
    waiting: list[Pending] = []
    for card in to_ko:
        waiting += [make_pending(res, w, i, "when") for w, i in watchers(res, "character_ko", card)]
    on_ko = {
        card.id: [(i, a) for i, a, active in card.all_abilities() if active and a.timing == "on_ko"]
        for card in to_ko
    }
    for card in to_ko:
        s.move(card, f"{card.owner}.trash")
    for card in to_ko:
        for index, ability in on_ko[card.id]:
            trigger(res, card, index, "on_ko", ability=ability)
    res.pending += waiting
