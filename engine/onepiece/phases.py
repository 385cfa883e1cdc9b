"""Game progression (chapter 6), phase by phase, each step citing its own sub-rule.

A turn is a Refresh Phase, a Draw Phase, a DON!! Phase, a Main Phase and an End Phase (6-1-1),
performed by the turn player (6-1-2):

- Refresh (6-2): effects "until the start of your next turn" end (6-2-1); "at the start of your /
  your opponent's turn" effects activate (6-2-2); the turn player's given DON!! return to the cost
  area rested (6-2-3); the turn player's rested cards are set active (6-2-4) — only theirs.
- Draw (6-3-1): the turn player draws 1 card, except the first player on their first turn.
- DON!! (6-4-1 … 6-4-3): 2 DON!! from the DON!! deck (1 on the first player's first turn), as
  many as it still holds.
- Main (6-5): "at the start of the Main Phase" effects activate (6-5-1); then the Main Phase
  actions (6-5-2), until the turn player declares its end (6-5-2-1).
- End (6-6-1): [End of Your Turn] effects, then [End of Your Opponent's Turn] effects, each once, in
  the order their players choose (6-6-1-1-1 … 6-6-1-1-4); effects "until the end of the turn" end,
  the turn player's first (6-6-1-2); then those "during this turn" (6-6-1-3); the turn passes
  (6-6-1-4).
"""

from __future__ import annotations

from ..core.text import Text
from .activation import activate_pending, activate_waiting
from .auto_effects import make_pending, trigger_own
from .conditions import condition_checked
from .context import Context
from .model import Card
from .rule_processing import rule_processing
from .say import say
from .script import Action
from .start_point import DON_DECK, is_first_turn
from .words import names, timing


def end_turn(res: Context, action: Action) -> None:
    """The script's ``end_turn``: the turn player declares the end of the Main Phase (6-5-2-1), the
    End Phase runs (6-6-1), and the next turn runs up to its Main Phase."""
    s = res.state
    if s.phase == "main":
        res.emit("main-end", ["6-5-2-1"], say("phases-main-end", player=s.turn_player))
    end_phase(res)
    pass_turn(res)
    begin_turn(res)


# ---- End Phase (6-6) ------------------------------------------------------------------------


def end_phase(res: Context) -> None:
    """6-6-1: the end-of-turn effects, then the durations that end with the turn."""
    s = res.state
    tp = s.turn_player
    np_ = s.opponent(tp)
    s.phase = "end"
    own = _effects_of(res, tp, "end_of_your_turn")
    said = say("phases-end", player=tp, effects=_named(res, own, "end_of_your_turn"), count=len(own))
    res.emit("end-phase", ["6-6-1", "6-6-1-1", *(["6-6-1-1-1"] if own else [])], said)
    _conditions_said(res, tp, "end_of_your_turn")
    _in_chosen_order(res, tp, own, "end_of_your_turn", "6-6-1-1-3")
    theirs = _effects_of(res, np_, "end_of_opponents_turn")
    said = say(
        "phases-end-opponent",
        player=np_,
        effects=_named(res, theirs, "end_of_opponents_turn"),
        count=len(theirs),
    )
    res.emit("end-opponents-effects", ["6-6-1-1-2", *(["6-6-1-1-1"] if theirs else [])], said)
    _conditions_said(res, np_, "end_of_opponents_turn")
    _in_chosen_order(res, np_, theirs, "end_of_opponents_turn", "6-6-1-1-4")
    _until_end_of_turn(res)
    _during_this_turn(res)


def _conditions_said(res: Context, player: str, when: str) -> None:
    """``player``'s effects of timing ``when`` that have a condition: a step says whether it holds
    now that the timing is met (8-3-2-3; the effects listed above are those whose condition holds)."""
    for card in res.state.field_cards(player):
        for _, ability, active in card.all_abilities():
            if active and ability.timing == when and ability.condition:
                condition_checked(res, card, ability)


def _effects_of(res: Context, player: str, when: str) -> list[tuple[Card, int]]:
    """``player``'s active effects of timing ``when`` on the field, whose conditions hold (8-3-2)."""
    s = res.state
    return [
        (card, index)
        for card in s.field_cards(player)
        for index, ability, active in card.all_abilities()
        if active and ability.timing == when and s.condition_holds(card, ability)
    ]


