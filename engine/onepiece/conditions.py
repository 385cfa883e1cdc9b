"""Conditions of effects (8-3-2): [DON!! xX] (10-2-9), [Your Turn] (10-2-11), [Opponent's Turn]
(10-2-12). An auto effect with a condition activates only if it holds when its timing is met
(8-3-2-3); a permanent effect with one is in force only while it holds (8-1-3-3). The steps of a
battle say which of them hold, for the cards that battle."""

from __future__ import annotations

from ..core.text import Text
from .auto_effects import trigger, watchers
from .context import Context
from .effects import Ability
from .model import Card, GameState
from .say import say
from .words import NOTHING, timing


def condition_words(ability: Ability) -> list[tuple[str, str, str]]:
    """The keywords of ``ability``'s condition, each (ja, en, rule) (8-3-2); :func:`condition_rules`
    adds the rule of 8-3-2 that names the same condition."""
    out = []
    for key, value in ability.condition:
        if key == "your_turn":
            said, rule = (
                (say("conditions-your-turn"), "10-2-11-1")
                if value
                else (say("conditions-opponents-turn"), "10-2-12-1")
            )
        elif key == "don":
            said, rule = say("conditions-don", don=value), "10-2-9-1"
        else:
            continue
        out.append((said.ja, said.en, rule))
    return out


#: a condition keyword's rule in chapter 10 → the sub-rule of 8-3-2 that says when it is met
CONDITION_RULES = {"10-2-11-1": "8-3-2-4", "10-2-12-1": "8-3-2-5"}


def condition_rules(words: list[tuple[str, str, str]]) -> list[str]:
    """The rules of the condition's keywords: [Your Turn] is met in your turn (8-3-2-4, 10-2-11-1),
    [Opponent's Turn] in your opponent's (8-3-2-5, 10-2-12-1), [DON!! xX] by the DON!! given (10-2-9-1)."""
    out: list[str] = []
    for _, _, rule in words:
        out += [r for r in (CONDITION_RULES.get(rule), rule) if r and r not in out]
    return out


def _keywords(words: list[tuple[str, str, str]]) -> Text:
    """The condition's keywords, one after the other."""
    return _and("conditions-keywords-and", [Text(ja=ja, en=en) for ja, en, _ in words])


def _and(message: str, parts: list[Text]) -> Text:
    """``parts`` joined two at a time by ``message`` (``{ $first } and { $next }``)."""
    if not parts:
        return NOTHING
    out = parts[0]
    for part in parts[1:]:
        out = say(message, first=out, next=part)
    return out


def _why(state: GameState, card: Card, ability: Ability) -> Text:
    """What the condition looks at now: whose turn it is, how many DON!! the card has."""
    parts = []
    for key, _ in ability.condition:
        if key == "your_turn":
            whose = "own" if state.turn_player == card.controller else "opponent"
            parts.append(
                say(
                    "conditions-why-turn",
                    turn_player=state.turn_player,
                    controller=card.controller,
                    whose=whose,
                )
            )
        elif key == "don":
            parts.append(say("conditions-why-don", don=card.given_don))
    return _and("conditions-why-and", parts)


def trigger_checked(res: Context, card: Card, when: str) -> None:
    """``card``'s active ``when`` effects wait to activate; one with a condition only if it holds at
    this timing (8-3-2-3), and a step says whether it does."""
    for index, ability, active in card.all_abilities():
        if active and ability.timing == when:
            check_and_trigger(res, card, index, ability)


def check_and_trigger(res: Context, card: Card, index: int, ability: Ability) -> None:
    """One auto effect whose timing is met: it waits to activate only if its condition holds now
    (8-3-2-3, 8-4-1-1); a step says whether it does."""
    if condition_checked(res, card, ability):
        trigger(res, card, index, ability.timing)


def condition_checked(res: Context, card: Card, ability: Ability) -> bool:
    """Whether an auto effect's condition holds now that its timing is met (8-3-2-3); a step says
    so when it has one."""
    s = res.state
    holds = s.condition_holds(card, ability)
    words = condition_words(ability)
    if words:
        said = say(
            "conditions-auto",
            card=card.label(),
            timing=timing(ability.timing),
            kind="when" if ability.timing == "when" else "other",
            condition=_keywords(words),
            why=_why(s, card, ability),
            holds="yes" if holds else "no",
        )
        # an auto effect may need a condition to be met (8-1-3-1-2)
        rules = ["8-3-2", "8-1-3-1-2", *condition_rules(words), "8-3-2-3"]
        if len(words) > 1:
            rules.insert(1, "8-3-2-1")  # every condition must hold
        res.emit("condition", [*rules, *([] if holds else ["8-4-1-1"])], said)
    return holds


def trigger_conditioned(res: Context, card: Card, when: str) -> None:
    """``card``'s active ``when`` effects that have a condition: checked now (8-3-2-3), with a step
    (those without one wait at once: auto_effects.trigger_own)."""
    for index, ability, active in card.all_abilities():
        if active and ability.timing == when and ability.condition:
            check_and_trigger(res, card, index, ability)


def trigger_conditioned_watchers(res: Context, event: str, subject: Card) -> None:
    """The "when …" effects with a condition watching ``event`` about ``subject`` (8-1-3-1), each
    checked now (8-3-2-3)."""
    for watcher, index in watchers(res, event, subject, conditioned=True):
        check_and_trigger(res, watcher, index, watcher.ability(index))


def permanent_conditions(state: GameState, card: Card) -> tuple[list[Text], list[str]]:
    """The permanent effects with a condition that would change ``card``'s power, in force or not
    (8-1-3-3, 8-3-2): a sentence for each (ending with its full stop), and their rules."""
    lines, cites = [], []
    for source in state.field_cards():
        for _, ability, active in source.all_abilities():
            if not active or ability.kind != "permanent" or not ability.power or ability.to is None:
                continue
            words = condition_words(ability)
            if not words or not state.matches(card, ability.to, source.controller, source, permanent=False):
                continue
            holds = state.condition_holds(source, ability)
            lines.append(
                say(
                    "conditions-permanent",
                    source=source.label(),
                    condition=_keywords(words),
                    power=f"{ability.power:+d}",
                    why=_why(state, source, ability),
                    holds="yes" if holds else "no",
                )
            )
            cites += [r for r in ("8-1-3-3-2", "8-3-2", *condition_rules(words)) if r not in cites]
    return lines, cites
