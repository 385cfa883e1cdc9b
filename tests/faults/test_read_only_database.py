"""Issue 30, audit finding 2: a read-only database answers 503 with Retry-After, never 500, and
/healthz says so; reading a copy does not need a write.

PostgreSQL is made read-only as a fail-over to a standby leaves it
(``default_transaction_read_only``): what-if posts were 500 (10 of 10), a copy not viewed for an
hour was 500 (its ``last_viewed`` UPDATE), and /healthz said "ok". SQLite's own read-only errors
("attempt to write a readonly database", "database or disk is full") are checked in the site
suite (tests/site/test_operations.py).
"""

from __future__ import annotations

import re
import subprocess
import urllib.parse

import pytest

from tests.support import throwaway

from .live import running_site

pytestmark = pytest.mark.skipif(throwaway.postgres_bindir() is None, reason="PostgreSQL not installed")
BOARD = "gr-hp-zero"


def psql(database_url: str, *statements: str) -> None:
    parts = urllib.parse.urlsplit(database_url)
    user, _, host = parts.netloc.partition("@")
    command = [
        throwaway.postgres_bindir() / "psql",
        "-h",
        urllib.parse.unquote(host),
        "-U",
        user,
        "-d",
        "rulestep",
    ]
    for statement in statements:
        command += ["-c", statement]
    subprocess.run(command, check=True, capture_output=True)


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    with running_site(tmp_path_factory, "postgres", "postgres-read-only") as (server, env, _):
        yield server, env["DATABASE_URL"]


@pytest.mark.long
def test_a_read_only_postgresql_gives_503_for_writes_and_keeps_reads(site):
    server, database_url = site
    fields, cookie = server.what_if_form(BOARD)
    status, headers, _ = server.post_what_if(
        BOARD, {**fields, "source": fields["source"] + "# before\n"}, cookie
    )
    assert status == 302
    copy = re.sub(r"^https?://[^/]+", "", headers["Location"])
    psql(database_url, "UPDATE boards_editedboard SET last_viewed = now() - interval '2 days'")
    psql(database_url, "ALTER SYSTEM SET default_transaction_read_only = on", "SELECT pg_reload_conf()")
    try:
        posts = [
            server.post_what_if(BOARD, {**fields, "source": fields["source"] + f"# read-only {n}\n"}, cookie)
            for n in range(5)
        ]
        read = server.get(copy)  # not viewed for two days: its last_viewed UPDATE is refused, skipped
        health = server.get("/healthz")
    finally:
        psql(database_url, "ALTER SYSTEM RESET default_transaction_read_only", "SELECT pg_reload_conf()")
    assert [status for status, _, _ in posts] == [503] * 5, server.errors_logged()
    assert all(int(headers["Retry-After"]) > 0 for _, headers, _ in posts)
    assert all(b"refuses changes" in body for _, _, body in posts)
    assert read[0] == 200
    assert health[0] == 200 and health[2].startswith(b"degraded: database read-only")
    assert server.get("/healthz")[2] == b"ok\n"
    assert server.post_what_if(BOARD, {**fields, "source": fields["source"] + "# after\n"}, cookie)[0] == 302
