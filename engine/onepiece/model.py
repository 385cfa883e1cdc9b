"""The ONE PIECE CARD GAME state: players, areas, cards, DON!!.

Areas (3-1-1) are keys ``PLAYER.AREA``: ``A.leader``, ``A.characters`` (at most 5, 3-7),
``A.stage`` (at most 1), ``A.hand``, ``A.deck`` (top first), ``A.trash``, ``A.life`` (face down,
top first, 3-10), and ``A.no_area`` for a [Trigger] card while its Trigger resolves (10-1-5).
DON!! cards are counted, not named: the cost area holds ``active`` and ``rested`` DON!!, the
DON!! deck a number, and a card holds the DON!! given to it (6-5-5).

A card that leaves the Character or Stage area becomes a new card (3-1-6): its ``incarnation``
goes up, and what applied to the old card (power changes, given DON!!, negation, gained effects)
no longer applies; its given DON!! go back to the cost area rested.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from ..core.naming import card_label
from ..core.text import Text
from .effects import Ability, Selector

AREAS = ("leader", "characters", "stage", "hand", "deck", "trash", "life", "no_area")
FIELD_AREAS = ("leader", "characters", "stage")
MAX_CHARACTERS = 5  # 3-7-6-1

Ref = tuple[str, int]  # (card id, incarnation)


class CountBelowZero(AssertionError):
    """An engine bug: a count of the state (DON!!, given DON!!) would go below zero."""


COUNTS = ("active_don", "rested_don", "don_deck", "given_don")


def _check_count(obj: object, name: str, value: object) -> None:
    if name in COUNTS and isinstance(value, int) and value < 0:
        raise CountBelowZero(f"{type(obj).__name__} {getattr(obj, 'id', '?')}: {name} would be {value}")


@dataclass
class Card:
    id: str
    owner: str
    zone: str
    type: str = "character"
    name: dict[str, str] | None = None
    cost: int | None = None
    power: int | None = None
    counter: int | None = None
    keywords: tuple[str, ...] = ()
    abilities: tuple[Ability, ...] = ()
    given_don: int = 0
    rested: bool = False
    negated: bool = False
    gained: list[Ability] = field(default_factory=list)
    power_mods: list[int] = field(default_factory=list)  # during this turn
    battle_mods: list[int] = field(default_factory=list)  # during this battle (7-1-3-2-1, 7-1-5)
    played_turn: int | None = None
    incarnation: int = 0
    #: the reader-facing label, set when the board is read (engine.core.naming)
    shown: tuple[str, str] | None = None

    def __setattr__(self, name: str, value: object) -> None:
        _check_count(self, name, value)
        super().__setattr__(name, value)

    @property
    def ref(self) -> Ref:
        return (self.id, self.incarnation)

    @property
    def area(self) -> str:
        return self.zone.split(".", 1)[1]

    @property
    def controller(self) -> str:
        return self.zone.split(".", 1)[0]

    @property
    def on_field(self) -> bool:
        return self.area in FIELD_AREAS

    def label(self) -> Text:
        """What readers call it: its name, told apart from same-named cards; never its id."""
        return card_label(self.shown, self.name)

    def all_abilities(self) -> list[tuple[int, Ability, bool]]:
        """(index, effect, active): its own effects (off while negated, 8-2-2), then gained ones (8-2-4)."""
        out = [(i, a, not self.negated) for i, a in enumerate(self.abilities)]
        out += [(len(self.abilities) + i, a, True) for i, a in enumerate(self.gained)]
        return out

    def ability(self, index: int) -> Ability:
        return self.all_abilities()[index][1]


@dataclass
class Player:
    """A player's counts; none of them can go below zero (an invariant checked on every write)."""

    id: str
    leader: str
    active_don: int = 0
    rested_don: int = 0
    don_deck: int = 0
    status: str = "playing"  # playing | lost

    def __setattr__(self, name: str, value: object) -> None:
        _check_count(self, name, value)
        super().__setattr__(name, value)


