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

from dataclasses import dataclass
from typing import Any

from ..core.snapshot import Result, to_json
from .model import AREAS, GameState


@dataclass
class LeaderSnapshot:
    """``life``: how many Life cards the player has."""

    id: str
    name: dict[str, str] | None
    power: int
    life: int


@dataclass
class CostArea:
    """DON!! cards in the cost area, active and rested."""

    active: int
    rested: int


@dataclass
class PlayerSnapshot:
    """A player's areas: card ids (deck and Life top first)."""

    status: str
    leader: LeaderSnapshot
    characters: list[str]
    stage: str | None
    cost_area: CostArea
    don_deck: int
    hand: list[str]
    deck: list[str]
    trash: list[str]
    life: list[str]
    no_area: list[str]


@dataclass
class CardSnapshot:
    """``cost``/``power``: as they are now (effects and given DON!! counted); ``keywords`` include
    ``trigger`` for a card with a [Trigger] effect."""

    owner: str
    zone: str
    name: dict[str, str] | None
    type: str
    cost: int | None
    power: int | None
    counter: int | None
    keywords: list[str]
    given_don: int
    rested: bool
    negated: bool


@dataclass
class PendingEffect:
    """An auto effect waiting to activate: its card, timing (engine.onepiece.words.TIMINGS), controller."""

    card: str
    timing: str
    controller: str


@dataclass
class DamageProcessing:
    """Damage processing under way: ``left`` damage still to deal to ``player``."""

    player: str
    left: int


@dataclass
class Snapshot:
    turn: int
    turn_player: str
    phase: str
    players: dict[str, PlayerSnapshot]
    cards: dict[str, CardSnapshot]
    pending: list[PendingEffect]
    damage_processing: DamageProcessing | None
    result: Result | None


def _result(state: GameState) -> Result | None:
    lost = [p for p, info in state.players.items() if info.status == "lost"]
    if not lost:
        return None
    left = [p for p, info in state.players.items() if info.status == "playing"]
    if len(left) == 1:
        return Result("win", left[0])
    return Result("draw", None)


def result_of(state: GameState) -> dict[str, Any] | None:
    """The result as JSON: null while the game goes on."""
    return to_json(_result(state))


def _player(state: GameState, pid: str) -> PlayerSnapshot:
    player = state.players[pid]
    leader = state.leader(pid)
    stage = state.zones[f"{pid}.stage"]
    zones = {
        zone: list(state.zones[f"{pid}.{zone}"]) for zone in ("hand", "deck", "trash", "life", "no_area")
    }
    return PlayerSnapshot(
        status=player.status,
        leader=LeaderSnapshot(
            leader.id, dict(leader.name) if leader.name else None, state.power(leader), len(zones["life"])
        ),
        characters=list(state.zones[f"{pid}.characters"]),
        stage=stage[0] if stage else None,
        cost_area=CostArea(player.active_don, player.rested_don),
        don_deck=player.don_deck,
        **zones,
    )


def _card(state: GameState, card_id: str) -> CardSnapshot:
    card = state.cards[card_id]
    keywords = list(card.keywords)
    if any(a.timing == "trigger" for _, a, _ in card.all_abilities()):
        keywords.append("trigger")
    return CardSnapshot(
        owner=card.owner,
        zone=card.zone,
        name=dict(card.name) if card.name else None,
        type=card.type,
        cost=state.cost(card),
        power=state.power(card),
        counter=card.counter,
        keywords=keywords,
        given_don=card.given_don,
        rested=card.rested,
        negated=card.negated,
    )


def snapshot(
    state: GameState, pending: list[dict[str, Any]] | None = None, damage: dict[str, Any] | None = None
) -> dict[str, Any]:
    """The state as JSON (:class:`Snapshot`); ``pending`` and ``damage`` as the resolution keeps them."""
    return to_json(
        Snapshot(
            turn=state.turn,
            turn_player=state.turn_player,
            phase=state.phase,
            players={pid: _player(state, pid) for pid in state.players},
            cards={
                card_id: _card(state, card_id)
                for pid in state.players
                for area in AREAS
                for card_id in state.zones[f"{pid}.{area}"]
            },
            pending=[PendingEffect(**p) for p in pending or []],
            damage_processing=DamageProcessing(**damage) if damage else None,
            result=_result(state),
        )
    )
