"""The diff page, a section's history, the diff API, and text drift flagged on boards."""

import re
from io import StringIO

import pytest
from django.core.management import call_command
from django.utils.html import escape

from rulesite.boards.models import Board
from tests.fixtures.documents import RULEBOOK_FIXTURES as FIXTURES
from tests.fixtures.documents import write_gate_ruler_1_1_0


def run(*args):
    call_command(*args, stdout=StringIO())


@pytest.fixture
def two_versions(rulebooks):
    for version, date in (("1.2.0", "2026-05-01"), ("1.2.1", "2026-08-28")):
        run(
            "import_rulebook", "one-piece", version, str(FIXTURES / f"official-{version}.txt"), "--date", date
        )


@pytest.fixture
def newer_gate_ruler(boards, tmp_path):
    """Gate Ruler 1.1.0: 12-4a-1 reworded, 12-4a-3 dropped (made from the shipped 1.0.0 at test time)."""
    newer = write_gate_ruler_1_1_0(tmp_path)
    run("import_rulebook", "gate-ruler", "1.1.0", str(newer), "--date", "2030-01-01")


def test_the_diff_page_lists_every_added_removed_and_changed_section(client, two_versions):
    response = client.get("/one-piece/diff/1.2.0/1.2.1/", HTTP_ACCEPT_LANGUAGE="en")
    assert response.status_code == 200
    page = response.content.decode()
    assert "0 moved, 2 changed, 2 added, 1 removed, 18 unchanged." in page
    for number in ("7-1-2-4", "8-6-2"):
        assert f'id="d-{number}"' in page[page.index('id="added-title"') :]
    assert 'id="d-7-1-4"' in page[page.index('id="removed-title"') :]
    changed = page[page.index('id="changed-title"') : page.index('id="added-title"')]
    assert 'id="d-7-1-2-3"' in changed and 'id="d-8-1-2"' in changed
    # Word level: only the changed words are marked, not the whole sentence.
    assert "carried out<ins> in full</ins>; one" in changed
    # Old and new side by side: the removed words marked in the old, the added ones in the new.
    assert "one <del>rested</del> character" in changed and "one <ins>active</ins> character" in changed


def test_the_diff_api_returns_the_data_of_the_page(client, two_versions):
    data = client.get("/api/one-piece/diff/1.2.0/1.2.1/").json()
    assert (data["added"], data["removed"], data["changed"], data["unchanged"]) == (2, 1, 2, 18)
    changes = {s["number"]: s for s in data["sections"]}
    assert changes["7-1-4"]["change"] == "removed" and changes["7-1-4"]["new"] is None
    pieces = changes["7-1-2-3"]["pieces"]
    assert {"op": "removed", "text": "rested"} in pieces and {"op": "added", "text": "active"} in pieces
    assert client.get("/api/one-piece/diff/1.2.0/9.9.9/").status_code == 404


def test_a_japanese_diff_is_character_level(client, newer_gate_ruler):
    page = client.get("/gate-ruler/diff/1.0.0/1.1.0/").content.decode()
    assert "HP<del>以上</del>" in page and "HP<ins>を超えている</ins>" in page


def test_unknown_versions_get_a_404_and_the_picker_redirects(client, two_versions):
    assert client.get("/one-piece/diff/1.2.0/0.0.1/").status_code == 404
    response = client.get("/one-piece/diff/", {"old": "1.2.0", "new": "1.2.1"})
    assert response.status_code == 302 and response["Location"] == "/one-piece/diff/1.2.0/1.2.1/"
    assert client.get("/one-piece/diff/", {"old": "x"}).status_code == 302


