from rulesite.rulebooks.models import CrossReference


def test_numbers_in_rule_text_become_links(client, rulebooks):
    page = client.get("/gate-ruler/12-4c-1/").content.decode()
    assert '<a class="xref" href="/gate-ruler/12-4a-1/"' in page
    assert '<a class="xref" href="/gate-ruler/12-4a-2/"' in page


def test_a_number_outside_the_source_is_unresolved_with_a_tooltip(client, rulebooks):
    page = client.get("/gate-ruler/12-3a/").content.decode()
    assert 'class="xref unresolved"' in page
    assert "13-5: the text of this section is not in this site&#x27;s source." in page
    assert 'href="/gate-ruler/13-5/"' not in page.split('class="xref unresolved"')[1].split("</span>")[0]


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
