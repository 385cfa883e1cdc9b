"""Rulebooks as documents: an official text beside the summary, versions, lookup across versions."""

import re
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command

from rulesite.rulebooks.models import RulebookVersion

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "rulebooks"


def run(*args):
    out = StringIO()
    call_command(*args, stdout=out)
    return out.getvalue()


@pytest.fixture
def official(rulebooks):
    """Two official versions of a test document on the ONE PIECE numbers, beside the summary 1.2.1."""
    outputs = [
        run(
            "import_rulebook",
            "one-piece",
            "1.2.0",
            str(FIXTURES / "official-1.2.0.txt"),
            "--date",
            "2026-05-01",
            "--kind",
            "official",
            "--source",
            "https://example.com/rules-1.2.0.txt",
        ),
        run(
            "import_rulebook",
            "one-piece",
            "1.2.1",
            str(FIXTURES / "official-1.2.1.txt"),
            "--date",
            "2026-08-28",
            "--kind",
            "official",
        ),
    ]
    return outputs


def test_an_official_document_with_enumerations_and_a_repeated_number_imports_with_warnings(official):
    first = official[0]
    assert "one-piece 1.2.0: imported, 21 sections, 1 warning:" in first
    assert "line 12: section 7-1-2-3 appears again (first on line 11)" in first
    doc = RulebookVersion.objects.get(rulebook__slug="one-piece", version="1.2.0")
    assert (doc.kind, doc.language, doc.source_url) == (
        "official",
        "en",
        "https://example.com/rules-1.2.0.txt",
    )
    steps = doc.sections.get(number="8-1-3-3-5").text
    assert "\n1. The player affected picks one of them.\n2. That effect is applied." in steps
    assert doc.sections.get(number="1-1").title == "Number of Players"


def test_the_summary_stays_beside_the_official_text_of_its_version(official):
    docs = RulebookVersion.objects.filter(rulebook__slug="one-piece", version="1.2.1")
    assert sorted(docs.values_list("kind", flat=True)) == ["official", "summary"]


def test_a_section_both_have_shows_the_official_text_with_the_summary_and_its_english_beside(
    client, official
):
    page = client.get("/one-piece/8-1-2/", HTTP_ACCEPT_LANGUAGE="en").content.decode()
    official_at = page.index("must be carried out in full")
    summary_at = page.index("「する」は必ず発動し")
    assert official_at < summary_at
    assert 'lang="en">An effect that says' in page
    assert "Summary (unofficial)" in page and "Official text" in page
    assert "English — unofficial translation" in page[summary_at:]
    assert "@nakazawa_op" in page[summary_at:]


def test_where_no_official_text_has_a_section_the_summary_stands_in(client, official):
    response = client.get("/one-piece/8-1-3-1/")
    assert response.status_code == 200
    assert "【登場時】" in response.content.decode()


def _section_links(page: str, book: str) -> list[str]:
    hrefs = re.findall(r'href="(/[^"]*)"', page)
    skip = ("/search", "/api/", f"/{book}/glossary/", f"/{book}/diff/", "/boards/", "/static/", "/i18n/")
    return [h for h in hrefs if h.startswith(f"/{book}/") and not h.startswith(skip) and "/history/" not in h]


def test_on_a_pinned_page_no_link_leaves_the_version(client, official):
    page = client.get("/one-piece/v/1.2.0/7-1-2/").content.decode()
    links = _section_links(page, "one-piece")
    assert "/one-piece/v/1.2.0/7-1/" in links  # breadcrumb
    assert "/one-piece/v/1.2.0/7-1-2-3/" in links  # subsection
    assert "/one-piece/v/1.2.0/7-1-4/" in links  # next
    outside = [h for h in links if not h.startswith("/one-piece/v/1.2.0/")]
    # Only these point elsewhere, on purpose: the feed of new versions, the notice that a newer
    # version exists (to the rule's latest page), and the list of versions containing the section.
    assert outside == ["/one-piece/versions.atom", "/one-piece/7-1-2/", "/one-piece/v/1.2.1/7-1-2/"]
    toc = client.get("/one-piece/v/1.2.0/").content.decode()
    section = re.compile(r"/one-piece/(v/[^/]+/)?\d[0-9a-z-]*/$")
    toc_links = [h for h in _section_links(toc, "one-piece") if section.match(h)]
    assert toc_links and all(h.startswith("/one-piece/v/1.2.0/") for h in toc_links)


