import secrets

from django.db import migrations, models
from django.utils import timezone


def first_version(apps, schema_editor):
    apps.get_model("pagecache", "DataVersion").objects.create(
        pk=1, token=secrets.token_hex(8), changed_at=timezone.now().replace(microsecond=0)
    )
    # A new database: forget the version a cache may still mirror from an earlier one.
    from django.core.cache import cache

    cache.delete("data-version")


class Migration(migrations.Migration):
    initial = True
    dependencies = []

    operations = [
        migrations.CreateModel(
            name="DataVersion",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("token", models.CharField(max_length=32)),
                ("changed_at", models.DateTimeField()),
            ],
        ),
        migrations.RunPython(first_version, migrations.RunPython.noop),
    ]
