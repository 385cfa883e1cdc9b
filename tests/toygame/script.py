"""The toy game's script: ``- draw: A`` (a player draws, 2-1), with an optional ``label``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.core.yamlnode import Node, Problems, as_map, as_str

from .state import PLAYERS, State


@dataclass(frozen=True)
class Draw:
    """A scripted draw by ``player``; ``line`` and ``path`` locate it for problems."""

    player: str
    line: int
    path: str
    label: str | None = None

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {"draw": self.player}
        if self.label:
            data["label"] = self.label
        return data


def parse_script(nodes: list[Node], state: State, problems: Problems) -> tuple[Draw, ...]:
    actions = []
    for node in nodes:
        m = as_map(node, problems, allowed=("draw", "label"), required=("draw",), what="{draw: PLAYER}")
        if not m or "draw" not in m:
            continue
        player = as_str(m["draw"], problems, choices=PLAYERS)
        label = as_str(m["label"], problems) if "label" in m else None
        if player is not None:
            actions.append(Draw(player, node.line, node.path, label))
    return tuple(actions)


def script_to_data(actions: tuple[Draw, ...]) -> list[dict[str, Any]]:
    return [action.to_data() for action in actions]
