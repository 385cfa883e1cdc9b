"""Games by the ``game`` field of a board: ``gateruler`` now, ``onepiece`` next.

A game package plugs in with an entry here (a lazy import path) or by calling :func:`register`;
the core never imports a game by name anywhere else.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from .board import Board
    from .choices import Chooser
    from .recorder import Recorder
    from .yamlnode import Node, Problems

#: game name → "module:attribute" of its :class:`Game` object, imported on first use.
_LAZY: dict[str, str] = {
    "gateruler": "engine.gateruler.game:GAME",
    "onepiece": "engine.onepiece.game:GAME",
}
_LOADED: dict[str, Game] = {}


class Game(Protocol):
    """What a game package provides to the core."""

    name: str
    rulebook: str
    versions: tuple[str, ...]
    #: expectation keys this game checks besides the core's (``cards``, ``lost``, ``cited``, ...)
    expectation_keys: tuple[str, ...]

    def parse_state(self, node: Node, problems: Problems) -> Any: ...

    def state_to_data(self, state: Any) -> dict[str, Any]: ...

    def parse_script(self, nodes: list[Node], state: Any, problems: Problems) -> tuple[Any, ...]: ...

    def script_to_data(self, actions: tuple[Any, ...]) -> list[dict[str, Any]]: ...

    def start(self, board: Board) -> Any:
        """A fresh resolution of the board: has ``snapshot()``, ``outcome()`` and ``problems``."""
        ...

    def resolve(self, resolution: Any, chooser: Chooser, recorder: Recorder) -> dict[str, Any]:
        """Run it, emitting steps on ``recorder``; return the outcome."""
        ...

    def locate(self, state: dict[str, Any], card_id: str) -> str | None:
        """Where a card is in a step's state (its zone key), or None."""
        ...

    def sizes(self, state: Any) -> tuple[int, dict[str, int]]:
        """How big a board's state is: its number of cards, and the number in each zone."""
        ...

    def check_fact(self, key: str, expected: Any, state: dict[str, Any]) -> list[str]: ...


class GameBase:
    """The plumbing every game shares: start a resolution of a board, run it, find a card in a state.

    A game sets ``resolution_class`` (built from a copy of the board's state, its script and its
    source name; it has ``run(chooser, recorder)``), and the game-specific parts of :class:`Game`.
    """

    resolution_class: Any
    #: every step kind and decision key the game gives (engine/<game>/steps.py)
    step_kinds: tuple[Any, ...] = ()
    decision_keys: tuple[Any, ...] = ()

    def start(self, board: Board) -> Any:
        return self.resolution_class(board.state.copy(), board.script, board.source_name)

    def resolve(self, resolution: Any, chooser: Chooser, recorder: Recorder) -> dict[str, Any]:
        return resolution.run(chooser, recorder)

    def locate(self, state: dict[str, Any], card_id: str) -> str | None:
        card = state["cards"].get(card_id)
        return card["zone"] if card else None

    def sizes(self, state: Any) -> tuple[int, dict[str, int]]:
        """A state with ``cards`` (by id) and ``zones`` (zone key → card ids), as both games keep it."""
        return len(state.cards), {key: len(ids) for key, ids in state.zones.items()}


def register(game: Game) -> None:
    _LOADED[game.name] = game


def names() -> list[str]:
    return sorted(set(_LAZY) | set(_LOADED))


def get(name: str) -> Game:
    if name not in _LOADED:
        if name not in _LAZY:
            raise KeyError(name)
        module_name, attribute = _LAZY[name].split(":")
        register(getattr(importlib.import_module(module_name), attribute))
    return _LOADED[name]
