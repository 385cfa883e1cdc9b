"""The state as JSON for the trace: what the site draws after each step (a table per player).

::

    {"turn": 1, "turn_player": "A", "phase": "main",
     "players": {"A": {"status": "playing",
                       "leader": {"id", "name", "power", "life"},   # life: the number of Life cards
                       "characters": [ids], "stage": id | null,
                       "cost_area": {"active": n, "rested": n}, "don_deck": n,
                       "hand": [ids], "deck": [ids, top first], "trash": [ids],
                       "life": [ids, top first], "no_area": [ids]}},
     "cards": {id: {"owner", "zone", "name", "type", "cost", "power", "counter", "keywords",
                    "given_don", "rested", "negated"}},
     "pending": [{"card", "timing", "controller"}],      # auto effects waiting to activate
     "damage_processing": null | {"player", "left"},
     "result": null | {"result": "win", "winner": "A"}}

``cards`` are in the order the board gives them (``state.cards``), a card's entry staying in place
as it moves. :class:`Snapshots` gives the same JSON as :func:`snapshot` after each step, rebuilding
only what the step changed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from ..core.entries import Entries
from ..core.snapshot import Result, shared, to_json, updated
from ..core.splices import MIN_LENGTH, Cut, Spliced, whole
from .model import FIELD_AREAS, Card, GameState, Sources
from .tracking import Zone


class Pending(Protocol):
    """What a snapshot reads of a waiting effect (:class:`~.context.Pending`; its module imports
    this one: named here by its shape, not imported)."""

    ref: tuple[str, int]
    timing: str
    controller: str


@dataclass
class LeaderSnapshot:
    """``life``: how many Life cards the player has."""

    id: str
    name: dict[str, str] | None
    power: int
    life: int


@dataclass
class CostArea:
    """DON!! cards in the cost area, active and rested."""

    active: int
    rested: int


@dataclass
class PlayerSnapshot:
    """A player's areas: card ids (deck and Life top first)."""

    status: str
    leader: LeaderSnapshot
    characters: list[str]
    stage: str | None
    cost_area: CostArea
    don_deck: int
    hand: list[str]
    deck: list[str]
    trash: list[str]
    life: list[str]
    no_area: list[str]


@dataclass
class CardSnapshot:
    """``cost``/``power``: as they are now (effects and given DON!! counted); ``keywords`` include
    ``trigger`` for a card with a [Trigger] effect."""

    owner: str
    zone: str
    name: dict[str, str] | None
    type: str
    cost: int | None
    power: int | None
    counter: int | None
    keywords: list[str]
    given_don: int
    rested: bool
    negated: bool


@dataclass
class PendingEffect:
    """An auto effect waiting to activate: its card, timing (engine.onepiece.words.TIMINGS), controller."""

    card: str
    timing: str
    controller: str


@dataclass
class DamageProcessing:
    """Damage processing under way: ``left`` damage still to deal to ``player``."""

    player: str
    left: int


@dataclass
class Snapshot:
    turn: int
    turn_player: str
    phase: str
    players: dict[str, PlayerSnapshot]
    cards: dict[str, CardSnapshot]
    pending: list[PendingEffect]
    damage_processing: DamageProcessing | None
    result: Result | None


def _result(state: GameState) -> Result | None:
    lost = [p for p, info in state.players.items() if info.status == "lost"]
    if state.drawn:  # 11-1-1-1
        return Result("draw", None)
    if not lost:
        return None
    left = [p for p, info in state.players.items() if info.status == "playing"]
    if len(left) == 1:
        return Result("win", left[0])
    return Result("draw", None)


def result_of(state: GameState) -> dict[str, Any] | None:
    """The result as JSON: null while the game goes on."""
    return to_json(_result(state))


#: a player's areas held as lists of card ids in the snapshot
LISTS = ("hand", "deck", "trash", "life", "no_area")


def _player(state: GameState, pid: str, sources: Sources, lists: dict[str, list[str]]) -> dict[str, Any]:
    """A player's entry; ``lists``: each zone's ids (``A.hand`` → a copy of the zone)."""
    player = state.players[pid]
    leader = state.leader(pid)
    stage = state.zones[f"{pid}.stage"]
    life = lists[f"{pid}.life"]
    entry = to_json(
        PlayerSnapshot(
            status=player.status,
            leader=LeaderSnapshot(
                leader.id,
                dict(leader.name) if leader.name else None,
                state.power(leader, sources=sources),
                len(life),
            ),
            characters=[],
            stage=stage[0] if stage else None,
            cost_area=CostArea(player.active_don, player.rested_don),
            don_deck=player.don_deck,
            hand=[],
            deck=[],
            trash=[],
            life=[],
            no_area=[],
        )
    )
    # the lists themselves, not copies: unchanged zones stay the same lists from step to step
    entry["characters"] = lists[f"{pid}.characters"]
    for zone in LISTS:
        entry[zone] = lists[f"{pid}.{zone}"]
    return entry