def test_a_cross_reference_preview_on_a_pinned_page_stays_in_the_version(client, official):
    response = client.get("/one-piece/7-1-4/preview/?v=1.2.0")
    assert response.status_code == 200
    assert 'href="/one-piece/v/1.2.0/7-1-4/"' in response.content.decode()


def test_every_section_page_lists_the_versions_that_contain_it(client, official):
    page = client.get("/one-piece/7-1-2-3/", HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert 'href="/one-piece/v/1.2.0/7-1-2-3/">1.2.0</a>' in page
    assert '<strong aria-current="page">1.2.1</strong>' in page


def test_lookup_finds_a_number_only_an_older_version_has_and_says_which(client, official):
    response = client.get("/search/", {"q": "7-1-4", "book": "one-piece"})
    assert response.status_code == 302 and response["Location"] == "/one-piece/v/1.2.0/7-1-4/"
    partial = client.get("/search/", {"q": "7-1-4"}, HTTP_HX_REQUEST="true", HTTP_ACCEPT_LANGUAGE="en")
    body = partial.content.decode()
    assert "/one-piece/v/1.2.0/7-1-4/" in body and "Found in version 1.2.0" in body


def test_lookup_offers_the_other_versions_of_a_number(client, official):
    body = client.get(
        "/search/", {"q": "8-1-2"}, HTTP_HX_REQUEST="true", HTTP_ACCEPT_LANGUAGE="en"
    ).content.decode()
    assert 'href="/one-piece/8-1-2/"' in body
    assert 'href="/one-piece/v/1.2.0/8-1-2/">1.2.0</a>' in body


def test_words_only_an_older_version_has_are_found_there(client, official):
    body = client.get(
        "/search/", {"q": "attacking card stays", "book": "one-piece"}, HTTP_ACCEPT_LANGUAGE="en"
    ).content.decode()
    assert "Answered by version 1.2.0" in body
    assert 'href="/one-piece/v/1.2.0/7-1-4/"' in body


def test_the_api_gives_kinds_and_each_sections_versions(client, official):
    data = client.get("/api/one-piece/sections/").json()
    assert data["kind"] == "official" and data["version"] == "1.2.1"
    assert [c["kind"] for c in data["companions"]] == ["summary"]
    assert data["versions"] == ["1.2.1", "1.2.0"]
    rows = {s["number"]: s for s in data["sections"]}
    assert rows["8-1-2"]["versions"] == ["1.2.1", "1.2.0"]
    assert rows["7-1-2-4"]["versions"] == ["1.2.1"]
    one = client.get("/api/one-piece/sections/8-1-2/").json()
    assert one["companions"][0]["kind"] == "summary" and "必ず発動" in one["companions"][0]["text"]


def test_cross_references_on_a_pinned_page_link_and_preview_within_the_version(client, official):
    page = client.get("/one-piece/v/1.2.0/7-1-4/").content.decode()
    assert 'class="xref" href="/one-piece/v/1.2.0/7-1-2-3/"' in page
    assert 'hx-get="/one-piece/7-1-2-3/preview/?v=1.2.0"' in page
    assert 'href="/one-piece/v/1.2.0/7-1/"' in page  # breadcrumb
    assert 'rel="prev" href="/one-piece/v/1.2.0/7-1-2-3/"' in page


def test_the_board_on_a_pinned_section_page_cites_rules_of_that_version(client, boards):
    page = client.get("/gate-ruler/v/1.0.0/12-4/").content.decode()
    cites = page.split('<p class="cites">')[1].split("</p>")[0]
    hrefs = re.findall(r'href="(/[^"]*)"', cites)
    in_book = [h for h in hrefs if re.match(r"/gate-ruler/(v/[^/]+/)?12-", h)]
    assert in_book and all(h.startswith("/gate-ruler/v/1.0.0/") for h in in_book)
    assert all("?v=1.0.0" in p for p in re.findall(r'data-preview="([^"]*)"', cites) if "/12-" in p)
    latest = client.get("/gate-ruler/12-4/").content.decode()
    latest_cites = latest.split('<p class="cites">')[1].split("</p>")[0]
    # a board's citations stay pinned to the version it was built on, on the latest page too
    latest_hrefs = [
        h for h in re.findall(r'href="(/[^"]*)"', latest_cites) if re.match(r"/gate-ruler/(v/[^/]+/)?12-", h)
    ]
    assert latest_hrefs and all(h.startswith("/gate-ruler/v/1.0.0/") for h in latest_hrefs)
