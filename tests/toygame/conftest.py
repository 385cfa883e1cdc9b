import pytest

from . import install


@pytest.fixture(autouse=True, scope="session")
def _toy_game_installed():
    """The toy game and its rulebook, known to the engine as a third game's would be."""
    install()
