"""Damage and recovery (chapter 13, modeled: its text is not in our source) and the ruler damage
rule effect (12-3a) that turns a ruler's damage into a ruler damage process (13-5).

A ``deal_damage`` effect places a damage execution process (13-2a); resolving it puts damage on
units (2-11b) and rulers. A ruler with damage gets a ruler damage process (12-3a), which resolves at
once (9-3d) and moves cards from the deck to the damage zone (13-5, as modeled).
"""

from __future__ import annotations

from ..core.text import Text
from . import words
from .model import Card, GateItem, is_field
from .resolution import Resolution
from .say import say

#: what taking damage means for a unit and for a ruler: (message, rule)
_DAMAGE_MEANS = {False: ("damage-to-units", "2-11b"), True: ("damage-to-rulers", "12-3a")}


def can_take_damage(card: Card) -> bool:
    """A ruler in its ruler zone, or a unit on the field."""
    return card.is_ruler and card.zone.endswith(".ruler") or card.is_unit and is_field(card.zone)


# ---- damage execution (13-2a) ------------------------------------------------------------------


def place_damage_execution(res: Resolution, cards: list[Card], amount: int, by: str, missing: Text) -> None:
    """13-2a: dealing damage places a damage execution process (targets, amount, source) on the gate."""
    res.place("damage-execution-process", by=by, cards=tuple(c.ref for c in cards), amount=amount)
    res.emit(
        "damage-execution-process-placed",
        ["13-2a", "13-2a-1"] + (["13-2a-3"] if len(cards) > 1 else []),
        say("damage-execution-process-placed", amount=amount, cards=words.names(cards), missing=missing),
    )


def resolve_damage_execution(res: Resolution, item: GateItem) -> None:
    """13-2a: the damage is dealt. Damage stays on a unit; its HP is not reduced (2-11b)."""
    state = res.state
    hit = [c for ref in item.cards if (c := state.card_by_ref(ref)) is not None and can_take_damage(c)]
    for card in hit:
        card.damage += item.amount
        state.touch(card)
    res.remove(item)
    parts: list[Text] = []
    cites = ["13-2a"]
    for rulers in (False, True):
        group = [c for c in hit if c.is_ruler == rulers]
        if not group:
            continue
        message, number = _DAMAGE_MEANS[rulers]
        parts.append(say(message, cards=words.names(group), count=len(group), amount=item.amount))
        cites.append(number)
    if not hit:
        parts.append(say("damage-to-none"))
    joined = parts[0]
    for part in parts[1:]:
        joined = say("damage-and", first=joined, next=part)
    res.emit("damage-dealt", [*cites, "9-2a"], say("damage-dealt", parts=joined))


# ---- the ruler damage process (12-3a, 13-5) ----------------------------------------------------


def place_ruler_damage(res: Resolution, player: str) -> None:
    """12-3a: a ruler with damage 1 or more → a ruler damage process (13-5), placed on the gate (13-5b)."""
    res.place("ruler-damage-process", players=(player,))
    ruler = res.state.ruler_of(player)
    text = say("ruler-damage-process-placed", ruler=ruler.label(), damage=ruler.damage, player=player)
    res.emit("ruler-damage-process-placed", ["12-3", "12-3a", "13-5b"], text)


def resolve_ruler_damage(res: Resolution, item: GateItem) -> None:
    """13-5 (modeled): that many cards from the top of the deck to the damage zone, one at a time, face up;
    then the ruler's damage is 0. Nobody can respond to it, so it resolves at once (9-3d)."""
    state = res.state
    player = item.players[0]
    ruler = state.ruler_of(player)
    amount = ruler.damage
    moved = 0
    for _ in range(amount):
        deck = state.zones[f"{player}.deck"]
        if not deck:
            break
        res.move_card(state.cards[deck[0]], f"{player}.damage_zone")
        moved += 1
    ruler.damage = 0
    state.touch(ruler)
    res.remove(item)
    text = say(
        "ruler-damage-process-resolved", player=player, moved=moved, short="yes" if moved < amount else "no"
    )
    res.emit("ruler-damage-process-resolved", ["13-5", "9-3d"], text)


# ---- recovery (chapter 13) ---------------------------------------------------------------------


def recover_units(res: Resolution, cards: list[Card], amount: int, missing: Text) -> None:
    """Units recover N: the damage on them goes down, never below 0 (chapter 13, 2-11b)."""
    before = [card.damage for card in cards]
    for card in cards:
        card.damage = max(0, card.damage - amount)
        res.state.touch(card)
    one = len(cards) == 1
    text = say(
        "recovered",
        cards=words.names(cards),
        count=len(cards),
        amount=amount,
        missing=missing,
        before=before[0] if one else 0,
        after=cards[0].damage if one else 0,
    )
    res.emit("recovered", ["13", "2-11b"], text)


def recover_player(res: Resolution, player: str, amount: int) -> None:
    """A player recovers N (chapter 13; its text is not in our source): the engine's model takes the N
    cards placed last in the damage zone to the owner's graveyard."""
    state = res.state
    zone = state.zones[f"{player}.damage_zone"]
    taken = [state.cards[i] for i in reversed(zone[-amount:])] if amount else []
    for card in taken:
        res.move_card(card, f"{card.owner}.graveyard")
    text = say(
        "player-recovered",
        player=player,
        amount=amount,
        taken=len(taken),
        short="yes" if len(taken) < amount else "no",
    )
    res.emit("player-recovered", ["13"], text)
