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


def parse_effect(node: Node, problems: Problems, *, in_ability: bool = False) -> Effect | None:
    m = as_map(node, problems, what="an effect such as {destroy: [u1]}")
    if m is None:
        return None
    if len(m) != 1 or next(iter(m)) not in KINDS:
        keys = ", ".join(repr(k) for k in m) or "nothing"
        problems.add(node, f"expected one effect ({', '.join(KINDS)}), got {keys}")
        return None
    kind, body = next(iter(m.items()))
    line = node.line
    if kind == "destroy":
        return Effect(kind, cards=_ids(body, problems), line=line)
    if kind == "deal_damage":
        b = as_map(body, problems, allowed=("to", "amount"), required=("to", "amount"))
        if b is None or "to" not in b or "amount" not in b:
            return None
        amount = as_int(b["amount"], problems, minimum=1)
        return Effect(kind, cards=_ids(b["to"], problems), amount=amount or 0, line=line)
    if kind == "recover" and body.get("player") is not None:
        b = as_map(body, problems, allowed=("player", "amount"), required=("player", "amount"))
        if b is None or "amount" not in b:
            return None
        player = as_str(b["player"], problems)
        amount = as_int(b["amount"], problems, minimum=1)
        return Effect(kind, amount=amount or 0, player=player, line=line)
    if kind in ("recover", "change_hp"):
        amount_key = "amount" if kind == "recover" else "by"
        b = as_map(body, problems, allowed=("card", amount_key), required=("card", amount_key))
        if b is None or "card" not in b or amount_key not in b:
            return None
        amount = as_int(b[amount_key], problems, minimum=1 if kind == "recover" else None)
        return Effect(kind, cards=_ids(b["card"], problems), amount=amount or 0, line=line)
    if kind == "move":
        b = as_map(body, problems, allowed=("card", "cards", "to"), required=("to",))
        if b is None or "to" not in b:
            return None
        if ("card" in b) == ("cards" in b):
            problems.add(body, "give either 'card' or 'cards'")
            return None
        to = as_str(b["to"], problems)
        return Effect(kind, cards=_ids(b.get("card") or b["cards"], problems), to=to, line=line)
    if kind == "put_into_soul":
        b = as_map(body, problems, allowed=("card", "of"), required=("card", "of"))
        if b is None or "card" not in b or "of" not in b:
            return None
        return Effect(kind, cards=_ids(b["card"], problems), of=_ids(b["of"], problems), line=line)
    if kind == "leave_field":
        if body.is_scalar:
            return Effect(kind, cards=_ids(body, problems), to="graveyard", line=line)
        b = as_map(body, problems, allowed=("card", "to"), required=("card",))
        if b is None or "card" not in b:
            return None
        to = as_str(b["to"], problems, choices=LEAVE_TO) if "to" in b else "graveyard"
        return Effect(kind, cards=_ids(b["card"], problems), to=to, line=line)
    if kind == "take_soul":
        if not in_ability:
            problems.add(
                node, "take_soul is only for auto abilities (it takes the soul of the ability's card)"
            )
        b = as_map(body, problems, allowed=("to",))
        to = as_str(b["to"], problems, choices=LEAVE_TO) if b and "to" in b else "hand"
        return Effect(kind, to=to, line=line)
    # choose_one
    b = as_map(body, problems, allowed=("options",), required=("options",))
    if b is None or "options" not in b:
        return None
    opts = as_map(b["options"], problems)
    options = []
    for key, option_node in (opts or {}).items():
        o = as_map(option_node, problems, allowed=("text", "effects"), required=("text", "effects"))
        if o is None or "text" not in o or "effects" not in o:
            continue
        text = as_text_pair(o["text"], problems)
        effects = [
            parse_effect(e, problems, in_ability=in_ability) for e in as_list(o["effects"], problems) or []
        ]
        if text is not None:
            options.append(Option(key, Text(**text), tuple(e for e in effects if e is not None)))
    if opts is not None and len(opts) < 2:
        problems.add(b["options"], "choose_one needs at least two options")
    return Effect(kind, options=tuple(options), line=line)


def effect_to_data(effect: Effect) -> dict[str, Any]:
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
