"""Rule text as HTML: cross-references and glossary terms become links, everything else escaped.

Cross-references are found by the rule-number grammar (``engine.ruletext.find_references``), not
by a catch-all pattern. A number the version has, or that the engine cites from outside our source
(its page says what the engine assumes), is a link; any other number is shown unresolved, never
as a broken link. A glossary term links to its entry the first time it appears in a text.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from urllib.parse import quote, urlencode

from django.urls import reverse
from django.utils.html import escape
from django.utils.http import RFC3986_SUBDELIMS
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


_HOLE = "__number__"


def address_of(name: str, *args: str) -> tuple[str, str]:
    """The address of URL ``name`` around its last argument, a section number: what goes before
    it and after. A page of a thousand links reverses each name once (:meth:`TextContext.section_href`)."""
    before, after = reverse(name, args=[*args, _HOLE]).split(_HOLE)
    return before, after


@lru_cache(maxsize=20_000)
def quote_number(number: str) -> str:
    """A number in an address, quoted as ``reverse`` quotes it."""
    return quote(number, safe=RFC3986_SUBDELIMS + "/~:@")


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

    @cached_property
    def _section_address(self) -> tuple[str, str]:
        if self.pin:
            return address_of("rulebooks:pinned_section", self.book, self.pin)
        return address_of("rulebooks:section", self.book)

    @cached_property
    def _latest_address(self) -> tuple[str, str]:
        return address_of("rulebooks:section", self.book)

    @cached_property
    def _preview_address(self) -> tuple[str, str]:
        before, after = address_of("rulebooks:preview", self.book)
        return before, after + ("?" + urlencode({"v": self.pin}) if self.pin else "")

    @cached_property
    def _glossary(self) -> str:
        return reverse("rulebooks:glossary", args=[self.book])

    def section_href(self, number: str) -> str:
        """:func:`section_url` of a number of this book (in the pinned version on a pinned page)."""
        before, after = self._section_address
        return before + quote_number(number) + after

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
        before, after = self._preview_address
        preview = before + quote_number(number) + after
        if number in self.numbers or number in self.outside:
            outside = ""
            if number in self.numbers:
                href = self.section_href(number)
            else:  # its page is the same in every version: what the engine assumes
                before, after = self._latest_address
                href = before + quote_number(number) + after
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
        href = f"{self._glossary}#term-{term.slug}"
        return f'<a class="term" href="{href}" title="{escape(term.en)}">{escape(label)}</a>'
