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

    Unchanged card and player entries are shared between steps (steps never mutate their state).
    Equal to :func:`snapshot` at every step; a test checks it on generated boards.
    """

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.bonuses: dict[str, int] | None = None
        self.players: dict[str, Any] = {}
        self.cards: dict[str, Any] = {}

    def __call__(self) -> dict[str, Any]:
        state = self.state
        bonuses = state.hp_bonuses()
        if bonuses != self.bonuses:
            full = snapshot(state)
            self.players, self.cards, self.bonuses = dict(full["players"]), dict(full["cards"]), bonuses
        else:
            for card_id in state.dirty:
                card = state.cards[card_id]
                self.cards[card_id] = _card(state, card, bonuses, _rank(state, card))
            for pid in state.dirty_players:
                self.players[pid] = _player(state, pid)
            for pid in state.players:  # soul cards show whether their cards are still the same cards
                for card_id in state.zones[f"{pid}.soul"]:
                    self.cards[card_id] = _card(state, state.cards[card_id], bonuses, 0)
        state.dirty.clear()
        state.dirty_players.clear()
        return _assemble(state, dict(self.players), dict(self.cards))


def _assemble(state: GameState, players: dict[str, Any], cards: dict[str, Any]) -> dict[str, Any]:
    return {
        "turn_player": state.turn_player,
        "players": players,
        "cards": cards,
        "gate": [gate_item_json(state, g) for g in state.gate],
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
