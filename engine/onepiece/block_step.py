"""The Block Step (7-1-2): the attacked player may activate one [Blocker] in the battle (7-1-2-1):
an active Character with [Blocker], other than the card being attacked, is rested and becomes the
card being attacked (10-1-4); its [On Block] effects activate (7-1-2-2, 10-2-15). An attacker with
[Unblockable] cannot be blocked (10-1-7)."""

from __future__ import annotations

from ..core.text import Text
from .activation import activate_waiting
from .battle_state import Battle
from .conditions import trigger_checked
from .context import Context
from .model import Card

NO_BLOCK = Text(ja="ブロックしない", en="don't block")


def block_step(res: Context, b: Battle) -> None:
    """7-1-2: the defender blocks with a [Blocker], or not, or cannot."""
    blockers = _blockers(res, b)
    defender, attacking = b.defender, b.attacker.label()
    if blockers and "unblockable" in b.attacker.keywords:
        said = Text(
            en=f"Block Step: {attacking.en} has [Unblockable]: {defender} cannot activate [Blocker] "
            "against it.",
            ja=f"ブロックステップ：{attacking.ja}は【ブロック不可】を持つので、{defender}は【ブロッカー】を発動できません。",
        )
        res.emit("block", ["7-1-2", "10-1-7"], said)
        return
    if not blockers:
        said = Text(
            en=f"Block Step: {defender} has no active [Blocker] that could block.",
            ja=f"ブロックステップ：{defender}にはブロックできるアクティブな【ブロッカー】がいません。",
        )
        res.emit("block", ["7-1-2", "10-1-4"], said)
        return
    _choose_block(res, b, blockers)


def _blockers(res: Context, b: Battle) -> list[Card]:
    """The defender's active Characters with [Blocker], other than the card being attacked (10-1-4)."""
    return [
        c
        for c in res.state.area(b.defender, "characters")
        if "blocker" in c.keywords and not c.rested and c is not b.target
    ]


def _choose_block(res: Context, b: Battle, blockers: list[Card]) -> None:
    """The defender chooses a [Blocker] or not to block; a blocker is rested and takes the place of
    the card being attacked (10-1-4), then its [On Block] effects activate (10-2-15)."""
    defender = b.defender
    labels = res.card_labels([c.id for c in blockers])
    labels["no-block"] = NO_BLOCK
    d = res.decide(
        f"block-{b.attacker.id}",
        defender,
        ["no-block"] + [c.id for c in blockers],
        "whether to block with a [Blocker]",
        prompt=Text(ja="【ブロッカー】でブロックしますか？", en="Block with a [Blocker]?"),
        labels=labels,
    )
    if d.chosen == "no-block":
        text = Text(
            en=f"Block Step: {defender} does not block.",
            ja=f"ブロックステップ：{defender}はブロックしません。",
        )
        res.emit("block", ["7-1-2", "10-1-4"], text, decision=d)
        return
    blocker = res.state.cards[d.chosen]
    blocker.rested = True
    b.retarget(blocker)
    label = blocker.label()
    said = Text(
        en=f"Block Step: {defender} rests {label.en} ([Blocker]): it becomes the card being attacked.",
        ja=f"ブロックステップ：{defender}は{label.ja}（【ブロッカー】）をレストにして、アタックされるカードにします。",
    )
    res.emit("block", ["7-1-2", "7-1-2-1", "10-1-4"], said, decision=d)
    trigger_checked(res, blocker, "on_block")
    activate_waiting(res)
