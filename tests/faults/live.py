"""A real server for fault tests: gunicorn (gunicorn.conf.py: its ASGI worker) on a free port.

Requests go through ``urllib`` without raising on 4xx/5xx; :meth:`Server.what_if_form` reads a
board's what-if form (fields and the CSRF cookie) so that many posts can be sent at once.
"""

from __future__ import annotations

import contextlib
import http.cookiejar
import os
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support import site_setup, throwaway
from tests.support.forms import FormFields

ROOT = Path(__file__).resolve().parents[2]


def site_env(**extra: str) -> dict[str, str]:
    return {**os.environ, "DEBUG": "0", "WHAT_IF_RATE": "10000/h", **extra}


@contextlib.contextmanager
def running_site(
    tmp_path_factory, database: str, name: str, workers: int = 2, threads: int = 4, **extra: str
) -> Iterator[tuple[Server, dict[str, str], Path]]:
    """A server called ``name`` on a database of its own as `make setup` leaves it, stopped on exit.

    ``database`` is "sqlite" (a file) or "postgres" (a throwaway cluster; the test is skipped
    where PostgreSQL is not installed); ``extra`` goes into the server's environment. Yields the
    server, its environment (``DATABASE_URL`` among it) and its temporary directory.
    """
    tmp = tmp_path_factory.mktemp(name)
    base = tmp_path_factory.getbasetemp()
    with contextlib.ExitStack() as stack:
        if database == "postgres":
            if throwaway.postgres_bindir() is None:
                pytest.skip("PostgreSQL not installed")
            database_url = stack.enter_context(site_setup.postgres(base))
        else:
            database_url = f"sqlite:///{tmp / 'db.sqlite3'}"
        env = site_env(DATABASE_URL=database_url, CACHE_URL=(tmp / "cache").as_uri(), **extra)
        env = site_setup.prepare(env, base)
        server = Server(env, name, workers=workers, threads=threads)
        stack.callback(server.stop)
        yield server, env, tmp


@contextlib.contextmanager
def what_if_flood_site(
    tmp_path_factory, database: str, name: str, **extra: str
) -> Iterator[tuple[Server, dict[str, str], Path]]:
    """:func:`running_site` sized for many what-if posts at once (4 workers × 4 threads), called
    ``{database}-{name}``."""
    with running_site(
        tmp_path_factory, database, f"{database}-{name}", workers=4, threads=4, **extra
    ) as site:
        yield site


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


class Server:
    def __init__(self, env: dict[str, str], name: str, workers: int = 2, threads: int = 4):
        """``threads``: requests of one worker in Django at once (APP_CONCURRENCY)."""
        self.port = throwaway.free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        (ROOT / "artifacts").mkdir(exist_ok=True)
        self.log_path = ROOT / "artifacts" / f"faults-{name}.log"
        self.log = open(self.log_path, "w")  # noqa: SIM115
        env = {
            **env,
            "PORT": str(self.port),
            "WEB_CONCURRENCY": str(workers),
            "APP_CONCURRENCY": str(threads),
        }
        self.process = subprocess.Popen(
            [sys.executable, "-m", "gunicorn", "rulesite.asgi", "--no-control-socket"],
            cwd=ROOT, env=env, stdout=self.log, stderr=subprocess.STDOUT,
        )  # fmt: skip
        self.opener = urllib.request.build_opener(_NoRedirect())
        deadline = time.monotonic() + 60
        while self.get("/healthz")[0] != 200:
            if self.process.poll() is not None or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError(f"server {name} did not start; see {self.log_path}")
            time.sleep(0.2)

    def request(self, path: str, data: bytes | None = None, headers: dict | None = None):
        """(status, headers, body); a refused connection is status 0."""
        request = urllib.request.Request(self.base + path, data=data, headers=headers or {})
        try:
            with self.opener.open(request, timeout=60) as response:
                return response.status, response.headers, response.read()
        except urllib.error.HTTPError as error:
            return error.code, error.headers, error.read()
        except (urllib.error.URLError, ConnectionError):
            return 0, {}, b""

    def get(self, path: str):
        return self.request(path)

    def what_if_form(self, board: str) -> tuple[dict[str, str], str]:
        """The what-if form's fields and the CSRF cookie to send with them."""
        jar = http.cookiejar.CookieJar()
        opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
        with opener.open(f"{self.base}/boards/{board}/edit/", timeout=60) as response:
            form = FormFields()
            form.feed(response.read().decode())
        cookie = "; ".join(f"{c.name}={c.value}" for c in jar)
        return form.fields, cookie

    def post_what_if(self, board: str, fields: dict[str, str], cookie: str):
        data = urllib.parse.urlencode(fields).encode()
        headers = {"Cookie": cookie, "Referer": f"{self.base}/boards/{board}/edit/"}
        return self.request(f"/boards/{board}/edit/", data=data, headers=headers)

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(20)
        except subprocess.TimeoutExpired:
            self.process.kill()
        self.log.close()

    def errors_logged(self) -> str:
        """Tracebacks in the server's log (the lines that name an exception)."""
        text = self.log_path.read_text(errors="replace")
        return "\n".join(line for line in text.splitlines() if "Error" in line or "Traceback" in line)
