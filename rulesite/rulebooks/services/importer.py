"""Import a rulebook file into the database: idempotent and all-or-nothing.

The file is parsed first (every problem collected, with its line); only a clean file touches the
database, inside one transaction. Importing the same file again changes nothing; importing a new
file for an existing version replaces that version's sections; other versions are kept.
"""

from __future__ import annotations

import datetime
import hashlib
from dataclasses import dataclass
from pathlib import Path

import yaml
from django.db import transaction
from django.utils.text import slugify

from engine.rulebook import RulebookFormatError, RuleNumber, RuleNumberError, catalog, find_references
from engine.rulebook.summary_format import ParsedSummary
from rulesite.pagecache import dataversion

from ..models import CrossReference, GlossaryTerm, Rulebook, RulebookVersion, Section, Synthesis
from . import search


@dataclass(frozen=True)
class ImportResult:
    version: RulebookVersion
    created: bool
    changed: bool
    sections: int

    def describe(self) -> str:
        what = "imported" if self.created else ("re-imported" if self.changed else "unchanged")
        return f"{self.version.rulebook.slug} {self.version.version}: {what}, {self.sections} sections"


def ensure_rulebooks() -> list[Rulebook]:
    """Create or update the Rulebook rows described by rulebooks/manifest.yaml."""
    books = []
    for position, info in enumerate(catalog.rulebooks()):
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
        raw = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    except yaml.YAMLError as error:
        raise RulebookFormatError([f"{path.name}: not valid YAML: {error}"]) from None
    sections, problems = {}, []
    for number, value in (raw.get("sections") or {}).items():
        try:
            canonical = str(RuleNumber.parse(str(number)))
        except RuleNumberError as error:
            problems.append(f"{path.name}: sections: {error}")
            continue
        entry = value if isinstance(value, dict) else {"text": value}
        sections[canonical] = {k: str(entry.get(k) or "") for k in ("title", "text", "note")}
    if problems:
        raise RulebookFormatError(problems)
    return {"sections": sections, "syntheses": raw.get("syntheses") or []}


def import_rulebook(
    slug: str,
    version: str,
    path: Path,
    *,
    date: datetime.date | None = None,
    english: Path | None = None,
) -> ImportResult:
    """Parse ``path`` (and its English renderings) and store it as ``version`` of rulebook ``slug``.

    Raises :class:`engine.rulebook.RulebookFormatError` (nothing changed) for a bad file, and
    ``Rulebook.DoesNotExist`` for an unknown book.
    """
    raw = path.read_bytes() + (english.read_bytes() if english and english.exists() else b"")
    parsed = catalog.load_file(path)  # raises before any database work
    renderings = read_english(english)
    digest = hashlib.sha256(raw).hexdigest()
    book = Rulebook.objects.get(slug=slug)
    with transaction.atomic():
        existing = RulebookVersion.objects.select_for_update().filter(rulebook=book, version=version).first()
        if existing and existing.source_sha256 == digest:
            return ImportResult(existing, created=False, changed=False, sections=existing.sections.count())
        created = existing is None
        target = existing or RulebookVersion(rulebook=book, version=version)
        target.date = date or (existing.date if existing else datetime.date.today())
        target.preamble = "\n".join(parsed.preamble)
        target.afterword = "\n".join(getattr(parsed, "afterword", []))
        target.source_sha256 = digest
        target.save()
        target.sections.all().delete()
        target.syntheses.all().delete()
        rows = Section.objects.bulk_create(
            Section(
                version=target,
                number=str(s.number),
                order=s.order,
                subtree_end=s.subtree_end,
                depth=s.depth,
                title=s.title,
                text=s.text,
                note=s.note,
                title_en=renderings["sections"].get(str(s.number), {}).get("title", ""),
                text_en=renderings["sections"].get(str(s.number), {}).get("text", ""),
                note_en=renderings["sections"].get(str(s.number), {}).get("note", ""),
            )
            for s in parsed.sections
        )
        by_number = {row.number: row for row in rows}
        with_parent = []
        for parsed_section, row in zip(parsed.sections, rows, strict=True):
            if parsed_section.parent is not None:
                row.parent = by_number[str(parsed_section.parent)]
                with_parent.append(row)
        Section.objects.bulk_update(with_parent, ["parent"], batch_size=500)
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
        dataversion.data_changed()
    return ImportResult(target, created=created, changed=True, sections=len(rows))


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


def load_shipped_rulebooks() -> list[ImportResult]:
    """Import every version of every rulebook in the manifest, and the glossaries (what `make run` does)."""
    books = {book.slug: book for book in ensure_rulebooks()}
    results = []
    for info in catalog.rulebooks():
        for version in info.versions:
            results.append(
                import_rulebook(
                    info.slug,
                    version.version,
                    version.file,
                    date=datetime.date.fromisoformat(version.date),
                    english=version.english,
                )
            )
        load_glossary(books[info.slug], catalog.glossary(info.slug))
    return results
