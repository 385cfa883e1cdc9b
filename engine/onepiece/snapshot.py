"""The state as JSON for the trace: what the site draws after each step (a table per player).

::

    {"turn": 1, "turn_player": "A", "phase": "main",
     "players": {"A": {"status": "playing",
                       "leader": {"id", "name", "power", "life"},   # life: the number of Life cards
                       "characters": [ids], "stage": id | null,
                       "cost_area": {"active": n, "rested": n}, "don_deck": n,
                       "hand": [ids], "deck": [ids, top first], "trash": [ids],
                       "life": [ids, top first], "no_area": [ids]}},
     "cards": {id: {"owner", "zone", "name", "type", "cost", "power", "counter", "keywords",
                    "given_don", "rested", "negated"}},
     "pending": [{"card", "timing", "controller"}],      # auto effects waiting to activate
     "damage_processing": null | {"player", "left"},
     "result": null | {"result": "win", "winner": "A"}}
"""

from __future__ import annotations

from typing import Any

from .model import AREAS, GameState


def result_of(state: GameState) -> dict[str, Any] | None:
    lost = [p for p, info in state.players.items() if info.status == "lost"]
    if not lost:
        return None
    left = [p for p, info in state.players.items() if info.status == "playing"]
    if len(left) == 1:
        return {"result": "win", "winner": left[0]}
    return {"result": "draw", "winner": None}


def snapshot(
    state: GameState, pending: list[dict[str, Any]] | None = None, damage: dict[str, Any] | None = None
) -> dict[str, Any]:
    players: dict[str, Any] = {}
    for pid, player in state.players.items():
        leader = state.leader(pid)
        stage = state.zones[f"{pid}.stage"]
        players[pid] = {
            "status": player.status,
            "leader": {
                "id": leader.id,
                "name": dict(leader.name) if leader.name else None,
                "power": state.power(leader),
                "life": len(state.zones[f"{pid}.life"]),
            },
            "characters": list(state.zones[f"{pid}.characters"]),
            "stage": stage[0] if stage else None,
            "cost_area": {"active": player.active_don, "rested": player.rested_don},
            "don_deck": player.don_deck,
            "hand": list(state.zones[f"{pid}.hand"]),
            "deck": list(state.zones[f"{pid}.deck"]),
            "trash": list(state.zones[f"{pid}.trash"]),
            "life": list(state.zones[f"{pid}.life"]),
            "no_area": list(state.zones[f"{pid}.no_area"]),
        }
    cards: dict[str, Any] = {}
    for pid in state.players:
        for area in AREAS:
            for card_id in state.zones[f"{pid}.{area}"]:
                card = state.cards[card_id]
                keywords = list(card.keywords)
                if any(a.timing == "trigger" for _, a, _ in card.all_abilities()):
                    keywords.append("trigger")
                cards[card_id] = {
                    "owner": card.owner,
                    "zone": card.zone,
                    "name": dict(card.name) if card.name else None,
                    "type": card.type,
                    "cost": state.cost(card),
                    "power": state.power(card),
                    "counter": card.counter,
                    "keywords": keywords,
                    "given_don": card.given_don,
                    "rested": card.rested,
                    "negated": card.negated,
                }
    return {
        "turn": state.turn,
        "turn_player": state.turn_player,
        "phase": state.phase,
        "players": players,
        "cards": cards,
        "pending": list(pending or []),
        "damage_processing": dict(damage) if damage else None,
        "result": result_of(state),
    }
