"""Running boards for the site: each (board text, choices, engine version) is resolved once and cached.

The cache is the shared one (``CACHE_URL``): every server process reuses a trace another
computed, and a trace survives restarts; the engine's version is in the key, so a trace made by
an older engine is never served. Every run of the engine adds one to :data:`ENGINE_RUNS_KEY`.

A run is stored pickled and zlib-compressed: a what-if copy's 2,000-step trace is 1.67 MB as a
pickle and a few per cent of that compressed, so visitors' traces cannot push the pages out of a
shared Redis. The cache is only a cache: a trace is recomputed from the board text when missing.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import pickle
import threading
import zlib
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

logger = logging.getLogger(__name__)

#: Seconds a computed trace stays cached (what-if boards are visitors' texts: not forever).
TRACE_TIMEOUT = 30 * 24 * 3600
#: A counter of engine runs (cache misses) in the shared cache, for tests and operators.
ENGINE_RUNS_KEY = "engine-runs"
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
    """A run's key: the engine's version, the board text, the choices and the limits it runs within."""
    keyed = "\0".join([engine.ENGINE_VERSION, source, json.dumps(choices, sort_keys=True), repr(LIMITS)])
    return f"tracez:{hashlib.sha256(keyed.encode()).hexdigest()}"


def _count_engine_run() -> None:
    with contextlib.suppress(Exception):  # a counter: never worth failing a page
        cache.add(ENGINE_RUNS_KEY, 0, timeout=None)
        try:
            cache.incr(ENGINE_RUNS_KEY)
        except ValueError:  # evicted between add and incr
            cache.set(ENGINE_RUNS_KEY, 1, timeout=None)


def _cached(key: str) -> Run | None:
    try:
        packed = cache.get(key)
    except Exception:  # the cache is unreachable: run the engine, as if there were no cache
        logger.warning("trace cache unavailable", exc_info=True)
        return None
    if not isinstance(packed, bytes):
        return None
    try:
        return pickle.loads(zlib.decompress(packed))  # noqa: S301 (our own cache entries)
    except Exception:  # a damaged entry: recompute
        return None


def _store(key: str, result: Run) -> None:
    try:
        packed = zlib.compress(pickle.dumps(result, protocol=pickle.HIGHEST_PROTOCOL), 6)
        cache.set(key, packed, timeout=TRACE_TIMEOUT)
    except Exception:
        logger.warning("trace cache unavailable; trace not stored", exc_info=True)


def engine_runs() -> int:
    """How many times the engine ran for the site, on every server sharing the cache."""
    return cache.get(ENGINE_RUNS_KEY, 0)


#: Runs this process used last, by cache key, so that each step of a long board is drawn without
#: reading the whole run from the cache again (keys name their content: an entry is never stale).
#: Treat a Run as read-only: it is shared by the requests of this process.
RECENT_RUNS = 8
_recent: OrderedDict[str, Run] = OrderedDict()
_recent_lock = threading.Lock()


def forget_recent_runs() -> None:
    """Empty this process's memory of recent runs (the shared cache keeps them)."""
    with _recent_lock:
        _recent.clear()


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
    cached = _cached(key)
    if cached is not None:
        return _remember(key, cached)
    _count_engine_run()
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
    _store(key, result)
    return _remember(key, result)


def _asked(run: Run) -> list[str]:
    """The keys of the decisions a run asked, with more than one option (the one it stopped at too)."""
    keys = [
        step["decision"]["key"]
        for step in (run.trace or {}).get("steps", [])
        if step.get("decision") and len(step["decision"].get("options") or ()) > 1
    ]
    if run.needed:
        keys.append(run.needed["key"])
    return keys


def run_with_choices(
    source: str, choices: dict[str, str], *, name: str = "<board>"
) -> tuple[Run, dict[str, str]]:
    """Run a board with a reader's choices, and the choices the run used (the canonical ones).

    A choice whose key the run never asks (or asks with one option only) changes nothing: the run
    without it is the same. So the board is run with none of the reader's choices first, then with
    those the run asked, until it asks no other: a URL with unknown keys (``?choose=zN=1``) is
    answered from the runs of the choices that count, never run or stored on its own, and its links
    carry only those. In a reader's walk through the decisions each of these runs is one the reader
    has just seen (cached); a value that is not one of the options is still run (the engine's clear
    refusal, a 400).
    """
    used: dict[str, str] = {}
    while True:
        run = run_board(source, used, name=name)
        more = {key: choices[key] for key in _asked(run) if key in choices and key not in used}
        if not more:
            return run, used
        used.update(more)


def _same_step(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Two steps say and do the same (who answered a decision — script or reader — does not matter)."""
    if any(a.get(k) != b.get(k) for k in ("kind", "cites", "text", "changes", "removed")):
        return False
    da, db = a.get("decision") or {}, b.get("decision") or {}
    return all(da.get(k) == db.get(k) for k in ("key", "who", "options", "chosen"))


def first_difference(a: dict[str, Any], b: dict[str, Any]) -> int:
    """The index of the first step where two traces differ (the shorter length when one is a prefix)."""
    for index, (x, y) in enumerate(zip(a["steps"], b["steps"], strict=False)):
        if not _same_step(x, y):
            return index
    return min(len(a["steps"]), len(b["steps"]))
