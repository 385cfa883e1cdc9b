"""A card's effects are carried out in the order the card writes them (1-3-7), its text from the top
down (2-8-3).

:mod:`.resolving` carries out the parts of an effect's text one after another. Where that order
shows on the table — a later part chooses or changes a card that an earlier part of the same text
has just put where it is, as "draw 2 cards, then trash 1 card from your hand" may trash a card it
drew — a ``text-order`` step says so before that part, naming the cards.
"""

from __future__ import annotations

from .choosing import candidates
from .context import Context, Ctx
from .effects import Effect
from .model import GameState
from .say import say, yes_no
from .words import area_text, names


class Arrivals:
    """The cards each part of one effect's text has put in an area, and which part did."""

    def __init__(self, state: GameState) -> None:
        self._before = _zones(state)
        #: card id → (the zone it was put in, the index of the part that put it there)
        self.arrived: dict[str, tuple[str, int]] = {}

    def note(self, state: GameState, part: int) -> None:
        """After part number ``part``: the cards that are now in a zone they were not in before it."""
        now = _zones(state)
        for zone, ids in now.items():
            for card_id in ids - self._before.get(zone, set()):
                self.arrived[card_id] = (zone, part)
        self._before = now


def _zones(state: GameState) -> dict[str, set[str]]:
    return {zone: set(ids) for zone, ids in state.zones.items()}


def announce_text_order(res: Context, effect: Effect, part: int, ctx: Ctx, arrivals: Arrivals) -> None:
    """Before part number ``part`` (not the first): if it can choose or change a card an earlier
    part put where it now is, the text is carried out in the order written (1-3-7, 2-8-3)."""
    if part == 0 or effect.select is None or not arrivals.arrived:
        return
    pool = candidates(res, effect.select, ctx)
    reached = [card for card in pool if arrivals.arrived.get(card.id, ("", 0))[0] == card.zone]
    if not reached:
        return
    zone = reached[0].zone
    reached = [card for card in reached if card.zone == zone]
    others = len(pool) > len(reached)
    before = all(arrivals.arrived[card.id][1] == part - 1 for card in reached)
    chooses = effect.select.card is None and not effect.select.all
    source = ctx.source.label() if ctx.source is not None else None
    said = say(
        "text-order-later-part",
        sourced=yes_no(source is not None),
        source=source or "",
        before=yes_no(before),
        cards=names(reached),
        many=yes_no(len(reached) > 1),
        area=area_text(zone),
        chooses=yes_no(chooses),
        others=yes_no(others),
    )
    res.emit("text-order", ["1-3-7", "2-8-3", *ctx.cites], said)
