"""A toy game built only on the engine's core: how a third game plugs in (docs/adding-a-game.md).

Two players draw from their decks; one who has to draw from an empty deck loses (toy rule 2-2);
one with more than two cards in hand discards one of their choice (3-1, a decision). Its rulebook
is tests/fixtures/rulebooks/toy/ (made up for the tests), its words for the site (step kinds'
names) messages/. :func:`installed` makes the game and its rulebook known to the engine for one
test (the ``toy_game`` fixture, tests/conftest.py); the boards are in boards/, their golden traces
in boards/golden/.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from engine.core import registry
from engine.ruletext import catalog

from .game import GAME, ToyGame

BOARDS_DIR = Path(__file__).resolve().parent / "boards"
MANIFEST = Path(__file__).resolve().parents[1] / "fixtures" / "rulebooks" / "toy" / "manifest.yaml"


@contextmanager
def installed() -> Iterator[ToyGame]:
    """The toy game (``game: toy``) and its rulebook (``toy-rules`` 1.0) known to the engine inside
    the block, and forgotten after it: no other test sees a game it did not ask for."""
    books = catalog.read_manifest(MANIFEST)
    registry.register(GAME)
    for book in books:
        catalog.add_rulebook(book)
    try:
        yield GAME
    finally:
        registry.unregister(GAME.name)
        for book in books:
            catalog.remove_rulebook(book.slug)
