"""What each step kind is called on the pages, in the reader's language.

A step's ``kind`` is the engine's identifier (``destroyed-event``): board files and docs use it to
name steps. Readers see the name the game gives it instead, from the game's message files
(``engine/<game>/messages/kinds.<lang>.ftl``, through the describe interface,
engine.core.describe): the site names no kind. A kind without a name is not shown (the step's own
text still says what happened); a test keeps every kind of every game named.
"""

from __future__ import annotations

from engine.core import registry

from .reading import said


def step_kind(game: str, kind: str) -> str:
    """The reader's name of a step kind of ``game``, or "" when it has none."""
    try:
        name = registry.get(game).kind_name(kind)
    except KeyError:  # a what-if copy naming a game the engine does not know: no run, no steps
        return ""
    return said(name)