def test_the_history_page_shows_a_section_across_versions(client, two_versions):
    page = client.get("/one-piece/7-1-2-3/history/", HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert page.index(">Ver. 1.2.0</a>") < page.index(">Ver. 1.2.1</a>")
    assert "<del>rested</del><ins>active</ins>" in page
    assert client.get("/one-piece/7-1-4/history/").status_code == 200
    assert client.get("/one-piece/9-9-9/history/").status_code == 404
    assert client.get("/one-piece/x!/history/").status_code == 400


def test_a_board_whose_cited_section_changed_is_flagged_on_its_page_and_the_coverage_page(
    client, newer_gate_ruler
):
    board = next(
        b for b in Board.objects.filter(rulebook__slug="gate-ruler") if "12-4a-1" in b.section_numbers
    )
    assert board.version == "1.0.0"
    page = client.get(f"/boards/{board.slug}/", HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "Text drift" in page and "written against version 1.0.0" in page
    assert 'href="/gate-ruler/v/1.0.0/12-4a-1/history/"' in page and "changed in 1.1.0" in page
    coverage = client.get("/gate-ruler/coverage/", HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "cite sections that a later version changed" in coverage
    assert f'href="/boards/{board.slug}/">{escape(board.title_en)}</a> (written against 1.0.0)' in coverage


def test_boards_are_not_flagged_while_no_later_version_changes_them(client, boards):
    page = client.get("/gate-ruler/coverage/", HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "Text drift" not in page


@pytest.fixture
def renumbered(rulebooks):
    for version, date in (("1.0.0", "2026-01-10"), ("1.1.0", "2026-04-10")):
        path = FIXTURES / f"renumbered-{version}.txt"
        run("import_rulebook", "one-piece", version, str(path), "--date", date)


def test_a_renumbered_rule_shows_as_moved_not_as_word_soup(client, renumbered):
    page = client.get("/one-piece/diff/1.0.0/1.1.0/", HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "3 moved, 2 changed, 2 added, 0 removed," in page
    changed = page[page.index('id="changed-title"') : page.index('id="added-title"')]
    assert 'id="d-2-5-5"' in changed and "moved from 2-5-2" in changed
    # Old and new side by side, each with its own words marked.
    assert "<del>three</del>" in changed and "<ins>four</ins>" in changed
    assert "<del>forty</del>" in changed and "<ins>fifty</ins>" in changed
    moved = page[page.index('id="moved-title"') :]
    assert re.search(r">1-3-7</a>\s*→\s*<a", moved) and ">1-3-6-1</a>" in moved
    data = client.get("/api/one-piece/diff/1.0.0/1.1.0/").json()
    by_new = {s["new_number"]: s for s in data["sections"] if s["new_number"]}
    assert (by_new["1-3-6-1"]["change"], by_new["1-3-6-1"]["old_number"]) == ("moved", "1-3-7")
    assert by_new["2-5-5"]["change"] == "moved-changed" and by_new["2-5-2"]["change"] == "added"
    assert (data["moved"], data["moved_changed"], data["changed"]) == (2, 1, 1)


def test_a_diff_page_shows_one_chapter_when_asked(client, renumbered):
    page = client.get("/one-piece/diff/1.0.0/1.1.0/?chapter=1", HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert 'id="d-1-3-6-1"' in page and 'id="d-2-5-5"' not in page
    assert client.get("/one-piece/diff/1.0.0/1.1.0/?chapter=99").status_code == 404


def test_a_pinned_old_number_leads_to_the_rules_current_number(client, renumbered):
    page = client.get("/one-piece/v/1.0.0/1-3-7/", HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "1-3-7 in 1.0.0 is, in 1.1.0:" in page and 'href="/one-piece/v/1.1.0/1-3-6-1/"' in page
    edited = client.get("/one-piece/v/1.0.0/2-5-2/", HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert 'href="/one-piece/v/1.1.0/2-5-5/"' in edited and "its text changed" in edited
    same = client.get("/one-piece/v/1.0.0/2-5-3/", HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "is, in 1.1.0" not in same and "changed in 1.1.0" not in same
    japanese = client.get("/one-piece/v/1.0.0/1-3-7/", HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    assert "1.0.0 の 1-3-7 は、1.1.0 では次の番号です" in japanese
