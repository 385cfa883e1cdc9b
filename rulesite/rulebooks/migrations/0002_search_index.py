from django.db import migrations, models
import django.db.models.deletion


def create_fts(apps, schema_editor):
    from rulesite.rulebooks.services.search import create_index

    create_index()


def drop_fts(apps, schema_editor):
    if schema_editor.connection.vendor == "sqlite":
        schema_editor.execute("DROP TABLE IF EXISTS rulebooks_section_fts")


class Migration(migrations.Migration):
    dependencies = [("rulebooks", "0001_initial")]

    operations = [
        migrations.AddField(model_name="section", name="title_en", field=models.CharField(blank=True, max_length=200)),
        migrations.AddField(model_name="section", name="text_en", field=models.TextField(blank=True)),
        migrations.AddField(model_name="section", name="note_en", field=models.TextField(blank=True)),
        migrations.CreateModel(
            name="CrossReference",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("target_number", models.CharField(max_length=64)),
                ("resolved", models.BooleanField(help_text="Whether the version has a section with that number.")),
                (
                    "source",
                    models.ForeignKey(
                        on_delete=django.db.models.deletion.CASCADE, related_name="references", to="rulebooks.section"
                    ),
                ),
            ],
            options={
                "indexes": [models.Index(fields=["target_number"], name="rulebooks_c_target__idx")],
                "constraints": [models.UniqueConstraint(fields=("source", "target_number"), name="unique_reference")],
            },
        ),
        migrations.CreateModel(
            name="GlossaryTerm",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("slug", models.SlugField(max_length=80)),
                ("term", models.CharField(help_text="As written in the rule text.", max_length=100)),
                ("aliases", models.JSONField(blank=True, default=list, help_text="Other spellings found in rule text.")),
                ("en", models.CharField(max_length=100)),
                ("definition_ja", models.TextField()),
                ("definition_en", models.TextField()),
                ("defined_in", models.JSONField(blank=True, default=list, help_text="Section numbers that define it.")),
                ("order", models.PositiveIntegerField(default=0)),
                (
                    "rulebook",
                    models.ForeignKey(
                        on_delete=django.db.models.deletion.CASCADE, related_name="glossary", to="rulebooks.rulebook"
                    ),
                ),
            ],
            options={
                "ordering": ["rulebook", "order"],
                "constraints": [models.UniqueConstraint(fields=("rulebook", "slug"), name="unique_glossary_slug")],
            },
        ),
        migrations.RunPython(create_fts, drop_fts),
    ]
