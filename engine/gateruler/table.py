"""Gate Ruler's table: a :class:`~engine.gateruler.snapshot.Snapshot` drawn for a reader.

Each player's ruler, lined zones (attack and defense zone by line, set zone by slot) and piles,
the gate (the last item placed resolves first, 9-2a) and the auto abilities waiting for the next
system processing (14-1a-2). Reads the snapshot only, never the game's model.
"""

from __future__ import annotations

from typing import Any

from ..core.snapshot import from_json
from ..core.table import (
    CardFace,
    Fact,
    GameTable,
    Side,
    Stack,
    StackItem,
    Table,
    Waiting,
    Zone,
    card_name,
    fmt,
    join,
    number,
    player_word,
    text_of,
)
from ..core.text import Text
from .model import LINE_NAMES, NAME_MARKS, ZONE_NAMES
from .say import say
from .snapshot import CardSnapshot, GateItemSnapshot, PlayerSnapshot, Snapshot, WaitingAbility

#: a gate longer than this (a loop) is drawn from its top down to this many items
GATE_SHOWN = 60

LINES = {line: Text(ja=ja, en=en) for line, (ja, en) in LINE_NAMES.items()}


def _heading(zone: str) -> Text:
    """A zone's name as a heading of the table: the name step texts use (model.ZONE_NAMES), capitalised."""
    ja, en = ZONE_NAMES[zone]
    return Text(ja=ja, en=en[:1].upper() + en[1:])


LINED = {zone: _heading(zone) for zone in ("attack_zone", "defense_zone")}
SET_ZONE = _heading("set_zone")
#: the piles, in the order drawn; the deck is secret (how many, not which)
PILES = {zone: _heading(zone) for zone in ("field_zone", "soul", "hand", "damage_zone", "graveyard", "deck")}
DAMAGE = say("table-damage")
LIFE = say("table-life")

# What waits on the gate, in the game's words (chapter 12, 13-2a, 13-5).
GATE_KINDS = {
    kind: say(f"table-gate-{kind}")
    for kind in (
        "destroy-process",
        "defeat-process",
        "ruler-damage-process",
        "damage-execution-process",
        "ability",
        "card",
    )
}
REASONS = {"rule": say("table-reason-rule"), "effect": say("table-reason-effect")}
#: the message saying why an auto ability waits, by the event that triggered it
TRIGGERS = {"destroyed": "table-triggered-destroyed", "leaves_field": "table-triggered-leaves-field"}


def _card(card_id: str, cards: dict[str, CardSnapshot]) -> CardFace:
    card = cards.get(card_id) or CardSnapshot(owner="", zone="")
    numbers: list[Fact] = []
    if card.hp is not None:
        hp, printed = card.hp, card.printed_hp
        shown = f"{hp}" if printed in (None, hp) else f"{hp} ({printed}{hp - printed:+d})"
        numbers += [Fact(Text.same("HP"), Text.same(shown)), Fact(DAMAGE, number(card.damage or 0))]
    if card.life is not None:
        numbers.append(Fact(LIFE, number(card.life)))
    tags = [
        say("table-soul-of", cards=join(_name(cards, c) for c in group)) for group in card.attached_to or []
    ]
    return CardFace(card_id, text_of(card.name), numbers, tags)


def _zones(name: str, player: PlayerSnapshot, cards: dict[str, CardSnapshot]) -> list[Zone]:
    base = f"players.{name}"
    zones = []
    for key, label in LINED.items():
        for line, line_label in LINES.items():
            ids = getattr(player, key).get(line, [])
            faces = [_card(i, cards) for i in ids]
            zones.append(
                Zone(f"{key}.{line}", f"{base}.{key}.{line}", join([label, line_label], " · "), faces)
            )
    for slot, ids in player.set_zone.items():
        label = say("table-set-zone-slot", zone=SET_ZONE, slot=slot)
        zones.append(
            Zone(f"set_zone.{slot}", f"{base}.set_zone.{slot}", label, [_card(i, cards) for i in ids])
        )
    for key, label in PILES.items():
        faces = [_card(i, cards) for i in getattr(player, key)]
        zones.append(Zone(key, f"{base}.{key}", label, faces, count_only=key == "deck", wide=True))
    return zones


