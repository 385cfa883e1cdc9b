"""Games by the ``game`` field of a board, and what a game gives the core.

A game package plugs in with :func:`register_lazy` (an import path, imported on first use: the
games Rulestep ships, listed in ``engine/__init__.py``) or :func:`register` (a game object, e.g.
the toy game in the tests); the core names no game. docs/adding-a-game.md walks through a new game.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Protocol

from .describe import Describe
from .facts import FactCheck
from .naming import Entry, shown_names
from .state import StateLike

if TYPE_CHECKING:
    from .choices import Chooser
    from .kinds import DecisionKey, StepKind
    from .messages import Messages
    from .recorder import Recorder
    from .text import Text
    from .yamlnode import Node, Problems

#: game name → "module:attribute" of its :class:`Game` object, imported on first use
#: (the shipped games are listed by ``engine/__init__.py``)
_LAZY: dict[str, str] = {}
_LOADED: dict[str, Game] = {}


class LoadedBoard(Protocol):
    """What the core hands a game of a loaded board (:class:`~engine.core.board.Board`, whose
    module imports this one to find the board's game: named here by its shape, not imported)."""

    @property
    def state(self) -> Any: ...
    @property
    def script(self) -> tuple[Any, ...]: ...
    @property
    def source_name(self) -> str: ...


class Game(Protocol):
    """What a game package provides to the core."""

    name: str
    rulebook: str
    versions: tuple[str, ...]
    #: expectation keys this game checks besides the core's (``cards``, ``lost``, ``cited``, ...)
    expectation_keys: tuple[str, ...]
    #: every step kind and decision key the game gives (:mod:`engine.core.kinds`; the docs list them)
    step_kinds: tuple[StepKind, ...]
    decision_keys: tuple[DecisionKey, ...]
    #: the file under docs/ that shows them (``python -m engine docs``), or None
    doc: str | None

    def parse_state(self, node: Node, problems: Problems) -> Any: ...

    def state_to_data(self, state: Any) -> dict[str, Any]: ...

    def parse_script(self, nodes: list[Node], state: Any, problems: Problems) -> tuple[Any, ...]: ...

    def script_to_data(self, actions: tuple[Any, ...]) -> list[dict[str, Any]]: ...

    def start(self, board: LoadedBoard) -> Any:
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

    def zone_label(self, zone: str) -> tuple[str, str]:
        """What readers call a zone key, in Japanese and English."""
        ...

    def check_fact(self, key: str, expected: Any, state: dict[str, Any]) -> list[str]:
        """The facts of one expectation key that do not hold in a step's JSON state."""
        ...

    # the describe interface (engine.core.describe): what the site says about the game

    def kind_name(self, kind: str) -> Text | None: ...

    def field_label(self, scope: str, path: str) -> Text | None: ...

    def value_words(self, scope: str, path: str, value: Any, name: Callable[[str], Text]) -> Text | None: ...

    def place_label(self, zone: str) -> Text: ...

    def is_silent(self, scope: str, field: str) -> bool: ...

    def is_players_number(self, zone: str, key: str) -> bool: ...

    key_numbers: tuple[str, ...]
    scripted_kinds: frozenset[str]
    doc: str | None


class GameBase(Describe):
    """The plumbing every game shares; a game subclasses it as a chess variant subclasses a board.

    A game sets ``name``, ``rulebook``, ``versions``, ``resolution_class`` (a subclass of
    :class:`~engine.core.resolution.Resolution`, built from a copy of the board's state, its
    script and its source name), ``step_kinds`` and ``decision_keys`` (engine/<game>/steps.py),
    ``doc``, ``facts`` (its expectation keys), and gives :meth:`read_state`, :meth:`zone_label`,
    ``state_to_data``, ``parse_script`` and ``script_to_data``.

    The state :meth:`read_state` returns is a :class:`~engine.core.state.StateLike` (``cards``,
    ``zones``, ``players`` with a ``status``, ``copy()``); its JSON snapshot has ``cards``
    (id → {..., "zone"}), ``players`` (name → {..., "status"}) and ``result`` (None, or
    {"result", "winner"}).
    """

    name: str
    rulebook: str
    versions: tuple[str, ...]
    resolution_class: Any
    #: every step kind and decision key the game gives (engine/<game>/steps.py)
    step_kinds: tuple[StepKind, ...] = ()
    decision_keys: tuple[DecisionKey, ...] = ()
    #: the board format document under docs/ with the generated tables of both (``python -m engine
    #: docs``); the site shows it as a page (the describe interface, engine.core.describe)
    doc: str | None = None
    #: the game's expectation keys, in the order messages list them, and their checks (engine.core.facts)
    facts: Mapping[str, FactCheck] = {}
    #: what the game's own Japanese texts put around a card's name (Gate Ruler: 《》); none by default
    name_marks: tuple[str, str] = ("", "")
    #: the game's message files (engine.core.messages): its sentences, and its words for the site
    #: (step kinds' names, change sentences' labels: engine.core.describe)
    messages: Messages | None = None

    # ---- what a game gives ------------------------------------------------------------------

    def read_state(self, node: Node, problems: Problems) -> Any:
        """The board's ``state:`` as the game's state object, or None (its problems added)."""
        raise NotImplementedError

    def zone_label(self, zone: str) -> tuple[str, str]:
        """What readers call a zone key (``A.deck`` → ("Aのデッキ", "A's deck"))."""
        raise NotImplementedError

    def check_state(self, state: Any, node: Node, problems: Problems) -> None:
        """More checks on a state read whole (cards named, e.g. what effects refer to); none by default."""

    def state_to_data(self, state: Any) -> dict[str, Any]:
        """The state as the board's YAML would write it (reading it again gives an equal state)."""
        raise NotImplementedError

    def parse_script(self, nodes: list[Node], state: Any, problems: Problems) -> tuple[Any, ...]:
        """The script's actions (each with ``line`` and ``path``), problems added for bad ones."""
        raise NotImplementedError

    def script_to_data(self, actions: tuple[Any, ...]) -> list[dict[str, Any]]:
        raise NotImplementedError

    # ---- what the core gives ----------------------------------------------------------------

    @property
    def expectation_keys(self) -> tuple[str, ...]:
        return tuple(self.facts)

    def parse_state(self, node: Node, problems: Problems) -> Any:
        """Read the state, name its cards for readers, then run the game's :meth:`check_state`."""
        state = self.read_state(node, problems)
        if state is not None:
            self.name_cards(state)
            self.check_state(state, node, problems)
        return state

    def name_cards(self, state: StateLike) -> None:
        """Give every card its reader-facing label (names, never ids; engine.core.naming)."""
        entries = [Entry(c.id, c.name, c.owner, self.zone_label(c.zone)) for c in state.cards.values()]
        for card_id, shown in shown_names(entries, self.name_marks).items():
            state.cards[card_id].shown = shown

    def lint(self, board: LoadedBoard) -> list[str]:
        """What ``engine check`` refuses in a board that does not stop it running (each with its
        line): none by default; Gate Ruler refuses a card a sentence would name that has no name."""
        return []

    def check_fact(self, key: str, expected: Any, state: dict[str, Any]) -> list[str]:
        check = self.facts.get(key)
        return check(key, expected, state) if check else [f"unknown expectation {key!r}"]

    def start(self, board: LoadedBoard) -> Any:
        return self.resolution_class(board.state.copy(), board.script, board.source_name)

    def resolve(self, resolution: Any, chooser: Chooser, recorder: Recorder) -> dict[str, Any]:
        return resolution.run(chooser, recorder)

    def locate(self, state: dict[str, Any], card_id: str) -> str | None:
        card = state["cards"].get(card_id)
        return card["zone"] if card else None

    def sizes(self, state: StateLike) -> tuple[int, dict[str, int]]:
        """How big a state is: its cards, and the cards in each zone."""
        return len(state.cards), {key: len(ids) for key, ids in state.zones.items()}


def register(game: Game) -> None:
    """Make ``game`` known by its name (a board's ``game:``); registering it again replaces it."""
    _LOADED[game.name] = game


def unregister(name: str) -> None:
    """Forget a game registered with :func:`register` (a test's game, once the test is over)."""
    _LOADED.pop(name, None)


def register_lazy(name: str, target: str) -> None:
    """Make a game known by name; ``target`` ("module:attribute") is imported when first asked for."""
    _LAZY[name] = target


def names() -> list[str]:
    return sorted(set(_LAZY) | set(_LOADED))


def get(name: str) -> Game:
    if name not in _LOADED:
        if name not in _LAZY:
            raise KeyError(name)
        module_name, attribute = _LAZY[name].split(":")
        register(getattr(importlib.import_module(module_name), attribute))
    return _LOADED[name]
