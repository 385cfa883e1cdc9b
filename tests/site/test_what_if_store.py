"""The what-if store is bounded: a rate per client, a size per copy, a cap on copies and bytes."""

from __future__ import annotations

import datetime
import itertools

import pytest
from django.core.cache import cache
from django.test import Client
from django.utils import timezone

from rulesite.boards.models import EditedBoard
from rulesite.boards.services import what_if

BOARD = "gr-hp-zero"
_addresses = itertools.count(1)


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


def test_a_full_store_deletes_the_least_recently_viewed_copies_first(boards, settings):
    settings.WHAT_IF_MAX_COPIES = 5
    client = client_at("198.51.100.1")
    data = form_data(client)
    urls = [distinct_post(client, data, n)["Location"] for n in range(5)]
    long_ago = timezone.now() - datetime.timedelta(days=2)
    EditedBoard.objects.update(last_viewed=long_ago)
    for index in (0, 2, 3, 4):  # every copy but the second is viewed again
        assert client.get(urls[index]).status_code == 200
    newest = distinct_post(client, data, 5)["Location"]
    assert EditedBoard.objects.count() == 5
    assert client.get(urls[1]).status_code == 404  # the least recently viewed went
    for url in (urls[0], urls[2], urls[3], urls[4], newest):
        assert client.get(url).status_code == 200


def test_the_store_is_capped_in_bytes_too(boards, settings):
    client = client_at("198.51.100.2")
    data = form_data(client)
    one = len(data["source"].encode()) + len("# copy 0\n")
    settings.WHAT_IF_MAX_STORE_BYTES = one * 3 + 10
    for n in range(6):
        assert distinct_post(client, data, n).status_code == 302
    sizes = list(EditedBoard.objects.values_list("size", flat=True))
    assert len(sizes) == 3 and sum(sizes) <= settings.WHAT_IF_MAX_STORE_BYTES
    assert all(
        size == len(e.source.encode()) for e, size in zip(EditedBoard.objects.all(), sizes, strict=True)
    )


def test_a_copy_over_the_size_limit_is_refused(boards, settings):
    settings.WHAT_IF_MAX_BYTES = 2_000
    client = client_at("198.51.100.3")
    data = form_data(client)
    data["source"] += "# " + "あ" * 700 + "\n"  # 700 characters, 2,100 bytes
    response = client.post(f"/boards/{BOARD}/edit/", data)
    assert response.status_code == 400
    assert "a what-if copy may be at most 2000 bytes" in response.content.decode()
    assert EditedBoard.objects.count() == 0


def test_last_viewed_is_written_at_most_once_per_interval(boards, django_assert_num_queries):
    client = client_at("198.51.100.4")
    url = distinct_post(client, form_data(client), 0)["Location"]
    edited = EditedBoard.objects.get()
    created = edited.last_viewed
    client.get(url)
    assert EditedBoard.objects.get().last_viewed == created  # viewed within the hour: no write
    EditedBoard.objects.update(last_viewed=created - datetime.timedelta(hours=2))
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
