"""Issue 36: a board's step cites the rules of the version it was built on, also once a newer
version is imported (its numbers may have moved, its wording changed)."""

import re
from io import StringIO

from django.core.management import call_command

from tests.fixtures.documents import RULEBOOK_FIXTURES as FIXTURES

BOARD = "op-double-attack-trigger-on-ko"


def newer_version() -> None:
    path = str(FIXTURES / "renumbered-1.0.0.txt")
    call_command("import_rulebook", "one-piece", "2.0.0", path, "--date", "2027-01-10", stdout=StringIO())


def cite_links(page: str) -> list[str]:
    cites = page.split('class="cites"', 1)[1].split("</p>", 1)[0]
    return re.findall(r'class="xref cite[^"]*" href="([^"]+)"', cites)


def test_a_boards_cited_rules_stay_in_the_version_it_was_built_on(client, boards):
    newer_version()
    for step in range(1, 6):
        page = client.get(f"/boards/{BOARD}/?step={step}").content.decode()
        links = cite_links(page)
        assert links, step
        for href in links:
            assert href.startswith("/one-piece/v/1.2.1/"), (step, href)
            assert client.get(href).status_code == 200, href


def test_its_cites_are_pinned_inline_on_a_section_page_too(client, boards):
    page = client.get(f"/one-piece/8-6-2-1/?board={BOARD}&step=3").content.decode()
    assert all(href.startswith("/one-piece/v/1.2.1/") for href in cite_links(page))


def test_show_to_players_cites_the_boards_version(client, boards):
    newer_version()
    page = client.get(f"/boards/{BOARD}/show/?step=3").content.decode()
    citation = page.split('class="show-citation"', 1)[1].split("</h1>", 1)[0]
    assert "1.2.1" in citation and "2.0.0" not in citation