def _named(res: Context, found: list[tuple[Card, int]], when: str) -> Text:
    from .activation import effect_name

    class _E:
        def __init__(self, card: Card) -> None:
            self.text = effect_name(card, when)

        def label(self) -> Text:
            return self.text

    return names([_E(card) for card, _ in found])


def _in_chosen_order(res: Context, player: str, found: list[tuple[Card, int]], when: str, rule: str) -> None:
    """Each effect activates and resolves once (6-6-1-1-1); with several, ``player`` chooses which
    goes next (6-6-1-1-3 for the turn player's, 6-6-1-1-4 for the non-turn player's)."""
    left = list(found)
    while left:
        if len(left) > 1:
            options = _options(left)
            labels = {key: res.state.cards[card.id].label() for key, (card, _) in options.items()}
            d = res.decide(
                f"end-order-{player}",
                player,
                list(options),
                f"which {when} effect of {player}'s resolves next",
                prompt=say("phases-end-order-prompt", timing=timing(when)),
                labels=labels,
            )
            chosen = options[d.chosen]
            said = say("phases-end-order", player=player, card=chosen[0].label(), timing=timing(when))
            res.emit("end-order", [rule], said, decision=d)
        else:
            chosen = left[0]
        left.remove(chosen)
        card, index = chosen
        activate_pending(res, make_pending(res, card, index, when))
        rule_processing(res)
        activate_waiting(res)


def _options(left: list[tuple[Card, int]]) -> dict[str, tuple[Card, int]]:
    out: dict[str, tuple[Card, int]] = {}
    for card, index in left:
        key = card.id if card.id not in out else f"{card.id}-{index + 1}"
        out[key] = (card, index)
    return out


def _until_end_of_turn(res: Context) -> None:
    """6-6-1-2: effects "until the end of the turn" end, the turn player's, then the non-turn player's."""
    s = res.state
    ended = _end_lasting(res, "end_of_turn", s.player_order())
    said = say("phases-until-end-of-turn", cards=names(ended), count=len(ended), first=s.turn_player)
    res.emit("turn-effects-end", ["6-6-1-2"], said)


def _during_this_turn(res: Context) -> None:
    """6-6-1-3: effects "during this turn" end (power changed during this turn)."""
    s = res.state
    ended = [
        c for p in s.player_order() for c in s.field_cards(p) if c.power_mods or c.base_powers or c.base_costs
    ]
    for card in s.cards.values():
        if card.power_mods:  # a write marks the card changed (tracking.Tracking)
            card.power_mods = ()
        if card.base_powers or card.base_costs:  # base power and cost set during this turn (4-9-2)
            card.base_powers = card.base_costs = ()
    said = say("phases-during-this-turn", cards=names(ended), count=len(ended), first=s.turn_player)
    res.emit("this-turn-ends", ["6-6-1-3"], said)


def _end_lasting(res: Context, until: str, players: list[str]) -> list[Card]:
    """Remove the lasting power changes ``until`` made by effects of ``players``, in that order;
    the cards they were on."""
    s = res.state
    ended: list[Card] = []
    for player in players:
        for card in s.cards.values():
            keep = tuple(m for m in card.lasting if not (m[1] == until and m[2] == player))
            if keep != card.lasting:
                card.lasting = keep
                if card not in ended:
                    ended.append(card)
    return ended


def pass_turn(res: Context) -> None:
    """6-6-1-4: the turn ends; the non-turn player becomes the turn player."""
    s = res.state
    before = s.turn_player
    s.turn += 1
    s.turn_player = s.opponent(before)
    s.phase = "refresh"
    said = say("phases-turn-passes", before=before, player=s.turn_player, turn=s.turn)
    res.emit("turn-passes", ["6-6-1-4", "6-1-2", "4-3-1", "4-3-2"], said)


# ---- the start of a turn: Refresh, Draw, DON!!, the start of the Main Phase ---------------------


def begin_turn(res: Context, *, phase: str = "refresh") -> None:
    """The turn from ``phase`` up to the start of its Main Phase (6-1-1)."""
    order = ("refresh", "draw", "don", "main")
    steps = (refresh_phase, draw_phase, don_phase, main_phase)
    for name, step in zip(order, steps, strict=True):
        if order.index(name) >= order.index(phase):
            step(res)


