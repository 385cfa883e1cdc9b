"""The ``gate:`` and ``pending:`` of a Gate Ruler board's state: read them, write them back.

A gate item is one of ``destroy_process``, ``defeat_process``, ``ruler_damage_process``,
``damage_execution_process``, ``card`` and ``ability`` (see docs/boards.md); ``pending`` lists
auto abilities whose condition was met, waiting for the next system processing (14-1a-2).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..core.yamlnode import Node, Problems, as_int, as_list, as_map, as_str, as_text_pair
from .effects import effect_to_data, parse_effect
from .model import GATE_ZONE, TIMINGS, Card, GameState, GateItem, Player, Ref, Trigger

GATE_ID_RE = re.compile(r"g[1-9][0-9]*")
GATE_KINDS = (
    "destroy_process",
    "defeat_process",
    "ruler_damage_process",
    "damage_execution_process",
    "card",
    "ability",
)


@dataclass
class GateReader:
    """What reading gate items needs: the cards and players read so far, and where to list the card
    ids they name (``refs``, checked once the whole state is read)."""

    problems: Problems
    cards: dict[str, Card]
    refs: list[tuple[Node, str]]
    players: dict[str, Player]
    #: the state's zones: a played card of the board waits in ``PLAYER.gate`` (9-1a)
    zones: dict[str, list[str]] | None = None

    def card_ids(self, node: Node) -> tuple[Ref, ...]:
        """``u1`` | ``[u1, u2]``: cards as the board gives them (each still its first incarnation)."""
        out = []
        for item in self._items(node):
            text = as_str(item, self.problems)
            if text is not None:
                self.refs.append((item, text))
                out.append((text, 0))
        return tuple(out)

    def player_ids(self, node: Node) -> tuple[str, ...]:
        """``A`` | ``[A, B]``: players of this board."""
        out = []
        for item in self._items(node):
            text = as_str(item, self.problems)
            if text is not None and text not in self.players:
                self.problems.add(item, f"{text!r} is not a player")
            elif text is not None:
                out.append(text)
        return tuple(out)

    def _items(self, node: Node) -> list[Node]:
        return [node] if node.is_scalar else as_list(node, self.problems) or []


# ---- reading -----------------------------------------------------------------------------------


def read_gate(node: Node | None, r: GateReader) -> tuple[list[GateItem], int]:
    """The gate, bottom first, and the number the next gate item id takes (``g<n>``)."""
    problems = r.problems
    gate: list[GateItem] = []
    uid = 1
    for item in as_list(node, problems) or []:
        given = item.get("id")
        name = f"g{uid}"
        if given is not None:
            text = as_str(given, problems)
            if text is not None and (not GATE_ID_RE.fullmatch(text) or any(g.uid == text for g in gate)):
                problems.add(given, f"expected a new gate item id like g{uid}, got {text!r}")
            elif text is not None:
                name = text
        gi = read_gate_item(item, name, r)
        if gi is not None:
            gate.append(gi)
            uid = max(uid, int(gi.uid[1:])) + 1
    return gate, uid


def read_pending(node: Node | None, r: GateReader) -> list[Trigger]:
    """Auto abilities waiting to be played at the next system processing (14-1a-2)."""
    pending = []
    for item in as_list(node, r.problems) or []:
        trigger = read_trigger(item, r)
        if trigger is not None:
            pending.append(trigger)
    return pending


def read_trigger(node: Node, r: GateReader) -> Trigger | None:
    """``{card: u1, ability: 0, event: destroyed, that: u1, by: A, soul: [s1]}`` (``by``: its controller,
    default the player whose zone holds the card)."""
    problems = r.problems
    m = as_map(
        node,
        problems,
        allowed=("card", "ability", "that", "event", "soul", "by"),
        required=("card", "ability", "event"),
    )
    if m is None or not {"card", "ability", "event"} <= m.keys():
        return None
    card_id = as_str(m["card"], problems)
    index = as_int(m["ability"], problems)
    event = as_str(m["event"], problems, choices=("destroyed", "leaves_field"))
    that = as_str(m["that"], problems) if "that" in m else card_id
    soul = [as_str(s, problems) for s in as_list(m.get("soul"), problems) or []]
    by = as_str(m["by"], problems) if "by" in m else None
    if by is not None:
        r.refs.append((m["by"], "player:" + by))
    for name in [card_id, that, *soul]:
        if name is not None:
            r.refs.append((node, name))
    if card_id is None or index is None or event is None or that is None:
        return None
    card = r.cards.get(card_id)
    if card is not None and index >= len(card.abilities):
        problems.add(m["ability"], f"card {card_id} has {len(card.abilities)} abilities; no ability {index}")
        return None
    controller = by or (card.zone.split(".")[0] if card else "A")
    return Trigger((card_id, 0), index, controller, event, (that, 0), tuple((s, 0) for s in soul if s))


def read_gate_item(node: Node, uid: str, r: GateReader) -> GateItem | None:
    """One gate item: exactly one of :data:`GATE_KINDS` (and an optional ``id``)."""
    what = "a gate item such as {destroy_process: ...}"
    m = as_map(node, r.problems, allowed=("id", *GATE_KINDS), what=what)
    if m is None:
        return None
    kinds = [k for k in m if k != "id"]
    if len(kinds) != 1:
        r.problems.add(node, f"expected one gate item ({', '.join(GATE_KINDS)})")
        return None
    kind = kinds[0]
    return _READ[kind](m[kind], uid, kind, r)


def _destroy_process(body: Node, uid: str, kind: str, r: GateReader) -> GateItem | None:
    """``destroy_process: {reason: rule | effect, cards: [...]}`` (12-4b)."""
    b = as_map(body, r.problems, allowed=("reason", "cards"), required=("reason", "cards"))
    if b is None or not {"reason", "cards"} <= b.keys():
        return None
    reason = as_str(b["reason"], r.problems, choices=("rule", "effect"))
    cards = r.card_ids(b["cards"])
    return GateItem(uid, "destroy-process", reason=reason, cards=cards) if reason else None


def _player_process(body: Node, uid: str, kind: str, r: GateReader) -> GateItem | None:
    """``defeat_process: [A, B]`` (12-2b) or ``ruler_damage_process: A`` (13-5b)."""
    who = r.player_ids(body)
    if kind == "ruler_damage_process" and len(who) != 1:
        r.problems.add(body, "a ruler damage process belongs to one player")
        return None
    if not who:
        return None
    return GateItem(uid, kind.replace("_", "-"), players=who)


def _damage_execution(body: Node, uid: str, kind: str, r: GateReader) -> GateItem | None:
    """``damage_execution_process: {to: [...], amount: N, by: A}`` (13-2a)."""
    b = as_map(body, r.problems, allowed=("to", "amount", "by"), required=("to", "amount"))
    if b is None or not {"to", "amount"} <= b.keys():
        return None
    amount = as_int(b["amount"], r.problems, minimum=1)
    by = r.player_ids(b["by"])[0] if "by" in b and r.player_ids(b["by"]) else None
    return GateItem(uid, "damage-execution-process", cards=r.card_ids(b["to"]), amount=amount or 1, by=by)


def _played_card(body: Node, uid: str, kind: str, r: GateReader) -> GateItem | None:
    """``card: {by: A, name: {ja, en}, effects: [...]}``: a card a player played (9-1a); with ``id``
    (and ``timing``) it is a card of the board, which waits on the gate (zone ``A.gate``)."""
    allowed = ("by", "id", "name", "timing", "effects")
    b = as_map(body, r.problems, allowed=allowed, required=("by", "effects"))
    if b is None or not {"by", "effects"} <= b.keys():
        return None
    by = r.player_ids(b["by"])
    name = as_text_pair(b["name"], r.problems) if "name" in b else None
    effects = []
    for e in as_list(b["effects"], r.problems) or []:
        effect = parse_effect(e, r.problems)
        if effect is not None:
            effects.append(effect)
            for name_ in effect.card_names():
                r.refs.append((e, name_))
    card = _card_on_gate(b, by[0] if by else None, name, tuple(effects), r)
    return GateItem(
        uid,
        "card",
        by=by[0] if by else None,
        name=name,
        effects=tuple(effects),
        card=card.ref if card else None,
    )


def _card_on_gate(
    b: dict[str, Node], by: str | None, name: dict[str, str] | None, effects: tuple[Any, ...], r: GateReader
) -> Card | None:
    """The played card itself, when the gate item gives its ``id``: in ``PLAYER.gate`` until it resolves."""
    if "id" not in b or by is None or r.zones is None:
        if "timing" in b and "id" not in b:
            r.problems.add(b["timing"], "'timing' is for a played card with an 'id'")
        return None
    card_id = as_str(b["id"], r.problems)
    if card_id is None:
        return None
    if card_id in r.cards:
        r.problems.add(b["id"], f"card id {card_id!r} is used twice")
        return None
    timing = as_str(b["timing"], r.problems, choices=TIMINGS) if "timing" in b else "normal"
    card = Card(
        card_id, by, f"{by}.{GATE_ZONE}", name=name, timing=timing, effects=effects, line=b["id"].line
    )
    r.cards[card_id] = card
    r.zones.setdefault(card.zone, []).append(card_id)
    return card


def _played_ability(body: Node, uid: str, kind: str, r: GateReader) -> GateItem | None:
    """``ability: {card: u1, ability: 0, event: destroyed, ...}``: an auto ability played (14-1a-2)."""
    trigger = read_trigger(body, r)
    if trigger is None:
        return None
    source = r.cards.get(trigger.source[0])
    if source is None:
        return None  # reported with the other card references
    return GateItem.for_trigger(uid, trigger, source.abilities[trigger.ability])


_READ: dict[str, Callable[[Node, str, str, GateReader], GateItem | None]] = {
    "destroy_process": _destroy_process,
    "defeat_process": _player_process,
    "ruler_damage_process": _player_process,
    "damage_execution_process": _damage_execution,
    "card": _played_card,
    "ability": _played_ability,
}


# ---- writing -----------------------------------------------------------------------------------


def _ref_ids(state: GameState, refs: tuple[Ref, ...]) -> list[str]:
    return [i for i, inc in refs if (c := state.cards.get(i)) is not None and c.incarnation == inc]


def gate_item_to_data(state: GameState, item: GateItem, position: int) -> dict[str, Any]:
    """A gate item as YAML; its ``id`` is written when it is not the default ``g<position>``."""
    data = _gate_item_body(state, item)
    return data if item.uid == f"g{position}" else {"id": item.uid, **data}


def _gate_item_body(state: GameState, item: GateItem) -> dict[str, Any]:
    if item.kind == "destroy-process":
        return {"destroy_process": {"reason": item.reason, "cards": _ref_ids(state, item.cards)}}
    if item.kind in ("defeat-process", "ruler-damage-process"):
        who: Any = list(item.players) if item.kind == "defeat-process" else item.players[0]
        return {item.kind.replace("-", "_"): who}
    if item.kind == "damage-execution-process":
        data: dict[str, Any] = {"to": _ref_ids(state, item.cards), "amount": item.amount}
        if item.by:
            data["by"] = item.by
        return {"damage_execution_process": data}
    if item.kind == "card":
        card: dict[str, Any] = {"by": item.by}
        shown = state.card_by_ref(item.card) if item.card is not None else None
        if shown is not None:
            card["id"] = shown.id
            card["timing"] = shown.timing
        if item.name:
            card["name"] = dict(item.name)
        card["effects"] = [effect_to_data(e) for e in item.effects]
        return {"card": card}
    assert item.source is not None and item.event_card is not None and item.ability is not None
    return {
        "ability": trigger_to_data(
            item.source, item.ability, item.event or "destroyed", item.event_card, item.soul, item.by
        )
    }


def trigger_to_data(
    source: Ref, index: int, event: str, that: Ref, soul: tuple[Ref, ...], by: str | None = None
) -> dict[str, Any]:
    """An auto ability waiting (``pending``) or played (an ``ability`` gate item) as YAML."""
    data: dict[str, Any] = {"card": source[0], "ability": index, "event": event or "destroyed"}
    data["that"] = that[0]
    if by:
        data["by"] = by
    if soul:
        data["soul"] = [s[0] for s in soul]
    return data
