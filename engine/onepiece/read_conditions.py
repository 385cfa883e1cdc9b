"""Reading an effect's condition from a board file (8-3-2): [Your Turn] / [Opponent's Turn], [DON!! xX]
and a Life count, all of which must hold (8-3-2-1)."""

from __future__ import annotations

from typing import Any

from ..core.yamlnode import Node, Problems, as_bool, as_int, as_map


def parse_condition(node: Node, problems: Problems) -> tuple[tuple[str, Any], ...]:
    """An effect's condition (8-3-2): [Your Turn] / [Opponent's Turn] (``your_turn``, 10-2-11,
    10-2-12), [DON!! xX] (``don``, 10-2-9), ``life_at_most``; all of them must hold (8-3-2-1)."""
    cm = as_map(node, problems, allowed=("your_turn", "life_at_most", "don")) or {}
    cond: list[tuple[str, Any]] = []
    if "your_turn" in cm:
        cond.append(("your_turn", bool(as_bool(cm["your_turn"], problems))))
    if "life_at_most" in cm:
        cond.append(("life_at_most", as_int(cm["life_at_most"], problems)))
    if "don" in cm:
        cond.append(("don", as_int(cm["don"], problems, minimum=1) or 1))
    return tuple(cond)
