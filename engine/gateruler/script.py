"""The ``script:`` of a Gate Ruler board: what the players do, in order.

Each action plays a card (or an ability) whose effects wait on the gate (9-1a)::

    - label: gust                 # optional: expectations and notes can name this step
      respond: false              # true: at the next chance, even while the gate is not empty;
                                  # a gate item kind (destroy-process, ...): when one is on top
      play:
        by: B
        name: {ja: 突風, en: Gust}
        effects: [{leave_field: {card: f1}}]

Without ``respond: true`` an action waits until the gate is empty. Choices are separate entries
(``- choose: {KEY: VALUE}``), read by the core.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.yamlnode import Node, Problems, as_bool, as_list, as_map, as_str, as_text_pair
from .board_state import RESERVED_IDS
from .effects import Effect, effect_to_data, parse_effect
from .model import LINED_ZONES, LIST_ZONES, GameState

ACTION_KEYS = ("play", "label", "respond")
GATE_ITEM_KINDS = (
    "destroy-process",
    "defeat-process",
    "ruler-damage-process",
    "damage-execution-process",
    "card",
    "ability",
)


@dataclass(frozen=True)
class Action:
    by: str
    effects: tuple[Effect, ...]
    name: dict[str, str] | None = None
    label: str | None = None
    #: False: wait for an empty gate; True: at the next chance; a gate item kind: when that is on top
    respond: bool | str = False
    line: int = 0
    path: str = ""


def valid_zone(state: GameState, key: str) -> bool:
    parts = key.split(".")
    if not parts or parts[0] not in state.players:
        return False
    if len(parts) == 2:
        return parts[1] in LIST_ZONES and parts[1] != "soul"
    return len(parts) == 3 and parts[1] in LINED_ZONES and parts[2] in LINED_ZONES[parts[1]]


def check_effect(
    effect: Effect, state: GameState, node: Node, problems: Problems, *, in_ability: bool
) -> None:
    """Card ids named by an effect exist; a move goes to a zone that exists."""
    for name in effect.card_names():
        if name in RESERVED_IDS and not in_ability:
            problems.add(node, f"{name!r} only means something inside an auto ability")
        elif name not in RESERVED_IDS and name not in state.cards:
            problems.add(node, f"{name!r} is not a card on this board")
    if effect.kind == "move" and effect.to is not None and not valid_zone(state, effect.to):
        problems.add(
            node, f"unknown zone {effect.to!r} (e.g. A.hand, A.graveyard, A.attack_zone.center, A.set_zone.1)"
        )
    if effect.kind in ("deal_damage",):
        for name in effect.cards:
            card = state.cards.get(name)
            if card is not None and not (card.is_unit or card.is_ruler):
                problems.add(node, f"{name!r} is neither a unit nor a ruler: it cannot be dealt damage")
    if effect.kind in ("recover", "change_hp"):
        for name in effect.cards:
            card = state.cards.get(name)
            if card is not None and card.is_ruler:
                hint = (
                    "; to take cards out of a player's damage zone, write recover: {player: "
                    f"{card.owner}, amount: N}}"
                    if effect.kind == "recover"
                    else ""
                )
                problems.add(
                    node,
                    f"{effect.kind} works on a unit, and {name!r} is a ruler: a ruler has life, not HP, "
                    f"and its damage becomes cards in the damage zone (12-3a, 13-5){hint}",
                )
    if effect.player is not None and effect.player not in state.players:
        problems.add(node, f"recover names player {effect.player!r}, who is not on this board")
    for option in effect.options:
        for sub in option.effects:
            check_effect(sub, state, node, problems, in_ability=in_ability)


def parse_script(nodes: list[Node], state: GameState, problems: Problems) -> tuple[Action, ...]:
    actions = []
    labels: dict[str, int] = {}
    for node in nodes:
        m = as_map(
            node,
            problems,
            allowed=ACTION_KEYS + ("choose",),
            required=("play",),
            what="an action ({play: ...}) or a choice ({choose: {KEY: VALUE}})",
        )
        if m is None or "play" not in m:
            continue
        label = as_str(m["label"], problems) if "label" in m else None
        if label is not None:
            if label in labels:
                problems.add(m["label"], f"label {label!r} is used twice (first on line {labels[label]})")
            labels[label] = m["label"].line
        respond: bool | str | None = False
        if "respond" in m:
            if isinstance(m["respond"].value, bool):
                respond = as_bool(m["respond"], problems)
            else:
                respond = as_str(m["respond"], problems, choices=GATE_ITEM_KINDS)
        body = as_map(m["play"], problems, allowed=("by", "name", "effects"), required=("by", "effects"))
        if body is None or not {"by", "effects"} <= body.keys():
            continue
        by = as_str(body["by"], problems)
        if by is not None and by not in state.players:
            problems.add(body["by"], f"expected one of the players ({', '.join(state.players)}), got {by!r}")
        name = as_text_pair(body["name"], problems) if "name" in body else None
        effects = []
        effect_nodes = as_list(body["effects"], problems) or []
        if not effect_nodes:
            problems.add(body["effects"], "expected at least one effect")
        for item in effect_nodes:
            effect = parse_effect(item, problems)
            if effect is not None:
                check_effect(effect, state, item, problems, in_ability=False)
                effects.append(effect)
        if by is None:
            continue
        actions.append(Action(by, tuple(effects), name, label, respond or False, node.line, node.path))
    return tuple(actions)


def script_to_data(actions: tuple[Action, ...]) -> list[dict[str, Any]]:
    out = []
    for action in actions:
        data: dict[str, Any] = {}
        if action.label:
            data["label"] = action.label
        if action.respond:
            data["respond"] = action.respond
        play: dict[str, Any] = {"by": action.by}
        if action.name:
            play["name"] = dict(action.name)
        play["effects"] = [effect_to_data(e) for e in action.effects]
        data["play"] = play
        out.append(data)
    return out
