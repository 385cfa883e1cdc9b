"""The battle under way (7-1): the attacking card, the card it attacks (a [Blocker] may take its
place, 10-1-4), and where each was, so that a step can tell whether one of them has moved areas
since (7-1-1-4, 7-1-2-3, and the same check at the end of the Counter Step, 7-1-3).

What may not be done during a battle, or outside one: an [Activate: Main] effect is activated in
the Main Phase except during a battle (10-2-2-1), a [Main] Event likewise (10-2-3-1), and a
[Counter] Event only in the opponent's Counter Step (10-2-4-1). :mod:`.main_phase` asks
:func:`refuse_play` and :func:`refuse_declare` before it plays a card or declares an effect."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from ..core.text import Text
from .model import Card, GameState
from .say import say

if TYPE_CHECKING:
    from .script import Action


@dataclass
class Battle:
    attacker: Card
    target: Card
    defender: str
    #: card id → (incarnation, zone) when the card entered the battle
    where: dict[str, tuple[int, str]] = field(default_factory=dict)
    #: the script's actions tried in the Counter Step (``in_counter_step``), refused by the rules
    during: tuple[Action, ...] = ()

    def __post_init__(self) -> None:
        self.remember(self.attacker)
        self.remember(self.target)

    def remember(self, card: Card) -> None:
        self.where[card.id] = (card.incarnation, card.zone)

    def retarget(self, card: Card) -> None:
        """A [Blocker] becomes the card being attacked (10-1-4)."""
        self.target = card
        self.remember(card)

    def moved(self, state: GameState) -> Card | None:
        """The attacker or the target if it has moved areas since it entered the battle, else None."""
        for card in (self.attacker, self.target):
            if not self.still_there(state, card):
                return card
        return None

    def still_there(self, state: GameState, card: Card) -> bool:
        """Whether ``card`` is still the card, in the area, it was when it entered the battle."""
        now = state.cards[card.id]
        return (now.incarnation, now.zone) == self.where[card.id]


class Context(Protocol):
    """What these checks read of a resolution (:class:`~.context.Context`, which holds a
    :class:`Battle` and so imports this module: named here by its shape, not imported)."""

    state: GameState
    battle: Battle | None

    def emit(self, kind: str, cites: Sequence[str], text: Text, **details: Any) -> None: ...

    def problem(self, action: Any, message: str) -> None: ...


def in_battle(res: Context) -> Battle | None:
    """The battle under way, from the Attack Step to the End of the Battle (7-1, 7-1-5-5), or None."""
    return res.battle


def _timings(card: Card) -> set[str]:
    return {a.timing for _, a, _ in card.all_abilities()}


def refuse_play(res: Context, action: Action, player: str) -> bool:
    """Whether playing ``action.card`` from the hand is refused now; True when a step (or, for an
    action no rule can mean, a problem) says why. [Counter] Events are used in the opponent's
    Counter Step only (10-2-4-1); [Main] Events in the Main Phase except during a battle (10-2-3-1);
    a Character or Stage is not played during a battle (6-5-3, 7-1). An Event refused so cannot be
    played: no cost is paid for it and it stays in the hand (4-7-2)."""
    assert action.card is not None
    card = res.state.cards[action.card]
    if card.zone != f"{player}.hand":
        return False  # main_phase says what is wrong
    timings, battle, label = _timings(card), in_battle(res), card.label()
    if card.type != "event":
        if battle is not None:
            res.problem(
                action, f"{action.card}: a Character or Stage is not played during a battle (6-5-3, 7-1)"
            )
            return True
        return False
    if battle is not None:
        if "counter" in timings and player == battle.defender:
            res.problem(
                action,
                f"{action.card}: a [Counter] Event is used through the decision "
                f"counter-{battle.attacker.id} in the Counter Step (7-1-3-2-2)",
            )
            return True
        if "counter" in timings and "main" not in timings:
            said = say("battle-counter-event-own-attack", player=player, card=label)
            res.emit("cannot-use", ["10-2-4-1", "10-2-4", "4-7-2"], said)
            return True
        if player != res.state.turn_player:  # not their Main Phase at all (6-5-3-1)
            turn_player = res.state.turn_player
            said = say(
                "battle-main-event-not-turn-player", player=player, card=label, turn_player=turn_player
            )
            res.emit("cannot-use", ["10-2-3-1", "6-5-3-1", "10-2-3", "4-7-2"], said)
            return True
        said = say("battle-main-event-in-battle", player=player, card=label)
        res.emit("cannot-use", ["10-2-3-1", "10-2-3", "4-7-2"], said)
        return True
    if "counter" in timings and "main" not in timings and res.state.phase == "main":
        said = say("battle-counter-event-main-phase", player=player, card=label)
        res.emit("cannot-use", ["10-2-4-1", "10-2-4", "4-7-2"], said)
        return True
    return False


def refuse_declare(res: Context, action: Action, player: str) -> bool:
    """Whether declaring ``action.card``'s [Activate: Main] effect is refused because a battle is
    under way (10-2-2-1); True when a step says so."""
    assert action.card is not None
    card = res.state.cards[action.card]
    if in_battle(res) is None or "activate_main" not in _timings(card):
        return False
    said = say("battle-activate-main-in-battle", player=player, card=card.label())
    res.emit("cannot-use", ["10-2-2-1", "10-2-2"], said)
    return True
