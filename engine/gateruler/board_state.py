"""The ``state:`` part of a Gate Ruler board: read it (every problem listed), write it back.

See docs/boards.md for the format. Reading then writing then reading gives an equal state.
"""

from __future__ import annotations

import re
from typing import Any

from ..core.yamlnode import Node, Problems, as_card, as_int, as_list, as_map, as_str, as_text_pair
from .abilities import ability_to_data, parse_ability
from .effects import effect_to_data, parse_effect
from .model import LINED_ZONES, LIST_ZONES, Card, GameState, GateItem, Player, Trigger, is_field

PLAYER_RE = re.compile(r"[A-Za-z][A-Za-z0-9_]*")
RESERVED_IDS = ("self", "that")
GATE_ID_RE = re.compile(r"g[1-9][0-9]*")
PLAYER_KEYS = ("ruler", "status", *LIST_ZONES[:4], *LINED_ZONES, "field_zone", "soul")
CARD_KEYS = ("id", "name", "owner", "hp", "damage", "hp_change", "abilities", "placed", "attached_to")
GATE_KINDS = (
    "destroy_process",
    "defeat_process",
    "ruler_damage_process",
    "damage_execution_process",
    "card",
    "ability",
)


class _Reader:
    def __init__(self, problems: Problems) -> None:
        self.problems = problems
        self.cards: dict[str, Card] = {}
        self.card_lines: dict[str, int] = {}
        self.zones: dict[str, list[str]] = {}
        self.soul_links: list[tuple[Card, Node, list[list[str]]]] = []
        self.refs: list[tuple[Node, str]] = []  # card ids named by gate items, checked at the end

    def card(self, node: Node, owner: str, zone: str, order: int) -> Card | None:
        p = self.problems
        card_id, m = as_card(node, p, keys=CARD_KEYS, seen=self.card_lines, reserved=RESERVED_IDS)
        if card_id is None:
            return None
        card = Card(id=card_id, owner=owner, zone=zone, placed=order)
        if "name" in m:
            card.name = as_text_pair(m["name"], p)
        if "owner" in m:
            card.owner = as_str(m["owner"], p) or owner
            self.refs.append((m["owner"], "player:" + card.owner))
        if "hp" in m:
            card.hp = as_int(m["hp"], p, minimum=0)
        for key in ("damage", "hp_change"):
            if key in m:
                value = as_int(m[key], p, minimum=0 if key == "damage" else None)
                if value is not None:
                    setattr(card, key, value)
                if card.hp is None and "hp" not in m:
                    p.add(m[key], f"only a unit has {key}: give the card an 'hp'")
        if "placed" in m:
            if not is_field(zone):
                p.add(m["placed"], "'placed' is only for cards on the field")
            placed = as_int(m["placed"], p)
            if placed is not None:
                card.placed = placed
        abilities = []
        for item in as_list(m.get("abilities"), p) or []:
            ability = parse_ability(item, p)
            if ability is not None:
                abilities.append(ability)
                for effect in ability.effects:
                    for name in effect.card_names():
                        if name not in RESERVED_IDS:
                            self.refs.append((item, name))
        card.abilities = tuple(abilities)
        if "attached_to" in m:
            if not zone.endswith(".soul"):
                p.add(m["attached_to"], "only a soul card is attached to a card (put it under 'soul')")
            else:
                self.soul_links.append((card, m["attached_to"], self._groups(m["attached_to"])))
        self.cards[card_id] = card
        return card

    def _groups(self, node: Node) -> list[list[str]]:
        """``u1`` | ``[u1, u2]`` (in that order) | ``[[u1, u2]]`` (at the same time)."""
        items = [node] if node.is_scalar else as_list(node, self.problems) or []
        groups = []
        for item in items:
            members = item.value if item.is_list else [item]
            group = [t for t in (as_str(m, self.problems) for m in members) if t is not None]
            if group:
                groups.append(group)
        return groups

    def zone(self, node: Node | None, player: str, key: str) -> None:
        ids: list[str] = []
        self.zones[key] = ids
        for order, item in enumerate(as_list(node, self.problems, what="a list of cards") or []):
            card = self.card(item, player, key, order)
            if card is not None:
                ids.append(card.id)