def _has_trigger(card: Card) -> bool:
    return any(a.timing == "trigger" for a in card.abilities) or any(
        a.timing == "trigger" for a in card.gained
    )


def _card(state: GameState, card: Card, sources: Sources) -> dict[str, Any]:
    keywords = list(card.keywords)
    if _has_trigger(card):
        keywords.append("trigger")
    return to_json(
        CardSnapshot(
            owner=card.owner,
            zone=card.zone,
            name=dict(card.name) if card.name else None,
            type=card.type,
            cost=state.cost(card, sources),
            power=state.power(card, sources=sources),
            counter=card.counter,
            keywords=keywords,
            given_don=card.given_don,
            rested=card.rested,
            negated=card.negated,
        )
    )


def _zone_lists(state: GameState) -> dict[str, list[str]]:
    return {key: list(ids) for key, ids in state.zones.items()}


def _pending_entry(p: Pending) -> dict[str, Any]:
    return to_json(PendingEffect(p.ref[0], p.timing, p.controller))


def _assemble(
    state: GameState,
    players: dict[str, Any],
    cards: Mapping[str, Any],
    pending: list[dict[str, Any]],
    damage: dict[str, Any] | None,
    result: dict[str, Any] | None,
) -> dict[str, Any]:
    """The snapshot from its parts, already JSON (as ``to_json(Snapshot(...))`` would write it)."""
    return {
        "turn": state.turn,
        "turn_player": state.turn_player,
        "phase": state.phase,
        "players": players,
        "cards": cards,
        "pending": pending,
        "damage_processing": damage,
        "result": result,
    }


def snapshot(
    state: GameState, pending: list[dict[str, Any]] | None = None, damage: dict[str, Any] | None = None
) -> dict[str, Any]:
    """The state as JSON (:class:`Snapshot`), from scratch; ``pending`` and ``damage`` as the
    resolution keeps them."""
    sources = state.permanent_sources()
    lists = _zone_lists(state)
    return _assemble(
        state,
        {pid: _player(state, pid, sources, lists) for pid in state.players},
        {card_id: _card(state, card, sources) for card_id, card in state.cards.items()},
        [to_json(PendingEffect(**p)) for p in pending or []],
        to_json(DamageProcessing(**damage)) if damage else None,
        result_of(state),
    )


