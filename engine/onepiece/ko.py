"""K.O. (10-2-1): a Character K.O.'d by battle or by an effect goes to its owner's trash (10-2-1-2).

Replacement effects come first (8-1-3-4, :mod:`.replacement`). The cards still K.O.'d have their
[On K.O.] effects activated while they are on the field; then they go to the trash together, and
those effects resolve with their cards in the trash (10-2-17-1, 10-2-17-2). "When … K.O.'d"
effects of other cards (8-1-3-1) wait to activate (8-6-3).
"""

from __future__ import annotations

from dataclasses import replace

from ..core.text import Text
from .auto_effects import make_pending, watchers
from .conditions import condition_words
from .context import Context, Ctx, Pending
from .effects import Ability
from .model import Card
from .processing_order import announce_order
from .replacement import Offer, ko_replacements, replace_ko
from .words import names


def ko(res: Context, cards: list[Card], ctx: Ctx, *, battle: bool) -> None:
    """K.O. Characters (10-2-1): replacement effects first (8-1-3-4-2), then [On K.O.] effects
    activate on the field, the cards go to the trash together, and those effects resolve
    (10-2-17-1)."""
    if not cards:
        return
    to_ko = [card for card, reps in _offers(res, cards) if not (reps and replace_ko(res, card, reps, ctx))]
    if not to_ko:
        return
    who = names(to_ko)
    how = Text(ja="バトルで", en="by battle") if battle else Text(ja="効果で", en="by an effect")
    why = ["7-1-4-1-2"] if battle else list(ctx.cites)
    on_ko = _on_ko_effects(res, to_ko)
    if not on_ko:
        _to_trash(res, to_ko)
        said = Text(
            en=f"{who.en} {'is' if len(to_ko) == 1 else 'are'} K.O.'d {how.en} and "
            f"{'goes' if len(to_ko) == 1 else 'go'} to the trash.",
            ja=f"{who.ja}は{how.ja}KOされ、トラッシュに置かれます。",
        )
        res.emit("ko", ["10-2-1", "10-2-1-2", *why], said)
        return
    optional = all(ability.may for _, _, ability in on_ko)
    holders = [card for card in to_ko if any(c is card for c, _, _ in on_ko)]
    may = (
        Text(ja="発動できます", en="may be activated")
        if optional
        else Text(ja="発動します", en="is activated")
    )
    if len(holders) == len(to_ko) == 1:
        whose = Text(ja="", en="Its")
    else:
        named = names(holders)
        whose = Text(ja=f"{named.ja}の", en=f"The [On K.O.] timing of {named.en}")
    said = Text(
        en=f"{who.en} {'is' if len(to_ko) == 1 else 'are'} K.O.'d {how.en}. "
        + (f"{whose.en} [On K.O.] timing" if len(holders) == len(to_ko) == 1 else whose.en)
        + f" is met while on the field, so the effect {may.en} there, before the card goes to the trash.",
        ja=f"{who.ja}は{how.ja}KOされます。{whose.ja}【KO時】はフィールドにある間にタイミングを満たすので、"
        f"トラッシュに置かれる前にフィールドで効果を{may.ja}。",
    )
    res.emit("ko", ["10-2-1", *why, "10-2-17-1"], said)
    from .activation import start_effect  # activation → resolving → ko: imported when needed

    started = [
        (ability, started)
        for card, index, ability in on_ko
        if (started := start_effect(res, card, index, ability, card.controller, _on_ko_cites(ability)))
    ]
    _to_trash(res, to_ko)
    resolving = [ctx.source for _, ctx in started if ctx.source is not None]
    if not resolving:
        said = Text(
            en=f"{who.en} {'goes' if len(to_ko) == 1 else 'go'} to the trash.",
            ja=f"{who.ja}をトラッシュに置きます。",
        )
        res.emit("ko-trashed", ["10-2-1-2"], said)
        return
    wait = "damage" if res.damage else ("effect" if res.resolving else "")
    if not wait:
        _trashed_then(res, to_ko, resolving, wait)
        for ability, effect_ctx in started:
            res.carry_out(ability.effects, effect_ctx)
        return
    for card, index, ability in on_ko:
        ctx = next((c for a, c in started if a is ability and c.source is card), None)
        if ctx is not None:
            res.pending.append(
                replace(make_pending(res, card, index, "on_ko", ability=ability), activated=ctx)
            )
    _trashed_then(res, to_ko, resolving, wait)


#: when an [On K.O.] effect activated during an effect or damage processing resolves (8-6-3, 8-6-2)
LATER = {
    "": ("", Text(ja="ここで", en="now")),
    "effect": ("8-6-3", Text(ja="今解決中の効果が終わってから", en="once the effect now resolving is over")),
    "damage": (
        "8-6-2",
        Text(ja="ダメージ処理がすべて終わってから", en="once all of the damage processing is over"),
    ),
}


def _trashed_then(res: Context, to_ko: list[Card], resolving: list[Card], wait: str) -> None:
    """The K.O.'d cards go to the trash; the [On K.O.] effects activated on the field resolve there,
    now or after what is resolving (10-2-17-1, 10-2-17-2)."""
    one, several = len(to_ko) == 1, len(resolving) > 1
    who, which = names(to_ko), names(resolving)
    rule, when = LATER[wait]
    if len(resolving) == len(to_ko):
        whose = Text(ja="", en="Their [On K.O.] effects were" if several else "Its [On K.O.] effect was")
    else:
        whose = Text(
            ja=f"{which.ja}の",
            en=f"The [On K.O.] effect{'s' if several else ''} of {which.en} {'were' if several else 'was'}",
        )
    said = Text(
        en=f"{who.en} {'goes' if one else 'go'} to the trash. {whose.en} activated on the field; "
        f"{'they resolve' if several else 'it resolves'} {when.en}, with the "
        f"card{'s' if several else ''} in the trash. Unlike other auto effects, the card moves between "
        "activation and resolution.",
        ja=f"{who.ja}をトラッシュに置きます。フィールドで発動した{whose.ja}【KO時】の効果は、{when.ja}、"
        "カードがトラッシュにある状態で解決します（ほかの自動効果と違い、発動から解決までの間にカードが移動します）。",
    )
    res.emit("ko-trashed", ["10-2-1-2", "10-2-17-1", "10-2-17-2", *([rule] if rule else [])], said)


def _on_ko_cites(ability: Ability) -> list[str]:
    """An [On K.O.] effect activates on the field (10-2-17-1), its condition checked there (8-3-2)."""
    return [
        "10-2-17-1",
        "8-1-3-1",
        *(["8-3-2", *(w[2] for w in condition_words(ability))] if ability.condition else []),
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
        waiting += [make_pending(res, w, i, "when") for w, i in watchers(res, "character_ko", card)]
    for card in to_ko:
        s.move(card, f"{card.owner}.trash")
    res.pending += waiting
