"""A toy game built only on the engine's core: how a third game plugs in (docs/adding-a-game.md).

Two players draw from their decks; one who has to draw from an empty deck loses (toy rule 2-2);
one with more than two cards in hand discards one of their choice (3-1, a decision). Its rulebook
is tests/fixtures/rulebooks/toy/ (made up for the tests). :func:`install` makes the game and its
rulebook known to the engine; the boards are in boards/, their golden traces in boards/golden/.
"""

from __future__ import annotations

from pathlib import Path

from engine.core import registry
from engine.ruletext import catalog

from .game import GAME

BOARDS_DIR = Path(__file__).resolve().parent / "boards"
MANIFEST = Path(__file__).resolve().parents[1] / "fixtures" / "rulebooks" / "toy" / "manifest.yaml"


def install() -> None:
    """Register the toy game (``game: toy``) and its rulebook (``toy-rules`` 1.0); idempotent."""
    registry.register(GAME)
    for book in catalog.read_manifest(MANIFEST):
        catalog.add_rulebook(book)
