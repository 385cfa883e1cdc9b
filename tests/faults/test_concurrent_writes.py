"""Issue 22, finding 2: 60 what-if posts at once, alone and during a re-import: no 5xx.

A gunicorn server (4 workers × 4 threads) on a SQLite file, then on a throwaway PostgreSQL. On
SQLite, WAL, a busy timeout and immediate
transactions (settings.py) make concurrent writers wait their turn instead of failing with
"database is locked". The re-import is ``import_rulebook`` with a changed text, then
``load_boards``, run while the posts arrive. Figures are printed (``-s``).
"""

from __future__ import annotations

import concurrent.futures
import subprocess
import sys
import time
from collections import Counter

import pytest

from .live import ROOT, Server, what_if_flood_site

BOARD = "gr-defeat-by-damage"
POSTS = 60


@pytest.fixture(scope="module", params=["sqlite", "postgres"])
def site(request, tmp_path_factory):
    with what_if_flood_site(
        tmp_path_factory,
        request.param,
        "writes",
        WHAT_IF_DAILY_RATE="100000/d",  # the writes under test, not the per-client cap (its own test)
    ) as (server, env, tmp):
        yield server, env, tmp, request.param


def _post_at_once(server: Server, tag: str) -> tuple[Counter, float]:
    fields, cookie = server.what_if_form(BOARD)
    sources = [fields["source"] + f"\n# {tag} {n}\n" for n in range(POSTS)]
    started = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(POSTS) as pool:
        statuses = list(
            pool.map(lambda s: server.post_what_if(BOARD, {**fields, "source": s}, cookie)[0], sources)
        )
    return Counter(statuses), time.monotonic() - started


@pytest.mark.long
def test_sixty_concurrent_what_if_posts(site):
    server, _, _, database = site
    statuses, elapsed = _post_at_once(server, "alone")
    print(f"\n{POSTS} concurrent what-if posts on {database}: {dict(statuses)} in {elapsed:.1f} s")
    assert statuses == Counter({302: POSTS}), server.errors_logged()


@pytest.mark.long
def test_sixty_concurrent_what_if_posts_during_a_reimport(site):
    server, env, tmp, database = site
    source = (ROOT / "data" / "rulebooks" / "gate-ruler" / "1.0.0.txt").read_text(encoding="utf-8")
    edited = tmp / "1.0.0.txt"
    edited.write_text(source.replace("12-4b-3a. ", "12-4b-3a. (re-imported) ", 1), encoding="utf-8")
    script = (
        f"{sys.executable} manage.py import_rulebook gate-ruler 1.0.0 {edited} && "
        f"{sys.executable} manage.py load_boards"
    )
    reimport = subprocess.Popen(
        ["sh", "-c", script], cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT
    )
    started = time.monotonic()
    statuses, waves = Counter(), 0
    try:
        while reimport.poll() is None or not waves:  # waves of 60 posts until the re-import is done
            wave, _ = _post_at_once(server, f"during a re-import {waves}")
            statuses, waves = statuses + wave, waves + 1
    finally:
        output, _ = reimport.communicate(timeout=300)
    elapsed = time.monotonic() - started
    print(
        f"\n{waves} waves of {POSTS} concurrent what-if posts during a {elapsed:.1f} s re-import "
        f"on {database}: "
        f"{dict(statuses)}"
    )
    assert reimport.returncode == 0, output.decode(errors="replace")
    assert statuses == Counter({302: POSTS * waves}), server.errors_logged()
    assert "(re-imported)" in server.get("/gate-ruler/12-4b-3a/")[2].decode()
