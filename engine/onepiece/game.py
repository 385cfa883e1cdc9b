"""ONE PIECE CARD GAME as the core sees it: the :class:`~engine.core.registry.Game` for ``game: onepiece``."""

from __future__ import annotations

from ..core.facts import card_fact, player_fact, state_fact
from ..core.registry import GameBase
from .board_state import read_state, state_to_data
from .resolution import Resolution
from .script import parse_script, script_to_data
from .steps import DECISION_KEYS, STEP_KINDS
from .table import TABLE
from .words import area


class OnePiece(GameBase):
    """``power``/``given_don``/``rested``/``negated``: {card: value}; ``life``/``hand_count``:
    {player: n}; ``don``: {player: {active, rested}}; ``phase``, ``turn_player``: a value."""

    name = "onepiece"
    rulebook = "one-piece"
    versions = ("1.2.1",)
    resolution_class = Resolution
    step_kinds = STEP_KINDS
    decision_keys = DECISION_KEYS
    table = TABLE  # the typed snapshot and how the site draws it (engine.core.table)
    doc = "boards-onepiece.md"
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
    }
    read_state = staticmethod(read_state)
    zone_label = staticmethod(area)
    state_to_data = staticmethod(state_to_data)
    parse_script = staticmethod(parse_script)
    script_to_data = staticmethod(script_to_data)


GAME = OnePiece()
