"""What a machine can catch in the steps a judge reads (docs/wording.md, "Machine checks").

Each check reads one text of a step (its English and Japanese sentence, its note, its decision's
prompt and option labels) or its cited numbers, against the board it comes from:

* ``language``: an English text with Japanese characters in it, or a Japanese text with an English
  word in it (card names aside; the game terms official Japanese texts write in Latin letters,
  :data:`LATIN_IN_JAPANESE`, and player names are allowed);
* ``unnamed``: a card called by its board id, or by where it was ("the card from A's hand",
  「Aの手札にあったカード」), instead of its name;
* ``unmarked``: for a game whose Japanese texts mark card names (Gate Ruler 《…》, ONE PIECE
  「…」), a card's Japanese name outside its marks;
* ``heading``: a cited number that is a heading (a chapter ``13`` or a section ``1-4``) with
  sub-rules under it, while the step cites none of them: a sub-rule governs. Headings whose
  governing sub-rule our sources do not give are listed in :data:`UNREAD_SUBRULES`;
* ``numbering``: a cited number that is neither in the rulebook's text, nor in its official
  numbering, nor in its documented out-of-source list.

:func:`check_steps` works on a golden trace's steps (``python -m engine golden`` keeps them equal
to fresh runs) or a trace's; the test ``tests/engine/test_wording.py`` runs it over both games'
golden traces, and ``python -m engine check`` prints what it finds as warnings.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from ..ruletext.catalog import known_numbers

#: Japanese characters: hiragana, katakana, CJK ideographs, full-width forms and CJK punctuation
JAPANESE = re.compile(r"[\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]")
#: an English word in a Japanese text: two or more Latin letters
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
#: words official Japanese texts themselves write in Latin letters
LATIN_IN_JAPANESE = frozenset({"HP", "ATK", "KO", "Ver", "DON", "OD", "TD", "CNT"})
#: a card called by where it started, as engine.core.naming words it when the card has no name
UNNAMED_EN = re.compile(r"\b(?:the|a)(?: \w+)? card from [A-Z]\w*'s\b")
UNNAMED_JA = re.compile(r"にあった(?:\d+枚目の)?カード")
#: a heading: a chapter (``13``) or a section (``1-4``, ``6-5``); rules have a letter or a third part
HEADING = re.compile(r"\d+(?:-\d+)?")
#: headings a step may cite alone, because the sub-rule that governs it is not in our sources
#: (rulebook → number → why)
UNREAD_SUBRULES: dict[str, dict[str, str]] = {
    "gate-ruler": {
        "13": "recovery: the number of chapter 13's recovery rule is not in the openings we can read",
        "13-5": "the ruler damage process: only 13-5b (it is placed on the gate) can be read",
    },
}


@dataclass(frozen=True)
class Finding:
    """One thing a judge would refuse: which check, where, and the text or number."""

    check: str
    where: str
    text: str

    def __str__(self) -> str:
        return f"{self.where}: {self.check}: {self.text}"


@dataclass(frozen=True)
class BoardWords:
    """What the checks need from a board: its rulebook and version, its cards' names and ids."""

    rulebook: str
    version: str
    names_ja: frozenset[str]
    names_en: frozenset[str]
    ids: frozenset[str]
    marks: tuple[str, str] = ("", "")


def board_words(raw: dict[str, Any], marks: tuple[str, str] = ("", "")) -> BoardWords:
    """Read a board's YAML (as loaded): every mapping with an ``id`` is a card; its ``name`` its names."""
    names_ja: set[str] = set()
    names_en: set[str] = set()
    ids: set[str] = set()
    for node in _mappings(raw.get("state")):
        if "id" in node:
            ids.add(str(node["id"]))
            name = node.get("name")
            if isinstance(name, dict) and name.get("ja") and name.get("en"):
                names_ja.add(str(name["ja"]))
                names_en.add(str(name["en"]))
    meta = raw.get("board") or {}
    return BoardWords(
        str(meta.get("rulebook", "")),
        str(meta.get("version", "")),
        frozenset(names_ja),
        frozenset(names_en),
        frozenset(ids),
        marks,
    )


def _mappings(node: Any) -> Iterator[dict[str, Any]]:
    if isinstance(node, dict):
        yield node
        for value in node.values():
            yield from _mappings(value)
    elif isinstance(node, list):
        for value in node:
            yield from _mappings(value)


