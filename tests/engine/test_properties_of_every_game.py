"""Properties every game's generated boards have, drawn from each game's own board strategy: the same
board and choices give the same trace, a run always ends, a board's text round-trips, a spoiled line is a
BoardError."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ..engine_onepiece import test_properties as onepiece
from ..support import properties
from . import test_properties as gateruler

#: game → (board strategy, run answering first options, step limit, junk values for a spoiled line)
GAMES = {
    "gateruler": (gateruler.boards(), gateruler.run_choosing_first, 400, properties.JUNK),
    "onepiece": (onepiece.boards(), onepiece.run_choosing_first, 300, (*properties.JUNK, "flying")),
}


@pytest.mark.parametrize("game", GAMES)
@gateruler.SETTINGS
@given(data=st.data())
def test_the_same_board_and_choices_give_the_same_trace(game, data):
    strategy, run, max_steps, _ = GAMES[game]
    properties.same_board_same_trace(data.draw(strategy), run, max_steps=max_steps)


@pytest.mark.parametrize("game", GAMES)
@gateruler.SETTINGS
@given(data=st.data(), limit=st.integers(1, 40))
def test_resolution_always_ends_within_the_limit(game, data, limit):
    strategy, run, _, _ = GAMES[game]
    properties.ends_within_the_limit(data.draw(strategy), run, limit)


@pytest.mark.parametrize("game", GAMES)
@gateruler.SETTINGS
@given(data=st.data())
def test_state_to_text_to_state_round_trips(game, data):
    properties.text_round_trips(data.draw(GAMES[game][0]))


@pytest.mark.parametrize("game", GAMES)
@gateruler.SETTINGS
@given(data=st.data())
def test_a_damaged_board_gives_a_board_error_never_a_crash(game, data):
    strategy, run, _, junk = GAMES[game]
    properties.damaged_board_is_a_board_error(data.draw(strategy), data, run, junk)
