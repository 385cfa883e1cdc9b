"""``look``: look at the top cards of the deck, add up to some of them to the hand (1-3-5-1, 8-4-4-1),
the rest to the bottom. Cards chosen by a condition among unrevealed cards of a secret area may
be left unchosen even when one qualifies (8-4-4-2)."""

from __future__ import annotations

from ..core.text import Text
from .choosing import meets
from .context import Context, Ctx
from .effects import Effect
from .model import Card
from .words import NOTHING, count_en, names

#: choosing none among cards of a secret area chosen by a condition (8-4-4-2)
SECRET_NONE = Text(
    en=" They are unrevealed cards of a secret area chosen by a condition: "
    "the player may choose none even though one qualifies.",
    ja="非公開領域のカードを条件で選ぶので、条件を満たすカードがあっても選ばないことができます。",
)


def look(res: Context, effect: Effect, ctx: Ctx) -> None:
    """Look at the top ``count`` cards, add up to ``add_up_to`` of those that meet the filter."""
    s = res.state
    you = ctx.controller
    seen = [s.cards[i] for i in s.zones[f"{you}.deck"][: effect.count]]
    which = names(seen)
    said = Text(
        en=f"{you} looks at the top {count_en(len(seen), 'card')} of their deck: {which.en}.",
        ja=f"{you}はデッキの上から{len(seen)}枚を見ます：{which.ja}。",
    )
    res.emit("look", list(ctx.cites), said)
    added = _add_to_hand(res, effect, ctx, seen)
    rest = [c for c in seen if c not in added]
    for card in rest:
        s.move(card, f"{you}.deck")
    if rest:
        which = names(rest)
        said = Text(
            en=f"The rest go to the bottom of {you}'s deck: {which.en}.",
            ja=f"残りを{you}のデッキの下に置きます：{which.ja}。",
        )
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
        labels["none"] = Text(ja="加えない", en="add none")
        d = res.decide(
            f"look-{ctx.key}",
            you,
            ok + ["none"],
            "which card to add to the hand",
            prompt=Text(ja="手札に加えるカードを選んでください", en="Choose a card to add to your hand"),
            labels=labels,
        )
        if d.chosen == "none":
            res.emit("choose", cites, _none_added(you, secret), decision=d)
            break
        card = res.state.cards[d.chosen]
        added.append(card)
        res.state.move(card, f"{you}.hand")
        label = card.label()
        said = Text(
            en=f"{you} reveals {label.en} and adds it to their hand.",
            ja=f"{you}は{label.ja}を公開して手札に加えます。",
        )
        res.emit("choose", cites, said, decision=d)
    return added


def _none_added(you: str, secret: bool) -> Text:
    """``you`` adds none: "up to" allows it (8-4-4-1), and a condition in a secret area (8-4-4-2)."""
    why = SECRET_NONE if secret else NOTHING
    return Text(
        en=f"{you} adds no card to their hand ('up to').{why.en}",
        ja=f"{you}は手札にカードを加えません（「まで」）。{why.ja}",
    )
