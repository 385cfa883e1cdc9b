"""Damage processing (4-6-1) and [Trigger] (10-1-5): for each damage, the top Life card goes to the
hand, or to the trash with [Banish] (10-1-3), or its [Trigger] activates instead, interrupting damage
processing while it resolves (8-6-2-1). With 0 Life cards the Leader's damage is a defeat condition
(1-2-1-1-1). Auto effects triggered meanwhile wait until all of it has resolved (8-6-2)."""

from __future__ import annotations

from ..core.text import Text
from ..core.trace import Decision
from .activation import activate_effect
from .context import Context
from .model import Card
from .rule_processing import rule_processing
from .words import keyword

#: the options of a Life card with a [Trigger] (10-1-5)
TRIGGER_OR_HAND = {
    "trigger": Text(ja="【トリガー】を発動する", en="activate the [Trigger]"),
    "hand": Text(ja="手札に加える", en="add it to the hand"),
}


def damage_processing(res: Context, player: str, amount: int, attacker: Card) -> None:
    """``player``'s Leader takes ``amount`` damage from ``attacker``, one Life card at a time (4-6-1)."""
    attack = attacker.label()
    double = amount == 2 and "double_attack" in attacker.keywords
    res.damage = {"player": player, "left": amount}
    double_attack = keyword("double_attack")
    said = Text(
        en=f"Damage processing: {player}'s Leader takes {amount} damage"
        + (f" ({attack.en} has {double_attack.en})." if double else "."),
        ja=f"ダメージ処理：{player}のリーダーは{amount}ダメージを受けます"
        + (f"（{attack.ja}は{double_attack.ja}）。" if double else "。"),
    )
    res.emit(
        "damage-processing", ["4-6-1", "7-1-4-1-1", *(["10-1-2", "7-1-4-1-1-3"] if double else [])], said
    )
    waiting_before = len(res.pending)
    for n in range(amount):
        _one_damage(res, player, attacker, left=amount - n - 1)
        rule_processing(res)
    res.damage = None
    _over(res, waited=len(res.pending) > waiting_before)


def _one_damage(res: Context, player: str, attacker: Card, *, left: int) -> None:
    """One damage: with 0 Life cards, a defeat condition (1-2-1-1-1); else the top Life card moves."""
    s = res.state
    life = s.zones[f"{player}.life"]
    if not life:
        s.defeated[player] = "life"
        said = Text(
            en=f"{player} has 0 Life cards and their Leader takes damage.",
            ja=f"{player}のライフが0枚の状態で、リーダーがダメージを受けます。",
        )
        res.emit("leader-damaged", ["1-2-1-1-1", "7-1-4-1-1-1", "4-6-1"], said)
        rule_processing(res)
    card = s.cards[life[0]]
    res.damage = {"player": player, "left": left}
    if "banish" in attacker.keywords:
        _banish(res, player, card, attacker)
    elif any(a.timing == "trigger" for _, a, _ in card.all_abilities()):
        _trigger_or_hand(res, player, card, left=left)
    else:
        s.move(card, f"{player}.hand")
        label = card.label()
        said = Text(
            en=f"The top Life card{', ' + label.en + ',' if card.name else ''} is added to {player}'s hand.",
            ja=f"ライフの一番上のカード{'、' + label.ja if card.name else ''}を{player}の手札に加えます。",
        )
        res.emit("life-to-hand", ["4-6-2-1", "7-1-4-1-1-2", "4-6-1"], said)


def _banish(res: Context, player: str, card: Card, attacker: Card) -> None:
    """[Banish] (10-1-3): the Life card goes to the trash, and its [Trigger] cannot activate."""
    res.state.move(card, f"{player}.trash")
    attack, label = attacker.label(), card.label()
    said = Text(
        en=f"{attack.en} has [Banish]: the Life card {label.en} goes to the trash, and its [Trigger] "
        "cannot activate.",
        ja=f"{attack.ja}は【バニッシュ】を持つので、ライフの{label.ja}はトラッシュに置かれ、【トリガー】は発動できません。",
    )
    res.emit("banish", ["10-1-3", "4-6-1"], said)


def _trigger_or_hand(res: Context, player: str, card: Card, *, left: int) -> None:
    """A Life card with a [Trigger]: its owner activates it or adds the card to the hand (10-1-5)."""
    label = card.label()
    prompt = Text(ja=f"{label.ja}の【トリガー】を発動しますか？", en=f"Activate {label.en}'s [Trigger]?")
    d = res.decide(
        f"trigger-{card.id}",
        player,
        ["trigger", "hand"],
        f"{label.en} has a [Trigger]",
        prompt=prompt,
        labels=TRIGGER_OR_HAND,
    )
    if d.chosen == "trigger":
        _activate_trigger(res, player, card, d, left=left)
        return
    res.state.move(card, f"{player}.hand")
    said = Text(
        en=f"{player} does not activate the [Trigger]: {label.en} is added to the hand.",
        ja=f"{player}は【トリガー】を発動せず、{label.ja}を手札に加えます。",
    )
    res.emit("life-to-hand", ["4-6-2-1", "7-1-4-1-1-2", "10-1-5"], said, decision=d)


def _activate_trigger(res: Context, player: str, card: Card, d: Decision, *, left: int) -> None:
    """The [Trigger] activates instead: the card is in no area meanwhile, then goes to the trash;
    damage processing is interrupted while it resolves (8-6-2-1, 10-1-5)."""
    s = res.state
    label = card.label()
    index, ability, active = next((i, a, ok) for i, a, ok in card.all_abilities() if a.timing == "trigger")
    s.move(card, f"{player}.no_area")
    said = Text(
        en=f"{player} reveals the Life card {label.en} and activates its [Trigger] instead of adding it "
        "to "
        "the hand: damage processing is interrupted while it resolves.",
        ja=f"{player}はライフの{label.ja}を公開し、手札に加える代わりに【トリガー】を発動します。"
        "その解決の間、ダメージ処理は一時的に中断されます。",
    )
    res.emit("trigger", ["8-6-2-1", "10-1-5", "7-1-4-1-1-2"], said, decision=d)
    activate_effect(res, card, index, ability, player, ["10-1-5", "8-6-2-1"], active=active)
    if card.zone == f"{player}.no_area":
        s.move(card, f"{player}.trash")
    said = Text(
        en=f"The [Trigger] has resolved: {label.en} goes to the trash, and damage processing resumes"
        + (f" ({left} damage left)." if left else "."),
        ja=f"【トリガー】の解決が終わり、{label.ja}はトラッシュに置かれ、ダメージ処理を再開します"
        + (f"（残り{left}ダメージ）。" if left else "。"),
    )
    res.emit("trigger-done", ["10-1-5", "8-6-2-1"], said)


def _over(res: Context, *, waited: bool) -> None:
    """Damage processing is over; effects triggered during it activate now (8-6-2)."""
    if waited:
        said = Text(
            en="All of the damage processing has resolved: the effects whose timing was met during it "
            "activate now.",
            ja="ダメージ処理がすべて解決されたので、その間にタイミングを満たした効果をここで発動し解決します。",
        )
        res.emit("damage-over", ["8-6-2"], said)
    else:
        said = Text(en="Damage processing is over.", ja="ダメージ処理が終わりました。")
        res.emit("damage-over", ["4-6-1"], said)
