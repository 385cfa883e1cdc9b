"""The what-if store is bounded — a rate per client per hour and per day, a size per copy, caps on
copies, bytes and copies a day — and never loses a copy to make room (issue 30)."""

from __future__ import annotations

import datetime
import itertools

import pytest
from django.core.cache import cache
from django.test import Client
from django.utils import timezone

from rulesite.boards.models import EditedBoard, WhatIfTotals
from rulesite.boards.services import what_if
from rulesite.pagecache.middleware import local_pages, page_cache

BOARD = "gr-hp-zero"
_addresses = itertools.count(1)


pytestmark = pytest.mark.database  # make test-postgres runs it on PostgreSQL too


@pytest.fixture
def limited(settings):
    settings.RATELIMIT_ENABLE = True
    cache.clear()
    yield settings
    cache.clear()


def client_at(address: str) -> Client:
    return Client(REMOTE_ADDR=address)


def form_data(client: Client) -> dict:
    form = client.get(f"/boards/{BOARD}/edit/").context["form"]
    return {name: field.initial for name, field in form.fields.items()}


def distinct_post(client: Client, data: dict, n: int):
    """A new text each time (a comment line), so every accepted post would be a new copy."""
    return client.post(f"/boards/{BOARD}/edit/", {**data, "source": data["source"] + f"# copy {n}\n"})


def test_two_hundred_posts_from_one_client_get_429_before_the_store_is_full(boards, limited):
    # Default rate (30/h); the store capped a little above it, as a full store would be.
    limited.WHAT_IF_MAX_COPIES = 40
    client = client_at("203.0.113.7")
    data = form_data(client)
    statuses = [distinct_post(client, data, n).status_code for n in range(200)]
    first_429 = statuses.index(429)
    assert statuses[:first_429] == [302] * 30 and first_429 == 30
    assert set(statuses[first_429:]) == {429}
    assert EditedBoard.objects.count() == 30 < limited.WHAT_IF_MAX_COPIES


def test_the_429_page_says_when_to_come_back(boards, limited):
    limited.WHAT_IF_RATE = "2/h"
    client = client_at("203.0.113.8")
    data = form_data(client)
    for n in range(2):
        assert distinct_post(client, data, n).status_code == 302
    response = distinct_post(client, data, 2)
    assert response.status_code == 429
    assert 0 < int(response["Retry-After"]) <= 3600
    page = response.content.decode()
    assert "Too many what-if copies" in page and "try again in about" in page
    # Another client is not limited by this one.
    assert distinct_post(client_at("203.0.113.9"), data, 3).status_code == 302


def test_a_full_store_refuses_new_copies_and_keeps_every_one(boards, settings):
    """Audit finding 4: eviction removed 447 copies to admit 160 posts; their links went 404."""
    settings.WHAT_IF_MAX_COPIES = 5
    client = client_at("198.51.100.1")
    data = form_data(client)
    urls = [distinct_post(client, data, n)["Location"] for n in range(5)]
    EditedBoard.objects.update(last_viewed=timezone.now() - datetime.timedelta(days=400))
    refused = distinct_post(client, data, 5)
    assert refused.status_code == 503
    page = refused.content.decode()
    assert "The what-if store is full" in page and "links people shared still work" in page
    assert EditedBoard.objects.count() == 5
    for url in urls:
        assert client.get(url).status_code == 200
    # The same text as a stored copy is that copy, even in a full store.
    assert distinct_post(client, data, 0)["Location"] == urls[0]


def test_the_store_is_capped_in_bytes_too(boards, settings):
    client = client_at("198.51.100.2")
    data = form_data(client)
    assert distinct_post(client, data, 0).status_code == 302
    one = EditedBoard.objects.get().size
    settings.WHAT_IF_MAX_STORE_BYTES = one * 3 + one // 2
    statuses = [distinct_post(client, data, n).status_code for n in range(1, 6)]
    assert statuses == [302, 302, 503, 503, 503]
    sizes = list(EditedBoard.objects.values_list("size", flat=True))
    assert len(sizes) == 3 and sum(sizes) <= settings.WHAT_IF_MAX_STORE_BYTES
    totals = WhatIfTotals.objects.get()
    assert (totals.copies, totals.bytes) == (3, sum(sizes))


