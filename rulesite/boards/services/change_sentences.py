"""What a step changed, as sentences a reader (or a screen reader) can follow: before → after.

The engine records each change as a state path with its value before and after
(``cards.knight.zone: A.attack_zone.center → A.graveyard``). This module says it in the reader's
language: "Squire: A's attack zone (center) → A's graveyard", "HP 6 → 5". It names no game: the
game's words (its fields' labels, its values', its zones') come from the game's describe interface
(engine.core.describe, the game's ``changes.<lang>.ftl``); the sentence's frame and the words
every game shares (a result, a turn, a player's status) are here. The same sentences describe
what a what-if copy changed from its original.
"""

from __future__ import annotations

import re
from typing import Any

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from engine.core import registry
from engine.core import table as tables
from engine.core.registry import Game
from engine.core.text import Text

from .reading import said

ARROW = " → "

RESULTS = {"draw": _("a draw"), "win": _("player %(winner)s wins")}
NOTHING = _("none")
APPEARS = _("appears")
CARDS = _("cards")
ORDER_CHANGED = _("order changed")
REMOVED = pgettext_lazy("a card or value no longer on the board", "removed")
RESULT = _("Result")
TURN = _("Turn")
TURN_PLAYER = _("turn player")
WAITING = _("waiting")
#: the trace's own fields, said the same way for every game
SHARED = {"turn": TURN, "turn_player": TURN_PLAYER}


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


def _game(name: str) -> Game | None:
    try:
        return registry.get(name)
    except KeyError:  # a what-if copy naming no game the engine knows: the changes as they are
        return None


