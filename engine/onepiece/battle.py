"""Card attacks and battles (chapter 7): an active Leader or Character attacks the opponent's Leader
or a rested Character ([Rush] 10-1-1 lets a Character attack the turn it is played); [When
Attacking] effects (10-2-5); a [Blocker] may become the target (10-1-4, [On Block] 10-2-15); the
powers are compared, ties going to the attacker (7-1-4-1); a Leader takes damage (4-6-1, [Double
Attack] 10-1-2), a Character is K.O.'d (10-2-1)."""

from __future__ import annotations

from ..core.text import Text
from .activation import activate_waiting
from .auto_effects import trigger_own
from .context import Context, Ctx
from .damage import damage_processing
from .ko import ko
from .model import Card
from .script import Action
from .words import joined

#: how a battle ends (7-1-4-1: a tie goes to the attacker)
ATTACK_FAILS = Text(en="the attack fails.", ja="アタックは失敗します。")
ATTACKER_WINS = Text(en="the attacker wins.", ja="アタックしている側の勝ちです。")
TIE_WINS = Text(
    en="the attacker wins. A tie goes to the attacker.",
    ja="パワーが同じ場合はアタックしている側の勝ちです（7-1-4-1）。",
)


def attack(res: Context, action: Action) -> None:
    """The turn player attacks with ``action.card`` (chapter 7); the target may be switched by a block."""
    s = res.state
    assert action.card is not None and action.target is not None
    attacker, target = s.cards[action.card], s.cards[action.target]
    player = s.turn_player
    defender = s.opponent(player)
    if not _may_attack(res, action, attacker, target):
        return
    attacking, attacked = attacker.label(), target.label()
    attacker.rested = True
    cites = ["7"] + (["10-1-1"] if attacker.played_turn == s.turn and "rush" in attacker.keywords else [])
    said = Text(
        en=f"{attacking.en} is rested and attacks {attacked.en}.",
        ja=f"{attacking.ja}をレストにして、{attacked.ja}にアタックします。",
    )
    res.emit("attack", cites, said)
    trigger_own(res, attacker, "when_attacking")
    activate_waiting(res)
    if attacker.zone != f"{player}.{attacker.area}" or not attacker.on_field:
        return
    target = _block(res, attacker, target, defender)
    battle(res, attacker, target, defender)
    activate_waiting(res)


def _may_attack(res: Context, action: Action, attacker: Card, target: Card) -> bool:
    """Who may attack what (chapter 7, [Rush] 10-1-1); a script asking otherwise is refused."""
    s = res.state
    player = s.turn_player
    defender = s.opponent(player)
    if attacker.controller != player or attacker.area not in ("leader", "characters") or attacker.rested:
        res.problem(action, f"{action.card} is not an active Leader or Character of the turn player {player}")
        return False
    if attacker.area == "characters" and attacker.played_turn == s.turn and "rush" not in attacker.keywords:
        res.problem(
            action, f"{action.card} was played this turn and has no [Rush] (10-1-1): it cannot attack"
        )
        return False
    if target.controller != defender or not (
        target.area == "leader" or target.area == "characters" and target.rested
    ):
        res.problem(
            action, f"{action.target} is neither {defender}'s Leader nor a rested Character of {defender}"
        )
        return False
    return True


def _block(res: Context, attacker: Card, target: Card, defender: str) -> Card:
    """The defender may rest an active [Blocker] to make it the target (10-1-4); returns the target."""
    s = res.state
    blockers = [
        c
        for c in s.area(defender, "characters")
        if "blocker" in c.keywords and not c.rested and c is not target
    ]
    if not blockers:
        return target
    labels = res.card_labels([c.id for c in blockers])
    labels["no-block"] = Text(ja="ブロックしない", en="don't block")
    d = res.decide(
        f"block-{attacker.id}",
        defender,
        ["no-block"] + [c.id for c in blockers],
        "whether to block with a [Blocker]",
        prompt=Text(ja="【ブロッカー】でブロックしますか？", en="Block with a [Blocker]?"),
        labels=labels,
    )
    if d.chosen == "no-block":
        text = Text(en=f"{defender} does not block.", ja=f"{defender}はブロックしません。")
        res.emit("block", ["10-1-4"], text, decision=d)
        return target
    blocker = s.cards[d.chosen]
    blocker.rested = True
    label = blocker.label()
    said = Text(
        en=f"{defender} rests {label.en} ([Blocker]): it becomes the target of the attack.",
        ja=f"{defender}は{label.ja}（【ブロッカー】）をレストにして、アタックの対象にします。",
    )
    res.emit("block", ["10-1-4"], said, decision=d)
    trigger_own(res, blocker, "on_block")
    activate_waiting(res)
    return blocker


def battle(res: Context, attacker: Card, target: Card, defender: str) -> None:
    """The attacker wins when its power is at least the target's: ties go to the attacker (7-1-4-1)."""
    s = res.state
    if not attacker.on_field or not target.on_field:
        return
    ap, tp = s.power(attacker) or 0, s.power(target) or 0
    attacking, attacked = attacker.label(), target.label()
    tie = ap == tp
    cites = ["7"] + (["7-1-4-1"] if tie else [])
    powers = Text(
        en=f"Battle: {attacking.en} has {ap} power, {attacked.en} has {tp}: ",
        ja=f"バトル：{attacking.ja}のパワー{ap}、{attacked.ja}のパワー{tp}。",
    )
    outcome = ATTACK_FAILS if ap < tp else TIE_WINS if tie else ATTACKER_WINS
    res.emit("battle", cites, joined(powers, outcome))
    if ap < tp:
        return
    if target.area == "leader":
        damage_processing(res, defender, 2 if "double_attack" in attacker.keywords else 1, attacker)
    else:
        ko(res, [target], Ctx(s.turn_player, attacker, ("7",), attacker.id), battle=True)
