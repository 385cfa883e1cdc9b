"""Gate Ruler as the core sees it: the :class:`~engine.core.registry.Game` for ``game: gateruler``."""

from __future__ import annotations

from typing import Any

from ..core.facts import card_fact, player_fact
from ..core.registry import GameBase
from ..core.yamlnode import Node, Problems
from .board_state import read_state, state_to_data
from .flow import Flow as Resolution
from .model import NAME_MARKS, GameState, is_field, zone_label
from .say import MESSAGES
from .script import check_effect, parse_script, script_to_data
from .steps import DECISION_KEYS, STEP_KINDS
from .table import TABLE


def gate_fact(key: str, expected: Any, state: dict[str, Any]) -> list[str]:
    """``gate: [kind, ...]``: the kinds of the items on the gate, bottom first."""
    kinds = [g["kind"] for g in state["gate"]]
    return (
        []
        if kinds == list(expected or [])
        else [f"expected the gate (bottom first) {expected}, found {kinds}"]
    )


def attached_fact(key: str, expected: Any, state: dict[str, Any]) -> list[str]:
    """``attached: {soul card: card or [cards]}``: what each soul card is attached to."""
    out = []
    for card_id, targets in (expected or {}).items():
        groups = state["cards"].get(str(card_id), {}).get("attached_to", [])
        actual = [t for group in groups for t in group]
        want = [targets] if isinstance(targets, str) else list(targets or [])
        if actual != want:
            out.append(f"expected soul card {card_id} attached to {want}, found {actual}")
    return out


def unnamed(state: GameState, actions: tuple[Any, ...]) -> list[str]:
    """Cards a step's sentence may name that have no name: every card on the field or in a soul area
    (rule effects name them), every card an effect or a gate item names; each with its line."""
    why: dict[str, str] = {}
    for card in state.cards.values():
        if is_field(card.zone) or card.zone.endswith(".soul"):
            why.setdefault(card.id, f"it is in {card.zone}, where rule effects name cards")
        for ability in card.abilities:
            for effect in ability.effects:
                for name in effect.card_names():
                    why.setdefault(name, f"an ability of {card.id!r} names it")
    for card in state.cards.values():
        for effect in card.effects:
            for name in effect.card_names():
                why.setdefault(name, f"the effects of {card.id!r} name it")
        if card.effects:
            why.setdefault(card.id, "the script plays it")
    for action in actions:
        for effect in action.effects:
            for name in effect.card_names():
                why.setdefault(name, f"the action at line {action.line} names it")
    for item in state.gate:
        for card_id, _ in item.cards:
            why.setdefault(card_id, f"gate item {item.uid} names it")
    return [
        f"line {card.line}: card {card.id!r} has no name, but a step would name it ({reason}); "
        "give it a name: {ja: ..., en: ...}"
        for card_id, reason in why.items()
        if (card := state.cards.get(card_id)) is not None and not card.name
    ]


class GateRuler(GameBase):
    name = "gateruler"
    rulebook = "gate-ruler"
    versions = ("1.0.0",)
    resolution_class = Resolution
    step_kinds = STEP_KINDS
    decision_keys = DECISION_KEYS
    table = TABLE  # the typed snapshot and how the site draws it (engine.core.table)
    doc = "boards.md"
    messages = MESSAGES  # engine/gateruler/messages/{ja,en}.ftl (docs/wording.md)
    name_marks = NAME_MARKS  # the official texts mark card names so (docs/wording.md)
    facts = {
        "damage": card_fact,
        "hp": card_fact,
        "gate": gate_fact,
        "attached": attached_fact,
        "ruler_damage": player_fact("ruler damage", lambda player: player.get("ruler", {}).get("damage")),
    }
    read_state = staticmethod(read_state)
    zone_label = staticmethod(zone_label)
    state_to_data = staticmethod(state_to_data)
    parse_script = staticmethod(parse_script)
    script_to_data = staticmethod(script_to_data)

    def lint(self, board: Any) -> list[str]:
        """``engine check`` refuses a card that a sentence would name and has no name."""
        return unnamed(board.state, board.script)

    def check_state(self, state: GameState, node: Node, problems: Problems) -> None:
        """What the cards' abilities refer to exists on the board."""
        for card in state.cards.values():
            for ability in card.abilities:
                for effect in ability.effects:
                    check_effect(effect, state, node, problems, in_ability=True)
            for effect in card.effects:
                check_effect(effect, state, node, problems, in_ability=False)


GAME = GateRuler()
