"""Search beside the sections: the glossary's terms and the example boards, and near suggestions.

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

from rulesite.boards.models import Board

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


def _words(query: str) -> list[str]:
    return normalise(query).split()[:8]


def _contains_all(haystack: str, words: list[str]) -> bool:
    squeezed = haystack.replace(" ", "")
    return bool(words) and all(w in haystack or w in squeezed for w in words)


@dataclass
class TermHit:
    term: GlossaryTerm
    score: int


def search_terms(query: str, books: list[Rulebook]) -> list[GlossaryTerm]:
    """Glossary terms whose name (Japanese, aliases, English) or definition has every word."""
    words = _words(query)
    if not words or not books:
        return []
    hits = []
    for term in GlossaryTerm.objects.filter(rulebook__in=books).select_related("rulebook"):
        names = [normalise(n) for n in (term.term, *term.aliases, term.en)]
        phrase = " ".join(words)
        if phrase in names or phrase.replace(" ", "") in (n.replace(" ", "") for n in names):
            score = 3
        elif _contains_all(" | ".join(names), words):
            score = 2
        elif _contains_all(normalise(term.definition_ja + " " + term.definition_en), words):
            score = 1
        else:
            continue
        hits.append(TermHit(term, score))
    hits.sort(key=lambda h: (-h.score, h.term.rulebook.position, h.term.order))
    return [h.term for h in hits[:MAX_TERMS]]


def search_boards(query: str, books: list[Rulebook]) -> list[Board]:
    """Example boards whose title (either language) or id has every word; then boards whose file has."""
    words = _words(query)
    if not words or not books:
        return []
    titled, in_file = [], []
    for board in Board.objects.filter(rulebook__in=books).select_related("rulebook"):
        if _contains_all(normalise(f"{board.title_ja} | {board.title_en} | {board.slug}"), words):
            titled.append(board)
        elif len("".join(words)) >= 3 and _contains_all(normalise(board.source), words):
            in_file.append(board)
    return (titled + in_file)[:MAX_BOARDS]


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
