"""ONE PIECE CARD GAME as the core sees it: the :class:`~engine.core.registry.Game` for ``game: onepiece``."""

from __future__ import annotations

from typing import Any

from ..core.board import Board
from ..core.choices import Chooser
from ..core.recorder import Recorder
from ..core.yamlnode import Node, Problems
from .board_state import read_state, state_to_data
from .model import GameState
from .resolution import Resolution
from .script import Action, parse_script, script_to_data


class OnePiece:
    name = "onepiece"
    rulebook = "one-piece"
    versions = ("1.2.1",)
    expectation_keys = (
        "power",
        "life",
        "hand_count",
        "don",
        "given_don",
        "rested",
        "negated",
        "phase",
        "turn_player",
    )

    def parse_state(self, node: Node, problems: Problems) -> GameState | None:
        return read_state(node, problems)

    def state_to_data(self, state: GameState) -> dict[str, Any]:
        return state_to_data(state)

    def parse_script(self, nodes: list[Node], state: GameState, problems: Problems) -> tuple[Action, ...]:
        return parse_script(nodes, state, problems)

    def script_to_data(self, actions: tuple[Action, ...]) -> list[dict[str, Any]]:
        return script_to_data(actions)

    def start(self, board: Board) -> Resolution:
        return Resolution(board.state.copy(), board.script, board.source_name)

    def resolve(self, resolution: Resolution, chooser: Chooser, recorder: Recorder) -> dict[str, Any]:
        return resolution.run(chooser, recorder)

    def locate(self, state: dict[str, Any], card_id: str) -> str | None:
        card = state["cards"].get(card_id)
        return card["zone"] if card else None

    def check_fact(self, key: str, expected: Any, state: dict[str, Any]) -> list[str]:
        """The ONE PIECE expectation keys.

        ``power``/``given_don``/``rested``/``negated``: {card: value}; ``life``/``hand_count``:
        {player: n}; ``don``: {player: {active, rested}}; ``phase``, ``turn_player``: a value.
        """
        cards, players = state["cards"], state["players"]
        out = []
        if key in ("power", "given_don", "rested", "negated"):
            for card_id, value in (expected or {}).items():
                actual = cards.get(str(card_id), {}).get(key)
                if actual != value:
                    out.append(f"expected {card_id}.{key} = {value!r}, found {actual!r}")
        elif key in ("life", "hand_count"):
            for player, value in (expected or {}).items():
                info = players.get(str(player), {})
                actual = info.get("leader", {}).get("life") if key == "life" else len(info.get("hand", []))
                if actual != value:
                    out.append(f"expected {player}'s {key} {value}, found {actual}")
        elif key == "don":
            for player, value in (expected or {}).items():
                actual = players.get(str(player), {}).get("cost_area")
                if actual != value:
                    out.append(f"expected {player}'s cost area {value}, found {actual}")
        elif key in ("phase", "turn_player"):
            if state.get(key) != expected:
                out.append(f"expected {key} {expected!r}, found {state.get(key)!r}")
        else:
            out.append(f"unknown expectation {key!r}")
        return out


GAME = OnePiece()
