"""What every scripted action has: where it is in the board file, and an optional label.

A board's ``script:`` is a list of the game's actions; the core reads the ``choose:`` entries among
them (:mod:`engine.core.board`) and the game the rest. An action keeps its ``line`` and ``path``
(:meth:`Resolution.problem <engine.core.resolution.Resolution.problem>` names them when the action
is illegal in the state it meets) and its ``label``, which expectations and notes name as a step
selector (the step the action gives first carries it).
"""

from __future__ import annotations

from dataclasses import dataclass

from .yamlnode import Node, Problems, as_str


@dataclass(frozen=True, kw_only=True)
class Scripted:
    """A base for a game's action dataclass: ``label``, ``line`` and ``path``, given by keyword."""

    label: str | None = None
    line: int = 0
    path: str = ""


def read_label(action: dict[str, Node], labels: dict[str, int], problems: Problems) -> str | None:
    """An action's optional ``label``; ``labels`` maps those read so far to their lines (each once)."""
    if "label" not in action:
        return None
    label = as_str(action["label"], problems)
    if label is not None:
        if label in labels:
            problems.add(action["label"], f"label {label!r} is used twice (first on line {labels[label]})")
        labels[label] = action["label"].line
    return label
