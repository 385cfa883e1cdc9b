"""Limits on what a board may cost: cards and cards in one zone when it is loaded, CPU time while it
runs (each a LimitExceeded naming the limit and its value), steps (a 'loop' step)."""

from __future__ import annotations

import gc

import pytest
import yaml

import engine
from engine.core.recorder import SNAPSHOT_EVERY, STATE_SHARE, weight

from .conftest import board_text, loop_text


def padded(deck_size: int) -> str:
    """The minimal board with player A's deck padded to ``deck_size`` cards."""
    deck = ", ".join(f"a{i}" for i in range(1, deck_size + 1))
    return board_text().replace("deck: [a1, a2]", f"deck: [{deck}]")


def test_a_board_with_more_cards_than_the_limit_is_refused_naming_the_limit():
    text = padded(40)  # 40 + u1 + rA + rB + b1 + b2 = 45 cards
    with pytest.raises(engine.LimitExceeded) as info:
        engine.load_board(text, source_name="big.yaml", limits=engine.Limits(cards=44))
    error = info.value
    assert isinstance(error, engine.BoardError)
    assert (error.limit, error.value, error.found) == ("cards", 44, 45)
    assert error.problems == ["the board has 45 cards; the limit is 44 (limit 'cards')"]
    assert str(error) == "big.yaml: the board has 45 cards; the limit is 44 (limit 'cards')"
    engine.load_board(text, limits=engine.Limits(cards=45))  # at the limit is fine


def test_a_deck_over_the_zone_limit_is_refused_naming_the_zone():
    with pytest.raises(engine.LimitExceeded) as info:
        engine.load_board(padded(1_500), limits=engine.Limits(zone=1_000))
    assert info.value.limit == "zone" and info.value.where == "A.deck"
    assert info.value.problems == [
        "zone A.deck holds 1,500 cards; the limit is 1,000 cards in one zone (limit 'zone')"
    ]


def test_run_checks_the_card_limits_too_when_the_board_was_loaded_with_larger_ones():
    board = engine.load_board(padded(300))
    with pytest.raises(engine.LimitExceeded) as info:
        engine.run(board, limits=engine.Limits(zone=200))
    assert info.value.limit == "zone"


class FakeClock:
    """A CPU clock that advances by ``tick`` seconds each time it is read."""

    def __init__(self, tick: float):
        self.now, self.tick = 0.0, tick

    def __call__(self) -> float:
        self.now += self.tick
        return self.now


def test_a_run_over_its_cpu_budget_stops_with_an_error_naming_the_budget():
    board = engine.load_board(loop_text())
    limits = engine.Limits(cpu_seconds=0.5, clock=FakeClock(0.1))
    with pytest.raises(engine.LimitExceeded) as info:
        engine.run(board, limits=limits)
    error = info.value
    assert (error.limit, error.value) == ("cpu_seconds", 0.5)
    assert error.found > 0.5
    # read at the start (0.1), then before each step: before step 5 it reads 0.7, 0.6 s in
    assert error.problems == [
        "the run used 0.6 s of CPU time by step 5; the limit is 0.5 s (limit 'cpu_seconds')"
    ]


def test_no_cpu_budget_means_the_run_ends_with_its_loop_step():
    board = engine.load_board(loop_text())
    trace = engine.run(board, limits=engine.Limits(cpu_seconds=None, steps=300, clock=FakeClock(10.0)))
    assert len(trace.steps) == 301 and trace.steps[-1].kind == "loop"
    assert "300 steps" in trace.steps[-1].text["en"] and "300ステップ" in trace.steps[-1].text["ja"]


def test_the_step_limit_comes_from_the_limits_and_max_steps_overrides_it():
    board = engine.load_board(loop_text())
    assert len(engine.run(board, limits=engine.Limits(steps=40)).steps) == 41
    assert len(engine.run(board, max_steps=25, limits=engine.Limits(steps=40)).steps) == 26


def test_a_two_thousand_step_loop_is_cheap_once_steps_keep_their_changes_only():
    board = engine.load_board(loop_text())
    every_50 = engine.run(board, max_steps=2_000, snapshot_every=50)
    kept = [s.index for s in every_50.steps if s.snapshot is not None]
    assert kept == list(range(0, 2_001, 50))  # step 0 and every 50th; never a fallback snapshot
    assert every_50.steps[-1].kind == "loop"
    # by default the spacing grows with the state (this loop's grows): 50 steps while it is small,
    # then its weight over STATE_SHARE, on a multiple of 50
    trace = engine.run(board, max_steps=2_000)
    kept = [s.index for s in trace.steps if s.snapshot is not None]
    assert kept[:3] == [0, 50, 100] and all(i % 50 == 0 for i in kept)
    for earlier, later in zip(kept, kept[1:], strict=False):
        spacing = max(SNAPSHOT_EVERY, weight(trace.steps[earlier].snapshot) // STATE_SHARE)
        assert spacing <= later - earlier < spacing + 50
    assert len(kept) < len(range(0, 2_001, 50))
    # a state between kept snapshots, rebuilt from the changes, is the state a full snapshot records
    full = engine.run(board, max_steps=2_000, snapshot_every=1_999)
    assert full.steps[1_999].snapshot is not None
    assert trace.state_at(1_999) == full.steps[1_999].snapshot == every_50.state_at(1_999)


def test_reading_a_board_keeps_none_of_its_yaml_nodes():
    def yaml_nodes() -> int:
        gc.collect()
        return sum(1 for o in gc.get_objects() if isinstance(o, (yaml.Node, yaml.Mark)))

    before = yaml_nodes()
    board = engine.load_board(padded(300))
    assert yaml_nodes() == before
    assert board.game.sizes(board.state)[0] == 305
