"""The text lines of each page of a PDF, read with pypdf.

pypdf (pure Python, no system library) decodes the fonts publishers embed, Japanese ones included
(Type 0 fonts with a ToUnicode map), and returns each page's text in reading order, one line per
line of print. Which lines are rule text is decided afterwards (:mod:`.layout`).
"""

from __future__ import annotations

import logging
from pathlib import Path

from pypdf import PdfReader
from pypdf.errors import PdfReadError, PyPdfError

from ..text_format import RulebookFormatError
from .layout import Page

#: The longest PDF read: comprehensive rules run to a few dozen pages.
MAX_PAGES = 2000


def read_pdf(path: Path) -> list[Page]:
    """Every page of the PDF at ``path`` as lines; a file pypdf cannot read is a problem.

    A page with no text at all (a scanned image) is a problem too: its rules cannot be read.
    """
    logging.getLogger("pypdf").setLevel(logging.ERROR)  # font quirks it recovers from are not ours
    try:
        reader = PdfReader(path)
        if reader.is_encrypted and not reader.decrypt(""):
            raise RulebookFormatError([f"{path.name}: the PDF is encrypted with a password"])
        if len(reader.pages) > MAX_PAGES:
            raise RulebookFormatError([f"{path.name}: {len(reader.pages)} pages (at most {MAX_PAGES})"])
        texts = [page.extract_text() or "" for page in reader.pages]
    except (PdfReadError, PyPdfError, ValueError, KeyError, TypeError) as error:
        raise RulebookFormatError([f"{path.name}: not a PDF pypdf can read ({error})"]) from None
    empty = [f"page {n}" for n, text in enumerate(texts, start=1) if not text.strip()]
    if len(empty) == len(texts):
        raise RulebookFormatError([f"{path.name}: no page has text (a scanned image needs OCR first)"])
    pages = [Page(f"page {n}", tuple(text.splitlines())) for n, text in enumerate(texts, start=1)]
    return pages
