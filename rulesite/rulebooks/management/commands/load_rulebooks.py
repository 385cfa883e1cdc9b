"""python manage.py load_rulebooks"""

from django.core.management.base import BaseCommand, CommandError

from engine.ruletext import RulebookFormatError

from ...services.importer import MAX_REMOVED_SHARE, load_shipped_rulebooks


class Command(BaseCommand):
    help = (
        "Import every rulebook version listed in data/rulebooks/manifest.yaml (idempotent; run by "
        "`make run`). "
        "Every bad file is reported with its path and line; a bad file changes nothing of its version."
    )

    def add_arguments(self, parser):
        parser.add_argument(
            "--force",
            action="store_true",
            help=f"import even files that remove more than {MAX_REMOVED_SHARE:.0%} of a version's sections",
        )

    def handle(self, force=False, **options):
        try:
            results = load_shipped_rulebooks(force=force)
        except RulebookFormatError as error:
            raise CommandError(
                "some rulebook files were not imported:\n" + "\n".join(f"  {p}" for p in error.problems)
            )
        for result in results:
            self.stdout.write(result.describe())
