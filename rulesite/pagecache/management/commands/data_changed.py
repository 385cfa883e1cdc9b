"""python manage.py data_changed — after editing rulebook or board data by other means (SQL, a shell)."""

from django.core.management.base import BaseCommand

from ...dataversion import data_changed


class Command(BaseCommand):
    help = (
        "Replace the data version, so every server sharing the cache renders read pages afresh. "
        "Imports, board loads and admin saves do this themselves."
    )

    def handle(self, **options):
        version = data_changed()
        self.stdout.write(f"data version {version.token} ({version.changed_at:%Y-%m-%d %H:%M:%S %Z})")
