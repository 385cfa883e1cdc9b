"""On PostgreSQL: a trigram (pg_trgm) GIN index over a section's number and headings.

search.py reads the sections whose number or heading has a term first (they rank first), through
``<the same expression> ILIKE '%term%'``, before the first text matches in rule order; this index
answers it without reading the rows. SQLite skips it (its FTS5 table filters by column).
"""

from django.db import migrations

EXPRESSION = "(number || ' ' || title || ' ' || title_en)"


def create(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute("CREATE EXTENSION IF NOT EXISTS pg_trgm")
        schema_editor.execute(
            "CREATE INDEX IF NOT EXISTS rulebooks_section_heading_trgm ON rulebooks_section "
            f"USING gin ({EXPRESSION} gin_trgm_ops)"
        )


def drop(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute("DROP INDEX IF EXISTS rulebooks_section_heading_trgm")


class Migration(migrations.Migration):
    dependencies = [("rulebooks", "0004_trigram_index")]
    operations = [migrations.RunPython(create, drop)]
