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
from .conditions import trigger_checked
from .context import Context
from .effects import Ability
from .main_phase import declare_activate, play_card
from .model import Card
from .rule_processing import rule_processing

STOP = Text(ja="カウンターを終える", en="stop countering")
#: what a script may try in the Counter Step (``in_counter_step``)
IN_BATTLE = {"play": play_card, "activate": declare_activate}


def counter_step(res: Context, b: Battle) -> None:
    """7-1-3: "when attacked" effects (7-1-3-1), then counters until the defender stops (7-1-3-2)."""
    attacking, attacked = b.attacker.label(), b.target.label()
    ap, tp = _power(res, b.attacker), _power(res, b.target)
    said = Text(
        en=f"Counter Step: {attacked.en} ({tp} power) is attacked by {attacking.en} ({ap} power). "
        f"{b.defender} may use counters from the hand.",
        ja=f"カウンターステップ：{attacking.ja}（パワー{ap}）が{attacked.ja}（パワー{tp}）にアタックしています。"
        f"{b.defender}は手札からカウンターを使えます。",
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


def _power(res: Context, card: Card) -> int:
    return res.state.power(card) or 0


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
    """No card of the hand can counter (any more): the Counter Step ends (7-1-3-2)."""
    more = Text(ja="もう", en="more ") if used else Text(ja="", en="")
    said = Text(
        en=f"{b.defender} has no {more.en}counters they can use from the hand: the Counter Step ends.",
        ja=f"{b.defender}には手札から使えるカウンターが{more.ja}ないので、カウンターステップを終えます。",
    )
    res.emit("counter-stop", ["7-1-3-2"], said)


def _one_counter(res: Context, b: Battle, options: list[Card]) -> bool:
    """The defender uses one counter, or stops (False); the order is theirs (7-1-3-2)."""
    labels = {c.id: _option_label(res, c) for c in options}
    labels["stop"] = STOP
    d = res.decide(
        f"counter-{b.attacker.id}",
        b.defender,
        [c.id for c in options] + ["stop"],
        "which counter to use next, or to stop (7-1-3-2)",
        prompt=Text(ja="カウンターを使いますか？", en="Use a counter?"),
        labels=labels,
    )
    if d.chosen == "stop":
        said = Text(
            en=f"{b.defender} stops countering: the Counter Step ends.",
            ja=f"{b.defender}はカウンターを終え、カウンターステップを終えます。",
        )
        res.emit("counter-stop", ["7-1-3-2"], said, decision=d)
        return False
    card = res.state.cards[d.chosen]
    if card.type == "event":
        _counter_event(res, b, card, d)
    else:
        _symbol_counter(res, b, card, d)
    return True


def _option_label(res: Context, card: Card) -> Text:
    label = card.label()
    if card.type == "event":
        cost = res.state.cost(card) or 0
        return Text(
            ja=f"{label.ja}（【カウンター】、コスト{cost}）", en=f"{label.en} ([Counter], cost {cost})"
        )
    return Text(ja=f"{label.ja}（カウンター+{card.counter}）", en=f"{label.en} (counter +{card.counter})")


def _symbol_counter(res: Context, b: Battle, card: Card, d: Decision) -> None:
    """7-1-3-2-1: the card is trashed from the hand; the defender's Leader or one of their
    Characters (their choice when they have Characters) gets +its counter during this battle."""
    s = res.state
    s.move(card, f"{b.defender}.trash")
    label = card.label()
    pool = [s.leader(b.defender), *s.area(b.defender, "characters")]
    if len(pool) > 1:
        said = Text(
            en=f"{b.defender} trashes {label.en} from the hand for its +{card.counter} counter.",
            ja=f"{b.defender}は手札の{label.ja}をトラッシュに置き、カウンター+{card.counter}を使います。",
        )
        res.emit("symbol-counter", ["7-1-3-2-1"], said, decision=d)
        to, d2 = _counter_target(res, b, card, pool)
        _counter_power(res, b, card, to, Text(ja="", en=""), d2)
        return
    head = Text(
        en=f"{b.defender} trashes {label.en} from the hand for its counter: ",
        ja=f"{b.defender}は手札の{label.ja}をトラッシュに置き、カウンターを使います。",
    )
    _counter_power(res, b, card, pool[0], head, d, kind="symbol-counter")


def _counter_power(
    res: Context, b: Battle, card: Card, to: Card, head: Text, d: Decision, *, kind: str = "counter-power"
) -> None:
    """``to`` gets ``card``'s counter as power during this battle (7-1-3-2-1, ended by 7-1-5)."""
    to.battle_mods.append(card.counter or 0)
    gets, ap, now = to.label(), _power(res, b.attacker), _power(res, to)
    en = f"{gets.en} gets +{card.counter} power during this battle (now {now}; the attacker has {ap})."
    said = Text(
        en=head.en + (en if head.en else en[0].upper() + en[1:]),
        ja=f"{head.ja}{gets.ja}はこのバトル中、パワー+{card.counter}（現在{now}、アタックしているカードは{ap}）。",
    )
    res.emit(kind, ["7-1-3-2-1"], said, decision=d)


def _counter_target(res: Context, b: Battle, card: Card, pool: list[Card]) -> tuple[Card, Decision]:
    """Which of the defender's Leader and Characters gets the counter's power: theirs to choose."""
    d = res.choose_card(
        f"counter-to-{card.id}",
        b.defender,
        [c.id for c in pool],
        "which of their Leader and Characters gets the counter's power (7-1-3-2-1)",
        Text(ja="パワーを上げるカードを選んでください", en="Choose the card that gets the power"),
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
    label = card.label()
    said = Text(
        en=f"{b.defender} uses the [Counter] Event {label.en} from the hand, resting {cost} DON!! "
        "for its cost. The Event goes to the trash as it is activated; its [Counter] effect is "
        "carried out next.",
        ja=f"{b.defender}はドン!!{cost}枚をレストにして、手札の【カウンター】イベント{label.ja}を発動します。"
        "イベントは発動と同時にトラッシュに置かれ、続いて【カウンター】の効果を実行します。",
    )
    res.emit("counter-event", ["7-1-3-2-2", "10-2-4", "8-4-2", "8-5-2"], said, decision=d)
    for index, ability, active in _counter_effects(card):
        activate_effect(res, card, index, ability, b.defender, ["7-1-3-2-2", "10-2-4"], active=active)
        rule_processing(res)
    activate_waiting(res)
