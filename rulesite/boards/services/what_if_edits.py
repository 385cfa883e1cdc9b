"""What a reader's what-if copy changed from its original board, in words: "Squire: damage 5 → 4".

The two boards' starting tables are compared as the engine draws them (the same data a step's
changes come from), then their scripts, notes and metadata.
"""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext as _

import engine
from engine.core.diff import diff

from .change_sentences import describe_changes

#: At most this many differences are listed; then how many more there are.
MAX_LISTED = 20


def _start(board: engine.Board) -> dict[str, Any]:
    return board.game.start(board).snapshot()


def edits(original: str, copy: str, game: str, lang: str) -> list[str]:
    """Each difference between a copy and its original, as a sentence; [] when they are the same."""
    try:
        before = engine.load_board(original, source_name="original")
        after = engine.load_board(copy, source_name="copy")
    except engine.BoardError:
        return []
    start_before, start_after = _start(before), _start(after)
    changes = [c.to_json() for c in diff(start_before, start_after)]
    out = describe_changes(game, start_after, changes, lang)
    data_before, data_after = before.to_data(), after.to_data()
    if data_before.get("script") != data_after.get("script"):
        out.append(_("the script (what the players do, and their choices) was changed"))
    if data_before.get("notes") != data_after.get("notes"):
        out.append(_("the notes were changed"))
    if data_before.get("expect") != data_after.get("expect"):
        out.append(_("the expectations were changed"))
    if data_before.get("board") != data_after.get("board"):
        out.append(_("the board's title or metadata was changed"))
    if len(out) > MAX_LISTED:
        out = [*out[:MAX_LISTED], _("and %(n)s more changes") % {"n": len(out) - MAX_LISTED}]
    return out
