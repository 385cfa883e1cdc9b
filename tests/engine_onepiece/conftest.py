"""Shared helpers for the ONE PIECE engine tests: a minimal board, written as a new user would."""

from __future__ import annotations

from collections import Counter

import engine
from tests.support.engine import ROOT, load_fixture, with_state

BOARDS_DIR = ROOT / "data" / "boards" / "onepiece"
BOARDS = sorted(BOARDS_DIR.glob("*.yaml"))

MINIMAL = """\
board:
  id: op-test-board
  title: {ja: テスト, en: Test}
  game: onepiece
  rulebook: one-piece
  version: "1.2.1"
  sections: []
state:
  turn_player: A
  players:
    A:
      leader: {id: lA, power: 5000}
      life: [al1]
      cost_area: {active: 3}
      deck: [a1, a2]
    B:
      leader: {id: lB, power: 5000}
      life: [bl1]
      deck: [b1, b2]
"""


def board_text(extra: str = "", state: str | None = None) -> str:
    return with_state(MINIMAL, extra, state)


load = load_fixture(MINIMAL)


def run_shipped(name: str, **choices: str) -> engine.Trace:
    """The trace of the shipped board ``name`` (data/boards/onepiece), with ``choices`` made."""
    return engine.run(engine.load_board_file(BOARDS_DIR / f"{name}.yaml"), choices)


def steps_of(trace: engine.Trace, kind: str) -> list[engine.Step]:
    return [s for s in trace.steps if s.kind == kind]


def final_state(trace: engine.Trace) -> dict:
    return trace.state_at(len(trace.steps) - 1)


def event_board(effects: str) -> str:
    """A board where player A has one Event in hand (cost 0) with ``effects``, a YAML flow list."""
    return f"""
board: {{id: op-bad, title: {{ja: 悪い, en: Bad}}, game: onepiece, rulebook: one-piece, version: "1.2.1",
  sections: []}}
state:
  turn: 3
  players:
    A:
      leader: {{id: lA, power: 5000}}
      hand:
        - {{id: ev, type: event, cost: 0, effects: {effects}}}
      deck: [a1]
    B: {{leader: {{id: lB, power: 5000}}, deck: [b1]}}
"""


def run_choosing_first(board: engine.Board, max_steps: int = 10_000) -> engine.Trace | None:
    """Run, answering every decision with its first option; None when the script is illegal."""
    choices: dict[str, str] = {}
    for _ in range(80):
        try:
            return engine.run(board, choices, max_steps=max_steps)
        except engine.ChoiceNeeded as needed:
            choices[needed.key] = needed.options[0]
        except engine.BoardError as error:
            assert error.problems and all(p.startswith("line ") for p in error.problems)
            return None
    raise AssertionError("too many decisions")


def card_ids(state: dict) -> Counter:
    """Every card id in every area of a step's state (each should appear exactly once)."""
    ids: Counter = Counter()
    for player in state["players"].values():
        ids[player["leader"]["id"]] += 1
        if player["stage"]:
            ids[player["stage"]] += 1
        for key in ("characters", "hand", "deck", "trash", "life", "no_area"):
            ids.update(player[key])
    return ids
