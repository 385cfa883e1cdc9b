"""The shipped rulebooks: ``data/rulebooks/manifest.yaml`` and the files it names.

The manifest says, for each rulebook, its names, where the official text lives, its versions and
their files, the file of the book's whole official *numbering* (every number, with a heading in our
own words) and the file of *out-of-source* numbers: sections the engine cites whose text is not in
our source, each with what is known and what the engine assumes.

Every number of the official numbering can be cited; a number our source text lacks still has a
page: :func:`out_of_source` gives, for each, what the rule provides (its heading) and what the
engine does (the out-of-source file, or the numbering's ``engine`` note).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import yaml

from .numbers import RuleNumber
from .summary_format import parse_summary
from .text_format import ParsedRulebook, RulebookFormatError, parse_text

#: the safe YAML loader, LibYAML's when PyYAML was built with it (about ten times faster)
YAML_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

RULEBOOKS_DIR = Path(__file__).resolve().parents[2] / "data" / "rulebooks"
MANIFEST = RULEBOOKS_DIR / "manifest.yaml"


#: The kinds of document a version can be: the publisher's text, or a companion keyed to its numbers.
KINDS = ("official", "summary", "translation")


@dataclass(frozen=True)
class VersionInfo:
    version: str
    date: str
    file: Path
    #: Unofficial English renderings of every section, written for the site.
    english: Path | None = None
    kind: str = "official"
    language: str = "ja"
    source_url: str = ""
    #: Who wrote the document and what it is: {ja, en}.
    attribution: dict[str, str] = field(default_factory=dict)
    #: The date the publisher says the version takes effect (YYYY-MM-DD), "" when not known.
    effective: str = ""
    #: A companion's own title {ja, en} (a summary is not the official book): {} = the book's name.
    title: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class OutOfSource:
    """A section number the engine cites although its text is not in our source."""

    number: str
    title: dict[str, str]
    known: dict[str, str]
    assumption: dict[str, str]


@dataclass(frozen=True)
class RulebookInfo:
    slug: str
    game: str
    name: dict[str, str]
    citation_name: str
    official_text: bool
    source_url: str
    source_note: dict[str, str]
    versions: tuple[VersionInfo, ...]
    out_of_source_file: Path | None = None
    glossary_file: Path | None = None
    numbering_file: Path | None = None

    @property
    def latest(self) -> VersionInfo:
        return self.versions[-1]


def load_file(path: Path) -> ParsedRulebook:
    """Parse a rulebook file: ``.txt`` is the numbering format, ``.yaml`` a mapped summary."""
    source = read_utf8(path)
    if path.suffix in {".yaml", ".yml"}:
        return parse_summary(source)
    if path.suffix == ".txt":
        return parse_text(source)
    raise RulebookFormatError([f"{path.name}: unknown rulebook format {path.suffix!r}"])


def load_source(paths: Sequence[Path]) -> ParsedRulebook:
    """Parse what ``import_rulebook`` was given: one ``.txt`` or ``.yaml`` file, or the publisher's
    own files (one PDF, saved HTML chapter pages or a folder of them: :mod:`.document`)."""
    from .document import is_document, load_document

    if is_document(paths):
        return load_document(paths)
    if len(paths) != 1:
        raise RulebookFormatError(["give one .txt or .yaml file (several files: saved .html pages only)"])
    return load_file(paths[0])


def source_bytes(paths: Sequence[Path]) -> bytes:
    """The bytes of every file ``paths`` name (a folder's files in name order), for the digest."""
    files = [f for p in paths for f in (sorted(x for x in p.iterdir() if x.is_file()) if p.is_dir() else [p])]
    return b"".join(f.read_bytes() for f in files)


def read_utf8(path: Path) -> str:
    """The file's text; bytes that are not UTF-8 are a problem naming their line."""
    raw = path.read_bytes()
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        line = raw[: error.start].count(b"\n") + 1
        raise RulebookFormatError(
            [f"line {line}: not UTF-8 text ({error.reason} at byte {error.start})"]
        ) from None


@cache
def rulebooks() -> tuple[RulebookInfo, ...]:
    """The shipped rulebooks (``data/rulebooks/manifest.yaml``), in its order."""
    return read_manifest(MANIFEST)


def read_manifest(path: Path) -> tuple[RulebookInfo, ...]:
    """The rulebooks a manifest lists; the files it names are relative to its folder."""
    raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    return tuple(_read_entry(entry, path.parent) for entry in raw["rulebooks"])


def _read_entry(entry: dict, base: Path) -> RulebookInfo:
    versions = tuple(
        VersionInfo(
            str(v["version"]),
            str(v["date"]),
            base / v["file"],
            base / v["english"] if v.get("english") else None,
            kind=str(v.get("kind", "official")),
            language=str(v.get("language", "ja")),
            source_url=str(v.get("source_url") or ""),
            attribution=dict(v.get("attribution") or {}),
            effective=str(v.get("effective") or ""),
            title=dict(v.get("title") or {}),
        )
        for v in entry["versions"]
    )
    oos, glossary_file = entry.get("out_of_source"), entry.get("glossary")
    numbering_file = entry.get("numbering")
    return RulebookInfo(
        slug=entry["slug"],
        game=entry["game"],
        name=entry["name"],
        citation_name=entry["citation_name"],
        official_text=bool(entry["official_text"]),
        source_url=entry["source_url"],
        source_note=entry.get("source_note", {}),
        versions=versions,
        out_of_source_file=base / oos if oos else None,
        glossary_file=base / glossary_file if glossary_file else None,
        numbering_file=base / numbering_file if numbering_file else None,
    )


#: rulebooks made known by :func:`add_rulebook`, by slug (not shipped: :func:`rulebooks` leaves them out)
_ADDED: dict[str, RulebookInfo] = {}


def add_rulebook(info: RulebookInfo) -> None:
    """Make a rulebook Rulestep does not ship known to :func:`rulebook`, :func:`sections` and
    :func:`known_numbers` (so boards of a game from elsewhere, e.g. the toy game in the tests, can
    cite it). A shipped slug cannot be replaced; adding the same book again changes nothing."""
    if any(book.slug == info.slug for book in rulebooks()):
        raise ValueError(f"rulebook {info.slug!r} is shipped in {MANIFEST}")
    if _ADDED.get(info.slug, info) != info:
        raise ValueError(f"another rulebook {info.slug!r} was added already")
    _ADDED[info.slug] = info


def remove_rulebook(slug: str) -> None:
    """Forget a rulebook :func:`add_rulebook` made known (a test's, once the test is over)."""
    _ADDED.pop(slug, None)


def rulebook(slug: str) -> RulebookInfo:
    for book in rulebooks():
        if book.slug == slug:
            return book
    if slug in _ADDED:
        return _ADDED[slug]
    raise KeyError(f"no rulebook {slug!r} in {MANIFEST}")


@cache
def sections(slug: str, version: str) -> ParsedRulebook:
    """The text of a version: its official document, or the companion that stands in for it."""
    return load_file(_version_info(slug, version).file)


def documents(slug: str, version: str) -> list[VersionInfo]:
    """The documents of one version, the official text first."""
    found = [info for info in rulebook(slug).versions if info.version == version]
    return sorted(found, key=lambda info: KINDS.index(info.kind) if info.kind in KINDS else len(KINDS))


@dataclass(frozen=True)
class Numbered:
    """One number of a book's official numbering: a heading in our own words (what the rule
    provides), and, for a number the engine cites, what the engine does with it."""

    number: str
    heading: dict[str, str]
    engine: dict[str, str] = field(default_factory=dict)
    #: False for a number whose rule no game can meet (it does not affect play: ``play: false``)
    in_play: bool = True


#: What the page of an official number no board cites says about the engine.
NOT_CITED = {
    "ja": "この番号を引用する例題の盤面はありません。エンジンはこの番号について独自の前提を置いていません。",
    "en": "No example board cites this number; the engine makes no assumption of its own about it.",
}


@cache
def numbering(slug: str) -> dict[str, Numbered]:
    """The book's whole official numbering, by canonical number ({} for a book without the file)."""
    path = rulebook(slug).numbering_file
    if path is None or not path.exists():
        return {}
    raw = yaml.load(read_utf8(path), Loader=YAML_LOADER) or {}
    problems, result = [], {}
    for key, entry in raw.items():
        number = str(RuleNumber.parse(str(key)))
        entry = entry if isinstance(entry, dict) else {}
        heading = {lang: str(entry.get(lang) or "") for lang in ("ja", "en")}
        if not heading.get("ja") or not heading.get("en"):
            problems.append(f"{path.name}: {key}: each number needs a heading in 'ja' and 'en'")
            continue
        engine = entry.get("engine") or {}
        if engine and not (engine.get("ja") and engine.get("en")):
            problems.append(f"{path.name}: {key}: 'engine' needs 'ja' and 'en'")
        play = entry.get("play", True)
        if not isinstance(play, bool):
            problems.append(f"{path.name}: {key}: 'play' is true or false")
        result[number] = Numbered(number, heading, {k: str(v) for k, v in engine.items()}, play is not False)
    if problems:
        raise RulebookFormatError(problems)
    return result


@cache
def documented(slug: str) -> dict[str, OutOfSource]:
    """The out-of-source file's entries (what the engine assumes), by canonical number."""
    path = rulebook(slug).out_of_source_file
    if path is None or not path.exists():
        return {}
    entries = yaml.safe_load(path.read_text(encoding="utf-8")) or []
    result = {}
    for entry in entries:
        number = str(RuleNumber.parse(str(entry["number"])))
        result[number] = OutOfSource(
            number=number,
            title=entry.get("title", {}),
            known=entry.get("known", {}),
            assumption=entry.get("assumption", {}),
        )
    return result


@cache
def out_of_source(slug: str) -> dict[str, OutOfSource]:
    """Every number with a page although our source lacks its text, by canonical number: the
    documented out-of-source entries, and each number of the official numbering that no document
    of the book has (its heading is what is known; its engine note, or :data:`NOT_CITED`)."""
    result = dict(documented(slug))
    official = numbering(slug)
    if not official:
        return result
    in_source: set[str] = set()
    for info in rulebook(slug).versions:
        in_source |= _document(info.file).numbers()
    for number, entry in official.items():
        if number in result or number in in_source:
            continue
        en = entry.heading["en"]
        en = en[0].lower() + en[1:] if en[1:2].islower() else en
        result[number] = OutOfSource(
            number=number,
            title=entry.heading,
            known={
                "ja": f"公式の総合ルール{number}の内容（このサイトによる要約）：{entry.heading['ja']}。",
                "en": f"What official rule {number} provides (in this site's words): {en}.",
            },
            assumption=entry.engine or NOT_CITED,
        )
    return result


def known_numbers(slug: str, version: str) -> frozenset[str]:
    """Every number a step may cite: the version's sections, the book's official numbering and the
    documented out-of-source list."""
    numbers = set(sections(slug, version).numbers())
    for info in documents(slug, version)[1:]:
        numbers |= _document(info.file).numbers()
    return frozenset(numbers | out_of_source(slug).keys() | numbering(slug).keys())


@cache
def _document(path: Path) -> ParsedRulebook:
    return load_file(path)


def _version_info(slug: str, version: str) -> VersionInfo:
    found = documents(slug, version)
    if not found:
        raise KeyError(f"rulebook {slug!r} has no version {version!r}")
    return found[0]


@cache
def glossary(slug: str) -> tuple[dict, ...]:
    """The glossary entries of a rulebook, as written in its glossary.yaml."""
    path = rulebook(slug).glossary_file
    if path is None or not path.exists():
        return ()
    try:
        entries = yaml.safe_load(path.read_text(encoding="utf-8")) or []
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        where = f"line {mark.line + 1}" if mark else "file"
        raise RulebookFormatError([f"{path.name}: {where}: not valid YAML: {error}"]) from None
    problems = []
    for i, entry in enumerate(entries):
        definition = entry.get("definition") if isinstance(entry, dict) else None
        if not isinstance(entry, dict) or not entry.get("term") or not entry.get("en"):
            problems.append(f"{path.name}: [{i}]: each entry needs 'term' and 'en'")
        elif not isinstance(definition, dict) or not definition.get("ja") or not definition.get("en"):
            problems.append(f"{path.name}: [{i}] {entry['term']}: 'definition' needs 'ja' and 'en'")
    if problems:
        raise RulebookFormatError(problems)
    return tuple(entries)
