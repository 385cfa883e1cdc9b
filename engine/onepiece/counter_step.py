"""The Counter Step (7-1-3): first the attacked card's "when attacked" effects activate (7-1-3-1);
then the attacked player uses counters, in the order they choose and as many as they wish
(7-1-3-2), until they stop: a Character with a symbol counter is trashed from the hand, and their
Leader or one of their Characters gets its value as power during this battle (7-1-3-2-1); an Event
with [Counter] has its cost paid, goes to the trash and its [Counter] effect activates (7-1-3-2-2,
10-2-4, 8-4-2)."""

from __future__ import annotations

from ..core.text import Text
from ..core.trace import Decision
from .activation import activate_effect, activate_waiting
from .battle_state import Battle
from .concession import concede
from .conditions import trigger_checked
from .context import Context
from .effects import Ability
from .main_phase import declare_activate, play_card
from .model import Card
from .rule_processing import rule_processing
from .say import say, yes_no
from .words import names

#: what a script may try in the Counter Step (``in_counter_step``)
IN_BATTLE = {"play": play_card, "activate": declare_activate, "concede": concede}


def counter_step(res: Context, b: Battle) -> None:
    """7-1-3: "when attacked" effects (7-1-3-1), then counters until the defender stops (7-1-3-2)."""
    said = say(
        "counter-step-start",
        attacker=b.attacker.label(),
        attacker_power=_power(res, b.attacker),
        target=b.target.label(),
        target_power=_power(res, b.target),
        defender=b.defender,
    )
    res.emit("counter-step", ["7-1-3", "7-1-3-2"], said)
    trigger_checked(res, b.target, "when_attacked")
    activate_waiting(res)
    for action in b.during:  # the script's tries, refused by 10-2-2-1 / 10-2-3-1 (battle_state)
        IN_BATTLE[action.kind](res, action)
        if res.problems:
            return
        activate_waiting(res)
    used = 0
    while b.moved(res.state) is None:
        options = _counters(res, b.defender)
        if not options:
            _none_left(res, b, used)
            return
        used += 1
        if not _one_counter(res, b, options):
            return


def _power(res: Context, card: Card) -> str:
    """A card's power as the sentences write it (a number, never grouped: 5000)."""
    return str(res.state.power(card) or 0)


def _counters(res: Context, player: str) -> list[Card]:
    """The cards of ``player``'s hand that can counter now: a Character with a symbol counter
    (7-1-3-2-1), an Event with a [Counter] effect whose cost they can pay (7-1-3-2-2)."""
    s = res.state
    out = []
    for card in s.area(player, "hand"):
        if card.type == "character" and card.counter:
            out.append(card)
        elif card.type == "event" and _counter_effects(card):
            if (s.cost(card) or 0) <= s.players[player].active_don:
                out.append(card)
    return out


def _counter_effects(card: Card) -> list[tuple[int, Ability, bool]]:
    return [(i, a, ok) for i, a, ok in card.all_abilities() if a.timing == "counter"]


def _none_left(res: Context, b: Battle, used: int) -> None:
    """No card of the hand can counter (any more): the Counter Step ends (7-1-3-2). Cards of the
    hand that are not Character cards have no (Symbol) Counter (2-10-2): those that have no
    [Counter] effect either are named, with the rule."""
    said = say("counter-none-left", defender=b.defender, used=used)
    hand = res.state.area(b.defender, "hand")
    others = [c for c in hand if c.type != "character" and not _counter_effects(c)]
    if not others:
        res.emit("counter-stop", ["7-1-3-2"], said)
        return
    more = say("counter-not-character", cards=names(others), many=yes_no(len(others) > 1))
    res.emit("counter-stop", ["7-1-3-2", "2-10-2"], Text(ja=said.ja + more.ja, en=f"{said.en} {more.en}"))


