"""The reproducers of issue 11: each gets a clear 4xx or a page, never a 500, and nothing is stored."""

from __future__ import annotations

import pytest

from rulesite.boards.models import EditedBoard

BOARD = "gr-hp-zero"


pytestmark = pytest.mark.database  # make test-postgres runs it on PostgreSQL too


def what_if_data(client, source_edit=None):
    form = client.get(f"/boards/{BOARD}/edit/").context["form"]
    data = {name: field.initial for name, field in form.fields.items()}
    if source_edit:
        data["source"] = source_edit(data["source"])
    return data


@pytest.mark.parametrize("step", ["²", "٣", "１", "0x1", " 1 2", "1e3", "-0"])
def test_a_step_that_is_not_ascii_digits_is_400_everywhere(client, boards, step):
    found = client.post(f"/boards/{BOARD}/edit/", what_if_data(client))
    what_if = found["Location"]
    for url in (f"/boards/{BOARD}/", f"/boards/{BOARD}/embed/", what_if, f"{what_if}embed/"):
        response = client.get(url, {"step": step})
        assert response.status_code == 400, url
        assert "is not a step" in response.content.decode()
    section = client.get("/gate-ruler/12-4a-2/", {"board": BOARD, "step": step})
    assert section.status_code == 400 and "is not a step" in section.content.decode()


def test_a_step_past_the_end_is_404_on_the_board_and_on_its_section_page(client, boards):
    assert client.get(f"/boards/{BOARD}/", {"step": "999"}).status_code == 404
    assert client.get("/gate-ruler/12-4a-2/", {"board": BOARD, "step": "999"}).status_code == 404


@pytest.mark.parametrize("query", ["ab\x00cd", "\x00\x00\x00", "破壊\x1b[0m", "a\x7fbc\x85d"])
def test_control_characters_in_a_search_are_ignored(client, boards, query):
    response = client.get("/search/", {"q": query})
    assert response.status_code == 200


def test_control_characters_separate_words(client, boards):
    hits = client.get("/search/", {"q": "破壊処理\x00ゲート"}).context["hits"]
    both = client.get("/search/", {"q": "破壊処理 ゲート"}).context["hits"]
    assert [h.section.id for h in hits] == [h.section.id for h in both] and hits


@pytest.mark.parametrize(
    ("replace", "by", "message"),
    [
        ("hp: 2", "hp: " + "9" * 5000, "numbers in a board are at most"),
        ("hp: 2", "hp: 0x" + "f" * 5000, "numbers in a board are at most"),
        ("hp: 2", "hp: 0b" + "1" * 200, "numbers in a board are at most"),
        ("ja: 森の妖精", "ja: 2020-13-45", "is not a valid value"),
        ("ja: 森の妖精", "ja: 2020-01-01 10:00:00 +99:99", "is not a valid value"),
        ("ja: 森の妖精", "ja: 0000-01-01", "is not a valid value"),
    ],
)
def test_a_what_if_with_an_impossible_value_is_refused_and_not_stored(client, boards, replace, by, message):
    data = what_if_data(client, lambda s: s.replace(replace, by, 1))
    response = client.post(f"/boards/{BOARD}/edit/", data)
    assert response.status_code == 400
    assert message in response.content.decode()
    assert "line 20" in response.content.decode()
    assert EditedBoard.objects.count() == 0


def test_a_stored_what_if_that_no_longer_loads_shows_its_problems(client, boards):
    # Stored before the engine refused huge hexadecimal numbers: its page lists the problem.
    source = what_if_data(client)["source"].replace("hp: 2", "hp: 0x" + "f" * 5000, 1)
    edited = EditedBoard.objects.create(key="ab" * 32, packed=EditedBoard.pack(source))
    response = client.get(edited.get_absolute_url())
    assert response.status_code == 400
    assert "numbers in a board are at most" in response.content.decode()


def test_a_what_if_is_run_before_it_is_stored(client, boards, monkeypatch):
    import engine

    def fails(*args, **kwargs):
        raise engine.BoardError(["line 3: the engine cannot run this"])

    monkeypatch.setattr(engine, "run", fails)
    data = what_if_data(client, lambda s: s.replace("hp: 2", "hp: 3", 1))
    response = client.post(f"/boards/{BOARD}/edit/", data)
    assert response.status_code == 400 and "the engine cannot run this" in response.content.decode()
    assert EditedBoard.objects.count() == 0


@pytest.mark.parametrize(
    ("content_type", "body"),
    [
        ("application/x-www-form-urlencoded; charset=shift_jis", b"source=%82%a0"),
        ("application/x-www-form-urlencoded; charset=bogus", b"source=%ff"),
        ("application/x-www-form-urlencoded", b"source=%ff%fe%00"),
        (
            "multipart/form-data; boundary=XX; charset=bogus",
            b'--XX\r\nContent-Disposition: form-data; name="source"\r\n\r\n\xff\r\n--XX--\r\n',
        ),
        ("multipart/form-data", b"junk"),
        ("text/plain; charset=utf-16", "source=x".encode("utf-16")),
    ],
)
def test_a_post_that_is_not_utf8_is_400(boards, content_type, body):
    from django.test import Client

    client = Client(raise_request_exception=False)
    response = client.generic("POST", f"/boards/{BOARD}/edit/", data=body, content_type=content_type)
    assert response.status_code == 400
    assert EditedBoard.objects.count() == 0


def test_a_copy_whose_original_board_is_gone_is_still_shown(client, boards):
    from rulesite.boards.models import Board

    source = Board.objects.get(slug=BOARD).source
    edited = EditedBoard.objects.create(key="cd" * 32, packed=EditedBoard.pack(source))
    assert edited.based_on is None
    for url in (edited.get_absolute_url(), edited.get_absolute_url() + "embed/"):
        for step in (0, 1):
            assert client.get(url, {"step": step}).status_code == 200


def test_a_copy_turned_into_another_game_is_shown_as_that_game(client, boards):
    from rulesite.boards.models import Board

    one_piece = Board.objects.get(slug="op-up-to-zero").source
    response = client.post(f"/boards/{BOARD}/edit/", what_if_data(client, lambda s: one_piece))
    assert response.status_code == 302
    shown = client.get(response["Location"], {"step": 1})
    assert shown.status_code == 200
    assert shown.context["viewer"].game == "onepiece" and shown.context["viewer"].book == "one-piece"
