"""System processing, the game's own step between the players' actions (chapter 9 and 14-1a-2, modeled):
rule effects are checked and performed together until none applies (chapter 12); then the auto
abilities whose condition was met are played onto the gate (14-1a-2); repeat.
"""

from __future__ import annotations

from ..core.trace import Decision
from . import rule_effects, words
from .model import GateItem, Trigger
from .resolution import Resolution
from .say import say


def system_processing(res: Resolution) -> None:
    """Rule effects until none applies, then auto abilities waiting are played (14-1a-2); repeat."""
    while not res.game_over():
        found = rule_effects.check(res)
        rule_effects.explain_unapplied(res, found)
        if found.kinds():
            rule_effects.perform(res, found)
            res.after_moves()
            continue
        if res.state.pending:
            play_triggers(res)
            continue
        return


def play_triggers(res: Resolution) -> None:
    """14-1a-2: triggered auto abilities are played at the next system processing.

    Assumed order (out of source): the turn player's go on the gate first, then each other player's
    in turn order, as for damage execution processes (13-2a-2a); a player with several chooses.
    """
    pending, res.state.pending = res.state.pending, []
    for player in res.state.player_order():
        mine = [t for t in pending if t.controller == player]
        while mine:
            trigger, decision = _next_trigger(res, player, mine)
            play_trigger(res, trigger, decision)


def _next_trigger(res: Resolution, player: str, mine: list[Trigger]) -> tuple[Trigger, Decision | None]:
    """14-1a-2: the auto ability ``player`` puts on the gate next (they choose when they have several);
    it is taken out of ``mine``."""
    if len(mine) == 1:
        return mine.pop(0), None
    keys = [
        f"{t.source[0]}.{t.ability}" + (f"@{t.event_card[0]}" if t.event_card != t.source else "")
        for t in mine
    ]
    decision = res.decide(
        f"order-{player}",
        player,
        keys,
        "14-1a-2: which of your auto abilities goes on the gate first (it resolves last)",
        prompt=say("prompt-order"),
        labels={k: words.trigger(res.state, t) for k, t in zip(keys, mine, strict=True)},
    )
    return mine.pop(keys.index(decision.chosen)), decision


def play_trigger(res: Resolution, trigger: Trigger, decision: Decision | None) -> None:
    """14-1a-2: an auto ability whose condition was met goes on top of the gate (unless declined)."""
    card = res.state.cards[trigger.source[0]]
    ability = card.abilities[trigger.ability]
    if ability.optional and not chooses_to_play(res, trigger):
        return
    res.state.gate.append(GateItem.for_trigger(res.new_uid(), trigger, ability))
    self_event = trigger.event_card == trigger.source
    text = say(
        "auto-ability-played",
        player=trigger.controller,
        ability=words.trigger(res.state, trigger),
        event=f"{trigger.event}-self" if self_event else trigger.event,
        that=res.state.cards[trigger.event_card[0]].label(),
    )
    res.emit(
        "auto-ability-played", ["14-1a-2"] + (["12-6a-1"] if trigger.soul else []), text, decision=decision
    )


def chooses_to_play(res: Resolution, trigger: Trigger) -> bool:
    """An optional auto ability: its controller plays it or declines (assumed model, 14-1a-2).

    Declined, it 'will not be played' (12-6a-1): a soul it referred to is no longer kept.
    """
    name = words.trigger(res.state, trigger)
    decision = res.decide(
        f"play-{trigger.source[0]}.{trigger.ability}",
        trigger.controller,
        ["play", "decline"],
        "14-1a-2: an optional auto ability may be played or not",
        prompt=say("prompt-play", ability=name),
        labels={"play": say("option-play"), "decline": say("option-decline")},
    )
    if decision.chosen == "play":
        return True
    text = say(
        "auto-ability-not-played",
        player=trigger.controller,
        ability=name,
        soul="yes" if trigger.soul else "no",
    )
    res.emit(
        "auto-ability-not-played",
        ["14-1a-2"] + (["12-6a-1"] if trigger.soul else []),
        text,
        decision=decision,
    )
    return False
