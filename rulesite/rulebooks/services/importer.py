"""Import a rulebook file into the database: idempotent and all-or-nothing.

The file is parsed first (every problem collected, with its line); only a clean file touches the
database, inside one transaction. Importing the same file again changes nothing; importing a new
file for an existing version updates that version's sections in place (stable rows, so boards
stay attached); a file that would remove most of them is refused unless forced; other versions
are kept.
"""

from __future__ import annotations

import dataclasses
import datetime
import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import yaml
from django.db import transaction
from django.utils.text import slugify

from engine.ruletext import RulebookFormatError, RuleNumber, RuleNumberError, catalog, find_references
from engine.ruletext.diff import is_spaced
from engine.ruletext.document import ParsedDocument
from engine.ruletext.summary_format import ParsedSummary
from engine.ruletext.text_format import ParsedRulebook
from rulesite.pagecache import dataversion

from ..models import CrossReference, GlossaryTerm, Rulebook, RulebookVersion, Section, Synthesis
from . import pairings, search


@dataclass(frozen=True)
class ImportResult:
    version: RulebookVersion
    created: bool
    changed: bool
    sections: int
    #: What the parser read in a way worth checking, each with its line (nothing was refused).
    warnings: tuple[str, ...] = ()
    #: What was left out of a publisher's file (running headers, page numbers, the contents).
    notes: tuple[str, ...] = ()

    def describe(self) -> str:
        what = "imported" if self.created else ("re-imported" if self.changed else "unchanged")
        kind = "" if self.version.kind == RulebookVersion.OFFICIAL else f" ({self.version.kind})"
        head = f"{self.version.rulebook.slug} {self.version.version}{kind}: {what}, {self.sections} sections"
        left_out = ["left out of the file:", *(f"  {n}" for n in self.notes)] if self.notes else []
        if not self.warnings:
            return "\n".join([head, *left_out])
        count = f"{len(self.warnings)} warning{'s' if len(self.warnings) > 1 else ''}"
        return "\n".join([f"{head}, {count}:", *(f"  {w}" for w in self.warnings), *left_out])


@dataclass(frozen=True)
class DocumentInfo:
    """What a document version says about itself (the manifest or import_rulebook's options)."""

    kind: str = RulebookVersion.OFFICIAL
    language: str = ""  # "" = guessed from the text: spaced words are English, else Japanese
    source_url: str = ""
    attribution: dict[str, str] | None = None
    #: The date the version takes effect, when the publisher says (None: not known).
    effective: datetime.date | None = None
    #: A companion's own title {ja, en}; None: the book's official name.
    title: dict[str, str] | None = None


def ensure_rulebooks(infos: Sequence[catalog.RulebookInfo] | None = None) -> list[Rulebook]:
    """Create or update the Rulebook rows described by data/rulebooks/manifest.yaml (or ``infos``)."""
    books = []
    for position, info in enumerate(catalog.rulebooks() if infos is None else infos):
        book, _ = Rulebook.objects.update_or_create(
            slug=info.slug,
            defaults={
                "game": info.game,
                "name_ja": info.name.get("ja", info.slug),
                "name_en": info.name.get("en", info.slug),
                "citation_name": info.citation_name,
                "official_text": info.official_text,
                "source_url": info.source_url,
                "source_note_ja": info.source_note.get("ja", ""),
                "source_note_en": info.source_note.get("en", ""),
                "position": position,
            },
        )
        books.append(book)
    return books


