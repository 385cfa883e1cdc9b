"""Conditions of effects (8-3-2): [DON!! xX] (10-2-9), [Your Turn] (10-2-11), [Opponent's Turn]
(10-2-12). An auto effect with a condition activates only if it holds when its timing is met
(8-3-2-3); a permanent effect with one is in force only while it holds (8-1-3-3). The steps of a
battle say which of them hold, for the cards that battle."""

from __future__ import annotations

from ..core.text import Text
from .auto_effects import trigger
from .context import Context
from .effects import Ability
from .model import Card, GameState
from .words import timing

#: condition key → its keyword (ja, en) and rule, for the value it has
YOUR_TURN = ("【自分のターン中】", "[Your Turn]", "10-2-11")
OPPONENTS_TURN = ("【相手のターン中】", "[Opponent's Turn]", "10-2-12")


def condition_words(ability: Ability) -> list[tuple[str, str, str]]:
    """The keywords of ``ability``'s condition, each (ja, en, rule) (8-3-2)."""
    out = []
    for key, value in ability.condition:
        if key == "your_turn":
            out.append(YOUR_TURN if value else OPPONENTS_TURN)
        elif key == "don":
            out.append((f"【ドン!!×{value}】", f"[DON!! x{value}]", "10-2-9"))
    return out


def _why(state: GameState, card: Card, ability: Ability) -> Text:
    """What the condition looks at now: whose turn it is, how many DON!! the card has."""
    parts_ja, parts_en = [], []
    for key, _ in ability.condition:
        if key == "your_turn":
            whose = "自分" if state.turn_player == card.controller else "相手"
            parts_ja.append(f"{state.turn_player}のターン（{card.controller}から見て{whose}のターン）")
            parts_en.append(f"it is {state.turn_player}'s turn")
        elif key == "don":
            parts_ja.append(f"付与されたドン!!は{card.given_don}枚")
            parts_en.append(f"it has {card.given_don} DON!! given")
    return Text(ja="、".join(parts_ja), en=" and ".join(parts_en))


def trigger_checked(res: Context, card: Card, when: str) -> None:
    """``card``'s active ``when`` effects wait to activate; one with a condition only if it holds at
    this timing (8-3-2-3), and a step says whether it does."""
    s = res.state
    for index, ability, active in card.all_abilities():
        if not active or ability.timing != when:
            continue
        holds = s.condition_holds(card, ability)
        words = condition_words(ability)
        if words:
            label, kw = card.label(), timing(when)
            cond = Text(ja="".join(w[0] for w in words), en=" ".join(w[1] for w in words))
            why = _why(s, card, ability)
            said = Text(
                en=f"{label.en}'s {kw.en} effect has the condition {cond.en}: {why.en}, so it "
                + (
                    "holds and the effect activates."
                    if holds
                    else "does not hold and the effect does not activate."
                ),
                ja=f"{label.ja}の{kw.ja}の効果には条件{cond.ja}があります。{why.ja}なので、条件を"
                + ("満たし、効果が発動します。" if holds else "満たさず、効果は発動しません。"),
            )
            res.emit("condition", ["8-3-2", *(w[2] for w in words), "8-3-2-3"], said)
        if holds:
            trigger(res, card, index, when)


def permanent_conditions(state: GameState, card: Card) -> tuple[list[Text], list[str]]:
    """The permanent effects with a condition that would change ``card``'s power, in force or not
    (8-1-3-3, 8-3-2): a sentence for each, and their rules."""
    lines, cites = [], []
    for source in state.field_cards():
        for _, ability, active in source.all_abilities():
            if not active or ability.kind != "permanent" or not ability.power or ability.to is None:
                continue
            words = condition_words(ability)
            if not words or not state.matches(card, ability.to, source.controller, source, permanent=False):
                continue
            holds = state.condition_holds(source, ability)
            src, cond, why = (
                source.label(),
                Text(ja="".join(w[0] for w in words), en=" ".join(w[1] for w in words)),
                _why(state, source, ability),
            )
            lines.append(
                Text(
                    en=f"{src.en}'s {cond.en} effect ({ability.power:+d}) "
                    + (f"is in force: {why.en}" if holds else f"is not in force: {why.en}"),
                    ja=f"{src.ja}の{cond.ja}の効果（{ability.power:+d}）は、{why.ja}なので"
                    + ("適用されます" if holds else "適用されません"),
                )
            )
            cites += [r for r in ("8-1-3-3", "8-3-2", *(w[2] for w in words)) if r not in cites]
    return lines, cites
