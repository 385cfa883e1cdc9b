"""Replacement effects (8-1-3-4) for a K.O.: whether they can be carried out (8-1-3-4), declining
one (8-1-3-4-1), the order of several (8-1-3-4-2), no second replacement of one event (8-1-3-4-3),
and a replacement in the middle of an effect, then the rest of its text (8-1-3-4-4).

A replacement of a cost is in :mod:`.costs` (8-3-1-7).
"""

from __future__ import annotations

from dataclasses import replace

from ..core.text import Text
from ..core.trace import Decision
from .choosing import candidates
from .context import Context, Ctx
from .effects import Ability, Effect
from .model import Card
from .say import say
from .words import area_text, names

Offer = tuple[Card, int, Ability]


def impossible_part(res: Context, effects: tuple[Effect, ...], ctx: Ctx) -> Text | None:
    """Why the effects cannot be carried out now — or None when they can.

    A replacement effect applies only when what it does instead can be done (8-1-3-4): "trash 1
    card from your hand instead" with an empty hand cannot be applied.
    """
    for effect in effects:
        if effect.may:
            continue
        why = _lacking(res, effect, ctx) or _too_few_to_choose(res, effect, ctx)
        if why is not None:
            return why
    return None


def _lacking(res: Context, effect: Effect, ctx: Ctx) -> Text | None:
    """What the controller lacks to do ``effect`` (cards in the deck, DON!!, Life cards)."""
    s = res.state
    you, kind = ctx.controller, effect.kind
    p = s.players[you]
    if kind == "draw" and len(s.zones[f"{you}.deck"]) < effect.count:
        return say("replacement-lacking-deck", player=you, count=effect.count)
    if kind == "rest_don" and p.active_don < effect.count:
        return say("replacement-lacking-active-don", player=you, count=p.active_don)
    if kind == "set_active_don" and p.rested_don < effect.count:
        return say("replacement-lacking-rested-don", player=you, count=p.rested_don)
    if kind == "life_to_hand":
        whose = you if effect.whose == "you" else s.opponent(you)
        if len(s.zones[f"{whose}.life"]) < effect.count:
            return say("replacement-lacking-life", player=whose)
    if kind == "each_player":
        for player in s.player_order():
            why = impossible_part(res, effect.effects, replace(ctx, controller=player))
            if why is not None:
                return why
    return None


def _too_few_to_choose(res: Context, effect: Effect, ctx: Ctx) -> Text | None:
    """Fewer cards to choose than ``effect`` must choose (8-4-4)."""
    sel = effect.select
    if sel is None or sel.up_to or effect.kind in ("look", "gain", "power", "give_don"):
        return None
    if len(candidates(res, sel, ctx)) >= (1 if sel.all else sel.count):
        return None
    you = ctx.controller
    place = area_text(f"{you if sel.whose == 'you' else res.state.opponent(you)}.{sel.area}")
    return say("replacement-nothing-to-choose", place=place)


def ko_replacements(res: Context, card: Card) -> list[Offer]:
    """The replacement effects in force that could replace the K.O. of ``card`` (8-1-3-4)."""
    s = res.state
    out = []
    for source in s.field_cards():
        for index, ability, active in source.all_abilities():
            if not active or ability.kind != "replacement" or ability.instead_of != "ko":
                continue
            if ability.of == "self" and source is not card:
                continue
            if ability.of == "your_characters" and source.controller != card.controller:
                continue
            if ability.once_per_turn and (source.id, source.incarnation, index, s.turn) in s.once_used:
                continue
            out.append((source, index, ability))
    return out


def _groups(res: Context, card: Card, reps: list[Offer]) -> list[list[Offer]]:
    """Several replacement effects for one event (8-1-3-4-2): the one of the card the event happens
    to first, then the turn player's, then the non-turn player's (each player orders their own)."""
    order = res.state.player_order()
    own = [r for r in reps if r[0] is card]
    groups = [own] + [[r for r in reps if r[0] is not card and r[0].controller == p] for p in order]
    return [g for g in groups if g]


def replace_ko(res: Context, card: Card, reps: list[Offer], ctx: Ctx) -> bool:
    """Offer the replacement effects for the K.O. of ``card`` in the order of 8-1-3-4-2; True if replaced.

    A replacement effect already applied in this sequence is not applied again (8-1-3-4-3)."""
    again = [r for r in reps if (r[0].id, r[1]) in ctx.replaced_by]
    if again:
        _same_again(res, card, [src for src, _, _ in again])
        reps = [r for r in reps if r not in again]
    groups = [list(group) for group in _groups(res, card, reps)]
    for n, left in enumerate(groups):
        while left:
            pick = left[0] if len(left) == 1 else _first_of(res, card, left)
            left.remove(pick)
            source, index, ability = pick
            later = [src for group in groups[n:] for src, _, _ in group]
            if _offer(res, card, source, index, ability, ctx, later):
                return True
    return False


def _first_of(res: Context, card: Card, left: list[Offer]) -> Offer:
    """One player's several replacement effects for one K.O.: that player chooses the first (8-1-3-4-2)."""
    chooser = left[0][0].controller
    target = card.label()
    sources = [src for src, _, _ in left]
    ids = [f"{src.id}" if sources.count(src) == 1 else f"{src.id}:{i}" for src, i, _ in left]
    labels = {value: src.label() for value, src in zip(ids, sources, strict=True)}
    decision = res.decide(
        f"replace-order-{card.id}",
        chooser,
        ids,
        f"which of {chooser}'s replacement effects for the K.O. of {target.en} applies first (8-1-3-4-2)",
        prompt=say("replacement-first-prompt", card=target),
        labels=labels,
    )
    pick = left[ids.index(decision.chosen)]
    said = say("replacement-first", player=chooser, card=target, first=pick[0].label())
    res.emit("replacement-order", ["8-1-3-4-2", "8-1-3-4"], said, decision=decision)
    return pick


