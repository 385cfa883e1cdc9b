from rulesite.rulebooks.models import CrossReference


def test_numbers_in_rule_text_become_links(client, rulebooks):
    page = client.get("/gate-ruler/12-4c-1/").content.decode()
    assert '<a class="xref" href="/gate-ruler/12-4a-1/"' in page
    assert '<a class="xref" href="/gate-ruler/12-4a-2/"' in page


def test_a_number_outside_the_source_links_to_what_the_engine_assumes(client, rulebooks):
    page = client.get("/gate-ruler/12-3a/").content.decode()
    link = page.split('class="xref outside"')[1].split("</a>")[0]
    assert "13-5: not in this site&#x27;s source; its page says what the engine assumes." in link
    assert 'href="/gate-ruler/13-5/"' in link
    assert client.get("/gate-ruler/13-5/").status_code == 200


def test_a_number_neither_in_the_source_nor_cited_is_unresolved_with_a_tooltip(rulebooks):
    from rulesite.rulebooks.services.richtext import TextContext

    html = TextContext("gate-ruler", frozenset({"12-3a"}), [], outside=frozenset({"13-5"})).render("（99-9）")
    assert 'class="xref unresolved"' in html and "href" not in html
    assert "99-9: the text of this section is not in this site&#x27;s source." in html


def test_each_section_lists_what_cites_it(client, rulebooks):
    page = client.get("/gate-ruler/12-4a-1/").content.decode()
    assert "Cited by" in page
    assert 'href="/gate-ruler/12-4c-1/"' in page
    references = CrossReference.objects.filter(target_number="13-5")
    assert [(r.source.number, r.resolved) for r in references] == [("12-3a", False)]


def test_the_preview_of_a_section_shows_its_text(client, rulebooks):
    response = client.get("/gate-ruler/12-4a-1/preview/", headers={"HX-Request": "true"})
    page = response.content.decode()
    assert response.status_code == 200
    assert "自身が負っているダメージが自身のHP以上" in page
    assert 'href="/gate-ruler/12-4a-1/"' in page
    assert "<html" not in page


def test_the_preview_of_an_outside_number_explains_it(client, rulebooks):
    page = client.get("/gate-ruler/13-5/preview/").content.decode()
    assert "not in this site" in page and "source" in page
    assert "ルーラーダメージ処理" in page or "Ruler damage process" in page


def test_the_preview_of_garbage_is_harmless(client, rulebooks):
    response = client.get("/gate-ruler/<x>/preview/")
    assert response.status_code == 200 and b"<x>" not in response.content
