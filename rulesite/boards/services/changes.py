"""What a step changed, as sentences a reader (or a screen reader) can follow: before → after.

The engine records each change as a state path with its value before and after
(``cards.knight.zone: A.attack_zone.center → A.graveyard``). This module says it in the game's
words and the reader's language: "Squire: A's attack zone (center) → A's graveyard", "HP 6 → 5".
The same sentences describe what a what-if copy changed from its original.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from engine.core import table as tables
from engine.core.text import Text
from engine.gateruler.model import zone_label as gr_zone_label
from engine.onepiece.table import PHASES as OP_PHASES
from engine.onepiece.words import area as op_area

from .reading import said

ARROW = " → "

#: card fields: (label, how a value reads)
CARD_NUMBERS = {
    "hp": _("HP"),
    "damage": _("damage"),
    "power": _("power"),
    "cost": _("cost"),
    "counter": _("counter"),
    "life": _("life"),
    "given_don": _("DON!! given"),
}
PLAYER_NUMBERS = {
    "ruler.damage": _("ruler damage"),
    "ruler.life": _("life"),
    "cost_area.active": _("DON!! active"),
    "cost_area.rested": _("DON!! rested"),
    "don_deck": _("DON!! deck"),
    "leader.power": _("Leader's power"),
    "leader.life": _("Leader's life"),
}
#: internal bookkeeping a reader does not need: the order cards were placed in
SILENT_CARD_FIELDS = {"placed", "owner", "abilities", "printed_hp", "name", "keywords", "effects"}
RESULTS = {"draw": _("a draw"), "win": _("player %(winner)s wins")}
NOTHING = _("none")
APPEARS = _("appears")
CARDS = _("cards")
DAMAGE_STILL_TO_DEAL = _("Damage still to deal")
DAMAGE_PROCESSING = _("Damage processing")
EFFECTS_NEGATED = _("effects negated")
OFF_THE_GATE = _("off the gate")
ON_THE_GATE = _("on the gate")
ORDER_CHANGED = _("order changed")
PHASE = _("Phase")
REMOVED = pgettext_lazy("a card or value no longer on the board", "removed")
RESULT = _("Result")
TURN = _("Turn")
TURN_PLAYER = _("turn player")
WAITING = _("waiting")


REVEALED = Text(ja="公開中（どの領域にもない）", en="revealed (in no area)")


def _zone(game: str, key: Any, lang: str) -> str:
    if not isinstance(key, str) or "." not in key:
        return str(NOTHING) if key is None else str(key)
    if game != "gateruler" and key.rsplit(".", 1)[-1] == "no_area":
        # A card between areas is shown face up while it resolves: say that, not the engine's
        # "B's no area" (a place no reader has heard of).
        return said(REVEALED, lang)
    ja, en = gr_zone_label(key) if game == "gateruler" else op_area(key)
    return said(Text(ja=ja, en=en), lang)


def _yes_no(value: Any) -> str:
    return str(_("yes")) if value else str(_("no"))


def _value(value: Any) -> str:
    """A plain value as text: never Python's notation."""
    if value is None:
        return str(NOTHING)
    if isinstance(value, bool):
        return _yes_no(value)
    if isinstance(value, list):
        return ", ".join(_value(v) for v in value) or str(NOTHING)
    if isinstance(value, dict):
        return ", ".join(f"{k}: {_value(v)}" for k, v in value.items())
    return str(value)


