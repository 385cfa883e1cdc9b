"""What a reader must never see on a page: raw Python, dead rule links, the other language.

:func:`check_page` reads a rendered page and returns its problems; :func:`rule_links` lists the
links to rule sections it holds. The language check works on the text a reader sees or hears
(text nodes and the ``title``, ``aria-label``, ``placeholder`` and ``alt`` attributes):

* on a Japanese page, a word in Latin letters is English, unless it sits inside an element
  marked ``lang="en"`` (an English rendering, an engine message that has no Japanese) or is one
  of the game's own words that Japanese players write in Latin letters (``HP``, ``DON!!``);
* on an English page, Japanese characters are untranslated unless inside ``lang="ja"`` (rule
  text, which stays in its original Japanese).

``code``, ``pre``, ``textarea``, ``script`` and ``style`` hold files and identifiers, not
interface text, and are not read; nor is an element marked ``translate="no"`` (a card's id from
the board file, shown only when the card has no name).

The engine's narration (a step's explanation, its note, a decision's prompt and options) is
marked ``data-narration``: it is the engine's text in the page's language, kept true by the
golden traces, and only the raw-Python check reads it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html.parser import HTMLParser

#: Latin-letter words that are the game's (or a format's) own words in Japanese text too.
JA_LATIN_WORDS = frozenset(
    {
        "HP",  # Gate Ruler: ユニットのHP
        "DON",  # ONE PIECE: DON!!カード
        "KO",  # ONE PIECE: 【KO時】, KOされる
        "ONE",
        "PIECE",
        "CARD",
        "GAME",  # ONE PIECE CARD GAME, the game's name
        "Ver",  # the rulebook's own version label: Ver. 1.0.0
        "Rulestep",  # the site's name
        "YAML",  # the board file format
        "HTML",
        "CI",  # technical words Japanese writes in Latin letters
        "KEY",
        "VALUE",  # ?choose=KEY=VALUE, the URL syntax
    }
)
_LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z']+")
_JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f]")
_PYTHON = re.compile(r"[{\[]'|'[}\]]|\bNone\b")
_SKIPPED = {"code", "pre", "textarea", "script", "style", "kbd", "samp"}
_VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "wbr", "track"}
_READ_ATTRIBUTES = ("title", "aria-label", "placeholder", "alt")
RULE_LINK = re.compile(r"^/(?P<book>[a-z][a-z0-9-]*)/(?:v/[^/]+/)?(?P<number>\d{1,2}(?:-\d{1,3}[a-z]?)*)/$")


@dataclass
class _Element:
    tag: str
    lang: str | None
    skipped: bool
    narration: bool = False


@dataclass
class PageText(HTMLParser):
    """The readable pieces of a page, each with the language it is declared in."""

    page_lang: str = "en"
    pieces: list[tuple[str, str]] = field(default_factory=list)  # (declared language, text)
    narration: list[str] = field(default_factory=list)
    hrefs: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[_Element] = []

    @property
    def _lang(self) -> str:
        for element in reversed(self.stack):
            if element.lang:
                return element.lang
        return self.page_lang

    @property
    def _skipped(self) -> bool:
        return any(e.skipped for e in self.stack)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {k: v or "" for k, v in attrs}
        if tag == "html" and values.get("lang"):
            self.page_lang = values["lang"]
        skipped = tag in _SKIPPED or values.get("translate") == "no"
        element = _Element(tag, values.get("lang") or None, skipped, "data-narration" in values)
        if tag == "a" and values.get("href"):
            self.hrefs.append(values["href"])
        self.stack.append(element)
        if not self._skipped:
            for name in _READ_ATTRIBUTES:
                if values.get(name):
                    self.pieces.append((self._lang, values[name]))
        if tag in _VOID:
            self.stack.pop()

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        if tag not in _VOID:
            self.stack.pop()

    def handle_endtag(self, tag: str) -> None:
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].tag == tag:
                del self.stack[i:]
                return

    def handle_data(self, data: str) -> None:
        if not data.strip():
            return
        if any(e.narration for e in self.stack):
            self.narration.append(data)
        elif not self._skipped:
            self.pieces.append((self._lang, data))


def read_page(html: str, lang: str = "en") -> PageText:
    """Read a page (or an htmx fragment, which has no ``<html lang>``: ``lang`` is its language)."""
    parser = PageText(page_lang=lang)
    parser.feed(html)
    parser.close()
    return parser


def language_problems(page: PageText) -> list[str]:
    """Interface text in the wrong language for the page."""
    problems = []
    for lang, text in page.pieces:
        if page.page_lang.startswith("ja") and not lang.startswith("en"):
            english = [w for w in _LATIN_WORD.findall(text) if w not in JA_LATIN_WORDS]
            if english:
                problems.append(
                    f"English on a Japanese page: {' '.join(english[:6])!r} in {text.strip()[:80]!r}"
                )
        elif page.page_lang.startswith("en") and not lang.startswith("ja") and _JAPANESE.search(text):
            problems.append(f"Japanese on an English page: {text.strip()[:80]!r}")
    return problems


def python_problems(page: PageText) -> list[str]:
    """Python's own notation for data (``{'card': 'spring'}``, ``None``) shown as if it were text."""
    texts = [text for _, text in page.pieces] + page.narration
    return [f"raw Python on the page: {text.strip()[:100]!r}" for text in texts if _PYTHON.search(text)]


def rule_links(page: PageText) -> set[str]:
    return {href for href in page.hrefs if RULE_LINK.match(href)}


def check_page(html: str, lang: str = "en") -> tuple[list[str], set[str]]:
    """The page's problems, and the rule links it holds (to be opened by the caller)."""
    page = read_page(html, lang)
    return language_problems(page) + python_problems(page), rule_links(page)


#: lists in a board's state whose plain words are a card's attributes, not card ids (colors: [red])
NOT_CARD_LISTS = frozenset({"colors", "types", "traits", "features", "keywords"})


def card_ids(data, found: set[str]) -> set[str]:
    """Every card id a board's state gives (``id:`` keys and the plain ids of decks and piles)."""
    if isinstance(data, dict):
        if isinstance(data.get("id"), str):
            found.add(data["id"])
        for key, value in data.items():
            if key not in NOT_CARD_LISTS:
                card_ids(value, found)
    elif isinstance(data, list):
        for value in data:
            if isinstance(value, str):
                found.add(value)
            else:
                card_ids(value, found)
    return found
