#!/usr/bin/env python
"""Cache bypass: a cached page asked with a random unknown parameter (``?utm_source=<random>``).

Sets up a fresh site (SQLite in a temporary directory; --postgres for a throwaway PostgreSQL),
serves it as `make run` does, and runs wrk (200 connections, 15 s, random value per request from
a Lua script) on a section page three ways: plain, with a random ``utm_source`` (dropped from the
page's key: every request is the cached page), and with a random ``q`` on search (a real miss
each time: what a miss costs). Prints requests/s, p50/p99 and errors for each.

    .venv/bin/python benchmarks/cache_bypass.py [--connections 200] [--duration 15s] [--postgres]
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from load import parse  # noqa: E402
from slow_clients import serve, set_up  # noqa: E402

from tests.support import throwaway  # noqa: E402

RANDOM = """
math.randomseed(os.time())
request = function()
  return wrk.format("GET", wrk.path .. math.random(1, 1000000000))
end
"""
CASES = {
    "section, plain": ("/gate-ruler/12-4b-3a/", False),
    "section, ?utm_source=<random>": ("/gate-ruler/12-4b-3a/?utm_source=", True),
    "search, ?q=<random> (misses)": ("/search/?q=", True),
}


def run_cases(wrk: str, port: int, script: Path, args, database: str) -> None:
    load = " ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"{os.cpu_count()} cores; load {load}; {database}; wrk -c{args.connections} -d{args.duration}")
    for name, (path, random) in CASES.items():
        url = f"http://127.0.0.1:{port}{path}"
        subprocess.run(["curl", "-s", "-o", "/dev/null", url], check=False)
        command = [wrk, "-t2", f"-c{args.connections}", f"-d{args.duration}", "--latency", "--timeout", "10s"]
        command += ["-s", str(script)] if random else []
        r = parse(subprocess.run([*command, url], capture_output=True, text=True).stdout)
        print(
            f"{name:<32} {r['rps']:>8.1f} r/s  p50 {r['p50']:>7.1f} ms  p99 {r['p99']:>7.1f} ms  "
            f"socket errors {r['socket_errors']}  non-2xx {r['non_2xx']}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--connections", type=int, default=200)
    parser.add_argument("--duration", default="15s")
    parser.add_argument("--postgres", action="store_true", help="a throwaway PostgreSQL instead of SQLite")
    args = parser.parse_args()
    wrk = shutil.which("wrk") or sys.exit("wrk not found: apt-get install wrk")
    with tempfile.TemporaryDirectory(prefix="rulestep-bypass-") as tmp, contextlib.ExitStack() as stack:
        url = stack.enter_context(throwaway.postgres()) if args.postgres else f"sqlite:///{tmp}/db.sqlite3"
        env = {
            **os.environ,
            "DEBUG": "0",
            "DATABASE_URL": url,
            "CACHE_URL": Path(tmp, "cache").as_uri(),
            "STATIC_ROOT": str(Path(tmp, "static")),
        }
        set_up(env)
        script = Path(tmp, "random.lua")
        script.write_text(RANDOM)
        port = throwaway.free_port()
        with open(Path(tmp, "server.log"), "w") as log:
            server = serve(env, port, False, log)
            try:
                database = "PostgreSQL" if args.postgres else "SQLite"
                run_cases(wrk, port, script, args, database)
            finally:
                server.terminate()
                server.wait(30)


if __name__ == "__main__":
    main()
