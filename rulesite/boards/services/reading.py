"""The engine's bilingual texts (:class:`engine.core.text.Text`) in the reader's language."""

from __future__ import annotations

from engine.core.text import Text
from rulesite.languages import reader_lang


def said(text: Text | None, lang: str | None = None) -> str:
    """``text`` in ``lang`` (the reader's language by default); "" for no text."""
    if text is None:
        return ""
    return text.ja if (lang or reader_lang()) == "ja" else text.en
