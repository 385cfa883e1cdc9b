"""12-4, the destroy process: its conditions, placing it, the 'destroyed' event, resolving it.

A rule destroy process is placed by the destroy rule effect (12-4b-2b), an effect destroy process
by a ``destroy`` effect (12-4b-2a); either makes its cards 'destroyed' the moment it is placed
(12-4b-3), and on resolution sends the cards still associated with it to the graveyard (12-4c).
"""

from __future__ import annotations

from ..core.naming import MAX_LISTED
from ..core.text import Text
from . import words
from .model import Card, GameState, GateItem, Trigger, is_field, zone_player
from .resolution import Resolution
from .say import say

#: how many triggered abilities a 'destroyed' step names before it says "and more"
LISTED_TRIGGERS = 8


#: the conditions a unit can meet, by (12-4a-1 met, 12-4a-2 met): made once, not for every unit checked
_MET = {
    (False, False): (),
    (True, False): ("12-4a-1",),
    (False, True): ("12-4a-2",),
    (True, True): ("12-4a-1", "12-4a-2"),
}


def destroy_conditions(state: GameState, unit: Card, bonuses: dict[str, int]) -> tuple[str, ...]:
    """12-4a-1: damage ≥ HP; 12-4a-2: HP ≤ 0. Returns the numbers of the conditions met."""
    hp = state.current_hp(unit, bonuses)
    return _MET[(unit.damage >= hp, hp <= 0)]


# ---- placing it (12-4b) ------------------------------------------------------------------------


def place_rule_destroy(res: Resolution, units: dict[Card, tuple[str, ...]]) -> None:
    """12-4b-2b: one rule destroy process associated with every unit that meets a condition
    (``units``: each unit and the conditions it meets)."""
    state = res.state
    item = res.place("destroy-process", reason="rule", cards=tuple(c.ref for c in units))
    bonuses = state.hp_bonuses()
    met_all = sorted({n for met in units.values() for n in met})
    why = _why_destroyed(state, units, met_all, bonuses)
    res.emit(
        "destroy-process-placed",
        ["12-4", "12-4a", *met_all, "12-4b", "12-4b-1", "12-4b-2", "12-4b-2b"],
        say("destroy-process-placed-rule", why=why, count=len(units), cards=words.names(units)),
    )
    destroyed_event(res, item)


def _why_destroyed(
    state: GameState, units: dict[Card, tuple[str, ...]], met_all: list[str], bonuses: dict[str, int]
) -> Text:
    """12-4a-1, 12-4a-2: the condition each unit meets, in words."""
    if len(units) > 1:
        numbers = words.listing([Text.same(n) for n in met_all])
        return say("destroy-why-several", count=len(units), numbers=numbers, names=words.names(units))
    card, met = next(iter(units.items()))
    both = "12-4a-1" in met and "12-4a-2" in met
    which = "both" if both else "damage" if "12-4a-1" in met else "hp"
    hp = state.current_hp(card, bonuses)
    return say("destroy-why-one", met=which, card=card.label(), damage=card.damage, hp=hp)


def place_effect_destroy(res: Resolution, cards: list[Card], missing: Text) -> None:
    """12-4b-2a: an effect that destroys cards places a destroy process 'destroyed by an effect'."""
    process = res.place("destroy-process", reason="effect", cards=tuple(c.ref for c in cards))
    res.emit(
        "destroy-process-placed",
        ["12-4b", "12-4b-1", "12-4b-2", "12-4b-2a"],
        say("destroy-process-placed-effect", cards=words.names(cards), missing=missing),
    )
    destroyed_event(res, process)


def explain_no_second(res: Resolution, card: Card, bonuses: dict[str, int]) -> None:
    """12-4a-3: a unit with a rule destroy process on the gate does not meet the destroy condition."""
    hp = res.state.current_hp(card, bonuses)
    text = say(
        "no-second-destroy-process",
        card=card.label(),
        hp_zero="yes" if hp <= 0 else "no",
        hp=hp,
        damage=card.damage,
    )
    res.emit("no-second-destroy-process", ["12-4a-3"], text)


# ---- the 'destroyed' event (12-4b-3) -----------------------------------------------------------


def destroyed_event(res: Resolution, item: GateItem) -> None:
    """12-4b-3, 12-4b-3a: the cards of a destroy process are 'destroyed' the moment it is placed."""
    state = res.state
    cards = [c for ref in item.cards if (c := state.card_by_ref(ref)) is not None]
    triggered = _destroyed_triggers(state, cards)
    state.pending.extend(triggered)
    labels = [words.trigger(state, t) for t in triggered[:LISTED_TRIGGERS]]
    listed = words.listing(labels)
    if len(triggered) > LISTED_TRIGGERS:
        listed = say("list-more", names=listed, rest=len(triggered) - LISTED_TRIGGERS)
    text = say(
        "destroyed-event",
        cards=words.names(cards),
        count=len(cards),
        triggers=listed if triggered else Text.same(""),
        trigger_count=len(triggered),
    )
    res.emit("destroyed-event", ["12-4b-3", "12-4b-3a"] + (["14-1a-2"] if triggered else []), text)


