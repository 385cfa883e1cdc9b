"""The step kinds and decision keys a game can give, each with when it appears.

Each game lists its own (``engine/<game>/steps.py``) as two tables, read by :func:`step_kinds` and
:func:`decision_keys`; the recorder refuses a step of a kind that is not listed, so the list is
complete. Each game's board-format document shows the lists as generated here (``python -m
engine docs`` checks them, ``--update`` rewrites them).
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class StepKind:
    """A kind of step: its ``name``, the rules it usually cites, and ``when`` it appears."""

    name: str
    rules: str
    when: str


@dataclass(frozen=True)
class DecisionKey:
    """A decision point: its key pattern, who decides, the options, and when it is asked."""

    key: str
    who: str
    options: str
    when: str


#: Kinds every game can give.
COMMON_KINDS = (
    StepKind(
        "loop",
        "the last step's",
        "the run reached its step limit (an engine limit, not a rule); it closes the trace",
    ),
)


def step_kinds(table: str) -> tuple[StepKind, ...]:
    """Step kinds written one a row, ``name | rules | when``, then the kinds every game gives.

    A row whose cells but the last are empty (``| | more words``) continues the ``when`` of the row
    above; blank lines and lines starting with ``#`` are left out.
    """
    return tuple(StepKind(*cells) for cells in _rows(table, 3)) + COMMON_KINDS


def decision_keys(table: str) -> tuple[DecisionKey, ...]:
    """Decision keys written one a row, ``key | who | options | when`` (continued as step kinds are)."""
    return tuple(DecisionKey(*cells) for cells in _rows(table, 4))


def _rows(table: str, width: int) -> list[list[str]]:
    rows: list[list[str]] = []
    for number, line in enumerate(table.splitlines(), start=1):
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        cells = [cell.strip() for cell in text.split("|")]
        if len(cells) != width:
            raise ValueError(f"table line {number}: expected {width} cells separated by '|': {text!r}")
        if rows and not any(cells[:-1]) and cells[-1]:
            rows[-1][-1] += " " + cells[-1]
        elif all(cells):
            rows.append(cells)
        else:
            raise ValueError(f"table line {number}: a cell is empty: {text!r}")
    return rows


def kinds_table(kinds: tuple[StepKind, ...]) -> str:
    lines = ["| step kind | rules | appears when |", "|---|---|---|"]
    lines += [f"| `{k.name}` | {k.rules} | {k.when} |" for k in kinds]
    return "\n".join(lines)


def decisions_table(keys: tuple[DecisionKey, ...]) -> str:
    lines = ["| key | who | options | asked when |", "|---|---|---|---|"]
    lines += [f"| `{d.key}` | {d.who} | {d.options} | {d.when} |" for d in keys]
    return "\n".join(lines)


def _markers(name: str) -> tuple[str, str]:
    return f"<!-- generated:{name} (python -m engine docs --update) -->", f"<!-- /generated:{name} -->"


def block(text: str, name: str) -> str | None:
    """The generated block ``name`` in a document, or None when the markers are missing."""
    start, end = _markers(name)
    match = re.search(re.escape(start) + r"\n\n?(.*?)\n\n?" + re.escape(end), text, flags=re.S)
    return match.group(1) if match else None


def with_block(text: str, name: str, body: str) -> str:
    """The document with the generated block ``name`` replaced by ``body``."""
    start, end = _markers(name)
    pattern = re.escape(start) + r"\n.*?\n" + re.escape(end)
    if not re.search(pattern, text, flags=re.S):
        raise ValueError(f"no generated block {name!r} in the document (add the markers)")
    # blank lines around the table keep the HTML comments out of it in Markdown
    return re.sub(pattern, lambda _: f"{start}\n\n{body}\n\n{end}", text, count=1, flags=re.S)