def read_state(node: Node, problems: Problems) -> GameState | None:
    """Read the ``state:`` mapping; add every problem; return the state when there were none."""
    top = as_map(node, problems, allowed=("turn_player", "players", "gate", "pending"), required=("players",))
    if top is None:
        return None
    r = _Reader(problems)
    players: dict[str, Player] = {}
    pmap = as_map(top.get("players"), problems, what="a mapping of players (A: {...}, B: {...})") or {}
    if top.get("players") is not None and len(pmap) < 2:
        problems.add(top["players"], f"expected at least 2 players, got {len(pmap)}")
    for pid, pnode in pmap.items():
        if not PLAYER_RE.fullmatch(pid):
            problems.add(pnode, f"player name {pid!r}: start with a letter; letters, digits and '_'")
            continue
        pm = as_map(pnode, problems, allowed=PLAYER_KEYS, required=("ruler", "deck")) or {}
        ruler_node = pm.get("ruler")
        ruler_id = f"ruler-{pid}"
        if ruler_node is not None:
            rm = as_map(
                ruler_node, problems, allowed=("id", "name", "life", "damage"), required=("id", "life")
            )
            if rm is not None and "id" in rm:
                ruler = r.card(
                    Node(
                        {"id": rm["id"], **({"name": rm["name"]} if "name" in rm else {})},
                        ruler_node.line,
                        ruler_node.path,
                    ),
                    pid,
                    f"{pid}.ruler",
                    0,
                )
                if ruler is not None:
                    ruler_id = ruler.id
                    ruler.life = as_int(rm["life"], problems, minimum=1) if "life" in rm else 1
                    ruler.damage = (as_int(rm["damage"], problems) or 0) if "damage" in rm else 0
                    if ruler.life is None:
                        ruler.life = 1
        status = as_str(pm["status"], problems, choices=("playing", "lost")) if "status" in pm else "playing"
        players[pid] = Player(pid, ruler_id, status or "playing")
        r.zones[f"{pid}.ruler"] = [ruler_id] if ruler_id in r.cards else []
        for zone in LIST_ZONES:
            r.zone(pm.get(zone), pid, f"{pid}.{zone}")
        for zone, lines in LINED_ZONES.items():
            zm = as_map(pm.get(zone), problems, allowed=lines) if zone in pm else {}
            if zm is None:
                zm = {}
            for line in lines:
                r.zone(zm.get(line), pid, f"{pid}.{zone}.{line}")
    turn_player = next(iter(players), "A")
    if "turn_player" in top:
        tp = as_str(top["turn_player"], problems)
        if tp is not None and tp not in players and pmap:
            problems.add(
                top["turn_player"], f"expected one of the players ({', '.join(players)}), got {tp!r}"
            )
        elif tp is not None:
            turn_player = tp
    for card, node_, groups in r.soul_links:
        for seq, group in enumerate(groups):
            for target in group:
                if target not in r.cards:
                    problems.add(
                        node_, f"soul card {card.id} is attached to {target!r}, which is not a card here"
                    )
                elif target == card.id:
                    problems.add(node_, f"soul card {card.id} cannot be attached to itself")
                else:
                    card.attached.append((target, 0, seq))
    for card in r.cards.values():
        if card.owner not in players and pmap:
            problems.add(None, f"card {card.id}: owner {card.owner!r} is not a player", path="state")
    gate: list[GateItem] = []
    uid = 1
    for item in as_list(top.get("gate"), problems) or []:
        given = item.get("id")
        name = f"g{uid}"
        if given is not None:
            text = as_str(given, problems)
            if text is not None and (not GATE_ID_RE.fullmatch(text) or any(g.uid == text for g in gate)):
                problems.add(given, f"expected a new gate item id like g{uid}, got {text!r}")
            elif text is not None:
                name = text
        gi = _gate_item(item, name, r, players, problems)
        if gi is not None:
            gate.append(gi)
            uid = max(uid, int(gi.uid[1:])) + 1
    pending = []
    for item in as_list(top.get("pending"), problems) or []:
        trig = _trigger(item, r, problems)
        if trig is not None:
            pending.append(trig)
    for node_, name in r.refs:
        if name.startswith("player:"):
            if name[7:] not in players and pmap:
                problems.add(node_, f"{name[7:]!r} is not a player")
        elif name not in r.cards:
            problems.add(node_, f"{name!r} is not a card on this board")
    # Returned even with problems, so the script can be checked against it too (every problem at once).
    counter = max((c.placed for c in r.cards.values()), default=0) + 1
    return GameState(players, turn_player, r.cards, r.zones, gate, pending, None, counter, uid)


