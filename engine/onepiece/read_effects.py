"""The ``effects:`` of a card in a board file, read: every problem listed, with line and field.

What the entries mean is in :mod:`.effects`: the kinds of effect (8-1-3), their activation costs
(8-3-1) and the vocabulary of what they do.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..core.yamlnode import Node, Problems, as_bool, as_int, as_list, as_map, as_str, as_text_pair
from .activate_this import read_activate_this
from .card_info import read_select_info
from .deck_construction import parse_deck_limit
from .effects import (
    AREAS,
    CARD_TYPES,
    COST_KINDS,
    EVENTS,
    INSTEAD_OF,
    KEYS_BY_KIND,
    KINDS,
    REMOVED_BY,
    REPLACEMENT_OF,
    SELECT_KINDS,
    SELECTOR_KEYS,
    WHOSE,
    Ability,
    CostAction,
    Effect,
    Selector,
    kind_of,
)
from .read_conditions import parse_condition
from .words import TIMINGS


def parse_selector(node: Node, problems: Problems, *, default_whose: str = "opponent") -> Selector | None:
    """A card id, or which cards an effect chooses (8-4-4)."""
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
    args.update(read_select_info(m, problems))  # name, colour, type, attribute ... (chapter 2)
    return Selector(**args)


def _body(
    node: Node, problems: Problems, allowed: tuple[str, ...], required: tuple[str, ...]
) -> dict[str, Node] | None:
    """An effect's mapping body with its required keys, or None (the problems are added)."""
    b = as_map(node, problems, allowed=allowed, required=required)
    if b is None or not set(required) <= b.keys():
        return None
    return b


#: keys a part of an effect may carry beside its one vocabulary key
PART_KEYS = ("may", "after")


#: why an effect cannot concede (1-2-4): what a board with ``concede`` in an effect is told
NOT_AN_EFFECT = (
    "a concession is a player's own act, not an effect: no card effect can make a player concede "
    "(1-2-4); to have a player concede, write the script action 'concede: PLAYER' (1-2-3)"
)


def concede_effect_refused(key: str, node: Node, problems: Problems) -> bool:
    """An effect written with ``concede`` is refused (1-2-4, :mod:`.concession`). True when it was."""
    if key != "concede":
        return False
    problems.add(node, NOT_AN_EFFECT)
    return True


def _effect_kind(node: Node, m: dict[str, Node], problems: Problems) -> str | None:
    """The one vocabulary key of an effect's mapping (besides ``may``), or None."""
    kinds = [k for k in m if k in KINDS]
    for key, child in m.items():
        if key not in KINDS and key not in PART_KEYS and not concede_effect_refused(key, child, problems):
            problems.add(child, f"unknown effect {key!r} (expected one of: {', '.join(KINDS)})")
    if len(kinds) != 1:
        if not any(k not in KINDS and k not in PART_KEYS for k in m):
            problems.add(node, f"expected one effect ({', '.join(KINDS)}), got {len(kinds)}")
        return None
    return kinds[0]


def parse_effect(node: Node, problems: Problems) -> Effect | None:
    """One effect: a mapping with one vocabulary key (and ``may``, 8-1-2)."""
    m = as_map(node, problems, what=f"an effect ({', '.join(KINDS)})")
    if m is None:
        return None
    kind = _effect_kind(node, m, problems)
    if kind is None:
        return None
    may = bool(as_bool(m["may"], problems)) if "may" in m else False
    effect = _EFFECT_READERS.get(kind, _each_player)(kind, m[kind], problems, may, node.plain())
    if effect is not None and "after" in m:  # 「〜場合」 (4-10-1) or 「その後」 (4-10-2)
        after = as_str(m["after"], problems, choices=("if", "then"))
        effect = replace(effect, after=after or "")
    return effect


def _draw(kind: str, body: Node, problems: Problems, may: bool, raw: Any) -> Effect | None:
    """``draw: 2`` (4-5-3) or ``draw: {up_to: 2}``: the player may stop after each card (4-5-4)."""
    if body.is_map:
        b = _body(body, problems, ("up_to",), ("up_to",))
        if b is None:
            return None
        count = as_int(b["up_to"], problems, minimum=1)
        return Effect(kind, count=count, up_to=True, may=may, raw=raw) if count is not None else None
    if not body.is_scalar:
        problems.add(body, "expected a number of cards (draw: 2) or {up_to: 2} (draw up to 2 cards, 4-5-4)")
        return None
    return _counted(kind, body, problems, may, raw)


def _base(kind: str, body: Node, problems: Problems, may: bool, raw: Any) -> Effect | None:
    """``base_power: {to, value}`` / ``base_cost: {to, value}`` (4-9-2): during this turn."""
    b = _body(body, problems, ("to", "value"), ("to", "value"))
    if b is None:
        return None
    value = as_int(b["value"], problems, minimum=0)
    select = parse_selector(b["to"], problems, default_whose="you")
    if (
        select is not None
        and select.area not in ("characters", "leader", "field", "stage")
        and not select.card
    ):
        problems.add(b["to"], f"{kind} applies to cards on the field (area: characters, leader or field)")
    return Effect(kind, amount=value or 0, select=select, may=may, raw=raw)