def _without(text: str, names: Iterable[str]) -> str:
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, " ")
    return text


def check_text(words: BoardWords, lang: str, text: str, where: str) -> list[Finding]:
    """The ``language``, ``unnamed`` and ``unmarked`` checks of one text in one language."""
    out = []
    if lang == "en":
        if JAPANESE.search(_without(text, words.names_en)):
            out.append(Finding("language", where, f"Japanese in an English text: {text}"))
        if UNNAMED_EN.search(text):
            out.append(Finding("unnamed", where, text))
    else:
        latin = {w for w in LATIN_WORD.findall(_without(text, words.names_en)) if w not in LATIN_IN_JAPANESE}
        if latin:
            out.append(
                Finding("language", where, f"English ({', '.join(sorted(latin))}) in a Japanese text: {text}")
            )
        if UNNAMED_JA.search(text):
            out.append(Finding("unnamed", where, text))
        opening, closing = words.marks
        if opening:
            bare = re.sub(f"{re.escape(opening)}[^{re.escape(closing)}]*{re.escape(closing)}", " ", text)
            bare = re.sub(r"「[^」]*」", " ", bare)  # ability names and quoted option labels
            found = sorted(n for n in words.names_ja if n in bare)
            if found:
                out.append(
                    Finding("unmarked", where, f"{', '.join(found)} without {opening}{closing}: {text}")
                )
    for token in re.findall(r"(?<![\w-])[A-Za-z][\w-]*(?![\w-])", text):
        if token in words.ids and (any(c.isdigit() for c in token) or "-" in token or "_" in token):
            out.append(Finding("unnamed", where, f"the card id {token!r}: {text}"))
    return out


def check_cites(words: BoardWords, cites: Iterable[str], where: str) -> list[Finding]:
    """The ``heading`` and ``numbering`` checks of one step's cited numbers."""
    cites = list(cites)
    known = known_numbers(words.rulebook, words.version)
    unread = UNREAD_SUBRULES.get(words.rulebook, {})
    out = []
    for number in cites:
        if number not in known:
            out.append(Finding("numbering", where, f"{number} is not in the official numbering"))
            continue
        if not HEADING.fullmatch(number) or number in unread:
            continue
        under = [n for n in known if n != number and _is_under(n, number)]
        if under and not any(_is_under(c, number) and c != number for c in cites):
            out.append(
                Finding("heading", where, f"{number} is a heading with sub-rules ({_few(under)}); cite one")
            )
    return out


def _is_under(number: str, heading: str) -> bool:
    """``12-4a`` and ``12-4-1`` are under ``12-4``; ``12-40`` is not."""
    return number.startswith(heading) and (len(number) == len(heading) or not number[len(heading)].isdigit())


def _few(numbers: list[str]) -> str:
    numbers = sorted(numbers)
    return ", ".join(numbers[:3]) + (" …" if len(numbers) > 3 else "")


def check_steps(words: BoardWords, steps: Iterable[dict[str, Any]], where: str) -> list[Finding]:
    """Every check on steps as a golden trace writes them (``step``, ``cites``, ``en``, ``ja``,
    ``note``) or as a trace's JSON gives them (``index``, ``cites``, ``text``, ``note``,
    ``decision`` with its ``prompt`` and ``labels``)."""
    out: list[Finding] = []
    for step in steps:
        index = step.get("step", step.get("index"))
        here = f"{where} step {index} ({step.get('kind')})"
        cites = step.get("cites") or []
        if isinstance(cites, str):
            cites = [c.strip() for c in cites.split(",") if c.strip()]
        out += check_cites(words, cites, here)
        texts: list[tuple[str, dict[str, str]]] = []
        if "text" in step:
            texts.append(("", step["text"]))
        if "en" in step or "ja" in step:
            texts.append(("", {"en": step.get("en", ""), "ja": step.get("ja", "")}))
        if step.get("note"):
            texts.append((" note", step["note"]))
        decision = step.get("decision")
        if isinstance(decision, dict):
            if decision.get("prompt"):
                texts.append((" prompt", decision["prompt"]))
            for key, label in (decision.get("labels") or {}).items():
                texts.append((f" label {key}", label))
        for part, pair in texts:
            for lang in ("en", "ja"):
                if pair.get(lang):
                    out += check_text(words, lang, str(pair[lang]), f"{here}{part} [{lang}]")
    return out
