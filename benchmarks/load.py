#!/usr/bin/env python
"""Load: the site served as `make run` serves it (gunicorn + whitenoise), driven by wrk.

Starts gunicorn with the repository's gunicorn.conf.py against the database `make setup` made
(DATABASE_URL or db.sqlite3; run `make setup` first), then for each page runs
`wrk -c CONNECTIONS -d DURATION --latency` and prints requests/s, p50/p99 latency, socket errors
and responses that were not 2xx/3xx. wrk runs on the same machine, so it shares the CPU.

    .venv/bin/python benchmarks/load.py [--duration 30s] [--connections 200] [--port 8000]
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PAGES = {
    "section page": "/gate-ruler/12-4b-3a/",
    "board step": "/boards/gr-hp-zero/?step=2",
    "search": "/search/?q=%E7%A0%B4%E5%A3%8A",  # 破壊
}
UNITS = {"us": 1e-3, "ms": 1.0, "s": 1e3, "m": 60e3}


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def status_of(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=60) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


def start_server(port: int, workers: str | None) -> subprocess.Popen:
    env = {**os.environ, "HOST": "127.0.0.1", "PORT": str(port)}
    if workers:
        env["WEB_CONCURRENCY"] = workers
    gunicorn = Path(sys.executable).parent / "gunicorn"
    server = subprocess.Popen(
        [str(gunicorn), "rulesite.asgi"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,  # the access log, written as `make run` writes it
        stderr=subprocess.PIPE,
        text=True,
    )
    base = f"http://127.0.0.1:{port}"
    for _ in range(300):
        if server.poll() is not None:
            sys.exit(f"gunicorn exited:\n{server.stderr.read()}")
        try:
            if status_of(base + "/healthz") == 200:
                return server
        except OSError:
            pass
        time.sleep(0.2)
    server.terminate()
    sys.exit("gunicorn did not answer /healthz")


def milliseconds(text: str) -> float:
    number, unit = re.fullmatch(r"([\d.]+)(us|ms|s|m)", text).groups()
    return float(number) * UNITS[unit]


def parse(output: str) -> dict[str, float]:
    def latency(percent: str) -> float:
        return milliseconds(re.search(rf"^\s*{percent}%\s+(\S+)", output, re.M).group(1))

    # wrk prints "Socket errors" and "Non-2xx or 3xx responses" only when there were some.
    sockets = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", output)
    non_2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", output)
    return {
        "requests": float(re.search(r"(\d+) requests in", output).group(1)),
        "rps": float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1)),
        "p50": latency("50"),
        "p99": latency("99"),
        "socket_errors": sum(int(n) for n in sockets.groups()) if sockets else 0,
        "socket_detail": sockets.group(0) if sockets else "none",
        "non_2xx": int(non_2xx.group(1)) if non_2xx else 0,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--duration", default="30s", help="wrk -d (default 30s)")
    parser.add_argument("--connections", type=int, default=200, help="wrk -c (default 200)")
    parser.add_argument("--threads", type=int, default=2, help="wrk -t (default 2)")
    parser.add_argument("--port", type=int, default=0, help="gunicorn's port (default: a free one)")
    parser.add_argument("--workers", help="WEB_CONCURRENCY (default: gunicorn.conf.py's 2 × cores + 1)")
    args = parser.parse_args()
    wrk = shutil.which("wrk")
    if not wrk:
        sys.exit("wrk not found: apt-get install wrk (make debs)")

    port = args.port or free_port()
    server = start_server(port, args.workers)
    base = f"http://127.0.0.1:{port}"
    failed = False
    try:
        workers = args.workers or os.environ.get("WEB_CONCURRENCY", "2 × cores + 1")
        print(f"gunicorn on {base} (ASGI worker, WEB_CONCURRENCY={workers}); {os.cpu_count()} cores")
        print(f"wrk -t{args.threads} -c{args.connections} -d{args.duration} --latency --timeout 10s")
        print("load average before: {:.1f} {:.1f} {:.1f}".format(*os.getloadavg()))
        header = ("page", "requests", "req/s", "p50 ms", "p99 ms", "socket errors", "non-2xx/3xx")
        print("{:<14} {:>9} {:>8} {:>8} {:>8} {:>14} {:>12}".format(*header))
        for name, path in PAGES.items():
            time.sleep(5)  # each page starts from an idle server
            status = status_of(base + path)
            if status != 200:
                sys.exit(f"{path} answered {status}: set the database up first (make setup)")
            run = subprocess.run(
                [
                    wrk,
                    f"-t{args.threads}",
                    f"-c{args.connections}",
                    f"-d{args.duration}",
                    "--latency",
                    "--timeout",
                    "10s",
                    base + path,
                ],
                capture_output=True,
                text=True,
                check=True,
            )
            r = parse(run.stdout)
            failed |= r["socket_errors"] > 0 or r["non_2xx"] > 0
            print(
                f"{name:<14} {int(r['requests']):>9} {r['rps']:>8.1f} {r['p50']:>8.1f} {r['p99']:>8.1f}"
                f" {r['socket_errors']:>14} {r['non_2xx']:>12}"
                + (f"   ({r['socket_detail']})" if r["socket_errors"] else "")
            )
        print("load average after: {:.1f} {:.1f} {:.1f}".format(*os.getloadavg()))
    finally:
        server.terminate()
        server.wait(timeout=30)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