def _add_to_life(kind: str, body: Node, problems: Problems, may: bool, raw: Any) -> Effect | None:
    """``add_to_life: {from: deck | hand, face: up | down, count: 1}`` (3-10-2, 3-10-2-1): on top
    of the controller's Life cards."""
    b = as_map(body, problems, allowed=("from", "face", "count"))
    if b is None:
        return None
    source = as_str(b["from"], problems, choices=("deck", "hand")) if "from" in b else "deck"
    face = as_str(b["face"], problems, choices=("up", "down")) if "face" in b else "down"
    count = as_int(b["count"], problems, minimum=1) if "count" in b else 1
    select = Selector(whose="you", area="hand", count=count or 1) if source == "hand" else None
    return Effect(
        kind, count=count or 1, source=source or "deck", face_up=face == "up", select=select, may=may, raw=raw
    )


def _whose_only(kind: str, body: Node, problems: Problems, may: bool, raw: Any) -> Effect | None:
    """``look_at_life: you`` (11-3), ``win_game: you`` / ``lose_game: opponent`` (1-2-5): a player,
    seen from the effect's controller."""
    whose = as_str(body, problems, choices=("you", "opponent"))
    return Effect(kind, whose=whose, may=may, raw=raw) if whose is not None else None


def _counted(kind: str, body: Node, problems: Problems, may: bool, raw: Any) -> Effect | None:
    """``draw: 2``, ``rest_don: 1``, ``set_active_don: 2``."""
    count = as_int(body, problems, minimum=1)
    return Effect(kind, count=count, may=may, raw=raw) if count is not None else None


def _selecting(kind: str, body: Node, problems: Problems, may: bool, raw: Any) -> Effect | None:
    """``ko:``, ``trash:``, ``play:``, ``return_to_hand:``, ``negate:`` with a SELECTOR."""
    whose = "you" if kind == "play" else "opponent"
    select = parse_selector(body, problems, default_whose=whose)
    return Effect(kind, select=select, may=may, raw=raw) if select is not None else None


def _give_don(kind: str, body: Node, problems: Problems, may: bool, raw: Any) -> Effect | None:
    """``give_don: {count, to}`` (6-5-5)."""
    b = _body(body, problems, ("count", "to"), ("count", "to"))
    if b is None:
        return None
    count = as_int(b["count"], problems, minimum=1)
    select = parse_selector(b["to"], problems, default_whose="you")
    return Effect(kind, count=count or 1, select=select, may=may, raw=raw)


def _power(kind: str, body: Node, problems: Problems, may: bool, raw: Any) -> Effect | None:
    """``power: {by, to}`` (8-1-4)."""
    b = _body(body, problems, ("by", "to", "until"), ("by", "to"))
    if b is None:
        return None
    amount = as_int(b["by"], problems, minimum=None)
    select = parse_selector(b["to"], problems, default_whose="you")
    durations = ("turn", "battle", "end_of_turn", "next_turn")
    until = as_str(b["until"], problems, choices=durations) or "turn" if "until" in b else "turn"
    return Effect(kind, amount=amount or 0, select=select, may=may, until=until, raw=raw)


def _life_to_hand(kind: str, body: Node, problems: Problems, may: bool, raw: Any) -> Effect | None:
    """``life_to_hand: {whose, count}`` (3-10)."""
    b = as_map(body, problems, allowed=("whose", "count"))
    if b is None:
        return None
    whose = as_str(b["whose"], problems, choices=("you", "opponent")) if "whose" in b else "you"
    count = as_int(b["count"], problems, minimum=1) if "count" in b else 1
    return Effect(kind, count=count or 1, whose=whose or "you", may=may, raw=raw)


def _look(kind: str, body: Node, problems: Problems, may: bool, raw: Any) -> Effect | None:
    """``look: {top, add_up_to, filter}`` (8-4-4-2)."""
    b = _body(body, problems, ("top", "add_up_to", "filter"), ("top", "add_up_to"))
    if b is None:
        return None
    top = as_int(b["top"], problems, minimum=1)
    add = as_int(b["add_up_to"], problems, minimum=1)
    flt = parse_selector(b["filter"], problems, default_whose="you") if "filter" in b else Selector()
    return Effect(kind, count=top or 1, add_up_to=add or 1, select=flt, may=may, raw=raw)


def _gain(kind: str, body: Node, problems: Problems, may: bool, raw: Any) -> Effect | None:
    """``gain: {to, effect}``: the effect gained is an effect of a card (8-2-4)."""
    b = _body(body, problems, ("to", "effect"), ("to", "effect"))
    if b is None:
        return None
    select = parse_selector(b["to"], problems, default_whose="you")
    ability = parse_ability(b["effect"], problems)
    return Effect(kind, select=select, ability=ability, may=may, raw=raw)


