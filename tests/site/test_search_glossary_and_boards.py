"""Search lists glossary terms and example boards beside the sections, and suggests near terms."""

import pytest

from rulesite.rulebooks.services.search_glossary import normalise

pytestmark = pytest.mark.database  # make test-postgres runs it on PostgreSQL too


def results(client, query, **params):
    response = client.get("/search/", {"q": query, **params})
    assert response.status_code == 200
    context = response.context
    terms = [(t.rulebook.slug, t.slug) for t in context.get("terms") or []]
    boards = [b.slug for b in context.get("boards") or []]
    return response, terms, boards


DOUBLE_ATTACK = ["double attack", "Double Attack", "ダブルアタック", "【ダブルアタック】", "[Double Attack]"]


@pytest.mark.parametrize("query", DOUBLE_ATTACK)
def test_double_attack_finds_its_glossary_entry_and_board(client, boards, query):
    response, terms, found = results(client, query)
    assert terms[0] == ("one-piece", "double-attack")  # the exact name ranks first
    assert "op-double-attack-trigger-on-ko" in found
    page = response.content.decode()
    assert 'href="/one-piece/glossary/#term-double-attack"' in page
    assert 'href="/boards/op-double-attack-trigger-on-ko/"' in page
    assert page.index('id="terms-title"') < page.index('id="boards-title"')  # grouped


def test_trigger_finds_its_glossary_entry_its_boards_and_its_sections(client, boards):
    response, terms, found = results(client, "trigger")
    assert terms[0] == ("one-piece", "trigger")
    assert "op-double-attack-trigger-on-ko" in found
    assert "8-6-2-1" in [h.section.number for h in response.context["hits"]]
    page = response.content.decode()
    for group in ('id="terms-title"', 'id="boards-title"', 'id="sections-title"'):
        assert group in page


def test_japanese_trigger_finds_the_same_entry(client, boards):
    _, terms, found = results(client, "トリガー")
    assert ("one-piece", "trigger") in terms and "op-double-attack-trigger-on-ko" in found


def test_the_book_filter_applies_to_terms_and_boards(client, boards):
    _, terms, found = results(client, "trigger", book="gate-ruler")
    assert all(book == "gate-ruler" for book, _ in terms)
    assert all(slug.startswith("gr-") for slug in found)


def test_an_empty_result_suggests_near_terms_with_their_numbers(client, boards):
    response, terms, found = results(client, "doubel atack")
    assert terms == [] and found == [] and response.context["hits"] == []
    suggestions = response.context["suggestions"]
    assert suggestions and suggestions[0].term.slug == "double-attack"
    page = response.content.decode()
    assert 'id="suggest-title"' in page and 'href="/one-piece/glossary/#term-double-attack"' in page


def test_a_misspelt_section_title_suggests_its_number(client, boards):
    response, *_ = results(client, "破壊処里")  # 処理 mistyped
    numbers = {n for s in response.context.get("suggestions") or [] for n in s.numbers}
    assert response.context["hits"] == [] and numbers  # a near title and where it is
    assert any(f'href="/gate-ruler/{n}/"' in response.content.decode() for n in numbers)


def test_normalising_folds_width_case_brackets_and_separators():
    assert normalise("【ダブルアタック】") == "ダブルアタック"
    assert normalise("[Double Attack]") == normalise("double_attack") == "double attack"
    assert normalise("ＤＯＮ！！") == "don!!"


def test_search_as_you_type_gets_the_groups_in_the_fragment(client, boards):
    response = client.get("/search/", {"q": "double attack"}, headers={"HX-Request": "true"})
    page = response.content.decode()
    assert page.lstrip().startswith('<div id="results"')
    assert 'id="terms-title"' in page and 'id="boards-title"' in page
