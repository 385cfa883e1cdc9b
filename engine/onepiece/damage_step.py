"""The Damage Step (7-1-4) and the End of the Battle (7-1-5). The powers are compared: the
attacker wins when its power is at least the power of the card it attacks (7-1-4-1, a tie going to
the attacker); a Leader then takes damage through damage processing (4-6-1, [Double Attack] 10-1-2,
[Banish] 10-1-3, [Trigger] 10-1-5), a Character is K.O.'d (10-2-1). With less power the attack
fails and nothing happens (7-1-4-2). At the End of the Battle, what lasted "during this battle"
ends (7-1-5)."""

from __future__ import annotations

from .activation import activate_waiting
from .battle_state import Battle
from .conditions import permanent_conditions, trigger_checked
from .context import Context, Ctx
from .damage import damage_processing
from .keyword_effects import has_keyword
from .ko import ko
from .model import Card
from .say import say
from .words import area_text, names


def damage_step(res: Context, b: Battle) -> None:
    """7-1-4: the powers compared; the Leader takes damage or the Character is K.O.'d."""
    s = res.state
    attacker, target = b.attacker, b.target
    ap, tp = s.power(attacker) or 0, s.power(target) or 0
    lines, rules = (
        [
            say(
                "damage-step-powers",
                attacker=attacker.label(),
                attacker_power=str(ap),
                target=target.label(),
                target_power=str(tp),
            )
        ],
        [],
    )
    for card in (attacker, target):
        more, why = permanent_conditions(s, card)
        lines += more
        rules += [r for r in why if r not in rules]
    win = ap >= tp
    which = "7-1-4-1-1" if target.area == "leader" else "7-1-4-1-2"
    # power is a card's strength in battle (2-6-1): the two are compared
    cites = ["7-1-4", "2-6-1", *(["7-1-4-1", which] if win else ["7-1-4-2"]), *rules]
    if ap < 0 or tp < 0:  # the real values are compared, below 0 too (1-3-6-1)
        cites.append("1-3-6-1")
        lines.append(say("damage-step-below-zero"))
    lines.append(say("damage-step-outcome", outcome="tie" if ap == tp else "win" if win else "fail"))
    said = lines[0]
    for line in lines[1:]:
        said = say("damage-step-then", first=said, next=line)
    res.emit("damage-step", cites, said)
    if not win:
        return
    if target.area == "leader":
        damage_processing(res, b.defender, 2 if has_keyword(attacker, "double_attack") else 1, attacker)
    else:
        ko(res, [target], Ctx(s.turn_player, attacker, ("7-1-4",), attacker.id), battle=True)
    activate_waiting(res)  # what waited for the damage processing (8-6-2) or the K.O. (8-6-3)


def end_of_battle(res: Context, b: Battle) -> None:
    """7-1-5: the battle ends (7-1-5-1); "at the end of the battle" effects of the cards that
    battled activate (7-1-5-2) while what lasts "during this battle" still applies; then the turn
    player's "during this battle" effects end (7-1-5-3), then the non-turn player's (7-1-5-4)."""
    s = res.state
    battled = [card for card in _battled(b) if _ends_with_effect(card)]
    if battled:
        res.emit("battle-end", ["7-1-5", "7-1-5-1", "7-1-5-2"], say("battle-end-with-effects"))
    else:
        res.emit("battle-end", ["7-1-5", "7-1-5-1"], say("battle-end"))
    for card in battled:
        if b.still_there(s, card):
            trigger_checked(res, card, "end_of_battle")
        else:
            _left(res, card)
    activate_waiting(res)
    ended = [c for p in s.player_order() for c in s.field_cards(p) if c.battle_mods]
    for card in ended:
        card.battle_mods = ()
    if ended:
        res.emit("battle-effects-end", ["7-1-5-3", "7-1-5-4"], say("battle-effects-end", cards=names(ended)))
    activate_waiting(res)
    # the battle is over: back to the Main Phase, where the turn player acts again (7-1-5-5, 6-5-2)
    res.emit("battle-over", ["7-1-5-5", "6-5-2"], say("battle-over", player=s.turn_player))


def _battled(b: Battle) -> list[Card]:
    """The cards that battled: the attacker and the card it attacked (a [Blocker] in its place)."""
    return [b.attacker] if b.target is b.attacker else [b.attacker, b.target]


def _ends_with_effect(card: Card) -> bool:
    return any(a.timing == "end_of_battle" for _, a, ok in card.all_abilities() if ok)


def _left(res: Context, card: Card) -> None:
    """A card that battled and has left its area (K.O.'d …): its "at the end of the battle" effect
    does not activate (8-1-3-1-3)."""
    said = say("battle-end-not-activated", card=card.label(), area=area_text(res.state.cards[card.id].zone))
    res.emit("not-activated", ["8-1-3-1-3", "7-1-5-2"], said)