def _each_player(kind: str, body: Node, problems: Problems, may: bool, raw: Any) -> Effect | None:
    """``each_player: [effects]`` (8-6-1)."""
    subs = [parse_effect(item, problems) for item in as_list(body, problems) or []]
    if not subs:
        problems.add(body, "expected at least one effect")
    return Effect(kind, effects=tuple(s for s in subs if s is not None), may=may, raw=raw)


_EFFECT_READERS = {
    "draw": _draw,
    "base_power": _base,
    "base_cost": _base,
    "add_to_life": _add_to_life,
    "look_at_life": _whose_only,
    "win_game": _whose_only,
    "lose_game": _whose_only,
    "rest_don": _counted,
    "set_active_don": _counted,
    "draw_until": _counted,
    **{kind: _selecting for kind in SELECT_KINDS},
    "give_don": _give_don,
    "power": _power,
    "life_to_hand": _life_to_hand,
    "look": _look,
    "gain": _gain,
    "activate_this": read_activate_this,
}


def parse_costs(node: Node, problems: Problems) -> tuple[CostAction, ...]:
    """The actions of an activation cost, in the order written (8-3-1-1)."""
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


def _choice(
    node: Node, m: dict[str, Node], key: str, choices: tuple[str, ...], problems: Problems
) -> str | None:
    """A required key with one of ``choices``: a problem names them when it is missing."""
    if key not in m:
        problems.add(node, f"missing key {key!r} (one of: {', '.join(choices)})")
        return None
    return as_str(m[key], problems, choices=choices)


def parse_ability(node: Node, problems: Problems) -> Ability | None:
    """One effect of a card: its timing names its kind (8-1-3)."""
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
    args = _common_args(node, m, timing, kind, allowed, problems)
    if kind == "auto":
        _auto_args(node, m, timing, args, problems)
    if kind == "permanent":
        _permanent_args(node, m, args, problems)
    elif "condition" in m and "condition" in allowed:  # 8-3-2
        args["condition"] = parse_condition(m["condition"], problems)
    if kind == "replacement":  # 8-1-3-4
        args["instead_of"] = _choice(node, m, "instead_of", INSTEAD_OF, problems)
        if "of" in m:
            args["of"] = as_str(m["of"], problems, choices=REPLACEMENT_OF) or "self"
    return Ability(**args)


def _common_args(
    node: Node, m: dict[str, Node], timing: str, kind: str, allowed: tuple[str, ...], problems: Problems
) -> dict[str, Any]:
    """``text``, ``do`` (the effects after "："), the flags and ``cost`` (8-3-1)."""
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
    return args


def _auto_args(node: Node, m: dict[str, Node], timing: str, args: dict[str, Any], problems: Problems) -> None:
    """An auto effect (8-1-3-1): only a ``when`` effect names an ``event`` and ``whose``."""
    if timing == "when":
        args["event"] = _choice(node, m, "event", EVENTS, problems)
        if "whose" in m:
            args["whose"] = as_str(m["whose"], problems, choices=WHOSE) or "you"
    elif "event" in m or "whose" in m:
        problems.add(m.get("event") or m["whose"], "only a 'when' effect names an event")


def _permanent_args(node: Node, m: dict[str, Node], args: dict[str, Any], problems: Problems) -> None:
    """A permanent effect (8-1-3-3): ``power``/``to``, ``cost_change``, ``add_cost`` (8-3-1-2),
    ``condition``."""
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
    if "cannot_be_ko" in m:  # 10-2-1-3, 1-3-3
        args["cannot_be_ko"] = bool(as_bool(m["cannot_be_ko"], problems))
        if "to" not in m:
            problems.add(node, "missing key 'to' (the cards that cannot be K.O.'d; 'self' for this card)")
    if "cannot_be_removed" in m:  # 4-11-2, 1-3-3
        args["cannot_be_removed"] = as_str(m["cannot_be_removed"], problems, choices=REMOVED_BY)
        if "to" not in m:
            problems.add(node, "missing key 'to' (the cards that cannot be removed; 'self' for this card)")
    if "condition" in m:
        args["condition"] = parse_condition(m["condition"], problems)
    if "deck_limit" in m:  # a deck-construction effect (5-1-2-4)
        args["deck_limit"] = parse_deck_limit(m["deck_limit"], problems)
    kinds = {"power", "cost_change", "add_cost", "cannot_be_ko", "deck_limit", "cannot_be_removed"}
    if not (kinds & m.keys()):
        needs = "'power', 'cost_change', 'add_cost', 'cannot_be_ko', 'deck_limit' or 'cannot_be_removed'"
        problems.add(node, f"a permanent effect needs {needs}")
