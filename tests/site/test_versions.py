"""Issue 23: a rule's history follows it through renumbering; companions apart; new versions announced."""

import re
from io import StringIO

import pytest
from django.core.management import call_command

from tests.fixtures.documents import RULEBOOK_FIXTURES as FIXTURES

pytestmark = pytest.mark.database  # make test-postgres runs it on PostgreSQL too


def run(*args):
    call_command(*args, stdout=StringIO())


def get(client, url, lang="en"):
    response = client.get(url, HTTP_ACCEPT_LANGUAGE=lang)
    assert response.status_code == 200, url
    return response.content.decode()


@pytest.fixture
def renumbered(rulebooks):
    """A made-up book's 1.0.0 and 1.1.0 as 2.0.0 and 2.1.0 (newer than the shipped summary, 1.2.1):
    1-3-7 → 1-3-6-1, 1-3-8 → 1-3-7, 2-5-2 → 2-5-5 edited."""
    for version, label, date in (("1.0.0", "2.0.0", "2027-01-10"), ("1.1.0", "2.1.0", "2027-04-10")):
        path = FIXTURES / f"renumbered-{version}.txt"
        run("import_rulebook", "one-piece", label, str(path), "--date", date)


@pytest.fixture
def summary_in_the_middle(rulebooks):
    """Official 1.2.0, the shipped summary keyed to 1.2.1, official 1.2.2 (8-1-3-4-1 moved to 8-1-3-4-3)."""
    run("import_rulebook", "one-piece", "1.2.0", str(FIXTURES / "official-1.2.0.txt"), "--date", "2026-05-01")
    path = FIXTURES / "official-1.2.2-renumbered.txt"
    run(
        "import_rulebook",
        "one-piece",
        "1.2.2",
        str(path),
        "--date",
        "2026-11-01",
        "--effective",
        "2026-12-01",
    )


def _entry(page: str, label: str) -> str:
    """The history entry of one document (its <li>)."""
    start = page.index(f">{label}</a>")
    return page[page.rindex("<li", 0, start) : page.index("</li>", start)]


def test_a_renumbered_rules_history_shows_it_under_each_number_it_had(client, renumbered):
    page = get(client, "/one-piece/1-3-6-1/history/")
    assert (
        "Its numbers, oldest first:" in page
        and '<span class="num">1-3-7</span> → <span class="num">1-3-6-1</span>' in page
    )
    old = _entry(page, "Ver. 2.0.0")
    assert 'href="/one-piece/v/2.0.0/1-3-7/"' in old and "Strength may drop below zero" in old
    new = _entry(page, "Ver. 2.1.0")
    assert "renumbered from 1-3-7" in new and 'href="/one-piece/v/2.1.0/1-3-6-1/"' in new
    # 1-3-7 now is another rule (the cost, once 1-3-8): its own history, not the strength rule's.
    cost = get(client, "/one-piece/1-3-7/history/")
    before = _entry(cost, "Ver. 2.0.0")
    assert 'href="/one-piece/v/2.0.0/1-3-8/"' in before and "cost is the number printed" in before
    assert "Strength may drop" not in cost


def test_a_moved_and_edited_rules_history_marks_the_words_changed(client, renumbered):
    page = get(client, "/one-piece/2-5-5/history/")
    new = _entry(page, "Ver. 2.1.0")
    assert (
        "renumbered from 2-5-2 and changed" in new and "<del>three</del>" in new and "<ins>four</ins>" in new
    )
    assert 'href="/one-piece/v/2.0.0/2-5-2/"' in _entry(page, "Ver. 2.0.0")


def test_a_history_pinned_to_an_old_version_follows_that_versions_rule_to_its_current_number(
    client, renumbered
):
    page = get(client, "/one-piece/v/2.0.0/1-3-7/history/")
    assert "This rule is now 1-3-6-1 (in 2.1.0)." in page and 'href="/one-piece/1-3-6-1/"' in page
    assert "このルールの現在の番号は 1-3-6-1 です（2.1.0）。" in get(
        client, "/one-piece/v/2.0.0/1-3-7/history/", "ja"
    )
    # The pinned page of the old number links this history.
    assert 'href="/one-piece/v/2.0.0/1-3-7/history/"' in get(client, "/one-piece/v/2.0.0/1-3-7/")
    assert client.get("/one-piece/v/9.9.9/1-3-7/history/").status_code == 404
    assert client.get("/one-piece/v/2.0.0/x!/history/").status_code == 400


