"""The toy game's script: ``- draw: A`` (a player draws, 2-1), with an optional ``label``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.core.script import Scripted, read_label
from engine.core.yamlnode import Node, Problems, as_map, as_str

from .state import PLAYERS, State


@dataclass(frozen=True, kw_only=True)
class Draw(Scripted):
    """A scripted draw by ``player``."""

    player: str

    def to_data(self) -> dict[str, Any]:
        return {"draw": self.player, **({"label": self.label} if self.label else {})}


def parse_script(nodes: list[Node], state: State, problems: Problems) -> tuple[Draw, ...]:
    actions = []
    labels: dict[str, int] = {}
    for node in nodes:
        m = as_map(node, problems, allowed=("draw", "label"), required=("draw",), what="{draw: PLAYER}")
        if not m or "draw" not in m:
            continue
        player = as_str(m["draw"], problems, choices=PLAYERS)
        label = read_label(m, labels, problems)
        if player is not None:
            actions.append(Draw(player=player, label=label, line=node.line, path=node.path))
    return tuple(actions)


def script_to_data(actions: tuple[Draw, ...]) -> list[dict[str, Any]]:
    return [action.to_data() for action in actions]
