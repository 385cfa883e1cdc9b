"""Choosing cards (8-4-4): as many as possible up to the number, and "up to" may choose 0 (8-4-4-1,
1-3-5-1, 4-8-1); among unrevealed cards of a secret area with a condition, none may be chosen even
if one qualifies (8-4-4-2). A choice by power first shows the permanent effects in force, which the
effect takes into account as it resolves (8-1-3-3, 8-4-6)."""

from __future__ import annotations

from dataclasses import replace

from ..core.text import Text
from .context import Context, Ctx
from .effects import SECRET_AREAS, Effect, Selector
from .matching_cards import announce_information
from .model import AREAS, Card
from .permanent_order import Applied, apply_in_order, reads_power
from .say import say, yes_no
from .words import names


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
    """Before a choice by power: the permanent effects in force (8-1-3-3; effects that are not auto,
    activate or replacement effects, 8-1-3-3-1), which the effect takes
    into account as it resolves (8-4-6); each player's, the turn player's first. A permanent effect
    that reaches other cards than it would alone, because others changed their power, is said
    with the order they are applied in (8-1-3-3-5)."""
    if sel.power_max is None and sel.power_min is None:
        return
    s = res.state
    sources = s.permanent_sources()
    applied = apply_in_order(s, sources) if reads_power(sources) else None
    for player in s.player_order():
        lines = _power_lines(res, player, applied)
        if not lines:
            continue
        effects = lines[0]
        for line in lines[1:]:
            effects = say("choosing-permanent-next", first=effects, next=line)
        said = say("choosing-permanent", player=player, effects=effects)
        res.emit("permanent", ["8-1-3-3", "8-1-3-3-1", "8-1-3-3-4", "8-4-6"], said)
    for a in applied or []:
        gained = [s.cards[i] for i in a.cards if i not in a.alone]
        lost = [s.cards[i] for i in a.alone if i not in a.cards]
        if not gained and not lost:
            continue
        first, then = s.player_order()
        players = {x.source.controller for x in applied or []}
        said = say(
            "choosing-permanent-each-other",
            both=yes_no(len(players) > 1),
            owner=a.source.controller,
            source=a.source.label(),
            gains=yes_no(bool(gained)),
            gained=names(gained),
            loses=yes_no(bool(lost)),
            lost=names(lost),
            first=first,
            then=then,
        )
        res.emit("permanent", ["8-1-3-3-5", "8-1-3-3"], said)


def announce_costs_below_zero(res: Context, sel: Selector, ctx: Ctx) -> None:
    """Before a choice by cost: each card the choice could consider whose cost, worked out change
    by change, went below 0: the calculation keeps the negative value (1-3-6-2, and counts a
    further change from it, 1-3-6-2-1), and the cost read for the choice is 0 at least."""
    if sel.cost_max is None and sel.cost_min is None:
        return
    s = res.state
    probe = replace(sel, cost_max=None, cost_min=None)
    for card in candidates(res, probe, ctx):
        steps = s.cost_steps(card)
        if steps is None or min(steps) >= 0:
            continue
        further = any(v < 0 for v in steps[1:-1])  # a change counted from a negative value
        changes = [b - a for a, b in zip(steps, steps[1:], strict=False)]
        worked = " ".join([str(steps[0])] + [f"{'+' if d > 0 else '-'} {abs(d)}" for d in changes])
        said = say(
            "choosing-cost-below-zero",
            card=card.label(),
            worked=worked,
            value=str(steps[-1]),
            cost=str(max(steps[-1], 0)),
        )
        res.emit("cost-below-zero", ["1-3-6-2", *(["1-3-6-2-1"] if further else [])], said)


