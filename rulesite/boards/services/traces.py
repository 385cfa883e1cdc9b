"""Running boards for the site: each (board text, choices) is resolved once and cached."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any

from django.core.cache import cache

import engine

#: A what-if board that runs longer than this ends with the engine's 'loop' step.
MAX_STEPS = 2_000
#: Choices in a URL: ``?choose=KEY=VALUE`` at most this many times.
MAX_CHOICES = 40


@dataclass(frozen=True)
class Run:
    """The outcome of running a board: a trace, or why there is none."""

    trace: dict[str, Any] | None = None
    problems: tuple[str, ...] = ()
    needed: dict[str, Any] | None = None  # a decision with no answer: key, who, options, invalid

    @property
    def ok(self) -> bool:
        return self.trace is not None


def parse_choices(values: list[str]) -> tuple[dict[str, str], list[str]]:
    """``["KEY=VALUE", ...]`` from the URL → choices, and the malformed entries."""
    choices, bad = {}, []
    for value in values[:MAX_CHOICES]:
        key, sep, chosen = value.partition("=")
        if not sep or not key or not chosen or len(value) > 200:
            bad.append(value[:80])
        else:
            choices[key] = chosen
    return choices, bad


def _cache_key(source: str, choices: dict[str, str]) -> str:
    digest = hashlib.sha256((source + "\0" + json.dumps(choices, sort_keys=True)).encode()).hexdigest()
    return f"trace:{digest}"


def run_board(source: str, choices: dict[str, str], *, name: str = "<board>") -> Run:
    """Load and resolve a board text; cached by (text, choices)."""
    key = _cache_key(source, choices)
    cached = cache.get(key)
    if cached is not None:
        return cached
    try:
        board = engine.load_board(source, source_name=name)
        result = Run(trace=engine.run(board, choices, max_steps=MAX_STEPS).to_json())
    except engine.ChoiceNeeded as needed:
        result = Run(
            problems=tuple(needed.problems),
            needed={
                "key": needed.key,
                "who": needed.who,
                "options": needed.options,
                "invalid": needed.key in choices,
            },
        )
    except engine.BoardError as error:
        result = Run(problems=tuple(error.problems))
    cache.set(key, result, timeout=None)
    return result


def _same_step(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Two steps say and do the same (who answered a decision — script or reader — does not matter)."""
    if any(a.get(k) != b.get(k) for k in ("kind", "cites", "text", "changes", "state")):
        return False
    da, db = a.get("decision") or {}, b.get("decision") or {}
    return all(da.get(k) == db.get(k) for k in ("key", "who", "options", "chosen"))


def first_difference(a: dict[str, Any], b: dict[str, Any]) -> int:
    """The index of the first step where two traces differ (the shorter length when one is a prefix)."""
    for index, (x, y) in enumerate(zip(a["steps"], b["steps"], strict=False)):
        if not _same_step(x, y):
            return index
    return min(len(a["steps"]), len(b["steps"]))
