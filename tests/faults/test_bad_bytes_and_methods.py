"""Issue 22: bad bytes, odd charsets and HEAD never reach a view as a 500; exact what-if counters."""

from __future__ import annotations

import concurrent.futures

import pytest
from django.db import OperationalError
from django.test import Client

from rulesite.pagecache import counters

NUL_URLS = [
    "/gate-ruler/v/%00/",
    "/gate-ruler/v/%00/12-4/",
    "/api/gate-ruler/sections/?version=%00",
    "/gate-ruler/diff/%00/1.0.0/",
    "/api/gate-ruler/diff/1.0.0/%00/",
    "/gate-ruler/diff/?old=%00&new=1.0.0",
    "/search/?q=12-4&book=%00",
    "/gate-ruler/12-4/preview/?v=%00",
    "/boards/%00/",
    "/search/?q=%01",
]


pytestmark = pytest.mark.database  # make test-postgres runs it on PostgreSQL too


@pytest.mark.parametrize("url", NUL_URLS)
def test_nul_and_control_characters_are_a_4xx_on_every_database(rulebooks, url):
    status = Client().get(url).status_code
    # In a path: refused. In a query: a space, which a view then finds nothing for (or ignores).
    assert status < 500 if "?" in url else 400 <= status < 500


def test_a_nul_in_a_cookie_is_a_400(rulebooks):
    assert Client().get("/admin/", HTTP_COOKIE="sessionid=abc\x00def").status_code == 400


@pytest.mark.parametrize("path", ["/search/", "/healthz", "/boards/gr-hp-zero/edit/"])
def test_a_latin1_form_with_a_csrf_cookie_is_a_400(rulebooks, path):
    client = Client(raise_request_exception=False)
    client.cookies["csrftoken"] = "a" * 32
    response = client.post(path, "a=b", content_type="application/x-www-form-urlencoded; charset=latin-1")
    assert response.status_code == 400


@pytest.mark.parametrize("path", ["/healthz", "/gate-ruler/12-6/", "/"])
def test_head_is_answered_like_get_before_any_get(rulebooks, path):
    response = Client().head(path)
    assert response.status_code == 200
    assert response.content == b""
    assert int(response["Content-Length"]) > 0


def test_a_database_that_does_not_answer_is_a_503_with_retry_after(rulebooks, monkeypatch):
    from rulesite.boards import views

    def down(*args, **kwargs):
        raise OperationalError("connection refused")

    monkeypatch.setattr(views, "render", down)
    response = Client(raise_request_exception=False).get("/boards/")
    assert response.status_code == 503
    assert int(response["Retry-After"]) > 0
    assert b"recovering" in response.content


def test_rate_counters_are_exact_and_keep_their_window(db):
    hits = [counters.hit("test", "203.0.113.1", "30/h") for _ in range(40)]
    assert [h.count for h in hits] == list(range(1, 41))
    assert sum(not h.over for h in hits) == 30
    assert all(0 < h.seconds_left <= 3600 for h in hits)
    assert counters.parse_rate("5/10m") == counters.Rate(5, 600)


@pytest.mark.django_db(transaction=True)
def test_concurrent_hits_from_one_address_count_every_one():
    from django.db import connection

    if connection.vendor == "sqlite":
        pytest.skip("the test database is SQLite in memory, not shared by threads (run on PostgreSQL)")

    def one(_):
        from django.db import connections

        try:
            return counters.hit("burst", "198.51.100.9", "30/h").over
        finally:
            connections.close_all()

    with concurrent.futures.ThreadPoolExecutor(20) as pool:
        over = list(pool.map(one, range(100)))
    assert over.count(False) == 30
