"""python manage.py import_rulebook <book> <version> <file> [<file> ...]"""

import argparse
import datetime
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from engine.ruletext import RulebookFormatError, catalog

from ...models import Rulebook, RulebookVersion
from ...services.importer import (
    MAX_REMOVED_SHARE,
    DocumentInfo,
    ImportRefused,
    ensure_rulebooks,
    import_rulebook,
)


class Command(BaseCommand):
    help = (
        "Import a rulebook as one version of a rulebook: a plain-text numbering file ('12-4b-2a. ...'), "
        "a .yaml summary mapping, or the publisher's own files: one PDF, or saved HTML chapter pages "
        "(files or a folder). From a publisher's file, running headers, footers, page numbers and the "
        "table of contents are left out and lines the page broke are joined; the version and date it "
        "states are used when not given (VERSION '-': the version the document states). Idempotent; a "
        "file with a problem changes nothing and every problem is reported with its line or page; "
        "warnings (a repeated number, a number in full-width digits, an enumeration read inside a rule) "
        "are listed with theirs. See docs/official-texts.md. Re-importing a version updates its sections in "
        "place (boards stay attached); a file that would remove most of them is refused unless --force. "
        "Other versions, and the other documents of this version, are kept."
    )

    def add_arguments(self, parser):
        parser.add_argument("book", help="rulebook slug, e.g. gate-ruler (see data/rulebooks/manifest.yaml)")
        parser.add_argument(
            "version", help="version label, e.g. 1.0.0; '-': the version a PDF or HTML page states"
        )
        parser.add_argument(
            "file",
            type=Path,
            nargs="+",
            help="the rulebook file (.txt, .yaml), a PDF, or saved .html chapter pages or their folder",
        )
        parser.add_argument(
            "--date", type=_date, help="date of the text, YYYY-MM-DD (default: the date the document states)"
        )
        parser.add_argument(
            "--effective",
            type=_date,
            help="the date the version takes effect, YYYY-MM-DD (if the publisher says)",
        )
        parser.add_argument(
            "--english",
            type=Path,
            help="the unofficial English renderings (YAML); default: the manifest's file for this version",
        )
        parser.add_argument(
            "--force",
            action="store_true",
            help=f"import even if the file removes over {MAX_REMOVED_SHARE:.0%}% of the version's sections",
        )
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

    def handle(self, book, version, file, date=None, english=None, force=False, **options):
        for path in (*file, english):
            if path is not None and not (path.is_file() or path in file and path.is_dir()):
                raise CommandError(f"{path}: no such file")
        try:
            parsed = catalog.load_source(file)
        except RulebookFormatError as error:
            where = file[0] if len(file) == 1 else file[0].parent
            problems = "\n".join(f"  {where}: {p}" for p in error.problems)
            raise CommandError(f"{' '.join(map(str, file))} was not imported (nothing changed):\n{problems}")
        if version == "-":
            version = getattr(parsed, "version", "")
            if not version:
                raise CommandError("the file states no version: give it as VERSION (nothing changed)")
        ensure_rulebooks()
        english = english or _manifest_english(book, version, options["kind"])
        try:
            result = import_rulebook(
                book,
                version,
                file,
                parsed=parsed,
                date=date,
                english=english,
                force=force,
                document=DocumentInfo(
                    kind=options["kind"],
                    language=options["language"],
                    source_url=options["source"],
                    attribution={"ja": options["attribution"], "en": options["attribution"]},
                    effective=options.get("effective"),
                    title=_manifest_title(book, version, options["kind"]),
                ),
            )
        except Rulebook.DoesNotExist:
            known = ", ".join(Rulebook.objects.values_list("slug", flat=True))
            raise CommandError(
                f"unknown rulebook {book!r} (known: {known}); add it to data/rulebooks/manifest.yaml"
            )
        except RulebookFormatError as error:
            problems = "\n".join(f"  {p}" for p in error.problems)
            raise CommandError(f"{file[0]} was not imported (nothing changed):\n{problems}")
        except ImportRefused as error:
            hint = " Pass --force to import it anyway." if error.forceable else ""
            raise CommandError(f"{file[0]} was not imported: {error}{hint}")
        self.stdout.write(result.describe())


def _date(text: str) -> datetime.date:
    try:
        return datetime.date.fromisoformat(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(f"{text!r} is not a date YYYY-MM-DD ({error})")


def _manifest_title(book: str, version: str, kind: str) -> dict[str, str] | None:
    """The companion's own title the manifest gives this document, if any."""
    try:
        info = catalog.rulebook(book)
    except KeyError:
        return None
    return next((v.title for v in info.versions if v.version == version and v.kind == kind and v.title), None)


def _manifest_english(book: str, version: str, kind: str) -> Path | None:
    """The English renderings the manifest names for this document (so an import keeps them)."""
    try:
        info = catalog.rulebook(book)
    except KeyError:
        return None
    return next((v.english for v in info.versions if v.version == version and v.kind == kind), None)
