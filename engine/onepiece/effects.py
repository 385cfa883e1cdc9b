"""The effects of cards, as data: the four kinds of effect (8-1-3), [Trigger] (10-1-5) and what
an effect does (the vocabulary). :mod:`.read_effects` reads them from a board file.

A card's ``effects:`` list; each entry names its ``timing``:

* auto effects (8-1-3-1): ``on_play`` ``when_attacking`` ``on_block`` ``on_ko`` ``end_of_your_turn``
  ``end_of_opponents_turn``, and ``when`` with ``event`` (character_ko, character_played,
  event_activated) and ``whose`` (you | opponent | any); ``once_per_turn: true`` is [Once Per Turn]
  (10-2-13);
* activate effects (8-1-3-2): ``activate_main`` (a Character, Leader or Stage), ``main`` (an Event) and
  ``counter`` (an Event's [Counter], used from the hand in the opponent's Counter Step, 10-2-4);
* battle timings: ``on_opponents_attack`` ([On Your Opponent's Attack], 10-2-16) and ``when_attacked``
  (the attacked card's "when attacked", in the Counter Step, 7-1-3-1);
* ``trigger``: the [Trigger] of a Life card (10-1-5);
* ``permanent`` (8-1-3-3): ``power`` for the cards ``to`` selects, ``cost_change`` for the card itself,
  ``add_cost`` (cost actions added to the activate effects of the cards ``to`` selects, 8-3-1-2),
  ``condition`` (``your_turn: true`` [Your Turn] 10-2-11, ``your_turn: false`` [Opponent's Turn]
  10-2-12, ``don: X`` [DON!! xX] 10-2-9, ``life_at_most: N``; auto and activate effects take it too,
  checked when their timing is met, 8-3-2) and ``under_rules: true`` (「ルール上」:
  works from any area, secret ones included);
* ``replacement`` (8-1-3-4): ``instead_of`` (ko | cost), ``of`` (self | your_characters |
  your_effects), ``do`` (what happens instead); it may be declined unless ``must: true``.

Auto, activate and [Trigger] effects have ``do:`` (the effects after "：") and may have ``cost:``
(the activation cost before "：", 8-3-1: ``rest_don: N``, ``don_minus: N``, ``trash_from_hand: N``,
``rest_self: true``), ``cost_may: true`` (the cost says 「できる」, 8-3-1-4), ``may: true`` (the effect
says 「できる」, 8-1-2) and ``text: {ja, en}``.

The vocabulary of what an effect does (``do:``):

=====================  ==============================================================  =================
effect                 board syntax                                                    rule
=====================  ==============================================================  =================
draw                   ``draw: 2``                                                     4-5-4
K.O.                   ``ko: SELECTOR``                                                10-2-1
trash                  ``trash: SELECTOR`` (from the hand or the field)                3-5
rest / set active      ``rest_don: 1`` · ``set_active_don: 2`` (DON!! in the cost       3-9
DON!!                  area)
give DON!!             ``give_don: {count: 1, to: SELECTOR}`` (rested DON!! first)     6-5-5
power +/−              ``power: {by: 2000, to: SELECTOR}`` (during this turn;          8-1-4, 7-1-5
                       ``until: battle``: during this battle)
play a card            ``play: SELECTOR`` (from hand, trash or deck, no cost paid)     3-7
return to hand         ``return_to_hand: SELECTOR``                                    3-4
Life card to hand      ``life_to_hand: {whose: you, count: 1}`` (top card first)       3-10
look and add           ``look: {top: 3, add_up_to: 1, filter: SELECTOR}`` (the rest    8-4-4-2
                       go to the bottom of the deck)
negate                 ``negate: SELECTOR`` (the card's own effects)                   8-2-2
gain an effect         ``gain: {to: SELECTOR, effect: {...an effect of a card...}}``   8-2-4
both players           ``each_player: [effects]`` (turn player first)                  8-6-1
draw up to X           ``draw: {up_to: 2}`` (stop before any card)                     4-5-4
set power to 0         ``set_power_zero: SELECTOR``                                    4-12
base power / cost      ``base_power: {to, value}`` · ``base_cost: {to, value}``        4-9-2
add to Life            ``add_to_life: {from: deck|hand, face: up|down, count}``        3-10-2-1
look at Life           ``look_at_life: you|opponent``                                  11-3
win / lose the game    ``win_game: you|opponent`` · ``lose_game: you|opponent``        1-2-5
draw until N in hand   ``draw_until: 5`` (0 or fewer draws: nothing, 1-3-2-2)          4-5-3
activate own effect    ``activate_this: main|counter`` (its [Main] / [Counter])        10-2-3-1-1
=====================  ==============================================================  =================

Any effect may carry ``may: true``: the card says 「できる」 (optional, a decision); without it the
card says 「する」 and the effect is mandatory (8-1-2).

A SELECTOR is a card id (``c1``, or ``self`` for the effect's own card) or a mapping::

    {whose: opponent, area: characters, count: 1, up_to: true,
     cost_max: 3, cost_min: 1, power_max: 4000, power_min: 0, type: character, no_base_effect: true}

``whose`` is relative to the effect's controller (you | opponent | any). ``count`` cards are chosen,
as many as possible (8-4-4); ``up_to: true`` allows choosing 0 (1-3-5-1, 8-4-4-1); ``all: true``
takes every match. Choosing among unrevealed cards of a secret area (hand, deck, Life) with a
condition on their information may choose none (8-4-4-2).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .words import ACTIVATE_TIMINGS, AUTO_TIMINGS


class Value:
    """A card's printed text, read once from the board and never changed: a copy of the state
    (:meth:`GameState.copy <.model.GameState.copy>`) or of a card shares it instead of copying
    every effect of every card in every deck."""

    __slots__ = ()

    def __copy__(self) -> Value:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Value:
        return self


KINDS = (
    "draw",
    "ko",
    "trash",
    "rest_don",
    "set_active_don",
    "give_don",
    "power",
    "play",
    "return_to_hand",
    "life_to_hand",
    "look",
    "negate",
    "gain",
    "each_player",
    "set_power_zero",
    "base_power",
    "base_cost",
    "add_to_life",
    "look_at_life",
    "win_game",
    "lose_game",
    "draw_until",
    "activate_this",
)
SELECT_KINDS = ("ko", "trash", "play", "return_to_hand", "negate", "set_power_zero")
WHOSE = ("you", "opponent", "any")
AREAS = ("characters", "leader", "field", "stage", "hand", "deck", "trash", "life")
SECRET_AREAS = ("hand", "deck", "life")
CARD_TYPES = ("leader", "character", "event", "stage")
#: the selector keys of card information (chapter 2; read and matched by :mod:`.card_info`)
SELECT_INFO_KEYS = (
    "name",
    "name_part",
    "color",
    "multicolor",
    "has_type",
    "type_part",
    "attribute",
    "number",
)
SELECTOR_KEYS = (
    "card",
    "whose",
    "area",
    "count",
    "up_to",
    "all",
    "cost_max",
    "cost_min",
    "power_max",
    "power_min",
    "type",
    "no_base_effect",
    *SELECT_INFO_KEYS,
)
RESERVED_IDS = ("self",)


@dataclass(frozen=True)
class Selector(Value):
    """Which cards an effect chooses (8-4-4)."""

    card: str | None = None
    whose: str = "opponent"
    area: str = "characters"
    count: int = 1
    up_to: bool = False
    all: bool = False
    cost_max: int | None = None
    cost_min: int | None = None
    power_max: int | None = None
    power_min: int | None = None
    type: str | None = None
    no_base_effect: bool = False
    #: card information (chapter 2, :mod:`.card_info`): a name or part of one as (ja, en), a
    #: colour, multicolour, a type or part of one, an attribute, a card number
    name: tuple[str, str] | None = None
    name_part: tuple[str, str] | None = None
    color: str | None = None
    multicolor: bool = False
    has_type: tuple[str, str] | None = None
    type_part: tuple[str, str] | None = None
    attribute: str | None = None
    number: str | None = None

    @property
    def has_condition(self) -> bool:
        """A condition that needs the cards' information (8-4-4-2)."""
        info = (
            self.name,
            self.name_part,
            self.color,
            self.has_type,
            self.type_part,
            self.attribute,
            self.number,
        )
        limits = (self.cost_max, self.cost_min, self.power_max, self.power_min, self.type)
        return any(v is not None for v in limits + info) or self.no_base_effect or self.multicolor