class Describer:
    """Sentences for the changes of one step (or of a what-if copy), given the state after them."""

    def __init__(self, game: str, state: dict[str, Any], lang: str, snapshot: Any = None):
        """``snapshot``: ``state`` already read as the game's snapshot type (read here when None)."""
        self.game, self.state, self.lang = _game(game), state, lang
        self.table = tables.of_game(game)
        if snapshot is None and self.table:
            snapshot = self.table.read(state)
        self.snapshot = snapshot
        self.cards = self.snapshot.cards if self.snapshot else {}

    def card_name(self, card_id: str) -> Text:
        """A card's name as a sentence says it, from the game's snapshot or the JSON's ``name``."""
        if self.snapshot is None:
            card = (self.state.get("cards") or {}).get(card_id) or {}
            return tables.text_of(card.get("name") if isinstance(card, dict) else None) or tables.A_CARD
        return tables.card_name(self.cards, card_id, self.game.name_marks if self.game else ("", ""))

    def name(self, card_id: str) -> str:
        return said(self.card_name(card_id), self.lang)

    def _said(self, text: Text | None) -> str | None:
        return said(text, self.lang) if text is not None else None

    def label(self, scope: str, path: str) -> str | None:
        """The game's label of a field (``card``/``player``/``state``), or None."""
        return self._said(self.game.field_label(scope, path)) if self.game else None

    def words(self, scope: str, path: str, value: Any) -> str:
        """A value in the game's words where it has some, else as it is."""
        found = self.game.value_words(scope, path, value, self.card_name) if self.game else None
        return said(found, self.lang) if found is not None else _value(value)

    def zone(self, key: Any) -> str:
        if not isinstance(key, str) or "." not in key or self.game is None:
            return str(NOTHING) if key is None else str(key)
        return said(self.game.place_label(key), self.lang)

    def silent(self, scope: str, field: str) -> bool:
        return self.game.is_silent(scope, field) if self.game else False

    def field(self, scope: str, path: str, before: Any, after: Any) -> str:
        """ "label before → after" in the game's words; a field with no label and words for its
        values (rested → active) needs none; any other goes by its name."""
        label = self.label(scope, path)
        given = before if before is not None else after
        if isinstance(given, bool):
            before, after = bool(before), bool(after)  # a flag not set is off
        elif label is not None and isinstance(given, int):
            before, after = before or 0, after or 0  # a number that appears or goes reads as 0
        b, a = self.words(scope, path, before), self.words(scope, path, after)
        if label is None:
            has_words = self.game and all(
                self.game.value_words(scope, path, v, self.card_name) is not None for v in (before, after)
            )
            label = "" if has_words else path
        return f"{label} {b}{ARROW}{a}" if label else f"{b}{ARROW}{a}"

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
        if path == "result":
            return self._result(before, after)
        if path in SHARED:
            return [f"{SHARED[path]}: {_value(before)}{ARROW}{_value(after)}"]
        if self._entries(before) and self._entries(after):
            return self._waiting(path, before or [], after or [])
        label = self.label("state", path)
        if label is not None:  # "Phase: Main Phase → End Phase"
            return [f"{label}: {self.words('state', path, before)}{ARROW}{self.words('state', path, after)}"]
        return [f"{path}: {_value(before)}{ARROW}{_value(after)}"]

    # --- cards ---------------------------------------------------------------------------------

    def _card(self, card_id: str, field: str, before: Any, after: Any) -> list[str]:
        name = self.name(card_id)
        if field == "":
            if before is None:
                return [f"{name}: {APPEARS} ({self.zone((after or {}).get('zone'))})"]
            if after is None:
                return [f"{name}: {REMOVED}"]
            return []
        if field == "zone":
            return [f"{name}: {self.zone(before)}{ARROW}{self.zone(after)}"]
        if self.silent("card", field):
            return []
        return [f"{name}: {self.field('card', field, before, after)}"]

    # --- players -------------------------------------------------------------------------------

    def _player(self, player: str, field: str, before: Any, after: Any, moved: set[str]) -> list[str]:
        who = str(_("player %(p)s")) % {"p": player}
        if field == "status":
            status = {k: said(v, self.lang) for k, v in tables.STATUSES.items()}
            return [f"{who}: {status.get(before, before)}{ARROW}{status.get(after, after)}"]
        if self.silent("player", field):
            return []
        if isinstance(before, list) or isinstance(after, list):
            before, after = before or [], after or []
            zone = self.zone(f"{player}.{field}")
            came_or_went = set(before) ^ set(after)
            if not came_or_went:
                return [f"{zone}: {ORDER_CHANGED}"]
            if came_or_went <= moved:
                return []  # each card's own move says it
            return [f"{zone}: {len(before)}{ARROW}{len(after)} {CARDS}"]
        return [f"{who}: {self.field('player', field, before, after)}"]

    # --- the table -----------------------------------------------------------------------------

    @staticmethod
    def _entries(value: Any) -> bool:
        """Whether a value is a list of entries (what waits to resolve: the gate, auto effects)."""
        return value is None or (isinstance(value, list) and all(isinstance(i, dict) for i in value))

    def entry(self, path: str, data: Any) -> str:
        """An entry of a waiting list, in words (the game's table says it)."""
        if self.table is None or self.table.entry is None or not isinstance(data, dict):
            return _value(data)
        return said(self.table.entry(path, data, self.snapshot), self.lang)

    def _waiting(self, path: str, before: list[Any], after: list[Any]) -> list[str]:
        """What came onto and left a list that waits to resolve ("on the gate: + destroy process");
        an entry with an ``id`` that stays and changes is said before → after."""
        added = self.label("state", f"{path}.added") or str(WAITING)
        removed = self.label("state", f"{path}.removed") or str(WAITING)
        keyed = all("id" in i for i in before + after)
        if keyed:
            old, new = {i["id"]: i for i in before}, {i["id"]: i for i in after}
            out = [f"{added}: + {self.entry(path, new[k])}" for k in new if k not in old]
            out += [f"{removed}: − {self.entry(path, old[k])}" for k in old if k not in new]
            out += [
                f"{self.entry(path, old[k])}{ARROW}{self.entry(path, new[k])}"
                for k in new
                if k in old and old[k] != new[k]
            ]
            return out
        out = [f"{added}: + {self.entry(path, i)}" for i in after if i not in before]
        out += [f"{removed}: − {self.entry(path, i)}" for i in before if i not in after]
        return out

    def _result(self, before: Any, after: Any) -> list[str]:
        def text(result: Any) -> str:
            if not result:
                return str(_("the game goes on"))
            template = RESULTS.get(result.get("result"))
            return str(template) % {"winner": result.get("winner")} if template else _value(result)

        return [f"{RESULT}: {text(before)}{ARROW}{text(after)}"]


def describe_changes(
    game: str, state: dict[str, Any], changes: list[dict[str, Any]], lang: str, snapshot: Any = None
) -> list[str]:
    """Each change of a step as one sentence, before → after, in the reader's language."""
    return Describer(game, state, lang, snapshot).describe(changes)
