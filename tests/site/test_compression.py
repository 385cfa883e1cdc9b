"""HTML is sent compressed when the client asks (gzip, Brotli), from the view or from the page cache;
never a response that carries a CSRF token (BREACH)."""

import gzip

import brotli
import pytest

READ_PAGES = [
    "/one-piece/8-1-3-4-3/",
    "/gate-ruler/12-4b-3a/",
    "/boards/gr-hp-zero/?step=hp-changed.1",
    "/search/?q=trigger",
    "/one-piece/versions.atom",
]
DECODE = {"gzip": gzip.decompress, "br": brotli.decompress}


@pytest.mark.parametrize("encoding", ["gzip", "br"])
@pytest.mark.parametrize("url", READ_PAGES)
def test_a_read_page_is_compressed_the_first_time_and_from_the_cache(client, boards, url, encoding):
    plain = client.get(url).content
    for attempt in ("rendered or cached", "cached"):
        response = client.get(url, headers={"Accept-Encoding": encoding})
        assert response.status_code == 200, attempt
        assert response["Content-Encoding"] == encoding, attempt
        assert "Accept-Encoding" in response["Vary"]
        assert len(response.content) < len(plain) / 2
        assert DECODE[encoding](response.content) == plain


def test_an_htmx_step_fragment_is_compressed(client, boards):
    headers = {"HX-Request": "true", "Accept-Encoding": "br"}
    response = client.get("/boards/gr-hp-zero/?step=hp-changed.1", headers=headers)
    assert response["Content-Encoding"] == "br"
    assert b"<html" not in brotli.decompress(response.content)


def test_a_client_that_asks_for_nothing_gets_plain_html(client, boards):
    response = client.get("/one-piece/8-1-3-4-3/")
    assert "Content-Encoding" not in response and response.content.startswith(b"<!DOCTYPE")


def test_a_cached_page_still_answers_if_none_match_with_304_when_compressed(client, boards):
    first = client.get("/one-piece/8-1-3-4-3/", headers={"Accept-Encoding": "gzip"})
    again = client.get(
        "/one-piece/8-1-3-4-3/", headers={"Accept-Encoding": "gzip", "If-None-Match": first["ETag"]}
    )
    assert again.status_code == 304


@pytest.mark.parametrize("url", ["/boards/gr-hp-zero/edit/", "/admin/login/"])
def test_a_page_that_carries_a_csrf_token_is_never_compressed(client, boards, url):
    response = client.get(url, headers={"Accept-Encoding": "gzip, br, zstd"})
    assert response.status_code == 200
    assert "csrftoken" in response.cookies  # the page carries a token...
    assert "Content-Encoding" not in response  # ...so it goes out as it is (BREACH)
    assert b"<html" in response.content