def _trigger(node: Node, r: _Reader, problems: Problems) -> Trigger | None:
    """``{card: u1, ability: 0, event: destroyed, that: u1, by: A, soul: [s1]}`` (``by``: its controller,
    default the player whose zone holds the card)."""
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


def _gate_item(
    node: Node, uid: str, r: _Reader, players: dict[str, Player], problems: Problems
) -> GateItem | None:
    m = as_map(node, problems, allowed=("id", *GATE_KINDS), what="a gate item such as {destroy_process: ...}")
    if m is None:
        return None
    kinds = [k for k in m if k != "id"]
    if len(kinds) != 1:
        problems.add(node, f"expected one gate item ({', '.join(GATE_KINDS)})")
        return None
    kind, body = kinds[0], m[kinds[0]]

    def ids(n: Node) -> tuple[tuple[str, int], ...]:
        items = [n] if n.is_scalar else as_list(n, problems) or []
        out = []
        for item in items:
            text = as_str(item, problems)
            if text is not None:
                r.refs.append((item, text))
                out.append((text, 0))
        return tuple(out)

    def player_list(n: Node) -> tuple[str, ...]:
        items = [n] if n.is_scalar else as_list(n, problems) or []
        out = []
        for item in items:
            text = as_str(item, problems)
            if text is not None and text not in players:
                problems.add(item, f"{text!r} is not a player")
            elif text is not None:
                out.append(text)
        return tuple(out)

    if kind == "destroy_process":
        b = as_map(body, problems, allowed=("reason", "cards"), required=("reason", "cards"))
        if b is None or not {"reason", "cards"} <= b.keys():
            return None
        reason = as_str(b["reason"], problems, choices=("rule", "effect"))
        cards = ids(b["cards"])
        return GateItem(uid, "destroy-process", reason=reason, cards=cards) if reason else None
    if kind in ("defeat_process", "ruler_damage_process"):
        who = player_list(body)
        if kind == "ruler_damage_process" and len(who) != 1:
            problems.add(body, "a ruler damage process belongs to one player")
            return None
        if not who:
            return None
        return GateItem(uid, kind.replace("_", "-"), players=who)
    if kind == "damage_execution_process":
        b = as_map(body, problems, allowed=("to", "amount", "by"), required=("to", "amount"))
        if b is None or not {"to", "amount"} <= b.keys():
            return None
        amount = as_int(b["amount"], problems, minimum=1)
        by = player_list(b["by"])[0] if "by" in b and player_list(b["by"]) else None
        return GateItem(uid, "damage-execution-process", cards=ids(b["to"]), amount=amount or 1, by=by)
    if kind == "card":
        b = as_map(body, problems, allowed=("by", "name", "effects"), required=("by", "effects"))
        if b is None or not {"by", "effects"} <= b.keys():
            return None
        by = player_list(b["by"])
        name = as_text_pair(b["name"], problems) if "name" in b else None
        effects = []
        for e in as_list(b["effects"], problems) or []:
            effect = parse_effect(e, problems)
            if effect is not None:
                effects.append(effect)
                for name_ in effect.card_names():
                    r.refs.append((e, name_))
        return GateItem(uid, "card", by=by[0] if by else None, name=name, effects=tuple(effects))
    # ability
    trig = _trigger(body, r, problems)
    if trig is None:
        return None
    source = r.cards.get(trig.source[0])
    if source is None:
        return None  # reported with the other card references
    return GateItem.for_trigger(uid, trig, source.abilities[trig.ability])


# ---- writing -------------------------------------------------------------------------------


def _ranks(values: list[int]) -> list[int]:
    """Dense ranks: [5, 2, 5, 9] → [1, 0, 1, 2]."""
    order = {v: i for i, v in enumerate(sorted(set(values)))}
    return [order[v] for v in values]


