"""The publisher's own files: a PDF, or saved HTML chapter pages, read into numbered rules.

The same rules as the plain-text importer makes (:func:`engine.ruletext.parse_text` does the
numbering): the extractors give each page's lines (:mod:`.pdf_pages`, :mod:`.html_pages`), the
layout leaves out what is not rule text and joins what the page broke (:mod:`.layout`), and what
the document says of itself is read from its first lines and running headers (:mod:`.stated`).
Warnings and problems name the page (``page 12:``, ``index-13.html:``) instead of a line.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..text_format import ParsedRulebook, RulebookFormatError, parse_text
from .layout import Laid, Page, first_number, lay_out
from .stated import read_stated

#: The file names the document importer reads.
PDF_SUFFIXES = {".pdf"}
HTML_SUFFIXES = {".html", ".htm"}


@dataclass
class ParsedDocument(ParsedRulebook):
    """A rulebook read from the publisher's files, with what the document states of itself."""

    version: str = ""
    date: datetime.date | None = None
    effective: datetime.date | None = None
    #: What was left out (running headers, page numbers, the table of contents), for the report.
    notes: list[str] = field(default_factory=list)
    #: ``pdf`` or ``html``.
    format: str = ""


def is_document(paths: Sequence[Path]) -> bool:
    """Whether ``paths`` name a PDF, saved HTML pages or a folder of them (not a text rulebook)."""
    return any(p.is_dir() or p.suffix.lower() in PDF_SUFFIXES | HTML_SUFFIXES for p in paths)


def load_document(paths: Sequence[Path]) -> ParsedDocument:
    """Read one PDF, or saved HTML chapter pages (files, or folders of ``*.html``), in any order."""
    files, problems = _files(paths)
    pdfs = [f for f in files if f.suffix.lower() in PDF_SUFFIXES]
    if problems:
        raise RulebookFormatError(problems)
    if pdfs:
        if len(files) > 1:
            raise RulebookFormatError(["give one PDF on its own (a PDF is the whole book)"])
        from .pdf_pages import read_pdf

        return parse_pages(read_pdf(pdfs[0]), wrapped=True, separate=False, format="pdf")
    from .html_pages import read_html

    pages, before, problems = [], {}, []
    for path in files:
        try:
            page, lines = read_html(path)
        except RulebookFormatError as error:
            problems += error.problems
            continue
        pages.append(page)
        before[page.label] = lines
    if problems:
        raise RulebookFormatError(problems)
    pages.sort(key=_first_rule)
    stated = [line for page in pages for line in before[page.label]]
    book = parse_pages(pages, wrapped=False, separate=True, format="html", stated_lines=stated)
    # The first chapter page's title lines are the book's (a running header left them out).
    book.preamble = book.preamble or before[pages[0].label]
    return book


def parse_pages(
    pages: Sequence[Page],
    *,
    wrapped: bool,
    separate: bool,
    format: str = "",
    stated_lines: Sequence[str] = (),
) -> ParsedDocument:
    """The numbered rules of ``pages`` (see :func:`.layout.lay_out` for ``wrapped`` and ``separate``)."""
    laid = lay_out(pages, wrapped=wrapped, separate=separate)
    try:
        book = parse_text("\n".join(laid.lines))
    except RulebookFormatError as error:
        raise RulebookFormatError(laid.warnings + [_on_pages(p, laid) for p in error.problems]) from None
    stated = read_stated([*stated_lines, *laid.preamble, *laid.furniture])
    return ParsedDocument(
        preamble=laid.preamble,
        sections=book.sections,
        warnings=laid.warnings + [_on_pages(w, laid) for w in book.warnings],
        version=stated.version,
        date=stated.date,
        effective=stated.effective,
        notes=laid.notes,
        format=format,
    )


def _on_pages(message: str, laid: Laid) -> str:
    """A parser message with its ``line N`` given as the page that line came from."""
    return re.sub(r"\bline (\d+)", lambda m: laid.pages[int(m.group(1)) - 1], message)


def _files(paths: Sequence[Path]) -> tuple[list[Path], list[str]]:
    files, problems = [], []
    for path in paths:
        if path.is_dir():
            found = sorted(p for p in path.iterdir() if p.suffix.lower() in HTML_SUFFIXES | PDF_SUFFIXES)
            if not found:
                problems.append(f"{path}: no .html, .htm or .pdf file in this folder")
            files += found
        elif not path.is_file():
            problems.append(f"{path}: no such file")
        elif path.suffix.lower() not in HTML_SUFFIXES | PDF_SUFFIXES:
            problems.append(f"{path}: not a .pdf, .html or .htm file")
        else:
            files.append(path)
    return files, problems


def _first_rule(page: Page) -> tuple:
    """Chapter pages go in the order of the first rule each holds, whatever their file names."""
    number = first_number(page)
    return number.sort_key if number else ()
