"""The Gate Ruler game state: players, zones, cards with stable ids, the gate.

Zone keys read ``PLAYER.ZONE`` or ``PLAYER.ZONE.LINE``: ``A.deck``, ``A.attack_zone.center``,
``A.set_zone.2``, ``A.graveyard``, ``A.soul``. A card that moves from one zone of the field (場)
to another stays the same card; any other move makes it a new card (3-2d): its ``incarnation``
goes up, so associations made to the old card (a destroy process, a soul) no longer hold.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from functools import cache
from operator import attrgetter
from typing import Any

from ..core.naming import card_label
from ..core.text import Text
from .abilities import Ability
from .say import say

LINES = ("left", "center", "right")
SET_SLOTS = ("1", "2", "3")
LIST_ZONES = ("deck", "hand", "damage_zone", "graveyard", "field_zone", "soul")
LINED_ZONES = {"attack_zone": LINES, "defense_zone": LINES, "set_zone": SET_SLOTS}
#: Zones of the field (場) whose cards 12-5 checks: one card per zone.
SINGLE_CARD_ZONES = ("attack_zone", "defense_zone", "set_zone")
#: Zones of the field (場): moving among these keeps the card the same card (3-2d).
FIELD_ZONES = ("attack_zone", "defense_zone", "set_zone", "field_zone")
#: Where a played card waits while it is on the gate (9-1a): ``PLAYER.gate``, the player who played it.
#: The gate is one area the players share (3-2a); the player part only says who played the card.
GATE_ZONE = "gate"
#: what the game's Japanese texts put around a card's name (docs/wording.md)
NAME_MARKS = ("《", "》")
#: Card timings (9-3e-2, 9-3e-4e): ``normal`` (通常), or any other timing (``not-normal``)
TIMINGS = ("normal", "not-normal")
#: what readers call each zone and line (the words are in the message files: zone-KEY, line-KEY)
ZONE_NAMES = {z: say(f"zone-{z}").pair() for z in (*LIST_ZONES, *LINED_ZONES, "ruler", GATE_ZONE)}
LINE_NAMES = {line: say(f"line-{line}").pair() for line in LINES}

Ref = tuple[str, int]  # (card id, incarnation): one card, as long as it stays the same card


def zone_keys(player: str) -> list[str]:
    keys = [f"{player}.{z}" for z in ("deck", "hand", "damage_zone", "graveyard")]
    for zone, lines in LINED_ZONES.items():
        keys += [f"{player}.{zone}.{line}" for line in lines]
    keys += [f"{player}.field_zone", f"{player}.soul", f"{player}.{GATE_ZONE}"]
    return keys


@cache
def zone_kind(key: str) -> str:
    return key.split(".")[1]


@cache
def zone_player(key: str) -> str:
    return key.split(".")[0]


@cache
def is_field(key: str) -> bool:
    """Whether a zone is of the field (場): moving among these keeps the card the same card (3-2d)."""
    return zone_kind(key) in FIELD_ZONES


def zone_label(key: str) -> tuple[str, str]:
    """``(Aの攻撃ゾーン（レフト）, A's attack zone (left))``: a zone as readers call it."""
    parts = key.split(".")
    zone = say(f"zone-{parts[1]}") if parts[1] in ZONE_NAMES else Text.same(parts[1])
    if len(parts) == 3:
        line = say(f"line-{parts[2]}") if parts[2] in LINE_NAMES else Text.same(parts[2])
        zone = say("zone-line", zone=zone, line=line)
    return say("zone-of", player=parts[0], zone=zone).pair()


@dataclass(eq=False, slots=True)
class Card:
    """One card, compared by identity (two cards with the same numbers are still two cards).

    ``hp`` set makes it a unit card; ``life`` set makes it a ruler. Slots and an immutable
    ``attached``: a run copies every card, and a card is then one object for Python's collector
    to walk, not three (object, attribute dict, list).
    """

    id: str
    owner: str
    zone: str
    name: dict[str, str] | None = None
    hp: int | None = None
    damage: int = 0
    hp_change: int = 0
    life: int | None = None
    abilities: tuple[Ability, ...] = ()
    placed: int = 0
    incarnation: int = 0
    #: soul cards only: the cards it is attached to, as (card id, incarnation, association order)
    attached: tuple[tuple[str, int, int], ...] = ()
    #: the reader-facing label, set when the board is read (engine.core.naming)
    shown: tuple[str, str] | None = None
    #: the board file's line that gives the card (0: made in code)
    line: int = 0
    #: a card a player can play (an event): its timing (:data:`TIMINGS`) and the effects it performs
    timing: str | None = None
    effects: tuple[Any, ...] = ()

    @property
    def ref(self) -> Ref:
        return (self.id, self.incarnation)

    def clone(self) -> Card:
        """An independent copy (every field is immutable, or never changed in place)."""
        return Card(*_card_values(self))

    @property
    def is_unit(self) -> bool:
        return self.hp is not None

    @property
    def is_ruler(self) -> bool:
        return self.life is not None

    def label(self) -> Text:
        """What readers call it: its name, told apart from same-named cards; never its id."""
        return card_label(self.shown, self.name)


#: every field of a card, in order, read at once (what :meth:`Card.clone` copies)
_card_values = attrgetter(*(f.name for f in fields(Card)))


@dataclass(frozen=True)
class GateItem:
    """Something waiting on the gate. ``kind`` is one of:

    * ``destroy-process`` (12-4b): ``reason`` rule or effect, ``cards`` the associated cards;
    * ``defeat-process`` (12-2b): ``players`` the associated players;
    * ``ruler-damage-process`` (13-5b): ``players`` holds the one player;
    * ``damage-execution-process`` (13-2a): ``cards`` the targets, ``amount``;
    * ``ability`` (an auto ability played, 14-1a-2): ``source``, ``ability``, ``effects``;
    * ``card`` (a card or ability a player played, 9-1a): ``effects``; ``card`` the played card
      itself when the board has it (it waits in ``PLAYER.gate`` and then goes where it resolves to).
    """

    uid: str
    kind: str
    by: str | None = None
    reason: str | None = None
    cards: tuple[Ref, ...] = ()
    players: tuple[str, ...] = ()
    amount: int = 0
    name: dict[str, str] | None = None
    effects: tuple[Any, ...] = ()
    source: Ref | None = None
    ability: int | None = None
    event_card: Ref | None = None
    soul: tuple[Ref, ...] = ()
    #: a played card's named cards as they were when it was played (a new card since is not them, 3-2d)
    bindings: tuple[Ref, ...] = ()
    #: an auto ability's triggering event (destroyed | leaves_field)
    event: str | None = None
    #: a played card that is on the board (None: a card the board does not show)
    card: Ref | None = None

    @classmethod
    def for_trigger(cls, uid: str, trigger: Trigger, ability: Any) -> GateItem:
        """A triggered auto ability, played onto the gate (14-1a-2)."""
        return cls(
            uid,
            "ability",
            by=trigger.controller,
            name=ability.name,
            effects=ability.effects,
            event=trigger.event,
            source=trigger.source,
            ability=trigger.ability,
            event_card=trigger.event_card,
            soul=trigger.soul,
        )


@dataclass(frozen=True)
class Trigger:
    """An auto ability whose condition was met; played at the next system processing (14-1a-2)."""

    source: Ref
    ability: int
    controller: str
    event: str
    event_card: Ref
    soul: tuple[Ref, ...] = ()


@dataclass(slots=True)
class Player:
    id: str
    ruler: str  # the ruler card's id
    status: str = "playing"  # playing | lost


#: every field of a player, in order (what :meth:`GameState.copy` copies)
_player_values = attrgetter(*(f.name for f in fields(Player)))


@dataclass
class GameState:
    players: dict[str, Player]
    turn_player: str
    cards: dict[str, Card]
    zones: dict[str, list[str]]
    gate: list[GateItem] = field(default_factory=list)
    pending: list[Trigger] = field(default_factory=list)
    result: dict[str, Any] | None = None
    counter: int = 0  # placement order and gate item numbers
    next_gate: int = 1
    _static: list[Card] | None = field(default=None, repr=False, compare=False)
    #: what changed since the last snapshot (cards by id, players by id), for incremental snapshots
    dirty: set[str] = field(default_factory=set, repr=False, compare=False)
    dirty_players: set[str] = field(default_factory=set, repr=False, compare=False)
    #: the players who have lost (status "lost"), kept by :meth:`lose`: a step asks who is left
    #: without walking every player
    lost: set[str] = field(default_factory=set, repr=False, compare=False)
    #: the zones whose list this state alone holds: :meth:`copy` shares every zone's list between
    #: the two states (a board of 10,000 units has 28,000 zones, most never changed by a run) and
    #: :meth:`move` copies a list before changing it, once
    owned: set[str] = field(default_factory=set, repr=False, compare=False)
    #: the list every empty zone holds (never changed: no state owns it)
    empty: list[str] = field(default_factory=list, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self.lost = {p for p, info in self.players.items() if info.status == "lost"}

    def share_empty_zones(self) -> None:
        """The empty zones hold one shared list (no state owns it, so a move copies it before
        changing it): a board of 10,000 units has 17,000 empty zones, each a list for Python's
        collector to walk. Done once when the board is read; copies keep the sharing."""
        zones = self.zones
        for key, ids in zones.items():
            if not ids and key not in self.owned:
                zones[key] = self.empty

    def lose(self, player: str) -> None:
        """1-4: a player loses the game and leaves it."""
        self.players[player].status = "lost"
        self.lost.add(player)
        self.dirty_players.add(player)

    def touch(self, card: Card) -> None:
        """Note that a card changed (its damage, HP, associations ...), for the next snapshot."""
        self.dirty.add(card.id)
        self.dirty_players.add(zone_player(card.zone))

    def copy(self) -> GameState:
        """An independent copy (abilities and gate items are immutable and shared; zones' lists are
        shared until one of the two states changes one, :attr:`owned`)."""
        self.owned = set()
        return GameState(
            players={p: Player(*_player_values(v)) for p, v in self.players.items()},
            turn_player=self.turn_player,
            cards={i: c.clone() for i, c in self.cards.items()},
            zones=dict(self.zones),
            gate=list(self.gate),
            pending=list(self.pending),
            result=dict(self.result) if self.result else None,
            counter=self.counter,
            next_gate=self.next_gate,
        )

    def static_sources(self) -> list[Card]:
        """The cards that have a static ability (abilities never change, so this is computed once)."""
        if self._static is None:
            self._static = [c for c in self.cards.values() if any(a.kind == "static" for a in c.abilities)]
        return self._static

    def tick(self) -> int:
        self.counter += 1
        return self.counter

    def player_order(self) -> list[str]:
        """Players from the turn player on, in board order."""
        ids = list(self.players)
        start = ids.index(self.turn_player)
        return ids[start:] + ids[:start]

    def active_players(self) -> list[str]:
        return [p for p in self.player_order() if self.players[p].status == "playing"]

    def card_by_ref(self, ref: Ref) -> Card | None:
        card = self.cards.get(ref[0])
        return card if card is not None and card.incarnation == ref[1] else None

    def ruler_of(self, player: str) -> Card:
        return self.cards[self.players[player].ruler]

    def field_cards(self) -> list[Card]:
        out = []
        for key, ids in self.zones.items():
            if is_field(key):
                out.extend(self.cards[i] for i in ids)
        return out

    def units_on_field(self) -> list[Card]:
        return [c for c in self.field_cards() if c.is_unit]

    def move(self, card: Card, to: str, *, top: bool = False, placed: int | None = None) -> None:
        """Move a card; a move that is not within the field makes it a new card (3-2d)."""
        frm = card.zone
        zones = self.zones
        for key in (frm, to):  # ranks within a field zone change for the cards already there
            self.dirty_players.add(zone_player(key))
            if is_field(key):
                self.dirty.update(zones[key])
            if key not in self.owned:  # shared with a copy: changed here only
                zones[key] = list(zones[key])
                self.owned.add(key)
        self.dirty.add(card.id)
        zones[frm].remove(card.id)
        if top:
            zones[to].insert(0, card.id)
        else:
            zones[to].append(card.id)
        if not zones[frm]:  # its last card left: the shared empty list, not one more list
            zones[frm] = self.empty
            self.owned.discard(frm)
        if not (is_field(frm) and is_field(to)):
            card.incarnation += 1
            card.damage = 0
            card.hp_change = 0
            card.attached = ()
        card.zone = to
        card.placed = placed if placed is not None else self.tick()

    def current_hp(self, card: Card, bonuses: dict[str, int] | None = None) -> int:
        """A unit's HP: printed HP, changes from effects, and static abilities on the field (14-1a)."""
        assert card.hp is not None
        if bonuses is None:
            bonuses = self.hp_bonuses()
        return card.hp + card.hp_change + bonuses.get(zone_player(card.zone), 0)

    def hp_bonuses(self) -> dict[str, int]:
        """HP added to each player's units by static abilities of cards on the field."""
        bonus: dict[str, int] = {}
        everyone = 0
        for card in self.static_sources():
            if not is_field(card.zone):
                continue
            owner = zone_player(card.zone)
            for ability in card.abilities:
                if ability.kind == "static" and ability.hp:
                    if ability.to == "your_units":
                        bonus[owner] = bonus.get(owner, 0) + ability.hp
                    else:
                        everyone += ability.hp
        if everyone:
            return {p: bonus.get(p, 0) + everyone for p in self.players}
        return bonus
