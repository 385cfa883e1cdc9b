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
from . import what_if


class BoardLoadError(ValueError):
    def __init__(self, problems: list[str]):
        self.problems = problems
        super().__init__("\n".join(problems))


@dataclass(frozen=True)
class LoadResult:
    loaded: int
    changed: int
    removed: int
    reattached: int = 0
    relinked: int = 0  # readers' copies that follow a board again (returned or renamed)

    def describe(self) -> str:
        text = f"boards: {self.loaded} loaded ({self.changed} new or changed, {self.removed} removed"
        text += f", {self.reattached} section links re-attached" if self.reattached else ""
        return text + (f", {self.relinked} what-if copies re-linked)" if self.relinked else ")")


def _display_name(path: Path) -> str:
    return str(path.relative_to(settings.BASE_DIR)) if path.is_relative_to(settings.BASE_DIR) else str(path)


def _read(path: Path, name: str, problems: list[str]) -> str | None:
    """The board file's text, or None with a problem naming the file (and the line of a bad byte)."""
    try:
        raw = path.read_bytes()
    except OSError as error:
        problems.append(f"{name}: cannot be read: {error.strerror or error}")
        return None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        line = raw[: error.start].count(b"\n") + 1
        problems.append(f"{name}: line {line}: not UTF-8 text ({error.reason} at byte {error.start})")
        return None


def load_boards(paths: list[Path] | None = None) -> LoadResult:
    """Load every board file (engine.board_files()) and attach each to the sections its meta names.

    Every file is checked first and every problem reported at once, each with its file and line;
    a problem anywhere loads nothing. Section links are checked for every board, changed or not:
    a link lost by a rulebook re-import is re-attached.
    """
    paths = engine.board_files() if paths is None else paths
    problems: list[str] = []
    parsed = []
    seen: dict[str, Path] = {}
    aliased: dict[str, Path] = {}
    books = {b.slug: b for b in Rulebook.objects.all()}
    versions = {(v.rulebook_id, v.version): v for v in RulebookVersion.objects.all()}
    for path in paths:
        name = _display_name(path)
        text = _read(path, name, problems)
        if text is None:
            continue
        try:
            board = engine.load_board(text, source_name=name)
            trace = engine.run(board)
        except engine.BoardError as error:
            problems += [f"{name}: {p}" for p in error.problems]
            continue
        except Exception as error:  # an engine bug must still name its file, not print a traceback
            problems.append(f"{name}: the engine failed on this board: {type(error).__name__}: {error}")
            continue
        meta = board.meta
        if meta.id in seen:
            problems.append(f"{name}: board id {meta.id!r} is already used by {seen[meta.id]}")
            continue
        seen[meta.id] = path
        for alias in meta.aliases:
            if alias in aliased:
                problems.append(f"{name}: alias {alias!r} is also an alias of {aliased[alias]}")
            aliased[alias] = path
        book = books.get(meta.rulebook)
        if book is None:
            problems.append(f"{name}: unknown rulebook {meta.rulebook!r}; run load_rulebooks first")
            continue
        version = versions.get((book.id, meta.version))
        if version is None:
            problems.append(f"{name}: {book.slug} has no version {meta.version!r}; run load_rulebooks first")
            continue
        cited = sorted({n for step in trace.steps for n in step.cites})
        parsed.append((meta, text, name, cited, book, version))
    problems += [
        f"{_display_name(aliased[a])}: alias {a!r} is the id of {seen[a]}" for a in aliased if a in seen
    ]
    if problems:
        raise BoardLoadError(problems)
    changed = reattached = 0
    with transaction.atomic():
        for meta, text, name, cited, book, version in parsed:
            digest = hashlib.sha256(text.encode()).hexdigest()
            board, created = Board.objects.get_or_create(
                slug=meta.id,
                defaults={"game": meta.game, "rulebook": book, "version": meta.version, "source_sha256": ""},
            )
            edited = board.source_sha256 != digest or created or board.aliases != list(meta.aliases)
            if edited:
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
                board.aliases = list(meta.aliases)
                board.save()
            reattached += _sync_sections(board, version, meta.sections, fresh=edited)
        # A board whose file is gone is removed; readers' copies of it stay, naming it
        # (EditedBoard.origin), and follow it again if it returns, under its id or an alias.
        gone = Board.objects.exclude(slug__in=[m.id for m, *_ in parsed])
        removed = gone.count()
        gone.delete()
        relinked = sum(
            what_if.relink(board)
            for board in Board.objects.only("id", "slug", "aliases", "title_ja", "title_en")
        )
        if changed or removed or reattached or relinked:
            dataversion.data_changed()
    return LoadResult(len(parsed), changed, removed, reattached, relinked)


def _sync_sections(board: Board, version: RulebookVersion, numbers, *, fresh: bool) -> int:
    """Attach the board to exactly the named sections of its version; how many links had been lost.

    A ``fresh`` board (new or edited) counts none: its links are new, not re-attached.
    """
    # Every document of the version: the official text and the summary beside it.
    same_version = Section.objects.filter(
        version__rulebook_id=version.rulebook_id, version__version=version.version, number__in=list(numbers)
    )
    wanted = set(same_version.values_list("id", flat=True))
    current = set(board.sections.values_list("id", flat=True))
    if wanted != current:
        board.sections.set(wanted)
    return 0 if fresh else len(wanted - current)
