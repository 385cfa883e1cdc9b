"""Issue 36: a keyword finds the rule that defines it first, in both languages, however it is
bracketed; a long group of rules outside the source has "more"; the glossary points to the
defining rule."""

import re

import pytest

QUERIES = ["trigger", "[Trigger]", "トリガー", "【トリガー】", "「トリガー」"]


pytestmark = pytest.mark.database  # make test-postgres runs it on PostgreSQL too


def results(client, query: str, lang: str) -> str:
    response = client.get("/search/", {"q": query}, HTTP_ACCEPT_LANGUAGE=lang)
    assert response.status_code == 200
    return response.content.decode()


def rule_links(html: str) -> list[str]:
    return re.findall(r'href="/one-piece/([0-9][0-9a-z-]*)/"', html)


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("query", QUERIES)
def test_a_keyword_finds_its_own_rule_before_every_rule_that_mentions_it(client, boards, query, lang):
    page = results(client, query, lang)
    assert rule_links(page)[0] == "10-1-5"  # the first rule on the page: the keyword's own
    defining = page.split('class="defining"', 1)[1].split("</ul>", 1)[0]
    assert 'href="/one-piece/10-1-5/"' in defining
    outside = page.split('class="outside-hits"', 1)[1]
    assert rule_links(outside)[0] == "10-1-5"


@pytest.mark.parametrize("query, number", [("ブロッカー", "10-1-4"), ("double attack", "10-1-2")])
def test_other_keywords_find_their_rule_first_too(client, boards, query, number):
    assert rule_links(results(client, query, "en"))[0] == number


def test_a_cut_group_of_rules_outside_the_source_has_more(client, boards):
    page = results(client, "ライフ", "ja")
    shown = page.split('class="outside-hits"', 1)[1].split("</ul>", 1)[0]
    assert shown.count("<li>") == 10
    more = page.split('<details class="more">', 1)[1].split("</details>", 1)[0]
    assert "ほかに" in more and more.count("<li>") >= 1


def test_a_word_that_no_rule_is_headed_by_has_no_defining_rule(client, boards):
    assert 'class="defining"' not in results(client, "destroy", "en")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_glossary_entry_points_to_the_defining_rule_first(client, boards, lang):
    page = client.get("/one-piece/glossary/", HTTP_ACCEPT_LANGUAGE=lang).content.decode()
    start = page.index('<span lang="ja">【トリガー】</span>')
    entry = page[start : page.index("</dd>", start)]  # its definition has no links: "Defined in" first
    assert rule_links(entry)[0] == "10-1-5", entry


def test_search_names_the_book_not_its_slug(client, boards):
    from io import StringIO

    from django.core.management import call_command

    from tests.fixtures.documents import RULEBOOK_FIXTURES as FIXTURES

    path = str(FIXTURES / "renumbered-1.0.0.txt")
    call_command("import_rulebook", "one-piece", "2.0.0", path, "--date", "2027-01-10", stdout=StringIO())
    for query in ("ダメージ", "zzqqxx"):
        page = results(client, query, "ja")
        assert "one-piece の" not in page and "of one-piece" not in page
