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

#: what taking damage means for a unit and for a ruler: (who, what it means, rule)
_DAMAGE_MEANS = {
    False: (
        Text(en="", ja=""),
        Text(
            en=" Damage stays on a unit and adds up; it does not lower its HP (2-11b).",
            ja="ダメージはユニットに蓄積し、HPは減りません（2-11b）。",
        ),
        "2-11b",
    ),
    True: (
        Text(en="the ruler ", ja="ルーラー"),
        Text(
            en=" A ruler has life, not HP: a ruler with damage makes the rules carry out a ruler damage "
            "process (12-3a).",
            ja="ルーラーにはHPではなくライフがあり、ダメージを負ったルーラーについてはルーラーダメージ処理が"
            "実行されます（12-3a）。",
        ),
        "12-3a",
    ),
}


def can_take_damage(card: Card) -> bool:
    """A ruler in its ruler zone, or a unit on the field."""
    return card.is_ruler and card.zone.endswith(".ruler") or card.is_unit and is_field(card.zone)


# ---- damage execution (13-2a) ------------------------------------------------------------------


def place_damage_execution(res: Resolution, cards: list[Card], amount: int, by: str, missing: Text) -> None:
    """13-2a: dealing damage places a damage execution process (targets, amount, source) on the gate."""
    res.place("damage-execution-process", by=by, cards=tuple(c.ref for c in cards), amount=amount)
    names = words.names(cards)
    res.emit(
        "damage-execution-process-placed",
        ["13-2a", "13-2a-1"] + (["13-2a-3"] if len(cards) > 1 else []),
        Text(
            en=f"The effect deals {amount} damage to {names.en}: a damage execution process "
            "recording the targets, "
            f"the amount and the source is placed on top of the gate (13-2a).{missing.en}",
            ja=f"効果により{names.ja}に{amount}ダメージを与えます。対象、数値、発生源を記録したダメージ実行処理が"
            f"ゲートの一番上に置かれます（13-2a）。{missing.ja}",
        ),
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
        who, means, number = _DAMAGE_MEANS[rulers]
        names = words.names(group)
        takes = "takes" if len(group) == 1 else "take"
        parts.append(
            Text(
                en=f"{who.en}{names.en} {takes} {item.amount} damage.{means.en}",
                ja=f"{who.ja}{names.ja}に{item.amount}ダメージを与えます。{means.ja}",
            )
        )
        cites.append(number)
    if not hit:
        parts.append(
            Text(en="No card it names can take damage now.", ja="ダメージを受けられるカードがありません。")
        )
    res.emit(
        "damage-dealt",
        [*cites, "9-2a"],
        Text(
            en="The damage execution process resolves: " + " ".join(p.en for p in parts),
            ja="ダメージ実行処理が解決されます。" + "".join(p.ja for p in parts),
        ),
    )


# ---- the ruler damage process (12-3a, 13-5) ----------------------------------------------------


def place_ruler_damage(res: Resolution, player: str) -> None:
    """12-3a: a ruler with damage 1 or more → a ruler damage process (13-5), placed on the gate (13-5b)."""
    res.place("ruler-damage-process", players=(player,))
    ruler = res.state.ruler_of(player)
    name = ruler.label()
    res.emit(
        "ruler-damage-process-placed",
        ["12-3", "12-3a", "13-5", "13-5b"],
        Text(
            en=f"The ruler {name.en} has {ruler.damage} damage, so a ruler damage process (13-5) for "
            f"player {player} is "
            f"placed on top of the gate (12-3a).",
            ja=f"ルーラー{name.ja}はダメージ{ruler.damage}を負っているので、プレイヤー{player}のルーラーダメージ処理（13-5）が"
            "ゲートの一番上に置かれます（12-3a）。",
        ),
    )


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
    for card in cards:
        card.damage = max(0, card.damage - amount)
        res.state.touch(card)
    names = words.names(cards)
    res.emit(
        "recovered",
        ["13", "2-11b"],
        Text(
            en=f"{names.en} {'recovers' if len(cards) == 1 else 'recover'} {amount} damage: "
            "the damage on "
            f"{'it' if len(cards) == 1 else 'them'} goes down (chapter 13, recovery).{missing.en}",
            ja=f"{names.ja}はダメージを{amount}回復します（第13章、回復）。{missing.ja}",
        ),
    )


def recover_player(res: Resolution, player: str, amount: int) -> None:
    """A player recovers N (chapter 13; its text is not in our source): the engine's model takes the N
    cards placed last in the damage zone to the owner's graveyard."""
    state = res.state
    zone = state.zones[f"{player}.damage_zone"]
    taken = [state.cards[i] for i in reversed(zone[-amount:])] if amount else []
    for card in taken:
        res.move_card(card, f"{card.owner}.graveyard")
    short_en = (
        f" Only {len(taken)} {'was' if len(taken) == 1 else 'were'} there." if len(taken) < amount else ""
    )
    short_ja = f"ダメージゾーンには{len(taken)}枚しかありませんでした。" if len(taken) < amount else ""
    res.emit(
        "player-recovered",
        ["13"],
        Text(
            en=f"Player {player} recovers {amount}: the {words.count_en(len(taken), 'card')} placed last in "
            f"{player}'s damage zone go to the graveyard (chapter 13, as the engine models it).{short_en}",
            ja=f"プレイヤー{player}は{amount}回復します。{player}のダメージゾーンに最も後に置かれたカード{len(taken)}枚を"
            f"墓地に置きます（第13章、このエンジンのモデル）。{short_ja}",
        ),
    )
