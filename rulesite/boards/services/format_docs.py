"""The board format documents as pages, so that the what-if form can link them: each game names its
own under docs/ (its ``doc``, through the describe interface, engine.core.describe)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from django.conf import settings
from markdown_it import MarkdownIt

from engine.core import registry


def document_name(game: str) -> str | None:
    """The file under docs/ (written in English only) that says how a board of ``game`` is
    written, or None: a game the engine does not know, or one without a document."""
    try:
        return registry.get(game).doc
    except KeyError:
        return None


@cache
def _rendered(name: str, mtime: float) -> tuple[str, str]:
    text = (Path(settings.BASE_DIR) / "docs" / name).read_text(encoding="utf-8")
    title = next((line[2:].strip() for line in text.splitlines() if line.startswith("# ")), name)
    # CommonMark without raw HTML: the documents are the project's, but nothing in them runs.
    html = MarkdownIt("commonmark", {"html": False}).enable("table").render(text)
    return title, html


def document(game: str) -> tuple[str, str] | None:
    """(title, HTML) of a game's board format document, or None for a game without one."""
    name = document_name(game)
    if name is None:
        return None
    path = Path(settings.BASE_DIR) / "docs" / name
    return _rendered(name, path.stat().st_mtime)