def _side(name: str, player: PlayerSnapshot, snapshot: Snapshot) -> Side:
    ruler = snapshot.cards.get(player.ruler.id)
    ruler_name = text_of(ruler.name) if ruler else None
    facts = [
        *([Fact(say("table-ruler"), ruler_name)] if ruler_name else []),
        Fact(LIFE, number(player.ruler.life)),
        Fact(say("table-ruler-damage"), number(player.ruler.damage)),
        Fact(say("table-damage-zone"), number(len(player.damage_zone))),
    ]
    zones = _zones(name, player, snapshot.cards)
    return Side(name, snapshot.turn_player == name, player.status, facts, zones)


def _name(cards: dict[str, CardSnapshot], card_id: str) -> Text:
    """A card's name in a sentence of the table, 《…》 in Japanese as the game's texts write it."""
    return card_name(cards, card_id, NAME_MARKS)


def gate_item(item: GateItemSnapshot, cards: dict[str, CardSnapshot]) -> StackItem:
    """One item on the gate: what it is (its name, or its kind) and what it holds."""
    label = text_of(item.name) or GATE_KINDS.get(item.kind, Text.same(item.kind))
    parts = []
    if item.by:
        parts.append(say("table-played-by", player=item.by))
    if item.cards:
        parts.append(join(_name(cards, c) for c in item.cards))
    if item.players:
        parts.append(join(player_word(p) for p in item.players))
    if item.amount is not None:
        parts.append(say("table-amount", amount=item.amount))
    if item.reason:
        parts.append(REASONS.get(item.reason, Text.same(item.reason)))
    return StackItem(item.id, label, join(parts, " · ") if parts else None)


def waiting(item: WaitingAbility, cards: dict[str, CardSnapshot]) -> Text:
    """An auto ability waiting to be played: “Spring's Blessing” of Healing Spring (player A) — why."""
    source = cards.get(item.card)
    abilities = (source.abilities if source else None) or []
    ability = abilities[item.ability] if 0 <= item.ability < len(abilities) else {}
    text = say(
        "table-waiting",
        ability=text_of(ability.get("name")) or GATE_KINDS["ability"],
        card=_name(cards, item.card),
        player=item.controller,
    )
    if item.that:
        why = say(TRIGGERS.get(item.event, "table-triggered-by"), card=_name(cards, item.that))
        text = join([text, why], " — ")
    return text


def draw(snapshot: Snapshot, unused: frozenset[str] = frozenset()) -> Table:
    """The table of a Gate Ruler state (``unused`` zones are drawn as any empty zone)."""
    sides = [_side(name, player, snapshot) for name, player in snapshot.players.items()]
    items = snapshot.gate
    gate = Stack(
        "gate",
        say("table-gate"),
        say("table-gate-empty"),
        [gate_item(item, snapshot.cards) for item in items[-GATE_SHOWN:]],
        hidden=max(0, len(items) - GATE_SHOWN),
    )
    pending = Waiting("pending", say("table-pending"), [waiting(w, snapshot.cards) for w in snapshot.pending])
    return Table(sides, gate, pending)


def entry(path: str, data: dict[str, Any], snapshot: Snapshot) -> Text:
    """An entry of the gate or of the waiting abilities (its JSON, as a change records it) in words."""
    if path == "pending":
        return waiting(from_json(WaitingAbility, data), snapshot.cards)
    item = gate_item(from_json(GateItemSnapshot, data), snapshot.cards)
    return join([item.label, fmt(Text.same(" ({d})"), d=item.detail)], "") if item.detail else item.label


TABLE = GameTable(state=Snapshot, draw=draw, entry=entry, name_marks=NAME_MARKS)
