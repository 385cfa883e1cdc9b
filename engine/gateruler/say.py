"""Gate Ruler's wording: ``engine/gateruler/messages/`` (docs/wording.md): the step sentences in
``ja.ftl`` and ``en.ftl``, the table's labels in ``table.<lang>.ftl``, and the site's words for the
game (step kinds' names, change sentences: engine.core.describe) in ``kinds`` and ``changes``.

``say("message-id", name=value, ...)`` gives a :class:`~engine.core.text.Text` in both languages;
the rule modules pass facts (cards' labels, numbers, players), the files hold the words.
"""

from __future__ import annotations

from pathlib import Path

from ..core.messages import Messages

MESSAGES = Messages(Path(__file__).parent / "messages", game="gateruler")
say = MESSAGES.text
