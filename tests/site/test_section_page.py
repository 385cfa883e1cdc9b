import re

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from rulesite.pagecache import dataversion
from rulesite.rulebooks.models import Section


def test_a_section_page_shows_the_section_in_context(client, rulebooks):
    response = client.get("/gate-ruler/12-4b-3a/")
    assert response.status_code == 200
    page = response.content.decode()
    assert "この事象は、そのカードが実際に他の領域に移動するかどうかには関係なく" in page
    # breadcrumb of ancestors
    for ancestor in ["/gate-ruler/12-4/", "/gate-ruler/12-4b/", "/gate-ruler/12-4b-3/"]:
        assert f'href="{ancestor}"' in page
    # previous and next in rule order
    assert 'rel="prev" href="/gate-ruler/12-4b-3/"' in page
    assert 'rel="next" href="/gate-ruler/12-4c/"' in page
    # name, version, citation and permalink
    assert "ゲートルーラー総合ルール Ver. 1.0.0 12-4b-3a" in page
    assert "http://testserver/gate-ruler/v/1.0.0/12-4b-3a/" in page


def test_a_parent_shows_its_whole_subtree(client, rulebooks):
    page = client.get("/gate-ruler/12-4/").content.decode()
    for number in ["12-4a", "12-4a-3", "12-4b-2a", "12-4c-2"]:
        assert f'id="s-{number}"' in page
    assert 'id="s-12-5a"' not in page
    assert 'rel="next" href="/gate-ruler/12-5/"' in page


def test_the_pinned_address_serves_the_same_section(client, rulebooks):
    response = client.get("/gate-ruler/v/1.0.0/12-4b-3a/")
    assert response.status_code == 200
    assert "version-pinned" in response.content.decode()
    assert client.get("/gate-ruler/v/9.9.9/12-4b-3a/").status_code == 404


def test_a_one_piece_section_says_its_text_is_a_summary(client, rulebooks):
    page = client.get("/one-piece/8-1-3-4/").content.decode()
    assert "「代わりに」と表記された後の効果を指します。" in page
    assert "not the official wording" in page
    assert "https://en.onepiece-cardgame.com/pdf/rule_comprehensive.pdf" in page


def test_the_processing_order_is_shown_as_a_synthesis(client, rulebooks):
    page = client.get("/one-piece/8-6-1/").content.decode()
    assert "Not one official rule" in page
    for number in ["8-1-3-3-5", "8-1-3-4-2", "8-6-1"]:
        assert f'href="/one-piece/{number}/"' in page


def test_a_non_canonical_number_redirects_to_the_permalink(client, rulebooks):
    response = client.get("/gate-ruler/12-4B-3A/")
    assert response.status_code == 301 and response["Location"] == "/gate-ruler/12-4b-3a/"


def test_an_unknown_number_gets_a_404_with_the_nearest_sections(client, rulebooks):
    response = client.get("/gate-ruler/12-4b-9/")
    assert response.status_code == 404
    page = response.content.decode()
    assert 'href="/gate-ruler/12-4b/"' in page  # the deepest existing ancestor
    assert 'href="/gate-ruler/12-4b-3a/"' in page and 'href="/gate-ruler/12-4c/"' in page  # neighbours


def test_a_number_outside_the_source_says_so_and_what_the_engine_assumes(client, boards):
    response = client.get("/gate-ruler/13-5/")
    assert response.status_code == 200  # the engine cites it: a page of its own, not a dead end
    page = response.content.decode()
    assert "Not in this site's source." in page
    assert "What the engine assumes" in page
    assert "Boards that rely on it" in page
    assert 'href="/boards/gr-defeat-by-damage/"' in page  # its ruler damage process is 13-5


def test_an_out_of_source_number_no_board_cites_says_so(client, rulebooks):
    page = client.get("/gate-ruler/13-5/").content.decode()
    assert "No example board cites it." in page


@pytest.mark.parametrize(
    "url", ["/gate-ruler/12-4b-<script>/", "/gate-ruler/zz%22'/", "/gate-ruler/" + "9" * 300 + "/"]
)
def test_a_malformed_number_gets_a_400_and_is_escaped(client, rulebooks, url):
    response = client.get(url)
    assert response.status_code in (400, 404)
    assert b"<script>" not in response.content


def test_unknown_books_are_404(client, rulebooks):
    assert client.get("/no-such-book/").status_code == 404
    assert client.get("/no-such-book/12-1/").status_code == 404


def _queries_for(client, url: str) -> int:
    """The queries one page takes, as after a data change: nothing kept from the page before."""
    dataversion.forget_kept()
    with CaptureQueriesContext(connection) as queries:
        assert client.get(url).status_code == 200
    return len(queries)


def test_a_section_page_takes_a_fixed_number_of_queries(client, rulebooks):
    leaf = _queries_for(client, "/gate-ruler/12-1a/")
    big = _queries_for(client, "/gate-ruler/12-4/")  # 17 sections in its subtree
    assert Section.objects.get(version__rulebook__slug="gate-ruler", number="12-4").subtree_end > 15
    assert leaf == big
    assert big <= 11  # 11th: the book's versions, to follow the rule into earlier ones (issue 23)


def test_the_table_of_contents_is_a_collapsible_tree(client, rulebooks):
    page = client.get("/gate-ruler/").content.decode()
    assert "<details open><summary>" in page
    assert page.count('href="/gate-ruler/1') >= 37
    assert "ゲートルーラー 総合ルール Ver. 1.0.0" in page


def test_the_home_page_lists_both_rulebooks(client, rulebooks):
    page = client.get("/").content.decode()
    assert 'href="/gate-ruler/"' in page and 'href="/one-piece/"' in page


def test_with_boards_a_section_page_still_takes_a_fixed_number_of_queries(client, boards):
    counts = {
        url: _queries_for(client, url)
        for url in ("/gate-ruler/12-1a/", "/gate-ruler/12-4/", "/gate-ruler/12-6a-1/")
    }
    assert len(set(counts.values())) == 1, counts


def test_the_citation_follows_the_page_language_and_the_title_is_in_the_heading(client, rulebooks):
    en = client.get("/gate-ruler/12-4/").content.decode()
    permalink = "http://testserver/gate-ruler/v/1.0.0/12-4/"
    assert f'value="Gate Ruler Comprehensive Rules Ver. 1.0.0, 12-4. {permalink}"' in en
    ja = client.get("/gate-ruler/12-4/", headers={"Accept-Language": "ja"}).content.decode()
    assert f'value="「ゲートルーラー総合ルール Ver. 1.0.0 12-4」 {permalink}"' in ja
    heading = re.search(r'<h1 id="section-title">(.*?)</h1>', en, re.S).group(1)
    section = Section.objects.get(version__rulebook__slug="gate-ruler", number="12-4")
    assert '<span class="num">12-4</span>' in heading  # and not only "12-4":
    assert f'<span lang="en">{section.title_en}</span>' in heading
    assert f'lang="ja">{section.title}<' in heading
