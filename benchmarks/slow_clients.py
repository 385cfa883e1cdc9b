#!/usr/bin/env python
"""Slow clients: normal requests' latency while 50 slow-header and 50 slow-body connections are open.

For each database (SQLite in a temporary file; PostgreSQL in a throwaway cluster,
tests/support/throwaway.py), a fresh site is set up (migrate, rulebooks, boards, static files),
then served as `make run` serves it (gunicorn with the repository's gunicorn.conf.py). After a
quiet baseline, HEADERS connections send request headers one byte per second and BODIES
connections send a form POST's body one byte per second (tests/support/slow_clients.py), while 4
threads send normal GETs (section pages, a board step, search) for SECONDS. Printed: answered and
failed normal requests (a failure is a timeout after --timeout seconds, a refused connection or a
5xx), their p50/p95/max, and how many slow connections the server closed.

    .venv/bin/python benchmarks/slow_clients.py [--databases sqlite postgres] [--seconds 30]
    .venv/bin/python benchmarks/slow_clients.py --gthread   # the former server (gthread, WSGI)

The goal is p95 ≤ 300 ms under that load (docs/serving.md has the figures).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.support import slow_clients, throwaway  # noqa: E402

PATHS = [
    "/gate-ruler/12-4b-3a/",
    "/gate-ruler/",
    "/boards/gr-hp-zero/?step=hp-changed.1",
    "/search/?q=%E7%A0%B4%E5%A3%8A",
    "/one-piece/",
]


def manage(env: dict[str, str], *args: str) -> None:
    subprocess.run([sys.executable, "manage.py", *args], cwd=ROOT, env=env, check=True, capture_output=True)


def set_up(env: dict[str, str]) -> None:
    for command in (
        ["migrate", "--noinput"],
        ["load_rulebooks"],
        ["load_boards"],
        ["collectstatic", "--noinput"],
    ):
        manage(env, *command)


def serve(env: dict[str, str], port: int, gthread: bool, log) -> subprocess.Popen:
    command = [sys.executable, "-m", "gunicorn", "rulesite.asgi", "--no-control-socket"]
    if gthread:
        command = [sys.executable, "-m", "gunicorn", "rulesite.wsgi", "-k", "gthread", "--no-control-socket"]
    server = subprocess.Popen(command, cwd=ROOT, env={**env, "PORT": str(port)}, stdout=log, stderr=log)
    for _ in range(300):
        if server.poll() is not None:
            sys.exit("gunicorn exited; see its log")
        with contextlib.suppress(OSError):
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=5) as answer:
                if answer.status == 200:
                    return server
        time.sleep(0.2)
    server.terminate()
    sys.exit("gunicorn did not answer /healthz")


def measure(database: str, args, database_url: str, tmp: Path) -> None:
    env = {
        **os.environ,
        "DEBUG": "0",
        "DATABASE_URL": database_url,
        "CACHE_URL": (tmp / "cache").as_uri(),
        "STATIC_ROOT": str(tmp / "static"),
        "HOST": "127.0.0.1",
    }
    if args.workers:
        env["WEB_CONCURRENCY"] = str(args.workers)
    started = time.monotonic()
    set_up(env)
    print(f"{database}: set up in {time.monotonic() - started:.0f} s", flush=True)
    port = throwaway.free_port()
    with open(tmp / "server.log", "w") as log:
        server = serve(env, port, args.gthread, log)
        try:
            for path in PATHS:  # warm: the first answer of each page is rendered, then cached
                slow_clients.probe("127.0.0.1", port, [path], seconds=0.01, timeout=30, threads=1)
            quiet = slow_clients.probe(
                "127.0.0.1", port, PATHS, seconds=args.seconds / 3, timeout=args.timeout
            )
            print(f"{database}: quiet: {quiet.summary()}", flush=True)
            with slow_clients.SlowClients(
                "127.0.0.1", port, headers=args.headers, bodies=args.bodies
            ) as slow:
                time.sleep(2)  # every slow connection open and sending
                loaded = slow_clients.probe(
                    "127.0.0.1", port, PATHS, seconds=args.seconds, timeout=args.timeout
                )
            print(
                f"{database}: {args.headers} slow-header + {args.bodies} slow-body connections: "
                f"{loaded.summary()}; statuses {dict(sorted(loaded.statuses.items()))}; "
                f"slow connections closed by the server: {slow.closed_by_server}",
                flush=True,
            )
        finally:
            server.terminate()
            server.wait(30)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--databases", nargs="+", default=["sqlite", "postgres"], choices=["sqlite", "postgres"]
    )
    parser.add_argument("--headers", type=int, default=50, help="slow-header connections (default 50)")
    parser.add_argument("--bodies", type=int, default=50, help="slow-body connections (default 50)")
    parser.add_argument(
        "--seconds", type=float, default=30, help="seconds of probing under load (default 30)"
    )
    parser.add_argument("--timeout", type=float, default=10, help="a normal request's timeout (default 10 s)")
    parser.add_argument("--workers", type=int, help="WEB_CONCURRENCY (default: gunicorn.conf.py's)")
    parser.add_argument("--gthread", action="store_true", help="serve with the former gthread WSGI worker")
    args = parser.parse_args()
    print(
        f"{os.cpu_count()} cores; load average {' '.join(f'{x:.1f}' for x in os.getloadavg())}; "
        f"server: {'gthread (WSGI)' if args.gthread else 'gunicorn.conf.py (ASGI)'}",
        flush=True,
    )
    for database in args.databases:
        with tempfile.TemporaryDirectory(prefix="rulestep-slow-") as tmp, contextlib.ExitStack() as stack:
            if database == "postgres":
                if throwaway.postgres_bindir() is None:
                    print("postgres: not installed, skipped")
                    continue
                url = stack.enter_context(throwaway.postgres())
            else:
                url = f"sqlite:///{tmp}/db.sqlite3"
            measure(database, args, url, Path(tmp))
    print(f"load average after: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
