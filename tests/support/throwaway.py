"""Throwaway PostgreSQL and Redis servers in a temporary directory, for tests and benchmarks.

Both listen on a Unix socket only (no TCP port to collide with), keep nothing on disk that
matters, and are stopped and removed on exit. PostgreSQL refuses to run as root: as root the
cluster is owned by and run as the ``postgres`` user (the Debian package creates it).

    python -m tests.support.throwaway postgres -- CMD ...   run CMD with DATABASE_URL set
    python -m tests.support.throwaway redis -- CMD ...      run CMD with CACHE_URL set
"""

from __future__ import annotations

import argparse
import contextlib
import glob
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import quote


def postgres_bindir() -> Path | None:
    """The newest installed PostgreSQL's bin directory (Debian layout), or None."""
    found = sorted(
        (Path(p).parent for p in glob.glob("/usr/lib/postgresql/*/bin/initdb")),
        key=lambda p: int(p.parent.name) if p.parent.name.isdigit() else 0,
    )
    return found[-1] if found else None


def redis_binary() -> str | None:
    return shutil.which("redis-server")


def missing_servers() -> str | None:
    """Why the throwaway servers cannot start here, or None when they can."""
    found = {"postgresql": postgres_bindir(), "redis-server": redis_binary()}
    missing = [name for name, where in found.items() if where is None]
    return f"not installed: {', '.join(missing)} (apt-get install {' '.join(missing)})" if missing else None


def _as_postgres(root: Path) -> list[str]:
    if os.geteuid() != 0:
        return []
    shutil.chown(root, "postgres", "postgres")
    return ["runuser", "-u", "postgres", "--"]


@contextlib.contextmanager
def postgres(
    database: str = "rulestep", *, copy_of: Path | None = None, save_to: Path | None = None
) -> Iterator[str]:
    """Start a PostgreSQL cluster; yield a DATABASE_URL for ``database`` (created, UTF-8, C.UTF-8).

    ``copy_of``: a data directory kept by ``save_to`` (with ``database`` in it), copied instead of
    making a cluster with ``initdb``. ``save_to``: when the block ends, the cluster is shut down
    cleanly and its data directory kept there.
    """
    bindir = postgres_bindir()
    if bindir is None:
        raise RuntimeError("PostgreSQL is not installed (apt-get install postgresql)")
    root = Path(tempfile.mkdtemp(prefix="rulestep-pg-", dir="/tmp"))  # short: socket paths are limited
    data = root / "data"
    if copy_of is not None:
        subprocess.run(["cp", "-a", copy_of, data], check=True)  # -a: the owner and modes too
    run_as = _as_postgres(root)
    options = f"-c listen_addresses='' -k {root} -c fsync=off -c synchronous_commit=off"
    started = False
    try:
        if copy_of is None:
            subprocess.run(
                [*run_as, bindir / "initdb", "-D", data, "-U", "rulestep", "--auth=trust", "--encoding=UTF8",
                 "--locale=C.UTF-8", "--no-sync"],
                check=True, capture_output=True,
            )  # fmt: skip
        subprocess.run(
            [*run_as, bindir / "pg_ctl", "-D", data, "-l", root / "server.log", "-o", options, "-w", "start"],
            check=True, capture_output=True,
        )  # fmt: skip
        started = True
        if copy_of is None:
            subprocess.run(
                [bindir / "createdb", "-h", root, "-U", "rulestep", database], check=True, capture_output=True
            )
        yield f"postgres://rulestep@{quote(str(root), safe='')}/{database}"
        if save_to is not None:
            subprocess.run([*run_as, bindir / "pg_ctl", "-D", data, "-m", "fast", "-w", "stop"], check=True)
            started = False
            subprocess.run(["cp", "-a", data, save_to], check=True)
    except subprocess.CalledProcessError as error:
        output = (error.stderr or b"").decode(errors="replace")
        raise RuntimeError(f"{error.cmd[len(run_as)]} failed: {output}") from None
    finally:
        if started:
            subprocess.run(
                [*run_as, bindir / "pg_ctl", "-D", data, "-m", "immediate", "stop"], capture_output=True
            )
        shutil.rmtree(root, ignore_errors=True)


@contextlib.contextmanager
def redis() -> Iterator[str]:
    """Start a redis-server with no persistence; yield a CACHE_URL (unix socket)."""
    binary = redis_binary()
    if binary is None:
        raise RuntimeError("redis-server is not installed (apt-get install redis-server)")
    root = Path(tempfile.mkdtemp(prefix="rulestep-redis-", dir="/tmp"))
    sock = root / "redis.sock"
    process = subprocess.Popen(
        [binary, "--port", "0", "--unixsocket", str(sock), "--unixsocketperm", "700", "--save", "",
         "--appendonly", "no", "--dir", str(root), "--maxmemory", "256mb",
         "--maxmemory-policy", "allkeys-lru"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 20
        while not _answers(sock):
            if process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError("redis-server did not start")
            time.sleep(0.05)
        yield f"unix://{sock}"
    finally:
        process.terminate()
        process.wait(10)
        shutil.rmtree(root, ignore_errors=True)


def free_port() -> int:
    """A free TCP port on 127.0.0.1: in RULESTEP_TEST_PORTS (e.g. 8200-8299) when set, else any."""
    wanted = os.environ.get("RULESTEP_TEST_PORTS", "")
    low, _, high = wanted.partition("-")
    candidates = range(int(low), int(high or low) + 1) if low else [0]
    for port in candidates:
        with socket.socket() as probe:
            try:
                probe.bind(("127.0.0.1", port))
            except OSError:
                continue
            return probe.getsockname()[1]
    raise RuntimeError(f"no free port in RULESTEP_TEST_PORTS={wanted}")


def _answers(sock: Path) -> bool:
    if not sock.exists():
        return False
    with contextlib.suppress(OSError), socket.socket(socket.AF_UNIX) as client:
        client.connect(str(sock))
        client.sendall(b"PING\r\n")
        return client.recv(16).startswith(b"+PONG")
    return False


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("server", choices=["postgres", "redis"])
    parser.add_argument("command", nargs=argparse.REMAINDER, help="-- then the command to run")
    args = parser.parse_args()
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not command:
        parser.error("give a command after --")
    server, variable = (postgres, "DATABASE_URL") if args.server == "postgres" else (redis, "CACHE_URL")
    with server() as url:
        print(f"{variable}={url}", flush=True)
        return subprocess.run(command, env={**os.environ, variable: url}).returncode


if __name__ == "__main__":
    sys.exit(main())
