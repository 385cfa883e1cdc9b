"""The step kinds and decision keys a game can give, each with when it appears.

Each game lists its own (``engine/<game>/steps.py``); the recorder refuses a step of a kind that is
not listed, so the list is complete. ``docs/boards.md`` and ``docs/boards-onepiece.md`` show the
lists as generated here (``python -m engine docs`` checks them, ``--update`` rewrites them).
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
