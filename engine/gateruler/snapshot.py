"""The state as JSON for the trace: what the site draws after each step.

``players``: each player's ruler and zones (card ids, top/first first); ``cards``: each card's
owner, zone, and for units the current HP (printed HP + changes + static abilities), printed HP
and damage; ``gate``: bottom first (the last item resolves first); ``pending``: auto abilities
waiting for the next system processing; ``result``: null while the game goes on.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from ..core.snapshot import Result, optional, shared, to_json, updated
from .abilities import ability_to_data
from .board_state import _ranks, soul_groups
from .model import LINED_ZONES, LIST_ZONES, Card, GameState, GateItem, is_field


@dataclass
class RulerSnapshot:
    id: str
    life: int | None
    damage: int


@dataclass
class PlayerSnapshot:
    """A player's ruler and zones: card ids, top/first first; a lined zone by line (or set-zone slot)."""

    status: str
    ruler: RulerSnapshot
    deck: list[str]
    hand: list[str]
    damage_zone: list[str]
    graveyard: list[str]
    attack_zone: dict[str, list[str]]
    defense_zone: dict[str, list[str]]
    set_zone: dict[str, list[str]]
    field_zone: list[str]
    soul: list[str]


@dataclass
class CardSnapshot:
    """``hp``: a unit's current HP (printed + changes, + static abilities on the field); ``placed``:
    the order among the cards of a field zone; ``attached_to``: a soul card's cards, by association."""

    owner: str
    zone: str
    name: dict[str, str] | None = optional()
    hp: int | None = optional()
    printed_hp: int | None = optional()
    damage: int | None = optional()
    life: int | None = optional()
    placed: int | None = optional()
    attached_to: list[list[str]] | None = optional()
    abilities: list[dict[str, Any]] | None = optional()  # as a board file writes them (docs/boards.md)


@dataclass
class GateItemSnapshot:
    """One item on the gate (engine.gateruler.model.GateItem); ``cards``: those still the same cards."""

    id: str
    kind: str
    by: str | None = optional()
    reason: str | None = optional()
    cards: list[str] | None = optional()
    players: list[str] | None = optional()
    amount: int | None = optional()
    name: dict[str, str] | None = optional()
    source: str | None = optional()
    ability: int | None = optional()
    soul: list[str] | None = optional()
    #: a played card of the board, waiting on the gate (its zone is ``PLAYER.gate``)
    card: str | None = optional()


@dataclass
class WaitingAbility:
    """An auto ability that triggered, waiting for the next system processing (14-1a-2)."""

    card: str
    ability: int
    controller: str
    event: str
    that: str


@dataclass
class Snapshot:
    turn_player: str | None
    players: dict[str, PlayerSnapshot]
    cards: dict[str, CardSnapshot]
    gate: list[GateItemSnapshot]
    pending: list[WaitingAbility]
    result: Result | None


def result_of(state: GameState) -> dict[str, Any] | None:
    """1-4: a defeated player leaves; the last player remaining wins; none remaining: a draw."""
    lost = state.lost  # kept on change: a step that defeats no one costs nothing here
    if not lost:
        return None
    remaining = len(state.players) - len(lost)
    if remaining == 0:
        return to_json(Result("draw", None))
    if remaining == 1:
        return to_json(Result("win", next(p for p in state.players if p not in lost)))
    return None


def gate_item_json(state: GameState, item: GateItem) -> dict[str, Any]:
    shows_cards = item.cards or item.kind in ("destroy-process", "damage-execution-process")
    return to_json(
        GateItemSnapshot(
            id=item.uid,
            kind=item.kind,
            by=item.by or None,
            reason=item.reason or None,
            cards=[i for i, inc in item.cards if (c := state.cards.get(i)) and c.incarnation == inc]
            if shows_cards
            else None,
            players=list(item.players) or None,
            amount=item.amount or None,
            name=dict(item.name) if item.name else None,
            source=item.source[0] if item.source else None,
            ability=item.ability if item.source else None,
            soul=[s[0] for s in item.soul] or None,
            card=item.card[0] if item.card else None,
        )
    )


