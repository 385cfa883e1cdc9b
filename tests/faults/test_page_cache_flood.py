"""Issue 22, finding 7: requests that differ only in ways a page ignores add no entry (the finding:
3,000 of them added ≤ 200; 600 here, every spelling below on every page and host many times over).

The ways the issue found (``?step=1`` followed by ``+`` or ``%09``, a trailing ``&``, any port in
``Host: localhost:N``, ``?choose=zN=1`` with keys the board never asks) and a few more, spread
over a handful of pages; the engine runs only for the pages themselves.
"""

from __future__ import annotations

import contextlib
import itertools
import time

import pytest
from django.core.cache import caches
from django.test import Client, override_settings

from rulesite.boards.services import traces
from rulesite.pagecache.bounded import BoundedFileCache
from rulesite.pagecache.config import caches_from_url
from rulesite.pagecache.middleware import local_pages, page_cache
from tests.support import throwaway

PAGES = [
    "/boards/gr-defeat-by-damage/",
    "/boards/gr-destroy-event-before-move/embed/",
    "/gate-ruler/12-4b-3a/",
]
REQUESTS = 600


def _spellings(n: int) -> tuple[str, dict[str, str]]:
    step = n % 3
    forms = [
        f"step={step}+",
        f"step={step}%09",
        f"step={step}&",
        f"&step=0{step}",
        f"step=%3{step}",
        f"step={step}&step={n}",
        f"step={step}&choose=z{n}%3D1",
        f"choose=z{n}%3D{n}&step={step}&",
    ]
    query = forms[n % len(forms)]
    host = {"HTTP_HOST": f"localhost:{10_000 + n}"} if n % 10 == 0 else {}
    return query, host


def _entries() -> int:
    pages = page_cache()
    if isinstance(pages, BoundedFileCache):
        return pages.usage()[0]
    return len(pages._cache.get_client().keys("pages:*"))  # Redis: the page alias's own keys


@contextlib.contextmanager
def _on(backend: str):
    if backend == "file":
        yield
        return
    if throwaway.redis_binary() is None:
        pytest.skip("redis-server not installed")
    with throwaway.redis() as url, override_settings(CACHES=caches_from_url(url, default_dir="")):
        caches["default"].clear()
        local_pages.clear()
        traces.forget_recent_runs()
        yield


@pytest.mark.parametrize("backend", ["file", "redis"])
@pytest.mark.long
def test_requests_a_page_ignores_do_not_fill_the_page_cache(boards, backend):
    with _on(backend):
        _flood(backend)


def _flood(backend: str) -> None:
    client = Client()
    for page in PAGES:  # the pages themselves: one entry each per step
        for step in range(3):
            # 301: a numbered step that moved (data/boards-step-links.yaml)
            assert client.get(page, QUERY_STRING=f"step={step}").status_code in (200, 301)
    before, runs = _entries(), traces.engine_runs()
    started = time.monotonic()
    statuses = []
    for n, page in zip(range(REQUESTS), itertools.cycle(PAGES), strict=False):
        query, host = _spellings(n)
        statuses.append(client.get(page, QUERY_STRING=query, **host).status_code)
    elapsed = time.monotonic() - started
    after = _entries()
    added_runs = traces.engine_runs() - runs
    print(
        f"{backend}: {REQUESTS} requests in {elapsed:.1f} s: entries {before} -> {after}, "
        f"engine runs +{added_runs}"
    )
    assert set(statuses) <= {200, 301}  # a numbered step that moved redirects to its address
    assert after - before <= 200
    assert after == before  # in fact none
    assert traces.engine_runs() == runs
