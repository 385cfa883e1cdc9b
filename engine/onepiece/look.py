"""``look``: look at the top cards of the deck, add up to some of them to the hand (1-3-5-1, 8-4-4-1),
the rest to the bottom. Cards chosen by a condition among unrevealed cards of a secret area may
be left unchosen even when one qualifies (8-4-4-2)."""

from __future__ import annotations

from ..core.text import Text
from .choosing import meets
from .context import Context, Ctx
from .effects import Effect
from .model import Card
from .say import say
from .words import names


def look(res: Context, effect: Effect, ctx: Ctx) -> None:
    """Look at the top ``count`` cards, add up to ``add_up_to`` of those that meet the filter."""
    s = res.state
    you = ctx.controller
    seen = [s.cards[i] for i in s.zones[f"{you}.deck"][: effect.count]]
    res.emit("look", list(ctx.cites), say("look-seen", player=you, count=len(seen), cards=names(seen)))
    added = _add_to_hand(res, effect, ctx, seen)
    rest = [c for c in seen if c not in added]
    for card in rest:
        s.move(card, f"{you}.deck")
    if rest:
        said = say("look-rest-to-bottom", player=you, cards=names(rest))
        res.emit("deck-bottom", list(ctx.cites), said)


def _add_to_hand(res: Context, effect: Effect, ctx: Ctx, seen: list[Card]) -> list[Card]:
    """Up to ``add_up_to`` of the cards seen, one decision each; choosing none ends it."""
    assert effect.select is not None
    flt, you = effect.select, ctx.controller
    secret = flt.has_condition
    cites = ["8-4-4-1", "1-3-5-1", *ctx.cites] + (["8-4-4-2"] if secret else [])
    added: list[Card] = []
    for _ in range(effect.add_up_to):
        ok = [c.id for c in seen if c not in added and meets(res, c, flt, ctx)]
        if not ok:
            break
        labels = res.card_labels(ok)
        labels["none"] = say("look-none")
        d = res.decide(
            f"look-{ctx.key}",
            you,
            ok + ["none"],
            "which card to add to the hand",
            prompt=say("look-prompt"),
            labels=labels,
        )
        if d.chosen == "none":
            res.emit("choose", cites, _none_added(you, secret), decision=d)
            break
        card = res.state.cards[d.chosen]
        added.append(card)
        res.state.move(card, f"{you}.hand")
        said = say("look-added", player=you, card=card.label())
        res.emit("choose", cites, said, decision=d)
    return added


def _none_added(you: str, secret: bool) -> Text:
    """``you`` adds none: "up to" allows it (8-4-4-1), and a condition in a secret area (8-4-4-2)."""
    return say("look-none-added", player=you, secret="yes" if secret else "no")
