"""The small effect vocabulary, as data (in a board's script and in auto abilities).

==================  =====================================================  ==========================
effect              board syntax                                           does
==================  =====================================================  ==========================
deal damage         ``deal_damage: {to: [u1, rB], amount: 2}``             a damage execution process
                                                                           goes on the gate (13-2a)
destroy             ``destroy: [u1, u2]``                                  an effect destroy process
                                                                           goes on the gate (12-4b-2a)
recover             ``recover: {card: u1, amount: 2}``                     removes damage from a unit
recover (player)    ``recover: {player: A, amount: 2}``                    cards out of A's damage zone
                                                                           (13; the engine's model)
change HP           ``change_hp: {card: u1, by: -3}``                      the unit's HP goes up/down
move a card         ``move: {cards: [x, y], to: A.attack_zone.center}``    cards moved together
put into soul       ``put_into_soul: {card: s1, of: u1}``                  s1 becomes u1's soul
leave the field     ``leave_field: {card: f1, to: graveyard}``             to its owner's graveyard,
                                                                           hand or deck
take the soul       ``take_soul: {to: hand}``                              the soul of the ability's
                                                                           source → owners' hands
choose one          ``choose_one: {options: {KEY: {text: {ja, en},         its controller picks one
                    effects: [...]}}}``
==================  =====================================================  ==========================

In an auto ability, ``self`` names the ability's card and ``that`` the card of the event.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from ..core.text import Text
from ..core.yamlnode import Node, Problems, as_int, as_list, as_map, as_str, as_text_pair

KINDS = (
    "deal_damage",
    "destroy",
    "recover",
    "change_hp",
    "move",
    "put_into_soul",
    "leave_field",
    "take_soul",
    "choose_one",
)
LEAVE_TO = ("graveyard", "hand", "deck")


@dataclass(frozen=True)
class Option:
    key: str
    text: Text
    effects: tuple[Effect, ...]


@dataclass(frozen=True)
class Effect:
    kind: str
    cards: tuple[str, ...] = ()
    amount: int = 0
    to: str | None = None
    of: tuple[str, ...] = ()
    options: tuple[Option, ...] = ()
    line: int = 0
    #: ``recover: {player: A, ...}``: the player whose damage zone recovers
    player: str | None = None

    @property
    def refers_to_soul(self) -> bool:
        return self.kind == "take_soul" or any(e.refers_to_soul for o in self.options for e in o.effects)

    def card_names(self) -> tuple[str, ...]:
        """Every card id the effect names (``self`` and ``that`` included)."""
        names = self.cards + self.of
        for option in self.options:
            for effect in option.effects:
                names += effect.card_names()
        return names


def _ids(node: Node, problems: Problems) -> tuple[str, ...]:
    """``u1`` | ``[u1, u2]``: at least one card id."""
    items = (
        [node] if node.is_scalar else as_list(node, problems, what="a card id or a list of card ids") or []
    )
    out = []
    for item in items:
        text = as_str(item, problems)
        if text is not None:
            out.append(text)
    if not out and node.is_list:
        problems.add(node, "expected at least one card id")
    return tuple(out)


def each_effect(node: Node, problems: Problems) -> Iterator[tuple[Node, Effect]]:
    """The effects of a list ``effects: [...]`` (at least one), each with the node it is written at,
    as they are read; one that cannot be read is listed in ``problems`` and left out."""
    nodes = as_list(node, problems) or []
    if not nodes:
        problems.add(node, "expected at least one effect")
    for item in nodes:
        effect = parse_effect(item, problems)
        if effect is not None:
            yield item, effect


def parse_effect(node: Node, problems: Problems, *, in_ability: bool = False) -> Effect | None:
    """One effect of :data:`KINDS` (``in_ability``: it belongs to an auto ability, so ``take_soul`` may
    be used)."""
    m = as_map(node, problems, what="an effect such as {destroy: [u1]}")
    if m is None:
        return None
    if len(m) != 1 or next(iter(m)) not in KINDS:
        keys = ", ".join(repr(k) for k in m) or "nothing"
        problems.add(node, f"expected one effect ({', '.join(KINDS)}), got {keys}")
        return None
    kind, body = next(iter(m.items()))
    return _PARSE[kind](_Read(node, kind, problems, in_ability), body)


@dataclass(frozen=True)
class _Read:
    """The effect being read: its node, kind, where problems go, and whether it is in an auto ability."""

    node: Node
    kind: str
    problems: Problems
    in_ability: bool

    def body(self, body: Node, allowed: tuple[str, ...], required: tuple[str, ...]) -> dict[str, Node] | None:
        """The effect's mapping, or None when a required key is missing (the problem is added)."""
        b = as_map(body, self.problems, allowed=allowed, required=required)
        return None if b is None or not set(required) <= b.keys() else b

    def ids(self, node: Node) -> tuple[str, ...]:
        return _ids(node, self.problems)


def _destroy(e: _Read, body: Node) -> Effect | None:
    """``destroy: [u1, u2]``: an effect destroy process (12-4b-2a)."""
    return Effect(e.kind, cards=e.ids(body), line=e.node.line)


def _deal_damage(e: _Read, body: Node) -> Effect | None:
    """``deal_damage: {to: [u1, rB], amount: 2}``: a damage execution process (13-2a)."""
    b = e.body(body, ("to", "amount"), ("to", "amount"))
    if b is None:
        return None
    amount = as_int(b["amount"], e.problems, minimum=1)
    return Effect(e.kind, cards=e.ids(b["to"]), amount=amount or 0, line=e.node.line)


