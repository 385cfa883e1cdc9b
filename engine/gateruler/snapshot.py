"""The state as JSON for the trace: what the site draws after each step.

``players``: each player's ruler and zones (card ids, top/first first); ``cards``: each card's
owner, zone, and for units the current HP (printed HP + changes + static abilities), printed HP
and damage; ``gate``: bottom first (the last item resolves first); ``pending``: auto abilities
waiting for the next system processing; ``result``: null while the game goes on.
"""

from __future__ import annotations

from typing import Any

from .abilities import ability_to_data
from .board_state import _ranks, soul_groups
from .model import LINED_ZONES, LIST_ZONES, Card, GameState, GateItem, is_field


def result_of(state: GameState) -> dict[str, Any] | None:
    """1-4: a defeated player leaves; the last player remaining wins; none remaining: a draw."""
    lost = [p for p, info in state.players.items() if info.status == "lost"]
    if not lost:
        return None
    active = [p for p, info in state.players.items() if info.status == "playing"]
    if not active:
        return {"result": "draw", "winner": None}
    if len(active) == 1:
        return {"result": "win", "winner": active[0]}
    return None


def gate_item_json(state: GameState, item: GateItem) -> dict[str, Any]:
    data: dict[str, Any] = {"id": item.uid, "kind": item.kind}
    if item.by:
        data["by"] = item.by
    if item.reason:
        data["reason"] = item.reason
    if item.cards or item.kind in ("destroy-process", "damage-execution-process"):
        data["cards"] = [i for i, inc in item.cards if (c := state.cards.get(i)) and c.incarnation == inc]
    if item.players:
        data["players"] = list(item.players)
    if item.amount:
        data["amount"] = item.amount
    if item.name:
        data["name"] = dict(item.name)
    if item.source:
        data["source"] = item.source[0]
        data["ability"] = item.ability
    if item.soul:
        data["soul"] = [s[0] for s in item.soul]
    return data


def _player(state: GameState, pid: str) -> dict[str, Any]:
    zones = state.zones
    player = state.players[pid]
    ruler = state.cards[player.ruler]
    p: dict[str, Any] = {
        "status": player.status,
        "ruler": {"id": ruler.id, "life": ruler.life, "damage": ruler.damage},
    }
    for zone in LIST_ZONES[:4]:
        p[zone] = list(zones[f"{pid}.{zone}"])
    for zone, lines in LINED_ZONES.items():
        p[zone] = {line: list(zones[f"{pid}.{zone}.{line}"]) for line in lines}
    p["field_zone"] = list(zones[f"{pid}.field_zone"])
    p["soul"] = list(zones[f"{pid}.soul"])
    return p


def _card(state: GameState, card: Card, bonuses: dict[str, int], rank: int) -> dict[str, Any]:
    key = card.zone
    field = is_field(key)
    entry: dict[str, Any] = {"owner": card.owner, "zone": key}
    if card.name:
        entry["name"] = card.name
    if card.hp is not None:
        entry["hp"] = state.current_hp(card, bonuses) if field else card.hp + card.hp_change
        entry["printed_hp"] = card.hp
        entry["damage"] = card.damage
    if card.life is not None:
        entry["life"] = card.life
    if field:
        entry["placed"] = rank
    if key.endswith(".soul"):
        entry["attached_to"] = soul_groups(state, card)
    if card.abilities:
        entry["abilities"] = [ability_to_data(a) for a in card.abilities]
    return entry


def _rank(state: GameState, card: Card) -> int:
    ids = state.zones[card.zone]
    if not is_field(card.zone) or len(ids) < 2:
        return 0
    return _ranks([state.cards[i].placed for i in ids])[ids.index(card.id)]


def snapshot(state: GameState) -> dict[str, Any]:
    """The whole state as JSON, computed from scratch."""
    bonuses = state.hp_bonuses()
    players = {pid: _player(state, pid) for pid in state.players}
    cards: dict[str, Any] = {}
    for key, ids in state.zones.items():
        field = is_field(key)
        ranks = _ranks([state.cards[i].placed for i in ids]) if field and len(ids) > 1 else [0] * len(ids)
        for card_id, rank in zip(ids, ranks, strict=True):
            cards[card_id] = _card(state, state.cards[card_id], bonuses, rank)
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
        self.gate = _GateEntries(state)

    def __call__(self) -> dict[str, Any]:
        state = self.state
        bonuses = state.hp_bonuses()
        if bonuses != self.bonuses:
            full = snapshot(state)
            self.players, self.cards, self.bonuses = full["players"], full["cards"], bonuses
        else:
            cards = {}
            for card_id in state.dirty:
                card = state.cards[card_id]
                cards[card_id] = _card(state, card, bonuses, _rank(state, card))
            for pid in state.players:  # soul cards show whether their cards are still the same cards
                for card_id in state.zones[f"{pid}.soul"]:
                    cards[card_id] = _card(state, state.cards[card_id], bonuses, 0)
            self.cards = _updated(self.cards, cards)
            players = self.players
            self.players = _updated(
                players, {pid: _shared(_player(state, pid), players.get(pid)) for pid in state.dirty_players}
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
        #: card id → the items whose entry shows that card (it has not moved since)
        self.watch: dict[str, set[str]] = {}

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
                self.watch.setdefault(card_id, set()).add(item.uid)
            elif card_id in self.watch:
                self.watch[card_id].discard(item.uid)
        return data

    def _forget(self, items: list[GateItem]) -> None:
        for item in items:
            self.entries.pop(item.uid, None)
            for card_id, _ in item.cards:
                if card_id in self.watch:
                    self.watch[card_id].discard(item.uid)


def _shared(new: dict[str, Any], old: dict[str, Any] | None) -> dict[str, Any]:
    """``new``, keeping the parts of ``old`` that are equal (a zone that did not change stays the same
    list), so that a step holds only what it changed."""
    if old is None:
        return new
    for key, value in new.items():
        before = old.get(key)
        if before == value:
            new[key] = before
        elif isinstance(value, dict) and isinstance(before, dict):
            new[key] = _shared(value, before)
    return new


def _updated(entries: dict[str, Any], new: dict[str, Any]) -> dict[str, Any]:
    """``entries`` with ``new`` put in: the same mapping when nothing differs, else a copy."""
    changed = {key: value for key, value in new.items() if entries.get(key) != value}
    return {**entries, **changed} if changed else entries


def _assemble(
    state: GameState, players: dict[str, Any], cards: dict[str, Any], gate: list[dict[str, Any]] | None = None
) -> dict[str, Any]:
    return {
        "turn_player": state.turn_player,
        "players": players,
        "cards": cards,
        "gate": gate if gate is not None else [gate_item_json(state, g) for g in state.gate],
        "pending": [
            {
                "card": t.source[0],
                "ability": t.ability,
                "controller": t.controller,
                "event": t.event,
                "that": t.event_card[0],
            }
            for t in state.pending
        ],
        "result": result_of(state),
    }
