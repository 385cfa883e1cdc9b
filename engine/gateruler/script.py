"""The ``script:`` of a Gate Ruler board: what the players do, in order.

Each action plays a card whose effects wait on the gate (9-1a). The card is one the board places
(``play: {card: ID}``) in the player's hand or set zone, with its ``timing`` and ``effects``::

    - label: gust                 # optional: expectations and notes can name this step
      respond: false              # true: at the next chance, even while the gate is not empty;
                                  # a gate item kind (destroy-process, ...): when one is on top
      play: {card: gust}

A card from the hand is played by the turn player while the gate is empty (9-3e-4e); while the gate
holds something, only a card set in the player's set zone whose timing is not normal can be played
(9-3e-2), so a response (``respond`` other than false) must be such a card. ``play: {by, name,
effects}`` without ``card`` plays a card the board does not show (not as a response). Without
``respond`` an action waits until the gate is empty. Choices are separate entries (``- choose:
{KEY: VALUE}``), read by the core.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ..core.yamlnode import Node, Problems, as_bool, as_map, as_str, as_text_pair
from .board_state import RESERVED_IDS
from .effects import Effect, each_effect, effect_to_data
from .model import GATE_ZONE, LINED_ZONES, LIST_ZONES, GameState, zone_kind, zone_player

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
    #: the board's card that is played (None: a card the board does not show)
    card: str | None = None


def valid_zone(state: GameState, key: str) -> bool:
    parts = key.split(".")
    if not parts or parts[0] not in state.players:
        return False
    if len(parts) == 2:
        return parts[1] in LIST_ZONES and parts[1] not in ("soul", GATE_ZONE)
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
        body = as_map(m["play"], problems, allowed=("by", "card", "name", "effects"))
        if body is None:
            continue
        respond = respond or False
        if "card" in body:
            played = _card_action(body, state, problems, respond)
        else:
            played = _unshown_action(body, m, state, problems, respond)
        if played is not None:
            actions.append(replace(played, label=label, respond=respond, line=node.line, path=node.path))
    return tuple(actions)


def _card_action(
    body: dict[str, Node], state: GameState, problems: Problems, respond: bool | str
) -> Action | None:
    """``play: {card: ID}``: a card of the board, in its player's hand or set zone (9-3e-2, 9-3e-4e).
    Who plays what; :func:`parse_script` adds where the script says it."""
    for key in ("name", "effects"):
        if key in body:
            problems.add(body[key], f"play.card takes the {key} from the card itself: give them there")
    card_id = as_str(body["card"], problems)
    card = state.cards.get(card_id or "")
    if card_id is None:
        return None
    if card is None:
        problems.add(body["card"], f"{card_id!r} is not a card on this board")
        return None
    zone, player = zone_kind(card.zone), zone_player(card.zone)
    if zone not in ("hand", "set_zone") or not card.effects:
        problems.add(
            body["card"],
            f"{card_id!r} cannot be played: a played card is in its player's hand or set zone and has "
            "'effects' (and a 'timing')",
        )
        return None
    by = as_str(body["by"], problems) if "by" in body else player
    if by != player:
        problems.add(body["by"], f"{card_id!r} is in {player}'s {zone}: only {player} can play it")
        return None
    if zone == "hand" and respond:
        problems.add(
            body["card"],
            f"{card_id!r} is in {player}'s hand: while the gate holds something, only a card set in the set "
            "zone whose timing is not normal can be played (9-3e-2); set it in a set zone with "
            "timing: not-normal",
        )
    elif zone == "hand" and (by != state.turn_player or card.timing != "normal"):
        problems.add(
            body["card"],
            f"{card_id!r} is in {player}'s hand: a card is played from the hand only by the turn player "
            f"({state.turn_player}), while the gate is empty, and with the timing normal (9-3e-4e)",
        )
    elif zone == "set_zone" and card.timing == "normal":
        problems.add(
            body["card"],
            f"{card_id!r} is set in {player}'s set zone with the timing normal: a set card played as a "
            "game action has a timing that is not normal (9-3e-2); give it timing: not-normal",
        )
    name = card.name
    return Action(by, card.effects, name, card=card_id)


def _unshown_action(
    body: dict[str, Node], m: dict[str, Node], state: GameState, problems: Problems, respond: bool | str
) -> Action | None:
    """``play: {by, name, effects}``: a card the board does not show, played while the gate is empty.
    Who plays what; :func:`parse_script` adds where the script says it."""
    for key in ("by", "effects"):
        if key not in body:
            problems.add(m["play"], "play needs 'card' (a card of the board), or 'by' and 'effects'")
            return None
    if respond:
        problems.add(
            m["respond"],
            "a response is a card set in the player's set zone whose timing is not normal (9-3e-2): "
            "place it there (timing: not-normal, effects: [...]) and write play: {card: ID}",
        )
    by = as_str(body["by"], problems)
    if by is not None and by not in state.players:
        problems.add(body["by"], f"expected one of the players ({', '.join(state.players)}), got {by!r}")
    name = as_text_pair(body["name"], problems) if "name" in body else None
    effects = []
    for item, effect in each_effect(body["effects"], problems):
        check_effect(effect, state, item, problems, in_ability=False)
        effects.append(effect)
    if by is None:
        return None
    return Action(by, tuple(effects), name)


def script_to_data(actions: tuple[Action, ...]) -> list[dict[str, Any]]:
    out = []
    for action in actions:
        data: dict[str, Any] = {}
        if action.label:
            data["label"] = action.label
        if action.respond:
            data["respond"] = action.respond
        if action.card is not None:
            data["play"] = {"card": action.card}
            out.append(data)
            continue
        play: dict[str, Any] = {"by": action.by}
        if action.name:
            play["name"] = dict(action.name)
        play["effects"] = [effect_to_data(e) for e in action.effects]
        data["play"] = play
        out.append(data)
    return out
