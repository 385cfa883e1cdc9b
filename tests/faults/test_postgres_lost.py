"""Issue 22, finding 6: PostgreSQL restarted or stopped under a running server costs no 500.

A throwaway PostgreSQL (tests/support/throwaway.py) behind a gunicorn server with persistent
connections (``CONN_MAX_AGE``): restarted while the server idles, the next requests reconnect
(``CONN_HEALTH_CHECKS``); stopped, cached pages are still 200 and every other page is the 503
"recovering" page with ``Retry-After``; started again, pages are 200 again.
"""

from __future__ import annotations

import re
import subprocess
import time
import urllib.parse
from pathlib import Path

import pytest

from tests.support import throwaway

from .live import Server, running_site

pytestmark = pytest.mark.skipif(throwaway.postgres_bindir() is None, reason="PostgreSQL not installed")

CACHED = ["/gate-ruler/12-4b-3a/", "/gate-ruler/", "/boards/"]


def _pg_ctl(database_url: str, *args: str) -> None:
    """pg_ctl on the throwaway cluster (its socket directory holds the data directory)."""
    root = Path(urllib.parse.unquote(urllib.parse.urlsplit(database_url).netloc.partition("@")[2]))
    run_as = ["runuser", "-u", "postgres", "--"] if root.owner() == "postgres" else []
    options = f"-c listen_addresses='' -k {root} -c fsync=off -c synchronous_commit=off"
    subprocess.run(
        [*run_as, throwaway.postgres_bindir() / "pg_ctl", "-D", root / "data", "-l", root / "server.log",
         "-o", options, "-w", "-m", "fast", *args],
        check=True, capture_output=True,
    )  # fmt: skip


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    with running_site(tmp_path_factory, "postgres", "postgres-lost") as (server, env, _):
        yield server, env["DATABASE_URL"]


def _sections(server: Server) -> list[str]:
    """Section pages of both books and their previews: none cached yet."""
    paths = []
    for book in ("gate-ruler", "one-piece"):
        status, _, body = server.get(f"/{book}/")
        assert status == 200
        numbers = sorted(set(re.findall(rf'href="/{book}/(\d[\w-]*)/"', body.decode())))
        paths += [f"/{book}/{n}/preview/" for n in numbers] + [f"/{book}/{n}/" for n in numbers]
    return paths


@pytest.mark.long
def test_a_restarted_postgresql_costs_no_500(site):
    server, database_url = site
    sections = _sections(server)
    assert len(sections) >= 120
    for path in sections[:20]:  # every worker thread holds a connection now
        assert server.get(path)[0] == 200
    _pg_ctl(database_url, "restart")  # "terminating connection due to administrator command"
    statuses = [server.get(path)[0] for path in sections[20:80]]  # 60 pages, none cached
    assert statuses == [200] * 60, statuses


def test_a_stopped_postgresql_gives_cached_pages_and_a_503_page_for_the_rest(site):
    server, database_url = site
    sections = _sections(server)
    for path in CACHED:
        assert server.get(path)[0] == 200
    _pg_ctl(database_url, "stop")
    try:
        cached = [server.get(path)[0] for path in CACHED]
        answers = [server.get(path) for path in sections[80:120]]
        post = server.request(
            "/search/", data=b"q=1", headers={"Content-Type": "application/x-www-form-urlencoded"}
        )
        health = server.get("/healthz")
    finally:
        _pg_ctl(database_url, "start")
    assert cached == [200] * len(CACHED)
    assert [status for status, _, _ in answers] == [503] * len(answers)
    assert all(int(headers["Retry-After"]) > 0 for _, headers, _ in answers)
    assert all(b"recovering" in body for _, _, body in answers)
    assert post[0] in (403, 405, 503)  # never a 500
    assert health[0] == 503 and health[2].startswith(b"database unavailable")
    deadline = time.monotonic() + 10
    while server.get(sections[121])[0] != 200:  # started again: the site recovers by itself
        assert time.monotonic() < deadline
        time.sleep(0.2)
