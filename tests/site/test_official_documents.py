"""The publisher's own files imported with import_rulebook, and what the site shows of them: the
official wording with its source and date, the summary beside it, and examples that say when a rule
they cite changed. The PDFs are generated here, from rules written in our own words."""

import re
from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from engine.ruletext import RuleNumber, catalog
from rulesite.rulebooks.models import RulebookVersion
from tests.ruletext.publisher_files import make_book, write_html_chapters, write_rules_pdf

SOURCE = "https://example.org/publisher/rules.pdf"
CHANGED = "8-1-3-4-3"  # a rule a board cites (op-replacement-same-again, step 7)
BOARD = "op-replacement-same-again"


def run(*args):
    out = StringIO()
    call_command(*args, stdout=out)
    return out.getvalue()


def get(client, url, lang="en"):
    response = client.get(url, HTTP_ACCEPT_LANGUAGE=lang)
    assert response.status_code == 200, url
    return response.content.decode()


def _our_wording(version: str, changed: str = "") -> dict[str, str]:
    """Every number of the official numbering (the summary's among them), each with a sentence of ours."""
    numbers = sorted(catalog.numbering("one-piece"), key=lambda n: RuleNumber.parse(n).sort_key)
    rules = {
        n: f"Test wording of rule {n}, as the official text of {version} would state it." for n in numbers
    }
    if changed:
        rules[changed] = f"Reworded test text of rule {changed}: the replacement applies only once."
    return rules


@pytest.fixture
def official_1_2_1(rulebooks, tmp_path):
    pdf = write_rules_pdf(_our_wording("1.2.1"), tmp_path / "rules-1.2.1.pdf")
    return run("import_rulebook", "one-piece", "-", str(pdf), "--source", SOURCE)


@pytest.fixture
def official_1_3_0(official_1_2_1, boards, tmp_path):
    pdf = write_rules_pdf(
        _our_wording("1.2.1", changed=CHANGED), tmp_path / "rules-1.3.0.pdf", stated=("1.3.0", "May 1, 2026")
    )
    return run("import_rulebook", "one-piece", "-", str(pdf), "--source", SOURCE)


def test_an_official_pdf_imports_as_the_version_and_date_it_states(official_1_2_1):
    assert re.search(r"^one-piece 1\.2\.1: imported, \d+ sections", official_1_2_1)
    assert "page numbers left out" in official_1_2_1
    document = RulebookVersion.objects.get(rulebook__slug="one-piece", version="1.2.1", kind="official")
    assert (document.date.isoformat(), document.language, document.source_url) == ("2026-01-16", "en", SOURCE)
    assert document.sections.get(number=CHANGED).text.startswith(f"Test wording of rule {CHANGED},")
    # The summary of the same version is kept beside it.
    assert RulebookVersion.objects.filter(
        rulebook__slug="one-piece", version="1.2.1", kind="summary"
    ).exists()


def test_the_official_wording_is_shown_with_its_source_and_date_and_the_summary_beside_it(
    client, official_1_2_1
):
    page = get(client, f"/one-piece/v/1.2.1/{CHANGED}/")
    assert f"Test wording of rule {CHANGED}," in page
    assert "dated 2026-01-16" in page and f'href="{SOURCE}"' in page
    assert "The publisher&#x27;s official text." in page or "The publisher's official text." in page
    companion = page[page.index('class="document companion"') :]
    assert "Summary (unofficial)" in companion and "numbered as Ver. 1.2.1" in companion
    assert "v1.2.1" not in page  # the summary is no version "v1.2.1" of the comprehensive rules
    citation = re.search(r'id="citation" readonly value="([^"]*)"', page).group(1)
    assert citation.startswith("ONE PIECE CARD GAME Comprehensive Rules Ver. 1.2.1, 8-1-3-4-3.")
    japanese = get(client, f"/one-piece/v/1.2.1/{CHANGED}/", "ja")
    assert "Ver. 1.2.1 の番号" in japanese and "v1.2.1" not in japanese


def test_the_summary_alone_is_not_called_a_version_of_the_comprehensive_rules(client, rulebooks):
    for lang, label in (("en", "numbered as Ver. 1.2.1"), ("ja", "Ver. 1.2.1 の番号")):
        page = get(client, f"/one-piece/{CHANGED}/", lang)
        assert label in page and "v1.2.1" not in page


