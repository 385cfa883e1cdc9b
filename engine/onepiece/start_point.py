"""Where a board starts in the game, and what that point allows.

A board says where its table sits in a game (``state.start``): the turn, who went first, and the
phase — or that it starts at setup (chapter 5). Turn 1 is the first player's (5-2-1-8); the turn
passes to the other player at the end of each turn (6-6-1-4), so the first player has the odd
turns and the second player the even ones. From that follow the counts a table must respect:
how many DON!! Phases each player has had (6-4-1 … 6-4-3), whether a player has had a turn yet,
and whether this is the turn player's first turn (6-3-1, 6-5-6-1).

A board written before ``start:`` existed keeps its meaning: its ``turn`` (1 unless it says
otherwise), ``turn_player`` and ``phase`` are read as they always were, and the player who went
first is the one whose turn an odd turn is.
"""

from __future__ import annotations

from dataclasses import dataclass

from .model import GameState

#: the phases of a turn, in order (6-1-1)
PHASES = ("refresh", "draw", "don", "main", "end")
#: where a board that says ``start: {}`` starts: the first player's Main Phase of turn 3, where
#: both players have had a turn and either may battle (6-5-6-1)
DEFAULT_TURN = 3
#: DON!! cards in a DON!! deck (5-1-2)
DON_DECK = 10
#: cards in a deck (5-1-2)
DECK_SIZE = 50
#: the opening hand (5-2-1-6)
OPENING_HAND = 5


@dataclass(frozen=True)
class Setup:
    """A board that starts at setup: who decides to go first or second (5-2-1-4), and how each
    deck is shuffled (5-2-1-2, 5-2-1-6-1): with ``seed`` (reproducible), or None — each deck stays
    in the order the board lists it and a reshuffle keeps the order of the cards it gets back."""

    decides: str
    seed: int | None


def second_player(state: GameState) -> str:
    return state.opponent(state.first_player)


def first_turn(state: GameState, player: str) -> int:
    """The number of ``player``'s first turn: 1 for the first player, 2 for the second."""
    return 1 if player == state.first_player else 2


def turn_player_of(state: GameState, turn: int) -> str:
    """Whose turn ``turn`` is: the first player's when odd (5-2-1-8, 6-6-1-4)."""
    return state.first_player if turn % 2 == 1 else second_player(state)


def turns_begun(state: GameState, player: str) -> int:
    """How many of ``player``'s turns have begun, the current one included (0 at setup)."""
    if state.turn < first_turn(state, player):
        return 0
    return (state.turn - first_turn(state, player)) // 2 + 1


def has_had_a_turn(state: GameState, player: str) -> bool:
    return turns_begun(state, player) > 0


def is_first_turn(state: GameState, player: str) -> bool:
    """Whether it is ``player``'s first turn now (6-3-1, 6-4-1, 6-5-6-1)."""
    return state.turn_player == player and state.turn == first_turn(state, player)


def don_phases_done(state: GameState, player: str) -> int:
    """How many DON!! Phases ``player`` has had: the current turn's counts once it is past (6-4)."""
    done = turns_begun(state, player)
    if done and state.turn_player == player and state.phase in ("refresh", "draw", "don"):
        done -= 1
    return done


def don_placed(state: GameState, player: str) -> int:
    """The most DON!! ``player``'s DON!! Phases can have placed so far: 2 each, 1 on the first
    player's first turn (6-4-1), never more than the DON!! deck held (6-4-2, 6-4-3)."""
    done = don_phases_done(state, player)
    if done == 0:
        return 0
    placed = 2 * done - (1 if player == state.first_player else 0)
    return min(placed, DON_DECK)


def don_out(state: GameState, player: str) -> int:
    """DON!! out of ``player``'s DON!! deck: the cost area and given to Leader and Characters."""
    p = state.players[player]
    return p.active_don + p.rested_don + sum(c.given_don for c in state.field_cards(player))


def phase_label(phase: str) -> str:
    return {"refresh": "Refresh Phase", "draw": "Draw Phase", "don": "DON!! Phase", "main": "Main Phase"}.get(
        phase, "End Phase"
    )
