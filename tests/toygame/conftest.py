import pytest


@pytest.fixture(autouse=True)
def _toy_game_installed(toy_game):
    """Every test here runs with the toy game and its rulebook known to the engine (and only it)."""
    return toy_game
