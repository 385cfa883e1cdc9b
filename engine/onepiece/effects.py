"""The effect vocabulary, as data: what a card's effect does, and which cards it chooses.

=====================  ==============================================================  =================
effect                 board syntax                                                    rule
=====================  ==============================================================  =================
draw                   ``draw: 2``                                                     4-5-4
K.O.                   ``ko: SELECTOR``                                                10-2-1
trash                  ``trash: SELECTOR`` (from the hand or the field)                3-5
rest / set active      ``rest_don: 1`` · ``set_active_don: 2`` (DON!! in the cost       3-9
DON!!                  area)
give DON!!             ``give_don: {count: 1, to: SELECTOR}`` (rested DON!! first)     6-5-5
power +/−              ``power: {by: 2000, to: SELECTOR}`` (during this turn)          8-1-4
play a card            ``play: SELECTOR`` (from hand, trash or deck, no cost paid)     3-7
return to hand         ``return_to_hand: SELECTOR``                                    3-4
Life card to hand      ``life_to_hand: {whose: you, count: 1}`` (top card first)       3-10
look and add           ``look: {top: 3, add_up_to: 1, filter: SELECTOR}`` (the rest    8-4-4-2
                       go to the bottom of the deck)
negate                 ``negate: SELECTOR`` (the card's own effects)                   8-2-2
gain an effect         ``gain: {to: SELECTOR, effect: {...an effect of a card...}}``   8-2-4
both players           ``each_player: [effects]`` (turn player first)                  8-6-1
=====================  ==============================================================  =================

Any effect may carry ``may: true``: the card says 「できる」 (optional, a decision); without it the
card says 「する」 and the effect is mandatory (8-1-2).

A SELECTOR is a card id (``c1``, or ``self`` for the effect's own card) or a mapping::

    {whose: opponent, area: characters, count: 1, up_to: true,
     cost_max: 3, cost_min: 1, power_max: 4000, power_min: 0, type: character, no_base_effect: true}

``whose`` is relative to the effect's controller (you | opponent | any). ``count`` cards are chosen,
as many as possible (8-4-4); ``up_to: true`` allows choosing 0 (1-3-5-1, 8-4-4-1); ``all: true``
takes every match. Choosing among unrevealed cards of a secret area (hand, deck, Life) with a
condition on their information may choose none (8-4-4-2).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..core.yamlnode import Node, Problems, as_bool, as_int, as_list, as_map, as_str

if TYPE_CHECKING:
    from .abilities import Ability

KINDS = (
    "draw",
    "ko",
    "trash",
    "rest_don",
    "set_active_don",
    "give_don",
    "power",
    "play",
    "return_to_hand",
    "life_to_hand",
    "look",
    "negate",
    "gain",
    "each_player",
)
SELECT_KINDS = ("ko", "trash", "play", "return_to_hand", "negate")
WHOSE = ("you", "opponent", "any")
AREAS = ("characters", "leader", "field", "stage", "hand", "deck", "trash", "life")
SECRET_AREAS = ("hand", "deck", "life")
CARD_TYPES = ("leader", "character", "event", "stage")
SELECTOR_KEYS = (
    "card",
    "whose",
    "area",
    "count",
    "up_to",
    "all",
    "cost_max",
    "cost_min",
    "power_max",
    "power_min",
    "type",
    "no_base_effect",
)
RESERVED_IDS = ("self",)


@dataclass(frozen=True)
class Selector:
    """Which cards an effect chooses (8-4-4)."""

    card: str | None = None
    whose: str = "opponent"
    area: str = "characters"
    count: int = 1
    up_to: bool = False
    all: bool = False
    cost_max: int | None = None
    cost_min: int | None = None
    power_max: int | None = None
    power_min: int | None = None
    type: str | None = None
    no_base_effect: bool = False

    @property
    def has_condition(self) -> bool:
        """A condition that needs the cards' information (8-4-4-2)."""
        return any(
            v is not None for v in (self.cost_max, self.cost_min, self.power_max, self.power_min, self.type)
        ) or bool(self.no_base_effect)


@dataclass(frozen=True)
class Effect:
    kind: str
    count: int = 0
    amount: int = 0
    select: Selector | None = None
    whose: str = "you"
    add_up_to: int = 0
    ability: Ability | None = None
    effects: tuple[Effect, ...] = ()
    may: bool = False
    raw: Any = field(default=None, compare=False)

    def card_names(self) -> list[str]:
        names = [self.select.card] if self.select and self.select.card else []
        for sub in self.effects:
            names += sub.card_names()
        if self.ability is not None:
            for sub in self.ability.effects:
                names += sub.card_names()
        return names


