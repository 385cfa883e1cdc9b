"""Rule text as HTML: cross-references and glossary terms become links, everything else escaped.

Cross-references are found by the rule-number grammar (``engine.ruletext.find_references``), not
by a catch-all pattern. A number the version has, or that the engine cites from outside our source
(its page says what the engine assumes), is a link; any other number is shown unresolved, never
as a broken link. A glossary term links to its entry the first time it appears in a text.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from urllib.parse import urlencode

from django.urls import reverse
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext as _

from engine.ruletext import find_references

from ..models import GlossaryTerm
from . import words


def section_url(book: str, number: str, pin: str | None = None) -> str:
    """A section's address: in the pinned version on a pinned page, else in the latest."""
    if pin:
        return reverse("rulebooks:pinned_section", args=[book, pin, number])
    return reverse("rulebooks:section", args=[book, number])


@dataclass
class TextContext:
    """What a page knows to render rule text: the book, its section numbers, its glossary."""

    book: str
    numbers: frozenset[str]
    terms: list[GlossaryTerm]
    #: On a version-pinned page, the version: its cross-references stay in it.
    pin: str | None = None
    #: numbers outside our source that have a page (what the engine assumes)
    outside: frozenset[str] = field(default_factory=frozenset)

    def __post_init__(self) -> None:
        forms = sorted(
            {form: term for term in self.terms for form in term.surface_forms if form}.items(),
            key=lambda item: len(item[0]),
            reverse=True,
        )
        self._term_of = dict(forms)
        #: each text rendered once per page (a chapter page may be rendered again, smaller)
        self._rendered: dict[str, SafeString] = {}

    def render(self, text: str) -> SafeString:
        done = self._rendered.get(text)
        if done is None:
            done = self._rendered[text] = self._join(text, self._spans(text, terms=True))
        return done

    def references(self, text: str) -> SafeString:
        """Only the section numbers linked (a step's explanation: no glossary links)."""
        return self._join(text, self._spans(text, terms=False))

    def _spans(self, text: str, *, terms: bool) -> list[tuple[int, int, str]]:
        spans: list[tuple[int, int, str]] = []
        for ref in find_references(text):
            spans.append((ref.start, ref.end, self._reference(str(ref.number), text[ref.start : ref.end])))
        if terms and self._term_of:
            linked: set[int] = set()
            # Whole words only: 場 ("the field") never inside 場合 (see words.py).
            for start, end, form in words.first_spans(text, self._term_of):
                term = self._term_of[form]
                if term.pk in linked or any(s < end and start < e for s, e, _ in spans):
                    continue
                linked.add(term.pk)
                spans.append((start, end, self._term(term, form)))
        return spans

    @staticmethod
    def _join(text: str, spans: list[tuple[int, int, str]]) -> SafeString:
        spans.sort()
        out, last = [], 0
        for start, end, html in spans:
            out.append(escape(text[last:start]))
            out.append(html)
            last = end
        out.append(escape(text[last:]))
        return mark_safe("".join(out).replace("\n", "<br>"))  # noqa: S308 - every piece escaped

    def _reference(self, number: str, label: str) -> str:
        preview = reverse("rulebooks:preview", args=[self.book, number])
        if self.pin:
            preview += "?" + urlencode({"v": self.pin})
        if number in self.numbers or number in self.outside:
            outside = ""
            if number in self.numbers:
                href = section_url(self.book, number, self.pin)
            else:  # its page is the same in every version: what the engine assumes
                href = reverse("rulebooks:section", args=[self.book, number])
                note = _("%(number)s: not in this site's source; its page says what the engine assumes.")
                outside = f' outside" title="{escape(note % {"number": number})}'
            return (
                f'<a class="xref{outside}" href="{href}" data-preview="{preview}" '
                f'hx-get="{preview}" hx-trigger="mouseenter delay:200ms, focus" hx-target="#popover" '
                f'hx-swap="innerHTML">{escape(label)}</a>'
            )
        tooltip = _("%(number)s: the text of this section is not in this site's source.") % {"number": number}
        return (
            f'<span class="xref unresolved" tabindex="0" title="{escape(tooltip)}" data-preview="{preview}" '
            f'hx-get="{preview}" hx-trigger="mouseenter delay:200ms, focus" hx-target="#popover" '
            f'hx-swap="innerHTML">{escape(label)}</span>'
        )

    def _term(self, term: GlossaryTerm, label: str) -> str:
        href = reverse("rulebooks:glossary", args=[self.book]) + f"#term-{term.slug}"
        return f'<a class="term" href="{href}" title="{escape(term.en)}">{escape(label)}</a>'