def _destroyed_triggers(state: GameState, cards: list[Card]) -> list[Trigger]:
    """The auto abilities a 'destroyed' event triggers: ``of: self`` on the card, and ``your_unit`` or
    ``any_unit`` watchers on the field (14-1a-2)."""
    watchers = [
        (c, i, a)
        for c in state.field_cards()
        for i, a in enumerate(c.abilities)
        if a.kind == "auto" and a.event == "destroyed" and a.of != "self"
    ]
    triggered: list[Trigger] = []
    for card in cards:
        controller = zone_player(card.zone)
        for index, ability in enumerate(card.abilities):
            if ability.kind == "auto" and ability.event == "destroyed" and ability.of == "self":
                triggered.append(Trigger(card.ref, index, controller, "destroyed", card.ref))
        for source, index, ability in watchers:
            owner = zone_player(source.zone)
            if (
                ability.of == "any_unit"
                and card.is_unit
                or (ability.of == "your_unit" and card.is_unit and owner == controller)
            ):
                triggered.append(Trigger(source.ref, index, owner, "destroyed", card.ref))
    return triggered


# ---- resolving it (12-4c) ----------------------------------------------------------------------


def resolve_destroy(res: Resolution, item: GateItem) -> None:
    """12-4c: on resolution, a rule destroy drops units that no longer meet 12-4a-1/12-4a-2 (12-4c-1);
    then every card still associated goes to its owner's graveyard (12-4c-2)."""
    cards = [c for ref in item.cards if (c := res.state.card_by_ref(ref)) is not None]
    gone = len(item.cards) - len(cards)
    continued, recheck, cites = False, Text.same(""), ["12-4c", "12-4c-2", "9-2a"]
    if item.reason == "rule":
        before = len(cards)
        item, cards = _drop_unmet(res, item, cards)
        continued = len(cards) < before
        if cards:
            state, bonuses = res.state, res.state.hp_bonuses()
            units = {c: destroy_conditions(state, c, bonuses) for c in cards}
            met_all = sorted({n for met in units.values() for n in met})
            why = _why_destroyed(state, units, met_all, bonuses)
            recheck = say("destroy-recheck", why=why, count=len(cards))
            cites = ["12-4c", *met_all, "12-4c-1", "12-4c-2", "9-2a"]
    for card in cards:
        res.move_card(card, f"{card.owner}.graveyard")
    res.remove(item)
    res.emit(
        "destroy-process-resolved",
        cites + (["3-2d"] if gone else []),
        say(
            "destroy-process-resolved",
            continued="yes" if continued else "no",
            recheck=recheck,
            reason=item.reason or "effect",
            gone=say("destroy-gone", gone=gone) if gone else Text.same(""),
            count=len(cards),
            cards=words.names(cards),
            owners="same" if len({c.owner for c in cards}) <= 1 else "different",
            elsewhere=_elsewhere(cards),
        ),
    )


def _elsewhere(cards: list[Card]) -> Text:
    """Cards of a destroy process whose owner is not the owner of most of them: ``Spy to B's``."""
    by_owner: dict[str, list[Card]] = {}
    for card in cards:
        by_owner.setdefault(card.owner, []).append(card)
    if len(by_owner) < 2:
        return Text.same("")
    most = max(by_owner, key=lambda owner: len(by_owner[owner]))
    others = [(owner, group) for owner, group in by_owner.items() if owner != most]
    groups = [
        say("to-graveyard-of", cards=words.names(group), owner=owner) for owner, group in others[:MAX_LISTED]
    ]
    rest = sum(len(group) for _, group in others[MAX_LISTED:])
    if rest:
        # as many owners as units (a board of 10,000 units): a few named, then a count
        groups.append(say("to-graveyard-rest", rest=rest))
    return words.listing(groups)


def _drop_unmet(res: Resolution, item: GateItem, cards: list[Card]) -> tuple[GateItem, list[Card]]:
    """12-4c-1: a unit that meets neither 12-4a-1 nor 12-4a-2 now loses its association with the rule
    destroy process; returns the process as it is now and the cards still associated."""
    state = res.state
    bonuses = state.hp_bonuses()
    keep = [c for c in cards if c.is_unit and is_field(c.zone) and destroy_conditions(state, c, bonuses)]
    kept = {id(c) for c in keep}
    lost = [c for c in cards if id(c) not in kept]
    if not lost:
        return item, cards
    newer = GateItem(item.uid, item.kind, reason=item.reason, cards=tuple(c.ref for c in keep))
    state.gate[-1] = newer
    text = say("association-lost", cards=words.names(lost), count=len(lost))
    res.emit("association-lost", ["12-4c", "12-4c-1", "9-2a"], text)
    return newer, keep
