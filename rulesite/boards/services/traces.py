"""Running boards for the site: each (board text, choices) is resolved once and cached."""

from __future__ import annotations

import hashlib
import json
import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from django.core.cache import cache

import engine

#: What one board may cost on the site (the command line's defaults are far larger): at most 300
#: cards (two players' decks, hands, fields and more), 100 in one zone (a deck is 40 to 60), 2,000
#: steps (then the engine's 'loop' step) and 1 s of CPU time; a board over a limit is refused with a
#: message naming it. Curated boards stay well inside (a test).
LIMITS = engine.Limits(cards=300, zone=100, steps=2_000, cpu_seconds=1.0)
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
    """A run's key: the board text, the choices and the limits it runs within."""
    text = source + "\0" + json.dumps(choices, sort_keys=True) + "\0" + repr(LIMITS)
    digest = hashlib.sha256(text.encode()).hexdigest()
    return f"trace:{digest}"


#: Runs this process used last, by cache key, so that each step of a long board is drawn without
#: reading the whole run from the cache again (keys name their content: an entry is never stale).
#: Treat a Run as read-only: it is shared by the requests of this process.
RECENT_RUNS = 8
_recent: OrderedDict[str, Run] = OrderedDict()
_recent_lock = threading.Lock()


def _remember(key: str, run: Run) -> Run:
    with _recent_lock:
        _recent[key] = run
        _recent.move_to_end(key)
        while len(_recent) > RECENT_RUNS:
            _recent.popitem(last=False)
    return run


def run_board(source: str, choices: dict[str, str], *, name: str = "<board>") -> Run:
    """Load and resolve a board text; cached by (text, choices)."""
    key = _cache_key(source, choices)
    with _recent_lock:
        recent = _recent.get(key)
    if recent is not None:
        return _remember(key, recent)
    cached = cache.get(key)
    if cached is not None:
        return _remember(key, cached)
    try:
        board = engine.load_board(source, source_name=name, limits=LIMITS)
        result = Run(trace=engine.run(board, choices, limits=LIMITS).to_json())
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
    return _remember(key, result)
