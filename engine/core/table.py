"""A step's table: the game-neutral view of a state that the site draws.

:class:`Table` is what a reader sees of a state, in the game's words, with
:class:`~engine.core.text.Text` labels: each player's facts and zones of cards, the game's stack
(Gate Ruler's gate) and other facts. A game draws it from its typed snapshot
(:mod:`engine.core.snapshot`) and registers how as ``GAME.table`` (:class:`GameTable`);
:func:`table_at` draws any step of a trace (JSON, as the site caches it) and marks what the step
changed. A game without a drawing of its own gets :func:`generic_table`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from . import registry
from .replay import state_at
from .snapshot import from_json
from .text import Text

# --- the table: what a reader sees of a state ---------------------------------------------------


@dataclass
class Fact:
    """One labelled value: "life 7", "Phase: Main Phase"."""

    label: Text
    value: Text


@dataclass
class CardFace:
    """A card as drawn: its name (None: the board gave none), numbers and tags."""

    id: str
    name: Text | None
    numbers: list[Fact] = field(default_factory=list)
    tags: list[Text] = field(default_factory=list)
    changed: bool = False


@dataclass
class Zone:
    """One zone of a player's; ``path`` is where it is in the state (``players.A.hand``), for changes."""

    key: str
    path: str
    label: Text
    cards: list[CardFace] = field(default_factory=list)
    count_only: bool = False  # a secret or long pile: show how many, not which
    wide: bool = False  # a pile drawn across the table, not a single place on it
    changed: bool = False

    @property
    def count(self) -> int:
        return len(self.cards)


@dataclass
class Side:
    """One player's side of the table."""

    name: str
    is_turn_player: bool
    status: str
    facts: list[Fact]
    zones: list[Zone]

    @property
    def status_label(self) -> Text | None:
        """The player's status in words (``lost``); None while playing."""
        if not self.status or self.status == "playing":
            return None
        return STATUSES.get(self.status, Text.same(self.status))


@dataclass
class StackItem:
    """One entry of the stack: ``id`` None for entries that have none (never marked new)."""

    id: str | None
    label: Text
    detail: Text | None = None
    changed: bool = False


@dataclass
class Stack:
    """What waits to resolve (the gate) or to activate, at ``path`` in the state; bottom first."""

    path: str
    label: Text
    empty: Text
    items: list[StackItem] = field(default_factory=list)
    from_top: bool = True  # the last item placed resolves first (a stack); False: a list
    hidden: int = 0  # items below the ones drawn (a long stack shows its top ones)
    changed: bool = False


@dataclass
class Waiting:
    """Another list beside the stack (Gate Ruler: auto abilities waiting for the next system processing)."""

    path: str
    label: Text
    items: list[Text]
    changed: bool = False


@dataclass
class Table:
    players: list[Side]
    stack: Stack | None = None
    waiting: Waiting | None = None
    facts: list[Fact] = field(default_factory=list)


@dataclass(frozen=True)
class GameTable:
    """A game's table interface: its snapshot type and how a snapshot is drawn.

    ``draw(snapshot, unused)``: ``unused`` are the players' zones ("A.life") empty at every step of
    the board. ``entry(path, data, snapshot)``: one entry of the stack or waiting list (its JSON,
    as a change records it) in words.
    """

    state: type
    draw: Callable[[Any, frozenset[str]], Table]
    entry: Callable[[str, dict[str, Any], Any], Text] | None = None
    #: what the game's Japanese texts put around a card's name (Gate Ruler 《…》): :func:`card_name`
    name_marks: tuple[str, str] = ("", "")

    def read(self, state: dict[str, Any]) -> Any:
        return from_json(self.state, state)


STATUSES = {"playing": Text(ja="対戦中", en="playing"), "lost": Text(ja="敗北", en="lost")}
A_CARD = Text(ja="カード1枚", en="a card")


def text_of(pair: dict[str, str] | None) -> Text | None:
    """A ``{ja, en}`` name as Text (one language given: both read it); None for no name."""
    if not pair or not (pair.get("ja") or pair.get("en")):
        return None
    return Text(ja=pair.get("ja") or pair.get("en", ""), en=pair.get("en") or pair.get("ja", ""))


def card_name(cards: dict[str, Any], card_id: str, marks: tuple[str, str] = ("", "")) -> Text:
    """A card's name for a sentence (``cards``: a snapshot's, each with a ``name``), its Japanese
    within the game's ``marks``; a card the board gave no name is "a card" (its id is the board
    file's, not the reader's)."""
    card = cards.get(card_id)
    name = text_of(getattr(card, "name", None))
    if name is None:
        return A_CARD
    return Text(ja=f"{marks[0]}{name.ja}{marks[1]}", en=name.en) if marks[0] else name


def of_game(name: str) -> GameTable | None:
    """The table interface of a game (``GAME.table``); None for a game without one (drawn generically)."""
    try:
        return getattr(registry.get(name), "table", None)
    except KeyError:
        return None


def number(value: Any) -> Text:
    return Text.same(str(value))


def join(texts: Iterable[Text], sep: str = ", ") -> Text:
    items = list(texts)
    return Text(ja=sep.join(t.ja for t in items), en=sep.join(t.en for t in items))


