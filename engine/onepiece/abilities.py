"""A card's effects (``effects:`` of a card): the four kinds of 8-1-3 and [Trigger] (10-1-5).

Each entry names its ``timing``:

* auto effects (8-1-3-1): ``on_play`` ``when_attacking`` ``on_block`` ``on_ko`` ``end_of_your_turn``
  ``end_of_opponents_turn``, and ``when`` with ``event`` (character_ko, character_played,
  event_activated) and ``whose`` (you | opponent | any); ``once_per_turn: true`` is [Once Per Turn]
  (10-2-13);
* activate effects (8-1-3-2): ``activate_main`` (a Character, Leader or Stage) and ``main`` (an Event);
* ``trigger``: the [Trigger] of a Life card (10-1-5);
* ``permanent`` (8-1-3-3): ``power`` for the cards ``to`` selects, ``cost_change`` for the card itself,
  ``add_cost`` (cost actions added to the activate effects of the cards ``to`` selects, 8-3-1-2),
  ``condition`` (``your_turn: true``, ``life_at_most: N``) and ``under_rules: true`` (「ルール上」:
  works from any area, secret ones included);
* ``replacement`` (8-1-3-4): ``instead_of`` (ko | cost), ``of`` (self | your_characters |
  your_effects), ``do`` (what happens instead); it may be declined unless ``must: true``.

Auto, activate and [Trigger] effects have ``do:`` (the effects after "：") and may have ``cost:``
(the activation cost before "：", 8-3-1: ``rest_don: N``, ``don_minus: N``, ``trash_from_hand: N``,
``rest_self: true``), ``cost_may: true`` (the cost says 「できる」, 8-3-1-4), ``may: true`` (the effect
says 「できる」, 8-1-2) and ``text: {ja, en}``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..core.yamlnode import Node, Problems, as_bool, as_int, as_list, as_map, as_str, as_text_pair
from .effects import WHOSE, Effect, Selector, parse_effect, parse_selector
from .words import ACTIVATE_TIMINGS, AUTO_TIMINGS, TIMINGS

COST_KINDS = ("rest_don", "don_minus", "trash_from_hand", "rest_self")
EVENTS = ("character_ko", "character_played", "event_activated")
INSTEAD_OF = ("ko", "cost")
REPLACEMENT_OF = ("self", "your_characters", "your_effects")
COMMON_KEYS = ("timing", "text")
ACTION_KEYS = ("do", "cost", "cost_may", "may", "once_per_turn")
KEYS_BY_KIND: dict[str, tuple[str, ...]] = {
    "auto": COMMON_KEYS + ACTION_KEYS + ("event", "whose"),
    "activate": COMMON_KEYS + ACTION_KEYS,
    "trigger": COMMON_KEYS + ACTION_KEYS,
    "permanent": COMMON_KEYS + ("power", "to", "cost_change", "add_cost", "condition", "under_rules"),
    "replacement": COMMON_KEYS + ("instead_of", "of", "do", "must", "once_per_turn"),
}


@dataclass(frozen=True)
class CostAction:
    """One action of an activation cost (8-3-1)."""

    kind: str
    count: int = 1


@dataclass(frozen=True)
class Ability:
    timing: str
    effects: tuple[Effect, ...] = ()
    text: dict[str, str] | None = None
    event: str | None = None
    whose: str = "you"
    once_per_turn: bool = False
    cost: tuple[CostAction, ...] = ()
    cost_may: bool = False
    may: bool = False
    # permanent effects
    power: int = 0
    to: Selector | None = None
    cost_change: int = 0
    add_cost: tuple[CostAction, ...] = ()
    condition: tuple[tuple[str, Any], ...] = ()
    under_rules: bool = False
    # replacement effects
    instead_of: str | None = None
    of: str = "self"
    must: bool = False
    raw: Any = field(default=None, compare=False)

    @property
    def kind(self) -> str:
        if self.timing in AUTO_TIMINGS:
            return "auto"
        if self.timing in ACTIVATE_TIMINGS:
            return "activate"
        return self.timing  # trigger | permanent | replacement


def kind_of(timing: str) -> str:
    return Ability(timing).kind


def parse_costs(node: Node, problems: Problems) -> tuple[CostAction, ...]:
    out = []
    for item in as_list(node, problems, what="a list of cost actions") or []:
        m = as_map(item, problems, what=f"a cost action ({', '.join(COST_KINDS)})")
        if m is None:
            continue
        if len(m) != 1:
            problems.add(item, f"expected one cost action ({', '.join(COST_KINDS)}), got {len(m)}")
            continue
        kind, value = next(iter(m.items()))
        if kind not in COST_KINDS:
            problems.add(value, f"unknown cost action {kind!r} (expected one of: {', '.join(COST_KINDS)})")
            continue
        if kind == "rest_self":
            if as_bool(value, problems):
                out.append(CostAction(kind, 1))
            continue
        count = as_int(value, problems, minimum=1)
        if count is not None:
            out.append(CostAction(kind, count))
    return tuple(out)


def parse_ability(node: Node, problems: Problems) -> Ability | None:
    m = as_map(node, problems, required=("timing",), what="an effect of a card {timing: ..., do: [...]}")
    if m is None or "timing" not in m:
        return None
    timing = as_str(m["timing"], problems, choices=tuple(TIMINGS))
    if timing is None:
        return None
    kind = kind_of(timing)
    allowed = KEYS_BY_KIND[kind]
    for key, child in m.items():
        if key not in allowed:
            problems.add(
                child, f"unknown key {key!r} for a {timing} effect (expected one of: {', '.join(allowed)})"
            )
    args: dict[str, Any] = {"timing": timing, "raw": node.plain()}
    if "text" in m:
        args["text"] = as_text_pair(m["text"], problems)
    if "do" in m:
        effects = [parse_effect(item, problems) for item in as_list(m["do"], problems) or []]
        args["effects"] = tuple(e for e in effects if e is not None)
    elif kind in ("auto", "activate", "trigger", "replacement"):
        problems.add(node, f"missing key 'do' (what the {timing} effect does)")
    for key in ("cost_may", "may", "once_per_turn", "under_rules", "must"):
        if key in m and key in allowed:
            args[key] = bool(as_bool(m[key], problems))
    if "cost" in m and "cost" in allowed:
        args["cost"] = parse_costs(m["cost"], problems)
    if kind == "auto":
        if timing == "when":
            if "event" not in m:
                problems.add(node, f"missing key 'event' (one of: {', '.join(EVENTS)})")
            else:
                args["event"] = as_str(m["event"], problems, choices=EVENTS)
            if "whose" in m:
                args["whose"] = as_str(m["whose"], problems, choices=WHOSE) or "you"
        elif "event" in m or "whose" in m:
            problems.add(m.get("event") or m["whose"], "only a 'when' effect names an event")
    if kind == "permanent":
        if "power" in m:
            args["power"] = as_int(m["power"], problems, minimum=None) or 0
        if "to" in m:
            args["to"] = parse_selector(m["to"], problems, default_whose="you")
        elif "power" in m or "add_cost" in m:
            problems.add(node, "missing key 'to' (the cards the permanent effect applies to)")
        if "cost_change" in m:
            args["cost_change"] = as_int(m["cost_change"], problems, minimum=None) or 0
        if "add_cost" in m:
            args["add_cost"] = parse_costs(m["add_cost"], problems)
        if "condition" in m:
            cm = as_map(m["condition"], problems, allowed=("your_turn", "life_at_most")) or {}
            cond: list[tuple[str, Any]] = []
            if "your_turn" in cm:
                cond.append(("your_turn", bool(as_bool(cm["your_turn"], problems))))
            if "life_at_most" in cm:
                cond.append(("life_at_most", as_int(cm["life_at_most"], problems)))
            args["condition"] = tuple(cond)
        if not ({"power", "cost_change", "add_cost"} & m.keys()):
            problems.add(node, "a permanent effect needs 'power', 'cost_change' or 'add_cost'")
    if kind == "replacement":
        if "instead_of" not in m:
            problems.add(node, f"missing key 'instead_of' (one of: {', '.join(INSTEAD_OF)})")
        else:
            args["instead_of"] = as_str(m["instead_of"], problems, choices=INSTEAD_OF)
        if "of" in m:
            args["of"] = as_str(m["of"], problems, choices=REPLACEMENT_OF) or "self"
    return Ability(**args)
