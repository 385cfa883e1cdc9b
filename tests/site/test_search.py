import pytest

from rulesite.rulebooks.models import RulebookVersion
from rulesite.rulebooks.services.search import search

pytestmark = pytest.mark.database  # make test-postgres runs it on PostgreSQL too


def hits_for(client, query, **params):
    response = client.get("/search/", {"q": query, **params})
    assert response.status_code == 200
    return response, [hit.section.number for hit in response.context["hits"]]


def test_searching_hakai_lists_the_12_4_sections_with_highlights(client, rulebooks):
    response, numbers = hits_for(client, "破壊")
    assert {"12-4", "12-4a", "12-4b-2a", "12-4c-2"} <= set(numbers)
    page = response.content.decode()
    assert "<mark>破壊</mark>" in page
    assert '› <span class="num">12-4</span>' in page  # the breadcrumb of a hit, its numbers unbroken


def test_a_three_character_query_uses_the_trigram_index_and_ranks(client, rulebooks):
    _, numbers = hits_for(client, "破壊処理")
    assert numbers and all(n.startswith("12-4") or n.startswith("12-1") for n in numbers)


def test_english_finds_the_trigger_sections(client, rulebooks):
    _, numbers = hits_for(client, "trigger")
    assert "8-6-2-1" in numbers


def test_words_are_all_required(client, rulebooks):
    _, numbers = hits_for(client, "ダメージ ライフ")
    assert numbers == ["12-2a-1"]


def test_the_book_filter_narrows_the_results(client, rulebooks):
    _, numbers = hits_for(client, "効果", book="gate-ruler")
    versions = RulebookVersion.objects.filter(rulebook__slug="gate-ruler")
    assert numbers and all(n.startswith("12-") for n in numbers)
    assert versions.count() == 1


@pytest.mark.parametrize(
    "query",
    [
        '"',
        "*",
        "NEAR",
        ")",
        "破壊 OR",
        'a" OR "b',
        "^",
        "{x}",
        "-",
        "<b>x</b>",
        "破" * 10_000,
        "%",
        "_",
        "\\",
        "a%b_",
    ],
)
def test_special_characters_never_break_the_search(client, rulebooks, query):
    response = client.get("/search/", {"q": query})
    assert response.status_code in (200, 400)
    assert b"<b>x</b>" not in response.content


def test_search_as_you_type_gets_a_fragment_and_no_redirect(client, rulebooks):
    response = client.get("/search/", {"q": "12-4b-3a"}, headers={"HX-Request": "true"})
    assert response.status_code == 200
    page = response.content.decode()
    assert page.lstrip().startswith('<div id="results"')
    assert 'href="/gate-ruler/12-4b-3a/"' in page
    assert "<html" not in page


def test_a_number_still_jumps_without_htmx(client, rulebooks):
    assert client.get("/search/", {"q": "12-4b-3a"})["Location"] == "/gate-ruler/12-4b-3a/"


def test_the_service_escapes_snippets(rulebooks):
    version = RulebookVersion.objects.get(rulebook__slug="gate-ruler")
    section = version.sections.get(number="12-1a")
    section.text = "<script>ルールエフェクト</script>"
    section.save()  # the admin path: the index follows the edit
    hits = search("ルールエフェクト", [version])
    snippet = next(h.snippet for h in hits if h.section.number == "12-1a")
    assert "&lt;script&gt;" in snippet and "<mark>ルールエフェクト</mark>" in snippet


def test_a_broad_query_says_it_shows_only_the_best_matches(client, rulebooks, monkeypatch):
    from rulesite.rulebooks.services import search as search_service

    monkeypatch.setattr(search_service, "MAX_HITS", 3)
    response = client.get("/search/", {"q": "効果"})
    assert len(response.context["hits"]) == 3
    assert "best matches" in response.content.decode()


