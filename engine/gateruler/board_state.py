"""The ``state:`` part of a Gate Ruler board: read it (every problem listed), write it back.

See docs/boards.md for the format. Reading then writing then reading gives an equal state.
"""

from __future__ import annotations

from typing import Any

from ..core.yamlnode import (
    Node,
    Problems,
    as_abilities,
    as_card,
    as_int,
    as_list,
    as_map,
    as_str,
    as_text_pair,
    check_player_name,
)
from .abilities import ability_to_data, parse_ability
from .board_gate import GateReader, gate_item_to_data, read_gate, read_pending, trigger_to_data
from .effects import each_effect, effect_to_data
from .model import GATE_ZONE, LINED_ZONES, LIST_ZONES, TIMINGS, Card, GameState, Player, is_field

RESERVED_IDS = ("self", "that")
PLAYER_KEYS = ("ruler", "status", *LIST_ZONES[:4], *LINED_ZONES, "field_zone", "soul")
CARD_KEYS = (
    "id",
    "name",
    "owner",
    "hp",
    "damage",
    "hp_change",
    "abilities",
    "placed",
    "attached_to",
    "timing",
    "effects",
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
        card = Card(id=card_id, owner=owner, zone=zone, placed=order, line=node.line)
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
        card.abilities = as_abilities(m.get("abilities"), p, parse_ability, self.refs, RESERVED_IDS)
        self._playable(card, m)
        if "attached_to" in m:
            if not zone.endswith(".soul"):
                p.add(m["attached_to"], "only a soul card is attached to a card (put it under 'soul')")
            else:
                self.soul_links.append((card, m["attached_to"], self._groups(m["attached_to"])))
        self.cards[card_id] = card
        return card

    def _playable(self, card: Card, m: dict[str, Node]) -> None:
        """``timing`` and ``effects``: a card a player can play (from the hand or the set zone, which
        the script checks; a card keeps its text wherever it is, e.g. in the graveyard once resolved)."""
        p = self.problems
        if "timing" in m:
            card.timing = as_str(m["timing"], p, choices=TIMINGS)
        if "effects" in m:
            card.effects = tuple(effect for _, effect in each_effect(m["effects"], p))
            card.timing = card.timing or "normal"

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
    players, given = _read_players(top, r)
    turn_player = _read_turn_player(top, players, given, problems)
    _link_souls(r)
    for card in r.cards.values():
        if card.owner not in players and given:
            problems.add(None, f"card {card.id}: owner {card.owner!r} is not a player", path="state")
    gates = GateReader(problems, r.cards, r.refs, players, r.zones)
    gate, uid = read_gate(top.get("gate"), gates)
    pending = read_pending(top.get("pending"), gates)
    for node_, name in r.refs:
        if name.startswith("player:"):
            if name[7:] not in players and given:
                problems.add(node_, f"{name[7:]!r} is not a player")
        elif name not in r.cards:
            problems.add(node_, f"{name!r} is not a card on this board")
    # Returned even with problems, so the script can be checked against it too (every problem at once).
    counter = max((c.placed for c in r.cards.values()), default=0) + 1
    state = GameState(players, turn_player, r.cards, r.zones, gate, pending, None, counter, uid)
    state.share_empty_zones()
    return state


def _read_players(top: dict[str, Node], r: _Reader) -> tuple[dict[str, Player], bool]:
    """Each player's ruler and zones; and whether the board gives any player at all."""
    problems = r.problems
    players: dict[str, Player] = {}
    pmap = as_map(top.get("players"), problems, what="a mapping of players (A: {...}, B: {...})") or {}
    if top.get("players") is not None and len(pmap) < 2:
        problems.add(top["players"], f"expected at least 2 players, got {len(pmap)}")
    for pid, pnode in pmap.items():
        if not check_player_name(pid, pnode, problems):
            continue
        pm = as_map(pnode, problems, allowed=PLAYER_KEYS, required=("ruler", "deck")) or {}
        ruler_id = _read_ruler(r, pid, pm.get("ruler"))
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
        r.zones[f"{pid}.{GATE_ZONE}"] = []  # a card this player plays waits here (9-1a)
    return players, bool(pmap)


def _read_ruler(r: _Reader, pid: str, ruler_node: Node | None) -> str:
    """``ruler: {id: rA, name: {ja, en}, life: 7, damage: 0}``; returns the ruler card's id."""
    problems = r.problems
    ruler_id = f"ruler-{pid}"
    if ruler_node is None:
        return ruler_id
    rm = as_map(ruler_node, problems, allowed=("id", "name", "life", "damage"), required=("id", "life"))
    if rm is None or "id" not in rm:
        return ruler_id
    card = {"id": rm["id"], **({"name": rm["name"]} if "name" in rm else {})}
    card_node = Node(card, ruler_node.line, ruler_node.path)
    ruler = r.card(card_node, pid, f"{pid}.ruler", 0)
    if ruler is None:
        return ruler_id
    ruler.life = as_int(rm["life"], problems, minimum=1) if "life" in rm else 1
    ruler.damage = (as_int(rm["damage"], problems) or 0) if "damage" in rm else 0
    if ruler.life is None:
        ruler.life = 1
    return ruler.id


def _read_turn_player(
    top: dict[str, Node], players: dict[str, Player], given: bool, problems: Problems
) -> str:
    """``turn_player``: one of the players (default: the first)."""
    turn_player = next(iter(players), "A")
    if "turn_player" in top:
        tp = as_str(top["turn_player"], problems)
        if tp is not None and tp not in players and given:
            expected = f"expected one of the players ({', '.join(players)}), got {tp!r}"
            problems.add(top["turn_player"], expected)
        elif tp is not None:
            turn_player = tp
    return turn_player


def _link_souls(r: _Reader) -> None:
    """Soul cards' ``attached_to``, once every card is read."""
    for card, node_, groups in r.soul_links:
        for seq, group in enumerate(groups):
            for target in group:
                if target not in r.cards:
                    r.problems.add(
                        node_, f"soul card {card.id} is attached to {target!r}, which is not a card here"
                    )
                elif target == card.id:
                    r.problems.add(node_, f"soul card {card.id} cannot be attached to itself")
                else:
                    card.attached += ((target, 0, seq),)


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
    if card.effects:
        data["timing"] = card.timing
        data["effects"] = [effect_to_data(e) for e in card.effects]
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
            trigger_to_data(t.source, t.ability, t.event, t.event_card, t.soul, t.controller)
            for t in state.pending
        ]
    return data
