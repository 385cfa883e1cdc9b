"""A what-if board's problems as a reader can act on them: in the reader's language, with the line.

The engine writes its problems in English only, as ``line N: <where>: <what>`` (engine.core.yamlnode).
Here each becomes a :class:`BoardProblem`: the line number, the offending line quoted from the text
the reader sent, a marker under the column (YAML syntax errors, whose column PyYAML knows), and the
message in the reader's language where its kind is known; the engine's own English is kept beside
it, marked as English, so that nothing it says is lost.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import yaml
from django.utils.translation import gettext as _

#: PyYAML's commonest complaints (libyaml's wording, which the engine's loader gives, and the pure
#: Python loader's), as a person editing a board would understand them.
YAML_REASONS = {
    "did not find expected '-' indicator": lambda: _(
        "a list item's '-' is missing here (is this line indented like the items above it?)"
    ),
    "did not find expected key": lambda: _(
        "a key ('name:') was expected here (is this line indented like the keys above it?)"
    ),
    "mapping values are not allowed here": lambda: _(
        "a ':' cannot go here (put quotes around a value that contains ': ')"
    ),
    "mapping values are not allowed in this context": lambda: _(
        "a ':' cannot go here (put quotes around a value that contains ': ')"
    ),
    "found character that cannot start any token": lambda: _(
        "this character cannot start a value here (a tab, or a sign such as @ or `: use spaces, or quotes)"
    ),
    "did not find expected ',' or '}'": lambda: _("a '{' is not closed by '}' (or a ',' is missing)"),
    "did not find expected ',' or ']'": lambda: _("a '[' is not closed by ']' (or a ',' is missing)"),
    "found a tab character that violates indentation": lambda: _(
        "a tab is used for indentation: indent with spaces"
    ),
    "found character '\\t' that cannot start any token": lambda: _(
        "a tab is used for indentation: indent with spaces"
    ),
    "could not find expected ':'": lambda: _("a ':' is missing after a key"),
    "found unexpected end of stream": lambda: _(
        "the text ends inside quotes or brackets that are not closed"
    ),
    "found unknown escape character": lambda: _("a '\\' in double quotes starts an unknown escape"),
}

#: The engine's board-format messages (engine.core.yamlnode), pattern → the reader's wording.
ENGINE_PATTERNS = (
    (
        re.compile(r"^expected a whole number ≥ (?P<n>-?\d+), got (?P<got>.+)$"),
        lambda m: _("write a whole number of at least %(n)s here (it says %(got)s)") % m,
    ),
    (
        re.compile(r"^expected a whole number ≤ (?P<n>-?\d+), got (?P<got>.+)$"),
        lambda m: _("write a whole number of at most %(n)s here (it says %(got)s)") % m,
    ),
    (
        re.compile(r"^expected one of (?P<choices>.+), got (?P<got>.+)$"),
        lambda m: _("write one of %(choices)s here (it says %(got)s)") % m,
    ),
    (
        re.compile(r"^unknown key (?P<key>'[^']*') \(expected one of: (?P<keys>.+)\)$"),
        lambda m: _("the key %(key)s is not one this place takes (it takes %(keys)s)") % m,
    ),
    (re.compile(r"^missing key (?P<key>'[^']*')$"), lambda m: _("the key %(key)s is missing") % m),
    (
        re.compile(r"^duplicate card id (?P<id>'[^']*') \(first on line (?P<line>\d+)\)$"),
        lambda m: _("the card id %(id)s is used twice (first on line %(line)s)") % m,
    ),
    (
        re.compile(r"^duplicate key (?P<key>'[^']*') \(first on line (?P<line>\d+)\)$"),
        lambda m: _("the key %(key)s is given twice (first on line %(line)s)") % m,
    ),
    (
        re.compile(r"^expected (?P<what>[^,]+), got (?P<got>.+)$"),
        lambda m: _("this value is not what this place takes (it says %(got)s)") % m,
    ),
)

_LINE = re.compile(r"^line (?P<line>\d+): (?P<rest>.*)$", re.S)
_WHERE = re.compile(r"^(?P<where>[A-Za-z_][\w.\-]*(?:\[\d+\][\w.\-]*)*): (?P<what>.+)$", re.S)


@dataclass(frozen=True)
class BoardProblem:
    """One problem: ``line`` (1-based, or None for the whole board), ``where`` (the YAML path),
    ``message`` (the reader's language), ``engine`` (the engine's English), ``quote`` (that line of
    the text) and ``column`` (1-based, or None when only the line is known)."""

    line: int | None
    message: str
    engine: str
    where: str = ""
    quote: str = ""
    column: int | None = None
    #: whether the text is the reader's own (its line can be quoted and shown in the text box)
    quoted: bool = True

    @property
    def marker(self) -> str:
        """``    ^``: a caret under the column of the quoted line (spaces keep a tab's width)."""
        if self.column is None:
            return ""
        lead = "".join("\t" if c == "\t" else " " for c in self.quote[: self.column - 1])
        return lead + "^"

    @property
    def gutter(self) -> str:
        """``23 │ ``: the line number before the quoted line."""
        return f"{self.line} │ "

    @property
    def marker_indent(self) -> str:
        """Spaces as wide as :attr:`gutter`, before the marker."""
        return " " * len(self.gutter)


def _yaml_column(source: str) -> tuple[int, int] | None:
    """Where PyYAML stops on this text: (line, column), 1-based; None when it reads."""
    try:
        yaml.compose(source, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        if mark is not None:
            return mark.line + 1, mark.column + 1
    except Exception:  # odd bytes: the engine's message says what it can
        return None
    return None


def _in_reader_words(text: str) -> str | None:
    for pattern, say in ENGINE_PATTERNS:
        found = pattern.match(text)
        if found:
            return say(found.groupdict())
    return None


def explain(problems: list[str] | tuple[str, ...], source: str, *, quote: bool = True) -> list[BoardProblem]:
    """The engine's problems with ``source`` (the text the reader sent), each as a BoardProblem;
    ``quote=False`` when the reader has not seen that text (no line quoted, no column)."""
    lines = source.replace("\r\n", "\n").split("\n") if quote else []
    stop = None
    out = []
    for problem in problems:
        found = _LINE.match(problem)
        line = int(found["line"]) if found else None
        rest = found["rest"] if found else problem.partition(": ")[2] or problem
        said_line = lines[line - 1] if line and line <= len(lines) else ""
        column = None
        if rest.startswith("not valid YAML: "):
            reason = rest.removeprefix("not valid YAML: ")
            said = YAML_REASONS.get(reason)
            message = _("This is not valid YAML: %(reason)s.") % {
                "reason": said() if said else _("the engine's words for it are below")
            }
            stop = stop or (_yaml_column(source) if quote else None)
            if stop and stop[0] == line:
                column = stop[1]
            out.append(BoardProblem(line, message, problem, "", said_line, column, quoted=quote))
            continue
        where_what = _WHERE.match(rest)
        where, what = (where_what["where"], where_what["what"]) if where_what else ("", rest)
        said = _in_reader_words(what)
        if said:
            message = _("At %(where)s: %(what)s.") % {"where": where, "what": said} if where else said
        else:
            message = _("The board cannot be run as written; the engine's words for it are below.")
        out.append(BoardProblem(line, message, problem, where, said_line, column, quoted=quote))
    return out
