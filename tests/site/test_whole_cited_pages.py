"""Issue 36: every page a board step cites is a whole page, even when our source lacks its text:
a citation to copy, "Show to players", its place in the official numbering, nearest sections that
are near; rule numbers kept on one line."""

import pytest

from engine.ruletext import catalog
from rulesite.rulebooks.templatetags.rulebooks import unbroken_numbers


def get(client, url, lang="en"):
    return client.get(url, HTTP_ACCEPT_LANGUAGE=lang)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_rule_outside_the_source_has_a_citation_and_a_show_to_players_page(client, boards, lang):
    page = get(client, "/one-piece/10-1-5/", lang).content.decode()
    assert 'id="citation"' in page and "http://testserver/one-piece/v/1.2.1/10-1-5/" in page
    assert 'href="/one-piece/v/1.2.1/10-1-5/show/"' in page
    show = get(client, "/one-piece/v/1.2.1/10-1-5/show/", lang)
    assert show.status_code == 200
    assert "<svg" in show.content.decode() and "10-1-5" in show.content.decode()


def test_it_sits_in_the_official_numbering_previous_next_parent_children(client, boards):
    page = get(client, "/one-piece/10-1-5/").content.decode()
    assert 'rel="prev" href="/one-piece/10-1-4-1/"' in page  # official order: 10-1-4's last child
    assert 'rel="next" href="/one-piece/10-1-5-1/"' in page
    assert 'href="/one-piece/10-1/"' in page  # the breadcrumb: its parent
    for child in ("10-1-5-1", "10-1-5-2", "10-1-5-3"):
        assert f'href="/one-piece/{child}/"' in page
    last_child = get(client, "/one-piece/10-1-5-3/").content.decode()
    assert 'rel="next" href="/one-piece/10-1-6/"' in last_child


def test_numbers_in_what_is_known_are_links(client, boards):
    page = get(client, "/one-piece/10-1-5/", "ja").content.decode()
    assert 'class="xref' in page.split("わかっていること", 1)[1].split("</dd>", 1)[0]


def test_every_number_a_board_cites_outside_the_source_can_be_shown_to_players(client, boards):
    from rulesite.boards.models import Board

    cited = {n for board in Board.objects.filter(rulebook__slug="one-piece") for n in board.cited_numbers}
    numbers = sorted(cited & set(catalog.out_of_source("one-piece")))
    assert len(numbers) > 50  # most of what ONE PIECE boards cite is outside the summary
    for number in numbers:
        assert get(client, f"/one-piece/v/1.2.1/{number}/show/").status_code == 200, number


def test_the_nearest_sections_of_a_mistyped_child_start_with_its_parent(client, boards):
    response = get(client, "/one-piece/10-1-5-9/")
    assert response.status_code == 404
    nearest = response.content.decode().split('class="nearest"', 1)[1]
    assert nearest.index('href="/one-piece/10-1-5/"') < nearest.index("</li>")
    assert "9-1-2" not in nearest


def test_a_search_for_a_mistyped_child_shows_only_the_book_that_has_its_parent(client, boards):
    response = get(client, "/search/?q=10-1-5-9")
    assert response.status_code == 404  # like any number no book has (?q=12-99)
    page = response.content.decode()
    assert 'href="/one-piece/10-1-5/"' in page and "/gate-ruler/12-1/" not in page
    assert 'id="boards-title"' not in page  # no board matched on the number's digits


def test_rule_numbers_in_plain_text_are_kept_on_one_line():
    html = unbroken_numbers("ONE PIECE v1.2.1 8-1-3-4-3, 12-4b-3a (2026-08-28) <b>")
    assert html.count('<span class="num">') == 2
    assert '<span class="num">8-1-3-4-3</span>' in html and '<span class="num">12-4b-3a</span>' in html
    assert "&lt;b&gt;" in html and "1.2.1" in html and "2026-08-28" in html