def test_a_number_no_imported_document_has_says_so(client, rulebooks):
    numbering = catalog.numbering("one-piece")
    in_source = catalog.load_file(catalog.rulebook("one-piece").latest.file).numbers()
    number = next(n for n in numbering if n not in in_source)
    page = get(client, f"/one-piece/{number}/")
    assert f"No document imported on this site has the text of {number} for Ver. 1.2.1." in page
    assert "Summary (unofficial) (dated 2026-08-28)" in page
    assert "このサイトに取り込まれた文書" in get(client, f"/one-piece/{number}/", "ja")


def test_a_file_with_a_problem_changes_nothing_and_every_problem_is_reported(rulebooks, tmp_path):
    rules = _our_wording("1.2.1")
    numbers = list(rules)
    rules = {numbers[5]: rules[numbers[5]], **rules}  # a number out of rule order, on the first page
    last = numbers[-1]  # and a rule after the last one whose number has no dot
    after = f"{last.rsplit('-', 1)[0]}-{int(last.rsplit('-', 1)[1]) + 1}"
    extra = (f"{after} A rule printed without the dot after its number.",)
    pdf = write_rules_pdf(rules, tmp_path / "bad.pdf", stated=("9.9.9", "May 1, 2026"), extra_lines=extra)
    before = RulebookVersion.objects.count()
    with pytest.raises(CommandError) as caught:
        run("import_rulebook", "one-piece", "-", str(pdf))
    message = str(caught.value)
    assert "nothing changed" in message
    # (its "1." is read inside the moved rule, as an enumeration: the text importer's reading)
    assert f"page 1: section 1-1 comes after {numbers[5]} (page 1); sections must be in rule order" in message
    assert re.search(rf"page \d+: '{after} A rule.*' looks like section {after} without the '\.'", message)
    assert RulebookVersion.objects.count() == before


def test_saved_html_chapter_pages_import_from_their_folder(rulebooks, tmp_path):
    book = make_book(60, chapters=3, letters=True)
    write_html_chapters(book, "ja", tmp_path / "pages")
    output = run("import_rulebook", "gate-ruler", "-", str(tmp_path / "pages"), "--source", SOURCE)
    assert output.startswith("gate-ruler 2.1.0: imported,")
    document = RulebookVersion.objects.get(rulebook__slug="gate-ruler", version="2.1.0")
    assert document.date.isoformat() == "2026-03-05" and document.language == "ja"
    assert document.sections.filter(number="3-1a").exists()
    # The same pages again: nothing changes.
    assert "unchanged" in run(
        "import_rulebook", "gate-ruler", "2.1.0", str(tmp_path / "pages"), "--source", SOURCE
    )


def test_the_step_citing_a_rule_whose_text_changed_says_so_with_a_link_to_the_change(client, official_1_3_0):
    step = get(client, f"/boards/{BOARD}/?step=7")
    notice = step[step.index('class="rule-changed') :]
    assert f"This step applies {CHANGED} as it read in 1.2.1; its text is different in 1.3.0." in notice
    assert f'href="/one-piece/diff/1.2.1/1.3.0/#d-{CHANGED}"' in notice
    assert f"このステップは {CHANGED} を 1.2.1 の本文で適用しています" in get(
        client, f"/boards/{BOARD}/?step=7", "ja"
    )
    # A step that cites only rules whose text is the same says nothing of it.
    assert 'class="rule-changed' not in get(client, f"/boards/{BOARD}/?step=0")
    # The board's page lists the change (the text drift box).
    assert 'href="/one-piece/diff/1.2.1/1.3.0/"' in step and "changed in 1.3.0" in step


def test_the_rules_page_lists_the_boards_written_for_its_older_text(client, official_1_3_0):
    page = get(client, f"/one-piece/{CHANGED}/")
    assert "Reworded test text" in page
    examples = page[page.index('id="examples-title"') :]
    entry = examples[examples.index(f"?board={BOARD}") :]
    entry = entry[: entry.index("</li>")]
    assert "This example was written for 1.2.1." in entry and f"{CHANGED} changed by 1.3.0" in entry


def test_a_newer_version_of_another_kind_is_said_to_be_uncompared(client, boards, tmp_path):
    pdf = write_rules_pdf(_our_wording("1.3.0"), tmp_path / "rules.pdf", stated=("1.3.0", "May 1, 2026"))
    run("import_rulebook", "one-piece", "-", str(pdf))
    step = get(client, f"/boards/{BOARD}/?step=7")
    assert "A newer version, 1.3.0, is on this site as another kind of document" in step
