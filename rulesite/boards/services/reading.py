"""The engine's bilingual texts (:class:`engine.core.text.Text`) in the reader's language."""

from __future__ import annotations

from django.utils.translation import get_language

from engine.core.text import Text


def reader_lang() -> str:
    """``ja`` or ``en``: the language the page is drawn in."""
    return "ja" if (get_language() or "").startswith("ja") else "en"


def said(text: Text | None, lang: str | None = None) -> str:
    """``text`` in ``lang`` (the reader's language by default); "" for no text."""
    if text is None:
        return ""
    return text.ja if (lang or reader_lang()) == "ja" else text.en
