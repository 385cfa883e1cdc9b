"""The ONE PIECE CARD GAME state: players, areas, cards, DON!!.

Areas (3-1-1) are keys ``PLAYER.AREA``: ``A.leader``, ``A.characters`` (at most 5, 3-7),
``A.stage`` (at most 1), ``A.hand``, ``A.deck`` (top first), ``A.trash``, ``A.life`` (face down,
top first, 3-10), and ``A.no_area`` for a [Trigger] card while its Trigger resolves (10-1-5).
DON!! cards are counted, not named: the cost area holds ``active`` and ``rested`` DON!!, the
DON!! deck a number, and a card holds the DON!! given to it (6-5-5).

A card that leaves the Character or Stage area becomes a new card (3-1-6): its ``incarnation``
goes up, and what applied to the old card (power changes, given DON!!, negation, gained effects)
no longer applies; its given DON!! go back to the cost area rested.

A player's counts are in :mod:`.player`; what changes is noted for the next snapshot, and the
counts kept from going below zero, by :mod:`.tracking`.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from ..core.naming import card_label
from ..core.text import Text
from .card_info import NO_INFO, Info, info_matches
from .effects import Ability, Selector
from .permanent_order import permanent_power
from .player import Player
from .tracking import Tracked, Tracking, Zone

#: what the game's Japanese texts put around a card's name (「赤の船長」; docs/wording.md)
NAME_MARKS = ("「", "」")

AREAS = ("leader", "characters", "stage", "hand", "deck", "trash", "life", "no_area")
FIELD_AREAS = ("leader", "characters", "stage")
MAX_CHARACTERS = 5  # 3-7-6-1

Ref = tuple[str, int]  # (card id, incarnation)


#: permanent effects in force (:meth:`GameState.permanent_sources`): each with its card
Sources = list[tuple["Card", Ability]]


@dataclass
class Card(Tracked):
    id: str
    owner: str
    zone: str
    type: str = "character"
    name: dict[str, str] | None = None
    cost: int | None = None
    power: int | None = None
    counter: int | None = None
    #: a Leader's Life value (2-9-1), used at setup (5-2-1-7)
    life: int | None = None
    #: colours (2-3) and card number (2-14): deck construction at setup (5-1-2-2, 5-1-2-3)
    colors: tuple[str, ...] = ()
    number: str | None = None
    info: Info = NO_INFO  # types, attributes, and what its text gives it (2-4, 2-5, 2-1-3)
    keywords: tuple[str, ...] = ()
    abilities: tuple[Ability, ...] = ()
    given_don: int = 0
    rested: bool = False
    negated: bool = False
    gained: tuple[Ability, ...] = ()
    power_mods: tuple[int, ...] = ()  # during this turn
    battle_mods: tuple[int, ...] = ()  # during this battle (7-1-3-2-1, 7-1-5)
    #: base power / base cost set by effects during this turn: the highest applies (4-9-2-1, 4-9-2-2)
    base_powers: tuple[int, ...] = ()
    base_costs: tuple[int, ...] = ()
    #: a Life card added face up: treated as a card in an open area (3-10-2-1)
    face_up: bool = False
    played_turn: int | None = None
    #: power changes with a longer duration, each tracked on its effect: (amount, until, the
    #: effect's controller, the turn it was made); ``until`` is ``end_of_turn`` ("until the end of
    #: the turn", ends at 6-6-1-2) or ``next_turn`` ("until the start of your next turn", ends at
    #: 6-2-1 of its controller's next turn)
    lasting: tuple[tuple[int, str, str, int], ...] = ()
    #: the effect that played this card before its controller had a turn (a board's ``played_by``)
    played_by: dict[str, str] | None = None
    incarnation: int = 0
    #: the reader-facing label, set when the board is read (engine.core.naming)
    shown: tuple[str, str] | None = None

    def note_write(self, tracking: Tracking, name: str) -> None:
        """Every write to a card is noted by its id; a write to its effects, also whether it now
        has a permanent one."""
        tracking.cards.add(self.id)
        if name == "abilities" or name == "gained":
            tracking.holding(self)

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
class GameState:
    players: dict[str, Player]
    turn_player: str
    cards: dict[str, Card]
    zones: dict[str, list[str]]
    phase: str = "main"
    turn: int = 1
    #: the player who went first (5-2-1-5); turn 1 is theirs, and every odd turn
    first_player: str = ""
    #: the board states where it starts (``start:``); False for a board written before that key,
    #: read as it always was (turn 1 unless it says otherwise)
    stated: bool = True
    #: a board that starts at setup (chapter 5): who decides first or second, and the shuffle
    setup: Any = None
    #: for a board written before ``start:``: what its table breaks where it is read to start
    #: (turn 1 unless it says otherwise), each with its rule and line; it still runs as it did
    unstated_problems: tuple[str, ...] = field(default=(), compare=False)
    #: (card id, incarnation, effect index, turn) of [Once Per Turn] effects already activated (10-2-13)
    once_used: set[tuple[str, int, int, int]] = field(default_factory=set)
    #: those of ``once_used`` whose cost was not paid in full: used all the same (10-2-13-5)
    once_part_paid: set[tuple[str, int, int, int]] = field(default_factory=set)
    #: players who met a defeat condition, until rule processing (1-2-2)
    defeated: dict[str, str] = field(default_factory=dict)
    #: the game ended in a draw: a loop neither player could stop (11-1-1-1)
    drawn: bool = False
    #: DON!! given to a card that moved, back in the cost area rested since the last step (6-5-5-4):
    #: (the card, how many, its controller); the next step says so (Context.emit)
    returned_don: list[tuple[Card, int, str]] = field(default_factory=list, repr=False, compare=False)
    #: what changed since the last snapshot, noted by the cards, players and :meth:`move`
    tracking: Tracking = field(default_factory=Tracking, repr=False, compare=False)

    def __post_init__(self) -> None:
        self.zones.update({key: Zone(ids) for key, ids in self.zones.items() if ids.__class__ is not Zone})
        self.track()

    def track(self) -> None:
        """Give every card and player the state's :class:`Tracking`, and find the cards that have a
        permanent effect (again after cards were put in ``cards`` by hand)."""
        tracking = self.tracking
        tracking.holders.clear()
        for card in self.cards.values():
            object.__setattr__(card, "_tracking", tracking)
            tracking.holding(card)
        for player in self.players.values():
            object.__setattr__(player, "_tracking", tracking)

    def copy(self) -> GameState:
        """An independent copy tracking its own changes (:class:`Tracking`). Cards and players are
        copied field by field (numbers, strings, tuples, printed text: nothing changes them in
        place); the areas' lists (:class:`.tracking.Zone`) and the sets are copied; the setup deeply."""
        new = copy.copy(self)
        new.cards = {i: copy.copy(card) for i, card in self.cards.items()}
        new.players = {p: copy.copy(player) for p, player in self.players.items()}
        new.zones = {key: Zone(ids) for key, ids in self.zones.items()}
        new.once_used = set(self.once_used)
        new.once_part_paid = set(self.once_part_paid)
        new.defeated = dict(self.defeated)
        new.returned_don = [(new.cards.get(card.id, card), n, who) for card, n, who in self.returned_don]
        new.setup = copy.deepcopy(self.setup)
        was = self.tracking
        new.tracking = Tracking(set(was.cards), set(was.players), set(was.zones), set(was.holders))
        new.track()
        return new

    def lasting_of(self, card_id: str) -> tuple[tuple[int, str, str, int], ...]:
        """The power changes with a duration on a card (6-6-1-2, 6-2-1)."""
        return self.cards[card_id].lasting

    def players_listed(self) -> list[str]:
        """The players in the order the board lists them."""
        return list(self.players)

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
        self.tracking.zones.update((frm, to))
        self.zones[frm].remove(card.id)
        if top:
            self.zones[to].insert(0, card.id)
        else:
            self.zones[to].append(card.id)
        card.zone = to
        if frm.split(".")[1] in ("characters", "stage") or to.split(".")[1] in ("characters", "stage"):
            if card.given_don:  # back to the cost area, rested (6-5-5-4)
                self.players[frm.split(".")[0]].rested_don += card.given_don
                self.returned_don.append((card, card.given_don, frm.split(".")[0]))
            card.incarnation += 1
            card.given_don = 0
            card.rested = False
            card.negated = False
            card.gained = ()
            card.power_mods = ()
            card.battle_mods = ()
            card.lasting = ()
            card.base_powers = ()
            card.base_costs = ()
        if to.split(".")[1] != "life" and card.face_up:
            card.face_up = False

    # ---- permanent effects (8-1-3-3) ---------------------------------------------------------

    def permanent_sources(self) -> list[tuple[Card, Ability]]:
        """Permanent effects in force: from the field, and 「ルール上」 ones from any area (8-1-3-3).

        The turn player's first, then the non-turn player's (8-1-3-3-5); each player's by area
        (:data:`AREAS`) and place in the area, each card's in the order of its effects. Only the
        cards that have a permanent effect are looked at (``tracking.holders``).
        """
        order = self.player_order()
        found: list[tuple[tuple[int, int, int], Card, list[Ability]]] = []
        for card_id in self.tracking.holders:
            card = self.cards[card_id]
            on_field = card.on_field
            abilities = [
                ability
                for _, ability, active in card.all_abilities()
                if active and ability.kind == "permanent" and (on_field or ability.under_rules)
            ]
            if abilities:
                player, area = card.zone.split(".", 1)
                place = (order.index(player), AREAS.index(area), self.zones[card.zone].index(card_id))
                found.append((place, card, abilities))
        found.sort(key=lambda f: f[0])
        return [(card, a) for _, card, abilities in found for a in abilities if self.condition_holds(card, a)]

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
        self,
        card: Card,
        sel: Selector,
        controller: str,
        source: Card | None,
        *,
        permanent: bool = True,
        sources: Sources | None = None,
        bonus: dict[str, int] | None = None,
    ) -> bool:
        """Whether ``card`` is one ``sel`` can choose, for an effect of ``controller``; ``sources``:
        :meth:`permanent_sources` when the caller has them; ``bonus``: power given so far (8-1-3-3-5)."""
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
        cost = self.cost(card, sources) if sel.cost_max is not None or sel.cost_min is not None else None
        if sel.cost_max is not None and (cost is None or cost > sel.cost_max):
            return False
        if sel.cost_min is not None and (cost is None or cost < sel.cost_min):
            return False
        by_power = sel.power_max is not None or sel.power_min is not None
        # a permanent effect's selector: power with those applied before it (bonus), no loop
        power = self.power(card, permanent=permanent) if by_power else None
        if power is not None and bonus is not None:
            power += bonus.get(card.id, 0)
        if sel.power_max is not None and (power is None or power > sel.power_max):
            return False
        if sel.power_min is not None and (power is None or power < sel.power_min):
            return False
        return info_matches(card, sel)  # name, colour, type, attribute, ... (chapter 2)

    def power(self, card: Card, *, permanent: bool = True, sources: Sources | None = None) -> int | None:
        """Printed power, effects during this turn, DON!! given on its owner's turn (6-5-5),
        permanent effects (``sources``: :meth:`permanent_sources`, found here when not given).

        Power can be negative (1-3-6-1): it is not raised to 0, and a card is not moved for it
        (1-3-6-1-1)."""
        if card.power is None:
            return None
        value = self.base_power(card) + sum(card.power_mods) + sum(card.battle_mods)
        value += sum(m[0] for m in card.lasting)
        if card.given_don and self.turn_player == card.controller:
            value += 1000 * card.given_don
        if permanent and card.on_field:  # in the order of 8-1-3-3-5 when some change each other
            value += permanent_power(self, card, self.permanent_sources() if sources is None else sources)
        return value  # power may go below 0 and stays there (1-3-6-1)

    def base_power(self, card: Card) -> int:
        """The printed power, or the highest base power effects set (4-9-2, 4-9-2-1)."""
        assert card.power is not None
        return max(card.base_powers) if card.base_powers else card.power

    def cannot_be_ko(self, card: Card, sources: Sources | None = None) -> Card | None:
        """The card whose permanent effect says ``card`` cannot be K.O.'d (10-2-1-3), or None."""
        if sources is None:
            sources = self.permanent_sources()
        for source, ability in sources:
            if ability.cannot_be_ko and ability.to is not None:
                if self.matches(
                    card, ability.to, source.controller, source, permanent=False, sources=sources
                ):
                    return source
        return None

    def cost(self, card: Card, sources: Sources | None = None) -> int | None:
        """Printed cost changed by the card's own permanent effects in force (8-1-3-3); ``sources``:
        :meth:`permanent_sources`, found here when not given (and only if the card has one)."""
        steps = self.cost_steps(card, sources)
        if steps is None:
            return None
        return max(steps[-1], 0)  # below 0 only inside the calculation (1-3-6-2)

    def cost_steps(self, card: Card, sources: Sources | None = None) -> list[int] | None:
        """The cost worked out change by change: the printed cost, then the value after each
        change. A value below 0 is kept inside the calculation, and a further change counts from it
        (1-3-6-2, 1-3-6-2-1); only the cost read outside it (:meth:`cost`) is 0 at least."""
        if card.cost is None:
            return None
        value = max(card.base_costs) if card.base_costs else card.cost  # 4-9-2-2
        steps = [value]
        if sources is None:
            sources = self.permanent_sources() if card.id in self.tracking.holders else []
        for source, ability in sources:
            if source is card and ability.cost_change:
                value += ability.cost_change
                steps.append(value)
        return steps

    def added_costs(self, card: Card) -> list[tuple[Card, Ability]]:
        """Permanent effects adding actions to the cost of ``card``'s activate effects (8-3-1-2)."""
        return [
            (s, a)
            for s, a in self.permanent_sources()
            if a.add_cost and a.to is not None and self.matches(card, a.to, s.controller, s)
        ]

    def status_json(self) -> dict[str, Any]:
        return {p: info.status for p, info in self.players.items()}
