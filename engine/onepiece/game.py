"""ONE PIECE CARD GAME as the core sees it: the :class:`~engine.core.registry.Game` for ``game: onepiece``."""

from __future__ import annotations

from typing import Any

from ..core.naming import Entry, shown_names
from ..core.registry import GameBase
from ..core.yamlnode import Node, Problems
from .board_state import read_state, state_to_data
from .model import GameState
from .resolution import Resolution
from .script import parse_script, script_to_data
from .steps import DECISION_KEYS, STEP_KINDS
from .table import TABLE
from .words import area


def name_cards(state: GameState) -> None:
    """Give every card its reader-facing label (names, never ids; engine.core.naming)."""
    entries = [Entry(c.id, c.name, c.owner, area(c.zone)) for c in state.cards.values()]
    for card_id, shown in shown_names(entries).items():
        state.cards[card_id].shown = shown


class OnePiece(GameBase):
    resolution_class = Resolution
    step_kinds = STEP_KINDS
    decision_keys = DECISION_KEYS
    table = TABLE  # the typed snapshot and how the site draws it (engine.core.table)
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
        state = read_state(node, problems)
        if state is not None:
            name_cards(state)
        return state

    state_to_data = staticmethod(state_to_data)
    parse_script = staticmethod(parse_script)
    script_to_data = staticmethod(script_to_data)

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
