"""On PostgreSQL: a trigram (pg_trgm) GIN index over the searched text of a section.

search.py's PostgreSQL path filters with ``<the same expression> ILIKE '%term%'``, which this
index answers for any language (Japanese included: the cluster's LC_CTYPE must be UTF-8 aware).
Other databases skip it (SQLite searches its FTS5 table).
"""

from django.db import migrations

EXPRESSION = "(number || ' ' || title || ' ' || text || ' ' || title_en || ' ' || text_en)"


def create(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute("CREATE EXTENSION IF NOT EXISTS pg_trgm")
        schema_editor.execute(
            "CREATE INDEX IF NOT EXISTS rulebooks_section_trgm ON rulebooks_section "
            f"USING gin ({EXPRESSION} gin_trgm_ops)"
        )


def drop(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute("DROP INDEX IF EXISTS rulebooks_section_trgm")


class Migration(migrations.Migration):
    dependencies = [("rulebooks", "0003_document_kinds")]
    operations = [migrations.RunPython(create, drop)]