def read_english(path: Path | None) -> dict:
    """The unofficial English renderings file of a version: {number: {title, text, note}}."""
    if path is None or not path.exists():
        return {"sections": {}, "syntheses": []}
    try:
        raw = yaml.load(catalog.read_utf8(path), Loader=catalog.YAML_LOADER) or {}
    except RulebookFormatError as error:
        raise RulebookFormatError([f"{path}: {p}" for p in error.problems]) from None
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        where = f"line {mark.line + 1}" if mark else "file"
        reason = getattr(error, "problem", None) or str(error)
        raise RulebookFormatError([f"{path}: {where}: not valid YAML: {reason}"]) from None
    except ValueError as error:  # a date or a number the YAML library cannot build (2020-13-45)
        raise RulebookFormatError([f"{path}: not valid YAML: {error}"]) from None
    if not isinstance(raw, dict):
        raise RulebookFormatError([f"{path}: line 1: expected a mapping with 'sections'"])
    sections, problems = {}, []
    for number, value in (raw.get("sections") or {}).items():
        try:
            canonical = str(RuleNumber.parse(str(number)))
        except RuleNumberError as error:
            problems.append(f"{path}: sections: {error}")
            continue
        entry = value if isinstance(value, dict) else {"text": value}
        sections[canonical] = {k: str(entry.get(k) or "") for k in ("title", "text", "note")}
    if problems:
        raise RulebookFormatError(problems)
    return {"sections": sections, "syntheses": raw.get("syntheses") or []}


class ImportRefused(ValueError):
    """An import that would lose sections: a file with none (never imported), or a truncated one.

    ``forceable``: whether ``force`` (``--force``) would import it.
    """

    def __init__(self, message: str, *, forceable: bool):
        super().__init__(message)
        self.forceable = forceable


#: An import may remove at most this share of a version's sections without ``force``.
MAX_REMOVED_SHARE = 0.2


def check_removals(existing: set[str], incoming: set[str], *, what: str, force: bool = False) -> None:
    """Refuse a file with no sections (always), or one that removes over MAX_REMOVED_SHARE of them."""
    if not incoming:
        raise ImportRefused(f"{what}: the file has no sections; nothing changed", forceable=False)
    removed = existing - incoming
    if not force and existing and len(removed) > MAX_REMOVED_SHARE * len(existing):
        sample = ", ".join(sorted(removed)[:5]) + (" …" if len(removed) > 5 else "")
        raise ImportRefused(
            f"{what}: this file would remove {len(removed)} of its {len(existing)} sections "
            f"(more than {MAX_REMOVED_SHARE:.0%}: {sample}); nothing changed. Is the file complete?",
            forceable=True,
        )


