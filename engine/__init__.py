"""Rulestep's rules engine: boards resolved step by step, every step citing its rule.

A library with no Django import (a test proves it). The API the site calls::

    engine.load_board(text: str, *, source_name: str = "<board>", limits: Limits = DEFAULT_LIMITS) -> Board
        Parse a board (YAML). Raises BoardError (a ValueError) whose ``.problems: list[str]``
        lists every problem as "line N: field.path: message"; LimitExceeded (a BoardError) when
        the board has more cards than ``limits`` allows, on the board or in one zone.
    engine.load_board_file(path, *, limits=DEFAULT_LIMITS) -> Board
    engine.run(board, choices: dict[str, str] | None = None, *, max_steps: int | None = None,
               limits: Limits = DEFAULT_LIMITS) -> Trace
        Resolve the board. ``choices`` answer decision points by key and win over the script's.
        Raises ChoiceNeeded (a BoardError) naming the key, who chooses and the options when a
        decision has no answer; BoardError when a scripted action is illegal in the state it meets;
        LimitExceeded when the board is over ``limits`` (cards, or ``limits.cpu_seconds`` of CPU).
        A run longer than ``limits.steps`` (or ``max_steps``) steps ends with a 'loop' step.
        Same board + same choices → same trace.
    engine.Limits(cards=50_000, zone=20_000, steps=10_000, cpu_seconds=120.0)
        What one board may cost (DEFAULT_LIMITS are the command line's; the site passes stricter ones).
    Trace.to_json() -> {"board": {...meta...},
                        "steps": [{"index", "kind", "cites", "text": {"ja", "en"}, "changes", "removed",
                                   "snapshot" (or None), "decision" (or None), "note" (or None), "label"}],
                        "outcome": {"result", "winner", "lost", "end", "gate"}}
        A step keeps what it changed, not the whole state; "snapshot" is the full state only on
        step 0 and every few steps.
    engine.state_at(trace: Trace | dict, index: int) -> dict
        The state after step ``index``, rebuilt from the nearest snapshot and the changes since
        (also ``Trace.state_at(index)``); works on the JSON too, as the site caches it.
    engine.check_board(board) -> list[str]      the failed expectations ([] when all hold)
    engine.board_files() -> list[Path]          every shipped board, across games
    Board.to_text() -> str                      the board as YAML; loading it again gives an equal board
    engine.ENGINE_VERSION: str                  digest of the engine's source; changes with any engine change

Games are found by the ``game`` field of a board (``engine.core.registry``): ``gateruler`` and
``onepiece`` are registered here, each imported when a board first names it; docs/adding-a-game.md
shows how a third game plugs in.

>>> board = load_board_file(board_files()[0])
>>> trace = run(board)
>>> all(step.cites for step in trace.steps)
True
"""

from .core import registry
from .core.board import Board, Expectation, Meta, load_board, load_board_file
from .core.errors import BoardError, ChoiceNeeded, LimitExceeded
from .core.limits import DEFAULT_LIMITS, Limits
from .core.replay import state_at
from .core.runner import board_files, check_board, run, select
from .core.trace import Change, Decision, Step, Trace
from .version import ENGINE_VERSION

registry.register_lazy("gateruler", "engine.gateruler.game:GAME")
registry.register_lazy("onepiece", "engine.onepiece.game:GAME")

__all__ = [
    "DEFAULT_LIMITS",
    "Board",
    "BoardError",
    "Change",
    "ChoiceNeeded",
    "Decision",
    "ENGINE_VERSION",
    "Expectation",
    "LimitExceeded",
    "Limits",
    "Meta",
    "Step",
    "Trace",
    "board_files",
    "check_board",
    "load_board",
    "load_board_file",
    "run",
    "select",
    "state_at",
]
