"""The Block Step (7-1-2): the attacked player may activate one [Blocker] in the battle (7-1-2-1):
an active Character with [Blocker], other than the card being attacked, is rested and becomes the
card being attacked (10-1-4); its [On Block] effects activate (7-1-2-2, 10-2-15). An attacker with
[Unblockable] cannot be blocked (10-1-7)."""

from __future__ import annotations

from .activation import activate_waiting
from .battle_state import Battle
from .conditions import trigger_checked
from .context import Context
from .keyword_effects import has_keyword, silenced
from .model import Card
from .say import say
from .words import names


def block_step(res: Context, b: Battle) -> None:
    """7-1-2: the defender blocks with a [Blocker], or not, or cannot."""
    blockers = _blockers(res, b)
    defender, attacking = b.defender, b.attacker.label()
    if blockers and has_keyword(b.attacker, "unblockable"):
        said = say("block-unblockable", attacker=attacking, defender=defender)
        res.emit("block", ["7-1-2", "10-1-7-1"], said)
        return
    if not blockers:
        negated = [c for c in _blockers(res, b, negated=True) if silenced(c, "blocker")]
        if negated:  # [Blocker] is an effect: a card whose effects are negated cannot use it (4-1-2)
            cards = names(negated)
            said = say("block-blocker-negated", defender=defender, cards=cards, count=len(negated))
            res.emit("block", ["7-1-2", "10-1-4", "4-1-1", "4-1-2", "8-2-1-1"], said)
            return
        said = say("block-no-blocker", defender=defender)
        res.emit("block", ["7-1-2", "10-1-4"], said)
        return
    _choose_block(res, b, blockers)


def _blockers(res: Context, b: Battle, *, negated: bool = False) -> list[Card]:
    """The defender's active Characters with [Blocker], other than the card being attacked (10-1-4);
    one whose effects are negated has no working [Blocker] (4-1-2), unless ``negated`` asks for it."""
    return [
        c
        for c in res.state.area(b.defender, "characters")
        if (has_keyword(c, "blocker") or negated and silenced(c, "blocker"))
        and not c.rested
        and c is not b.target
    ]


def _choose_block(res: Context, b: Battle, blockers: list[Card]) -> None:
    """The defender chooses a [Blocker] or not to block; a blocker is rested and takes the place of
    the card being attacked (10-1-4), then its [On Block] effects activate (10-2-15)."""
    defender = b.defender
    labels = res.card_labels([c.id for c in blockers])
    labels["no-block"] = say("block-option-none")
    d = res.decide(
        f"block-{b.attacker.id}",
        defender,
        ["no-block"] + [c.id for c in blockers],
        "whether to block with a [Blocker]",
        prompt=say("block-prompt"),
        labels=labels,
    )
    if d.chosen == "no-block":
        res.emit("block", ["7-1-2", "10-1-4-1"], say("block-declined", defender=defender), decision=d)
        return
    blocker = res.state.cards[d.chosen]
    blocker.rested = True
    b.retarget(blocker)
    said = say("block-blocks", defender=defender, blocker=blocker.label())
    res.emit("block", ["7-1-2", "7-1-2-1", "10-1-4-1"], said, decision=d)
    trigger_checked(res, blocker, "on_block")
    activate_waiting(res)
