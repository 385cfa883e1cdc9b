"""Issue 22, finding 7: visitors cannot fill the page cache; it is bounded and kept apart.

Spellings of one page (``?step=1+``, ``%09``, a trailing ``&``, ``Host: …:N``, choose keys the
board never asks) are one entry or none, and do not run the engine; the page cache is its own
alias, bounded, evicting the least recently used pages a few at a time.
"""

from __future__ import annotations

import pytest
from django.core.cache import cache
from django.test import RequestFactory

from rulesite.boards.services import traces
from rulesite.pagecache import dataversion
from rulesite.pagecache.bounded import BoundedFileCache
from rulesite.pagecache.middleware import local_pages, page_cache
from rulesite.pagecache.query import canonical_host, canonical_query

BOARD = "gr-defeat-by-damage"
PAGE = f"/boards/{BOARD}/"


def entries() -> int:
    return page_cache().usage()[0]


def test_the_page_cache_is_its_own_bounded_alias():
    pages = page_cache()
    assert pages is not cache and isinstance(pages, BoundedFileCache)
    assert pages._dir != cache._dir


@pytest.mark.parametrize(
    ("query", "canonical"),
    [
        ("step=1", "step=1"),
        ("step=1+", "step=1"),
        ("step=%31", "step=1"),
        ("step=01", "step=1"),
        ("step=1%09", "step=1"),
        ("step=1&", "step=1"),
        ("&&step=1&", "step=1"),
        ("step=1&step=x", "step=1"),
        ("step=x", "step=x"),  # refused by the viewer (a 400, never stored): as it is
        ("choose=b%3D2&step=3&choose=a%3D1", "choose=a%3D1&choose=b%3D2&step=3"),
        ("choose=a%3D1&choose=a%3D2", "choose=a%3D2"),  # the last value of a key wins
        ("q=+12-4+&book=gate-ruler", "book=gate-ruler&q=12-4"),
        ("utm_source=x+", "utm_source=x+"),  # no page reads it: kept (and never stored)
    ],
)
def test_the_query_is_keyed_as_the_views_read_it(query, canonical):
    assert canonical_query(RequestFactory().get("/?" + query)) == canonical


@pytest.mark.parametrize(
    ("host", "port", "key"),
    [
        ("example.org", "80", "example.org"),
        ("Example.ORG:80", "80", "example.org"),
        ("example.org:8000", "8000", "example.org:8000"),  # the server's own port (make run)
        ("example.org:12345", "8000", None),  # any other port: not cached at all
    ],
)
def test_the_host_is_keyed_without_a_port(host, port, key):
    request = RequestFactory().get("/", HTTP_HOST=host, SERVER_PORT=port)
    assert canonical_host(request) == key


def test_a_public_port_can_be_named(settings):
    settings.PAGE_CACHE_PORTS = ["8443"]
    request = RequestFactory().get("/", HTTP_HOST="example.org:8443", SERVER_PORT="8000")
    assert canonical_host(request) == "example.org:8443"


def test_spellings_of_a_step_are_one_entry(client, boards):
    first = client.get(PAGE, QUERY_STRING="step=1")
    assert first.status_code == 200
    stored = entries()
    for query in ["step=1+", "step=%31", "step=01", "step=1%09", "step=1&", "&step=1", "step=1&step=zz"]:
        response = client.get(PAGE, QUERY_STRING=query)
        assert response.status_code == 200, query
        assert response["ETag"] == first["ETag"] and response.content == first.content, query
    assert entries() == stored


def test_another_spelling_is_never_stored_so_its_text_never_reaches_others(client, boards):
    odd = client.get(PAGE, QUERY_STRING="step=1&step=%3Cb%3Eplanted")
    assert odd.status_code == 200 and "ETag" not in odd.headers
    assert entries() == 0
    canonical = client.get(PAGE, QUERY_STRING="step=1")
    assert "ETag" in canonical.headers and b"planted" not in canonical.content
    again = client.get(PAGE, QUERY_STRING="step=1&step=%3Cb%3Eplanted")
    assert again["ETag"] == canonical["ETag"] and b"planted" not in again.content


