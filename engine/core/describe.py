"""What the site says about a game, asked of the game: the describe interface of
:class:`~engine.core.registry.GameBase`.

The site names no game (an import contract in pyproject.toml keeps it so). Whatever it shows
about one comes from the game's package, through these methods, and their words are messages in
the game's Fluent files (``engine/<game>/messages/``, read by :mod:`engine.core.messages`):

- ``kinds.<lang>.ftl``: every step kind's name, ``kind-<kind> = ...`` (``kind-destroyed-event =
  the 'destroyed' event``). A test keeps every kind of ``steps.py`` named in both languages.
- ``changes.<lang>.ftl``: the labels of the state's fields in the sentences that say what a step
  changed, ``card-<field>`` (``card-hp = HP``), ``player-<path>`` (``player-ruler-damage``),
  ``state-<field>`` (``state-phase``), the words of a field's values, ``<label id>-<value>``
  (``state-phase-main = Main Phase``, ``card-rested-true = rested``), the words of an entry
  added to or removed from a waiting list (``state-gate-added = on the gate``), and
  ``place-<zone>`` where a zone reads otherwise in a change than on the table.

Kinds every game can give (``loop``) are named in ``engine/core/messages/kinds.<lang>.ftl``. A game
overrides :meth:`Describe.place_label` where a zone reads differently in a change sentence and
:meth:`Describe.value_words` for the values only it knows the shape of (Gate Ruler's soul
groups, ONE PIECE's damage processing), and lists in ``silent_fields`` what a reader does not need.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from .messages import Messages
from .text import Text

#: the kinds every game can give (engine.core.kinds.COMMON_KINDS), named in both languages
COMMON = Messages(Path(__file__).resolve().parent / "messages", game="core")
#: card fields no game's reader needs to see change (bookkeeping, or said by another change)
SILENT_FIELDS = frozenset({"owner", "name", "shown"})


def message_id(prefix: str, path: str) -> str:
    """A label's message id: ``("player", "ruler.damage")`` → ``player-ruler-damage``."""
    return f"{prefix}-{path.replace('.', '-')}"


class Describe:
    """The describe interface: a game's words for the site, from its message files."""

    #: the game's message files (engine.core.messages); None: the game has no words of its own yet
    messages: Messages | None = None
    #: the board format document under docs/ (``boards.md``), shown as a page; None: none
    doc: str | None = None
    #: the step kinds a player's scripted action starts (plays a card, attacks): learn mode shows
    #: them and asks only what the rules decide
    scripted_kinds: frozenset[str] = frozenset()
    #: the numbers of a card (its fields in a board's ``state:``) a reader may change in the
    #: what-if form without touching the YAML, each named by its ``card-<field>`` label
    key_numbers: tuple[str, ...] = ()
    #: fields whose changes go unsaid, as ``card.<field>`` or ``player.<field>``, besides a card's
    #: :data:`SILENT_FIELDS`
    silent_fields: frozenset[str] = frozenset()

    def zone_label(self, zone: str) -> tuple[str, str]:  # given by the game
        raise NotImplementedError

    def said(self, message: str, **args: Any) -> Text | None:
        """A message of the game's files (or the core's), in both languages; None when neither has it."""
        for messages in (self.messages, COMMON):
            if messages is not None and messages.has(message):
                return messages.text(message, **args)
        return None

    def kind_name(self, kind: str) -> Text | None:
        """What readers call a step kind (``kind-<kind>``); None for a kind without a name."""
        return self.said(f"kind-{kind}")

    def field_label(self, scope: str, path: str) -> Text | None:
        """What a field of the state is called in a change sentence: ``scope`` is ``card``,
        ``player`` or ``state``, ``path`` the field below it (``ruler.damage``); None: no label."""
        return self.said(message_id(scope, path))

    def value_words(self, scope: str, path: str, value: Any, name: Callable[[str], Text]) -> Text | None:
        """The words of one value of a field (``state-phase-main``: "Main Phase"); None: the site
        writes the value as it is. A game overrides it for values only it knows the shape of;
        ``name`` gives a card's name by its id."""
        if isinstance(value, bool):
            value = str(value).lower()
        if not isinstance(value, str | int) or not str(value).replace("_", "").isalnum():
            return None
        return self.said(f"{message_id(scope, path)}-{value}")

    def place_label(self, zone: str) -> Text:
        """A zone as a change sentence says where a card went: ``place-<zone>`` (the zone key
        without its player, ``no_area``) where the game has one, else its :meth:`zone_label`."""
        words = self.said(message_id("place", zone.partition(".")[2])) if "." in zone else None
        if words is not None:
            return words
        ja, en = self.zone_label(zone)
        return Text(ja=ja, en=en)

    def is_players_number(self, zone: str, key: str) -> bool:
        """Whether a card's number ``key`` in ``zone`` is its player's (the what-if form calls it
        "Player A's Life"); none is by default."""
        return False

    def is_silent(self, scope: str, field: str) -> bool:
        """Whether a change of a ``card`` or ``player`` field goes unsaid (bookkeeping, or a change
        another sentence already says)."""
        return (scope == "card" and field in SILENT_FIELDS) or f"{scope}.{field}" in self.silent_fields
