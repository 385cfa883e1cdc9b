"""Rule processing (chapter 9) and defeat (1-2): checked after every part of every action and
effect, and done at once, even in the middle of an effect or of damage processing (9-1-2)."""

from __future__ import annotations

from ..core.text import Text
from .context import Context
from .say import say


class GameOver(Exception):
    """A player lost by rule processing (1-2-2): the run stops."""


def rule_processing(res: Context) -> None:
    """Defeat conditions, checked at once even in the middle of an action (9-1-2, 1-2-2).

    A player with no cards in their deck (1-2-1-1-2), or whose Leader took damage with 0 Life cards
    (1-2-1-1-1), loses now; the run stops with :class:`GameOver`.
    """
    s = res.state
    for player in s.player_order():
        if not s.zones[f"{player}.deck"] and player not in s.defeated:
            s.defeated[player] = "deck"
    if not s.defeated:
        return
    for player in s.player_order():
        reason = s.defeated.get(player)
        if reason is None or s.players[player].status == "lost":
            continue
        s.players[player].status = "lost"
        # the defeat conditions (1-2-1-1-x, met: 1-2-2-x) as rule processing judges them (9-2-1-x):
        # every player who meets one at that moment loses (9-2-1)
        condition, met, judged = (
            ("1-2-1-1-2", "1-2-2-2", "9-2-1-2") if reason == "deck" else ("1-2-1-1-1", "1-2-2-1", "9-2-1-1")
        )
        # nobody acts: the rules carry it out on their own (9-1-1), at once (9-1-2)
        cites = ["9-1-1", "9-1-2", "9-2-1", judged, condition, met, "1-2-2"]
        res.emit("defeat", cites, defeat_text(player, reason))
    raise GameOver


def defeat_text(player: str, reason: str) -> Text:
    """The step that says ``player`` loses, and why (1-2-1-1-1 or 1-2-1-1-2)."""
    return say("defeat-deck" if reason == "deck" else "defeat-damage", player=player)
