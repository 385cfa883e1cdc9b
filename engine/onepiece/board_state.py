"""The ``state:`` of a ONE PIECE board: read it (every problem listed, with line and field); it is
written back by :mod:`.write_state`.

See docs/boards-onepiece.md. Reading, writing and reading again gives an equal state.
"""

from __future__ import annotations

from ..core.yamlnode import (
    Node,
    Problems,
    as_abilities,
    as_bool,
    as_card,
    as_int,
    as_list,
    as_map,
    as_str,
    as_text_pair,
    check_player_name,
)
from .activate_this import check_activate_this
from .card_info import INFO_KEYS, read_info
from .effects import CARD_TYPES, RESERVED_IDS, Ability
from .legal_table import check_any_point, check_table
from .model import MAX_CHARACTERS, Card, GameState
from .player import Player
from .read_effects import parse_ability
from .setup import check_setup
from .start_point import DEFAULT_TURN, DON_DECK, PHASES, Setup, don_out
from .words import KEYWORDS

PLAYER_KEYS = (
    "leader",
    "characters",
    "stage",
    "cost_area",
    "don_deck",
    "hand",
    "deck",
    "trash",
    "life",
    "no_area",
    "status",
    "don_added",
)
LIST_AREAS = ("characters", "hand", "deck", "trash", "life", "no_area")
CARD_KEYS = (
    "id",
    "name",
    "type",
    "cost",
    "power",
    "counter",
    "life",
    "colors",
    "number",
    "keywords",
    "effects",
    "given_don",
    "rested",
    "negated",
    "power_change",
    "gained_effects",
    "played_this_turn",
    "played_by",
    "lasting",
    "base_power",
    "base_cost",
    "face_up",
    *INFO_KEYS,
)
#: the six colours (2-3-3)
COLORS = ("red", "green", "blue", "purple", "black", "yellow")
DEFAULT_TYPE = {"leader": "leader", "characters": "character", "stage": "stage"}
#: how long a ``lasting`` power change lasts (6-6-1-2, 6-2-1)
LASTING = ("end_of_turn", "next_turn")


