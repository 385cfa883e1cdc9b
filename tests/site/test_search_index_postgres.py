"""On PostgreSQL the search runs through the pg_trgm index (make test-postgres runs this)."""

from __future__ import annotations

import pytest
from django.db import connection

from rulesite.rulebooks.services import search

pytestmark = [
    pytest.mark.database,
    pytest.mark.skipif(
        connection.vendor != "postgresql", reason="PostgreSQL only: run by `make test-postgres`"
    ),
]


def _plan(column: str, term: str) -> str:
    """PostgreSQL's plan for finding ``term`` in ``column`` (an SQL expression) as the search does."""
    with connection.cursor() as cursor:
        cursor.execute("SET LOCAL enable_seqscan = off")  # a table this small would be scanned anyway
        cursor.execute(
            f"EXPLAIN SELECT id FROM rulebooks_section WHERE {column} LIKE %s",
            [search._like_pattern(term.lower())],
        )
        return "\n".join(row[0] for row in cursor.fetchall())


@pytest.mark.parametrize("term", ["破壊", "ソウル置場", "destroy process", "12-4b"])
def test_the_search_query_can_use_the_trigram_index(rulebooks, term):
    plan = _plan(search.SEARCH_TEXT, term)
    assert "rulebooks_section_search_trgm" in plan, plan


def test_postgres_search_finds_japanese_and_english_and_literal_wildcards(rulebooks):
    from rulesite.rulebooks.models import RulebookVersion

    versions = list(RulebookVersion.objects.all())
    japanese = search.search("破壊", versions)
    assert japanese and all("破壊" in (h.section.text + h.section.title) for h in japanese[:3])
    assert search.search("destroy", versions)
    assert search.search("%", versions) == [] or all(
        "%" in h.section.text + h.section.text_en + h.section.title + h.section.title_en
        for h in search.search("%", versions)
    )


def test_the_searched_text_follows_an_edit_lowered(rulebooks):
    from rulesite.rulebooks.models import Section

    section = Section.objects.filter(version__rulebook__slug="gate-ruler").first()
    section.text_en = "A Rule About DESTROY"
    section.save()
    with connection.cursor() as cursor:
        cursor.execute("SELECT search_text FROM rulebooks_section WHERE id = %s", [section.id])
        assert "a rule about destroy" in cursor.fetchone()[0]


def test_an_import_leaves_no_pending_entries_for_searches_to_read(rulebooks):
    # New rows wait in a GIN index's pending list, which every search reads in full; the import merges them.
    with connection.cursor() as cursor:
        for index in search.GIN_INDEXES:
            cursor.execute("SELECT gin_clean_pending_list(%s::regclass)", [index])
            assert cursor.fetchone()[0] == 0, index