def _player(state: GameState, pid: str) -> dict[str, Any]:
    """A player's entry, as ``to_json(PlayerSnapshot(...))`` writes it (built directly: a full
    snapshot makes one per player). Its zones are the state's own lists, not copies: the state gives
    them up (``state.owned``), so a move copies a list before changing it and the snapshot keeps
    what it saw."""
    zones = state.zones
    owned = state.owned
    player = state.players[pid]
    ruler = state.cards[player.ruler]
    entry: dict[str, Any] = {
        "status": player.status,
        "ruler": {"id": ruler.id, "life": ruler.life, "damage": ruler.damage},
    }
    for zone in PLAYER_ZONES:
        lines = LINED_ZONES.get(zone)
        if lines is None:
            key = f"{pid}.{zone}"
            owned.discard(key)
            entry[zone] = zones[key]
        else:
            by_line = entry[zone] = {}
            for line in lines:
                key = f"{pid}.{zone}.{line}"
                owned.discard(key)
                by_line[line] = zones[key]
    return entry


#: a player's zones, in the order of :class:`PlayerSnapshot`'s fields (the JSON's key order)
PLAYER_ZONES = tuple(f.name for f in fields(PlayerSnapshot) if f.name in LIST_ZONES or f.name in LINED_ZONES)


def _card(state: GameState, card: Card, bonuses: dict[str, int], rank: int) -> dict[str, Any]:
    """A card's entry, as ``to_json(CardSnapshot(...))`` writes it (:func:`card_entry`), built
    directly: a full snapshot makes one per card."""
    key = card.zone
    field = is_field(key)
    entry: dict[str, Any] = {"owner": card.owner, "zone": key}
    if card.name:
        entry["name"] = dict(card.name)
    hp = card.hp
    if hp is not None:
        entry["hp"] = state.current_hp(card, bonuses) if field else hp + card.hp_change
        entry["printed_hp"] = hp
        entry["damage"] = card.damage
    if card.life is not None:
        entry["life"] = card.life
    if field:
        entry["placed"] = rank
    if key.endswith(".soul"):
        entry["attached_to"] = soul_groups(state, card)
    if card.abilities:
        entry["abilities"] = to_json([ability_to_data(a) for a in card.abilities])
    return entry


def card_entry(state: GameState, card: Card, bonuses: dict[str, int], rank: int) -> dict[str, Any]:
    """What :func:`_card` must give, through the declared :class:`CardSnapshot` (a test compares them)."""
    key = card.zone
    field = is_field(key)
    unit = card.hp is not None
    entry = CardSnapshot(
        owner=card.owner,
        zone=key,
        name=card.name or None,
        hp=(state.current_hp(card, bonuses) if field else card.hp + card.hp_change) if unit else None,
        printed_hp=card.hp if unit else None,
        damage=card.damage if unit else None,
        life=card.life,
        placed=rank if field else None,
        attached_to=soul_groups(state, card) if key.endswith(".soul") else None,
        abilities=[ability_to_data(a) for a in card.abilities] or None,
    )
    return to_json(entry)


def player_entry(state: GameState, pid: str) -> dict[str, Any]:
    """What :func:`_player` must give, through the declared :class:`PlayerSnapshot` (a test compares them)."""
    zones = state.zones
    player = state.players[pid]
    ruler = state.cards[player.ruler]
    lists = {zone: list(zones[f"{pid}.{zone}"]) for zone in LIST_ZONES}
    lined = {
        zone: {line: list(zones[f"{pid}.{zone}.{line}"]) for line in lines}
        for zone, lines in LINED_ZONES.items()
    }
    snapshot = PlayerSnapshot(
        status=player.status, ruler=RulerSnapshot(ruler.id, ruler.life, ruler.damage), **lists, **lined
    )
    return to_json(snapshot)


def _rank(state: GameState, card: Card) -> int:
    ids = state.zones[card.zone]
    if not is_field(card.zone) or len(ids) < 2:
        return 0
    return _ranks([state.cards[i].placed for i in ids])[ids.index(card.id)]


def snapshot(state: GameState, *, declared: bool = False) -> dict[str, Any]:
    """The whole state as JSON, computed from scratch; ``declared``: each entry through the
    snapshot's dataclasses (:func:`card_entry`, :func:`player_entry`), to check the direct way."""
    bonuses = state.hp_bonuses()
    player = player_entry if declared else _player
    card_json = card_entry if declared else _card
    players = {pid: player(state, pid) for pid in state.players}
    cards: dict[str, Any] = {}
    for key, ids in state.zones.items():
        field = is_field(key)
        ranks = _ranks([state.cards[i].placed for i in ids]) if field and len(ids) > 1 else [0] * len(ids)
        for card_id, rank in zip(ids, ranks, strict=True):
            cards[card_id] = card_json(state, state.cards[card_id], bonuses, rank)
    return _assemble(state, players, cards)


