"""K.O. (10-2-1): a Character K.O.'d by battle or by an effect goes to its owner's trash (10-2-1-2).

Replacement effects come first (8-1-3-4, :mod:`.replacement`). The cards still K.O.'d have their
[On K.O.] effects activated while they are on the field; then they go to the trash together, and
those effects resolve with their cards in the trash (10-2-17-1, 10-2-17-2). "When … K.O.'d"
effects of other cards (8-1-3-1) wait to activate (8-6-3).
"""

from __future__ import annotations

from dataclasses import replace

from .auto_effects import make_pending, watchers
from .conditions import condition_checked, condition_rules, condition_words
from .context import Context, Ctx, Pending
from .effects import Ability
from .model import Card
from .processing_order import announce_order
from .replacement import Offer, ko_replacements, replace_ko
from .say import say
from .words import names


def ko(res: Context, cards: list[Card], ctx: Ctx, *, battle: bool) -> None:
    """K.O. Characters (10-2-1): replacement effects first (8-1-3-4-2), then [On K.O.] effects
    activate on the field, the cards go to the trash together, and those effects resolve
    (10-2-17-1)."""
    cards = _not_prohibited(res, cards, battle=battle)
    if not cards:
        return
    to_ko = [card for card, reps in _offers(res, cards) if not (reps and replace_ko(res, card, reps, ctx))]
    if not to_ko:
        return
    who = {"cards": names(to_ko), "count": len(to_ko), "how": "battle" if battle else "effect"}
    why = ["7-1-4-1-2"] if battle else list(ctx.cites)
    on_ko = _on_ko_effects(res, to_ko)
    if not on_ko:
        _to_trash(res, to_ko)
        res.emit("ko", ["10-2-1", "10-2-1-1", "10-2-1-2", *why], say("ko-trashed-at-once", **who))
        return
    holders = [card for card in to_ko if any(c is card for c, _, _ in on_ko)]
    said = say(
        "ko-on-the-field",
        **who,
        its="yes" if len(holders) == len(to_ko) == 1 else "no",
        holders=names(holders),
        holder_count=len(holders),
        effect_count=len(on_ko),
        optional="yes" if all(ability.may for _, _, ability in on_ko) else "no",
    )
    # the trash is an open area: a move there can meet the [On K.O.] timing (8-4-5)
    said = say("ko-open-area", said=said)
    res.emit("ko", ["10-2-1", "10-2-1-1", *why, "10-2-17", "10-2-17-1", "8-4-5"], said)
    started = [
        (ability, started)
        for card, index, ability in on_ko
        if (started := res.start_effect(card, index, ability, _on_ko_cites(ability)))
    ]
    _to_trash(res, to_ko)
    resolving = [ctx.source for _, ctx in started if ctx.source is not None]
    if not resolving:
        said = say("ko-to-trash", cards=who["cards"], count=len(to_ko))
        res.emit("ko-trashed", ["10-2-1-2"], said)
        return
    wait = "damage" if res.damage else ("effect" if res.resolving else "")
    if not wait:
        _trashed_then(res, to_ko, resolving, wait)
        for ability, effect_ctx in started:
            res.carry_out(ability.effects, effect_ctx)
        return
    # each effect's context, found by the effect and its card (N effects: no search through all of them)
    contexts: dict[tuple[int, int], Ctx] = {}
    for a, c in started:
        if c.source is not None:
            contexts.setdefault((id(a), id(c.source)), c)
    for card, index, ability in on_ko:
        ctx = contexts.get((id(ability), id(card)))
        if ctx is not None:
            res.pending.append(
                replace(make_pending(res, card, index, "on_ko", ability=ability), activated=ctx)
            )
    _trashed_then(res, to_ko, resolving, wait)


#: when an [On K.O.] effect activated during an effect or damage processing resolves (8-6-3, 8-6-2):
#: the rule, and the ``$wait`` of the message
LATER = {"": ("", "now"), "effect": ("8-6-3", "effect"), "damage": ("8-6-2", "damage")}


def _trashed_then(res: Context, to_ko: list[Card], resolving: list[Card], wait: str) -> None:
    """The K.O.'d cards go to the trash; the [On K.O.] effects activated on the field resolve there,
    now or after what is resolving (10-2-17-1, 10-2-17-2)."""
    rule, when = LATER[wait]
    said = say(
        "ko-resolve-in-trash",
        cards=names(to_ko),
        count=len(to_ko),
        all="yes" if len(resolving) == len(to_ko) else "no",
        resolving=names(resolving),
        resolving_count=len(resolving),
        wait=when,
    )
    res.emit("ko-trashed", ["10-2-1-2", "10-2-17-1", "10-2-17-2", *([rule] if rule else [])], said)


def _not_prohibited(res: Context, cards: list[Card], *, battle: bool) -> list[Card]:
    """The cards that may be K.O.'d: one an effect says "cannot be K.O.'d" is not (10-2-1-3); that
    prohibition wins over an effect that would K.O. it (1-3-3)."""
    s = res.state
    out = []
    for card in cards:
        source = s.cannot_be_ko(card)
        if source is None:
            out.append(card)
            continue
        how = "battle" if battle else "effect"
        own = "yes" if source is card else "no"
        said = say("ko-cannot-be-ko", card=card.label(), source=source.label(), own=own, how=how)
        res.emit("cannot-be-ko", ["10-2-1-3", *([] if battle else ["1-3-3"])], said)
    return out


def _on_ko_cites(ability: Ability) -> list[str]:
    """An [On K.O.] effect activates on the field (10-2-17-1), its condition checked there (8-3-2)."""
    return [
        "10-2-17-1",
        "8-1-3-1",
        *(["8-3-2", *condition_rules(condition_words(ability))] if ability.condition else []),
    ]


def _on_ko_effects(res: Context, cards: list[Card]) -> list[tuple[Card, int, Ability]]:
    """The [On K.O.] effects of the K.O.'d cards whose conditions are met on the field (10-2-17-1,
    8-3-2), the turn player's first (8-6-1)."""
    order = res.state.player_order()
    found = [
        (card, index, ability)
        for card in cards
        for index, ability, active in card.all_abilities()
        if active and ability.timing == "on_ko" and res.state.condition_holds(card, ability)
    ]
    return sorted(found, key=lambda f: order.index(f[0].controller))


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
    """The cards go to their owners' trash together (10-2-1-2); the "when … K.O.'d" effects
    watching them (8-1-3-1) wait to activate."""
    s = res.state
    # "when … K.O.'d" effects see the K.O. from where their cards are now (8-1-3-1-3 checks it later)
    waiting: list[Pending] = []
    for card in to_ko:
        waiting += [
            make_pending(res, w, i, "when") for w, i in watchers(res, "character_ko", card, conditioned=False)
        ]
        waiting += [
            make_pending(res, w, i, "when")
            for w, i in watchers(res, "character_ko", card, conditioned=True)
            if condition_checked(res, w, w.ability(i))  # 8-3-2-3
        ]
    for card in to_ko:
        s.move(card, f"{card.owner}.trash")
    res.pending += waiting
