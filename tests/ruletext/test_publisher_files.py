"""The publisher's own files (PDF, saved HTML chapter pages) read into the same numbered rules as
the plain-text importer makes, from files generated here out of rules written in our own words."""

import datetime
from pathlib import Path

import pytest
from pypdf import PdfReader

from engine.ruletext import RulebookFormatError, parse_text
from engine.ruletext.document import load_document, parse_pages
from engine.ruletext.document.layout import Page
from engine.ruletext.document.stated import read_stated

from .publisher_files import (
    make_book,
    numbering_text,
    rule_count,
    write_html_chapters,
    write_pdf,
)

BOOK = make_book(420)
FULL_WIDTH = "3-2-1"  # printed １－２－１． in the Japanese PDF
REPEATED = "4-1-2"  # printed twice in both PDFs, as real documents sometimes do


@pytest.fixture(scope="module")
def pdfs(tmp_path_factory):
    folder = tmp_path_factory.mktemp("pdf")
    return {
        "en": write_pdf(BOOK, "en", folder / "rules-en.pdf", repeat=(REPEATED,)),
        "ja": write_pdf(BOOK, "ja", folder / "rules-ja.pdf", full_width=(FULL_WIDTH,), repeat=(REPEATED,)),
    }


@pytest.fixture(scope="module")
def read(pdfs):
    return {language: load_document([path]) for language, path in pdfs.items()}


def _rules(book):
    return {str(s.number): (s.title, s.text) for s in book.sections}


def test_a_400_rule_english_pdf_and_its_japanese_one_import_into_the_same_numbers(read):
    assert rule_count(BOOK) >= 400
    english, japanese = _rules(read["en"]), _rules(read["ja"])
    assert set(english) == set(japanese)
    assert len(english) == len(parse_text(numbering_text(BOOK, "en")).sections)


@pytest.mark.parametrize("language", ["en", "ja"])
def test_each_rule_reads_as_the_text_importer_reads_the_same_book(read, language):
    """Headings, rule texts joined across lines and pages, numbered items kept inside their rule."""
    want = _rules(parse_text(numbering_text(BOOK, language)))
    got = _rules(read[language])
    differing = sorted(number for number in want if got[number] != want[number])
    assert differing == [REPEATED]  # the repeated one keeps both texts, as the text importer does
    assert got[REPEATED][1] == want[REPEATED][1] + "\n" + want[REPEATED][1]
    with_items = next(r for c in BOOK for s in c.sections for r in s.rules if r.items)
    assert got[with_items.number][1].splitlines()[1:] == [item[language] for item in with_items.items]


def test_the_pdf_has_what_the_import_must_handle(pdfs):
    """The generated PDFs are multi-page, with a running header, page numbers, a contents page and
    a rule broken across a page (its text goes on at the top of the next page)."""
    for language, path in pdfs.items():
        pages = [page.extract_text().splitlines() for page in PdfReader(path).pages]
        assert len(pages) > 10
        assert all(
            lines[0].startswith("Rulestep Test Game" if language == "en" else "ルールステップ")
            for lines in pages
        )
        assert all(
            lines[-1].strip() in (f"Page {n} / {len(pages)}", f"- {n} -") for n, lines in enumerate(pages, 1)
        )
        body_starts = [lines[1] for lines in pages[2:]]
        assert any(not line[0].isdigit() for line in body_starts), "no rule broken across a page"


@pytest.mark.parametrize("language", ["en", "ja"])
def test_headers_footers_page_numbers_and_contents_are_left_out(read, language):
    book = read[language]
    texts = "\n".join(title + text for title, text in _rules(book).values())
    assert "Rulestep Test Game" not in texts and "ルールステップ" not in texts
    assert "Page " not in texts and "- 3 -" not in texts
    assert book.sections[0].title == BOOK[0].title[language]  # chapter 1 from the body, not the contents
    assert any("table of contents" in note for note in book.notes)
    assert any("page numbers left out" in note for note in book.notes)


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_version_and_date_are_read_from_the_document(read, language):
    assert read[language].version == "2.1.0"
    assert read[language].date == datetime.date(2026, 3, 5)


def test_full_width_digits_and_a_repeated_number_are_warnings_with_their_page(read, pdfs):
    japanese = read["ja"].warnings
    full = [w for w in japanese if FULL_WIDTH in w and "full-width" in w]
    assert len(full) == 1 and full[0].startswith("page ")
    page = int(full[0].split(":")[0].removeprefix("page "))
    assert "３－２－１．" in PdfReader(pdfs["ja"]).pages[page - 1].extract_text()
    for language in ("en", "ja"):
        repeated = [w for w in read[language].warnings if f"section {REPEATED} appears again" in w]
        assert len(repeated) == 1 and repeated[0].startswith("page ") and "(first on page " in repeated[0]


