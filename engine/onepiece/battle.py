"""Card attacks and battles (chapter 7), step by step: the Attack Step (7-1-1), the Block Step
(7-1-2, :mod:`.block_step`), the Counter Step (7-1-3, :mod:`.counter_step`), the Damage Step (7-1-4)
and the End of the Battle (7-1-5, :mod:`.damage_step`). An active Leader or Character attacks the
opponent's Leader or a rested Character (7-1); [Rush] (10-1-1) lets a Character attack on the turn
it is played, [Rush: Character] (10-1-6) lets it attack Characters only. When the attacker or the
target has moved areas at the end of a step, the battle goes straight to its end (7-1-1-4, 7-1-2-3)."""

from __future__ import annotations

from .activation import activate_waiting
from .battle_state import Battle
from .block_step import block_step
from .conditions import trigger_checked
from .context import Context
from .counter_step import counter_step
from .damage_step import damage_step, end_of_battle
from .keyword_effects import has_keyword
from .model import Card
from .say import say
from .script import Action
from .start_point import is_first_turn, phase_label
from .words import area_text


def attack(res: Context, action: Action) -> None:
    """The turn player attacks with ``action.card`` (7-1): the steps of chapter 7 in order."""
    s = res.state
    assert action.card is not None and action.target is not None
    attacker, target = s.cards[action.card], s.cards[action.target]
    if not _may_attack(res, action, attacker, target):
        return
    b = Battle(attacker, target, s.opponent(s.turn_player), during=action.during)
    res.battle = b  # until the End of the Battle is over (7-1-5-5): see battle_state.in_battle
    try:
        _battle(res, b)
    finally:
        res.battle = None


def _battle(res: Context, b: Battle) -> None:
    """The steps in order; a step at whose end the attacker or the target has moved areas goes
    straight to the End of the Battle (7-1-1-4, 7-1-2-3, 7-1-3)."""
    steps = ((attack_step, "7-1-1-4"), (block_step, "7-1-2-3"), (counter_step, "7-1-3"))
    for step, rule in steps:
        step(res, b)
        if res.problems:
            return
        if _cut_short(res, b, rule):
            end_of_battle(res, b)
            return
    damage_step(res, b)
    end_of_battle(res, b)


def attack_step(res: Context, b: Battle) -> None:
    """7-1-1: the attacker is rested and attacks its target; its [When Attacking] effects
    (10-2-5), then the defender's [On Your Opponent's Attack] effects (10-2-16), activate."""
    s = res.state
    attacker, target = b.attacker, b.target
    attacker.rested = True
    # declared by resting the attacker (7-1-1-1), against the target chosen (7-1-1-2)
    rush = _rush_rules(res, attacker)
    cites = ["7-1-1", "7-1-1-1", "7-1-1-2", "6-5-6-2"] + rush
    said = say("battle-attack", attacker=attacker.label(), target=target.label())
    if rush:  # its text lets it attack on the turn it is played: card text over the rules (1-3-1)
        keyword = "rush" if "rush" in attacker.keywords else "rush_character"
        said = say("battle-attack-rush", said=said, attacker=attacker.label(), keyword=keyword)
    res.emit("attack", cites, said)
    b.remember(attacker)
    trigger_checked(res, attacker, "when_attacking")
    activate_waiting(res)
    for card in s.field_cards(b.defender):
        trigger_checked(res, card, "on_opponents_attack")
    activate_waiting(res)


def _rush_rules(res: Context, attacker: Card) -> list[str]:
    """A Character played this turn attacks by [Rush] (10-1-1, 10-1-1-1) or [Rush: Character]
    (10-1-6, 10-1-6-1), the exceptions to 3-7-4."""
    if attacker.area != "characters" or attacker.played_turn != res.state.turn:
        return []
    if has_keyword(attacker, "rush"):
        return ["3-7-4", "1-3-1", "10-1-1", "10-1-1-1"]
    return ["3-7-4", "1-3-1", "10-1-6", "10-1-6-1"]


def _cut_short(res: Context, b: Battle, rule: str) -> bool:
    """At the end of a step: has the attacker or the target moved areas? Then the battle ends."""
    if res.state.players[b.defender].status == "lost":
        return True
    moved = b.moved(res.state)
    if moved is None:
        return False
    step = {"7-1-1-4": "attack", "7-1-2-3": "block"}.get(rule, "counter")
    said = say(
        "battle-cut-short",
        step=step,
        role="attacker" if moved is b.attacker else "target",
        card=moved.label(),
        area=area_text(res.state.cards[moved.id].zone),
    )
    res.emit("battle-cut-short", [rule, "7-1-5"], said)
    return True


def _may_attack(res: Context, action: Action, attacker: Card, target: Card) -> bool:
    """Who may attack what (7-1, [Rush] 10-1-1, [Rush: Character] 10-1-6); a script asking
    otherwise is refused."""
    s = res.state
    player = s.turn_player
    defender = s.opponent(player)
    if s.phase != "main":
        res.problem(
            action, f"a battle is a Main Phase action (6-5-2, 6-5-6); it is {player}'s {phase_label(s.phase)}"
        )
        return False
    if s.stated and is_first_turn(s, player):  # a board written before start: keeps its meaning
        res.problem(
            action,
            f"turn {s.turn} is {player}'s first turn: "
            "neither player can battle on their first turn (6-5-6-1)",
        )
        return False
    if attacker.controller != player or attacker.area not in ("leader", "characters") or attacker.rested:
        res.problem(action, f"{action.card} is not an active Leader or Character of the turn player {player}")
        return False
    if target.controller != defender or not (
        target.area == "leader" or target.area == "characters" and target.rested
    ):
        res.problem(
            action, f"{action.target} is neither {defender}'s Leader nor a rested Character of {defender}"
        )
        return False
    if attacker.area == "characters" and attacker.played_turn == s.turn and not has_keyword(attacker, "rush"):
        if not has_keyword(attacker, "rush_character"):
            res.problem(
                action,
                f"{action.card} was played this turn: a played card cannot attack on that turn (3-7-4) "
                "unless it has [Rush] (10-1-1-1)",
            )
            return False
        if target.area != "characters":
            res.problem(
                action,
                f"{action.card} was played this turn (3-7-4) and has [Rush: Character]: "
                "it may attack Characters only (10-1-6-1)",
            )
            return False
    return True