def _power_lines(res: Context, player: str, applied: list[Applied] | None) -> list[Text]:
    """``player``'s permanent effects that change the power of cards on the field (8-1-3-3);
    ``applied``: as they apply when some change each other (8-1-3-3-5)."""
    s = res.state
    lines = []
    reach = {(id(a.source), id(a.ability)): a.cards for a in applied or []}
    for source, ability in s.permanent_sources():
        if source.controller != player or not ability.power or ability.to is None:
            continue
        if applied is not None:
            hit = [s.cards[i] for i in reach[(id(source), id(ability))]]
        else:
            hit = [c for c in s.field_cards() if s.matches(c, ability.to, source.controller, source)]
        if not hit:
            continue
        amount = f"{ability.power:+d}"  # as written on cards: a string, not a Fluent number (no 1,000)
        lines.append(say("choosing-permanent-effect", source=source.label(), cards=names(hit), amount=amount))
    return lines


def _choice_cites(sel: Selector, ctx: Ctx, secret: bool) -> list[str]:
    """8-4-4 and 8-4-4-1 (as many as possible, up to the number), with "up to" (1-3-5-1, 4-8-1), a
    secret area (8-4-4-2), the deck chosen from by the cards' faces (8-4-4-4), no base effect (8-2-2)."""
    cites = ["8-4-4", "8-4-4-1", *ctx.cites]
    if sel.up_to:
        cites[2:2] = ["1-3-5-1", "4-8-1"]
    if secret:
        cites.insert(1, "8-4-4-2")
    if sel.area == "deck":
        cites.insert(cites.index("8-4-4-1") + 1, "8-4-4-4")
    if sel.no_base_effect:
        cites.append("8-2-2")
    return cites


def choose(res: Context, sel: Selector, ctx: Ctx, verb: Text) -> list[Card]:
    """Choose cards: as many as possible up to the number (8-4-4); "up to" may choose 0 (8-4-4-1);
    in a secret area with a condition, none may be chosen even if one qualifies (8-4-4-2)."""
    if sel.card is not None:
        return candidates(res, sel, ctx)
    announce_permanent(res, sel)
    announce_costs_below_zero(res, sel, ctx)
    announce_information(res, sel, ctx, lambda probe: candidates(res, probe, ctx))  # chapter 2
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


def chosen(res: Context, effect: Effect, ctx: Ctx, verb: str) -> list[Card]:
    """The cards an effect's selector chooses (8-4-4), for the verb ``resolving-verb-<verb>``."""
    assert effect.select is not None
    return choose(res, effect.select, ctx, say(f"resolving-verb-{verb}"))


def _as_many_as_possible(
    res: Context, sel: Selector, ctx: Ctx, verb: Text, cites: list[str], n: int, chosen: int
) -> None:
    """No card is left to choose: as many as could be are chosen (8-4-4)."""
    if n == 0 and sel.up_to:
        text = say("choosing-nothing-left", verb=_at_the_end(verb))
    else:
        text = say(
            "choosing-as-far-as-possible",
            player=ctx.controller,
            count=sel.count,
            verb=verb,
            chosen_count=chosen,
        )
    res.emit("choose", cites, text)


def _choose_one(
    res: Context, sel: Selector, ctx: Ctx, verb: Text, cites: list[str], left: list[str], secret: bool
) -> Card | None:
    """One card chosen by the controller, or None when they choose none (8-4-4-1, 8-4-4-2)."""
    options = left + (["none"] if sel.up_to or secret else [])
    labels = res.card_labels(left)
    labels["none"] = say("choosing-none")
    d = res.decide(
        f"choose-{ctx.key}",
        ctx.controller,
        options,
        f"which card to {verb.en}",
        prompt=say("choosing-prompt", verb=verb),
        labels=labels,
    )
    you, what = ctx.controller, _at_the_end(verb)
    if d.chosen == "none":
        why = "secret" if secret and not sel.up_to else "up_to" if sel.up_to else "none"
        text = say("choosing-chosen-none", player=you, verb=what, why=why)
        res.emit("choose", cites, text, decision=d)
        return None
    card = res.state.cards[d.chosen]
    text = say("choosing-chosen", player=you, card=card.label(), verb=what)
    res.emit("choose", cites, text, decision=d)
    return card


def _at_the_end(verb: Text) -> Text:
    """The verb where a sentence ends after it: "to K.O." takes no second full stop."""
    return Text(ja=verb.ja, en=verb.en.rstrip("."))
