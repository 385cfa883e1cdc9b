"""``draw_until: N`` — "draw cards until you have N cards in your hand": the player draws N minus
the cards in their hand, one at a time (4-5-3). That number may be 0 or below: an action required 0
or a negative number of times is not carried out, and a negative number does not mean its opposite
— the player trashes nothing (1-3-2-2). A deck that runs out stops the drawing (1-3-2)."""

from __future__ import annotations

from .context import Context, Ctx
from .effects import Effect
from .say import say
from .words import names


def draw_until(res: Context, effect: Effect, ctx: Ctx) -> None:
    """Draw until ``ctx.controller`` has ``effect.count`` cards in hand (4-5-3, 1-3-2-2)."""
    s = res.state
    player = ctx.controller
    hand, deck = s.zones[f"{player}.hand"], s.zones[f"{player}.deck"]
    times = effect.count - len(hand)
    if times <= 0:
        said = say(
            "resolving-draw-until-none", player=player, hand=len(hand), until=effect.count, times=times
        )
        res.emit("draw", [*ctx.cites, "1-3-2-2", "1-3-2"], said)
        return
    drawn = []
    for _ in range(times):
        if not deck:
            break
        card = s.cards[deck[0]]
        s.move(card, f"{player}.hand")
        drawn.append(card)
    said = say(
        "resolving-draw-until",
        player=player,
        hand=len(hand) - len(drawn),
        until=effect.count,
        times=times,
        count=len(drawn),
        cards=names(drawn),
    )
    res.emit("draw", [*ctx.cites, "4-5-3", *(["1-3-2"] if len(drawn) < times else [])], said)
