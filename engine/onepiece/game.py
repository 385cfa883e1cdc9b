"""ONE PIECE CARD GAME as the core sees it: the :class:`~engine.core.registry.Game` for ``game: onepiece``."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from ..core.choices import FirstOptions
from ..core.errors import BoardError
from ..core.facts import card_fact, player_fact, state_fact
from ..core.registry import GameBase
from ..core.text import Text
from .board_state import read_state
from .model import NAME_MARKS
from .resolution import Resolution
from .say import MESSAGES, say
from .script import parse_script, script_to_data
from .start_point import is_first_turn
from .steps import DECISION_KEYS, STEP_KINDS
from .table import TABLE
from .words import area
from .write_state import state_to_data


def unnamed(board: Any) -> list[str]:
    """Cards without a name that a step's sentence or a decision's option names when the board
    runs (its script's choices, else each decision's first option): readers see names, so
    ``engine check`` refuses them, each with where it starts."""
    cards = [card for card in board.state.cards.values() if not card.name]
    if not cards:
        return []
    from ..core.runner import run  # the runner imports the registry, which loads this game

    try:
        trace = run(board, FirstOptions())
    except BoardError:  # a board that cannot run says so through check_board's own run
        return []
    said = [step.text.get("en", "") for step in trace.steps]
    said += [
        label.get("en", "")
        for step in trace.steps
        if step.decision is not None
        for _, label in step.decision.labels
    ]
    out = []
    for card in cards:
        label = card.label().en
        pattern = re.compile(rf"(?<![\w-]){re.escape(label)}(?![\w-])", re.IGNORECASE)
        if any(pattern.search(text) for text in said):
            out.append(
                f"card {card.id!r} (in {card.zone} at the start) has no name, but a step names it "
                f"as {label!r}; give it a name: {{ja: ..., en: ...}}"
            )
    return out


def first_turn_battles(board: Any) -> list[str]:
    """The script's attacks before its first ``end_turn`` when the board starts on the turn
    player's first turn: no battle then (6-5-6-1)."""
    state = board.state
    if not is_first_turn(state, state.turn_player):
        return []
    out = []
    for action in board.script:
        if action.kind == "end_turn":
            break
        if action.kind == "attack":
            out.append(
                f"line {action.line}: {action.path}: turn {state.turn} is {state.turn_player}'s first "
                "turn: neither player can battle on their first turn (6-5-6-1)"
            )
    return out


class OnePiece(GameBase):
    """``power``/``given_don``/``rested``/``negated``: {card: value}; ``life``/``hand_count``:
    {player: n}; ``don``: {player: {active, rested}}; ``phase``, ``turn_player``: a value."""

    name = "onepiece"
    rulebook = "one-piece"
    versions = ("1.2.1",)
    resolution_class = Resolution
    step_kinds = STEP_KINDS
    decision_keys = DECISION_KEYS
    name_marks = NAME_MARKS  # the official Japanese texts mark card names so (docs/wording.md)
    table = TABLE  # the typed snapshot and how the site draws it (engine.core.table)
    doc = "boards-onepiece.md"
    messages = MESSAGES  # engine/onepiece/messages/<topic>.{ja,en}.ftl (docs/wording.md)
    #: what the change sentences leave out: a card's keywords and effects (its text, not a state),
    #: and the Stage a player holds (the card's own move says it)
    silent_fields = frozenset({"card.keywords", "card.effects", "player.stage"})
    #: the kinds of step a board's script starts (steps.py, "the script's actions")
    scripted_kinds = frozenset({"pay", "activate-card", "declare", "give-don", "attack", "end-phase"})
    #: the numbers the what-if form offers: a card's power, cost and counter, a Leader's life
    key_numbers = ("power", "cost", "counter", "life")
    facts = {
        "power": card_fact,
        "life": player_fact("life", lambda player: player.get("leader", {}).get("life")),
        "hand_count": player_fact("hand_count", lambda player: len(player.get("hand", []))),
        "don": player_fact("cost area", lambda player: player.get("cost_area")),
        "given_don": card_fact,
        "rested": card_fact,
        "negated": card_fact,
        "phase": state_fact,
        "turn_player": state_fact,
        "turn": state_fact,
    }

    def lint(self, board: Any) -> list[str]:
        """``engine check`` refuses a card that a sentence names and that has no name, and a board
        that does not say where in the game it starts (it runs as turn 1, as before ``start:``),
        with what its table and script break there."""
        return unnamed(board) + self.warnings(board)

    def warnings(self, board: Any) -> list[str]:
        """For a board written before ``start:`` (a what-if copy stored then): it runs as it always
        did, but its table could not exist where it is read to start — each rule it breaks, with
        its line. Empty for a board that says where it starts (such a board is refused instead)."""
        state = board.state
        if state.stated:
            return []
        out = [
            "state: say where the board starts, start: {turn: N, first: PLAYER, phase: main} or "
            "start: {setup: {decides: PLAYER}}; without it the board is read as turn "
            f"{state.turn}, {state.turn_player}'s turn, as boards written before start points were"
        ]
        out += list(state.unstated_problems)
        out += first_turn_battles(board)
        return out

    def value_words(self, scope: str, path: str, value: Any, name: Callable[[str], Text]) -> Text | None:
        """Damage being processed: "player B, 2 damage still to deal", or none."""
        if (scope, path) != ("state", "damage_processing"):
            return super().value_words(scope, path, value, name)
        if not isinstance(value, dict):
            return say("state-damage_processing-none")
        player, left = str(value.get("player")), str(value.get("left"))
        return say("state-damage_processing-dealing", player=player, left=left)

    read_state = staticmethod(read_state)
    zone_label = staticmethod(area)
    state_to_data = staticmethod(state_to_data)
    parse_script = staticmethod(parse_script)
    script_to_data = staticmethod(script_to_data)


GAME = OnePiece()