class Snapshots:
    """Snapshots after each step, rebuilding only what changed since the last one (``state.dirty``).

    Unchanged parts are shared between steps (steps never mutate their state): card and player
    entries, the ``cards`` and ``players`` mappings themselves when nothing in them changed, and
    each gate item's entry until one of its cards changes. Equal to :func:`snapshot` at every step;
    a test checks it on generated boards.
    """

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.bonuses: dict[str, int] | None = None
        self.players: dict[str, Any] = {}
        self.cards: dict[str, Any] = {}
        #: the cards in a soul zone (ordered ids), kept from ``state.dirty``: no walk over every player
        self.souls: dict[str, None] = {}
        self.gate = _GateEntries(state)

    def __call__(self) -> dict[str, Any]:
        state = self.state
        bonuses = state.hp_bonuses()
        if bonuses != self.bonuses:
            full = snapshot(state)
            self.players, self.cards, self.bonuses = full["players"], full["cards"], bonuses
            self.souls = {i: None for p in state.players for i in state.zones[f"{p}.soul"]}
        else:
            cards = {}
            souls = self.souls
            for card_id in state.dirty:
                card = state.cards[card_id]
                cards[card_id] = _card(state, card, bonuses, _rank(state, card))
                if card.zone.endswith(".soul"):  # every move makes its card dirty
                    souls[card_id] = None
                else:
                    souls.pop(card_id, None)
            for card_id in souls:  # soul cards show whether their cards are still the same cards
                cards[card_id] = _card(state, state.cards[card_id], bonuses, 0)
            self.cards = updated(self.cards, cards)
            players = self.players
            self.players = updated(
                players, {pid: shared(_player(state, pid), players.get(pid)) for pid in state.dirty_players}
            )
        gate = self.gate()
        state.dirty.clear()
        state.dirty_players.clear()
        return _assemble(state, self.players, self.cards, gate)


class _GateEntries:
    """The gate's entries, kept between steps: an item's entry changes only when one of the cards it
    still shows moves (``state.dirty``; a card that moved is a new card, 3-2d, and never comes back),
    so a step that changes neither the gate nor those cards costs nothing, however long the gate."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.items: list[GateItem] = []
        self.out: list[dict[str, Any]] = []
        self.entries: dict[str, tuple[GateItem, dict[str, Any]]] = {}
        #: card id → the items whose entry shows that card (it has not moved since), as the keys of
        #: a dict: a dict of strings is not tracked by Python's collector, a set is (10,000 units on
        #: one destroy process are 10,000 of them)
        self.watch: dict[str, dict[str, None]] = {}

    def __call__(self) -> list[dict[str, Any]]:
        items = self.state.gate
        stale: set[str] = set()
        for card_id in self.state.dirty:
            stale.update(self.watch.get(card_id, ()))
        kept = len(self.items)
        if not stale and items == self.items:
            return self.out
        if not stale and len(items) > kept and items[:kept] == self.items:  # placed on top
            out = self.out + [self._entry(item, False) for item in items[kept:]]
        elif not stale and len(items) < kept and self.items[: len(items)] == items:  # resolved from the top
            out = self.out[: len(items)]
            self._forget(self.items[len(items) :])
        else:
            present = {item.uid for item in items}
            self._forget([item for item in self.items if item.uid not in present])
            out = [self._entry(item, item.uid in stale) for item in items]
        self.items, self.out = list(items), out
        return out

    def _entry(self, item: GateItem, stale: bool) -> dict[str, Any]:
        cached = self.entries.get(item.uid)
        if cached is not None and cached[0] is item and not stale:
            return cached[1]
        data = gate_item_json(self.state, item)
        self.entries[item.uid] = (item, data)
        for card_id, incarnation in item.cards:
            card = self.state.cards.get(card_id)
            if card is not None and card.incarnation == incarnation:
                self.watch.setdefault(card_id, {})[item.uid] = None
            elif card_id in self.watch:
                self.watch[card_id].pop(item.uid, None)
        return data

    def _forget(self, items: list[GateItem]) -> None:
        for item in items:
            self.entries.pop(item.uid, None)
            for card_id, _ in item.cards:
                if card_id in self.watch:
                    self.watch[card_id].pop(item.uid, None)


def _assemble(
    state: GameState, players: dict[str, Any], cards: dict[str, Any], gate: list[dict[str, Any]] | None = None
) -> dict[str, Any]:
    return {
        "turn_player": state.turn_player,
        "players": players,
        "cards": cards,
        "gate": gate if gate is not None else [gate_item_json(state, g) for g in state.gate],
        "pending": [
            to_json(WaitingAbility(t.source[0], t.ability, t.controller, t.event, t.event_card[0]))
            for t in state.pending
        ],
        "result": result_of(state),
    }
