"""The game's table, drawn from a step's state: a view model per game for the templates.

The engine's state is data (JSON); this module only arranges it for people: which areas each
player has, which numbers each card shows, and what changed in the step (highlighted).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from django.utils.translation import gettext_lazy as _


@dataclass
class CardView:
    id: str
    name: str
    numbers: list[tuple[str, Any]] = field(default_factory=list)
    tags: list[str] = field(default_factory=list)
    changed: bool = False


@dataclass
class AreaView:
    key: str
    label: str
    cards: list[CardView] = field(default_factory=list)
    count_only: bool = False  # a secret or long pile: show how many, not which
    changed: bool = False
    wide: bool = False

    @property
    def count(self) -> int:
        return len(self.cards)


@dataclass
class PlayerView:
    name: str
    is_turn_player: bool
    status: str
    headline: list[tuple[str, Any]]
    areas: list[AreaView]


@dataclass
class GateItemView:
    id: str
    label: str
    detail: str
    changed: bool = False


@dataclass
class TableView:
    players: list[PlayerView]
    gate_label: str
    gate: list[GateItemView]
    gate_changed: bool
    extra: list[tuple[str, str]] = field(default_factory=list)
    stack: bool = True  # the gate resolves from the top; pending effects are not a stack
    gate_hidden: int = 0  # items below the ones drawn (a long gate shows its top GATE_SHOWN)


def _name(data: dict[str, Any] | None, card_id: str, lang: str) -> str:
    names = (data or {}).get("name") or {}
    if isinstance(names, dict) and names:
        return names.get(lang) or names.get("en") or names.get("ja") or card_id
    return card_id


def _changed_ids(changes: list[dict[str, Any]]) -> tuple[set[str], set[str]]:
    """Card ids and state paths that a step changed."""
    cards, paths = set(), set()
    for change in changes:
        path = change.get("path", "")
        paths.add(path)
        match = re.match(r"cards\.([^.]+)", path)
        if match:
            cards.add(match.group(1))
        before, after = change.get("before"), change.get("after")
        if isinstance(before, list) and isinstance(after, list):
            flat_before = {x for x in before if isinstance(x, str)}
            cards |= {x for x in after if isinstance(x, str) and x not in flat_before}
    return cards, paths


def _path_changed(paths: set[str], prefix: str) -> bool:
    return any(p == prefix or p.startswith(prefix + ".") for p in paths)


# --- Gate Ruler -------------------------------------------------------------------------------

GR_LINES = [("left", _("left")), ("center", _("center")), ("right", _("right"))]
GR_SET_ZONE = _("Set zone")
#: a gate longer than this (a loop) is drawn from its top down to this many items
GATE_SHOWN = 60

# What waits on the gate, in the game's words (chapter 12, 13-2a, 13-5).
GR_GATE_KINDS = {
    "destroy-process": _("destroy process"),
    "defeat-process": _("defeat process"),
    "ruler-damage-process": _("ruler damage process"),
    "damage-execution-process": _("damage execution process"),
}
GR_REASONS = {"rule": _("by rule"), "effect": _("by effect")}


def _gr_card(card_id: str, cards: dict[str, Any], changed: set[str], lang: str) -> CardView:
    data = cards.get(card_id, {})
    numbers: list[tuple[str, Any]] = []
    if "hp" in data:
        hp = data["hp"]
        printed = data.get("printed_hp")
        numbers.append(("HP", f"{hp}" if printed in (None, hp) else f"{hp} ({printed}{hp - printed:+d})"))
        numbers.append((_("damage"), data.get("damage", 0)))
    if "life" in data:
        numbers.append((_("life"), data["life"]))
    tags = []
    for association in data.get("attached_to") or []:
        tags.append(str(_("soul of %(cards)s")) % {"cards": ", ".join(association)})
    return CardView(card_id, _name(data, card_id, lang), numbers, tags, card_id in changed)


def gateruler_table(state: dict[str, Any], changes: list[dict[str, Any]], lang: str) -> TableView:
    cards = state.get("cards", {})
    changed, paths = _changed_ids(changes)
    players = []
    for name, player in state.get("players", {}).items():
        base = f"players.{name}"
        ruler = player.get("ruler", {})
        areas: list[AreaView] = []
        for zone, label in (("attack_zone", _("Attack zone")), ("defense_zone", _("Defense zone"))):
            for line, line_label in GR_LINES:
                ids = (player.get(zone) or {}).get(line, [])
                areas.append(
                    AreaView(
                        f"{zone}.{line}",
                        f"{label} · {line_label}",
                        [_gr_card(i, cards, changed, lang) for i in ids],
                        changed=_path_changed(paths, f"{base}.{zone}.{line}"),
                    )
                )
        for slot, ids in (player.get("set_zone") or {}).items():
            areas.append(
                AreaView(
                    f"set_zone.{slot}",
                    f"{GR_SET_ZONE} {slot}",
                    [_gr_card(i, cards, changed, lang) for i in ids],
                    changed=_path_changed(paths, f"{base}.set_zone.{slot}"),
                )
            )
        piles = [
            ("field_zone", _("Field-card zone"), False),
            ("soul", _("Soul area"), False),
            ("hand", _("Hand"), False),
            ("damage_zone", _("Damage zone"), False),
            ("graveyard", _("Graveyard"), False),
            ("deck", _("Deck"), True),
        ]
        for key, label, secret in piles:
            ids = player.get(key) or []
            areas.append(
                AreaView(
                    key,
                    str(label),
                    [_gr_card(i, cards, changed, lang) for i in ids],
                    count_only=secret,
                    changed=_path_changed(paths, f"{base}.{key}"),
                    wide=True,
                )
            )
        ruler_id = ruler.get("id", "")
        headline = [
            (_("ruler"), _name(cards.get(ruler_id), ruler_id, lang)),
            (_("life"), ruler.get("life")),
            (_("ruler damage"), ruler.get("damage", 0)),
            (_("damage zone"), len(player.get("damage_zone") or [])),
        ]
        players.append(
            PlayerView(
                name=name,
                is_turn_player=state.get("turn_player") == name,
                status=player.get("status", ""),
                headline=headline,
                areas=areas,
            )
        )
    items = state.get("gate", [])
    gate = [_gr_gate_item(item, cards, lang) for item in items[-GATE_SHOWN:]]
    if _path_changed(paths, "gate"):
        before_ids = set()
        for change in changes:
            if change.get("path") == "gate" and isinstance(change.get("before"), list):
                before_ids = {i.get("id") for i in change["before"] if isinstance(i, dict)}
        for item in gate:
            item.changed = item.id not in before_ids
    extra = []
    if state.get("pending"):
        extra.append((str(_("Waiting to be played")), ", ".join(map(str, state["pending"]))))
    return TableView(
        players,
        str(_("Gate (the last item placed resolves first)")),
        gate,
        _path_changed(paths, "gate"),
        extra,
        gate_hidden=len(items) - len(gate),
    )


def _gr_gate_item(item: dict[str, Any], cards: dict[str, Any], lang: str) -> GateItemView:
    kind = item.get("kind", "")
    if item.get("name"):
        label = _name(item, kind, lang)
    else:
        label = str(GR_GATE_KINDS.get(kind, kind.replace("-", " ")))
    parts = []
    if item.get("by"):
        parts.append(str(_("by %(player)s")) % {"player": item["by"]})
    if item.get("cards"):
        parts.append(", ".join(_name(cards.get(c), c, lang) for c in item["cards"]))
    if item.get("players"):
        parts.append(", ".join(item["players"]))
    if item.get("amount") is not None:
        parts.append(f"×{item['amount']}")
    if item.get("reason"):
        parts.append(str(GR_REASONS.get(item["reason"], item["reason"])))
    return GateItemView(str(item.get("id", "")), label, " · ".join(parts))


# --- ONE PIECE CARD GAME ---------------------------------------------------------------------

OP_TIMINGS = {
    "on_play": "[On Play]",
    "when_attacking": "[When Attacking]",
    "on_block": "[On Block]",
    "on_ko": "[On K.O.]",
    "end_of_your_turn": "[End of Your Turn]",
    "end_of_opponents_turn": "[End of Your Opponent's Turn]",
}


#: The phases a ONE PIECE state can be in (engine.onepiece.board_state.PHASES).
OP_PHASES = {"main": _("Main Phase"), "end": _("End Phase")}


def _op_card(card_id: str, cards: dict[str, Any], changed: set[str], lang: str) -> CardView:
    data = cards.get(card_id, {})
    numbers: list[tuple[str, Any]] = []
    if data.get("cost") is not None:
        numbers.append((_("cost"), data["cost"]))
    if data.get("power") is not None:
        power = data["power"]
        given = data.get("given_don") or 0
        numbers.append((_("power"), power))
        if given:
            numbers.append(("DON!!", f"×{given}"))
    if data.get("counter"):
        numbers.append((_("counter"), data["counter"]))
    tags = [f"[{k.replace('_', ' ').title()}]" for k in data.get("keywords") or []]
    if data.get("rested"):
        tags.append(str(_("rested")))
    if data.get("negated"):
        tags.append(str(_("effects negated")))
    return CardView(card_id, _name(data, card_id, lang), numbers, tags, card_id in changed)


def _op_area(
    cards: dict[str, Any],
    changed: set[str],
    paths: set[str],
    lang: str,
    base: str,
    key: str,
    label: Any,
    ids: list[str],
    count_only: bool = False,
    wide: bool = False,
) -> AreaView:
    return AreaView(
        key,
        str(label),
        [_op_card(i, cards, changed, lang) for i in ids],
        count_only=count_only,
        changed=_path_changed(paths, f"{base}.{key}"),
        wide=wide,
    )


def onepiece_table(state: dict[str, Any], changes: list[dict[str, Any]], lang: str) -> TableView:
    cards = state.get("cards", {})
    changed, paths = _changed_ids(changes)
    players = []
    for name, player in state.get("players", {}).items():
        turn = state.get("turn_player") == name
        leader = player.get("leader") or {}
        cost_area = player.get("cost_area") or {}

        area = partial(_op_area, cards, changed, paths, lang, f"players.{name}")
        areas = [
            area("leader", _("Leader area"), [leader["id"]] if leader.get("id") else []),
            area("characters", _("Character area (max 5)"), player.get("characters") or []),
            area("stage", _("Stage area"), [player["stage"]] if player.get("stage") else []),
            area("life", _("Life (face down, top first)"), player.get("life") or [], count_only=True),
            area("hand", _("Hand"), player.get("hand") or [], wide=True),
            area("trash", _("Trash"), player.get("trash") or [], wide=True),
            area("no_area", _("In no area (revealed or resolving)"), player.get("no_area") or [], wide=True),
            area("deck", _("Deck"), player.get("deck") or [], count_only=True, wide=True),
        ]
        headline = [
            (_("Leader"), _name(leader, leader.get("id", ""), lang)),
            (_("power"), leader.get("power")),
            (_("Life"), len(player.get("life") or [])),
            (_("DON!! active"), cost_area.get("active", 0)),
            (_("DON!! rested"), cost_area.get("rested", 0)),
            (_("DON!! deck"), player.get("don_deck", 0)),
        ]
        players.append(PlayerView(name, turn, player.get("status", ""), headline, areas))
    pending = [
        GateItemView(
            "",
            f"{OP_TIMINGS.get(item.get('timing', ''), item.get('timing', ''))}",
            f"{_name(cards.get(item.get('card', '')), item.get('card', ''), lang)} · "
            + str(_("player %(p)s")) % {"p": item.get("controller", "")},
        )
        for i, item in enumerate(state.get("pending") or [])
    ]
    phase = state.get("phase", "")
    extra = [(str(_("Phase")), str(OP_PHASES.get(phase, phase)))]
    damage = state.get("damage_processing")
    if damage:
        extra.append(
            (
                str(_("Damage processing")),
                str(_("player %(p)s, %(n)s damage still to deal"))
                % {"p": damage.get("player"), "n": damage.get("left")},
            )
        )
    waiting = str(_("Effects waiting to activate"))
    return TableView(players, waiting, pending, _path_changed(paths, "pending"), extra, stack=False)


# --- generic ---------------------------------------------------------------------------------


def generic_table(state: dict[str, Any], changes: list[dict[str, Any]], lang: str) -> TableView:
    """Any game without a drawing of its own: each player's lists of cards, as they are."""
    cards = state.get("cards", {})
    changed, paths = _changed_ids(changes)
    players = []
    for name, player in (state.get("players") or {}).items():
        areas = []
        headline = []
        for key, value in player.items():
            if isinstance(value, list) and all(isinstance(v, str) for v in value):
                areas.append(
                    AreaView(
                        key,
                        key.replace("_", " "),
                        [CardView(i, _name(cards.get(i), i, lang), changed=i in changed) for i in value],
                        count_only=key in ("deck", "life", "don_deck"),
                        changed=_path_changed(paths, f"players.{name}.{key}"),
                        wide=True,
                    )
                )
            elif isinstance(value, (int, str)):
                headline.append((key.replace("_", " "), value))
        players.append(
            PlayerView(name, state.get("turn_player") == name, str(player.get("status", "")), headline, areas)
        )
    return TableView(players, "", [], False)


TABLES = {"gateruler": gateruler_table, "onepiece": onepiece_table}


def table_for(game: str, state: dict[str, Any], changes: list[dict[str, Any]], lang: str) -> TableView:
    return TABLES.get(game, generic_table)(state, changes, lang)
