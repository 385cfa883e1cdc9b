"""Rulestep's rules engine: boards resolved step by step, every step citing its rule.

A library with no Django import (a test proves it). The API the site calls::

    engine.load_board(text: str, *, source_name: str = "<board>") -> Board
        Parse a board (YAML). Raises BoardError (a ValueError) whose ``.problems: list[str]``
        lists every problem as "line N: field.path: message".
    engine.load_board_file(path) -> Board
    engine.run(board, choices: dict[str, str] | None = None, *, max_steps: int = 10_000) -> Trace
        Resolve the board. ``choices`` answer decision points by key and win over the script's.
        Raises ChoiceNeeded (a BoardError) naming the key, who chooses and the options when a
        decision has no answer; BoardError when a scripted action is illegal in the state it meets.
        A run longer than ``max_steps`` ends with a 'loop' step. Same board + same choices → same trace.
    Trace.to_json() -> {"board": {...meta...},
                        "steps": [{"index", "kind", "cites", "text": {"ja", "en"}, "state", "changes",
                                   "decision" (or None), "note" (or None), "label"}],
                        "outcome": {"result", "winner", "lost", "end", "gate"}}
    engine.check_board(board) -> list[str]      the failed expectations ([] when all hold)
    engine.board_files() -> list[Path]          every shipped board, across games
    Board.to_text() -> str                      the board as YAML; loading it again gives an equal board
    engine.ENGINE_VERSION: str                  digest of the engine's source; changes with any engine change

Games are registered by the ``game`` field of a board (``engine.core.registry``): ``gateruler``
now; a ``onepiece`` package plugs in the same way.

>>> board = load_board_file(board_files()[0])
>>> trace = run(board)
>>> all(step.cites for step in trace.steps)
True
"""

from .core.board import Board, Expectation, Meta, load_board, load_board_file
from .core.errors import BoardError, ChoiceNeeded
from .core.runner import board_files, check_board, run, select
from .core.trace import Change, Decision, Step, Trace
from .version import ENGINE_VERSION

__all__ = [
    "Board",
    "BoardError",
    "Change",
    "ChoiceNeeded",
    "Decision",
    "ENGINE_VERSION",
    "Expectation",
    "Meta",
    "Step",
    "Trace",
    "board_files",
    "check_board",
    "load_board",
    "load_board_file",
    "run",
    "select",
]
