"""What the viewer asks the engine and the rule catalog beyond the run it shows: a book's numbers
outside our source, the labels of a decision's options, whether a board's note still holds on the
reader's run, a board's game and book, and what an old board's table breaks where it starts.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from django.utils.translation import gettext as _

import engine
from engine.ruletext import catalog

from .traces import first_difference, run_board


def outside_numbers(book: str) -> dict[str, Any]:
    """The book's numbers outside our source; none for a book the site does not ship."""
    try:
        return catalog.out_of_source(book)
    except KeyError:  # a what-if copy whose original board (and so its book) is gone
        return {}


def option_labels(
    source: str,
    choices: dict[str, str],
    key: str,
    options: tuple[str, ...],
    name: str,
    said: Callable[..., str],
) -> dict[str, str]:
    """The reader's words for the options of a decision the URL does not answer (from a run that
    takes the first option: the engine labels a decision's options when it records it)."""
    if not options:
        return {}
    trial = run_board(source, {**choices, key: options[0]}, name=name)
    for step in (trial.trace or {}).get("steps", []):
        decision = step.get("decision") or {}
        if decision.get("key") == key:
            return {option: said(label) for option, label in (decision.get("labels") or {}).items()}
    return {}


def note_hidden(
    source: str,
    choices: dict[str, str],
    original: str | None,
    step: dict[str, Any],
    index: int,
    trace: dict[str, Any],
) -> str:
    """Why a note must not be shown here, or "" when it may.

    A note is written for one run: the board's own (its script's choices). It is shown on another
    run only while that run has been the same so far (steps 0..index equal) and its table at this
    step equals the reference's; a note a what-if copy kept from its original was written for the
    original's run.
    """
    reference = run_board(source, {})
    why = _("The board's note for this step is not shown: it was written for the board's own choices.")
    if original is not None:
        base = run_board(original, {})
        notes = {json.dumps(s.get("note"), sort_keys=True) for s in (base.trace or {}).get("steps", [])}
        if json.dumps(step["note"], sort_keys=True) in notes:
            reference = base
            why = _("The original board's note for this step is not shown: this copy is no longer the same.")
    elif not choices:
        return ""
    if reference.trace is None or first_difference(reference.trace, trace) <= index:
        return str(why)
    # The same steps so far, but a note speaks of the table: it holds only where the table is the
    # same too (a copy with the Knight's damage 5 → 4 starts on another table).
    if engine.state_at(reference.trace, index) != engine.state_at(trace, index):
        return str(why)
    return ""


def board_game_and_book(source: str) -> tuple[str, str]:
    """The game and rulebook a board text names (its meta); empty when it does not load."""
    try:
        meta = engine.load_board(source, source_name="what-if").meta
    except engine.BoardError:
        return "", ""
    return meta.game, meta.rulebook


def board_warnings(source: str) -> list[str]:
    """What a board written before start points breaks where it is read to start (the game says;
    empty for a board that says where it starts)."""
    return list(_warnings(source))


@lru_cache(maxsize=64)
def _warnings(source: str) -> tuple[str, ...]:
    try:
        board = engine.load_board(source, source_name="what-if")
    except engine.BoardError:
        return ()
    warnings = getattr(board.game, "warnings", None)
    return tuple(warnings(board)) if warnings else ()
