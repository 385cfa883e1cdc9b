"""Gate Ruler as the core sees it: the :class:`~engine.core.registry.Game` for ``game: gateruler``."""

from __future__ import annotations

from typing import Any

from ..core.naming import Entry, shown_names
from ..core.registry import GameBase
from ..core.yamlnode import Node, Problems
from .board_state import read_state, state_to_data
from .flow import Flow as Resolution
from .model import GameState, zone_label
from .script import check_effect, parse_script, script_to_data
from .steps import DECISION_KEYS, STEP_KINDS


def name_cards(state: GameState) -> None:
    """Give every card its reader-facing label (names, never ids; engine.core.naming)."""
    entries = [Entry(c.id, c.name, c.owner, zone_label(c.zone)) for c in state.cards.values()]
    for card_id, shown in shown_names(entries).items():
        state.cards[card_id].shown = shown


class GateRuler(GameBase):
    resolution_class = Resolution
    step_kinds = STEP_KINDS
    decision_keys = DECISION_KEYS
    name = "gateruler"
    rulebook = "gate-ruler"
    versions = ("1.0.0",)
    expectation_keys = ("damage", "hp", "gate", "attached", "ruler_damage")

    def parse_state(self, node: Node, problems: Problems) -> GameState | None:
        state = read_state(node, problems)
        if state is not None:
            name_cards(state)
            for card in state.cards.values():
                for ability in card.abilities:
                    for effect in ability.effects:
                        check_effect(effect, state, node, problems, in_ability=True)
        return state

    state_to_data = staticmethod(state_to_data)
    parse_script = staticmethod(parse_script)
    script_to_data = staticmethod(script_to_data)

    def check_fact(self, key: str, expected: Any, state: dict[str, Any]) -> list[str]:
        cards = state["cards"]
        out = []
        if key in ("damage", "hp"):
            for card_id, value in (expected or {}).items():
                actual = cards.get(str(card_id), {}).get(key)
                if actual != value:
                    out.append(f"expected {card_id}.{key} = {value}, found {actual}")
        elif key == "gate":
            kinds = [g["kind"] for g in state["gate"]]
            if kinds != list(expected or []):
                out.append(f"expected the gate (bottom first) {expected}, found {kinds}")
        elif key == "attached":
            for card_id, targets in (expected or {}).items():
                actual = [t for group in cards.get(str(card_id), {}).get("attached_to", []) for t in group]
                want = [targets] if isinstance(targets, str) else list(targets or [])
                if actual != want:
                    out.append(f"expected soul card {card_id} attached to {want}, found {actual}")
        elif key == "ruler_damage":
            for player, value in (expected or {}).items():
                actual = state["players"].get(str(player), {}).get("ruler", {}).get("damage")
                if actual != value:
                    out.append(f"expected {player}'s ruler damage {value}, found {actual}")
        else:
            out.append(f"unknown expectation {key!r}")
        return out


GAME = GateRuler()
