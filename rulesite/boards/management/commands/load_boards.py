"""python manage.py load_boards"""

from django.core.management.base import BaseCommand, CommandError

from ...services.loader import BoardLoadError, load_boards


class Command(BaseCommand):
    help = (
        "Load every example board of data/boards/ (idempotent; run by `make run`), resolve each once, "
        "and attach it to the sections its meta names. A board with a problem loads nothing."
    )

    def handle(self, **options):
        try:
            result = load_boards()
        except BoardLoadError as error:
            raise CommandError("boards were not loaded (nothing changed):\n" + "\n".join(error.problems))
        self.stdout.write(result.describe())