class _Reader:
    def __init__(self, problems: Problems) -> None:
        self.problems = problems
        self.cards: dict[str, Card] = {}
        self.lines: dict[str, int] = {}
        self.refs: list[tuple[Node, str]] = []
        self.played: list[tuple[Card, bool]] = []

    def card(self, node: Node, owner: str, area: str) -> Card | None:
        """One card of ``owner``'s ``area``: its printed information, keywords and effects."""
        p = self.problems
        card_id, m = as_card(node, p, keys=CARD_KEYS, seen=self.lines, reserved=RESERVED_IDS)
        if card_id is None:
            return None
        card = Card(id=card_id, owner=owner, zone=f"{owner}.{area}", type=DEFAULT_TYPE.get(area, "character"))
        if "name" in m:
            card.name = as_text_pair(m["name"], p)
        if "type" in m:
            card.type = as_str(m["type"], p, choices=CARD_TYPES) or card.type
            if area in DEFAULT_TYPE and card.type != DEFAULT_TYPE[area]:
                p.add(m["type"], f"a card in the {area} area is a {DEFAULT_TYPE[area]}, not a {card.type}")
        for key in ("cost", "power", "counter", "life"):
            if key in m:
                setattr(card, key, as_int(m[key], p, minimum=0))
        if "life" in m and area != "leader":
            p.add(m["life"], "only a Leader has a Life value (2-9-3)")
        if "counter" in m and card.type != "character":
            p.add(
                m["counter"], f"a {card.type} has no (Symbol) Counter: only Character cards have one (2-10-2)"
            )
        if "colors" in m:
            colors = [as_str(c, p, choices=COLORS) for c in as_list(m["colors"], p) or []]
            card.colors = tuple(c for c in colors if c)
        if "number" in m:
            card.number = as_str(m["number"], p)
        card.info = read_info(m, card.type, p)  # types, attributes (2-4, 2-5), from its text
        if area == "leader" and card.power is None:
            p.add(node, "a Leader needs 'power'")
        card.keywords = self.keywords(m)
        card.abilities = self.abilities(m)
        check_activate_this(card.abilities, m.get("effects"), p)
        self.earlier(card, m, area)
        self.cards[card_id] = card
        return card

    def keywords(self, m: dict[str, Node]) -> tuple[str, ...]:
        """The card's keywords ([Rush] 10-1-1 … [Blocker] 10-1-4); [Trigger] is an effect."""
        p = self.problems
        keywords = []
        for item in as_list(m.get("keywords"), p) or []:
            word = as_str(item, p)
            if word is None:
                continue
            if word not in KEYWORDS:
                hint = (
                    " ([Trigger] is an effect: put it under 'effects' with timing: trigger)"
                    if word == "trigger"
                    else ""
                )
                p.add(item, f"unknown keyword {word!r} (expected one of: {', '.join(KEYWORDS)}){hint}")
                continue
            keywords.append(word)
        return tuple(keywords)

    def abilities(self, m: dict[str, Node]) -> tuple[Ability, ...]:
        """The card's effects (8-1-3); the card ids they name are checked once all cards are read."""
        return as_abilities(m.get("effects"), self.problems, parse_ability, self.refs, RESERVED_IDS)

    def earlier(self, card: Card, m: dict[str, Node], area: str) -> None:
        """What happened to the card before the board starts: given DON!! (6-5-5), rested, and what
        effects did to it earlier this turn (a state met mid-run, written back as text)."""
        p = self.problems
        on_field = area in ("leader", "characters", "stage")
        if "given_don" in m:
            card.given_don = as_int(m["given_don"], p) or 0
            if not on_field:
                p.add(m["given_don"], "only a Leader, Character or Stage can be given DON!! (6-5-5)")
        if "rested" in m:
            card.rested = bool(as_bool(m["rested"], p))
            if not on_field:
                p.add(m["rested"], "only a card on the field can be rested")
        if "negated" in m:
            card.negated = bool(as_bool(m["negated"], p))
        if "power_change" in m:
            change = as_int(m["power_change"], p, minimum=None)
            card.power_mods = (change,) if change else ()
        for item in as_list(m.get("gained_effects"), p) or []:
            ability = parse_ability(item, p)
            if ability is not None:
                card.gained = (*card.gained, ability)
        for key in ("base_power", "base_cost"):  # set by an effect this turn (4-9-2)
            if key in m:
                value = as_int(m[key], p)
                if value is not None:
                    setattr(card, key + "s", (value,))
                if not on_field:
                    p.add(m[key], f"only a card on the field has a {key.replace('_', ' ')} set by an effect")
        if "face_up" in m:  # a Life card added face up by an effect (3-10-2-1)
            card.face_up = bool(as_bool(m["face_up"], p))
            if area != "life":
                p.add(m["face_up"], "only a Life card is face up or face down (3-10-2-1)")
        if "played_by" in m:
            card.played_by = as_text_pair(m["played_by"], p)
            if area not in ("characters", "stage"):
                p.add(m["played_by"], "only a Character or Stage on the field was played by an effect")
        for item in as_list(m.get("lasting"), p) or []:
            entry = _lasting(item, p)
            if entry is not None:
                card.lasting = (*card.lasting, entry)
        if "played_this_turn" in m:
            self.played.append((card, bool(as_bool(m["played_this_turn"], p))))
            if area != "characters":
                p.add(m["played_this_turn"], "only a Character in the Character area was played this turn")


