"""A table that could exist where the board starts: what ``engine check`` refuses, rule by rule.

Only what must hold at that point of any game is checked:

- a side has 10 DON!! cards (5-1-2): its cost area, the DON!! given to its cards and its DON!!
  deck together hold no more;
- DON!! come out of the DON!! deck in DON!! Phases (6-4-1 … 6-4-3): no more DON!! are out than
  the player's DON!! Phases so far placed, unless the board names the effect that added them
  (``don_added``);
- a player who has not had a turn has played nothing (6-5-3-1) and given no DON!! (6-5-5-1): no
  Character or Stage of theirs is on the field unless the board names the effect that played it
  (``played_by``);
- at most 5 Characters (3-7-6) and 1 Stage (3-8-5) (refused as the board is read);
- a player's cards (deck, hand, Life, trash, field, no area; the Leader aside) are no more than a
  legal 50-card deck holds (5-1-2).
"""

from __future__ import annotations

from collections.abc import Callable

from ..core.yamlnode import Node, Problems
from .model import GameState
from .start_point import (
    DECK_SIZE,
    DON_DECK,
    don_out,
    don_phases_done,
    don_placed,
    has_had_a_turn,
    phase_label,
)

#: where a problem is reported: the node of (player, key), or None for the player's own node
NodeOf = Callable[[str, str], Node | None]

AREAS_OF_A_DECK = ("deck", "hand", "life", "trash", "characters", "stage", "no_area")


def where(state: GameState) -> str:
    """``turn 3 (A's turn, Main Phase)``, or ``setup``: the point the board starts at."""
    if state.setup is not None:
        return "setup"
    return f"turn {state.turn} ({state.turn_player}'s turn, {phase_label(state.phase)})"


def check_table(state: GameState, node_of: NodeOf, problems: Problems) -> None:
    """Add a problem, with its rule and line, for each thing the table cannot have where it starts."""
    for pid in state.players:
        _don(state, pid, node_of, problems)
        _played(state, pid, node_of, problems)


def check_any_point(state: GameState, node_of: NodeOf, problems: Problems) -> None:
    """What no table has at any point of a game, a board written before ``start:`` included."""
    for pid in state.players:
        _areas(state, pid, node_of, problems)


def _don(state: GameState, pid: str, node_of: NodeOf, problems: Problems) -> None:
    p = state.players[pid]
    out = don_out(state, pid)
    node = node_of(pid, "cost_area") or node_of(pid, "")
    if out + p.don_deck > DON_DECK or state.stated and out + p.don_deck != DON_DECK:
        problems.add(
            node_of(pid, "don_deck") or node,
            f"{pid} has {out} DON!! out of the DON!! deck and {p.don_deck} in it: a side has "
            f"{DON_DECK} DON!! cards (5-1-2), and none leaves the game "
            "(leave don_deck out: it holds the rest)",
        )
    placed = don_placed(state, pid)
    if out > placed + p.don_added:
        phases = don_phases_done(state, pid)
        added = f" and {p.don_added} added by the effect the board names" if p.don_added else ""
        problems.add(
            node,
            f"{pid} has {out} DON!! out of the DON!! deck (cost area and given) at {where(state)}, but "
            f"{pid}'s {phases} DON!! Phase{'' if phases == 1 else 's'} placed at most {placed}{added} "
            "(6-4-1: 2 a turn, 1 on the first player's first turn); name the effect that added the "
            "others with don_added: {count: N, by: {ja: ..., en: ...}}",
        )


def _played(state: GameState, pid: str, node_of: NodeOf, problems: Problems) -> None:
    """A player who has not had a turn has not played a card (6-5-3-1) nor given DON!! (6-5-5-1)."""
    if has_had_a_turn(state, pid):
        return
    for area, rule in (("characters", "6-5-3-1"), ("stage", "6-5-3-1")):
        cards = [c for c in state.area(pid, area) if c.played_by is None]
        if cards:
            problems.add(
                node_of(pid, area),
                f"{pid} has not had a turn at {where(state)}, so has played no card ({rule}); "
                f"{', '.join(c.id for c in cards)}: say which effect played it with "
                "played_by: {ja: ..., en: ...}",
            )
    given = [c for c in state.field_cards(pid) if c.given_don]
    if given:
        problems.add(
            node_of(pid, "leader") if given[0].area == "leader" else node_of(pid, given[0].area),
            f"{pid} has not had a turn at {where(state)}, so has given no DON!! (6-5-5-1); "
            f"given to {', '.join(c.id for c in given)}",
        )


def _areas(state: GameState, pid: str, node_of: NodeOf, problems: Problems) -> None:
    """5-1-2; more than 5 Characters (3-7-6) or 1 Stage (3-8-5) the reader refuses as it reads them."""
    total = sum(len(state.zones[f"{pid}.{area}"]) for area in AREAS_OF_A_DECK)
    if total > DECK_SIZE:
        problems.add(
            node_of(pid, ""),
            f"{pid} has {total} cards besides the Leader (deck, hand, Life, trash, field): more than "
            f"the {DECK_SIZE} cards of a deck (5-1-2)",
        )
