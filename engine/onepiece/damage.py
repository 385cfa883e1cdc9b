"""Damage processing (4-6-1) and [Trigger] (10-1-5): for each damage, the top Life card goes to the
hand, or to the trash with [Banish] (10-1-3), or its [Trigger] activates instead, interrupting damage
processing while it resolves (8-6-2-1). With 0 Life cards the Leader's damage is a defeat condition
(1-2-1-1-1). Auto effects triggered meanwhile wait until all of it has resolved (8-6-2)."""

from __future__ import annotations

from ..core.trace import Decision
from .activation import activate_effect
from .context import Context
from .keyword_effects import has_keyword
from .model import Card
from .rule_processing import rule_processing
from .say import say, yes_no
from .words import area_text


def damage_processing(res: Context, player: str, amount: int, attacker: Card) -> None:
    """``player``'s Leader takes ``amount`` damage from ``attacker``, one Life card at a time (4-6-1)."""
    double = amount == 2 and has_keyword(attacker, "double_attack")
    res.damage = {"player": player, "left": amount}
    said = say(
        "damage-processing",
        player=player,
        amount=amount,
        double="yes" if double else "no",
        attacker=attacker.label(),
        several="yes" if amount > 1 else "no",
    )
    cites = ["4-6-1", "7-1-4-1-1", *(["10-1-2-1", "7-1-4-1-1-3"] if double else [])]
    res.emit("damage-processing", [*cites, *(["4-6-2-2"] if amount > 1 else [])], said)
    waiting_before = len(res.pending)
    # the Life counted when it is determined that damage will be dealt (7-1-4-1-1-1, 7-1-4-1-1-2)
    had_life = bool(res.state.zones[f"{player}.life"])
    for n in range(amount):
        _one_damage(res, player, attacker, left=amount - n - 1, had_life=had_life)
        rule_processing(res)
    res.damage = None
    _over(res, waited=len(res.pending) > waiting_before)


def _one_damage(res: Context, player: str, attacker: Card, *, left: int, had_life: bool) -> None:
    """One damage: with 0 Life cards, a defeat condition (1-2-1-1-1); else the top Life card moves.

    With 0 Life when the damage was determined, the attacker's player wins (7-1-4-1-1-1). With Life
    then, each damage is 7-1-4-1-1-2, repeated for each point (7-1-4-1-1-3): a later point of a
    [Double Attack] that finds the Life area empty has no card to add, an action that cannot be
    done and is not (1-3-2). It is not damage taken with 0 Life cards, so no defeat condition."""
    s = res.state
    life = s.zones[f"{player}.life"]
    if not life and had_life:
        said = say("damage-no-life-left", player=player)
        res.emit("no-life-to-add", ["7-1-4-1-1-3", "7-1-4-1-1-2", "1-3-2", "4-6-1"], said)
        return
    if not life:
        s.defeated[player] = "life"
        said = say("damage-no-life", player=player)
        res.emit("leader-damaged", ["1-2-1-1-1", "7-1-4-1-1-1", "4-6-1"], said)
        rule_processing(res)
    card = s.cards[life[0]]
    res.damage = {"player": player, "left": left}
    if has_keyword(attacker, "banish"):
        _banish(res, player, card, attacker)
    elif any(a.timing == "trigger" for _, a, _ in card.all_abilities()):
        _trigger_or_hand(res, player, card, left=left)
    else:
        s.move(card, f"{player}.hand")
        said = say(
            "damage-life-to-hand", player=player, card=card.label(), named="yes" if card.name else "no"
        )
        res.emit("life-to-hand", ["4-6-2-1", "7-1-4-1-1-2", "4-6-1"], said)


def _banish(res: Context, player: str, card: Card, attacker: Card) -> None:
    """[Banish] (10-1-3): the Life card goes to the trash, and its [Trigger] cannot activate."""
    res.state.move(card, f"{player}.trash")
    trigger = any(a.timing == "trigger" for _, a, _ in card.all_abilities())
    said = say("damage-banish", attacker=attacker.label(), card=card.label(), trigger=yes_no(trigger))
    res.emit("banish", ["10-1-3-1", "4-6-1", *(["4-6-3-1"] if trigger else [])], said)


def _trigger_or_hand(res: Context, player: str, card: Card, *, left: int) -> None:
    """A Life card with a [Trigger]: its owner activates it or adds the card to the hand (10-1-5)."""
    label = card.label()
    d = res.decide(
        f"trigger-{card.id}",
        player,
        ["trigger", "hand"],
        f"{label.en} has a [Trigger]",
        prompt=say("damage-trigger-prompt", card=label),
        labels={"trigger": say("damage-option-trigger"), "hand": say("damage-option-hand")},
    )
    if d.chosen == "trigger":
        _activate_trigger(res, player, card, d, left=left)
        return
    res.state.move(card, f"{player}.hand")
    said = say("damage-trigger-declined", player=player, card=label)
    res.emit("life-to-hand", ["4-6-2-1", "7-1-4-1-1-2", "10-1-5-2", "2-11-1", "4-6-3"], said, decision=d)


def _activate_trigger(res: Context, player: str, card: Card, d: Decision, *, left: int) -> None:
    """The [Trigger] activates instead: the card is in no area meanwhile, then goes to the trash;
    damage processing is interrupted while it resolves (8-6-2-1, 10-1-5)."""
    s = res.state
    label = card.label()
    index, ability, active = next((i, a, ok) for i, a, ok in card.all_abilities() if a.timing == "trigger")
    s.move(card, f"{player}.no_area")
    said = say("damage-trigger-activated", player=player, card=label)
    # activated instead of adding the card to the hand (2-11-1)
    res.emit("trigger", ["8-6-2-1", "10-1-5-1", "2-11-1", "7-1-4-1-1-2", "4-6-3"], said, decision=d)
    activate_effect(res, card, index, ability, player, ["10-1-5-1", "8-6-2-1"], active=active)
    # the card is trashed after its [Trigger], unless the effect put it somewhere (10-1-5-3)
    stayed = card.zone != f"{player}.no_area"
    if not stayed:
        s.move(card, f"{player}.trash")
    where = area_text(card.zone)
    said = say("damage-trigger-resolved", card=label, left=left, stayed="yes" if stayed else "no", area=where)
    res.emit("trigger-done", ["10-1-5-3", "8-6-2-1"], said)


def _over(res: Context, *, waited: bool) -> None:
    """Damage processing is over; effects triggered during it activate now (8-6-2)."""
    if waited:
        res.emit("damage-over", ["8-6-2", "10-2-17-1"], say("damage-over-waited"))
    else:
        res.emit("damage-over", ["4-6-1"], say("damage-over"))