@dataclass
class GameState:
    players: dict[str, Player]
    turn_player: str
    cards: dict[str, Card]
    zones: dict[str, list[str]]
    phase: str = "main"
    turn: int = 1
    #: (card id, incarnation, effect index, turn) of [Once Per Turn] effects already activated (10-2-13)
    once_used: set[tuple[str, int, int, int]] = field(default_factory=set)
    #: players who met a defeat condition, until rule processing (1-2-2)
    defeated: dict[str, str] = field(default_factory=dict)

    def copy(self) -> GameState:
        return copy.deepcopy(self)

    def opponent(self, player: str) -> str:
        return next(p for p in self.players if p != player)

    def player_order(self) -> list[str]:
        """The turn player first, then the other (8-6-1)."""
        return [self.turn_player, self.opponent(self.turn_player)]

    def area(self, player: str, name: str) -> list[Card]:
        return [self.cards[i] for i in self.zones[f"{player}.{name}"]]

    def leader(self, player: str) -> Card:
        return self.cards[self.players[player].leader]

    def field_cards(self, player: str | None = None) -> list[Card]:
        out = []
        for p in [player] if player else self.player_order():
            for name in FIELD_AREAS:
                out += self.area(p, name)
        return out

    def card_by_ref(self, ref: Ref) -> Card | None:
        card = self.cards.get(ref[0])
        return card if card is not None and card.incarnation == ref[1] else None

    def move(self, card: Card, to: str, *, top: bool = False) -> None:
        """Move a card; leaving the Character or Stage area makes it a new card (3-1-6)."""
        frm = card.zone
        self.zones[frm].remove(card.id)
        if top:
            self.zones[to].insert(0, card.id)
        else:
            self.zones[to].append(card.id)
        card.zone = to
        if frm.split(".")[1] in ("characters", "stage") or to.split(".")[1] in ("characters", "stage"):
            if card.given_don:
                self.players[frm.split(".")[0]].rested_don += card.given_don
            card.incarnation += 1
            card.given_don = 0
            card.rested = False
            card.negated = False
            card.gained = []
            card.power_mods = []
            card.battle_mods = []

    # ---- permanent effects (8-1-3-3) ---------------------------------------------------------

    def permanent_sources(self) -> list[tuple[Card, Ability]]:
        """Permanent effects in force: from the field, and 「ルール上」 ones from any area (8-1-3-3).

        The turn player's first, then the non-turn player's (8-1-3-3-5).
        """
        out = []
        for player in self.player_order():
            for card_id in (i for name in AREAS for i in self.zones[f"{player}.{name}"]):
                card = self.cards[card_id]
                for _, ability, active in card.all_abilities():
                    if not active or ability.kind != "permanent":
                        continue
                    if not (card.on_field or ability.under_rules):
                        continue
                    if self.condition_holds(card, ability):
                        out.append((card, ability))
        return out

    def condition_holds(self, card: Card, ability: Ability) -> bool:
        """Whether a permanent effect's condition is met, so that it is in force (8-1-3-3)."""
        for key, value in ability.condition:
            if key == "your_turn" and (self.turn_player == card.controller) != value:
                return False
            if key == "life_at_most" and len(self.zones[f"{card.controller}.life"]) > value:
                return False
            if key == "don" and card.given_don < value:  # [DON!! xX] (10-2-9)
                return False
        return True

    def matches(
        self, card: Card, sel: Selector, controller: str, source: Card | None, *, permanent: bool = True
    ) -> bool:
        """Whether ``card`` is one ``sel`` can choose, for an effect of ``controller``."""
        if sel.card is not None:
            target = source.id if sel.card == "self" and source is not None else sel.card
            return card.id == target
        owner = card.controller
        if sel.whose == "you" and owner != controller or sel.whose == "opponent" and owner == controller:
            return False
        areas = ("leader", "characters") if sel.area == "field" else (sel.area,)
        if card.area not in areas:
            return False
        if sel.type is not None and card.type != sel.type:
            return False
        cost = self.cost(card) if sel.cost_max is not None or sel.cost_min is not None else None
        if sel.cost_max is not None and (cost is None or cost > sel.cost_max):
            return False
        if sel.cost_min is not None and (cost is None or cost < sel.cost_min):
            return False
        by_power = sel.power_max is not None or sel.power_min is not None
        # a permanent effect's own selector reads power without permanent effects (no loop)
        power = self.power(card, permanent=permanent) if by_power else None
        if sel.power_max is not None and (power is None or power > sel.power_max):
            return False
        if sel.power_min is not None and (power is None or power < sel.power_min):
            return False
        if sel.no_base_effect and card.abilities:
            return False  # a negated card still has its base effects (8-2-2)
        return True

    def power(self, card: Card, *, permanent: bool = True) -> int | None:
        """Printed power, effects during this turn, DON!! given on its owner's turn (6-5-5), "
        "permanent effects."""
        if card.power is None:
            return None
        value = card.power + sum(card.power_mods) + sum(card.battle_mods)
        if card.given_don and self.turn_player == card.controller:
            value += 1000 * card.given_don
        if permanent and card.on_field:
            for source, ability in self.permanent_sources():
                if (
                    ability.power
                    and ability.to
                    and self.matches(card, ability.to, source.controller, source, permanent=False)
                ):
                    value += ability.power
        return max(value, 0)

    def cost(self, card: Card) -> int | None:
        """Printed cost changed by the card's own permanent effects in force (8-1-3-3)."""
        if card.cost is None:
            return None
        value = card.cost
        for source, ability in self.permanent_sources():
            if source is card and ability.cost_change:
                value += ability.cost_change
        return max(value, 0)

    def added_costs(self, card: Card) -> list[tuple[Card, Ability]]:
        """Permanent effects adding actions to the cost of ``card``'s activate effects (8-3-1-2)."""
        return [
            (s, a)
            for s, a in self.permanent_sources()
            if a.add_cost and a.to is not None and self.matches(card, a.to, s.controller, s)
        ]

    def status_json(self) -> dict[str, Any]:
        return {p: info.status for p, info in self.players.items()}
