"""Two server processes sharing one PostgreSQL and one Redis (throwaway instances in /tmp).

Shows that a trace computed by one server is reused by the other (a count of engine runs kept in
the shared cache), and that a rulebook imported through one is served by the other at once.
"""

from __future__ import annotations

import http.cookiejar
import os
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

import pytest

from tests.support import site_setup, throwaway
from tests.support.forms import FormFields

ROOT = Path(__file__).resolve().parents[2]
BOARD = "gr-defeat-by-damage"
SECTION = "/gate-ruler/12-4b-3a/"

MISSING = throwaway.missing_servers()
pytestmark = pytest.mark.skipif(MISSING is not None, reason=f"two-server test: {MISSING}")


class Server:
    def __init__(self, env: dict[str, str], name: str):
        self.port = throwaway.free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.log = open(ROOT / "artifacts" / f"two-servers-{name}.log", "w")  # noqa: SIM115
        self.process = subprocess.Popen(
            [sys.executable, "-m", "gunicorn", "rulesite.asgi", "-b", f"127.0.0.1:{self.port}", "-w", "2",
             "--no-control-socket"],
            cwd=ROOT, env=env, stdout=self.log, stderr=subprocess.STDOUT,
        )  # fmt: skip
        cookies = urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar())
        self.opener = urllib.request.build_opener(cookies)
        deadline = time.monotonic() + 60
        while True:
            try:
                self.get("/")
                break
            except (urllib.error.URLError, ConnectionError):
                if self.process.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(f"server {name} did not start; see {self.log.name}") from None
                time.sleep(0.2)

    def get(self, path: str) -> tuple[int, str, str]:
        with self.opener.open(self.base + path, timeout=60) as response:
            return response.status, response.geturl(), response.read().decode()

    def post(self, path: str, fields: dict[str, str]) -> tuple[int, str, str]:
        data = urllib.parse.urlencode(fields).encode()
        request = urllib.request.Request(self.base + path, data=data, headers={"Referer": self.base + path})
        with self.opener.open(request, timeout=60) as response:
            return response.status, response.geturl(), response.read().decode()

    def stop(self):
        self.process.terminate()
        self.process.wait(20)
        self.log.close()


@pytest.fixture(scope="module")
def shared(tmp_path_factory):
    """One PostgreSQL and one Redis, migrated and loaded as `make setup` does; the environment to use.

    Static files are collected into a directory of the test's own (the servers use the hashed
    names of the manifest, as in production; a checkout has no staticfiles/ until `make setup`).
    """
    (ROOT / "artifacts").mkdir(exist_ok=True)
    with site_setup.postgres(tmp_path_factory.getbasetemp()) as database_url, throwaway.redis() as cache_url:
        env = {**os.environ, "DATABASE_URL": database_url, "CACHE_URL": cache_url, "DEBUG": "0"}
        env = site_setup.prepare(env, tmp_path_factory.getbasetemp())
        yield env, cache_url


@pytest.fixture(scope="module")
def servers(shared):
    env, _ = shared
    first = Server(env, "first")
    try:
        second = Server(env, "second")
    except Exception:
        first.stop()
        raise
    yield first, second
    first.stop()
    second.stop()


def engine_runs(cache_url: str) -> int:
    """The count of engine runs in the shared cache (rulesite.boards.services.traces.ENGINE_RUNS_KEY)."""
    import redis

    client = redis.Redis(unix_socket_path=urllib.parse.urlsplit(cache_url).path)
    return int(client.get(":1:engine-runs") or 0)


@pytest.mark.long
def test_a_what_if_posted_to_one_server_is_run_once_for_both(shared, servers):
    _, cache_url = shared
    first, second = servers
    _, _, page = first.get(f"/boards/{BOARD}/edit/")
    form = FormFields()
    form.feed(page)
    assert "csrfmiddlewaretoken" in form.fields and "source" in form.fields
    form.fields["source"] += "\n# edited by the two-server test\n"

    before = engine_runs(cache_url)
    status, url, first_page = first.post(f"/boards/{BOARD}/edit/", form.fields)
    assert status == 200 and "/boards/what-if/" in url, url
    after_first = engine_runs(cache_url)
    assert after_first > before  # the first server ran the engine for the new board

    status, _, second_page = second.get(urllib.parse.urlsplit(url).path)
    assert status == 200
    assert engine_runs(cache_url) == after_first  # the second server reused the first one's trace
    # The same page (its absolute links name each server's own address).
    assert first_page.replace(first.base, "") == second_page.replace(second.base, "")

    # A step the second server has never rendered: a new page, but the same (cached) trace.
    status, _, _ = second.get(urllib.parse.urlsplit(url).path + "?step=1")
    assert status == 200
    assert engine_runs(cache_url) == after_first


def test_an_import_on_one_server_is_served_by_the_other_at_once(shared, servers, tmp_path):
    env, _ = shared
    first, second = servers
    _, _, before = second.get(SECTION)
    _, _, again = second.get(SECTION)  # now from the page cache
    assert again == before
    new_text = "二台のサーバーの試験で書き換えた文です。"
    assert new_text not in before

    source = (ROOT / "data" / "rulebooks" / "gate-ruler" / "1.0.0.txt").read_text(encoding="utf-8")
    lines = [
        f"12-4b-3a. {new_text}" if line.startswith("12-4b-3a. ") else line for line in source.splitlines()
    ]
    edited = tmp_path / "1.0.0.txt"
    edited.write_text("\n".join(lines) + "\n", encoding="utf-8")
    subprocess.run(
        [sys.executable, "manage.py", "import_rulebook", "gate-ruler", "1.0.0", str(edited)],
        cwd=ROOT,
        env=env,
        check=True,
    )
    _, _, after = second.get(SECTION)
    assert new_text in after
    _, _, on_first = first.get(SECTION)
    assert new_text in on_first
