#!/usr/bin/env python
"""A rulebook's contents page, its chapters (htmx fragments) and chapter pages: size and CPU time.

Builds a throw-away SQLite database, loads the shipped rulebooks as `make run` does, and imports
a stand-in for the whole official ONE PIECE text as its newest version: every number of
data/rulebooks/one-piece/numbering.yaml (489), each with its heading as its text (ja, en). Then
renders through Django's test client, with the page cache emptied before each request (a first
render): the contents page of each book (bytes of HTML, CPU ms: median of ``--repeat`` renders),
every chapter's fragment (what "expand" loads), and every chapter's page (the no-JavaScript link).

    .venv/bin/python benchmarks/contents_page.py [--repeat 5] [--book one-piece]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

from shared import FILE_STORAGES, django_site, print_load_average

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.support.rulebooks import import_whole_numbering  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--book", action="append", help="a book's slug (default: every shipped book)")
    args = parser.parse_args()
    workdir = django_site("rulestep-contents-")
    from django.core.cache import cache
    from django.test import Client, override_settings

    from rulesite.pagecache.middleware import local_pages, page_cache
    from rulesite.rulebooks.models import Rulebook
    from rulesite.rulebooks.services import lookup
    from rulesite.rulebooks.services.importer import load_shipped_rulebooks

    load_shipped_rulebooks()
    import_whole_numbering(workdir)
    client = Client()

    def first_render(url: str, **headers: str) -> tuple[int, float]:
        cache.clear()
        page_cache().clear()  # the page cache's own alias (issue 22), not only the default
        local_pages.clear()
        started = time.process_time()
        response = client.get(url, headers={"Accept-Language": "ja", **headers})
        cpu = (time.process_time() - started) * 1000
        assert response.status_code == 200, (url, response.status_code)
        return len(response.content), cpu

    with override_settings(STORAGES=FILE_STORAGES, ALLOWED_HOSTS=["*"]):
        first_render("/")  # imports, template loading and MeCab start-up are not the page's
        for book in Rulebook.objects.order_by("slug"):
            if args.book and book.slug not in args.book:
                continue
            version = lookup.latest_version(book.slug)
            chapters = list(version.sections.filter(parent=None).order_by("order"))
            first_render(f"/{book.slug}/")
            renders = [first_render(f"/{book.slug}/") for _ in range(args.repeat)]
            size = renders[0][0]
            cpu = statistics.median(c for _, c in renders)
            print(
                f"{book.slug}: {version.sections.count()} sections in {len(chapters)} chapters; "
                f"contents page {size / 1024:.1f} KB, {cpu:.1f} ms CPU first render "
                f"(median of {args.repeat}, max {max(c for _, c in renders):.1f})"
            )
            htmx = {"HX-Request": "true"}
            fragments = [first_render(f"/{book.slug}/contents/{c.number}/", **htmx) for c in chapters]
            pages = [first_render(f"/{book.slug}/{c.number}/") for c in chapters]
            for label, found in (("chapter fragments", fragments), ("chapter pages", pages)):
                sizes, cpus = [s / 1024 for s, _ in found], [c for _, c in found]
                print(
                    f"  {label}: largest {max(sizes):.1f} KB, median {statistics.median(sizes):.1f} KB; "
                    f"CPU median {statistics.median(cpus):.1f} ms, max {max(cpus):.1f} ms"
                )
    print_load_average()


if __name__ == "__main__":
    main()
