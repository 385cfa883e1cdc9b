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

from ..models import GlossaryTerm, Rulebook, RulebookVersion

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
    return [h.term for h in hits[:MAX_TERMS]]


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
