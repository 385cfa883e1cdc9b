"""Read pages are cached, keyed by path, query, language, htmx and the data version; HTTP caching."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command

import engine
from rulesite.pagecache import dataversion
from rulesite.pagecache.middleware import local_pages, page_cache

SECTION = "/gate-ruler/12-4b-3a/"
BOARD = "gr-defeat-by-damage"
READ_PAGES = [
    "/",
    "/gate-ruler/",
    "/gate-ruler/v/1.0.0/",
    SECTION,
    "/gate-ruler/v/1.0.0/12-4b-3a/",
    "/gate-ruler/12-4/",
    "/gate-ruler/glossary/",
    "/gate-ruler/coverage/",
    "/gate-ruler/12-4/preview/",
    "/boards/",
    f"/boards/{BOARD}/",
    f"/boards/{BOARD}/?step=resolve-card.1",
    f"/boards/{BOARD}/embed/",
    "/search/?q=%E7%A0%B4%E5%A3%8A",
    "/one-piece/",
]


pytestmark = pytest.mark.database  # make test-postgres runs it on PostgreSQL too


def _edited_gate_ruler(tmp_path: Path, number: str, text: str) -> Path:
    path = Path(settings.BASE_DIR, "data", "rulebooks", "gate-ruler", "1.0.0.txt")
    source = path.read_text(encoding="utf-8")
    lines = [f"{number}. {text}" if line.startswith(f"{number}. ") else line for line in source.splitlines()]
    edited = tmp_path / "1.0.0.txt"
    edited.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return edited


@pytest.mark.parametrize("url", READ_PAGES)
def test_read_pages_send_no_cookie_and_do_not_vary_on_cookie(client, boards, url):
    for _ in range(2):  # rendered, then from the cache
        response = client.get(url)
        assert response.status_code == 200, url
        assert not response.cookies, (url, response.cookies)
        assert "Set-Cookie" not in response.headers
        assert "cookie" not in response.get("Vary", "").lower(), response["Vary"]
        assert response["ETag"] and response["Last-Modified"]
        assert response["Cache-Control"].startswith("public, ")


def test_htmx_fragments_are_cached_apart_from_the_page(client, boards):
    page = client.get(f"/boards/{BOARD}/?step=1")
    fragment = client.get(f"/boards/{BOARD}/?step=1", HTTP_HX_REQUEST="true")
    again = client.get(f"/boards/{BOARD}/?step=1", HTTP_HX_REQUEST="true")
    assert b"<html" in page.content and b"<html" not in fragment.content
    assert again.content == fragment.content and again["ETag"] == fragment["ETag"] != page["ETag"]
    assert not fragment.cookies and "HX-Request" in fragment["Vary"]
    restore_headers = {"HTTP_HX_REQUEST": "true", "HTTP_HX_HISTORY_RESTORE_REQUEST": "true"}
    restore = client.get(f"/boards/{BOARD}/?step=1", **restore_headers)
    assert b"<html" in restore.content


def test_a_cached_page_is_served_without_a_database_query(client, boards, django_assert_num_queries):
    first = client.get("/gate-ruler/12-4/?board=" + BOARD)
    with django_assert_num_queries(0):
        cached = client.get("/gate-ruler/12-4/?board=" + BOARD)
    assert cached.status_code == 200 and cached.content == first.content
    with django_assert_num_queries(0):
        client.get("/gate-ruler/12-4/?board=" + BOARD, HTTP_IF_NONE_MATCH=first["ETag"])


def test_a_conditional_get_with_the_etag_gets_304(client, boards):
    first = client.get(SECTION)
    again = client.get(SECTION, HTTP_IF_NONE_MATCH=first["ETag"])
    assert again.status_code == 304 and again.content == b""
    assert again["ETag"] == first["ETag"]
    since = client.get(SECTION, HTTP_IF_MODIFIED_SINCE=first["Last-Modified"])
    assert since.status_code == 304
    other = client.get(SECTION, HTTP_IF_NONE_MATCH='"not-this-page"')
    assert other.status_code == 200 and other.content == first.content


def test_pinned_pages_are_immutable_and_latest_pages_revalidate(client, boards, tmp_path):
    # A page pinned to the newest version revalidates: it will still gain the notice of a newer one.
    assert "immutable" not in client.get("/gate-ruler/v/1.0.0/12-4b-3a/")["Cache-Control"]
    from tests.fixtures.documents import write_gate_ruler_1_1_0

    call_command("import_rulebook", "gate-ruler", "1.1.0", str(write_gate_ruler_1_1_0(tmp_path)))
    pinned = client.get("/gate-ruler/v/1.0.0/12-4b-3a/")
    assert pinned["Cache-Control"] == "public, max-age=31536000, immutable"
    pinned_toc = client.get("/gate-ruler/v/1.0.0/")
    assert "immutable" in pinned_toc["Cache-Control"]
    latest = client.get(SECTION)
    assert "immutable" not in latest["Cache-Control"]
    assert "stale-while-revalidate=" in latest["Cache-Control"] and "max-age=60" in latest["Cache-Control"]


def test_an_import_makes_the_next_request_return_the_new_text(client, boards, tmp_path):
    before = client.get(SECTION)
    assert client.get(SECTION).content == before.content  # cached
    new_text = "取り込み直後の次の要求で見える新しい文。"
    edited = _edited_gate_ruler(tmp_path, "12-4b-3a", new_text)
    call_command("import_rulebook", "gate-ruler", "1.0.0", str(edited))
    after = client.get(SECTION)
    assert new_text in after.content.decode()
    assert after["ETag"] != before["ETag"]
    stale = client.get(SECTION, HTTP_IF_NONE_MATCH=before["ETag"])
    assert stale.status_code == 200 and new_text in stale.content.decode()


def test_the_data_version_changes_with_rulebooks_boards_and_glossaries(boards, tmp_path):
    from rulesite.boards.services.loader import load_boards
    from rulesite.rulebooks.models import Rulebook
    from rulesite.rulebooks.services.importer import load_glossary, load_shipped_rulebooks

    start = dataversion.current()
    load_shipped_rulebooks()  # nothing new: same files
    load_boards()
    assert dataversion.current() == start

    board_file = tmp_path / "board.yaml"
    original = next(p for p in engine.board_files() if p.stem == BOARD)
    board_file.write_text(original.read_text(encoding="utf-8") + "\n# changed\n", encoding="utf-8")
    others = [p for p in engine.board_files() if p.stem != BOARD]
    load_boards([*others, board_file])
    after_boards = dataversion.current()
    assert after_boards.token != start.token

    load_glossary(Rulebook.objects.get(slug="gate-ruler"), ())
    assert dataversion.current().token != after_boards.token


def test_the_data_version_is_read_from_the_database_when_the_cache_lost_it(db, django_assert_num_queries):
    from django.core.cache import cache

    changed = dataversion.data_changed()
    cache.delete(dataversion.CACHE_KEY)
    with django_assert_num_queries(1):
        assert dataversion.current() == changed
    with django_assert_num_queries(0):
        assert dataversion.current() == changed


def test_the_language_is_part_of_the_key_and_the_cookie_is_not(client, boards):
    english = client.get(SECTION, HTTP_ACCEPT_LANGUAGE="en")
    japanese = client.get(SECTION, HTTP_ACCEPT_LANGUAGE="ja")
    assert english["Content-Language"] == "en" and japanese["Content-Language"] == "ja"
    assert english.content != japanese.content
    client.cookies["django_language"] = "ja"
    chosen = client.get(SECTION, HTTP_ACCEPT_LANGUAGE="en")
    assert chosen["Content-Language"] == "ja" and chosen.content == japanese.content
    client.cookies["unrelated"] = "x"
    assert client.get(SECTION, HTTP_ACCEPT_LANGUAGE="en")["ETag"] == japanese["ETag"]


def test_a_query_the_page_does_not_read_is_dropped_from_its_key_and_its_page(client, boards):
    """Issue 30 (audit finding 7): ``?utm_source=<random>`` made every request a miss (29–38 r/s)."""
    plain = client.get(SECTION)
    assert plain.status_code == 200
    for n in range(3):
        response = client.get(SECTION + f"?utm_source=zq{n}zq&fbclid={n}")
        assert response.status_code == 200
        assert response["ETag"] == plain["ETag"]  # the same entry: served, not rendered
        assert f"zq{n}zq" not in response.content.decode()
    # With the cache emptied, the first such request renders the page without the parameter.
    page_cache().clear()
    local_pages.clear()
    fresh = client.get(SECTION + "?utm_source=zqfirstzq")
    assert fresh.status_code == 200 and "zqfirstzq" not in fresh.content.decode()
    assert client.get(SECTION)["ETag"] == fresh["ETag"]
    assert "ETag" in client.get(SECTION + "?board=" + BOARD).headers


def test_pages_vary_on_every_htmx_header_they_depend_on(client, boards):
    """Issue 30 (audit finding 8): a history restore gets the whole page, so a shared cache must
    keep it apart from the fragment."""
    path = f"/boards/{BOARD}/?step=resolve-card.1"
    fragment = client.get(path, headers={"HX-Request": "true"})
    restore = client.get(path, headers={"HX-Request": "true", "HX-History-Restore-Request": "true"})
    assert len(restore.content) > len(fragment.content)
    for response in (fragment, restore, client.get(path)):
        vary = {v.strip().lower() for v in response["Vary"].split(",")}
        assert {"hx-request", "hx-history-restore-request", "accept-language"} <= vary


def test_forms_and_what_if_pages_are_not_cached(client, boards):
    response = client.get(f"/boards/{BOARD}/edit/")
    assert response.status_code == 200 and "ETag" not in response.headers


def test_the_data_changed_command_makes_every_page_render_afresh(client, boards):
    first = client.get(SECTION)
    call_command("data_changed")
    assert client.get(SECTION)["ETag"] != first["ETag"]


def test_pages_are_still_served_when_the_cache_is_unreachable(client, boards, monkeypatch):
    from django.core.cache import cache

    def unreachable(*args, **kwargs):
        raise ConnectionError("cache down")

    client.get(SECTION)
    monkeypatch.setattr(cache, "get", unreachable)
    monkeypatch.setattr(cache, "set", unreachable)
    response = client.get(SECTION + "?board=" + BOARD)
    assert response.status_code == 200 and b"12-4b-3a" in response.content