class Snapshots:
    """Snapshots after each step, rebuilding only what changed since the last one
    (``state.tracking``, :class:`engine.onepiece.tracking.Tracking`); equal to :func:`snapshot` at every
    step, its ``cards`` in the same order (a test checks it over the shipped boards and generated ones).

    A card's entry is rebuilt when the card changed. Its cost and, on the field, its power also
    depend on the permanent effects in force (8-1-3-3): when those change (a card that has one moved,
    was negated, its condition came true ...), every card on the field and every card that has a
    permanent effect is rebuilt too; when whose turn it is changes (DON!! given count on their owner's
    turn, 6-5-5), everything is. Unchanged parts are shared between steps (steps never modify their
    state): card and player entries, a zone's list until the zone changes, the ``cards`` and
    ``players`` mappings when nothing in them changed, each waiting effect's entry and the ``pending``
    list while it stays the same — so the recorder's diff passes over them by identity.
    """

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.turn_player: str | None = None
        self.card_count = -1
        #: the permanent effects in force at the last snapshot, as what power and cost read of them
        self.in_force: list[tuple[str, str, Any]] | None = None
        self.lists: dict[str, list[str] | Spliced] = {}
        #: each zone's list object when ``lists`` took it (its splices since are noted on it)
        self.zones: dict[str, list[str]] = {}
        self.players: dict[str, Any] = {}
        self.cards: Entries | None = None
        #: each card's place in ``cards`` (the order of ``state.cards``)
        self.places: dict[str, int] = {}
        self.pending_seen: list[Pending] = []
        self.pending: list[dict[str, Any]] | Spliced = []
        self.damage: dict[str, Any] | None = None
        self.result: dict[str, Any] | None = None

    def __call__(
        self, pending: Sequence[Pending] = (), damage: dict[str, Any] | None = None
    ) -> dict[str, Any]:
        state = self.state
        tracking = state.tracking
        full = state.turn_player != self.turn_player or len(state.cards) != self.card_count
        if full:
            state.track()  # cards put in by hand since: tracked from now on
        sources = state.permanent_sources()
        in_force = [(card.id, card.zone, ability) for card, ability in sources]
        in_force_changed = in_force != self.in_force
        if full:
            self.lists = _zone_lists(state)
            self.zones = dict(state.zones)
            for zone in self.zones.values():
                if zone.__class__ is Zone:
                    zone.take()
            self.cards = Entries.of(
                {i: _card(state, card, sources) for i, card in state.cards.items()}, self.cards
            )
            self.places = {card_id: place for place, card_id in enumerate(state.cards)}
        else:
            for key in tracking.zones:
                self.lists[key] = self._zone(key)
            rebuild = set(tracking.cards)
            if in_force_changed:
                rebuild.update(tracking.holders)
                rebuild.update(i for p in state.players for a in FIELD_AREAS for i in state.zones[f"{p}.{a}"])
            self.cards = self._revised(rebuild, sources)
        players = {}
        for pid in state.players:
            old = self.players.get(pid)
            if full or in_force_changed or old is None or self._player_changed(pid):
                players[pid] = shared(_player(state, pid, sources, self.lists), old)
        self.players = updated(self.players, players)
        self.pending = self._pending(pending)
        damage_entry = to_json(DamageProcessing(**damage)) if damage else None
        if damage_entry != self.damage:
            self.damage = damage_entry
        result = result_of(state)
        if result != self.result:
            self.result = result
        tracking.clear()
        self.turn_player, self.card_count, self.in_force = state.turn_player, len(state.cards), in_force
        return _assemble(state, self.players, self.cards, self.pending, self.damage, self.result)

    def _revised(self, rebuild: set[str], sources: Sources) -> Entries:
        """The ``cards`` mapping with the entries of ``rebuild`` made again: the same mapping when
        none differs, else a new version of it sharing the rest (:class:`~engine.core.entries.Entries`:
        the diff then looks only at the entries that changed)."""
        entries, cards, places = self.cards, self.state.cards, self.places
        assert entries is not None  # made whole at the first snapshot
        changed = []
        for card_id in rebuild:
            entry = _card(self.state, cards[card_id], sources)
            if entry != entries[card_id]:
                changed.append((card_id, entry))
        if not changed:
            return entries
        changed.sort(key=lambda item: places[item[0]])
        return entries.revised(changed)

    def _zone(self, key: str) -> list[str] | Spliced:
        """A changed zone's ids: a long zone changed by one splice (a card drawn from a deck of
        thousands) as the ids before and that splice (:class:`~engine.core.splices.Spliced`), else
        a copy."""
        zone = self.state.zones[key]
        cuts = zone.take() if zone.__class__ is Zone else None  # type: ignore[attr-defined]
        old = self.lists.get(key)
        if self.zones.get(key) is not zone:
            self.zones[key] = zone
            cuts = None
        if cuts is not None and old is not None:
            if not cuts:
                return old
            if len(cuts) == 1 and max(len(zone), len(old)) >= MIN_LENGTH:
                return Spliced(old, cuts[0])
        return list(zone)

    def _player_changed(self, pid: str) -> bool:
        tracking = self.state.tracking
        if pid in tracking.players or self.state.players[pid].leader in tracking.cards:
            return True
        prefix = f"{pid}."
        return any(key.startswith(prefix) for key in tracking.zones)

    def _pending(self, pending: Sequence[Pending]) -> list[dict[str, Any]] | Spliced:
        """The waiting effects' entries: the same list while the same effects wait, and each
        effect's entry kept while it waits. The common changes (the first effect activates, new
        ones join the end) are found by comparing lists, not by a Python loop over every effect."""
        seen = self.pending_seen
        if len(pending) == len(seen) and pending == seen:
            return self.pending
        gone = len(seen) - len(pending)
        if gone > 0 and pending == seen[gone:]:  # the first ones activated
            out = _spliced(self.pending, (0, gone, ()))
        elif gone < 0 and pending[: len(seen)] == seen:  # new ones wait behind
            out = _spliced(
                self.pending, (len(seen), len(seen), tuple(map(_pending_entry, pending[len(seen) :])))
            )
        else:
            entries = {id(p): e for p, e in zip(seen, self.pending, strict=True)}
            out = [entries.get(id(p)) or _pending_entry(p) for p in pending]
        self.pending_seen = list(pending)  # holds the effects, so their ids are not reused meanwhile
        return out


def _spliced(old: list[Any] | Spliced, cut: Cut) -> list[Any] | Spliced:
    """``old`` changed by ``cut``: shared with it (:class:`~engine.core.splices.Spliced`) when long."""
    if max(len(old), len(old) - (cut[1] - cut[0]) + len(cut[2])) >= MIN_LENGTH:
        return Spliced(old, cut)
    new = list(whole(old))
    new[cut[0] : cut[1]] = cut[2]
    return new
