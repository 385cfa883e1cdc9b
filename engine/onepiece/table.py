"""ONE PIECE CARD GAME's table: a :class:`~engine.onepiece.snapshot.Snapshot` drawn for a reader.

Each player's areas (Leader, Character, Stage, Life, hand, trash, deck), the cost area's DON!!,
the effects waiting to activate, the phase and a damage processing under way. Reads the snapshot
and the game's words (keywords and timings, engine.onepiece.words) only.
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
    Zone,
    card_name,
    join,
    number,
    player_word,
    text_of,
)
from ..core.text import Text
from .model import NAME_MARKS
from .say import say
from .snapshot import CardSnapshot, PendingEffect, PlayerSnapshot, Snapshot
from .words import KEYWORDS, TIMINGS

#: The phases a ONE PIECE state can be in (engine.onepiece.board_state.PHASES).
PHASES = {phase: say(f"table-phase-{phase}") for phase in ("setup", "refresh", "draw", "don", "main", "end")}
#: the areas, in the order drawn: (label, secret: how many, not which; wide: a pile across the table)
AREAS = {
    "leader": (say("table-area-leader"), False, False),
    "characters": (say("table-area-characters"), False, False),
    "stage": (say("table-area-stage"), False, False),
    "life": (say("table-area-life"), True, False),
    "hand": (say("table-area-hand"), False, True),
    "trash": (say("table-area-trash"), False, True),
    "no_area": (say("table-area-no-area"), False, True),
    "deck": (say("table-area-deck"), True, True),
}
POWER = say("table-power")
NO_LIFE_HERE = say("table-life-unused")


def words(table: dict[str, tuple[str, str, str]], key: str) -> Text:
    """【ダブルアタック】 / [Double Attack]: the engine's words for a keyword or timing."""
    entry = table.get(key)
    return Text(ja=entry[0], en=entry[1]) if entry else Text.same(key)


def keyword(word: str) -> Text:
    """A keyword ([Trigger] is a timing in the engine's words)."""
    return words(KEYWORDS if word in KEYWORDS else TIMINGS, word)


def _card(card_id: str, cards: dict[str, CardSnapshot]) -> CardFace:
    card = cards.get(card_id)
    if card is None:  # the Leader is always listed; any other id is a card of the state
        return CardFace(card_id, None)
    numbers: list[Fact] = []
    if card.cost is not None:
        numbers.append(Fact(say("table-cost"), number(card.cost)))
    if card.power is not None:
        numbers.append(Fact(POWER, number(card.power)))
        if card.given_don:
            numbers.append(Fact(Text.same("DON!!"), Text.same(f"×{card.given_don}")))
    if card.counter:
        numbers.append(Fact(say("table-counter"), number(card.counter)))
    tags = [keyword(k) for k in card.keywords]
    if card.rested:
        tags.append(say("table-rested"))
    if card.negated:
        tags.append(say("table-negated"))
    return CardFace(card_id, text_of(card.name), numbers, tags)


def _zones(name: str, player: PlayerSnapshot, cards: dict[str, CardSnapshot]) -> list[Zone]:
    ids = {
        "leader": [player.leader.id],
        "characters": player.characters,
        "stage": [player.stage] if player.stage else [],
        "life": player.life,
        "hand": player.hand,
        "trash": player.trash,
        "no_area": player.no_area,
        "deck": player.deck,
    }
    return [
        Zone(
            key,
            f"players.{name}.{key}",
            label,
            [_card(i, cards) for i in ids[key]],
            count_only=secret,
            wide=wide,
        )
        for key, (label, secret, wide) in AREAS.items()
    ]


def _side(name: str, player: PlayerSnapshot, snapshot: Snapshot, unused: frozenset[str]) -> Side:
    leader = player.leader
    leader_name = text_of(leader.name)
    # a Life area the board never uses reads "none on this board", not "0" (read as lost)
    life = NO_LIFE_HERE if f"{name}.life" in unused else number(len(player.life))
    facts = [
        *([Fact(say("table-leader"), leader_name)] if leader_name else []),
        Fact(POWER, number(leader.power)),
        Fact(say("table-life"), life),
        Fact(say("table-don-active"), number(player.cost_area.active)),
        Fact(say("table-don-rested"), number(player.cost_area.rested)),
        Fact(say("table-don-deck"), number(player.don_deck)),
    ]
    zones = _zones(name, player, snapshot.cards)
    return Side(name, snapshot.turn_player == name, player.status, facts, zones)


def pending_detail(item: PendingEffect, cards: dict[str, CardSnapshot]) -> Text:
    return join([card_name(cards, item.card, NAME_MARKS), player_word(item.controller)], " · ")


def draw(snapshot: Snapshot, unused: frozenset[str] = frozenset()) -> Table:
    """The table of a ONE PIECE state; ``unused``: "A.life"-style zones empty at every step of the board."""
    sides = [_side(name, player, snapshot, unused) for name, player in snapshot.players.items()]
    pending = Stack(
        "pending",
        say("table-pending"),
        say("table-pending-none"),
        [
            StackItem(None, words(TIMINGS, p.timing), pending_detail(p, snapshot.cards))
            for p in snapshot.pending
        ],
        from_top=False,
    )
    facts = [Fact(say("table-phase"), PHASES.get(snapshot.phase, Text.same(snapshot.phase)))]
    damage = snapshot.damage_processing
    if damage:
        facts.append(
            Fact(
                say("table-damage-processing"),
                say("table-damage-left", player=damage.player, left=damage.left),
            )
        )
    return Table(sides, pending, facts=facts)


def entry(path: str, data: dict[str, Any], snapshot: Snapshot) -> Text:
    """An effect waiting to activate (its JSON, as a change records it) in words."""
    item = from_json(PendingEffect, data)
    return join([words(TIMINGS, item.timing), pending_detail(item, snapshot.cards)], " ")


TABLE = GameTable(state=Snapshot, draw=draw, entry=entry, name_marks=NAME_MARKS)