def _same_again(res: Context, card: Card, sources: list[Card]) -> None:
    """The K.O. to replace comes from a sequence of replacements that already applied these
    replacement effects: they are not applied to it again (8-1-3-4-3)."""
    said = say("replacement-same-again", sources=names(sources), count=len(sources), card=card.label())
    res.emit("same-replacement-again", ["8-1-3-4-3"], said)


def _not_again(res: Context, card: Card, sources: list[Card]) -> None:
    """The K.O. was replaced, so it no longer happens: the other replacement effects that could
    have replaced it have nothing left to replace (8-1-3-4, 8-1-3-4-4). (8-1-3-4-3 is another rule:
    the same replacement effects are not applied again to what they replaced.)"""
    said = say("replacement-not-again", sources=names(sources), count=len(sources), card=card.label())
    res.emit("not-replaced-again", ["8-1-3-4", "8-1-3-4-4"], said)


def _offer(
    res: Context, card: Card, source: Card, index: int, ability: Ability, ctx: Ctx, later: list[Card]
) -> bool:
    """Offer one replacement effect for the K.O. of ``card``; True when it was applied."""
    s = res.state
    rctx = Ctx(
        source.controller,
        source,
        ("8-1-3-4",),
        f"{source.id}-instead",
        replaced_by=ctx.replaced_by | {(source.id, index)},
    )
    why = impossible_part(res, ability.effects, rctx)
    if why is not None:
        _impossible(res, card, source, ability, why)
        return False
    decision = None if ability.must else _ask(res, card, source)
    if decision is not None and decision.chosen == "decline":
        _declined(res, source, decision)
        return False
    if ability.once_per_turn:
        s.once_used.add((source.id, source.incarnation, index, s.turn))
    _apply(res, card, source, ability, rctx, decision, mid=ctx.rest > 0, by=ctx.controller, later=later)
    return True


def _text_of(ability: Ability) -> dict[str, str | Text]:
    """The replacement effect's own text, when the board gives it: ``has_text`` and ``text``."""
    if not ability.text:
        return {"has_text": "no", "text": ""}
    # said in brackets (ja) or at the end of a sentence (en): without its own full stop
    text = Text(ja=ability.text["ja"].rstrip("。"), en=ability.text["en"].rstrip("."))
    return {"has_text": "yes", "text": text}


def _impossible(res: Context, card: Card, source: Card, ability: Ability, why: Text) -> None:
    """A replacement that cannot be carried out is not applied (8-1-3-4-5)."""
    said = say(
        "replacement-impossible", source=source.label(), card=card.label(), why=why, **_text_of(ability)
    )
    res.emit("replacement-impossible", ["8-1-3-4", "8-1-3-4-5"], said)


def _ask(res: Context, card: Card, source: Card) -> Decision:
    """A replacement effect that need not apply may be declined (8-1-3-4-1): its controller decides."""
    src, target = source.label(), card.label()
    return res.decide(
        f"replace-{source.id}",
        source.controller,
        ["replace", "decline"],
        f"{src.en}'s replacement effect may replace the K.O. of {target.en}",
        prompt=say("replacement-prompt", card=target, own="yes" if source is card else "no", source=src),
        labels={"replace": say("replacement-replace"), "decline": say("replacement-decline")},
    )


def _declined(res: Context, source: Card, decision: Decision) -> None:
    """A declined replacement effect is not applied (8-1-3-4-1)."""
    said = say("replacement-declined", player=source.controller, source=source.label())
    res.emit("replacement-declined", ["8-1-3-4-1", "8-1-3-4"], said, decision=decision)


def _apply(
    res: Context,
    card: Card,
    source: Card,
    ability: Ability,
    rctx: Ctx,
    decision: Decision | None,
    *,
    mid: bool,
    by: str,
    later: list[Card],
) -> None:
    """The replacement is applied (8-1-3-4-4): the replaced part is the replacement's owner's effect
    (8-1-3-4-7); a K.O. that an earlier replacement caused may be replaced by another (8-1-3-4-6);
    the other replacements have nothing left to replace; in the middle of an effect,
    the rest of its text follows (8-1-3-4-4-1)."""
    whose = source.controller
    said = say(
        "replacement-applied",
        card=card.label(),
        own="yes" if source is card else "no",
        source=source.label(),
        other="yes" if whose != by else "no",
        whose=whose,
        by=by,
        chained="yes" if len(rctx.replaced_by) > 1 else "no",
        **_text_of(ability),
    )
    rules = ["8-1-3-4", "8-1-3-4-4"] + (["8-1-3-4-7"] if whose != by else [])
    rules += ["8-1-3-4-6"] if len(rctx.replaced_by) > 1 else []  # the K.O. came from a replacement
    res.emit("replace", rules, said, decision=decision)
    if later:
        _not_again(res, card, later)
    res.carry_out(ability.effects, rctx)
    if mid:
        res.emit("rest-of-text", ["8-1-3-4-4-1"], say("replacement-rest-of-text"))
