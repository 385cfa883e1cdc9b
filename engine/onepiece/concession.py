"""Concession (1-2-3, 1-2-4): a player may concede at any point of the game, even in the middle of
a battle; they lose at once and the game ends, with no rule processing to wait for.

A concession is the player's own act, not an effect: no card affects it, no effect can make a player
concede, and no replacement effect replaces the loss (1-2-4). So it is a script action
(``concede: PLAYER``), and a card's effect that tries to concede is refused when the board is read
(:func:`.read_effects.concede_effect_refused`)."""

from __future__ import annotations

from .context import Context
from .rule_processing import GameOver
from .say import say
from .script import Action


def concede(res: Context, action: Action) -> None:
    """``action.by`` concedes: they lose now and the game ends (1-2-3); the other player wins (1-2-1).
    Nothing on the table changes it (1-2-4)."""
    s = res.state
    assert action.by is not None
    player = action.by
    s.players[player].status = "lost"
    s.defeated[player] = "concession"
    said = say("concession", player=player, winner=s.opponent(player))
    res.emit("concede", ["1-2-3", "1-2-4", "1-2-1"], said)
    raise GameOver
