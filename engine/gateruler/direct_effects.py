"""Performing the effects of a played card or auto ability, in order (direct effects, 14-1b).

An effect names cards by id (``self`` and ``that`` in an auto ability); a card that has become a new
card since it was named is not that card any more (3-2d), so the effect does not reach it. Effects
that place a process on the gate hand over to the rule that process belongs to: ``destroy`` to
12-4b-2a, ``deal_damage`` to 13-2a.
"""

from __future__ import annotations

from collections.abc import Callable

from ..core.text import Text
from . import damage, destroy_process, words
from .effects import Effect
from .model import Card, GameState, GateItem, Ref, is_field, zone_player
from .resolution import Resolution
from .say import say


def bind(
    state: GameState, effects: tuple[Effect, ...], source: Ref | None, that: Ref | None
) -> tuple[Ref, ...]:
    """The cards an effect names, as they are now (a later new card is not them, 3-2d)."""
    refs: list[Ref] = []
    for effect in effects:
        for name in effect.card_names():
            if name == "self" and source:
                refs.append(source)
            elif name == "that" and that:
                refs.append(that)
            elif name in state.cards:
                refs.append(state.cards[name].ref)
    return tuple(dict.fromkeys(refs))


def _lookup(state: GameState, item: GateItem, name: str) -> Card | None:
    """The card ``name`` means for this item, or None if it has become a new card since (3-2d)."""
    if name == "self":
        return state.card_by_ref(item.source) if item.source else None
    if name == "that":
        return state.card_by_ref(item.event_card) if item.event_card else None
    card = state.cards.get(name)
    if card is None:
        return None
    for ref in item.bindings:
        if ref[0] == name:
            return card if card.incarnation == ref[1] else None
    return card


def _named(
    state: GameState, item: GateItem, names: tuple[str, ...], *, need_field: bool = True
) -> tuple[list[Card], Text]:
    """The cards an effect names that it still reaches, and a note on those it does not (3-2d)."""
    found, missing = [], []
    for name in names:
        card = _lookup(state, item, name)
        if card is None or (need_field and not is_field(card.zone) and not card.zone.endswith(".ruler")):
            missing.append(name)
        else:
            found.append(card)
    if not missing:
        return found, Text(ja="", en="")
    labels = [_label(state, item, name) for name in missing]
    return found, say("not-reached", names=words.listing(labels), count=len(labels))


def _label(state: GameState, item: GateItem, name: str) -> Text:
    """What readers call a card an effect names (``self``, ``that`` or an id): its label, never its id."""
    ref = item.source if name == "self" else item.event_card if name == "that" else None
    card = state.cards.get(ref[0] if ref else name)
    return card.label() if card is not None else Text.same(name)


def _fizzles(res: Resolution, cites: list[str], nothing: str, missing: Text) -> None:
    """The effect finds none of its cards where it needs them, and does nothing (message ``nothing``)."""
    res.emit("effect-fizzles", cites, say(nothing, missing=missing))


def perform(res: Resolution, item: GateItem, effect: Effect) -> None:
    """Perform one effect of a gate item that resolves (14-1b)."""
    PERFORM[effect.kind](res, item, effect)


def destroy(res: Resolution, item: GateItem, effect: Effect) -> None:
    """``destroy``: an effect destroy process for the cards it still reaches (12-4b-2a)."""
    cards, missing = _named(res.state, item, effect.cards)
    if not cards:
        _fizzles(
            res,
            ["12-4b-2a", "3-2d"],
            "nothing-to-destroy",
            missing,
        )
        return
    destroy_process.place_effect_destroy(res, cards, missing)


def deal_damage(res: Resolution, item: GateItem, effect: Effect) -> None:
    """``deal_damage``: a damage execution process for the cards it still reaches (13-2a)."""
    cards, missing = _named(res.state, item, effect.cards)
    if not cards:
        _fizzles(res, ["13-2a", "3-2d"], "nothing-to-damage", missing)
        return
    damage.place_damage_execution(res, cards, effect.amount, item.by or res.state.turn_player, missing)


def recover(res: Resolution, item: GateItem, effect: Effect) -> None:
    """``recover``: a player's damage zone (the engine's model of 13) or units' damage (13, 2-11b)."""
    if effect.player is not None:
        damage.recover_player(res, effect.player, effect.amount)
        return
    cards, missing = _named(res.state, item, effect.cards)
    damage.recover_units(res, cards, effect.amount, missing)


def change_hp(res: Resolution, item: GateItem, effect: Effect) -> None:
    """``change_hp``: the units' HP goes up or down while they stay the same cards (2-11, 14-1b)."""
    cards, missing = _named(res.state, item, effect.cards)
    for card in cards:
        card.hp_change += effect.amount
        res.state.touch(card)
    sign = f"+{effect.amount}" if effect.amount >= 0 else str(effect.amount)
    text = say("hp-changed", cards=words.names(cards), sign=sign, missing=missing)
    res.emit("hp-changed", ["15-2a"], text)