def _recover(e: _Read, body: Node) -> Effect | None:
    """``recover: {player: A, amount: N}`` (a player's damage zone) or ``{card: u1, amount: N}``."""
    if body.get("player") is None:
        return _on_a_unit(e, body)
    b = as_map(body, e.problems, allowed=("player", "amount"), required=("player", "amount"))
    if b is None or "amount" not in b:
        return None
    player = as_str(b["player"], e.problems)
    amount = as_int(b["amount"], e.problems, minimum=1)
    return Effect(e.kind, amount=amount or 0, player=player, line=e.node.line)


def _on_a_unit(e: _Read, body: Node) -> Effect | None:
    """``recover: {card: u1, amount: N}`` (at least 1) or ``change_hp: {card: u1, by: N}``."""
    amount_key = "amount" if e.kind == "recover" else "by"
    b = e.body(body, ("card", amount_key), ("card", amount_key))
    if b is None:
        return None
    amount = as_int(b[amount_key], e.problems, minimum=1 if e.kind == "recover" else None)
    return Effect(e.kind, cards=e.ids(b["card"]), amount=amount or 0, line=e.node.line)


def _move(e: _Read, body: Node) -> Effect | None:
    """``move: {cards: [x, y], to: A.attack_zone.center}`` (or ``card: x``): moved together (3-2d)."""
    b = e.body(body, ("card", "cards", "to"), ("to",))
    if b is None:
        return None
    if ("card" in b) == ("cards" in b):
        e.problems.add(body, "give either 'card' or 'cards'")
        return None
    to = as_str(b["to"], e.problems)
    return Effect(e.kind, cards=e.ids(b.get("card") or b["cards"]), to=to, line=e.node.line)


def _put_into_soul(e: _Read, body: Node) -> Effect | None:
    """``put_into_soul: {card: s1, of: u1}``: s1 becomes u1's soul."""
    b = e.body(body, ("card", "of"), ("card", "of"))
    if b is None:
        return None
    return Effect(e.kind, cards=e.ids(b["card"]), of=e.ids(b["of"]), line=e.node.line)


def _leave_field(e: _Read, body: Node) -> Effect | None:
    """``leave_field: f1`` or ``{card: f1, to: graveyard | hand | deck}``: to its owner's zone."""
    if body.is_scalar:
        return Effect(e.kind, cards=e.ids(body), to="graveyard", line=e.node.line)
    b = e.body(body, ("card", "to"), ("card",))
    if b is None:
        return None
    to = as_str(b["to"], e.problems, choices=LEAVE_TO) if "to" in b else "graveyard"
    return Effect(e.kind, cards=e.ids(b["card"]), to=to, line=e.node.line)


def _take_soul(e: _Read, body: Node) -> Effect | None:
    """``take_soul: {to: hand}``: the soul of the ability's card (auto abilities only, 12-6a-1)."""
    if not e.in_ability:
        why = "take_soul is only for auto abilities (it takes the soul of the ability's card)"
        e.problems.add(e.node, why)
    b = as_map(body, e.problems, allowed=("to",))
    to = as_str(b["to"], e.problems, choices=LEAVE_TO) if b and "to" in b else "hand"
    return Effect(e.kind, to=to, line=e.node.line)


def _choose_one(e: _Read, body: Node) -> Effect | None:
    """``choose_one: {options: {KEY: {text: {ja, en}, effects: [...]}}}``: its controller picks one."""
    b = e.body(body, ("options",), ("options",))
    if b is None:
        return None
    opts = as_map(b["options"], e.problems)
    options = []
    for key, option_node in (opts or {}).items():
        o = as_map(option_node, e.problems, allowed=("text", "effects"), required=("text", "effects"))
        if o is None or "text" not in o or "effects" not in o:
            continue
        text = as_text_pair(o["text"], e.problems)
        nodes = as_list(o["effects"], e.problems) or []
        effects = [parse_effect(x, e.problems, in_ability=e.in_ability) for x in nodes]
        if text is not None:
            options.append(Option(key, Text(**text), tuple(x for x in effects if x is not None)))
    if opts is not None and len(opts) < 2:
        e.problems.add(b["options"], "choose_one needs at least two options")
    return Effect(e.kind, options=tuple(options), line=e.node.line)


_PARSE: dict[str, Callable[[_Read, Node], Effect | None]] = {
    "deal_damage": _deal_damage,
    "destroy": _destroy,
    "recover": _recover,
    "change_hp": _on_a_unit,
    "move": _move,
    "put_into_soul": _put_into_soul,
    "leave_field": _leave_field,
    "take_soul": _take_soul,
    "choose_one": _choose_one,
}


def effect_to_data(effect: Effect) -> dict[str, Any]:
    """An effect as YAML (reading it again gives an equal effect)."""
    k = effect.kind
    cards: Any = list(effect.cards)
    if k == "destroy":
        return {k: cards}
    if k == "deal_damage":
        return {k: {"to": cards, "amount": effect.amount}}
    if k == "recover" and effect.player is not None:
        return {k: {"player": effect.player, "amount": effect.amount}}
    if k == "recover":
        return {k: {"card": _one(effect.cards), "amount": effect.amount}}
    if k == "change_hp":
        return {k: {"card": _one(effect.cards), "by": effect.amount}}
    if k == "move":
        return {k: {"cards": cards, "to": effect.to}}
    if k == "put_into_soul":
        return {k: {"card": _one(effect.cards), "of": _one(effect.of)}}
    if k == "leave_field":
        return {k: {"card": _one(effect.cards), "to": effect.to}}
    if k == "take_soul":
        return {k: {"to": effect.to}}
    return {
        k: {
            "options": {
                o.key: {"text": o.text.as_dict(), "effects": [effect_to_data(e) for e in o.effects]}
                for o in effect.options
            }
        }
    }


def _one(ids: tuple[str, ...]) -> Any:
    return ids[0] if len(ids) == 1 else list(ids)
