"""The toy game's state: players with a deck, a hand and a discard pile (1-1), cards by id.

Read from a board's ``state:`` with the core's YAML readers (every problem collected, each with its
line), written back as the same YAML, and shown to readers as the JSON snapshot of a step.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from engine.core.yamlnode import Node, Problems, as_card, as_list, as_map, as_text_pair

PLAYERS = ("A", "B")
ZONES = ("deck", "hand", "discard")
ZONE_NAMES = {"deck": ("デッキ", "deck"), "hand": ("手札", "hand"), "discard": ("捨て札", "discard pile")}


@dataclass
class Card:
    id: str
    owner: str
    zone: str
    name: dict[str, str] | None = None
    #: what readers call it ({ja, en}), set by GameBase.name_cards
    shown: tuple[str, str] = ("", "")


@dataclass
class Player:
    deck: list[str] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    status: str = "playing"


@dataclass
class State:
    players: dict[str, Player]
    cards: dict[str, Card]

    @property
    def zones(self) -> dict[str, list[str]]:
        return {f"{p}.{z}": getattr(player, z) for p, player in self.players.items() for z in ZONES}

    def copy(self) -> State:
        return copy.deepcopy(self)

    def move(self, card_id: str, zone: str) -> None:
        """Move a card from where it is to the end of ``zone`` (``A.hand``)."""
        card = self.cards[card_id]
        getattr(self.players[card.owner], card.zone.split(".")[1]).remove(card_id)
        getattr(self.players[card.owner], zone.split(".")[1]).append(card_id)
        card.zone = zone

    def result(self) -> dict[str, Any] | None:
        """Who won, once one player is left (1-2)."""
        left = [p for p, player in self.players.items() if player.status == "playing"]
        return {"result": "win", "winner": left[0]} if len(left) == 1 else None

    def snapshot(self) -> dict[str, Any]:
        """The JSON state of a step: players (zones as card ids, status), cards by id, the result."""
        return {
            "players": {
                p: {**{z: list(getattr(player, z)) for z in ZONES}, "status": player.status}
                for p, player in self.players.items()
            },
            "cards": {
                c.id: {"id": c.id, "name": c.name, "owner": c.owner, "zone": c.zone, "shown": list(c.shown)}
                for c in self.cards.values()
            },
            "result": self.result(),
        }


def zone_label(zone: str) -> tuple[str, str]:
    """``A.deck`` → ("Aのデッキ", "A's deck")."""
    player, _, name = zone.partition(".")
    ja, en = ZONE_NAMES.get(name, (name, name))
    return f"{player}の{ja}", f"{player}'s {en}"


def read_state(node: Node, problems: Problems) -> State | None:
    """``players: {A: {deck: [...], hand: [...], discard: [...]}, B: ...}``; a card is an id or
    ``{id: ..., name: {ja, en}}``."""
    top = as_map(node, problems, allowed=("players",), required=("players",))
    players_node = as_map(top.get("players") if top else None, problems, allowed=PLAYERS, required=PLAYERS)
    if players_node is None:
        return None
    state = State({}, {})
    seen: dict[str, int] = {}
    for name in PLAYERS:
        zones = as_map(players_node.get(name), problems, allowed=ZONES) or {}
        state.players[name] = player = Player()
        for zone in ZONES:
            for item in as_list(zones.get(zone), problems) or []:
                card_id, fields = as_card(item, problems, keys=("id", "name"), seen=seen, reserved=())
                if card_id is None:
                    continue
                card_name = as_text_pair(fields["name"], problems) if "name" in fields else None
                state.cards[card_id] = Card(card_id, name, f"{name}.{zone}", card_name)
                getattr(player, zone).append(card_id)
    return state


def state_to_data(state: State) -> dict[str, Any]:
    """The state as a board writes it: reading it again gives an equal state."""

    def card(card_id: str) -> Any:
        c = state.cards[card_id]
        return {"id": c.id, "name": dict(c.name)} if c.name else c.id

    return {
        "players": {
            p: {z: [card(i) for i in getattr(player, z)] for z in ZONES if getattr(player, z)}
            for p, player in state.players.items()
        }
    }
