"""The toy game as the core sees it: a GameBase subclass, registered by ``tests.toygame.installed``."""

from __future__ import annotations

from pathlib import Path

from engine.core.facts import player_fact
from engine.core.messages import Messages
from engine.core.registry import GameBase

from .resolution import ToyResolution
from .script import parse_script, script_to_data
from .state import read_state, state_to_data, zone_label
from .steps import DECISION_KEYS, STEP_KINDS


class ToyGame(GameBase):
    name = "toy"
    rulebook = "toy-rules"
    versions = ("1.0",)
    resolution_class = ToyResolution
    step_kinds = STEP_KINDS
    decision_keys = DECISION_KEYS
    #: its words for the site: the step kinds' names (messages/kinds.<lang>.ftl, engine.core.describe)
    messages = Messages(Path(__file__).resolve().parent / "messages", game="toy")
    #: a scripted ``draw`` is a player's action: learn mode shows it, and asks what the rules decide
    scripted_kinds = frozenset({"draw"})
    #: ``hand_count: {A: 2}`` in a board's expectations
    facts = {"hand_count": player_fact("hand_count", lambda player: len(player.get("hand", [])))}
    read_state = staticmethod(read_state)
    zone_label = staticmethod(zone_label)
    state_to_data = staticmethod(state_to_data)
    parse_script = staticmethod(parse_script)
    script_to_data = staticmethod(script_to_data)


GAME = ToyGame()
