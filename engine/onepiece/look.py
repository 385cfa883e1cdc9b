"""``look``: look at the top cards of the deck, add up to some of them to the hand (1-3-5-1, 8-4-4-1),
the rest to the bottom. Cards chosen by a condition among unrevealed cards of a secret area may
be left unchosen even when one qualifies (8-4-4-2)."""

from __future__ import annotations

from ..core.text import Text
from .choosing import meets
from .context import Context, Ctx
from .effects import Effect
from .matching_cards import announce_information
from .model import Card
from .say import say
from .words import names


def look(res: Context, effect: Effect, ctx: Ctx) -> None:
    """Look at the top ``count`` cards, add up to ``add_up_to`` of those that meet the filter."""
    s = res.state
    you = ctx.controller
    seen = [s.cards[i] for i in s.zones[f"{you}.deck"][: effect.count]]
    # only the effect's player looks, and the cards stay in the deck meanwhile (11-3-1, 11-3-2)
    said = say("look-seen", player=you, count=len(seen), cards=names(seen))
    res.emit("look", [*ctx.cites, "11-3-1", "11-3-2"], said)
    if effect.select is not None:  # which of them count, by their information (chapter 2)
        flt = effect.select
        announce_information(
            res, flt, ctx, lambda probe: [c for c in seen if meets(res, c, probe, ctx)], looked=True
        )
    added = _add_to_hand(res, effect, ctx, seen)
    rest = [c for c in seen if c not in added]
    if len(rest) == 1:
        s.move(rest[0], f"{you}.deck")
        res.emit("deck-bottom", list(ctx.cites), say("look-rest-to-bottom", player=you, cards=names(rest)))
    elif rest:
        _to_bottom_in_order(res, ctx, rest)


def _to_bottom_in_order(res: Context, ctx: Ctx, rest: list[Card]) -> None:
    """Cards put at the bottom of the deck together: their owner chooses the order, one card at a
    time, each under the one before (3-1-7); the cards looked at stay in the deck (11-3-2), a secret
    area, so the opponent does not see that order (3-2-2)."""
    s, you = res.state, ctx.controller
    left = list(rest)
    first = True
    while left:
        ids = [c.id for c in left]
        d = res.choose_card(
            f"bottom-{ctx.key}",
            you,
            ids,
            "which card goes to the bottom of the deck next (3-1-7)",
            say("look-bottom-prompt"),
        )
        card = s.cards[d.chosen]
        left.remove(card)
        s.move(card, f"{you}.deck")
        said = say(
            "look-to-bottom",
            player=you,
            card=card.label(),
            opponent=s.opponent(you),
            first="yes" if first else "no",
            last="yes" if not left else "no",
        )
        res.emit(
            "deck-bottom",
            ["3-1-7", "3-2-2", *ctx.cites] if first else ["3-1-7", *ctx.cites],
            said,
            decision=d,
        )
        first = False


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
        # from the deck to the hand, one secret area to another: revealed (11-2-1), then set as
        # unrevealed once the effect is over (11-2-2)
        # chosen from the deck by its face (8-4-4-4)
        res.emit("choose", [*cites, "8-4-4-4", "11-2-1", "11-2-2"], said, decision=d)
    return added


def _none_added(you: str, secret: bool) -> Text:
    """``you`` adds none: "up to" allows it (8-4-4-1), and a condition in a secret area (8-4-4-2)."""
    return say("look-none-added", player=you, secret="yes" if secret else "no")