def refresh_phase(res: Context) -> None:
    """6-2-1 … 6-2-4."""
    s = res.state
    tp = s.turn_player
    s.phase = "refresh"
    # 6-2-1: "until the start of your next turn" — the effects of the player whose turn starts
    ended = _end_lasting(res, "next_turn", [tp])
    said = say("phases-refresh", turn=s.turn, player=tp, cards=names(ended), count=len(ended))
    res.emit("refresh", ["6-1-1", "6-2", "6-2-1"], said)
    # 6-2-2: "at the start of your turn" / "at the start of your opponent's turn"
    found = [(c, "start_of_your_turn") for c in s.field_cards(tp)]
    found += [(c, "start_of_opponents_turn") for c in s.field_cards(s.opponent(tp))]
    met = []
    for card, when in found:
        before = len(res.pending)
        trigger_own(res, card, when)
        met += res.pending[before:]
    said = say("phases-start-of-turn", player=tp, count=len(met))
    res.emit("start-of-turn", ["6-2-2"], said)
    activate_waiting(res)
    # 6-2-3: given DON!! return rested
    p = s.players[tp]
    given = [c for c in s.field_cards(tp) if c.given_don]
    count = sum(c.given_don for c in given)
    for card in given:
        p.rested_don += card.given_don
        card.given_don = 0
    said = say("phases-don-return", player=tp, count=count, cards=names(given))
    res.emit("don-return", ["6-2-3"], said)
    # 6-2-4: only the turn player's rested cards are set active
    rested = [c for c in s.field_cards(tp) if c.rested]
    don = p.rested_don
    for card in rested:
        card.rested = False
    p.active_don += p.rested_don
    p.rested_don = 0
    said = say(
        "phases-set-active", player=tp, cards=names(rested), count=len(rested), don=don, other=s.opponent(tp)
    )
    res.emit("set-active", ["6-2-4"], said)


def draw_phase(res: Context) -> None:
    """6-3-1: draw 1 card; the first player does not on their first turn."""
    s = res.state
    tp = s.turn_player
    s.phase = "draw"
    if is_first_turn(s, tp) and tp == s.first_player:
        res.emit("draw-phase", ["6-3-1"], say("phases-draw-first-turn", player=tp))
        return
    deck = s.zones[f"{tp}.deck"]
    if not deck:  # rule processing already saw the empty deck (1-2-1-1-2)
        res.emit("draw-phase", ["6-3-1"], say("phases-draw-empty", player=tp))
        rule_processing(res)
        return
    drawn = s.cards[deck[0]]
    s.move(drawn, f"{tp}.hand")
    named = bool(drawn.name)
    said = say("phases-draw", named="yes" if named else "no", player=tp, card=drawn.label() if named else "")
    res.emit("draw-phase", ["6-3-1"], said)
    rule_processing(res)


def don_phase(res: Context) -> None:
    """6-4-1 … 6-4-3: 2 DON!! (1 on the first player's first turn), as many as the DON!! deck holds."""
    s = res.state
    tp = s.turn_player
    s.phase = "don"
    p = s.players[tp]
    first = is_first_turn(s, tp) and tp == s.first_player
    wanted = 1 if first else 2
    added = min(wanted, p.don_deck)
    p.don_deck -= added
    p.active_don += added
    if added == wanted:
        rules = ["6-4-1"]
    elif added == 1:
        rules = ["6-4-1", "6-4-2"]
    else:
        rules = ["6-4-1", "6-4-3"]
    rules += ["3-9-3"] if added else []  # placed active
    rules += ["3-3-3"] if added > 1 else []  # one at a time
    said = say(
        "phases-don", player=tp, count=added, first="yes" if first else "no", left=p.don_deck, of=DON_DECK
    )
    res.emit("don-phase", rules, said)


def main_phase(res: Context) -> None:
    """6-5-1: "at the start of the Main Phase" effects of both players activate; then 6-5-2."""
    s = res.state
    tp = s.turn_player
    s.phase = "main"
    met = []
    for card in s.field_cards():
        before = len(res.pending)
        trigger_own(res, card, "start_of_main")
        met += res.pending[before:]
    first = is_first_turn(s, tp)
    said = say("phases-main", player=tp, count=len(met), first_turn="yes" if first else "no")
    res.emit("main-phase", ["6-5-1", "6-5-2", *(["6-5-6-1"] if first else [])], said)
    activate_waiting(res)
