"""Text in the reader's two languages: one type with named fields, never an argument order."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, kw_only=True)
class Text:
    """A sentence, prompt or label in Japanese and English (a trace stores it as ``{"ja", "en"}``)."""

    ja: str
    en: str

    def pair(self) -> tuple[str, str]:
        """``(ja, en)``, the shape :mod:`engine.core.naming` reads."""
        return self.ja, self.en

    def as_dict(self) -> dict[str, str]:
        return {"ja": self.ja, "en": self.en}

    @classmethod
    def same(cls, text: str) -> Text:
        """A text that reads the same in both languages (an id, a number)."""
        return cls(ja=text, en=text)
