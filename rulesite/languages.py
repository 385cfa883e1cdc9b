"""The reader's language, for both site apps: Japanese when the page is in Japanese, else English."""

from __future__ import annotations

from django.utils.translation import get_language


def reader_lang() -> str:
    """``ja`` or ``en``: the language the page is drawn in (Django's active language)."""
    return "ja" if (get_language() or "").startswith("ja") else "en"


def in_reader_language(ja: str, en: str) -> str:
    """The Japanese or the English of a pair, by the page's language."""
    return ja if reader_lang() == "ja" else en
