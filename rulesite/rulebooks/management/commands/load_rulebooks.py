"""python manage.py load_rulebooks"""

from django.core.management.base import BaseCommand, CommandError

from engine.rulebook import RulebookFormatError

from ...services.importer import load_shipped_rulebooks


class Command(BaseCommand):
    help = "Import every rulebook version listed in rulebooks/manifest.yaml (idempotent; run by `make run`)."

    def handle(self, **options):
        try:
            results = load_shipped_rulebooks()
        except RulebookFormatError as error:
            raise CommandError("a shipped rulebook has problems:\n" + "\n".join(error.problems))
        for result in results:
            self.stdout.write(result.describe())