@dataclass(frozen=True)
class Effect(Value):
    kind: str
    count: int = 0
    amount: int = 0
    select: Selector | None = None
    whose: str = "you"
    add_up_to: int = 0
    ability: Ability | None = None
    effects: tuple[Effect, ...] = ()
    may: bool = False
    #: how this part follows the one before it: ``if`` (「〜場合」, only if that part was carried
    #: out, 4-10-1), ``then`` (「その後」, even if it was not, 4-10-2), or "" (in order, 2-8-3)
    after: str = ""
    #: how long a ``power`` change lasts: ``turn`` (8-1-4) or ``battle`` (ends at 7-1-5)
    until: str = "turn"
    #: ``draw: {up_to: X}``: the player may stop after each card (4-5-4)
    up_to: bool = False
    #: ``add_to_life``: where the card comes from (``hand`` chosen by ``select``, ``deck`` top) and
    #: whether it is placed face up (3-10-2-1)
    source: str = "deck"
    face_up: bool = False
    #: ``activate_this``: the timing (main | counter) of the card's own effect it activates
    #: (10-2-3-1-1, 10-2-4-1-1)
    timing: str = ""
    raw: Any = field(default=None, compare=False)

    def card_names(self) -> list[str]:
        names = [self.select.card] if self.select and self.select.card else []
        for sub in self.effects:
            names += sub.card_names()
        if self.ability is not None:
            for sub in self.ability.effects:
                names += sub.card_names()
        return names


