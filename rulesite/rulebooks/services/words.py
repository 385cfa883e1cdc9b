"""Japanese words: where a text's words begin and end, for glossary links and search.

Japanese is written without spaces, so a substring search finds 場 ("the field") inside 場合
("case"). A morphological analyzer (MeCab through fugashi, with the unidic-lite dictionary;
docs/architecture.md, "Japanese words", says why this one) cuts the text into words; a term
matches only where it starts and ends on a cut. A term may span several words (破壊処理 is 破壊 + 処理).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import lru_cache

#: Texts longer than this are cut into words up to here only (bounded work on any input).
MAX_TEXT = 20_000


@lru_cache(maxsize=1)
def _tagger():  # noqa: ANN202 - fugashi.Tagger, imported lazily (about 0.02 s, 13 MB)
    import fugashi

    return fugashi.Tagger()


@lru_cache(maxsize=2048)
def boundaries(text: str) -> frozenset[int]:
    """The offsets in ``text`` where a word begins or ends (0 and len(text) included)."""
    cuts = {0, len(text)}
    pos = 0
    for word in _tagger()(text[:MAX_TEXT]):
        surface = word.surface
        at = text.find(surface, pos) if surface else -1
        if at < 0:
            continue
        cuts.update((at, at + len(surface)))
        pos = at + len(surface)
    return frozenset(cuts)


def spans(text: str, word: str) -> Iterator[tuple[int, int]]:
    """Where ``word`` occurs in ``text`` as whole words (start, end)."""
    if not word or word not in text:
        return
    cuts = boundaries(text)
    at = text.find(word)
    while at >= 0:
        if at in cuts and at + len(word) in cuts:
            yield at, at + len(word)
        at = text.find(word, at + 1)


def contains(text: str, word: str) -> bool:
    """Whether ``word`` occurs in ``text`` as whole words."""
    return next(spans(text, word), None) is not None


def first_spans(text: str, words: Iterable[str]) -> list[tuple[int, int, str]]:
    """Every whole-word occurrence of any of ``words``, longest first where they overlap, in order."""
    found = sorted(
        ((s, e, w) for w in set(words) for s, e in spans(text, w)), key=lambda t: (t[0], -(t[1] - t[0]))
    )
    out: list[tuple[int, int, str]] = []
    for start, end, word in found:
        if not out or start >= out[-1][1]:
            out.append((start, end, word))
    return out
