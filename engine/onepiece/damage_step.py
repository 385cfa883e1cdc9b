"""The Damage Step (7-1-4) and the End of the Battle (7-1-5). The powers are compared: the
attacker wins when its power is at least the power of the card it attacks (7-1-4-1, a tie going to
the attacker); a Leader then takes damage through damage processing (4-6-1, [Double Attack] 10-1-2,
[Banish] 10-1-3, [Trigger] 10-1-5), a Character is K.O.'d (10-2-1). With less power the attack
fails and nothing happens (7-1-4-2). At the End of the Battle, what lasted "during this battle"
ends (7-1-5)."""

from __future__ import annotations

from ..core.text import Text
from .activation import activate_waiting
from .battle_state import Battle
from .conditions import permanent_conditions
from .context import Context, Ctx
from .damage import damage_processing
from .ko import ko
from .words import joined

#: how a battle ends (7-1-4-1: a tie goes to the attacker; 7-1-4-2)
ATTACK_FAILS = Text(
    en="the attack fails and nothing happens in this battle.",
    ja="アタックしている側の負けで、このバトルでは何も起こりません。",
)
ATTACKER_WINS = Text(en="the attacker wins.", ja="アタックしている側の勝ちです。")
TIE_WINS = Text(
    en="the attacker wins. A tie goes to the attacker.",
    ja="パワーが同じ場合はアタックしている側の勝ちです。",
)


def damage_step(res: Context, b: Battle) -> None:
    """7-1-4: the powers compared; the Leader takes damage or the Character is K.O.'d."""
    s = res.state
    attacker, target = b.attacker, b.target
    ap, tp = s.power(attacker) or 0, s.power(target) or 0
    attacking, attacked = attacker.label(), target.label()
    lines, rules = [], []
    for card in (attacker, target):
        more, why = permanent_conditions(s, card)
        lines += more
        rules += [r for r in why if r not in rules]
    said_conditions = Text(ja="".join(f"{t.ja}。" for t in lines), en="".join(f" {t.en}." for t in lines))
    win = ap >= tp
    cites = ["7-1-4", "7-1-4-1" if win else "7-1-4-2", *rules]
    powers = Text(
        en=f"Damage Step: {attacking.en} has {ap} power, {attacked.en} has {tp}.{said_conditions.en} So ",
        ja=f"ダメージステップ：{attacking.ja}のパワー{ap}、{attacked.ja}のパワー{tp}。{said_conditions.ja}",
    )
    outcome = TIE_WINS if ap == tp else ATTACKER_WINS if win else ATTACK_FAILS
    res.emit("damage-step", cites, joined(powers, outcome))
    if not win:
        return
    if target.area == "leader":
        damage_processing(res, b.defender, 2 if "double_attack" in attacker.keywords else 1, attacker)
    else:
        ko(res, [target], Ctx(s.turn_player, attacker, ("7-1-4",), attacker.id), battle=True)
    activate_waiting(res)  # what waited for the damage processing (8-6-2) or the K.O. (8-6-3)


def end_of_battle(res: Context, b: Battle) -> None:
    """7-1-5: the battle ends; power given "during this battle" (counters, 7-1-3-2-1) no longer
    applies, the turn player's first and then the non-turn player's (7-1-5)."""
    s = res.state
    ended = [c for p in s.player_order() for c in s.field_cards(p) if c.battle_mods]
    for card in ended:
        card.battle_mods = []
    if ended:
        who = "、".join(c.label().ja for c in ended), ", ".join(c.label().en for c in ended)
        said = Text(
            en=f"End of the Battle: the power given during this battle to {who[1]} no longer applies.",
            ja=f"バトルの終了：このバトル中に{who[0]}に与えられたパワーの変更は終わります。",
        )
    else:
        said = Text(en="End of the Battle.", ja="バトルの終了。")
    res.emit("battle-end", ["7-1-5"], said)
    activate_waiting(res)
