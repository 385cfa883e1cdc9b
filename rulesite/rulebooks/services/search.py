"""Full-text search over sections, Japanese and English.

Japanese has no spaces between words, so words cannot be split on spaces: on SQLite the index is
an FTS5 table with the ``trigram`` tokenizer (any 3+ character substring matches, case-insensitive),
ranked by bm25; terms of one or two characters fall back to substring matching. On PostgreSQL a
pg_trgm GIN index over :data:`SEARCH_TEXT` (migration 0003) answers ``ILIKE '%term%'`` for terms
of any length, ranked here like the substring fallback. Snippets are cut and highlighted here,
the same way for every path, with everything escaped before ``<mark>`` is added.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from django.db import connection
from django.db.models import Q
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from ..models import RulebookVersion, Section
from . import words

FTS_TABLE = "rulebooks_section_fts"
#: Column weights for bm25: number, title, text, title_en, text_en.
WEIGHTS = (10.0, 4.0, 1.0, 4.0, 1.0)
MAX_TERMS = 8
#: The best matches shown; a reader who needs more adds a word.
MAX_HITS = 30
SNIPPET_RADIUS = 36


#: The searched text of a section on PostgreSQL; the trigram index is built on exactly this expression.
SEARCH_TEXT = "(number || ' ' || title || ' ' || text || ' ' || title_en || ' ' || text_en)"


def fts_available() -> bool:
    return connection.vendor == "sqlite"


def create_index() -> None:
    if fts_available():
        with connection.cursor() as cursor:
            cursor.execute(
                f"CREATE VIRTUAL TABLE IF NOT EXISTS {FTS_TABLE} USING fts5("
                "number, title, text, title_en, text_en, version_id UNINDEXED, tokenize='trigram')"
            )


def index_sections(sections: Iterable[Section]) -> None:
    """Add or replace the index rows of these sections (rowid = section id)."""
    if not fts_available():
        return
    rows = [(s.id, s.number, s.title, s.text, s.title_en, s.text_en, s.version_id) for s in sections]
    with connection.cursor() as cursor:
        cursor.executemany(f"DELETE FROM {FTS_TABLE} WHERE rowid = %s", [(r[0],) for r in rows])
        cursor.executemany(
            f"INSERT INTO {FTS_TABLE}(rowid, number, title, text, title_en, text_en, version_id) "
            "VALUES (%s, %s, %s, %s, %s, %s, %s)",
            rows,
        )


def unindex_version(version_id: int) -> None:
    if fts_available():
        with connection.cursor() as cursor:
            cursor.execute(f"DELETE FROM {FTS_TABLE} WHERE version_id = %s", [version_id])


def unindex_sections(ids: Iterable[int]) -> None:
    if fts_available():
        with connection.cursor() as cursor:
            cursor.executemany(f"DELETE FROM {FTS_TABLE} WHERE rowid = %s", [(i,) for i in ids])


#: Control characters (NUL, escapes, ...) and lone surrogates: never in rule text, and FTS5 stops at NUL.
_UNSEARCHABLE_RE = re.compile(r"[\x00-\x1f\x7f-\x9f\ud800-\udfff]")


def sanitize(query: str) -> str:
    """The query with control characters turned into spaces: they separate words, never match."""
    return _UNSEARCHABLE_RE.sub(" ", query)


def terms_of(query: str) -> list[str]:
    """The words of a query, each searched as a literal string (no operators)."""
    terms = [t for t in re.split(r"\s+", sanitize(query).strip()) if t]
    return terms[:MAX_TERMS]


def _fts_phrase(term: str) -> str:
    # A quoted FTS5 string: operators, stars, NEAR and parentheses inside it are plain text.
    return '"' + term.replace('"', '""') + '"'


@dataclass
class Hit:
    section: Section
    snippet: SafeString
    snippet_lang: str
    ancestors: list[Section]


def search(query: str, versions: list[RulebookVersion], limit: int = MAX_HITS) -> list[Hit]:
    terms = terms_of(query)
    if not terms or not versions:
        return []
    version_ids = [v.id for v in versions]
    wanted, limit = limit, limit * 4 if any(_JAPANESE_RE.search(t) for t in terms) else limit
    if fts_available() and all(len(t) >= 3 for t in terms):
        ids = _fts_ids(terms, version_ids, limit)
    elif connection.vendor == "postgresql":
        ids = _trigram_ids(terms, version_ids, limit)
    else:
        ids = _substring_ids(terms, version_ids, limit)
    by_id = {s.id: s for s in Section.objects.select_related("version__rulebook").filter(id__in=ids)}
    found = [by_id[i] for i in ids if i in by_id and _has_words(by_id[i], terms)][:wanted]
    ancestors = _ancestors_of(found)
    pattern = re.compile("|".join(re.escape(t) for t in sorted(terms, key=len, reverse=True)), re.IGNORECASE)
    hits = []
    for section in found:
        snippet, lang = make_snippet(section, pattern)
        hits.append(Hit(section, snippet, lang, ancestors.get(section.id, [])))
    return hits


_JAPANESE_RE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f]")


def _has_words(section: Section, terms: list[str]) -> bool:
    """Japanese terms must be whole words in the section (場 is not found inside 場合)."""
    text = "\n".join((section.title, section.text))
    return all(
        not _JAPANESE_RE.search(t) or words.contains(text, t) or t.lower() in section.number for t in terms
    )


def _fts_ids(terms: list[str], version_ids: list[int], limit: int) -> list[int]:
    match = " AND ".join(_fts_phrase(t) for t in terms)
    placeholders = ",".join(["%s"] * len(version_ids))
    weights = ", ".join(str(w) for w in WEIGHTS)
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT rowid FROM {FTS_TABLE} WHERE {FTS_TABLE} MATCH %s AND version_id IN ({placeholders}) "
            f"ORDER BY bm25({FTS_TABLE}, {weights}) LIMIT %s",
            [match, *version_ids, limit],
        )
        return [row[0] for row in cursor.fetchall()]


def _like_pattern(term: str) -> str:
    escaped = term.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


def _occurrences(column: str) -> str:
    """SQL: how many times the (lowered) term parameter occurs in the lowered column."""
    return f"(char_length(lower({column})) - char_length(replace(lower({column}), %s, ''))) / char_length(%s)"


def _trigram_ids(terms: list[str], version_ids: list[int], limit: int) -> list[int]:
    """PostgreSQL: every term in :data:`SEARCH_TEXT` (answered by the pg_trgm index), ranked in SQL.

    Ranked like the substring fallback (:func:`_ranked`): occurrences weighted by field, each term
    found within one field, then rule order.
    """
    terms = [t.replace("\x00", "") for t in terms]
    terms = [t.lower() for t in terms if t]
    if not terms:
        return []
    weight = (
        f"10 * {_occurrences('number')} + 4 * ({_occurrences('title')} + {_occurrences('title_en')})"
        f" + {_occurrences('text')} + {_occurrences('text_en')}"
    )
    columns = ", ".join(f"{weight} AS w{i}" for i in range(len(terms)))
    matches = " AND ".join([f"{SEARCH_TEXT} ILIKE %s"] * len(terms))
    found = " AND ".join(f"w{i} > 0" for i in range(len(terms)))
    total = " + ".join(f"w{i}" for i in range(len(terms)))
    params: list = [t for t in terms for _ in range(10)]  # 5 columns x (term, term) per weight
    params += [version_ids, *(_like_pattern(t) for t in terms), limit]
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT id FROM (SELECT id, {columns} FROM rulebooks_section "
            f"WHERE version_id = ANY(%s) AND {matches}) AS matched "
            f"WHERE {found} ORDER BY {total} DESC, id LIMIT %s",
            params,
        )
        return [row[0] for row in cursor.fetchall()]


def _substring_ids(terms: list[str], version_ids: list[int], limit: int) -> list[int]:
    condition = Q(version_id__in=version_ids)
    for term in terms:
        condition &= (
            Q(number__icontains=term)
            | Q(title__icontains=term)
            | Q(text__icontains=term)
            | Q(title_en__icontains=term)
            | Q(text_en__icontains=term)
        )
    rows = Section.objects.filter(condition).values_list(
        "id", "number", "title", "text", "title_en", "text_en"
    )
    return _ranked(rows, terms, limit)


def _ranked(rows: Iterable[tuple], terms: list[str], limit: int) -> list[int]:
    """Ids of (id, number, title, text, title_en, text_en) rows, best first."""
    lowered = [t.lower() for t in terms]

    def score(row) -> tuple[int, int]:
        # More occurrences first, a match in the number or title above one in the text; then rule order.
        number, title, text, title_en, text_en = (c.lower() for c in row[1:])
        weight = sum(
            10 * number.count(t) + 4 * (title.count(t) + title_en.count(t)) + text.count(t) + text_en.count(t)
            for t in lowered
        )
        return (-weight, row[0])

    return [row[0] for row in sorted(rows, key=score)[:limit]]


def _ancestors_of(sections: list[Section]) -> dict[int, list[Section]]:
    wanted = {(s.version_id, str(a)) for s in sections for a in s.rule_number.ancestors()}
    if not wanted:
        return {}
    rows = Section.objects.filter(
        version_id__in={v for v, _ in wanted}, number__in={n for _, n in wanted}
    ).only("id", "number", "title", "text", "title_en", "text_en", "version_id")
    index = {(r.version_id, r.number): r for r in rows}
    return {
        s.id: [
            index[(s.version_id, str(a))]
            for a in s.rule_number.ancestors()
            if (s.version_id, str(a)) in index
        ]
        for s in sections
    }


def make_snippet(section: Section, pattern: re.Pattern[str]) -> tuple[SafeString, str]:
    """A short passage around the first match, escaped, with every match in ``<mark>``."""
    for text, lang in (
        (section.text or section.title, "ja"),
        (section.text_en or section.title_en, "en"),
        (section.title, "ja"),
        (section.title_en, "en"),
    ):
        match = pattern.search(text)
        if match:
            start = max(0, match.start() - SNIPPET_RADIUS)
            end = min(len(text), match.end() + SNIPPET_RADIUS * 2)
            return highlight(text[start:end], pattern, start > 0, end < len(text)), lang
    text = section.text or section.title
    return highlight(text[: SNIPPET_RADIUS * 3], pattern, False, len(text) > SNIPPET_RADIUS * 3), "ja"


def highlight(text: str, pattern: re.Pattern[str], cut_before: bool, cut_after: bool) -> SafeString:
    out, last = [], 0
    for match in pattern.finditer(text):
        out.append(escape(text[last : match.start()]))
        out.append(f"<mark>{escape(match.group())}</mark>")
        last = match.end()
    out.append(escape(text[last:]))
    body = "".join(out).replace("\n", " ")
    return mark_safe(("…" if cut_before else "") + body + ("…" if cut_after else ""))  # noqa: S308 - escaped above
