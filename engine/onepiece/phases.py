"""Game progression (chapter 6): the End Phase of a turn ([End of Your Turn] 10-2-7, [End of Your
Opponent's Turn] 10-2-8), then the next player's Refresh Phase, Draw Phase, DON!! Phase (3-9) and
Main Phase."""

from __future__ import annotations

from .activation import activate_waiting
from .auto_effects import trigger_own
from .conditions import trigger_conditioned
from .context import Context
from .rule_processing import rule_processing
from .say import say
from .script import Action


def end_turn(res: Context, action: Action) -> None:
    """The turn player's End Phase, then the next turn up to its Main Phase (chapter 6)."""
    s = res.state
    tp = s.turn_player
    np_ = s.opponent(tp)
    s.phase = "end"
    said = say("phases-end", player=tp)
    res.emit("end-phase", ["6"], said)
    for player, timing in ((tp, "end_of_your_turn"), (np_, "end_of_opponents_turn")):
        for card in s.field_cards(player):
            trigger_own(res, card, timing)
            trigger_conditioned(res, card, timing)  # checked when the timing is met (8-3-2-3)
    activate_waiting(res)
    for card in s.cards.values():
        if card.power_mods:  # a write marks the card changed (model.Tracking)
            card.power_mods = ()
        if card.base_powers or card.base_costs:  # "during this turn" (4-9-2)
            card.base_powers = card.base_costs = ()
    s.turn += 1
    s.turn_player = np_
    s.phase = "main"
    _refresh(res, np_)
    _draw(res, np_)
    _don(res, np_)


def _refresh(res: Context, player: str) -> None:
    """Refresh Phase: DON!! given to cards return to the cost area, and everything is set active."""
    s = res.state
    p = s.players[player]
    for card in s.field_cards(player):
        p.rested_don += card.given_don
        card.given_don = 0
        card.rested = False
    p.active_don += p.rested_don
    p.rested_don = 0
    said = say("phases-refresh", turn=s.turn, player=player)
    res.emit("refresh", ["6"], said)


def _draw(res: Context, player: str) -> None:
    """Draw Phase: the top card of the deck; with none, nothing is drawn (and rule processing saw it)."""
    s = res.state
    deck = s.zones[f"{player}.deck"]
    if not deck:
        return
    drawn = s.cards[deck[0]]
    s.move(drawn, f"{player}.hand")
    named = bool(drawn.name)
    said = say(
        "phases-draw", named="yes" if named else "no", player=player, card=drawn.label() if named else ""
    )
    res.emit("draw-phase", ["6"], said)
    rule_processing(res)


def _don(res: Context, player: str) -> None:
    """DON!! Phase: 2 DON!! from the DON!! deck to the cost area (3-9), as many as are left."""
    p = res.state.players[player]
    added = min(2, p.don_deck)
    p.don_deck -= added
    p.active_don += added
    said = say("phases-don", player=player, count=added)
    res.emit("don-phase", ["6", "3-9"], said)
