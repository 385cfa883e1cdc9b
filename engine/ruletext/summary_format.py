"""A community summary mapped onto official section numbers (YAML).

Used for ONE PIECE CARD GAME, whose seed is a summary without numbers. The file reads::

    preamble: [lines before the first topic]
    afterword: [the summary's closing lines]
    sections:
      - number: "8-1-2"
        title: optional heading
        text: |
          the summary's lines for this section
        note: optional remark shown with the section
    syntheses:
      - title: a heading
        of: ["8-1-3-3-5", "8-1-3-4-2", "8-6-1"]
        text: |
          a passage that is no single official rule, shown with each section it draws on

Every problem is collected and reported with its line and field.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import yaml

from .numbers import RuleNumber, RuleNumberError
from .text_format import ParsedRulebook, ParsedSection, RulebookFormatError, link_tree


@dataclass
class Synthesis:
    title: str
    of: list[RuleNumber]
    text: str
    line: int = 0


@dataclass
class ParsedSummary(ParsedRulebook):
    afterword: list[str] = field(default_factory=list)
    syntheses: list[Synthesis] = field(default_factory=list)


class _LineLoader(yaml.SafeLoader):
    """A YAML loader that remembers the line of every mapping, as ``__line__``."""


def _construct_mapping(loader: _LineLoader, node: yaml.MappingNode) -> dict:
    mapping = loader.construct_mapping(node, deep=True)
    mapping["__line__"] = node.start_mark.line + 1
    return mapping


_LineLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)
# Dates and numbers stay as written: a summary's values are text, and `2020-13-45` or a
# 5,000-digit number must be a problem with its line, not a ValueError from the YAML library.
for _tag in ("timestamp", "int"):
    _LineLoader.add_constructor(f"tag:yaml.org,2002:{_tag}", yaml.SafeLoader.construct_scalar)


def _lines(value: object) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        return [line for line in value.splitlines() if line.strip()]
    return [str(line) for line in value]


def parse_summary(source: str) -> ParsedSummary:
    try:
        raw = yaml.load(source, Loader=_LineLoader)  # noqa: S506 - a SafeLoader subclass
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        where = f"line {mark.line + 1}" if mark else "file"
        raise RulebookFormatError([f"{where}: not valid YAML: {error}"]) from None
    if not isinstance(raw, dict):
        raise RulebookFormatError(["line 1: expected a mapping with 'sections'"])
    book = ParsedSummary(preamble=_lines(raw.get("preamble")), afterword=_lines(raw.get("afterword")))
    problems: list[str] = []
    for i, entry in enumerate(raw.get("sections") or []):
        line = entry.get("__line__", 0) if isinstance(entry, dict) else 0
        where = f"line {line}: sections[{i}]"
        if not isinstance(entry, dict):
            problems.append(f"{where}: expected a mapping with 'number' and 'text'")
            continue
        try:
            number = RuleNumber.parse(str(entry.get("number", "")))
        except RuleNumberError as error:
            problems.append(f"{where}.number: {error}")
            continue
        text = "\n".join(_lines(entry.get("text")))
        title = str(entry.get("title") or "")
        if not text and not title:
            problems.append(f"{where}.text: section {number} has neither text nor title")
        book.sections.append(
            ParsedSection(number=number, text=text, line=line, title=title, note=str(entry.get("note") or ""))
        )
    problems += link_tree(book.sections)
    numbers = book.numbers()
    for i, entry in enumerate(raw.get("syntheses") or []):
        line = entry.get("__line__", 0) if isinstance(entry, dict) else 0
        of = []
        for j, text in enumerate(entry.get("of") or []):
            try:
                number = RuleNumber.parse(str(text))
            except RuleNumberError as error:
                problems.append(f"line {line}: syntheses[{i}].of[{j}]: {error}")
                continue
            if str(number) not in numbers:
                problems.append(f"line {line}: syntheses[{i}].of[{j}]: no section {number} in this file")
            of.append(number)
        book.syntheses.append(
            Synthesis(
                title=str(entry.get("title") or ""),
                of=of,
                text="\n".join(_lines(entry.get("text"))),
                line=line,
            )
        )
    if problems:
        raise RulebookFormatError(problems)
    return book
