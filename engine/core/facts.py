"""The facts a board's ``expect`` entries check on a step's state, in the shapes games share.

The core checks its own keys (``cards``, ``lost``, ``winner``, ``result``, ``cited``,
``not_cited``, ``chosen``); a game lists the rest as ``facts`` (key → check) on its
:class:`~engine.core.registry.GameBase`. A check takes the key, the expected value as the board
wrote it, and the step's JSON state, and returns one message a fact that does not hold.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

#: key, expected value, the step's JSON state → what does not hold ([] when it all does)
FactCheck = Callable[[str, Any, dict[str, Any]], list[str]]


def card_fact(key: str, expected: Any, state: dict[str, Any]) -> list[str]:
    """``{card: value}``: each card's field ``key`` in the state (``hp: {u1: 3}``)."""
    cards = state["cards"]
    out = []
    for card_id, value in (expected or {}).items():
        actual = cards.get(str(card_id), {}).get(key)
        if actual != value:
            out.append(f"expected {card_id}.{key} = {value!r}, found {actual!r}")
    return out


def player_fact(noun: str, read: Callable[[dict[str, Any]], Any]) -> FactCheck:
    """``{player: value}``: what ``read`` finds in the player's entry; ``noun`` names it in messages."""

    def check(key: str, expected: Any, state: dict[str, Any]) -> list[str]:
        out = []
        for player, value in (expected or {}).items():
            actual = read(state["players"].get(str(player), {}))
            if actual != value:
                out.append(f"expected {player}'s {noun} {value}, found {actual}")
        return out

    return check


def state_fact(key: str, expected: Any, state: dict[str, Any]) -> list[str]:
    """A value at the top of the state (``phase: main``)."""
    actual = state.get(key)
    return [] if actual == expected else [f"expected {key} {expected!r}, found {actual!r}"]
