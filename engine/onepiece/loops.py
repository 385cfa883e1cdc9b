"""Infinite loops (11-1-1): the same state met again while waiting auto effects activate.

An effect whose card has already activated an effect in this run of :func:`activation.activate_waiting`
is the sign of a possible loop; only then is the state written down (so that a long chain of
different effects costs nothing). The state compared is every card in every area, as 11-1-1-2 puts
it: a card that left and came back is a new card (3-1-6), but the same card in the same area, so
its new incarnation is not a difference. When the state is met again, one loop action has been
carried out from the first time to now:

* nobody made a choice during it: neither player can stop it, and the game is a draw (11-1-1-1);
* one player made choices: that player declares how many more times it is carried out, and then
  answers the other way at the same choice (11-1-1-2);
* both did: the turn player declares, then the non-turn player; the fewer is carried out, and the
  player who declared it stops it (11-1-1-3).

A choice during the loop action is taken as the chance to stop it (what the engine assumes: a
player who chooses could choose otherwise, and the other answer is the one that stops the loop).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..core.trace import Decision
from .context import Context, Pending, Plan
from .model import GameState
from .rule_processing import GameOver
from .say import say

#: how many more loop actions a player may declare (11-1-1-2): a small, finite choice
COUNTS = ("1", "2", "3")


@dataclass
class Watch:
    """One run of activate_waiting: the effects activated so far, and the states written down."""

    activated: set[tuple[str, int]] = field(default_factory=set)
    seen: dict[Any, int] = field(default_factory=dict)


def fingerprint(s: GameState, waiting: list[Pending]) -> Any:
    """Every card in every area with its state, the DON!!, what waits to activate and which
    [Once Per Turn] effects the cards now in play have used: a card's incarnation left out."""
    cards = tuple(
        (c.id, c.zone, c.given_don, c.rested, c.negated, c.gained, c.power_mods, c.battle_mods)
        for c in s.cards.values()
    )
    zones = tuple((k, tuple(v)) for k, v in s.zones.items())
    players = tuple((p.id, p.active_don, p.rested_don, p.don_deck, p.status) for p in s.players.values())
    used = frozenset(
        (card, index, turn) for card, inc, index, turn in s.once_used if s.cards[card].incarnation == inc
    )
    queue = tuple((p.ref[0], p.index, p.timing, p.controller, p.zone, p.during) for p in waiting)
    return (cards, zones, players, used, queue)


def check(res: Context, watch: Watch, p: Pending) -> None:
    """Before a waiting effect activates: if its card already activated one in this run of the
    waiting effects and the state is one met before, a loop action has ended (11-1-1)."""
    key = (p.ref[0], p.index)
    if key not in watch.activated:
        watch.activated.add(key)
        return
    state = fingerprint(res.state, res.waiting())
    assert res.recorder is not None
    now = len(res.recorder.steps)
    first = watch.seen.get(state)
    watch.seen[state] = now
    if first is None:
        return
    if res.loop_plan is not None:
        if state == res.loop_plan.state:  # one more loop action carried out
            res.loop_plan.left -= 1
        return
    choices = [
        step.decision
        for step in res.recorder.steps[first:now]
        if step.decision is not None and len(step.decision.options) > 1
    ]
    players = [q for q in res.state.player_order() if any(d.who == q for d in choices)]
    if not players:
        res.emit("loop-draw", ["11-1-1", "11-1-1-1"], say("loop-draw"))
        res.state.drawn = True
        raise GameOver
    _declare(res, players, choices, state)


def _declare(res: Context, players: list[str], choices: list[Decision], state: Any) -> None:
    """11-1-1-2 (one player can stop it) or 11-1-1-3 (both: the turn player declares first)."""
    rule = "11-1-1-2" if len(players) == 1 else "11-1-1-3"
    counts: dict[str, int] = {}
    for player in players:
        d = res.decide(
            f"loop-count-{player}",
            player,
            list(COUNTS),
            f"{player} can stop the loop: how many more times it is carried out ({rule})",
            prompt=say("loop-count-prompt"),
            labels={c: say("loop-count-label", count=int(c)) for c in COUNTS},
        )
        counts[player] = int(d.chosen)
        both = "yes" if len(players) > 1 else "no"
        said = say("loop-count", player=player, count=counts[player], both=both)
        res.emit("loop-count", ["11-1-1", rule], said, decision=d)
    stopper = min(players, key=lambda q: counts[q])  # the turn player's on a tie: listed first
    last = next(d for d in reversed(choices) if d.who == stopper)
    base = last.key.split("#", 1)[0]
    other = next(o for o in last.options if o != last.chosen)
    others = {
        (d.who, d.key.split("#", 1)[0]): d.chosen for d in choices if d.who != stopper
    }  # the other player goes on answering as in the loop action (11-1-1-3)
    res.loop_plan = Plan(stopper, base, other, last.chosen, counts[stopper], state, rule, others)
