#!/usr/bin/env python
"""Reading the publishers' own files: seconds to read a generated 400-rule PDF and its saved HTML
chapter pages into numbered rules (engine.ruletext.document), English and Japanese.

The files are generated first (tests/ruletext/publisher_files.py: rules written in this project's
own words, Debian's Noto CJK font, running header, footer with page numbers, contents page, rules
broken across pages); only the reading is timed: median of ``--repeat`` reads. Prints, for each
file, its pages, the rules read, the warnings and the seconds. No database: the import command
adds one transaction (see docs/official-texts.md for the whole command's time).

    .venv/bin/python benchmarks/read_publisher_files.py [--rules 420] [--repeat 3]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rules", type=int, default=420, help="rules in the generated book (default 420)")
    parser.add_argument("--repeat", type=int, default=3, help="reads of each file (default 3)")
    args = parser.parse_args()
    from pypdf import PdfReader

    from engine.ruletext.document import load_document
    from tests.ruletext.publisher_files import make_book, rule_count, write_html_chapters, write_pdf

    folder = Path(tempfile.mkdtemp(prefix="rulestep-publisher-"))
    book = make_book(args.rules)
    print(f"generated book: {rule_count(book)} rules in {len(book)} chapters")
    for language in ("en", "ja"):
        pdf = write_pdf(
            book, language, folder / f"rules-{language}.pdf", full_width=("3-2-1",), repeat=("4-1-2",)
        )
        pages = write_html_chapters(book, language, folder / f"html-{language}")
        for label, paths, size in (
            (f"PDF ({language})", [pdf], f"{len(PdfReader(pdf).pages)} pages"),
            (f"HTML ({language})", pages, f"{len(pages)} chapter pages"),
        ):
            times = []
            for _ in range(args.repeat):
                start = time.perf_counter()
                read = load_document(paths)
                times.append(time.perf_counter() - start)
            print(
                f"{label:10} {size:17} {len(read.sections):4} sections "
                f"({sum(1 for s in read.sections if s.text)} with text), {len(read.warnings):2} warnings, "
                f"{statistics.median(times):.2f} s (median of {args.repeat})"
            )


if __name__ == "__main__":
    main()
