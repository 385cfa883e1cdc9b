"""Full-text search over sections, Japanese and English.

Japanese has no spaces between words, so words cannot be split on spaces: on SQLite the index is
an FTS5 table with the ``trigram`` tokenizer (any 3+ character substring matches, case-insensitive);
terms of one or two characters fall back to substring matching. On PostgreSQL a pg_trgm GIN index
over the stored, lowered ``search_text`` column (migration 0008) answers ``LIKE '%term%'`` with the
term lowered (a term of one or two characters has no trigram: it is matched row by row).
Japanese terms must then be whole words, cut by the same analyzer the site uses everywhere
(:mod:`.words`, MeCab).

Every backend reads a bounded set of candidates before ranking, never every matching row (a
broad query in a 10,000-section book matches most of it): the first sections in rule order whose
number or heading has a term (found in memory, :mod:`.search_headings`), and the first that have
every term, at most :data:`CANDIDATES_PER_HIT` × the hits shown of each. :func:`_ranked` ranks
them, in Python, the same way for every backend, so SQLite and PostgreSQL return the same results.
Snippets are cut and highlighted here, with everything escaped before ``<mark>`` is added.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from django.db import connection
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from ..models import RulebookVersion, Section
from . import search_headings, words

FTS_TABLE = "rulebooks_section_fts"
MAX_TERMS = 8
#: The best matches shown; a reader who needs more adds a word.
MAX_HITS = 30
SNIPPET_RADIUS = 36
#: Candidates read before ranking, per hit wanted, from each of the heading and the text matches.
CANDIDATES_PER_HIT = 4


#: The searched text of a section on PostgreSQL, lowered: a generated column (migration 0008) of
#: its number, headings and texts, with a trigram index.
SEARCH_TEXT = "search_text"


def fts_available() -> bool:
    return connection.vendor == "sqlite"


def create_index() -> None:
    if fts_available():
        with connection.cursor() as cursor:
            cursor.execute(
                f"CREATE VIRTUAL TABLE IF NOT EXISTS {FTS_TABLE} USING fts5("
                "number, title, text, title_en, text_en, version_id UNINDEXED, tokenize='trigram')"
            )


#: PostgreSQL's GIN index on sections (migration 0008).
GIN_INDEXES = ("rulebooks_section_search_trgm",)


def index_sections(sections: Iterable[Section]) -> None:
    """Add or replace the index rows of these sections (rowid = section id).

    On PostgreSQL the GIN indexes follow the table by themselves, but new rows wait in each
    index's pending list, which every search reads in full until autovacuum merges it: after an
    import it is merged here at once.
    """
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute(
                # Only the owner may merge (a role that does not own the index leaves it to autovacuum).
                "SELECT gin_clean_pending_list(oid) FROM pg_class WHERE relname = ANY(%s) AND relkind = 'i' "
                "AND pg_has_role(current_user, relowner, 'USAGE')",
                [list(GIN_INDEXES)],
            )
        return
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
    #: the numbers above the section that its version has, outermost first (the breadcrumb)
    ancestors: list[str]


def search(query: str, versions: list[RulebookVersion], limit: int = MAX_HITS) -> list[Hit]:
    terms = terms_of(query)
    if not terms or not versions:
        return []
    cap = limit * CANDIDATES_PER_HIT
    headings = {v.id: search_headings.of_version(v.id) for v in versions}
    in_headings = sorted(i for h in headings.values() for i in h.first_having_any(terms, cap))[:cap]
    rows = _candidate_rows(terms, list(headings), cap, in_headings)
    chosen = []
    for row in _ranked(rows, terms):
        if _has_words(row[2], row[3], row[1], terms):
            chosen.append(row)
            if len(chosen) == limit:
                break
    pattern = re.compile("|".join(re.escape(t) for t in sorted(terms, key=len, reverse=True)), re.IGNORECASE)
    by_id = {v.id: v for v in versions}
    hits = []
    for row in chosen:
        section = _section(row, by_id[row[6]])
        snippet, lang = make_snippet(section, pattern)
        numbers = headings[row[6]].numbers
        ancestors = [str(a) for a in section.rule_number.ancestors() if str(a) in numbers]
        hits.append(Hit(section, snippet, lang, ancestors))
    return hits


#: the columns of a candidate row, in order
_COLUMNS = ("id", "number", "title", "text", "title_en", "text_en", "version_id")


@cache
def _in_model_order() -> tuple[list[str], list[int]]:
    """The candidate row's columns in the model's field order (what ``from_db`` takes), and where
    each stands in the row."""
    names = [f.attname for f in Section._meta.concrete_fields if f.attname in _COLUMNS]
    return names, [_COLUMNS.index(name) for name in names]


def _section(row: tuple, version: RulebookVersion) -> Section:
    """The section of a candidate row, with its version (no query: the row has what a hit shows)."""
    names, places = _in_model_order()
    section = Section.from_db(connection.alias, names, [row[i] for i in places])
    section.version = version
    return section


_JAPANESE_RE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f]")


def _has_words(title: str, text: str, number: str, terms: list[str]) -> bool:
    """Japanese terms must be whole words in the section (場 is not found inside 場合)."""
    joined = "\n".join((title, text))
    return all(not _JAPANESE_RE.search(t) or words.contains(joined, t) or t.lower() in number for t in terms)


def _candidate_rows(
    terms: list[str], version_ids: list[int], cap: int, in_headings: list[int]
) -> list[tuple]:
    """The rows (:data:`_COLUMNS`) of the sections ``in_headings`` and of the first ``cap`` in rule
    order (lowest ids) that have every term."""
    if fts_available() and all(len(t) >= 3 for t in terms):
        every = _fts_ids(terms, version_ids, cap)
    elif connection.vendor == "postgresql":
        every = _trigram_ids(terms, version_ids, cap)
    else:
        every = _substring_ids(terms, version_ids, cap)
    columns = ", ".join(_COLUMNS)
    parts, params = [], []
    if every is not None:
        parts.append(f"SELECT {columns} FROM rulebooks_section WHERE id IN ({every[0]})")
        params += every[1]
    if in_headings:
        placeholders = ", ".join(["%s"] * len(in_headings))
        parts.append(f"SELECT {columns} FROM rulebooks_section WHERE id IN ({placeholders})")
        params += in_headings
    if not parts:
        return []
    with connection.cursor() as cursor:  # one query: each round trip to a database server counts
        cursor.execute(" UNION ".join(parts), params)
        return cursor.fetchall()


def _fts_ids(terms: list[str], version_ids: list[int], cap: int) -> tuple[str, list]:
    """SQLite: the ids (SQL, parameters) through the FTS5 table."""
    every = " AND ".join(_fts_phrase(t) for t in terms)
    placeholders = ",".join(["%s"] * len(version_ids))
    return (
        f"SELECT rowid FROM {FTS_TABLE} WHERE {FTS_TABLE} MATCH %s AND version_id IN ({placeholders}) "
        "ORDER BY rowid LIMIT %s",
        [every, *version_ids, cap],
    )


def _like_pattern(term: str) -> str:
    escaped = term.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


def _trigram_ids(terms: list[str], version_ids: list[int], cap: int) -> tuple[str, list] | None:
    """PostgreSQL, the ids (SQL, parameters): :data:`SEARCH_TEXT` with every term (answered by the
    pg_trgm index; a term of one or two characters has no trigram, and is looked for row by row)."""
    terms = [t.replace("\x00", "") for t in terms]
    terms = [t for t in terms if t]
    if not terms:
        return None
    every = " AND ".join(f"{SEARCH_TEXT} LIKE %s" for _ in terms)
    return (
        f"SELECT id FROM rulebooks_section WHERE version_id = ANY(%s) AND {every} ORDER BY id LIMIT %s",
        [version_ids, *(_like_pattern(t.lower()) for t in terms), cap],
    )


def _substring_ids(terms: list[str], version_ids: list[int], cap: int) -> tuple[str, list]:
    """SQLite, a term shorter than a trigram, the ids (SQL, parameters): ``LIKE '%term%'`` (ASCII
    case-insensitive) row by row."""
    patterns = [_like_pattern(t) for t in terms]
    like = "{} LIKE %s ESCAPE '\\'"
    every = " AND ".join(
        "(" + " OR ".join(like.format(c) for c in ("number", "title", "title_en", "text", "text_en")) + ")"
        for _ in patterns
    )
    # ``+version_id``: no index on it, so SQLite reads the table in id order and stops at the cap,
    # instead of looking up every row of the version through its index.
    versions = ",".join(["%s"] * len(version_ids))
    return (
        f"SELECT id FROM rulebooks_section WHERE +version_id IN ({versions}) AND {every} "
        "ORDER BY id LIMIT %s",
        [*version_ids, *(p for p in patterns for _ in range(5)), cap],
    )


def _ranked(rows: Iterable[tuple], terms: list[str]) -> list[tuple]:
    """The (id, number, title, text, title_en, text_en, …) rows having every term, best first."""
    lowered = [t.lower() for t in terms]

    def weight(columns: list[str], term: str) -> int:
        number, title, text, title_en, text_en = columns
        return (
            10 * number.count(term)
            + 4 * (title.count(term) + title_en.count(term))
            + text.count(term)
            + (text_en.count(term))
        )

    scored = []
    for row in rows:
        # More occurrences first, a match in the number or title above one in the text; then rule order.
        columns = [c.lower() for c in row[1:6]]  # once a row, whatever the number of terms
        weights = [weight(columns, t) for t in lowered]
        if all(weights):
            scored.append((-sum(weights), row[0], row))
    return [row for *_, row in sorted(scored)]


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