def test_the_site_takes_at_most_so_many_new_copies_a_day(boards, settings):
    settings.WHAT_IF_SITE_DAILY = 3
    data = form_data(client_at("198.51.100.5"))
    statuses = [distinct_post(client_at(f"198.51.100.{10 + n}"), data, n).status_code for n in range(3)]
    refused = distinct_post(client_at("198.51.100.20"), data, 3)
    assert statuses == [302] * 3 and refused.status_code == 503
    assert 0 < int(refused["Retry-After"]) <= 86_400
    assert "as many new what-if copies today" in refused.content.decode()
    # Tomorrow (UTC) the count starts again.
    WhatIfTotals.objects.update(day=timezone.now().date() - datetime.timedelta(days=1))
    assert distinct_post(client_at("198.51.100.21"), data, 4).status_code == 302
    assert WhatIfTotals.objects.get().day_copies == 1


def test_each_client_has_a_daily_rate_too(boards, limited):
    limited.WHAT_IF_RATE = "1000/h"
    limited.WHAT_IF_DAILY_RATE = "4/d"
    client = client_at("2001:db8:5:6::1")
    data = form_data(client)
    statuses = [distinct_post(client, data, n).status_code for n in range(4)]
    over = distinct_post(client_at("2001:db8:5:6:ffff::9"), data, 4)  # the same /64 network
    assert statuses == [302] * 4 and over.status_code == 429
    assert 0 < int(over["Retry-After"]) <= 86_400
    assert distinct_post(client_at("2001:db8:5:7::1"), data, 5).status_code == 302


def test_a_copy_is_stored_compactly_with_what_it_changed_in_both_languages(boards):
    client = client_at("198.51.100.6")
    data = form_data(client)
    data["source"] = data["source"].replace("life: 7}", "life: 6}", 1) + "# " + "compact " * 200 + "\n"
    location = client.post(f"/boards/{BOARD}/edit/", data)["Location"]
    edited = EditedBoard.objects.get()
    assert edited.source.replace("\r\n", "\n") == data["source"].replace("\r\n", "\n")
    assert edited.size == len(bytes(edited.packed)) < len(edited.source.encode()) / 2
    assert edited.origin == BOARD and edited.origin_title == {
        "ja": "HPが0になったユニット",
        "en": "A unit whose HP drops to 0",
    }
    assert any("7 → 6" in line for line in edited.changes["en"])
    assert any("7 → 6" in line for line in edited.changes["ja"])
    assert edited.changes["en"] != edited.changes["ja"]
    assert "7 → 6" in client.get(location).content.decode()


def test_a_copy_over_the_size_limit_is_refused(boards, settings):
    settings.WHAT_IF_MAX_BYTES = 2_000
    client = client_at("198.51.100.3")
    data = form_data(client)
    data["source"] += "# " + "あ" * 700 + "\n"  # 700 characters, 2,100 bytes
    response = client.post(f"/boards/{BOARD}/edit/", data)
    assert response.status_code == 400
    assert "a what-if copy may be at most 2000 bytes" in response.content.decode()
    assert EditedBoard.objects.count() == 0


def empty_page_cache():
    page_cache().clear()
    local_pages.clear()


def test_last_viewed_is_written_at_most_once_per_interval(boards, django_assert_num_queries):
    client = client_at("198.51.100.4")
    url = distinct_post(client, form_data(client), 0)["Location"]
    edited = EditedBoard.objects.get()
    created = edited.last_viewed
    client.get(url)
    assert EditedBoard.objects.get().last_viewed == created  # viewed within the hour: no write
    EditedBoard.objects.update(last_viewed=created - datetime.timedelta(hours=2))
    empty_page_cache()  # a cached copy page does not reach the view
    client.get(url)
    assert EditedBoard.objects.get().last_viewed > created
    edited = EditedBoard.objects.get()
    with django_assert_num_queries(0):
        what_if.touch(edited)  # fresh: not even a query


def test_behind_a_proxy_the_client_is_the_address_the_proxy_saw(rf, settings):
    settings.TRUSTED_PROXY_COUNT = 1
    request = rf.post("/", REMOTE_ADDR="10.0.0.1", HTTP_X_FORWARDED_FOR="6.6.6.6, 203.0.113.5")
    assert what_if.client_key("g", request) == "203.0.113.5"
    ipv6 = rf.post("/", REMOTE_ADDR="10.0.0.1", HTTP_X_FORWARDED_FOR="2001:db8:1:2:3:4:5:6")
    assert what_if.client_key("g", ipv6) == "2001:db8:1:2::"  # one /64 network, one client
    garbage = rf.post("/", REMOTE_ADDR="10.0.0.1", HTTP_X_FORWARDED_FOR="not-an-address")
    assert what_if.client_key("g", garbage) == "unknown"
