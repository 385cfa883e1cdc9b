"""Slow clients against a running server, and the latency of normal requests meanwhile.

A *slow-header* client opens a connection and sends a request's headers one byte per second; a
*slow-body* client sends a whole form POST's headers, announcing a body, then the body one byte
per second. One thread drives them all (a byte to each, every second), and re-opens a connection
the server closed (counting it). Meanwhile *probe* threads send normal GETs one after another
and time them. Used by ``tests/faults/test_slow_clients.py`` and ``benchmarks/slow_clients.py``.
"""

from __future__ import annotations

import contextlib
import http.client
import socket
import statistics
import threading
import time
from dataclasses import dataclass, field

HEADER_BYTES = b"X-Slow-Client: " + b"a" * 4000
BODY_LENGTH = 100_000


@dataclass
class Probes:
    latencies: list[float] = field(default_factory=list)  # seconds, answered requests
    failures: list[str] = field(default_factory=list)  # timeouts, refused, 5xx
    statuses: dict[int, int] = field(default_factory=dict)

    def p(self, quantile: float) -> float:
        """A quantile of the latencies, in ms (a failure counts as the probe timeout: see run())."""
        if not self.latencies:
            return float("nan")
        ordered = sorted(self.latencies)
        return 1000 * ordered[min(len(ordered) - 1, int(quantile * len(ordered)))]

    def summary(self) -> str:
        if not self.latencies:
            return f"0 answered, {len(self.failures)} failed"
        return (
            f"{len(self.latencies)} answered, {len(self.failures)} failed; "
            f"p50 {1000 * statistics.median(self.latencies):.0f} ms, p95 {self.p(0.95):.0f} ms, "
            f"max {1000 * max(self.latencies):.0f} ms"
        )


class SlowClients:
    """``headers`` slow-header and ``bodies`` slow-body connections to host:port, kept open."""

    def __init__(self, host: str, port: int, *, headers: int, bodies: int, body_path: str = "/search/"):
        self.host, self.port, self.body_path = host, port, body_path
        self.kinds = ["header"] * headers + ["body"] * bodies
        self.closed_by_server = 0
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._drive, daemon=True)

    def _open(self, kind: str) -> tuple[socket.socket, bytes]:
        sock = socket.create_connection((self.host, self.port), timeout=5)
        if kind == "header":
            sock.sendall(f"GET / HTTP/1.1\r\nHost: {self.host}\r\n".encode())
            return sock, HEADER_BYTES
        sock.sendall(
            f"POST {self.body_path} HTTP/1.1\r\nHost: {self.host}\r\n"
            "Content-Type: application/x-www-form-urlencoded\r\n"
            f"Content-Length: {BODY_LENGTH}\r\n\r\n".encode()
        )
        return sock, b"q" * BODY_LENGTH

    def __enter__(self) -> SlowClients:
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.stop.set()
        self.thread.join(10)

    def _drive(self) -> None:
        conns: list[list] = []  # [socket, bytes left to send, kind]
        for kind in self.kinds:
            with contextlib.suppress(OSError):
                conns.append([*self._open(kind), kind])
        while not self.stop.wait(1.0):
            for conn in conns:
                sock, left, kind = conn
                try:
                    sock.sendall(left[:1])
                    conn[1] = left[1:] or left
                except OSError:  # closed by the server (a timeout): open another one
                    self.closed_by_server += 1
                    sock.close()
                    with contextlib.suppress(OSError):
                        conn[0], conn[1] = self._open(kind)
        for sock, _, _ in conns:
            sock.close()


def probe(
    base_host: str, port: int, paths: list[str], *, seconds: float, timeout: float, threads: int = 4
) -> Probes:
    """Normal GETs of ``paths`` in turn from ``threads`` threads for ``seconds``; each timed."""
    result = Probes()
    lock = threading.Lock()
    deadline = time.monotonic() + seconds

    def worker(offset: int) -> None:
        n = offset
        while time.monotonic() < deadline:
            path = paths[n % len(paths)]
            n += 1
            started = time.monotonic()
            conn = http.client.HTTPConnection(base_host, port, timeout=timeout)
            try:
                conn.request("GET", path)
                response = conn.getresponse()
                response.read()
                elapsed = time.monotonic() - started
                with lock:
                    result.statuses[response.status] = result.statuses.get(response.status, 0) + 1
                    if response.status >= 500:
                        result.failures.append(f"{path}: {response.status}")
                    else:
                        result.latencies.append(elapsed)
            except (OSError, http.client.HTTPException) as error:
                with lock:
                    result.failures.append(f"{path}: {type(error).__name__}")
            finally:
                conn.close()

    workers = [threading.Thread(target=worker, args=(i,)) for i in range(threads)]
    for thread in workers:
        thread.start()
    for thread in workers:
        thread.join()
    return result
