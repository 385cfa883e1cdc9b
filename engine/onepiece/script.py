"""The ``script:`` of a ONE PIECE board: what the players do, in order.

Each entry is one action (and an optional ``label`` that expectations and notes can name)::

    - play: c1                          # play a card from the hand, paying its cost (8-5)
    - activate: {card: c2}              # declare an [Activate: Main] effect (8-1-3-2)
    - activate: {card: c2, by: B}       # ... by the non-turn player: refused
    - give_don: {card: c2, count: 1}    # give active DON!! from the cost area (6-5-5)
    - attack: {attacker: c2, target: lB}  # attack a Leader or a rested Character (chapter 7)
    - attack: {attacker: c2, target: lB, in_counter_step: [{activate: {card: c3}}]}
                                        # ... and play / activate tried during its Counter Step
    - end_turn: true                    # End Phase, then the next player's turn (chapter 6)
    - concede: B                        # a player concedes and loses at once (1-2-3)

The acting player is the turn player unless ``by`` says otherwise. Choices are separate entries
(``- choose: {KEY: VALUE}``), read by the core.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.yamlnode import Node, Problems, as_bool, as_int, as_list, as_map, as_str
from .model import GameState

ACTIONS = ("play", "activate", "give_don", "attack", "end_turn", "concede")
#: what the script may try during a battle's Counter Step (play / activate refused by 10-2-2-1,
#: 10-2-3-1); a player may concede at any point (1-2-3)
IN_BATTLE = ("play", "activate", "concede")


@dataclass(frozen=True)
class Action:
    kind: str
    card: str | None = None
    target: str | None = None
    by: str | None = None
    count: int = 1
    label: str | None = None
    line: int = 0
    path: str = ""
    #: an attack's ``in_counter_step`` actions, tried during its Counter Step
    during: tuple[Action, ...] = ()

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {}
        if self.label:
            data["label"] = self.label
        if self.kind == "end_turn":
            data["end_turn"] = True
        elif self.kind == "concede":
            data["concede"] = self.by
        elif self.kind == "attack":
            data["attack"] = {"attacker": self.card, "target": self.target}
            if self.during:
                data["attack"]["in_counter_step"] = [a.to_data() for a in self.during]
        else:
            body: dict[str, Any] = {"card": self.card}
            if self.by:
                body["by"] = self.by
            if self.kind == "give_don":
                body["count"] = self.count
            data[self.kind] = body
        return data


def _card(node: Node, state: GameState, problems: Problems) -> str | None:
    name = as_str(node, problems)
    if name is not None and name not in state.cards:
        problems.add(node, f"{name!r} is not a card on this board")
        return None
    return name


def parse_action(node: Node, state: GameState, problems: Problems) -> Action | None:
    m = as_map(
        node,
        problems,
        allowed=(*ACTIONS, "label", "choose"),
        what=f"an action ({', '.join(ACTIONS)}) or a choice ({{choose: {{KEY: VALUE}}}})",
    )
    if m is None:
        return None
    kinds = [k for k in ACTIONS if k in m]
    if len(kinds) != 1:
        problems.add(node, f"expected one action ({', '.join(ACTIONS)}), got {len(kinds)}")
        return None
    kind = kinds[0]
    body = m[kind]
    label = as_str(m["label"], problems) if "label" in m else None
    where: dict[str, Any] = {"label": label, "line": node.line, "path": node.path}
    if kind == "end_turn":
        if as_bool(body, problems) is not True:
            problems.add(body, "write 'end_turn: true'")
        return Action(kind, **where)
    if kind == "concede":  # 1-2-3: the player who concedes
        player = as_str(body, problems)
        if player is not None and player not in state.players:
            problems.add(body, f"expected one of the players ({', '.join(state.players)}), got {player!r}")
            return None
        return Action(kind, by=player, **where) if player is not None else None
    if kind == "attack":
        b = as_map(
            body, problems, allowed=("attacker", "target", "in_counter_step"), required=("attacker", "target")
        )
        if b is None or not {"attacker", "target"} <= b.keys():
            return None
        return Action(
            kind,
            card=_card(b["attacker"], state, problems),
            target=_card(b["target"], state, problems),
            during=_during(b["in_counter_step"], state, problems) if "in_counter_step" in b else (),
            **where,
        )
    if body.is_scalar:
        return Action(kind, card=_card(body, state, problems), **where)
    allowed = ("card", "by", "count") if kind == "give_don" else ("card", "by")
    b = as_map(body, problems, allowed=allowed, required=("card",))
    if b is None or "card" not in b:
        return None
    by = as_str(b["by"], problems) if "by" in b else None
    if by is not None and by not in state.players:
        problems.add(b["by"], f"expected one of the players ({', '.join(state.players)}), got {by!r}")
    count = (as_int(b["count"], problems, minimum=1) or 1) if "count" in b else 1
    return Action(kind, card=_card(b["card"], state, problems), by=by, count=count, **where)


def _during(node: Node, state: GameState, problems: Problems) -> tuple[Action, ...]:
    """An attack's ``in_counter_step``: play / activate actions tried during its Counter Step."""
    items = as_list(node, problems)
    if items is None:
        return ()
    out = []
    for item in items:
        action = parse_action(item, state, problems)
        if action is None:
            continue
        if action.kind not in IN_BATTLE:
            problems.add(
                item, f"in_counter_step takes play or activate actions, or concede, got {action.kind!r}"
            )
            continue
        out.append(action)
    return tuple(out)


def parse_script(nodes: list[Node], state: GameState, problems: Problems) -> tuple[Action, ...]:
    actions = []
    labels: dict[str, int] = {}
    for node in nodes:
        action = parse_action(node, state, problems)
        if action is None:
            continue
        if action.label is not None:
            if action.label in labels:
                problems.add(
                    node, f"label {action.label!r} is used twice (first on line {labels[action.label]})"
                )
            labels[action.label] = node.line
        actions.append(action)
    return tuple(actions)


def script_to_data(actions: tuple[Action, ...]) -> list[dict[str, Any]]:
    return [a.to_data() for a in actions]
