"""What "Keep this rulebook for offline use" stores: the list of a book's pages and its number index.

The service worker (``static/js/sw.js``) fetches this list and stores every page in the browser's
Cache Storage: the latest version's contents, every section page, the glossary, and (a second
choice) every step of the book's boards with their default choices. The number → address index
lets lookup by number work with no network. ``data_version`` is the page cache's token
(:mod:`rulesite.pagecache.dataversion`): when the site's token differs, the stored book is stale
and the service worker stores it again.
"""

from __future__ import annotations

import re

from django.templatetags.static import static
from django.urls import reverse
from django_htmx.jinja import htmx_script

from rulesite.boards.models import Board
from rulesite.boards.services.traces import run_board
from rulesite.pagecache import dataversion
from rulesite.rulebooks.services import lookup as lookup_service

#: Files every stored page needs (the page's own CSS and scripts).
ASSETS = ("css/site.css", "js/theme.js", "js/site.js", "js/offline.js")


def _htmx_asset() -> list[str]:
    """The htmx script the pages load (django-htmx names it with its version)."""
    return re.findall(r'src="([^"]+)"', str(htmx_script(minified=True, version=2)))


def bundle(book: str) -> dict | None:
    """The pages of a book to store, its number index, its version and the data version; None if no book."""
    version = lookup_service.latest_version(book)
    if version is None:
        return None
    numbers = list(version.sections.order_by("order").values_list("number", flat=True))
    index = {number: reverse("rulebooks:section", args=[book, number]) for number in numbers}
    pages = [
        reverse("rulebooks:toc", args=[book]),
        reverse("rulebooks:glossary", args=[book]),
        *index.values(),
    ]
    boards = []
    for board in Board.objects.filter(rulebook__slug=book).order_by("slug"):
        run = run_board(board.source, {}, name=board.path)
        steps = len(run.trace["steps"]) if run.ok and run.trace else 1
        base = reverse("boards:board", args=[board.slug])
        boards.extend(f"{base}?step={i}" for i in range(steps))
    current = dataversion.current()
    return {
        "rulebook": book,
        "name": {"ja": version.rulebook.name_ja, "en": version.rulebook.name_en},
        "version": version.version,
        "data_version": current.token,
        "data_changed_at": current.changed_at.isoformat(),
        "pages": pages,
        "boards": boards,
        "assets": [reverse("offline"), *(static(path) for path in ASSETS), *_htmx_asset()],
        "index": index,
    }