def read_state(node: Node, problems: Problems) -> GameState | None:
    """Read the ``state:`` mapping; add every problem; return the state."""
    top = as_map(
        node, problems, allowed=("start", "turn_player", "phase", "turn", "players"), required=("players",)
    )
    if top is None:
        return None
    r = _Reader(problems)
    players: dict[str, Player] = {}
    zones: dict[str, list[str]] = {}
    nodes: dict[tuple[str, str], Node] = {}
    pmap = (
        as_map(top.get("players"), problems, what="a mapping of the two players (A: {...}, B: {...})") or {}
    )
    if top.get("players") is not None and top["players"].is_map and len(pmap) != 2:
        problems.add(
            top["players"],
            f"expected 2 players, got {len(pmap)}: the game is for two players, head-to-head (1-1-1)",
        )
    for pid, pnode in pmap.items():
        if not check_player_name(pid, pnode, problems):
            continue
        players[pid] = _player(r, pid, pnode, zones)
        nodes[(pid, "")] = pnode
        for key, child in pnode.items() if pnode.is_map else []:
            nodes[(pid, key)] = child
    for node_, name in r.refs:
        if name not in r.cards:
            problems.add(node_, f"{name!r} is not a card on this board")
    if len(players) != 2:
        return None
    point = read_start(top, players, problems)
    if point is None:
        return None
    turn, turn_player, first, phase, setup = point
    for card, played in r.played:
        card.played_turn = turn if played else None
    state = GameState(players, turn_player, r.cards, zones, phase, turn, first, "start" in top, setup)
    for pid, player in players.items():
        if (pid, "don_deck") not in nodes and state.stated:
            player.don_deck = max(DON_DECK - don_out(state, pid), 0)  # the rest of the 10 (5-1-2)

    def node_of(pid: str, key: str) -> Node | None:
        return nodes.get((pid, key))

    check_any_point(state, node_of, problems)
    if setup is not None:
        check_setup(state, node_of, problems)
    elif state.stated:
        check_table(state, node_of, problems)
    else:  # a board written before start: runs as it always did; engine check and the site say why not
        found = Problems()
        check_table(state, node_of, found)
        state.unstated_problems = tuple(found.sorted())
    return state


def read_start(
    top: dict[str, Node], players: dict[str, Player], problems: Problems
) -> tuple[int, str, str, str, Setup | None] | None:
    """Where the board starts: (turn, turn player, first player, phase, setup).

    ``start: {turn, first, phase}`` (defaults: turn 3, the first player listed, Main Phase), or
    ``start: {setup: {decides, seed}}``. A board without ``start`` is read as boards were before it
    existed: ``turn`` (default 1), ``turn_player`` (default the first listed), ``phase`` (main).
    """
    names = tuple(players)
    if "start" not in top:
        turn = (as_int(top["turn"], problems, minimum=1) or 1) if "turn" in top else 1
        turn_player = _player_name(top.get("turn_player"), names, problems) or names[0]
        phase = (as_str(top["phase"], problems, choices=PHASES) or "main") if "phase" in top else "main"
        other = next(p for p in names if p != turn_player)
        return turn, turn_player, turn_player if turn % 2 else other, phase, None
    for key in ("turn", "turn_player", "phase"):
        if key in top:
            problems.add(
                top[key], f"with start:, say the turn, the first player and the phase in start ({key})"
            )
    node = top["start"]
    m = as_map(node, problems, allowed=("turn", "first", "phase", "setup"), what="{turn, first, phase}")
    if m is None:
        return None
    if "setup" in m:
        for key in ("turn", "first", "phase"):
            if key in m:
                problems.add(m[key], f"a board that starts at setup has no {key} yet: the setup decides")
        sm = as_map(m["setup"], problems, allowed=("decides", "seed"), required=("decides",)) or {}
        decides = _player_name(sm.get("decides"), names, problems) or names[0]
        seed = as_int(sm["seed"], problems, minimum=0) if "seed" in sm else None
        return 0, decides, decides, "setup", Setup(decides, seed)
    turn = (as_int(m["turn"], problems, minimum=1) or DEFAULT_TURN) if "turn" in m else DEFAULT_TURN
    first = _player_name(m.get("first"), names, problems) or names[0]
    phase = (as_str(m["phase"], problems, choices=PHASES) or "main") if "phase" in m else "main"
    second = next(p for p in names if p != first)
    return turn, first if turn % 2 else second, first, phase, None


