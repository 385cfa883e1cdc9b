"""Gate Ruler as the core sees it: the :class:`~engine.core.registry.Game` for ``game: gateruler``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core.facts import card_fact, player_fact
from ..core.registry import GameBase
from ..core.table import join
from ..core.text import Text
from ..core.yamlnode import Node, Problems
from .board_state import read_state, state_to_data
from .flow import Flow as Resolution
from .model import NAME_MARKS, GameState, is_field, zone_label
from .say import MESSAGES, say
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
    messages = MESSAGES  # engine/gateruler/messages/*.{ja,en}.ftl (docs/wording.md)
    #: bookkeeping the change sentences leave out: the order cards were placed in, the printed HP
    #: (the HP that changes is said), what a card's abilities are
    silent_fields = frozenset({"card.placed", "card.printed_hp", "card.abilities"})
    #: the kind of step a board's script starts (steps.py: a player plays a card)
    scripted_kinds = frozenset({"played"})
    #: the numbers the what-if form offers: a unit's HP and damage, a ruler's life
    key_numbers = ("hp", "damage", "life")
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

    def value_words(self, scope: str, path: str, value: Any, name: Callable[[str], Text]) -> Text | None:
        """A soul card's ``attached_to`` (15-4): "soul of Knight, Squire; soul of Page"."""
        if (scope, path) != ("card", "attached_to"):
            return super().value_words(scope, path, value, name)
        if not value:
            return say("card-attached_to-none")
        souls = [say("card-attached_to-soul", cards=join(name(card) for card in group)) for group in value]
        return join(souls, "; ")

    def is_players_number(self, zone: str, key: str) -> bool:
        """A ruler's life is its player's: the form says "Player A's Life"."""
        return key == "life" and zone.endswith(".ruler")

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
