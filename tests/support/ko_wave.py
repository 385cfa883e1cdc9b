"""A ONE PIECE board where one Event K.O.s 10 Characters at once, each with N [On K.O.] effects:
10 × N effects wait at once, and each draws a card. Used by benchmarks/onepiece_ko.py and by the
engine's tests of shared lists (tests/engine_onepiece/test_shared_lists.py)."""

from __future__ import annotations

import copy
from typing import Any

import yaml

import engine
from engine.onepiece.model import Card

#: a game has two players with at most 5 Characters each (3-7-6-1): 10 Characters K.O.'d at once
CHARACTERS = 10
ON_KO = {"timing": "on_ko", "text": {"ja": "【KO時】カード1枚を引く。", "en": "[On K.O.] Draw 1 card."},
         "do": [{"draw": 1}]}  # fmt: skip
WAVE = {"id": "wave", "name": {"ja": "大津波", "en": "Tidal Wave"}, "type": "event", "cost": 0,
        "effects": [{"timing": "main", "text": {"ja": "【メイン】キャラすべてを、KOする。",
                                                "en": "[Main] K.O. all Characters."},
                     "do": [{"ko": {"whose": "any", "all": True}}]}]}  # fmt: skip


def board_text(per_card: int, board_id: str = "ko-wave") -> str:
    """The board as YAML text, each Character with ``per_card`` [On K.O.] effects; one card in each deck."""
    players: dict[str, Any] = {}
    for pid in ("A", "B"):
        characters = [
            {
                "id": f"{pid}c{i}",
                "cost": 1,
                "power": 1000,
                "effects": [copy.deepcopy(ON_KO) for _ in range(per_card)],
            }
            for i in range(CHARACTERS // 2)
        ]
        players[pid] = {"leader": {"id": f"l{pid}", "power": 5000}, "life": [f"lf{pid}"],
                        "characters": characters, "deck": [f"d{pid}-0"]}  # fmt: skip
    players["A"]["hand"] = [copy.deepcopy(WAVE)]
    board = {
        "board": {"id": board_id, "title": {"ja": "大津波", "en": "Tidal Wave"},
                  "game": "onepiece", "rulebook": "one-piece", "version": "1.2.1", "sections": []},
        "state": {"start": {"turn": 3, "first": "A", "phase": "main"}, "players": players},
        "script": [{"play": "wave"}],
    }  # fmt: skip
    return yaml.safe_dump(board, sort_keys=False, allow_unicode=True)


def with_decks(board: engine.Board, size: int) -> engine.Board:
    """``board`` with ``size`` cards in each deck, put in the read state: a deck may hold more than
    the 50 cards a board file may (5-1-2), for the draws of many [On K.O.] effects."""
    state = board.state
    for pid in ("A", "B"):
        deck = state.zones[f"{pid}.deck"]
        for k in range(len(deck), size):
            card_id = f"d{pid}-{k}"
            state.cards[card_id] = Card(id=card_id, owner=pid, zone=f"{pid}.deck")
            deck.append(card_id)
    state.track()
    return board