def test_other_ports_are_rendered_but_neither_stored_nor_served_others(client, boards):
    plain = client.get(PAGE)
    stored = entries()
    for port in (1234, 5678):
        response = client.get(PAGE, HTTP_HOST=f"testserver:{port}")
        assert response.status_code == 200 and "ETag" not in response.headers
        assert f"testserver:{port}/boards/".encode() in response.content  # its own links, not stored
    assert entries() == stored
    assert client.get(PAGE, HTTP_HOST="testserver:80")["ETag"] == plain["ETag"]
    assert b"testserver:1234" not in client.get(PAGE).content


def test_choose_keys_the_board_never_asks_do_not_run_the_engine_or_make_entries(client, boards):
    plain = client.get(PAGE, QUERY_STRING="step=resolve-card.1")
    stored, runs = entries(), traces.engine_runs()
    for n in range(20):
        traces.forget_recent_runs()
        local_pages.clear()
        response = client.get(PAGE, QUERY_STRING=f"step=resolve-card.1&choose=z{n}%3D1")
        assert response.status_code == 200
        assert response["ETag"] == plain["ETag"]
        assert f"z{n}%3D".encode() not in response.content  # its links carry only the choices that count
    assert traces.engine_runs() == runs
    assert entries() == stored


def test_a_choice_the_board_asks_still_counts(client, boards):
    page = "/boards/gr-destroy-event-before-move/"  # a board with a decision of two options
    viewer = client.get(page).context["viewer"]
    step = next(s for s in viewer.trace["steps"] if s["decision"] and len(s["decision"]["options"]) > 1)
    key, chosen = step["decision"]["key"], step["decision"]["chosen"]
    other = next(o for o in step["decision"]["options"] if o != chosen)
    query = {"step": step["index"], "choose": [f"{key}={other}", "zz=1"]}
    branch = client.get(page, query)
    assert branch.status_code == 200 and branch.context["viewer"].decision.chosen == other
    assert branch.context["viewer"].choices == {key: other}
    bad = client.get(page, {"step": step["index"], "choose": f"{key}=not-an-option"})
    assert bad.status_code == 400


def test_a_bounded_file_cache_evicts_the_least_recently_used_a_few_at_a_time(tmp_path):
    bounded = BoundedFileCache(str(tmp_path), {"OPTIONS": {"MAX_ENTRIES": 50, "MAX_BYTES": 10**9}})
    for n in range(50):
        bounded.set(f"k{n}", n)
    for n in range(10):  # the oldest ten, read again: used recently
        assert bounded.get(f"k{n}") == n
    bounded.set("k50", 50)  # full: the least recently used are evicted, a tenth at most
    count, _ = bounded.usage()
    assert 45 <= count <= 50
    assert all(bounded.get(f"k{n}") == n for n in range(10))
    assert bounded.get("k50") == 50
    for n in range(51, 500):
        bounded.set(f"k{n}", n)
    assert bounded.usage()[0] <= 50


def test_a_bounded_file_cache_looks_at_its_directory_only_as_it_nears_a_limit(tmp_path, monkeypatch):
    bounded = BoundedFileCache(str(tmp_path), {"OPTIONS": {"MAX_ENTRIES": 1_000}})
    looks = []
    entries = bounded._entries
    monkeypatch.setattr(bounded, "_entries", lambda: looks.append(1) or entries())
    for n in range(1_200):
        bounded.set(f"k{n}", n)
    assert bounded.usage()[0] <= 1_000
    assert len(looks) < 120  # not one per write


def test_a_bounded_file_cache_keeps_within_its_bytes(tmp_path):
    bounded = BoundedFileCache(str(tmp_path), {"OPTIONS": {"MAX_ENTRIES": 10**6, "MAX_BYTES": 200_000}})
    for n in range(100):
        bounded.set(f"k{n}", bytes(range(256)) * 40 + str(n).encode())  # ~10 KB each, incompressible-ish
    assert bounded.usage()[1] <= 200_000 + 20_000


def test_a_flood_of_pages_never_drops_the_data_version_or_traces(boards, client, monkeypatch):
    version = dataversion.current()
    client.get(PAGE)
    trace_keys = [key for key in cache._list_cache_files()]
    pages = page_cache()
    monkeypatch.setattr(pages, "_max_entries", 30)
    monkeypatch.setattr(pages, "_unchecked_writes", 0)
    for n in range(200):
        pages.set(f"page:flood{n}", ([], b"x" * 100))
    assert entries() <= 30
    assert cache.get(dataversion.CACHE_KEY) is not None and dataversion.current() == version
    assert all(key in cache._list_cache_files() for key in trace_keys)