def import_rulebook(
    slug: str,
    version: str,
    path: Path | Sequence[Path],
    *,
    parsed: ParsedRulebook | None = None,
    date: datetime.date | None = None,
    english: Path | None = None,
    document: DocumentInfo | None = None,
    force: bool = False,
) -> ImportResult:
    """Parse ``path`` (and its English renderings) and store it as ``version`` of rulebook ``slug``.

    ``path``: a ``.txt`` or ``.yaml`` rulebook file, or the publisher's own files (one PDF, saved
    HTML chapter pages, a folder of them); ``parsed``: the same, already parsed. A publisher's file
    gives the date (and the effective date) it states when ``date`` (``document.effective``) is
    not given; a version it states other than ``version`` is a warning.

    Sections are updated in place by number (a section keeps its row, so the boards attached to
    it stay attached); new numbers are added, and only numbers missing from the file are deleted.
    Raises :class:`engine.ruletext.RulebookFormatError` (nothing changed) for a bad file, each
    problem prefixed with its file; :class:`ImportRefused` for a file that would remove more than
    MAX_REMOVED_SHARE of the version's sections (unless ``force``); ``Rulebook.DoesNotExist`` for
    an unknown book.
    """
    paths = [path] if isinstance(path, Path) else list(path)
    where = paths[0] if len(paths) == 1 else paths[0].parent
    try:
        parsed = parsed or catalog.load_source(paths)  # raises before any database work
    except RulebookFormatError as error:
        raise RulebookFormatError([f"{where}: {p}" for p in error.problems]) from None
    renderings = read_english(english)
    raw = catalog.source_bytes(paths) + (english.read_bytes() if english and english.exists() else b"")
    document = document or DocumentInfo()
    stated = parsed if isinstance(parsed, ParsedDocument) else None
    warnings = list(parsed.warnings)
    if stated is not None:
        date = date or stated.date
        if document.effective is None and stated.effective is not None:
            document = dataclasses.replace(document, effective=stated.effective)
        if stated.version and stated.version != version:
            warnings.append(f"the document states version {stated.version}; imported as {version} as asked")
    attribution = document.attribution or {}
    described = (document.kind, document.language, document.source_url, sorted(attribution.items()))
    if document.effective is not None:  # only then: the digest of a document without one is unchanged
        described += (document.effective.isoformat(),)
    if document.title:
        described += (sorted(document.title.items()),)
    digest = hashlib.sha256(raw + repr(described).encode()).hexdigest()
    warnings = tuple(warnings)
    notes = tuple(stated.notes) if stated is not None else ()
    book = Rulebook.objects.get(slug=slug)
    with transaction.atomic():
        existing = (
            RulebookVersion.objects.select_for_update()
            .filter(rulebook=book, version=version, kind=document.kind)
            .first()
        )
        if existing and existing.source_sha256 == digest:
            count = existing.sections.count()
            return ImportResult(
                existing, created=False, changed=False, sections=count, warnings=warnings, notes=notes
            )
        old_rows = {row.number: row for row in existing.sections.all()} if existing else {}
        check_removals(set(old_rows), parsed.numbers(), what=f"{slug} {version}", force=force)
        created = existing is None
        target = existing or RulebookVersion(rulebook=book, version=version, kind=document.kind)
        target.language = document.language or guess_language(parsed)
        target.source_url = document.source_url
        target.attribution_ja = attribution.get("ja", "")
        target.attribution_en = attribution.get("en", "")
        target.date = date or (existing.date if existing else datetime.date.today())
        target.effective = document.effective
        target.title_ja = (document.title or {}).get("ja", "")
        target.title_en = (document.title or {}).get("en", "")
        target.preamble = "\n".join(parsed.preamble)
        target.afterword = "\n".join(getattr(parsed, "afterword", []))
        target.source_sha256 = digest
        target.save()
        rows = _store_sections(target, parsed, renderings, old_rows)
        target.syntheses.all().delete()
        by_number = {row.number: row for row in rows}
        CrossReference.objects.filter(source__version=target).delete()
        CrossReference.objects.bulk_create(
            CrossReference(source=row, target_number=number, resolved=number in by_number)
            for row in rows
            for number in dict.fromkeys(str(ref.number) for ref in find_references(row.text))
        )
        search.unindex_version(target.id)
        search.index_sections(rows)
        if isinstance(parsed, ParsedSummary):
            Synthesis.objects.bulk_create(
                Synthesis(version=target, title=s.title, text=s.text, cites=[str(n) for n in s.of], order=i)
                for i, s in enumerate(parsed.syntheses)
            )
        pairings.store_neighbours(target)
        dataversion.data_changed()
    return ImportResult(
        target, created=created, changed=True, sections=len(rows), warnings=warnings, notes=notes
    )


def guess_language(parsed) -> str:
    """``en`` for a text whose words are spaced, ``ja`` otherwise."""
    sample = "\n".join(s.title or s.text for s in parsed.sections[:50])
    return "en" if is_spaced(sample) else "ja"


def english_title(rendering: dict, section) -> str:
    """A heading read as a title keeps its English rendering, written as the rendering's text or title."""
    return rendering.get("title", "") or (
        rendering.get("text", "") if section.title and not section.text else ""
    )


_SECTION_FIELDS = ["order", "subtree_end", "depth", "title", "text", "note", "title_en", "text_en", "note_en"]