def test_an_old_number_the_latest_version_lacks_leads_to_the_rules_current_number(client, renumbered):
    # (1-3-8 is in the shipped book's official numbering, so it has a page saying what it provides.)
    page = client.get("/one-piece/1-3-8/", HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "1-3-8 in 2.0.0 is, in 2.1.0:" in page and 'href="/one-piece/v/2.1.0/1-3-7/"' in page


def test_the_summary_is_shown_apart_from_the_official_versions_under_the_number_of_its_time(
    client, summary_in_the_middle
):
    page = get(client, "/one-piece/8-1-3-4-3/history/")
    official = page[page.index('id="official-title"') : page.index('id="companion-summary"')]
    assert "Ver. 1.2.0" in official and "Ver. 1.2.2" in official and "1.2.1" not in official
    assert (
        'href="/one-piece/v/1.2.0/8-1-3-4-1/"' in official
        and "renumbered from 8-1-3-4-1 and changed" in official
    )
    companions = page[page.index('id="companion-summary"') :]
    assert "Summary (unofficial)" in companions and "not an official version" in companions
    # Keyed to 1.2.1, between the two official versions: the rule's number there was 8-1-3-4-1.
    assert 'href="/one-piece/v/1.2.1/8-1-3-4-1/"' in companions
    assert "removed" not in _entry(page, "numbered as Ver. 1.2.1")
    # The rule that took the number 8-1-3-4-1 in 1.2.2 is new: the summary's 8-1-3-4-1 is not its past.
    other = get(client, "/one-piece/8-1-3-4-1/history/")
    assert "added" in _entry(other, "Ver. 1.2.2") and 'id="companion-summary"' not in other


def test_effective_dates_are_on_the_version_pages(client, summary_in_the_middle):
    assert "in effect from 2026-12-01" in get(client, "/one-piece/8-1-3-4-3/")
    assert "In effect from 2026-12-01." in get(client, "/one-piece/")
    assert "in effect from 2026-12-01" in get(client, "/one-piece/8-1-3-4-3/history/")
    assert "2026-12-01 から有効" in get(client, "/one-piece/8-1-3-4-3/", "ja")
    data = client.get("/api/one-piece/sections/").json()
    assert data["version"] == "1.2.2" and data["document"]["effective"] == "2026-12-01"


def test_an_atom_feed_lists_each_version_with_its_counts_and_links_each_changed_rule(client, renumbered):
    response = client.get("/one-piece/versions.atom", HTTP_ACCEPT_LANGUAGE="en")
    assert response.status_code == 200 and response["Content-Type"].startswith("application/atom+xml")
    feed = response.content.decode()
    entries = re.findall(r"<entry>(.*?)</entry>", feed, re.S)
    assert "Ver. 2.1.0" in entries[0] and "Ver. 2.0.0" in entries[1]
    assert "http://testserver/one-piece/diff/2.0.0/2.1.0/" in entries[0]
    assert "3 moved, 2 changed, 2 added, 0 removed" in entries[0]
    diff = "http://testserver/one-piece/diff/2.0.0/2.1.0/?chapter=1#d-1-3-6-1"
    assert diff.replace("&", "&amp;") in entries[0] or diff in entries[0]
    assert "<published>2027-04-10T00:00:00" in entries[0] and "<updated>" in entries[0]
    assert "<id>http://testserver/one-piece/v/2.1.0/</id>" in entries[0]
    # 2.0.0 has an older version, the shipped summary: another kind of document, not compared.
    assert "No earlier version has a document of the same kind" in entries[1]
    assert client.get("/nope/versions.atom").status_code == 404
    # Linked from the book's pages.
    link = '<link rel="alternate" type="application/atom+xml"'
    for url in (
        "/one-piece/",
        "/one-piece/1-3-6-1/",
        "/one-piece/1-3-6-1/history/",
        "/one-piece/diff/2.0.0/2.1.0/",
    ):
        assert link in get(client, url) and 'href="/one-piece/versions.atom"' in get(client, url)
    assert "新しい版" in client.get("/one-piece/versions.atom", HTTP_ACCEPT_LANGUAGE="ja").content.decode()


def test_a_pinned_page_of_an_old_version_says_a_newer_one_exists(client, renumbered):
    page = get(client, "/one-piece/v/2.0.0/1-3-7/")
    assert "A newer version, 2.1.0, has been published." in page
    notice = page[page.index('class="new-version') :].split("</p>")[0]
    assert 'href="/one-piece/1-3-6-1/"' in notice and 'href="/one-piece/diff/2.0.0/2.1.0/"' in notice
    assert "A newer version" in get(client, "/one-piece/v/2.0.0/")
    assert "2.1.0 が公開されています" in get(client, "/one-piece/v/2.0.0/1-3-7/", "ja")
    assert "A newer version" not in get(client, "/one-piece/v/2.1.0/1-3-6-1/")


def test_a_pinned_page_is_final_only_once_a_newer_version_exists(client, renumbered, settings):
    old = client.get("/one-piece/v/2.0.0/1-3-7/")
    assert "immutable" in old["Cache-Control"]
    newest = client.get("/one-piece/v/2.1.0/1-3-6-1/")
    assert newest.status_code == 200 and "immutable" not in newest["Cache-Control"]
    assert "immutable" not in client.get("/one-piece/v/2.1.0/")["Cache-Control"]


@pytest.fixture
def renumbered_gate_ruler(boards, tmp_path):
    """Gate Ruler 1.1.0 made from the shipped 1.0.0 at test time: a rule written for this test is
    inserted as 12-4a-1, so 12-4a-1 … 12-4a-3 become 12-4a-2 … 12-4a-4, their texts unchanged."""
    from tests.fixtures.documents import GATE_RULER_1_0_0

    lines = []
    for line in GATE_RULER_1_0_0.read_text(encoding="utf-8").splitlines():
        match = re.match(r"12-4a-(\d)\. (.*)", line)
        if match and match.group(1) == "1":
            lines.append("12-4a-1. このテストのために書いた規則です。破壊条件はいつでも確かめられます。")
        lines.append(f"12-4a-{int(match.group(1)) + 1}. {match.group(2)}" if match else line)
    path = tmp_path / "1.1.0.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    run("import_rulebook", "gate-ruler", "1.1.0", str(path), "--date", "2030-01-01")


def test_a_board_whose_rule_was_only_renumbered_says_so_not_that_it_changed(client, renumbered_gate_ruler):
    from rulesite.boards.models import Board

    board = next(
        b for b in Board.objects.filter(rulebook__slug="gate-ruler") if "12-4a-1" in b.section_numbers
    )
    page = get(client, f"/boards/{board.slug}/")
    drift = page[page.index('class="drift"') :].split("</div>")[0]
    assert "12-4a-1</span></a> — renumbered as 12-4a-2 in 1.1.0; its text is unchanged" in drift
    assert "changed in 1.1.0" not in drift
    assert 'href="/gate-ruler/v/1.0.0/12-4a-1/history/"' in drift
    japanese = get(client, f"/boards/{board.slug}/", "ja")
    assert "1.1.0 で番号が 12-4a-2 に変わりました（本文は変更なし）" in japanese
    # Its history (pinned to the board's version) follows the rule to its new number.
    history = get(client, "/gate-ruler/v/1.0.0/12-4a-1/history/")
    assert "This rule is now 12-4a-2 (in 1.1.0)." in history


def test_an_official_text_is_titled_as_the_official_book_and_the_summary_as_a_summary(
    client, summary_in_the_middle
):
    official, summary = get(client, "/one-piece/"), get(client, "/one-piece/v/1.2.1/")
    heading = re.compile(r"<h1>(.*?) <span")
    assert heading.search(official).group(1) == "ONE PIECE CARD GAME Comprehensive Rules"
    assert heading.search(summary).group(1) == "ONE PIECE CARD GAME Comprehensive Rules (effects, summarised)"
    assert "summarised" not in get(client, "/one-piece/8-1-3-4-3/").split("</header>")[0]
    ja_official, ja_summary = get(client, "/one-piece/", "ja"), get(client, "/one-piece/v/1.2.1/", "ja")
    assert heading.search(ja_official).group(1) == "ONE PIECEカードゲーム 総合ルール"
    assert heading.search(ja_summary).group(1) == "ONE PIECEカードゲーム 総合ルール（効果の要約）"


def test_the_pairing_is_stored_at_import_and_the_diff_page_reads_it(client, renumbered, monkeypatch):
    from engine.ruletext import diff, matching
    from rulesite.rulebooks.models import RulePairing
    from rulesite.rulebooks.services import pairings

    stored = RulePairing.objects.get(old__version="2.0.0", new__version="2.1.0", old__kind="official")
    assert ["1-3-7", "1-3-6-1", "moved", 100.0] in stored.pairing["matches"]

    def no_pairing(*args, **kwargs):
        raise AssertionError("the rules were paired again")

    pairings._computed.cache_clear()
    for module in (diff, matching, pairings):
        monkeypatch.setattr(module, "pair_rules", no_pairing)
    page = get(client, "/one-piece/diff/2.0.0/2.1.0/")
    assert "3 moved, 2 changed, 2 added, 0 removed," in page
    assert client.get("/api/one-piece/diff/2.0.0/2.1.0/").json()["moved"] == 2


def test_a_reimport_replaces_the_stored_pairing_and_a_stale_one_is_not_read(client, renumbered, tmp_path):
    from rulesite.pagecache import dataversion
    from rulesite.rulebooks.models import RulebookVersion, RulePairing
    from rulesite.rulebooks.services import pairings

    edited = tmp_path / "2.1.0.txt"
    text = (FIXTURES / "renumbered-1.1.0.txt").read_text(encoding="utf-8")
    edited.write_text(text.replace("exactly fifty cards", "exactly sixty cards"), encoding="utf-8")
    run("import_rulebook", "one-piece", "2.1.0", str(edited))
    rows = RulePairing.objects.filter(new__version="2.1.0", new__kind="official")
    assert rows.count() == 1
    newest = RulebookVersion.objects.get(version="2.1.0", kind="official")
    assert rows.get().new_sha256 == newest.source_sha256
    assert "<ins>sixty</ins>" in get(client, "/one-piece/diff/2.0.0/2.1.0/")
    # A row whose digests no longer match its documents is left unread: the rules are paired anew.
    RulePairing.objects.update(pairing={"matches": [], "removed": [], "added": []}, new_sha256="stale")
    dataversion.data_changed()  # (the page cache would otherwise answer with the page above)
    pairings._computed.cache_clear()
    assert "3 moved, 2 changed, 2 added, 0 removed," in get(client, "/one-piece/diff/2.0.0/2.1.0/")


def test_diffs_and_histories_are_cached_pages_that_revalidate(client, renumbered):
    for url in ("/one-piece/diff/2.0.0/2.1.0/?chapter=1", "/one-piece/v/2.0.0/1-3-7/history/"):
        first = client.get(url)
        assert first.status_code == 200 and "max-age=60" in first["Cache-Control"]
        assert client.get(url, HTTP_IF_NONE_MATCH=first["ETag"]).status_code == 304


def test_a_book_with_only_a_summary_has_a_history_of_its_summary_alone(client, rulebooks):
    page = get(client, "/one-piece/8-1-3-4-1/history/")
    assert 'id="official-title"' not in page and 'id="companion-summary"' in page
    assert 'href="/one-piece/v/1.2.1/8-1-3-4-1/"' in page
    assert client.get("/one-piece/9-9-9/history/").status_code == 404


def test_a_rules_latest_page_names_its_earlier_numbers(client, renumbered):
    page = get(client, "/one-piece/1-3-7/")  # the cost rule, 1-3-8 in 2.0.0
    formerly = page[page.index('class="meta formerly"') :].split("</p>")[0]
    assert 'href="/one-piece/v/2.0.0/1-3-8/"' in formerly and "(2.0.0)" in formerly
    assert "このルールの以前の番号" in get(client, "/one-piece/1-3-7/", "ja")
    assert 'class="meta formerly"' not in get(client, "/one-piece/2-5-3/")  # never renumbered


def test_an_effective_date_that_is_not_a_date_is_refused_and_nothing_changes(rulebooks):
    from django.core.management.base import CommandError

    from rulesite.rulebooks.models import RulebookVersion

    path = FIXTURES / "renumbered-1.0.0.txt"
    with pytest.raises(CommandError, match="not a date"):
        run("import_rulebook", "one-piece", "2.0.0", str(path), "--effective", "2027-13-01")
    assert not RulebookVersion.objects.filter(version="2.0.0").exists()