def fmt(template: Text, **values: Text | str | int) -> Text:
    """``template`` with ``{name}`` filled in each language (a Text value gives its own language)."""

    def side(lang: str) -> dict[str, str]:
        return {k: getattr(v, lang) if isinstance(v, Text) else str(v) for k, v in values.items()}

    return Text(ja=template.ja.format(**side("ja")), en=template.en.format(**side("en")))


def player_word(name: str) -> Text:
    return Text(ja=f"プレイヤー{name}", en=f"player {name}")


# --- a step of a trace --------------------------------------------------------------------------


def unused_zones(trace: dict[str, Any]) -> frozenset[str]:
    """The players' zones ("A.life") that hold no card at any step: the board does not use them.

    A zone counts as used when a recorded snapshot (step 0, then every few steps) shows a card in
    it or a change touches it.
    """
    zones: set[str] = set()
    used: set[str] = set()
    for step in trace["steps"]:
        for name, player in ((step.get("snapshot") or {}).get("players") or {}).items():
            for key, value in player.items():
                if isinstance(value, list):
                    zones.add(f"{name}.{key}")
                    if value:
                        used.add(f"{name}.{key}")
        for change in step.get("changes") or []:
            parts = str(change.get("path", "")).split(".")
            if len(parts) >= 3 and parts[0] == "players":
                used.add(f"{parts[1]}.{parts[2]}")
    return frozenset(zones - used)


def draw(
    game: GameTable | None,
    state: dict[str, Any],
    changes: list[dict[str, Any]],
    unused: frozenset[str],
    snapshot: Any = None,
    game_name: str = "",
) -> Table:
    """The table of a state (JSON), with what ``changes`` changed marked; ``snapshot``: the state
    already read as the game's type (read here when None); ``game_name``: the game whose words label
    a table drawn without a drawing of the game's own (:func:`generic_table`)."""
    if game is None:
        table = generic_table(state, game_name)
    else:
        table = game.draw(snapshot if snapshot is not None else game.read(state), unused)
    mark_changes(table, changes)
    return table


def table_at(game: GameTable | None, trace: dict[str, Any], index: int) -> Table:
    """The table after step ``index`` of a trace (JSON, as the site caches it)."""
    return draw(game, state_at(trace, index), trace["steps"][index].get("changes") or [], unused_zones(trace))


def _changed(paths: set[str], prefix: str) -> bool:
    return any(p == prefix or p.startswith(prefix + ".") for p in paths)


def mark_changes(table: Table, changes: list[dict[str, Any]]) -> None:
    """Mark the cards, zones and stack entries a step changed (its ``changes``, as the trace records them)."""
    cards, paths = set(), set()
    for change in changes:
        path = change.get("path", "")
        paths.add(path)
        if match := re.match(r"cards\.([^.]+)", path):
            cards.add(match.group(1))
        before, after = change.get("before"), change.get("after")
        if isinstance(before, list) and isinstance(after, list):
            earlier = {x for x in before if isinstance(x, str)}
            cards |= {x for x in after if isinstance(x, str) and x not in earlier}
    for side in table.players:
        for zone in side.zones:
            zone.changed = _changed(paths, zone.path)
            for card in zone.cards:
                card.changed = card.id in cards
    if table.waiting:
        table.waiting.changed = _changed(paths, table.waiting.path)
    stack = table.stack
    if stack and _changed(paths, stack.path):
        stack.changed = True
        before = next((c.get("before") for c in changes if c.get("path") == stack.path), None)
        if isinstance(before, list):
            ids = {i.get("id") for i in before if isinstance(i, dict)}
            for item in stack.items:
                item.changed = item.id is not None and item.id not in ids


def generic_table(state: dict[str, Any], game_name: str = "") -> Table:
    """Any game without a drawing of its own: each player's lists of cards, labelled as the game
    calls its zones (``zone_label``) and its numbers (``field_label``, engine.core.describe)."""
    try:
        game = registry.get(game_name) if game_name else None
    except KeyError:
        game = None

    def zone_label(player: str, key: str) -> Text:
        if game is None:
            return Text.same(key.replace("_", " "))
        ja, en = game.zone_label(f"{player}.{key}")
        return Text(ja=ja, en=en)

    def fact_label(key: str) -> Text:
        found = game.field_label("player", key) if game else None
        return found or Text.same(key.replace("_", " "))

    cards = state.get("cards") or {}
    players = []
    for name, player in (state.get("players") or {}).items():
        zones, facts = [], []
        for key, value in player.items():
            if isinstance(value, list) and all(isinstance(v, str) for v in value):
                faces = [CardFace(i, text_of((cards.get(i) or {}).get("name"))) for i in value]
                label = zone_label(name, key)
                hidden = key in ("deck", "life")
                zones.append(Zone(key, f"players.{name}.{key}", label, faces, count_only=hidden, wide=True))
            elif isinstance(value, int | str) and not isinstance(value, bool) and key != "status":
                facts.append(Fact(fact_label(key), number(value)))
        turn = state.get("turn_player") == name
        players.append(Side(name, turn, str(player.get("status", "")), facts, zones))
    return Table(players)
