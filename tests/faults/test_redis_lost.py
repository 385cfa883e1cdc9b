"""Issue 22: Redis killed or frozen costs no 500 and no long waits; /healthz says the cache is down."""

from __future__ import annotations

import os
import signal
import subprocess
import time

import pytest
from django.core.cache import caches
from django.test import Client, override_settings

from rulesite.pagecache.config import caches_from_url
from tests.support import throwaway

pytestmark = pytest.mark.skipif(throwaway.redis_binary() is None, reason="redis-server not installed")


def _redis_pid(url: str) -> int:
    sock = url.removeprefix("unix://")
    out = subprocess.run(["pgrep", "-f", sock], capture_output=True, text=True).stdout
    return int(out.split()[0])


@pytest.mark.parametrize("fault", ["killed", "frozen"])
def test_pages_and_health_when_redis_is_lost(rulebooks, fault):
    with throwaway.redis() as url, override_settings(CACHES=caches_from_url(url, default_dir="")):
        caches["default"].clear()
        client = Client(raise_request_exception=False)
        assert client.get("/healthz").status_code == 200
        assert client.get("/gate-ruler/12-6/").status_code == 200
        pid = _redis_pid(url)
        os.kill(pid, signal.SIGKILL if fault == "killed" else signal.SIGSTOP)
        try:
            started = time.monotonic()
            paths = ["/gate-ruler/12-6/", "/gate-ruler/", "/"] * 5
            statuses = [client.get(path).status_code for path in paths]
            elapsed = time.monotonic() - started
            health = client.get("/healthz")
        finally:
            if fault == "frozen":
                os.kill(pid, signal.SIGCONT)
        assert set(statuses) == {200}
        assert elapsed < 15  # 15 requests: at most one short timeout per pause, not 5 s each
        assert health.status_code == 200 and health.content.startswith(b"degraded: cache unavailable")