def card_to_data(card: Card, placed: int | None = None, state: GameState | None = None) -> Any:
    data: dict[str, Any] = {"id": card.id}
    if card.name:
        data["name"] = dict(card.name)
    if state is not None and card.owner != card.zone.split(".")[0]:
        data["owner"] = card.owner
    if card.hp is not None:
        data["hp"] = card.hp
        if card.damage:
            data["damage"] = card.damage
        if card.hp_change:
            data["hp_change"] = card.hp_change
    if card.abilities:
        data["abilities"] = [ability_to_data(a) for a in card.abilities]
    if placed is not None:
        data["placed"] = placed
    if state is not None and card.zone.endswith(".soul"):
        groups = soul_groups(state, card)
        if groups:
            data["attached_to"] = [g[0] if len(g) == 1 else g for g in groups]
            if len(groups) == 1 and len(groups[0]) == 1:
                data["attached_to"] = groups[0][0]
    return card.id if list(data) == ["id"] else data


def soul_groups(state: GameState, card: Card) -> list[list[str]]:
    """The cards a soul card is attached to (still the same cards), grouped by association time."""
    live = [
        (t, s)
        for t, inc, s in card.attached
        if (c := state.cards.get(t)) is not None and c.incarnation == inc
    ]
    groups: dict[int, list[str]] = {}
    for target, seq in sorted(live, key=lambda x: x[1]):
        groups.setdefault(seq, []).append(target)
    return list(groups.values())


def zone_to_data(state: GameState, key: str) -> list[Any]:
    ids = state.zones[key]
    cards = [state.cards[i] for i in ids]
    ties = is_field(key) and len({c.placed for c in cards}) < len(cards)
    ranks = _ranks([c.placed for c in cards]) if ties else [None] * len(cards)
    if is_field(key) and not ties and [c.placed for c in cards] != sorted(c.placed for c in cards):
        ranks = _ranks([c.placed for c in cards])
    return [card_to_data(c, rank, state) for c, rank in zip(cards, ranks, strict=True)]


def _ref_ids(state: GameState, refs: tuple[tuple[str, int], ...]) -> list[str]:
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
        if item.name:
            card["name"] = dict(item.name)
        card["effects"] = [effect_to_data(e) for e in item.effects]
        return {"card": card}
    assert item.source is not None and item.event_card is not None and item.ability is not None
    return {
        "ability": _trigger_data(
            item.source, item.ability, item.event or "destroyed", item.event_card, item.soul, item.by
        )
    }


def _trigger_data(
    source: tuple[str, int],
    index: int,
    event: str,
    that: tuple[str, int],
    soul: tuple[tuple[str, int], ...],
    by: str | None = None,
) -> dict[str, Any]:
    data: dict[str, Any] = {"card": source[0], "ability": index, "event": event or "destroyed"}
    data["that"] = that[0]
    if by:
        data["by"] = by
    if soul:
        data["soul"] = [s[0] for s in soul]
    return data


def state_to_data(state: GameState) -> dict[str, Any]:
    players: dict[str, Any] = {}
    for pid, player in state.players.items():
        ruler = state.cards[player.ruler]
        rdata: dict[str, Any] = {"id": ruler.id}
        if ruler.name:
            rdata["name"] = dict(ruler.name)
        rdata["life"] = ruler.life
        rdata["damage"] = ruler.damage
        pdata: dict[str, Any] = {"ruler": rdata}
        if player.status != "playing":
            pdata["status"] = player.status
        for zone in LIST_ZONES[:4]:
            pdata[zone] = zone_to_data(state, f"{pid}.{zone}")
        for zone, lines in LINED_ZONES.items():
            pdata[zone] = {line: zone_to_data(state, f"{pid}.{zone}.{line}") for line in lines}
        pdata["field_zone"] = zone_to_data(state, f"{pid}.field_zone")
        pdata["soul"] = zone_to_data(state, f"{pid}.soul")
        players[pid] = pdata
    data: dict[str, Any] = {"turn_player": state.turn_player, "players": players}
    if state.gate:
        data["gate"] = [gate_item_to_data(state, g, i) for i, g in enumerate(state.gate, start=1)]
    if state.pending:
        data["pending"] = [
            _trigger_data(t.source, t.ability, t.event, t.event_card, t.soul, t.controller)
            for t in state.pending
        ]
    return data
