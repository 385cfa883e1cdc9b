"""python manage.py import_rulebook <book> <version> <file>"""

import datetime
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from engine.rulebook import RulebookFormatError

from ...models import Rulebook, RulebookVersion
from ...services.importer import DocumentInfo, ensure_rulebooks, import_rulebook


class Command(BaseCommand):
    help = (
        "Import a rulebook file (plain-text numbering format '12-4b-2a. ...', or a .yaml summary "
        "mapping) as one version of a rulebook. Idempotent; a file with a problem changes nothing "
        "and every problem is reported with its line; warnings (a repeated number, an enumeration "
        "read inside a rule) are listed with theirs. Other versions, and the other documents of "
        "this version, are kept."
    )

    def add_arguments(self, parser):
        parser.add_argument("book", help="rulebook slug, e.g. gate-ruler (see rulebooks/manifest.yaml)")
        parser.add_argument("version", help="version label, e.g. 1.0.0")
        parser.add_argument("file", type=Path, help="the rulebook file")
        parser.add_argument("--date", type=datetime.date.fromisoformat, help="date of the text, YYYY-MM-DD")
        parser.add_argument(
            "--kind",
            choices=[k for k, _ in RulebookVersion.KINDS],
            default=RulebookVersion.OFFICIAL,
            help="official: the publisher's comprehensive rules; summary or translation: a companion "
            "text keyed to official version VERSION's numbers (default: official)",
        )
        parser.add_argument(
            "--language", default="", help="language of the text, e.g. ja or en (default: guessed)"
        )
        parser.add_argument("--source", default="", metavar="URL", help="where the document was published")
        parser.add_argument(
            "--attribution", default="", help="who wrote it and what it is (shown on its pages)"
        )

    def handle(self, book, version, file, date=None, **options):
        if not file.is_file():
            raise CommandError(f"{file}: no such file")
        ensure_rulebooks()
        try:
            result = import_rulebook(
                book,
                version,
                file,
                date=date,
                document=DocumentInfo(
                    kind=options["kind"],
                    language=options["language"],
                    source_url=options["source"],
                    attribution={"ja": options["attribution"], "en": options["attribution"]},
                ),
            )
        except Rulebook.DoesNotExist:
            known = ", ".join(Rulebook.objects.values_list("slug", flat=True))
            raise CommandError(
                f"unknown rulebook {book!r} (known: {known}); add it to rulebooks/manifest.yaml"
            )
        except RulebookFormatError as error:
            problems = "\n".join(f"  {file}: {p}" for p in error.problems)
            raise CommandError(f"{file} was not imported (nothing changed):\n{problems}")
        except UnicodeDecodeError as error:
            raise CommandError(
                f"{file} was not imported: not UTF-8 text ({error.reason} at byte {error.start})"
            )
        self.stdout.write(result.describe())
