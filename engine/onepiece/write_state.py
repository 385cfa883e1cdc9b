"""The ``state:`` of a ONE PIECE board written back, as :mod:`.board_state` reads it: a card as its
id alone when nothing else about it differs from the default.

See docs/boards-onepiece.md. Reading, writing and reading again gives an equal state.
"""

from __future__ import annotations

from typing import Any

from .board_state import DEFAULT_TYPE, LIST_AREAS
from .model import Card, GameState


def card_to_data(card: Card, area: str, turn: int = 1) -> dict[str, Any] | str:
    data: dict[str, Any] = {"id": card.id}
    if card.name:
        data["name"] = dict(card.name)
    if card.type != DEFAULT_TYPE.get(area, "character"):
        data["type"] = card.type
    for key in ("cost", "power", "counter", "life"):
        if getattr(card, key) is not None:
            data[key] = getattr(card, key)
    if card.colors:
        data["colors"] = list(card.colors)
    if card.number is not None:
        data["number"] = card.number
    data.update(card.info.raw)  # types, attributes, from_text (chapter 2)
    if card.keywords:
        data["keywords"] = list(card.keywords)
    if card.abilities:
        data["effects"] = [a.raw for a in card.abilities]
    if card.given_don:
        data["given_don"] = card.given_don
    if card.rested:
        data["rested"] = True
    if card.negated:
        data["negated"] = True
    if sum(card.power_mods):
        data["power_change"] = sum(card.power_mods)
    if card.gained:
        data["gained_effects"] = [a.raw for a in card.gained]
    if card.base_powers:
        data["base_power"] = max(card.base_powers)
    if card.base_costs:
        data["base_cost"] = max(card.base_costs)
    if card.face_up:
        data["face_up"] = True
    if card.played_turn == turn and area == "characters":
        data["played_this_turn"] = True
    if card.played_by:
        data["played_by"] = dict(card.played_by)
    if card.lasting:
        data["lasting"] = [
            {"by": by, "until": until, "controller": controller, "since": since}
            for by, until, controller, since in card.lasting
        ]
    return data if len(data) > 1 else card.id


def state_to_data(state: GameState) -> dict[str, Any]:
    players: dict[str, Any] = {}
    for pid, player in state.players.items():
        p: dict[str, Any] = {}
        leader = state.zones[f"{pid}.leader"]
        if leader:
            p["leader"] = card_to_data(state.cards[leader[0]], "leader", state.turn)
        for area in LIST_AREAS:
            ids = state.zones[f"{pid}.{area}"]
            if ids or area == "deck":
                p[area] = [card_to_data(state.cards[i], area, state.turn) for i in ids]
        if state.zones[f"{pid}.stage"]:
            p["stage"] = card_to_data(state.cards[state.zones[f"{pid}.stage"][0]], "stage", state.turn)
        if player.active_don or player.rested_don:
            p["cost_area"] = {"active": player.active_don, "rested": player.rested_don}
        if player.don_deck or state.stated:
            p["don_deck"] = player.don_deck
        if player.don_added:
            p["don_added"] = {"count": player.don_added, "by": dict(player.don_added_by or {})}
        if player.status != "playing":
            p["status"] = player.status
        players[pid] = p
    data: dict[str, Any] = {}
    if state.setup is not None:
        setup: dict[str, Any] = {"decides": state.setup.decides}
        if state.setup.seed is not None:
            setup["seed"] = state.setup.seed
        data["start"] = {"setup": setup}
    elif state.stated:
        data["start"] = {"turn": state.turn, "first": state.first_player, "phase": state.phase}
    else:  # a board written before start: keeps its meaning
        data["turn_player"] = state.turn_player
        if state.phase != "main":
            data["phase"] = state.phase
        if state.turn != 1:
            data["turn"] = state.turn
    data["players"] = players
    return data
