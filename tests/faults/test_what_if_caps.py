"""Issue 30, audit finding 4: the what-if store's caps hold under concurrency, and a full store
refuses new copies without deleting any (SQLite and PostgreSQL, a real server).

The store is capped at 25 copies; 60 different copies are posted at once. Exactly 25 are stored
and every other post gets the 503 "store is full" page; before, the cap overshot (853 of 850)
and the least recently viewed copies were deleted to make room (447 links lost).
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import re
import sqlite3
from collections import Counter

import pytest

from .live import what_if_flood_site

BOARD = "gr-defeat-by-damage"
CAP = 25
POSTS = 60


@pytest.fixture(scope="module", params=["sqlite", "postgres"])
def site(request, tmp_path_factory):
    with what_if_flood_site(
        tmp_path_factory, request.param, "caps", WHAT_IF_MAX_COPIES=str(CAP), WHAT_IF_DAILY_RATE="10000/d"
    ) as (server, env, _):
        yield server, env["DATABASE_URL"], request.param


def _rows(database_url: str) -> int:
    if database_url.startswith("sqlite:///"):
        with contextlib.closing(sqlite3.connect(database_url.removeprefix("sqlite:///"))) as db:
            return db.execute("select count(*) from boards_editedboard").fetchone()[0]
    import psycopg

    with psycopg.connect(throwaway_dsn(database_url)) as db:
        return db.execute("select count(*) from boards_editedboard").fetchone()[0]


def throwaway_dsn(database_url: str) -> str:
    import urllib.parse

    parts = urllib.parse.urlsplit(database_url)
    user, _, host = parts.netloc.partition("@")
    return f"host={urllib.parse.unquote(host)} user={user} dbname={parts.path.lstrip('/')}"


@pytest.mark.long
def test_sixty_concurrent_posts_into_a_store_of_25_store_exactly_25_and_delete_none(site):
    server, database_url, database = site
    fields, cookie = server.what_if_form(BOARD)
    sources = [fields["source"] + f"\n# concurrent copy {n}\n" for n in range(POSTS)]
    with concurrent.futures.ThreadPoolExecutor(POSTS) as pool:
        answers = list(
            pool.map(lambda s: server.post_what_if(BOARD, {**fields, "source": s}, cookie), sources)
        )
    statuses = Counter(status for status, _, _ in answers)
    print(f"\n{POSTS} concurrent posts into a store of {CAP} on {database}: {dict(statuses)}")
    assert statuses == Counter({302: CAP, 503: POSTS - CAP}), server.errors_logged()
    assert _rows(database_url) == CAP
    refused = next(body for status, _, body in answers if status == 503).decode()
    assert "The what-if store is full" in refused
    for status, headers, _ in answers:
        if status == 302:
            copy = re.sub(r"^https?://[^/]+", "", headers["Location"])
            assert server.get(copy)[0] == 200
