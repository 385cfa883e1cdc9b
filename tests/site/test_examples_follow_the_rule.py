"""Issue 23: a newer official version keeps the examples and the summary written for an earlier one."""

from io import StringIO

import pytest
from django.core.management import call_command

from tests.fixtures.documents import RULEBOOK_FIXTURES as FIXTURES

BOARD = "op-replacement-declined"  # written for 1.2.1, attached to 8-1-3-4 and 8-1-3-4-1


def run(*args):
    call_command(*args, stdout=StringIO())


@pytest.fixture
def newer_official(boards):
    """The shipped summary (keyed to 1.2.1) and its boards, then an official 1.2.2 of the same numbers."""
    run("import_rulebook", "one-piece", "1.2.2", str(FIXTURES / "official-1.2.1.txt"), "--date", "2026-11-01")


@pytest.fixture
def renumbered_official(boards):
    """Official 1.2.1 beside the summary, then an official 1.2.2: 8-1-3-4-1 moved to 8-1-3-4-3, edited."""
    run("import_rulebook", "one-piece", "1.2.1", str(FIXTURES / "official-1.2.1.txt"), "--date", "2026-08-28")
    path = FIXTURES / "official-1.2.2-renumbered.txt"
    run("import_rulebook", "one-piece", "1.2.2", str(path), "--date", "2026-11-01")


def test_the_newer_official_page_lists_the_boards_and_the_summary_of_the_earlier_version(
    client, newer_official
):
    page = client.get("/one-piece/8-1-3-4-1/", HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "Ver. 1.2.2" in page
    assert f"?board={BOARD}" in page
    assert "This example was written for 1.2.1." in page
    # The summary is another kind of document than the official text: no claim either way.
    assert "cannot be told here" in page
    assert page.count('class="document companion earlier"') == 1 and "Written for 1.2.1." in page


def test_a_moved_and_edited_rule_keeps_its_board_and_says_it_changed(client, renumbered_official):
    page = client.get("/one-piece/8-1-3-4-3/", HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert f"?board={BOARD}" in page
    assert "There the rule was 8-1-3-4-1; it is 8-1-3-4-3 now." in page
    assert "8-1-3-4-3 changed by 1.2.2" in page
    assert 'href="/one-piece/diff/1.2.1/1.2.2/#d-8-1-3-4-3"' in page
    # The new 8-1-3-4-1 is another rule: the board is not listed on it as its own.
    other = client.get("/one-piece/8-1-3-4-1/", HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert f"?board={BOARD}" not in other
    # The parent kept its number and its board; it is listed there too.
    assert f"?board={BOARD}" in client.get("/one-piece/8-1-3-4/").content.decode()


def test_the_notes_read_in_japanese(client, renumbered_official):
    page = client.get("/one-piece/8-1-3-4-3/", HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    assert "この例は 1.2.1 向けに書かれました。" in page
    assert "8-1-3-4-3 は 1.2.2 で変更されています" in page