def _store_sections(
    target: RulebookVersion, parsed, renderings: dict, old_rows: dict[str, Section]
) -> list[Section]:
    """Update rows by number, create the new ones, delete only the numbers gone; in document order."""
    rows, new_rows = [], []
    for s in parsed.sections:
        english = renderings["sections"].get(str(s.number), {})
        values = {
            "order": s.order,
            "subtree_end": s.subtree_end,
            "depth": s.depth,
            "title": s.title,
            "text": s.text,
            "note": s.note,
            "title_en": english_title(english, s),
            "text_en": english.get("text", "") if s.text else "",
            "note_en": english.get("note", ""),
        }
        row = old_rows.get(str(s.number))
        if row is None:
            row = Section(version=target, number=str(s.number), **values)
            new_rows.append(row)
        else:
            for name, value in values.items():
                setattr(row, name, value)
        rows.append(row)
    by_number = {row.number: row for row in rows}
    for parsed_section, row in zip(parsed.sections, rows, strict=True):
        row.parent = by_number[str(parsed_section.parent)] if parsed_section.parent is not None else None
    # New rows are inserted in document order (their ids are rule order: search reads the first
    # matches by id), those under another new row then given its id; kept rows updated in full.
    # Updating every field of every row (bulk_update's CASE per field and row) took 2.4 s for 489.
    under_new = [(row, row.parent) for row in new_rows if row.parent is not None and row.parent.pk is None]
    for row, _ in under_new:
        row.parent = None
    Section.objects.bulk_create(new_rows)
    for row, parent in under_new:
        row.parent = parent  # its id, known now
    Section.objects.bulk_update([row for row, _ in under_new], ["parent"], batch_size=500)
    kept = [row for row in rows if row.number in old_rows]
    for row in kept:
        row.parent = row.parent  # a kept row under a new one: that row's id
    Section.objects.bulk_update(kept, [*_SECTION_FIELDS, "parent"], batch_size=500)
    # Last: no kept row has a removed one as its parent any more (parent deletion cascades).
    gone = [row.id for number, row in old_rows.items() if number not in by_number]
    Section.objects.filter(id__in=gone).delete()
    return rows


def load_glossary(book: Rulebook, entries: tuple[dict, ...]) -> int:
    """Replace the book's glossary with ``entries`` (rulebooks/<book>/glossary.yaml); idempotent."""
    keep = []
    with transaction.atomic():
        before = _glossary_rows(book)
        for order, entry in enumerate(entries):
            slug = slugify(entry["en"])[:80] or f"term-{order}"
            GlossaryTerm.objects.update_or_create(
                rulebook=book,
                slug=slug,
                defaults={
                    "term": entry["term"],
                    "aliases": list(entry.get("aliases") or []),
                    "en": entry["en"],
                    "definition_ja": entry["definition"]["ja"],
                    "definition_en": entry["definition"]["en"],
                    "defined_in": [str(n) for n in entry.get("defined_in") or []],
                    "order": order,
                },
            )
            keep.append(slug)
        GlossaryTerm.objects.filter(rulebook=book).exclude(slug__in=keep).delete()
        if _glossary_rows(book) != before:
            dataversion.data_changed()
    return len(keep)


def _glossary_rows(book: Rulebook) -> list[tuple]:
    return list(GlossaryTerm.objects.filter(rulebook=book).order_by("slug").values_list())


def load_shipped_rulebooks(
    *, force: bool = False, infos: Sequence[catalog.RulebookInfo] | None = None
) -> list[ImportResult]:
    """Import every version of every rulebook in the manifest (or of ``infos``: a book a game added
    with ``catalog.add_rulebook``), and the glossaries (what `make run` does).

    Every file is tried; a bad one changes nothing of its own version. All problems of all files
    are raised together at the end (:class:`RulebookFormatError`), refusals included.
    """
    infos = catalog.rulebooks() if infos is None else infos
    books = {book.slug: book for book in ensure_rulebooks(infos)}
    results, problems = [], []
    for info in infos:
        for version in info.versions:
            try:
                date = datetime.date.fromisoformat(version.date)
                effective = datetime.date.fromisoformat(version.effective) if version.effective else None
            except ValueError as error:
                problems.append(f"{catalog.MANIFEST}: {info.slug} {version.version}: date: {error}")
                continue
            try:
                results.append(
                    import_rulebook(
                        info.slug,
                        version.version,
                        version.file,
                        date=date,
                        english=version.english,
                        force=force,
                        document=DocumentInfo(
                            kind=version.kind,
                            language=version.language,
                            source_url=version.source_url,
                            attribution=version.attribution,
                            effective=effective,
                            title=version.title,
                        ),
                    )
                )
            except RulebookFormatError as error:
                problems += error.problems
            except ImportRefused as error:
                hint = " (pass --force to import it anyway)" if error.forceable else ""
                problems.append(f"{version.file}: {error}{hint}")
        load_glossary(books[info.slug], catalog.glossary(info.slug))
    if problems:
        raise RulebookFormatError(problems)
    return results
