from engine.ruletext import catalog
from rulesite.rulebooks.models import GlossaryTerm


def test_each_rulebook_has_a_glossary_page_linked_from_its_contents(client, rulebooks):
    for book in ("gate-ruler", "one-piece"):
        assert f'href="/{book}/glossary/"' in client.get(f"/{book}/").content.decode()
        page = client.get(f"/{book}/glossary/")
        assert page.status_code == 200


def test_the_glossary_has_the_core_terms(rulebooks):
    gate = set(GlossaryTerm.objects.filter(rulebook__slug="gate-ruler").values_list("term", flat=True))
    assert {"ゲート", "破壊処理", "敗北処理", "ソウル", "優先権"} <= gate
    onepiece = set(GlossaryTerm.objects.filter(rulebook__slug="one-piece").values_list("term", flat=True))
    assert {"自動効果", "置換効果", "永続効果", "起動効果", "【トリガー】", "ドン!!", "KO"} <= onepiece


def test_glossary_entries_link_their_sections(client, rulebooks):
    term = GlossaryTerm.objects.get(rulebook__slug="gate-ruler", term="破壊処理")
    page = client.get("/gate-ruler/glossary/").content.decode()
    assert f'id="term-{term.slug}"' in page
    for number in term.defined_in:
        assert f'href="/gate-ruler/{number}/"' in page


def test_every_defined_in_number_exists(rulebooks):
    for info in catalog.rulebooks():
        numbers = catalog.known_numbers(info.slug, info.latest.version)
        for entry in catalog.glossary(info.slug):
            assert set(map(str, entry.get("defined_in") or [])) <= numbers, entry["term"]


def test_terms_in_rule_text_link_to_their_entry(client, rulebooks):
    term = GlossaryTerm.objects.get(rulebook__slug="gate-ruler", term="破壊処理")
    page = client.get("/gate-ruler/12-4b-3/").content.decode()
    assert f'href="/gate-ruler/glossary/#term-{term.slug}"' in page


def test_every_section_has_an_english_rendering(rulebooks):
    from rulesite.rulebooks.models import Section

    missing = [s.number for s in Section.objects.all() if not (s.text_en or s.title_en)]
    assert missing == []