COST_KINDS = ("rest_don", "don_minus", "trash_from_hand", "rest_self")
EVENTS = ("character_ko", "character_played", "event_activated")
INSTEAD_OF = ("ko", "cost")
#: whose effects cannot remove the cards of a ``cannot_be_removed`` effect (4-11-2)
REMOVED_BY = ("any", "opponent")
REPLACEMENT_OF = ("self", "your_characters", "your_effects")
COMMON_KEYS = ("timing", "text")
ACTION_KEYS = ("do", "cost", "cost_may", "may", "once_per_turn", "condition")
KEYS_BY_KIND: dict[str, tuple[str, ...]] = {
    "auto": COMMON_KEYS + ACTION_KEYS + ("event", "whose"),
    "activate": COMMON_KEYS + ACTION_KEYS,
    "trigger": COMMON_KEYS + ACTION_KEYS,
    "permanent": COMMON_KEYS
    + ("power", "to", "cost_change", "add_cost", "condition", "under_rules", "cannot_be_ko", "deck_limit")
    + ("cannot_be_removed",),
    "replacement": COMMON_KEYS + ("instead_of", "of", "do", "must", "once_per_turn"),
}


@dataclass(frozen=True)
class CostAction(Value):
    """One action of an activation cost (8-3-1)."""

    kind: str
    count: int = 1


@dataclass(frozen=True)
class Ability(Value):
    timing: str
    effects: tuple[Effect, ...] = ()
    text: dict[str, str] | None = None
    event: str | None = None
    whose: str = "you"
    once_per_turn: bool = False
    cost: tuple[CostAction, ...] = ()
    cost_may: bool = False
    may: bool = False
    # permanent effects
    power: int = 0
    to: Selector | None = None
    cost_change: int = 0
    add_cost: tuple[CostAction, ...] = ()
    condition: tuple[tuple[str, Any], ...] = ()
    under_rules: bool = False
    #: the cards ``to`` selects cannot be K.O.'d (10-2-1-3): a prohibition, which wins (1-3-3)
    cannot_be_ko: bool = False
    #: a deck-construction effect (5-1-2-4): how many cards with this card's number the deck may
    #: hold, ``any`` or a number, in place of 4 (:mod:`.deck_construction`)
    deck_limit: int | str | None = None
    #: the cards ``to`` selects cannot be removed from the field (4-11-2) by effects (``any``) or by
    #: the opponent's effects (``opponent``): a prohibition (1-3-3)
    cannot_be_removed: str | None = None
    # replacement effects
    instead_of: str | None = None
    of: str = "self"
    must: bool = False
    raw: Any = field(default=None, compare=False)

    @property
    def kind(self) -> str:
        """auto (8-1-3-1), activate (8-1-3-2), trigger (10-1-5), permanent (8-1-3-3) or replacement
        (8-1-3-4)."""
        if self.timing in AUTO_TIMINGS:
            return "auto"
        if self.timing in ACTIVATE_TIMINGS:
            return "activate"
        return self.timing  # trigger | permanent | replacement


def kind_of(timing: str) -> str:
    """The kind of effect a timing names (8-1-3)."""
    return Ability(timing).kind
