"""Shared helpers for the engine tests: a minimal board, written as a new user would."""

from __future__ import annotations

import engine
from engine.core.choices import FirstOptions
from tests.support.engine import load_fixture, with_state

MINIMAL = """\
board:
  id: test-board
  title: {ja: テスト, en: Test}
  game: gateruler
  rulebook: gate-ruler
  version: "1.0.0"
  sections: []
state:
  turn_player: A
  players:
    A:
      ruler: {id: rA, life: 7}
      deck: [a1, a2]
      attack_zone:
        center:
          - {id: u1, hp: 3, damage: 0}
    B:
      ruler: {id: rB, life: 7}
      deck: [b1, b2]
"""


def board_text(extra: str = "", state: str | None = None) -> str:
    return with_state(MINIMAL, extra, state)


def loop_text() -> str:
    """The minimal board where unit u1 destroys itself whenever it is destroyed: a run that never ends."""
    unit = (
        "{id: u1, hp: 3, damage: 0, abilities: [{auto: destroyed, of: self, effects: [{destroy: [self]}]}]}"
    )
    text = board_text("script:\n  - play: {by: B, effects: [{destroy: [u1]}]}\n")
    return text.replace("{id: u1, hp: 3, damage: 0}", unit)


load = load_fixture(MINIMAL)


def run_choosing_first(board: engine.Board, max_steps: int = 10_000) -> engine.Trace | None:
    """Run, answering every decision with its first option (for generated boards).

    None when the script turns out illegal in the state it meets (e.g. a player who already lost
    acts): a BoardError listing it, which is the engine's documented answer, not a crash.
    """
    try:
        return engine.run(board, FirstOptions(), max_steps=max_steps)
    except engine.BoardError as error:
        assert not isinstance(error, engine.ChoiceNeeded)
        assert error.problems and all(p.startswith("line ") for p in error.problems)
        return None
