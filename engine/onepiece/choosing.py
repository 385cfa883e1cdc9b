"""Choosing cards (8-4-4): as many as possible up to the number, and "up to" may choose 0 (8-4-4-1,
1-3-5-1, 4-8-1); among unrevealed cards of a secret area with a condition, none may be chosen even
if one qualifies (8-4-4-2). A choice by power first shows the permanent effects in force, which the
effect takes into account as it resolves (8-1-3-3, 8-4-6)."""

from __future__ import annotations

from dataclasses import replace

from ..core.text import Text
from .context import Context, Ctx
from .effects import SECRET_AREAS, Selector
from .model import AREAS, Card
from .words import NOTHING, count_en, names

#: why choosing none is allowed: "up to" (8-4-4-1), a secret area with a condition (8-4-4-2)
UP_TO_ZERO = Text(
    ja="「まで」なので0枚を選べます。", en=" The effect says 'up to', so choosing 0 is allowed."
)
SECRET_NONE = Text(
    ja="非公開領域の公開されていないカードで、条件があるので、条件を満たすカードがあっても選ばないことができます。",
    en=" Its cards are unrevealed cards of a secret area and the choice has a condition, "
    "so none may be chosen even though one qualifies.",
)


def candidates(res: Context, sel: Selector, ctx: Ctx) -> list[Card]:
    """The cards ``sel`` can choose for ``ctx``'s controller: the turn player's first."""
    s = res.state
    if sel.card is not None:
        name = ctx.source.id if sel.card == "self" and ctx.source else sel.card
        return [s.cards[name]]
    out = []
    for player in s.player_order():
        for name in AREAS:
            for card_id in s.zones[f"{player}.{name}"]:
                if s.matches(s.cards[card_id], sel, ctx.controller, ctx.source):
                    out.append(s.cards[card_id])
    return out


def meets(res: Context, card: Card, flt: Selector, ctx: Ctx) -> bool:
    """Whether ``card`` meets the condition of ``flt``, wherever it is."""
    probe = replace(flt, whose="any", area=card.area, card=None)
    return res.state.matches(card, probe, ctx.controller, ctx.source)


def announce_permanent(res: Context, sel: Selector) -> None:
    """Before a choice by power: the permanent effects in force (8-1-3-3), which the effect takes
    into account as it resolves (8-4-6); each player's, the turn player's first."""
    if sel.power_max is None and sel.power_min is None:
        return
    for player in res.state.player_order():
        lines = _power_lines(res, player)
        if not lines:
            continue
        said = Text(
            en=f"{player}'s permanent effects are in force, and the effect counts them as it resolves: "
            f"{'; '.join(t.en for t in lines)}.",
            ja=f"{player}の永続効果が有効で、効果はそれを反映して解決されます："
            f"{'、'.join(t.ja for t in lines)}。",
        )
        res.emit("permanent", ["8-1-3-3", "8-4-6"], said)


def _power_lines(res: Context, player: str) -> list[Text]:
    """``player``'s permanent effects that change the power of cards on the field (8-1-3-3)."""
    s = res.state
    lines = []
    for source, ability in s.permanent_sources():
        if source.controller != player or not ability.power or ability.to is None:
            continue
        hit = [c for c in s.field_cards() if s.matches(c, ability.to, source.controller, source)]
        if not hit:
            continue
        src, who = source.label(), names(hit)
        lines.append(
            Text(
                en=f"{src.en} gives {ability.power:+d} power to {who.en}",
                ja=f"{src.ja}が{who.ja}のパワーを{ability.power:+d}",
            )
        )
    return lines


def _choice_cites(sel: Selector, ctx: Ctx, secret: bool) -> list[str]:
    """8-4-4 and 8-4-4-1 (as many as possible, up to the number), with "up to" (1-3-5-1, 4-8-1), a
    secret area (8-4-4-2), no base effect (8-2-2)."""
    cites = ["8-4-4", "8-4-4-1", *ctx.cites]
    if sel.up_to:
        cites[2:2] = ["1-3-5-1", "4-8-1"]
    if secret:
        cites.insert(1, "8-4-4-2")
    if sel.no_base_effect:
        cites.append("8-2-2")
    return cites


def choose(res: Context, sel: Selector, ctx: Ctx, verb: Text) -> list[Card]:
    """Choose cards: as many as possible up to the number (8-4-4); "up to" may choose 0 (8-4-4-1);
    in a secret area with a condition, none may be chosen even if one qualifies (8-4-4-2)."""
    if sel.card is not None:
        return candidates(res, sel, ctx)
    announce_permanent(res, sel)
    pool = candidates(res, sel, ctx)
    if sel.all:
        return pool
    secret = sel.area in SECRET_AREAS and sel.has_condition
    cites = _choice_cites(sel, ctx, secret)
    picked: list[Card] = []
    for n in range(sel.count):
        left = [c.id for c in pool if c not in picked]
        if not left:
            _as_many_as_possible(res, sel, ctx, verb, cites, n, len(picked))
            break
        card = _choose_one(res, sel, ctx, verb, cites, left, secret)
        if card is None:
            break
        picked.append(card)
    return picked


def _as_many_as_possible(
    res: Context, sel: Selector, ctx: Ctx, verb: Text, cites: list[str], n: int, chosen: int
) -> None:
    """No card is left to choose: as many as could be are chosen (8-4-4)."""
    if n == 0 and sel.up_to:
        text = Text(
            en=f"No card can be chosen to {verb.en}.", ja=f"{verb.ja}カードとして選べるカードがありません。"
        )
    else:
        text = Text(
            en=f"{ctx.controller} must choose {count_en(sel.count, 'card')} to {verb.en} as far as possible; "
            f"only {chosen} can be chosen, so that many are chosen.",
            ja=f"{ctx.controller}は可能なかぎり{sel.count}枚選ぶ義務がありますが、"
            f"選べるのは{chosen}枚なので、その枚数を選びます。",
        )
    res.emit("choose", cites, text)


def _choose_one(
    res: Context, sel: Selector, ctx: Ctx, verb: Text, cites: list[str], left: list[str], secret: bool
) -> Card | None:
    """One card chosen by the controller, or None when they choose none (8-4-4-1, 8-4-4-2)."""
    options = left + (["none"] if sel.up_to or secret else [])
    labels = res.card_labels(left)
    labels["none"] = Text(ja="選ばない", en="choose none")
    d = res.decide(
        f"choose-{ctx.key}",
        ctx.controller,
        options,
        f"which card to {verb.en}",
        prompt=Text(ja=f"{verb.ja}カードを選んでください", en=f"Choose a card to {verb.en}"),
        labels=labels,
    )
    you, what = ctx.controller, verb.en.rstrip(".")
    if d.chosen == "none":
        why = SECRET_NONE if secret and not sel.up_to else UP_TO_ZERO if sel.up_to else NOTHING
        text = Text(
            en=f"{you} chooses no card to {what}.{why.en}", ja=f"{you}は{verb.ja}カードを選びません。{why.ja}"
        )
        res.emit("choose", cites, text, decision=d)
        return None
    card = res.state.cards[d.chosen]
    label = card.label()
    text = Text(
        en=f"{you} chooses {label.en} to {what}.", ja=f"{you}は{verb.ja}カードとして{label.ja}を選びます。"
    )
    res.emit("choose", cites, text, decision=d)
    return card
