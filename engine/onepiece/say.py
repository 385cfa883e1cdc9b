"""ONE PIECE CARD GAME's wording: ``engine/onepiece/messages/<topic>.ja.ftl`` and ``.en.ftl``, one
topic per rule module (docs/wording.md).

``say("message-id", name=value, ...)`` gives a :class:`~engine.core.text.Text` in both languages;
the rule modules pass facts (cards' labels, numbers, players), the files hold the words.
"""

from __future__ import annotations

from pathlib import Path

from ..core.messages import Messages

MESSAGES = Messages(Path(__file__).parent / "messages", game="onepiece")
say = MESSAGES.text


def yes_no(flag: bool) -> str:
    """A yes/no fact, as the message files select on it."""
    return "yes" if flag else "no"
