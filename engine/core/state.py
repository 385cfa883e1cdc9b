"""What the core reads of a game's state: the few names every game's state has.

A game's state is its own (dataclasses in ``engine/<game>/model.py``); the core only reads these,
to name cards for readers, to measure a board against its limits, and to say who lost.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol


class CardLike(Protocol):
    id: str
    #: {ja, en}, or None for a card the board does not name
    name: dict[str, str] | None
    owner: str
    #: its zone key (``A.deck``)
    zone: str
    #: what readers call it (ja, en), set by ``GameBase.name_cards``
    shown: tuple[str, str]


class PlayerLike(Protocol):
    #: ``"lost"`` once the player has lost
    status: str


class StateLike(Protocol):
    @property
    def cards(self) -> Mapping[str, CardLike]: ...

    @property
    def zones(self) -> Mapping[str, Sequence[str]]:
        """Zone key → the ids of the cards in it."""
        ...

    @property
    def players(self) -> Mapping[str, PlayerLike]: ...

    def copy(self) -> StateLike: ...
