"""Properties every game's generated boards must have, checked the same way for each game.

Each game's test_properties.py draws boards with its own hypothesis strategy and calls these; a
``run`` is that game's "run answering every decision with its first option" (None when the
script turns out illegal in the state it meets).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable

from hypothesis import assume
from hypothesis import strategies as st

import engine

Run = Callable[..., "engine.Trace | None"]

#: values that break a board line in ways the reader must report, never crash on
JUNK = ("three", "-1", "[]", "{}", "null", "x: y", "'", "- 1", "true")


def same_board_same_trace(text: str, run: Run, max_steps: int) -> None:
    first = run(engine.load_board(text), max_steps=max_steps)
    second = run(engine.load_board(text), max_steps=max_steps)
    assume(first is not None)
    assert first is not None and second is not None
    assert json.dumps(first.to_json(), sort_keys=True) == json.dumps(second.to_json(), sort_keys=True)


def ends_within_the_limit(text: str, run: Run, limit: int) -> None:
    """A run ends ('end', 'game-over', or a 'loop' step at the limit), every step citing a rule."""
    trace = run(engine.load_board(text), max_steps=limit)
    assume(trace is not None)
    assert trace is not None
    assert len(trace.steps) <= limit + 1
    assert trace.steps[-1].kind in {"end", "game-over", "loop"}
    assert all(step.cites for step in trace.steps)
    if trace.steps[-1].kind == "loop":
        assert trace.outcome["end"] == "loop"


def no_card_is_lost_or_duplicated(
    text: str, run: Run, max_steps: int, card_ids: Callable[[dict], Counter]
) -> engine.Trace:
    """Every card of the start stands in exactly one place at every step (``card_ids``: how many
    places a state's JSON names each card id in); the trace, for a game's own checks."""
    trace = run(engine.load_board(text), max_steps=max_steps)
    assume(trace is not None)
    assert trace is not None
    start = card_ids(trace.state_at(0))
    assert max(start.values()) == 1
    for i, step in enumerate(trace.steps):
        state = trace.state_at(i)
        assert card_ids(state) == start, step.kind
        assert set(state["cards"]) == set(start)
    return trace


def text_round_trips(text: str) -> None:
    board = engine.load_board(text)
    again = engine.load_board(board.to_text())
    assert again.to_text() == board.to_text()
    assert engine.run(again, max_steps=1).state_at(0) == engine.run(board, max_steps=1).state_at(0)


def damaged_board_is_a_board_error(
    text: str, data: st.DataObject, run: Run, junk: tuple[str, ...] = JUNK
) -> None:
    """One line of a valid board spoiled: a BoardError listing problems, or a run; never a crash."""
    lines = text.splitlines()
    index = data.draw(st.integers(0, len(lines) - 1))
    spoiled = data.draw(st.sampled_from(junk))
    head, sep, _ = lines[index].partition(": ")
    lines[index] = head + sep + spoiled if sep else lines[index] + " " + spoiled
    try:
        board = engine.load_board("\n".join(lines))
    except engine.BoardError as error:
        assert error.problems and all(isinstance(p, str) for p in error.problems)
        return
    run(board, max_steps=200)