def test_saved_html_chapter_pages_import_whatever_their_order(tmp_path):
    book = make_book(120, chapters=4, letters=True)
    for language in ("ja", "en"):
        paths = write_html_chapters(book, language, tmp_path / language)
        read = load_document(list(reversed(paths)))
        assert _rules(read) == _rules(parse_text(numbering_text(book, language)))
        assert (read.version, read.date) == ("2.1.0", datetime.date(2026, 3, 5))
        everything = "\n".join(s.title + s.text for s in read.sections)
        for chrome in ("Home", "次の章へ", "Next chapter", "©", "not a rule", "Rules"):
            assert chrome not in everything
        assert load_document([tmp_path / language]).sections == read.sections  # the folder


def test_a_reference_broken_onto_the_next_line_stays_in_its_rule():
    pages = [
        Page(
            "page 1",
            ("1. Basics", "1-1. Players", "1-1-1. The first player counts the markers (see", "9. Scoring)"),
        ),
        Page("page 2", ("and passes the token.", "1-1-2. The next rule reads as")),
        Page("page 3", ("1-1-1 of this section says, then ends.", "1-1-3. The last rule.")),
    ]
    book = parse_pages(pages, wrapped=True, separate=False)
    rules = _rules(book)
    assert list(rules) == ["1", "1-1", "1-1-1", "1-1-2", "1-1-3"]
    assert rules["1-1-1"][1] == "The first player counts the markers (see 9. Scoring) and passes the token."
    assert rules["1-1-2"][1] == "The next rule reads as\n1-1-1 of this section says, then ends."


def test_a_file_with_problems_reports_every_one_with_its_page(tmp_path):
    pages = [
        Page("page 1", ("1. Basics", "1-2. Second", "1-2-1. Text.")),
        Page("page 2", ("1-1. Out of order.", "1-3. Fine.", "1-4B. Bad number.")),
    ]
    with pytest.raises(RulebookFormatError) as caught:
        parse_pages(pages, wrapped=True, separate=False)
    problems = caught.value.problems
    assert any(p.startswith("page 2:") and "rule order" in p and "(page 1)" in p for p in problems)
    assert len(problems) == 1  # '1-4B.' is no number: text of 1-3, as the text importer reads it
    broken = tmp_path / "broken.pdf"
    broken.write_bytes(b"%PDF-1.4 not really")
    empty = tmp_path / "empty"
    empty.mkdir()
    for paths, expected in (
        ([broken], "not a PDF pypdf can read"),
        ([empty], "no .html, .htm or .pdf file"),
        ([tmp_path / "missing.html"], "no such file"),
    ):
        with pytest.raises(RulebookFormatError) as caught:
            load_document(paths)
        assert expected in caught.value.problems[0]


def test_a_page_without_rules_is_a_problem(tmp_path):
    page = tmp_path / "index.html"
    page.write_text("<html><body><p>Welcome</p></body></html>", encoding="utf-8")
    with pytest.raises(RulebookFormatError) as caught:
        load_document([page])
    assert caught.value.problems == ["index.html: no numbered rule on this page"]


@pytest.mark.parametrize(
    ("lines", "version", "date", "effective"),
    [
        (["Version 1.2.0", "Last updated: 1/16/2026"], "1.2.0", "2026-01-16", None),
        (["総合ルール Ver. 1.0.0（最終更新:2020年12月25日）"], "1.0.0", "2020-12-25", None),
        (["ver1.4 2026/03/01 更新", "2026年4月1日より施行"], "1.4", "2026-03-01", "2026-04-01"),
        (["Updated 5 March 2026. Effective: April 1, 2026"], "", "2026-03-05", "2026-04-01"),
        (["Page 2 of 40", "13/13/2026"], "", None, None),
    ],
)
def test_version_and_dates_as_documents_state_them(lines, version, date, effective):
    stated = read_stated(lines)
    assert stated.version == version
    assert stated.date == (datetime.date.fromisoformat(date) if date else None)
    assert stated.effective == (datetime.date.fromisoformat(effective) if effective else None)


def test_files_are_not_committed_from_the_publisher():
    """The fixtures are generated: no PDF or saved page is in the repository."""
    root = Path(__file__).resolve().parents[2]
    shipped = [p for p in (root / "data").rglob("*") if p.suffix.lower() in {".pdf", ".html", ".htm"}]
    assert shipped == []
