"""Loading the engine's board files into the site: idempotent, all-or-nothing."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path

from django.conf import settings
from django.db import transaction

import engine
from rulesite.pagecache import dataversion
from rulesite.rulebooks.models import Rulebook, RulebookVersion, Section

from ..models import Board


class BoardLoadError(ValueError):
    def __init__(self, problems: list[str]):
        self.problems = problems
        super().__init__("\n".join(problems))


@dataclass(frozen=True)
class LoadResult:
    loaded: int
    changed: int
    removed: int

    def describe(self) -> str:
        return f"boards: {self.loaded} loaded ({self.changed} new or changed, {self.removed} removed)"


def load_boards(paths: list[Path] | None = None) -> LoadResult:
    """Load every board file (engine.board_files()) and attach each to the sections its meta names."""
    paths = engine.board_files() if paths is None else paths
    problems: list[str] = []
    parsed = []
    seen: dict[str, Path] = {}
    for path in paths:
        text = path.read_text(encoding="utf-8")
        name = (
            str(path.relative_to(settings.BASE_DIR)) if path.is_relative_to(settings.BASE_DIR) else str(path)
        )
        try:
            board = engine.load_board(text, source_name=name)
            trace = engine.run(board)
        except engine.BoardError as error:
            problems += [f"{name}: {p}" for p in error.problems]
            continue
        meta = board.meta
        if meta.id in seen:
            problems.append(f"{name}: board id {meta.id!r} is already used by {seen[meta.id]}")
            continue
        seen[meta.id] = path
        cited = sorted({n for step in trace.steps for n in step.cites})
        parsed.append((meta, text, name, cited))
    if problems:
        raise BoardLoadError(problems)
    books = {b.slug: b for b in Rulebook.objects.all()}
    changed = 0
    with transaction.atomic():
        for meta, text, name, cited in parsed:
            book = books.get(meta.rulebook)
            if book is None:
                raise BoardLoadError(
                    [f"{name}: unknown rulebook {meta.rulebook!r}; run load_rulebooks first"]
                )
            digest = hashlib.sha256(text.encode()).hexdigest()
            board, created = Board.objects.get_or_create(
                slug=meta.id,
                defaults={"game": meta.game, "rulebook": book, "version": meta.version, "source_sha256": ""},
            )
            if board.source_sha256 == digest and not created:
                continue
            changed += 1
            board.game = meta.game
            board.rulebook = book
            board.version = meta.version
            board.title_ja = meta.title.get("ja", meta.id)
            board.title_en = meta.title.get("en", meta.id)
            board.section_numbers = list(meta.sections)
            board.cited_numbers = cited
            board.source = text
            board.path = name
            board.source_sha256 = digest
            board.save()
            version = RulebookVersion.objects.filter(rulebook=book, version=meta.version).first()
            if version is None:
                raise BoardLoadError([f"{name}: {book.slug} has no version {meta.version!r}"])
            board.sections.set(Section.objects.filter(version=version, number__in=list(meta.sections)))
        removed, _ = Board.objects.exclude(slug__in=[m.id for m, *_ in parsed]).delete()
        if changed or removed:
            dataversion.data_changed()
    return LoadResult(len(parsed), changed, removed)