def move(res: Resolution, item: GateItem, effect: Effect) -> None:
    """``move`` and ``leave_field``: cards moved at the same time; a card that changes area other
    than within the field becomes a new card (3-2d)."""
    leaving = effect.kind == "leave_field"
    cards, missing = _named(res.state, item, effect.cards, need_field=leaving)
    actor = item.by or res.state.turn_player
    sources = {card.zone for card in cards}
    placed = res.state.tick()
    moved_to = []
    for card in cards:
        to = effect.to or "graveyard"
        if leaving:
            to = f"{card.owner}.{to}"
        moved_to.append(to)
        res.move_card(card, to, top=to.endswith(".deck"), placed=placed)
    known = len(sources) == 1
    before = len(res.state.pending)
    res.after_moves()  # 14-1a-2: a card that left the field triggers its abilities now
    triggered = res.state.pending[before:]
    triggers = words.listing([words.trigger(res.state, t) for t in triggered])
    text = say(
        "card-moved",
        triggers=triggers if triggered else Text.same(""),
        trigger_count=len(triggered),
        player=actor,
        cards=words.names(cards),
        count=len(cards),
        from_known="yes" if known else "no",
        source=words.place(next(iter(sources)), actor) if known else Text.same(""),
        to=words.place(moved_to[0], actor) if moved_to else Text.same(""),
        to_deck="yes" if moved_to and moved_to[0].endswith(".deck") else "no",
        to_hand="yes" if moved_to and moved_to[0].endswith(".hand") else "no",
        missing=missing,
    )
    cites = ["15-3a", "3-2d"] + (["14-1a-2"] if triggered else [])
    res.emit("left-field" if leaving else "card-moved", cites, text)


def put_into_soul(res: Resolution, item: GateItem, effect: Effect) -> None:
    """``put_into_soul``: the card goes to the soul area, attached to the cards named (3-2d)."""
    state = res.state
    cards, _ = _named(state, item, effect.cards, need_field=False)
    hosts, missing = _named(state, item, effect.of)
    if not cards or not hosts:
        _fizzles(
            res,
            ["3-2d"],
            "nothing-into-soul",
            missing,
        )
        return
    card = cards[0]
    res.move_card(card, f"{zone_player(hosts[0].zone)}.soul")
    seq = state.tick()
    card.attached = tuple((h.id, h.incarnation, seq) for h in hosts)
    state.touch(card)
    res.souls_changed()
    text = say("put-into-soul", card=card.label(), hosts=words.names(hosts), missing=missing)
    res.emit("put-into-soul", ["3-2d"], text)


def take_soul(res: Resolution, item: GateItem, effect: Effect) -> None:
    """``take_soul``: the soul the ability's card had, kept for it until now (12-6a-1), is taken."""
    souls = [c for ref in item.soul if (c := res.state.card_by_ref(ref)) is not None]
    names, to = words.names(souls), effect.to or "hand"
    for card in souls:
        res.move_card(card, f"{card.owner}.{to}", top=to == "deck")
    source = res.state.cards.get(item.source[0]) if item.source else None
    text = say(
        "soul-taken",
        cards=names,
        count=len(souls),
        to=say(f"zone-{to}"),
        where=to,
        card=source.label() if source else say("card-unnamed"),
    )
    res.emit("soul-taken", ["12-6a-1", "3-2d"], text)


def choose_one(res: Resolution, item: GateItem, effect: Effect) -> None:
    """``choose_one``: its controller chooses one option, whose effects are performed (14-1b)."""
    controller = item.by or res.state.turn_player
    decision = res.decide(
        f"choose-{item.uid}",
        controller,
        [o.key for o in effect.options],
        "which option of the effect to perform",
        prompt=say("prompt-choose-one"),
        labels={o.key: o.text for o in effect.options},
    )
    option = next(o for o in effect.options if o.key == decision.chosen)
    res.emit("choice", ["14-1b-1"], say("choice", player=controller, option=option.text), decision=decision)
    for sub in option.effects:
        perform(res, item, sub)


#: each effect kind (:data:`.effects.KINDS`) and how it is performed
PERFORM: dict[str, Callable[[Resolution, GateItem, Effect], None]] = {
    "deal_damage": deal_damage,
    "destroy": destroy,
    "recover": recover,
    "change_hp": change_hp,
    "move": move,
    "put_into_soul": put_into_soul,
    "leave_field": move,
    "take_soul": take_soul,
    "choose_one": choose_one,
}
