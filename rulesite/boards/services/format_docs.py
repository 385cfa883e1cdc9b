"""The board format documents (docs/boards*.md) as pages, so that the what-if form can link them."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from django.conf import settings
from markdown_it import MarkdownIt

#: page slug → the document under docs/ (written in English only)
DOCUMENTS = {"gateruler": "boards.md", "onepiece": "boards-onepiece.md"}


@cache
def _rendered(name: str, mtime: float) -> tuple[str, str]:
    text = (Path(settings.BASE_DIR) / "docs" / name).read_text(encoding="utf-8")
    title = next((line[2:].strip() for line in text.splitlines() if line.startswith("# ")), name)
    # CommonMark without raw HTML: the documents are the project's, but nothing in them runs.
    html = MarkdownIt("commonmark", {"html": False}).enable("table").render(text)
    return title, html


def document(game: str) -> tuple[str, str] | None:
    """(title, HTML) of a game's board format document, or None for a game without one."""
    name = DOCUMENTS.get(game)
    if name is None:
        return None
    path = Path(settings.BASE_DIR) / "docs" / name
    return _rendered(name, path.stat().st_mtime)
