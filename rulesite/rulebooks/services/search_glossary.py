"""Search beside the sections: the glossary's terms, the words boards are matched by, suggestions.

Glossary and boards are small (tens of rows per book), so they are matched in Python on a
normalised form: width-folded (NFKC), case-folded, keyword brackets dropped (【ダブルアタック】 and
[Double Attack] match "ダブルアタック" and "double attack"), ``_`` and ``-`` read as spaces
(a board's ``double_attack`` keyword matches "double attack").
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from dataclasses import dataclass, field

from engine.ruletext import catalog
from engine.ruletext.numbers import RuleNumber

from ..models import GlossaryTerm, Rulebook, RulebookVersion, Section

#: At most this many terms and boards are listed.
MAX_TERMS = 10
MAX_BOARDS = 10
MAX_SUGGESTIONS = 6
_BRACKETS = re.compile(r"[【】\[\]「」『』〈〉《》<>()（）]")
_SEPARATORS = re.compile(r"[_\-‐・/]+")


def normalise(text: str) -> str:
    text = unicodedata.normalize("NFKC", text or "").casefold()
    text = _SEPARATORS.sub(" ", _BRACKETS.sub(" ", text))
    return " ".join(text.split())


def words_of(query: str) -> list[str]:
    return normalise(query).split()[:8]


def contains_all(haystack: str, words: list[str]) -> bool:
    squeezed = haystack.replace(" ", "")
    return bool(words) and all(w in haystack or w in squeezed for w in words)


@dataclass
class TermHit:
    term: GlossaryTerm
    score: int


def search_terms(query: str, books: list[Rulebook]) -> list[GlossaryTerm]:
    """Glossary terms whose name (Japanese, aliases, English) or definition has every word."""
    words = words_of(query)
    if not words or not books:
        return []
    hits = []
    for term in GlossaryTerm.objects.filter(rulebook__in=books).select_related("rulebook"):
        names = [normalise(n) for n in (term.term, *term.aliases, term.en)]
        phrase = " ".join(words)
        if phrase in names or phrase.replace(" ", "") in (n.replace(" ", "") for n in names):
            score = 3
        elif contains_all(" | ".join(names), words):
            score = 2
        elif contains_all(normalise(term.definition_ja + " " + term.definition_en), words):
            score = 1
        else:
            continue
        hits.append(TermHit(term, score))
    hits.sort(key=lambda h: (-h.score, h.term.rulebook.position, h.term.order))
    found = [h.term for h in hits[:MAX_TERMS]]
    for hit in hits[:MAX_TERMS]:
        hit.term.exact = hit.score == 3  # the query is the term's name
        hit.term.defining = defining_rule(hit.term)
    return found


def headings_of(slug: str) -> dict[str, str]:
    """normalised heading → number, for every number of a book with a heading: its official
    numbering, the rules outside our source, the sections of its versions (first wins)."""
    found: dict[str, str] = {}
    try:
        numbered = [(n, e.heading.values()) for n, e in catalog.numbering(slug).items()]
        outside = [(n, e.title.values()) for n, e in catalog.out_of_source(slug).items()]
    except KeyError:  # a book imported into the site but not in the engine's catalog
        numbered, outside = [], []
    rows = Section.objects.filter(version__rulebook__slug=slug).exclude(title="")
    sections = [(n, (t, te)) for n, t, te in rows.values_list("number", "title", "title_en")]
    for number, names in (*numbered, *outside, *sections):
        for name in names:
            if name:
                key = normalise(name)
                # Two rules may share a heading (ONE PIECE 2-11 is the card's 【トリガー】 text,
                # 10-1-5 the keyword): the keyword's own rule defines the term.
                if key not in found or (
                    not under_keywords(slug, found[key]) and under_keywords(slug, number)
                ):
                    found[key] = number
    return found


#: What a rulebook calls the chapter or section its keywords are defined in.
KEYWORD_HEADINGS = ("キーワード", "keyword")


def under_keywords(slug: str, number: str) -> bool:
    """Whether a rule sits under a heading about keywords (ONE PIECE 10: キーワード効果とキーワード)."""
    try:
        numbered = catalog.numbering(slug)
    except KeyError:
        return False
    for ancestor in RuleNumber.parse(number).ancestors():
        entry = numbered.get(str(ancestor))
        names = " ".join(entry.heading.values()).casefold() if entry else ""
        if any(word in names for word in KEYWORD_HEADINGS):
            return True
    return False


def defining_rule(term: GlossaryTerm, headings: dict[str, str] | None = None) -> str:
    """The rule that defines a glossary term: the one whose heading is the term's name (【トリガー】
    is ONE PIECE 10-1-5, though our summary lacks its text), else the first it lists, else ""."""
    headings = headings_of(term.rulebook.slug) if headings is None else headings
    for name in (term.term, *term.aliases, term.en):
        number = headings.get(normalise(name)) if name else None
        if number:
            return number
    return term.defined_in[0] if term.defined_in else ""


@dataclass
class Suggestion:
    """A near term or section heading, and the section numbers it leads to."""

    label: str
    lang: str
    book: Rulebook
    numbers: list[str] = field(default_factory=list)
    term: GlossaryTerm | None = None


def suggest(query: str, versions: list[RulebookVersion]) -> list[Suggestion]:
    """For an empty result: glossary terms and section titles spelled close to the query."""
    wanted = normalise(query)
    if not wanted or not versions:
        return []
    candidates: dict[str, Suggestion] = {}
    books = [v.rulebook for v in versions]
    for term in GlossaryTerm.objects.filter(rulebook__in=books).select_related("rulebook"):
        for name, lang in ((term.term, "ja"), (term.en, "en"), *((a, "ja") for a in term.aliases)):
            candidates.setdefault(
                normalise(name), Suggestion(name, lang, term.rulebook, list(term.defined_in), term)
            )
    for version in versions:
        for number, title, title_en in version.sections.exclude(title="").values_list(
            "number", "title", "title_en"
        ):
            for name, lang in ((title, "ja"), (title_en, "en")):
                if name:
                    found = candidates.setdefault(normalise(name), Suggestion(name, lang, version.rulebook))
                    if number not in found.numbers:
                        found.numbers.append(number)
    close = difflib.get_close_matches(wanted, list(candidates), n=MAX_SUGGESTIONS, cutoff=0.6)
    return [candidates[name] for name in close]