def _player_name(node: Node | None, names: tuple[str, ...], problems: Problems) -> str | None:
    if node is None:
        return None
    name = as_str(node, problems)
    if name is not None and name not in names:
        problems.add(node, f"expected one of the players ({', '.join(names)}), got {name!r}")
        return None
    return name


def _lasting(node: Node, problems: Problems) -> tuple[int, str, str, int] | None:
    """``{by: 1000, until: end_of_turn, by_player: A, since: 3}``: a power change with a duration."""
    m = as_map(node, problems, allowed=("by", "until", "controller", "since"), required=("by", "until"))
    if m is None or not {"by", "until"} <= m.keys():
        return None
    by = as_int(m["by"], problems, minimum=None)
    until = as_str(m["until"], problems, choices=LASTING)
    controller = as_str(m["controller"], problems) if "controller" in m else None
    since = as_int(m["since"], problems, minimum=0) if "since" in m else 0
    if by is None or until is None:
        return None
    return by, until, controller or "", since or 0


def _player(r: _Reader, pid: str, pnode: Node, zones: dict[str, list[str]]) -> Player:
    """One player's areas (3-1-1), cost area and DON!! deck (3-9), and status."""
    pm = as_map(pnode, r.problems, allowed=PLAYER_KEYS, required=("leader", "deck")) or {}
    for area in ("leader", *LIST_AREAS, "stage"):
        zones[f"{pid}.{area}"] = []
    leader_id = f"leader-{pid}"
    if "leader" in pm:
        leader = r.card(pm["leader"], pid, "leader")
        if leader is not None:
            leader_id = leader.id
            zones[f"{pid}.leader"].append(leader.id)
    player = Player(pid, leader_id)
    _areas(r, pid, pm, zones)
    if "cost_area" in pm:
        cm = as_map(pm["cost_area"], r.problems, allowed=("active", "rested")) or {}
        player.active_don = (as_int(cm["active"], r.problems) or 0) if "active" in cm else 0
        player.rested_don = (as_int(cm["rested"], r.problems) or 0) if "rested" in cm else 0
    if "don_deck" in pm:
        player.don_deck = as_int(pm["don_deck"], r.problems) or 0
    if "don_added" in pm:
        am = as_map(pm["don_added"], r.problems, allowed=("count", "by"), required=("count", "by")) or {}
        player.don_added = (as_int(am["count"], r.problems, minimum=1) or 0) if "count" in am else 0
        player.don_added_by = as_text_pair(am["by"], r.problems) if "by" in am else None
    if "status" in pm:
        player.status = as_str(pm["status"], r.problems, choices=("playing", "lost")) or "playing"
    return player


def _areas(r: _Reader, pid: str, pm: dict[str, Node], zones: dict[str, list[str]]) -> None:
    """The cards of a player's list areas and Stage area (at most 5 Characters, 3-7-6-1; 1 Stage, 3-8)."""
    for area in LIST_AREAS:
        items = as_list(pm.get(area), r.problems, what="a list of cards") or []
        if area == "characters" and len(items) > MAX_CHARACTERS:
            r.problems.add(
                pm[area],
                f"at most {MAX_CHARACTERS} Characters in the Character area (3-7-6), got {len(items)}",
            )
        for item in items:
            card = r.card(item, pid, area)
            if card is not None:
                zones[f"{pid}.{area}"].append(card.id)
                if area == "characters" and card.type != "character":
                    r.problems.add(item, f"only Characters go in the Character area, not a {card.type}")
    if "stage" in pm and pm["stage"].value is not None:
        stage = pm["stage"]
        items = stage.value if stage.is_list else [stage]
        if len(items) > 1:
            r.problems.add(stage, f"at most 1 Stage in the Stage area (3-8-5), got {len(items)}")
        for item in items[:1]:
            card = r.card(item, pid, "stage")
            if card is not None:
                zones[f"{pid}.stage"].append(card.id)
