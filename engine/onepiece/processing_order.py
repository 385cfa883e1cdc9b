"""The order when effects of both players apply at once.

Auto effects whose timings are met at the same time: the turn player's first; one whose timing is
met while another resolves waits behind those already waiting, the non-turn player's included
(8-6-1, 8-6-1-1). Replacement effects that could replace one event: the card's own first, then the
turn player's in the order they choose, then the non-turn player's (8-1-3-4-2).
"""

from __future__ import annotations

from .context import Context
from .say import say

#: the kinds of effect the order is announced for: rules, and the message (engine/onepiece/messages/order)
KINDS = {
    "auto": (["8-6-1", "8-1-3-1"], "order-auto"),
    "replacement": (["8-1-3-4-2", "8-1-3-4"], "order-replacement"),
}


def announce_order(res: Context, kind: str) -> None:
    """Effects of one kind of both players apply at once: say in which order (8-6-1, 8-1-3-4-2)."""
    first, then = res.state.player_order()
    rules, message = KINDS[kind]
    res.emit("order", rules, say(message, first=first, then=then))
