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

from engine.onepiece.words import KEYWORDS as OP_KEYWORDS
from engine.onepiece.words import TIMINGS as OP_TIMINGS


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

    @property
    def status_label(self) -> str:
        """The player's status in the reader's language (``lost``), "" while playing."""
        if not self.status or self.status == "playing":
            return ""
        return str(PLAYER_STATUSES.get(self.status, self.status))


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
    #: Gate Ruler: auto abilities waiting to be played at the next system processing (14-1a-2)
    waiting: list[str] = field(default_factory=list)
    waiting_changed: bool = False


PLAYER_STATUSES = {"playing": _("playing"), "lost": _("lost")}


def pick(pair: Any, lang: str, fallback: str = "") -> str:
    """The reader's language of a ``{ja, en}`` pair (or of a ``(ja, en)`` tuple)."""
    if isinstance(pair, tuple | list) and len(pair) == 2:
        return pair[0] if lang == "ja" else pair[1]
    if isinstance(pair, dict) and pair:
        return pair.get(lang) or pair.get("en") or pair.get("ja") or fallback
    return fallback


def _name(data: dict[str, Any] | None, card_id: str, lang: str) -> str:
    """A card's (or ability's) name in the reader's language; its id only when it has no name."""
    return pick((data or {}).get("name"), lang, card_id)


def card_name(cards: dict[str, Any], card_id: str, lang: str) -> str:
    """A card's name for a sentence; a card the board gave no name is "a card" (its id is the file's)."""
    return _name(cards.get(card_id), "", lang) or str(_("a card"))


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
    "ability": _("auto ability"),
    "card": _("a played card"),
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
        tags.append(
            str(_("soul of %(cards)s")) % {"cards": ", ".join(card_name(cards, c, lang) for c in association)}
        )
    return CardView(card_id, _name(data, "", lang), numbers, tags, card_id in changed)


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
        ruler_name = _name(cards.get(ruler.get("id", "")), "", lang)
        headline = [
            *([(_("ruler"), ruler_name)] if ruler_name else []),
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
    gate = [gr_gate_item(item, cards, lang) for item in items[-GATE_SHOWN:]]
    if _path_changed(paths, "gate"):
        before_ids = set()
        for change in changes:
            if change.get("path") == "gate" and isinstance(change.get("before"), list):
                before_ids = {i.get("id") for i in change["before"] if isinstance(i, dict)}
        for item in gate:
            item.changed = item.id not in before_ids
    return TableView(
        players,
        str(_("Gate (the last item placed resolves first)")),
        gate,
        _path_changed(paths, "gate"),
        gate_hidden=len(items) - len(gate),
        waiting=[gr_waiting(item, cards, lang) for item in state.get("pending") or []],
        waiting_changed=_path_changed(paths, "pending"),
    )


GR_TRIGGERS = {
    "destroyed": _("triggered because %(card)s was destroyed"),
    "leaves_field": _("triggered because %(card)s left the field"),
}


def gr_waiting(item: dict[str, Any], cards: dict[str, Any], lang: str) -> str:
    """An auto ability waiting to be played: “Spring's Blessing” of Healing Spring (player A) — why."""
    source = cards.get(item.get("card", ""), {})
    abilities = source.get("abilities") or []
    index = item.get("ability")
    ability = abilities[index] if isinstance(index, int) and 0 <= index < len(abilities) else {}
    text = str(_("“%(ability)s” of %(card)s (player %(player)s)")) % {
        "ability": _name(ability, "", lang) or str(_("auto ability")),
        "card": card_name(cards, item.get("card", ""), lang),
        "player": item.get("controller", ""),
    }
    if item.get("that"):
        why = GR_TRIGGERS.get(item.get("event", ""), _("triggered by %(card)s"))
        text += " — " + str(why) % {"card": card_name(cards, item["that"], lang)}
    return text


def gr_gate_item(item: dict[str, Any], cards: dict[str, Any], lang: str) -> GateItemView:
    kind = item.get("kind", "")
    if item.get("name"):
        label = _name(item, kind, lang)
    else:
        label = str(GR_GATE_KINDS.get(kind, kind))
    parts = []
    if item.get("by"):
        parts.append(str(_("played by player %(player)s")) % {"player": item["by"]})
    if item.get("cards"):
        parts.append(", ".join(card_name(cards, c, lang) for c in item["cards"]))
    if item.get("players"):
        parts.append(", ".join(str(_("player %(p)s")) % {"p": p} for p in item["players"]))
    if item.get("amount") is not None:
        parts.append(str(_("%(n)s damage")) % {"n": item["amount"]})
    if item.get("reason"):
        parts.append(str(GR_REASONS.get(item["reason"], item["reason"])))
    return GateItemView(str(item.get("id", "")), label, " · ".join(parts))


# --- ONE PIECE CARD GAME ---------------------------------------------------------------------

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
    tags = [op_keyword(k, lang) for k in data.get("keywords") or []]
    if data.get("rested"):
        tags.append(str(_("rested")))
    if data.get("negated"):
        tags.append(str(_("effects negated")))
    return CardView(card_id, _name(data, "", lang), numbers, tags, card_id in changed)


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


def life_count(name: str, player: dict[str, Any], unused: frozenset[str]) -> Any:
    """A player's Life: how many cards, or that this board puts none there (not "0", read as lost)."""
    return _("none on this board") if f"{name}.life" in unused else len(player.get("life") or [])


def onepiece_table(
    state: dict[str, Any], changes: list[dict[str, Any]], lang: str, unused: frozenset[str] = frozenset()
) -> TableView:
    """``unused``: "A.life"-style zones empty at every step of the board (drawn as not used, not as 0)."""
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
            *([(_("Leader"), _name(leader, "", lang))] if _name(leader, "", lang) else []),
            (_("power"), leader.get("power")),
            (_("Life"), life_count(name, player, unused)),
            (_("DON!! active"), cost_area.get("active", 0)),
            (_("DON!! rested"), cost_area.get("rested", 0)),
            (_("DON!! deck"), player.get("don_deck", 0)),
        ]
        players.append(PlayerView(name, turn, player.get("status", ""), headline, areas))
    pending = [
        GateItemView("", op_timing(item.get("timing", ""), lang), op_pending_detail(item, cards, lang))
        for item in state.get("pending") or []
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


def op_keyword(word: str, lang: str) -> str:
    """【ダブルアタック】 / [Double Attack]: the engine's words ([Trigger] is a timing there)."""
    words = OP_KEYWORDS.get(word) or OP_TIMINGS.get(word)
    return pick(words[:2], lang) if words else word


def op_timing(timing: str, lang: str) -> str:
    """[On Play] / 【登場時】: the engine's words for a timing."""
    return pick(OP_TIMINGS[timing][:2], lang) if timing in OP_TIMINGS else timing


def op_pending_detail(item: dict[str, Any], cards: dict[str, Any], lang: str) -> str:
    return (
        card_name(cards, item.get("card", ""), lang)
        + " · "
        + str(_("player %(p)s")) % {"p": item.get("controller", "")}
    )


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
                        [CardView(i, _name(cards.get(i), "", lang), changed=i in changed) for i in value],
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


def table_for(
    game: str,
    state: dict[str, Any],
    changes: list[dict[str, Any]],
    lang: str,
    unused: frozenset[str] = frozenset(),
) -> TableView:
    if game == "onepiece":
        return onepiece_table(state, changes, lang, unused)
    return TABLES.get(game, generic_table)(state, changes, lang)