class Describer:
    """Sentences for the changes of one step (or of a what-if copy), given the state after them."""

    def __init__(self, game: str, state: dict[str, Any], lang: str, snapshot: Any = None):
        """``snapshot``: ``state`` already read as the game's snapshot type (read here when None)."""
        self.game, self.state, self.lang = game, state, lang
        self.table = tables.of_game(game)
        if snapshot is None and self.table:
            snapshot = self.table.read(state)
        self.snapshot = snapshot
        self.cards = self.snapshot.cards if self.snapshot else {}

    def name(self, card_id: str) -> str:
        marks = self.table.name_marks if self.table else ("", "")
        return said(tables.card_name(self.cards, card_id, marks), self.lang)

    def entry(self, path: str, data: Any) -> str:
        """An entry of the gate or of a waiting list, in words (the game's table says it)."""
        if self.table is None or self.table.entry is None or not isinstance(data, dict):
            return _value(data)
        return said(self.table.entry(path, data, self.snapshot), self.lang)

    def describe(self, changes: list[dict[str, Any]]) -> list[str]:
        moved = {
            m.group(1)
            for c in changes
            if (m := re.fullmatch(r"cards\.([^.]+)\.zone", c.get("path", "")))
            or (m := re.fullmatch(r"cards\.([^.]+)", c.get("path", "")))
        }
        out: list[str] = []
        for change in changes:
            out += self.one(change.get("path", ""), change.get("before"), change.get("after"), moved)
        return out

    def one(self, path: str, before: Any, after: Any, moved: set[str]) -> list[str]:
        parts = path.split(".")
        if parts[0] == "cards" and len(parts) >= 2:
            return self._card(parts[1], ".".join(parts[2:]), before, after)
        if parts[0] == "players" and len(parts) >= 3:
            return self._player(parts[1], ".".join(parts[2:]), before, after, moved)
        handler: Callable[[Any, Any], list[str]] | None = getattr(self, "_" + parts[0], None)
        if handler and len(parts) == 1:
            return handler(before, after)
        if parts[0] == "damage_processing":
            if len(parts) == 2 and parts[1] == "left":
                return [f"{DAMAGE_STILL_TO_DEAL}: {_value(before)}{ARROW}{_value(after)}"]
            return [f"{DAMAGE_PROCESSING}: {self._damage(before)}{ARROW}{self._damage(after)}"]
        return [f"{path}: {_value(before)}{ARROW}{_value(after)}"]

    # --- cards ---------------------------------------------------------------------------------

    def _card(self, card_id: str, field: str, before: Any, after: Any) -> list[str]:
        name = self.name(card_id)
        if field == "":
            if before is None:
                return [f"{name}: {APPEARS} ({_zone(self.game, (after or {}).get('zone'), self.lang)})"]
            if after is None:
                return [f"{name}: {REMOVED}"]
            return []
        if field == "zone":
            return [
                f"{name}: {_zone(self.game, before, self.lang)}{ARROW}{_zone(self.game, after, self.lang)}"
            ]
        if field in CARD_NUMBERS:
            return [f"{name}: {CARD_NUMBERS[field]} {_value(before or 0)}{ARROW}{_value(after or 0)}"]
        if field == "rested":
            state = {True: _("rested"), False: _("active")}
            return [f"{name}: {state[bool(before)]}{ARROW}{state[bool(after)]}"]
        if field == "negated":
            return [f"{name}: {EFFECTS_NEGATED} {_yes_no(before)}{ARROW}{_yes_no(after)}"]
        if field == "attached_to":
            return [f"{name}: {self._soul(before)}{ARROW}{self._soul(after)}"]
        if field in SILENT_CARD_FIELDS:
            return []
        return [f"{name}: {field} {_value(before)}{ARROW}{_value(after)}"]

    def _damage(self, processing: Any) -> str:
        if not isinstance(processing, dict):
            return str(NOTHING)
        return str(_("player %(p)s, %(n)s damage still to deal")) % {
            "p": processing.get("player"),
            "n": processing.get("left"),
        }

    def _soul(self, groups: Any) -> str:
        if not groups:
            return str(_("not attached"))
        return "; ".join(
            str(_("soul of %(cards)s")) % {"cards": ", ".join(self.name(c) for c in group)}
            for group in groups
        )

    # --- players -------------------------------------------------------------------------------

    def _player(self, player: str, field: str, before: Any, after: Any, moved: set[str]) -> list[str]:
        who = str(_("player %(p)s")) % {"p": player}
        if field == "status":
            status = {k: said(v, self.lang) for k, v in tables.STATUSES.items()}
            return [f"{who}: {status.get(before, before)}{ARROW}{status.get(after, after)}"]
        if field in PLAYER_NUMBERS:
            return [f"{who}: {PLAYER_NUMBERS[field]} {_value(before)}{ARROW}{_value(after)}"]
        if isinstance(before, list) or isinstance(after, list):
            before, after = before or [], after or []
            zone = _zone(self.game, f"{player}.{field}", self.lang)
            came_or_went = set(before) ^ set(after)
            if not came_or_went:
                return [f"{zone}: {ORDER_CHANGED}"]
            if came_or_went <= moved:
                return []  # each card's own move says it
            return [f"{zone}: {len(before)}{ARROW}{len(after)} {CARDS}"]
        if field == "stage":
            return []  # the card's own move says it
        return [f"{who}: {field} {_value(before)}{ARROW}{_value(after)}"]

    # --- the table -----------------------------------------------------------------------------

    def _gate(self, before: Any, after: Any) -> list[str]:
        before = {i.get("id"): i for i in before or [] if isinstance(i, dict)}
        after = {i.get("id"): i for i in after or [] if isinstance(i, dict)}

        def item(data: dict[str, Any]) -> str:
            return self.entry("gate", data)

        out = [f"{ON_THE_GATE}: + {item(after[k])}" for k in after if k not in before]
        out += [f"{OFF_THE_GATE}: − {item(before[k])}" for k in before if k not in after]
        for key in after:
            if key in before and before[key] != after[key]:
                out.append(f"{item(before[key])}{ARROW}{item(after[key])}")
        return out

    def _pending(self, before: Any, after: Any) -> list[str]:
        def text(data: dict[str, Any]) -> str:
            return self.entry("pending", data)

        before, after = before or [], after or []
        out = [f"{WAITING}: + {text(i)}" for i in after if i not in before]
        out += [f"{WAITING}: − {text(i)}" for i in before if i not in after]
        return out

    def _result(self, before: Any, after: Any) -> list[str]:
        def text(result: Any) -> str:
            if not result:
                return str(_("the game goes on"))
            template = RESULTS.get(result.get("result"))
            return str(template) % {"winner": result.get("winner")} if template else _value(result)

        return [f"{RESULT}: {text(before)}{ARROW}{text(after)}"]

    def _phase(self, before: Any, after: Any) -> list[str]:
        def phase(value: Any) -> str:
            return said(OP_PHASES[value], self.lang) if value in OP_PHASES else _value(value)

        return [f"{PHASE}: {phase(before)}{ARROW}{phase(after)}"]

    def _turn(self, before: Any, after: Any) -> list[str]:
        return [f"{TURN}: {_value(before)}{ARROW}{_value(after)}"]

    def _turn_player(self, before: Any, after: Any) -> list[str]:
        return [f"{TURN_PLAYER}: {_value(before)}{ARROW}{_value(after)}"]


def describe_changes(
    game: str, state: dict[str, Any], changes: list[dict[str, Any]], lang: str, snapshot: Any = None
) -> list[str]:
    """Each change of a step as one sentence, before → after, in the reader's language."""
    return Describer(game, state, lang, snapshot).describe(changes)
