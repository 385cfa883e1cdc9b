"""Sentences as data: a game's wording in Project Fluent message files, one per language.

A game keeps its step sentences, prompts and option labels in ``engine/<game>/messages/ja.ftl``
and ``en.ftl`` (Fluent syntax, read with the maintained ``fluent.runtime``); its rule modules pass
facts — cards' labels, numbers, players — and :meth:`Messages.text` gives the existing
:class:`~engine.core.text.Text` (``ja``, ``en``), so the trace format is unchanged. Selectors
choose the wording for one or several cards, same or different owners (docs/wording.md).

Rendering is strict: a message missing from either file, a variable the message needs and was not
given, or any other Fluent error raises :class:`MessageError` (the render test runs every step of
every branch of every board, so a missing piece fails there, not on the site).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from .text import Text

LANGUAGES = ("ja", "en")
#: what a rendered sentence must never contain: a Fluent placeable or a variable left unrendered
LEFTOVER = re.compile(r"[{}]|\$[A-Za-z]")

Arg = str | int | Text
#: how many rendered sentences a game's messages keep (then start again): bounded memory
RENDERED_KEPT = 10_000
#: an argument longer than this is put in after formatting: fluent.runtime refuses a placeable
#: past 2,500 characters (a guard against messages expanding messages, which an argument is not)
LONG_ARG = 500


class MessageError(ValueError):
    """A message that cannot be rendered: missing, a variable not given, a syntax error in a file."""


@dataclass(frozen=True)
class Rendered:
    """One message as rendered during a run (seen by :func:`observe`)."""

    game: str
    id: str
    args: dict[str, Arg]
    text: Text


_observers: list[list[Rendered]] = []


@contextmanager
def observe() -> Iterator[list[Rendered]]:
    """Collect every message rendered inside the block (the render test reads them)."""
    seen: list[Rendered] = []
    _observers.append(seen)
    try:
        yield seen
    finally:
        _observers.remove(seen)


class Messages:
    """A game's message files (``<directory>/ja.ftl``, ``en.ftl``), read on first use."""

    def __init__(self, directory: Path, game: str) -> None:
        self.directory = directory
        self.game = game
        self._bundles: dict[str, FluentBundle] | None = None
        #: rendered sentences by language, id and arguments (:func:`_key`): a run repeats the same
        #: sentence for many steps (a loop of 2,000 draws), and Fluent's formatting is most of a
        #: step's cost
        self._rendered: dict[str, str] = {}

    def path(self, lang: str) -> Path:
        """The language's main file (``ja.ftl``); :meth:`paths` lists every file of the language."""
        return self.directory / f"{lang}.ftl"

    def paths(self, lang: str) -> list[Path]:
        """A language's files: ``<lang>.ftl`` and any ``<topic>.<lang>.ftl`` beside it (one topic
        per rule module, so that wording of different rules lives in different files)."""
        main = [self.path(lang)] if self.path(lang).exists() else []
        return main + sorted(self.directory.glob(f"*.{lang}.ftl"))

    def _load(self) -> dict[str, FluentBundle]:
        if self._bundles is None:
            bundles = {}
            for lang in LANGUAGES:
                bundle = FluentBundle([lang], use_isolating=False)
                for path in self.paths(lang):
                    source = path.read_text(encoding="utf-8")
                    resource = FluentResource(source)  # parsed once: checked, then added
                    junk = [e for e in resource.body if isinstance(e, ast.Junk)]
                    if junk:
                        line = source[: junk[0].span.start].count("\n") + 1 if junk[0].span else 0
                        raise MessageError(f"{path}:{line}: not Fluent syntax: {junk[0].content[:60]!r}")
                    bundle.add_resource(resource)
                bundles[lang] = bundle
            self._bundles = bundles
        return self._bundles

    def forget(self) -> None:
        """Drop the rendered sentences kept so far (a benchmark's runs each start from none)."""
        self._rendered.clear()

    def ids(self, lang: str) -> set[str]:
        """The message ids a language's file defines."""
        return set(self.variables(lang))

    def variables(self, lang: str) -> dict[str, set[str]]:
        """Each message of a language's file and the variables it uses (for the tests)."""
        out: dict[str, set[str]] = {}
        for path in self.paths(lang):
            for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
                if isinstance(entry, ast.Message):
                    if entry.id.name in out:
                        raise MessageError(f"{path}: message {entry.id.name!r} is defined twice")
                    found: set[str] = set()
                    _Variables(found).visit(entry)
                    out[entry.id.name] = found
        return out

    def has(self, message_id: str) -> bool:
        """Whether the files define ``message_id`` (in either language: :meth:`format` then refuses
        one missing from the other)."""
        return any(bundle.has_message(message_id) for bundle in self._load().values())

    def format(self, lang: str, message_id: str, args: dict[str, str | int]) -> str:
        """One message in one language; raises :class:`MessageError` on any Fluent error."""
        key = _key(lang, message_id, args)
        found = self._rendered.get(key)
        if found is None:
            found = self._format(lang, message_id, args)
            if len(self._rendered) >= RENDERED_KEPT:
                self._rendered.clear()
            self._rendered[key] = found
        return found

    def _format(self, lang: str, message_id: str, args: dict[str, str | int]) -> str:
        bundle = self._load()[lang]
        if not bundle.has_message(message_id):
            raise MessageError(f"{self.path(lang)}: no message {message_id!r}")
        message = bundle.get_message(message_id)
        if message.value is None:
            raise MessageError(f"{self.path(lang)}: message {message_id!r} has no value")
        # a long argument (a list of many cards' names) is never a selector's key: stand a short
        # placeholder in for it, then put it back in the formatted sentence
        long = {k: v for k, v in args.items() if isinstance(v, str) and len(v) > LONG_ARG}
        marks = {k: f"\ue000{i}\ue001" for i, k in enumerate(long)}
        out, errors = bundle.format_pattern(message.value, {**args, **marks})
        if errors:
            raise MessageError(f"{self.path(lang)}: {message_id}: {'; '.join(map(str, errors))}")
        for k, mark in marks.items():
            out = out.replace(mark, long[k])
        return out

    def text(self, message_id: str, /, **args: Arg) -> Text:
        """A message in both languages; a :class:`Text` argument gives each language its own words."""
        out = {
            lang: self.format(
                lang,
                message_id,
                {k: getattr(v, lang) if isinstance(v, Text) else v for k, v in args.items()},
            )
            for lang in LANGUAGES
        }
        text = Text(ja=out["ja"], en=out["en"])
        for seen in _observers:
            seen.append(Rendered(self.game, message_id, dict(args), text))
        return text

    __call__ = text


def _key(lang: str, message_id: str, args: dict[str, str | int]) -> str:
    """A rendered sentence's key, as one string: keys of tuples would be several objects each for
    Python's cyclic collector to count and walk, 10,000 sentences kept (``repr`` tells 3 from '3',
    and writes a separator inside a text as an escape)."""
    return "\x1f".join([lang, message_id, *[f"{k}={v!r}" for k, v in sorted(args.items())]])


class _Variables(Visitor):
    """The names of the variables (``$name``) a message refers to."""

    def __init__(self, found: set[str]) -> None:
        super().__init__()
        self.found = found

    def visit_VariableReference(self, node: Any) -> None:  # noqa: N802 (fluent.syntax's visitor naming)
        self.found.add(node.id.name)
        self.generic_visit(node)