@pytest.fixture
def large_book(rulebooks, tmp_path):
    """A version of 400 sections that all say 破壊 and "destroy"; section 4-1 (the 301st) is titled so."""
    from rulesite.rulebooks.services.importer import import_rulebook

    numbers = [f"{chapter}-{item}" for chapter in range(1, 5) for item in range(1, 101)]
    source = tmp_path / "large.txt"
    source.write_text(
        "\n".join(f"{n}. カードを破壊します。効果を発動します（{i}）。" for i, n in enumerate(numbers)),
        encoding="utf-8",
    )
    english = tmp_path / "large.en.yaml"
    english.write_text(
        "sections:\n"
        + "\n".join(f'  "{n}": {{text: "Destroy a card, no. {i}."}}' for i, n in enumerate(numbers)),
        encoding="utf-8",
    )
    import_rulebook("gate-ruler", "large", source, english=english)
    version = RulebookVersion.objects.get(rulebook__slug="gate-ruler", version="large")
    titled = version.sections.get(number="4-1")
    titled.title, titled.title_en = "破壊の手順", "How to destroy"
    titled.save()
    return version


@pytest.mark.parametrize("query", ["破壊", "destroy", "破壊 効果"])
def test_a_heading_deep_in_a_large_book_still_ranks_first(large_book, query):
    hits = search(query, [large_book])
    assert hits[0].section.number == "4-1"
    assert len(hits) == 30  # the rest: the first sections in rule order that say it
    assert [h.section.number for h in hits[1:4]] == ["1-1", "1-2", "1-3"]


def test_a_broad_query_ranks_a_bounded_number_of_candidates(large_book, monkeypatch):
    from rulesite.rulebooks.services import search as search_service

    ranked = []
    real = search_service._ranked
    monkeypatch.setattr(
        search_service, "_ranked", lambda rows, terms: ranked.append(len(rows)) or real(rows, terms)
    )
    for query in ("破壊", "destroy", "効果を発動"):
        assert len(search(query, [large_book])) == 30
    # 400 sections match each query; at most the heading matches and the first 4 × 30 are read.
    assert ranked and all(n <= 2 * 30 * search_service.CANDIDATES_PER_HIT for n in ranked), ranked


@pytest.mark.parametrize(
    ("query", "found"), [("%", True), ("_", True), ("\\", True), ("%%%", False), ("1_4", False)]
)
def test_like_wildcards_are_literal(rulebooks, query, found):
    version = RulebookVersion.objects.get(rulebook__slug="gate-ruler")
    section = version.sections.get(number="12-1a")
    section.text = "確率は100%、記号は_と\\です。"
    section.save()
    hits = search(query, [version])
    assert [h.section.number for h in hits] == (["12-1a"] if found else [])


def test_a_heading_changed_with_the_data_version_is_searched_at_once(large_book):
    """The headings are searched in memory (search_headings.py), kept per data version: a change
    that says so (an import, the admin, ``manage.py data_changed``) is searched at once."""
    from rulesite.pagecache import dataversion

    assert search("鍵", [large_book]) == []
    deep = large_book.sections.get(number="3-57")
    deep.title = "鍵の手順"
    deep.save()
    dataversion.data_changed()
    hits = search("鍵", [large_book])  # one character: no trigram, found in the heading all the same
    assert [h.section.number for h in hits] == ["3-57"]


def test_a_hit_s_breadcrumb_holds_the_numbers_above_it_that_its_version_has(rulebooks):
    version = RulebookVersion.objects.get(rulebook__slug="gate-ruler")
    hits = search("破壊", [version])
    deep = [h for h in hits if h.section.number.count("-") >= 2]
    assert deep
    for hit in deep:
        numbers = [str(a) for a in hit.section.rule_number.ancestors()]
        having = set(version.sections.filter(number__in=numbers).values_list("number", flat=True))
        assert hit.ancestors == [n for n in numbers if n in having] and hit.ancestors, hit.section.number