def _one_counter(res: Context, b: Battle, options: list[Card]) -> bool:
    """The defender uses one counter, or stops (False); the order is theirs (7-1-3-2)."""
    labels = {c.id: _option_label(res, c) for c in options}
    labels["stop"] = say("counter-option-stop")
    d = res.decide(
        f"counter-{b.attacker.id}",
        b.defender,
        [c.id for c in options] + ["stop"],
        "which counter to use next, or to stop (7-1-3-2)",
        prompt=say("counter-prompt"),
        labels=labels,
    )
    if d.chosen == "stop":
        res.emit("counter-stop", ["7-1-3-2"], say("counter-stopped", defender=b.defender), decision=d)
        return False
    card = res.state.cards[d.chosen]
    if card.type == "event":
        _counter_event(res, b, card, d)
    else:
        _symbol_counter(res, b, card, d)
    return True


def _option_label(res: Context, card: Card) -> Text:
    if card.type == "event":
        return say("counter-option-event", card=card.label(), cost=res.state.cost(card) or 0)
    return say("counter-option-symbol", card=card.label(), counter=str(card.counter))


def _symbol_counter(res: Context, b: Battle, card: Card, d: Decision) -> None:
    """7-1-3-2-1: the card is trashed from the hand; the defender's Leader or one of their
    Characters (their choice when they have Characters) gets +its counter during this battle."""
    s = res.state
    s.move(card, f"{b.defender}.trash")
    pool = [s.leader(b.defender), *s.area(b.defender, "characters")]
    if len(pool) > 1:
        said = say(
            "counter-symbol-trashed", defender=b.defender, card=card.label(), counter=str(card.counter)
        )
        res.emit("symbol-counter", ["7-1-3-2-1"], said, decision=d)
        to, d2 = _counter_target(res, b, card, pool)
        _counter_power(res, b, card, to, "counter-power", d2)
        return
    _counter_power(res, b, card, pool[0], "counter-symbol-to-leader", d, kind="symbol-counter")


def _counter_power(
    res: Context, b: Battle, card: Card, to: Card, message: str, d: Decision, *, kind: str = "counter-power"
) -> None:
    """``to`` gets ``card``'s counter as power during this battle (7-1-3-2-1, ended by 7-1-5);
    ``message`` says so (after the card is trashed, or with it)."""
    to.battle_mods = (*to.battle_mods, card.counter or 0)
    said = say(
        message,
        defender=b.defender,
        card=card.label(),
        counter=str(card.counter),
        target=to.label(),
        now=_power(res, to),
        attacker_power=_power(res, b.attacker),
        attacked="yes" if to is b.target else "no",
        attacked_card=b.target.label(),
        attacked_power=_power(res, b.target),
    )
    # the (Symbol) Counter is the power a Character card gives in the Counter Step (2-10-1)
    res.emit(kind, ["7-1-3-2-1", "2-10-1"], said, decision=d)


def _counter_target(res: Context, b: Battle, card: Card, pool: list[Card]) -> tuple[Card, Decision]:
    """Which of the defender's Leader and Characters gets the counter's power: theirs to choose."""
    d = res.choose_card(
        f"counter-to-{card.id}",
        b.defender,
        [c.id for c in pool],
        "which of their Leader and Characters gets the counter's power (7-1-3-2-1)",
        say("counter-target-prompt"),
    )
    return res.state.cards[d.chosen], d


def _counter_event(res: Context, b: Battle, card: Card, d: Decision) -> None:
    """7-1-3-2-2, 10-2-4: the Event's cost is paid with active DON!!, then it is trashed as its
    [Counter] effect is activated (a card activation, 8-5-2; 8-4-2), and the effect is carried out."""
    s = res.state
    p = s.players[b.defender]
    cost = s.cost(card) or 0
    p.active_don -= cost
    p.rested_don += cost
    s.move(card, f"{b.defender}.trash")
    said = say("counter-event", defender=b.defender, card=card.label(), cost=cost)
    res.emit("counter-event", ["7-1-3-2-2", "10-2-4", "8-4-2", "8-5-2"], said, decision=d)
    for index, ability, active in _counter_effects(card):
        activate_effect(res, card, index, ability, b.defender, ["7-1-3-2-2", "10-2-4"], active=active)
        rule_processing(res)
    activate_waiting(res)
