#!/usr/bin/env python
"""Pages against static files of the same size, served by the same server: requests/s and ratio.

Starts gunicorn (2 workers, whitenoise for static files) on the project's database and cache,
as the production set-up does; writes, for every measured page, a static file of exactly the
page's size (its own bytes) into a temporary STATIC_ROOT served by the same server; then runs
``wrk`` against the static file and the page in alternation (A/B/A/B…, to cancel out noise) and
prints each page's requests/s as a share of its static file's (medians over the rounds; the ratio
is the median of each back-to-back pair's ratio), and the server's CPU time per request of each
(from /proc: on a machine busy with other work, the CPU ratio is the steadier figure).

    .venv/bin/python benchmarks/serve_ratio.py [--port 8000] [--duration 5] [--rounds 3]

Run `make setup` first (the database it serves). Needs wrk (Debian package ``wrk``).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote

ROOT = Path(__file__).resolve().parents[1]


@dataclass(frozen=True)
class Page:
    name: str
    path: str
    headers: tuple[tuple[str, str], ...] = ()


PAGES = [
    Page("leaf section", "/gate-ruler/12-4b-3a/"),
    Page("section 12-4", "/gate-ruler/12-4/"),
    Page("board step page", "/boards/gr-destroy-before-defeat/?step=3"),
    Page("board step fragment", "/boards/gr-destroy-before-defeat/?step=3", (("HX-Request", "true"),)),
    Page("search 破壊", "/search/?q=" + quote("破壊")),
]


def fetch(url: str, headers: tuple[tuple[str, str], ...] = ()) -> tuple[int, bytes, dict[str, str]]:
    request = urllib.request.Request(url, headers=dict(headers))
    with urllib.request.urlopen(request, timeout=30) as response:
        return response.status, response.read(), dict(response.headers)


def start_server(port: int, env: dict[str, str], workers: int) -> subprocess.Popen:
    process = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "rulesite.asgi", "-b", f"127.0.0.1:{port}", "-w", str(workers),
         "--no-control-socket", "--log-level", "warning"],
        cwd=ROOT, env=env,
    )  # fmt: skip
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            fetch(f"http://127.0.0.1:{port}/")
            return process
        except (urllib.error.URLError, ConnectionError):
            if process.poll() is not None:
                break
            time.sleep(0.2)
    process.terminate()
    raise SystemExit("the server did not start")


def stop_server(process: subprocess.Popen) -> None:
    process.terminate()
    process.wait(20)


def server_cpu(master: int) -> float:
    """CPU seconds used so far by the gunicorn master and its workers (Linux /proc)."""
    ticks = os.sysconf("SC_CLK_TCK")
    children = Path(f"/proc/{master}/task/{master}/children").read_text().split()
    total = 0
    for pid in [master, *map(int, children)]:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        total += int(fields[11]) + int(fields[12])  # utime, stime
    return total / ticks


def wrk(url: str, headers: tuple[tuple[str, str], ...], duration: int, connections: int, master: int):
    """(requests/s, server CPU µs per request)."""
    command = ["wrk", "-t2", f"-c{connections}", f"-d{duration}s"]
    for name, value in headers:
        command += ["-H", f"{name}: {value}"]
    before = server_cpu(master)
    output = subprocess.run([*command, url], capture_output=True, text=True, check=True).stdout
    used = server_cpu(master) - before
    if "Non-2xx" in output:
        raise SystemExit(f"{url}: some answers were not 2xx:\n{output}")
    requests = int(re.search(r"(\d+) requests in", output).group(1))
    return float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1)), used / requests * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--duration", type=int, default=5, help="seconds of each wrk run")
    parser.add_argument("--rounds", type=int, default=3, help="A/B pairs per page")
    parser.add_argument("--connections", type=int, default=8)
    args = parser.parse_args()
    if shutil.which("wrk") is None:
        raise SystemExit("wrk is not installed (apt-get install wrk)")

    base = f"http://127.0.0.1:{args.port}"
    static_root = Path(tempfile.mkdtemp(prefix="rulestep-static-"))
    env = {**os.environ, "STATIC_ROOT": str(static_root), "DEBUG": "0"}
    subprocess.run(
        [sys.executable, "manage.py", "collectstatic", "--noinput", "-v0"], cwd=ROOT, env=env, check=True
    )
    try:
        # 1. The pages as this server sends them (absolute links name its address): their sizes.
        server = start_server(args.port, env, args.workers)
        try:
            bodies = {}
            for page in PAGES:
                status, body, headers = fetch(base + page.path, page.headers)
                assert status == 200, (page.path, status)
                bodies[page.name] = body
        finally:
            stop_server(server)
        # 2. A static file of exactly each page's size (the page's own bytes), then serve both.
        bench = static_root / "bench"
        bench.mkdir()
        statics = {}
        for index, page in enumerate(PAGES):
            (bench / f"page{index}.html").write_bytes(bodies[page.name])
            statics[page.name] = f"{base}/static/bench/page{index}.html"
        server = start_server(args.port, env, args.workers)
        try:
            for page in PAGES:  # warm: every worker renders and caches the page
                for _ in range(args.workers * 4):
                    fetch(base + page.path, page.headers)
                    fetch(statics[page.name])
            print(f"wrk -t2 -c{args.connections} -d{args.duration}s, {args.rounds} A/B rounds, "
                  f"gunicorn {args.workers} workers, {os.cpu_count()} CPUs")  # fmt: skip
            print(f"load average before: {os.getloadavg()[0]:.1f}")
            print(
                f"{'page':<22} {'bytes':>7} {'static r/s':>11} {'page r/s':>9} {'ratio':>7}"
                f" {'static µs':>10} {'page µs':>8} {'CPU ratio':>9}"
            )
            for page in PAGES:
                static_rates, page_rates, static_cpu, page_cpu = [], [], [], []
                for _ in range(args.rounds):
                    run = (args.duration, args.connections, server.pid)
                    rate, cpu = wrk(statics[page.name], (), *run)
                    static_rates.append(rate)
                    static_cpu.append(cpu)
                    rate, cpu = wrk(base + page.path, page.headers, *run)
                    page_rates.append(rate)
                    page_cpu.append(cpu)
                # Each A/B pair ran back to back: the median of the pairs' ratios resists the noise.
                ratio = statistics.median(p / s for p, s in zip(page_rates, static_rates, strict=True))
                print(
                    f"{page.name:<22} {len(bodies[page.name]):>7} {statistics.median(static_rates):>11.0f} "
                    f"{statistics.median(page_rates):>9.0f} {ratio:>7.1%}"
                    f" {statistics.median(static_cpu):>10.0f} {statistics.median(page_cpu):>8.0f}"
                    f" {statistics.median(static_cpu) / statistics.median(page_cpu):>9.1%}",
                    flush=True,
                )
        finally:
            stop_server(server)
    finally:
        shutil.rmtree(static_root, ignore_errors=True)


if __name__ == "__main__":
    main()