def parse_selector(node: Node, problems: Problems, *, default_whose: str = "opponent") -> Selector | None:
    if node.is_scalar:
        name = as_str(node, problems)
        return Selector(card=name) if name is not None else None
    m = as_map(node, problems, allowed=SELECTOR_KEYS, what="a card id or a selector {whose, area, ...}")
    if m is None:
        return None
    args: dict[str, Any] = {"whose": default_whose}
    if "card" in m:
        args["card"] = as_str(m["card"], problems)
    if "whose" in m:
        args["whose"] = as_str(m["whose"], problems, choices=WHOSE) or default_whose
    if "area" in m:
        args["area"] = as_str(m["area"], problems, choices=AREAS) or "characters"
    if "type" in m:
        args["type"] = as_str(m["type"], problems, choices=CARD_TYPES)
    if "count" in m:
        args["count"] = as_int(m["count"], problems, minimum=1) or 1
    for key in ("up_to", "all", "no_base_effect"):
        if key in m:
            args[key] = bool(as_bool(m[key], problems))
    for key in ("cost_max", "cost_min", "power_max", "power_min"):
        if key in m:
            args[key] = as_int(m[key], problems)
    return Selector(**args)


def parse_effect(node: Node, problems: Problems) -> Effect | None:
    """One effect: a mapping with one vocabulary key (and ``may``)."""
    m = as_map(node, problems, what=f"an effect ({', '.join(KINDS)})")
    if m is None:
        return None
    kinds = [k for k in m if k in KINDS]
    for key, child in m.items():
        if key not in KINDS and key != "may":
            problems.add(child, f"unknown effect {key!r} (expected one of: {', '.join(KINDS)})")
    if len(kinds) != 1:
        if not any(k not in KINDS and k != "may" for k in m):
            problems.add(node, f"expected one effect ({', '.join(KINDS)}), got {len(kinds)}")
        return None
    kind = kinds[0]
    body = m[kind]
    may = bool(as_bool(m["may"], problems)) if "may" in m else False
    raw = node.plain()
    if kind in ("draw", "rest_don", "set_active_don"):
        count = as_int(body, problems, minimum=1)
        return Effect(kind, count=count, may=may, raw=raw) if count is not None else None
    if kind in SELECT_KINDS:
        whose = "you" if kind == "play" else "opponent"
        select = parse_selector(body, problems, default_whose=whose)
        return Effect(kind, select=select, may=may, raw=raw) if select is not None else None
    if kind == "give_don":
        b = as_map(body, problems, allowed=("count", "to"), required=("count", "to"))
        if b is None or not {"count", "to"} <= b.keys():
            return None
        count = as_int(b["count"], problems, minimum=1)
        select = parse_selector(b["to"], problems, default_whose="you")
        return Effect(kind, count=count or 1, select=select, may=may, raw=raw)
    if kind == "power":
        b = as_map(body, problems, allowed=("by", "to"), required=("by", "to"))
        if b is None or not {"by", "to"} <= b.keys():
            return None
        amount = as_int(b["by"], problems, minimum=None)
        select = parse_selector(b["to"], problems, default_whose="you")
        return Effect(kind, amount=amount or 0, select=select, may=may, raw=raw)
    if kind == "life_to_hand":
        b = as_map(body, problems, allowed=("whose", "count"))
        if b is None:
            return None
        whose = as_str(b["whose"], problems, choices=("you", "opponent")) if "whose" in b else "you"
        count = as_int(b["count"], problems, minimum=1) if "count" in b else 1
        return Effect(kind, count=count or 1, whose=whose or "you", may=may, raw=raw)
    if kind == "look":
        b = as_map(body, problems, allowed=("top", "add_up_to", "filter"), required=("top", "add_up_to"))
        if b is None or not {"top", "add_up_to"} <= b.keys():
            return None
        top = as_int(b["top"], problems, minimum=1)
        add = as_int(b["add_up_to"], problems, minimum=1)
        flt = parse_selector(b["filter"], problems, default_whose="you") if "filter" in b else Selector()
        return Effect(kind, count=top or 1, add_up_to=add or 1, select=flt, may=may, raw=raw)
    if kind == "gain":
        from .abilities import parse_ability

        b = as_map(body, problems, allowed=("to", "effect"), required=("to", "effect"))
        if b is None or not {"to", "effect"} <= b.keys():
            return None
        select = parse_selector(b["to"], problems, default_whose="you")
        ability = parse_ability(b["effect"], problems)
        return Effect(kind, select=select, ability=ability, may=may, raw=raw)
    # each_player
    subs = [parse_effect(item, problems) for item in as_list(body, problems) or []]
    if not subs:
        problems.add(body, "expected at least one effect")
    return Effect(kind, effects=tuple(s for s in subs if s is not None), may=may, raw=raw)
