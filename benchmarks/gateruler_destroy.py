"""Benchmark: N units destroyed at once by the rules (12-4b-2b), for N = 100, 1,000, 10,000.

Run: ``.venv/bin/python benchmarks/gateruler_destroy.py`` (prints figures; not a timed test).

Every unit has damage ≥ HP, so one rule destroy process associated with all of them goes on the
gate, the 'destroyed' event happens for all of them, and on resolution they all go to their
owners' graveyards. A player has three attack and three defense zones and 12-5 allows one card per
zone, so the N units are spread over ceil(N / 6) players. The whole run is timed: loading the board
from YAML text is timed separately. Times are this process's CPU time (``time.process_time``), so
that other work on a shared machine does not count; they still vary with it (caches).
"""

from __future__ import annotations

import argparse
import cProfile
import math
import pstats
import sys
from pathlib import Path

from shared import timed

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import yaml  # noqa: E402

import engine  # noqa: E402
from engine.core import registry  # noqa: E402

ZONES = [("attack_zone", "left"), ("attack_zone", "center"), ("attack_zone", "right"),
         ("defense_zone", "left"), ("defense_zone", "center"), ("defense_zone", "right")]  # fmt: skip


#: N = 10,000 takes a little over 10,000 steps (one per destroy process resolved, and the processes'
#: placing), past the command line's default limit: the benchmark lifts it
MAX_STEPS = 100_000


def board_text(n: int) -> str:
    players: dict = {}
    for i in range(n):
        pid = f"P{i // 6 + 1}"
        kind, line = ZONES[i % 6]
        player = players.setdefault(pid, {"ruler": {"id": f"r{pid}", "life": 7}, "deck": [f"d{pid}"]})
        player.setdefault(kind, {})[line] = [{"id": f"u{i}", "hp": 2, "damage": 3}]
    if len(players) < 2:
        players["Z"] = {"ruler": {"id": "rZ", "life": 7}, "deck": ["dZ"]}
    board = {
        "board": {"id": f"bench-{n}", "title": {"ja": "ベンチマーク", "en": "Benchmark"}, "game": "gateruler",
                  "rulebook": "gate-ruler", "version": "1.0.0", "sections": []},
        "state": {"turn_player": "P1", "players": players},
    }  # fmt: skip
    return yaml.safe_dump(board, sort_keys=False)


def forget_sentences() -> None:
    """Every run starts with no sentence rendered yet: the message files keep the last 10,000, so a
    repeated smaller run would find its sentences already made and a larger one would not."""
    messages = registry.get("gateruler").messages
    if messages is not None:
        messages.forget()


def timed_run(board: engine.Board, n: int, *, pause_gc: bool) -> tuple[float, int]:
    """One run's CPU time and its number of steps; every run starts from the same heap (the board
    only: the trace is dropped and collected before the next run) and no sentence kept."""
    forget_sentences()
    elapsed, trace = timed(engine.run, board, max_steps=MAX_STEPS, pause_gc=pause_gc)
    end = trace.state_at(-1)
    assert sum(1 for c in end["cards"].values() if c["zone"].endswith(".graveyard")) == n
    return elapsed, len(trace.steps)


def count_calls(board: engine.Board) -> int:
    """Python function calls made by one run: the engine's work, free of memory and cache effects."""
    forget_sentences()
    profile = cProfile.Profile()
    profile.enable()
    engine.run(board, max_steps=MAX_STEPS)
    profile.disable()
    return pstats.Stats(profile).total_calls  # type: ignore[attr-defined]


def measure(n: int, repeat: int) -> tuple[float, float, float, int, int]:
    load, board = timed(engine.load_board, board_text(n))
    best = best_no_gc = math.inf
    for _ in range(repeat):
        elapsed, steps = timed_run(board, n, pause_gc=False)
        best = min(best, elapsed)
        best_no_gc = min(best_no_gc, timed_run(board, n, pause_gc=True)[0])
    return best, best_no_gc, load, steps, count_calls(board)


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """The command line: no options but ``--help`` (which prints this script's usage, and runs nothing)."""
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        epilog=(
            "Prints, for each N, the best of 3 runs in CPU time with Python's garbage collector on and "
            "paused, one run's steps and function calls, the time to load the board's YAML, and the "
            "growth from the N before (N log N would be ×13.3)."
        ),
    )
    return parser.parse_args(argv)


def main() -> None:
    parse_args()
    print("N units destroyed at once by one rule destroy process (best of 3 runs, CPU time).")
    print("'GC paused' is the same run with Python's cyclic garbage collector paused, to separate the")
    print("engine's own work from the collector's, which grows with the number of live objects.")
    print("'calls' counts the Python function calls of one run: the amount of work, which wall time")
    print("also scales by how well the state still fits in the processor's caches.")
    print()
    header = (
        f"{'N':>7} {'run (ms)':>9} {'µs/unit':>8} {'GC paused (ms)':>15} {'µs/unit':>8} {'steps':>6}"
        f" {'calls':>10}"
    )
    print(
        header
        + f" {'load YAML (ms)':>15}  growth ×10 N"
        + f" (N log N would be ×{10 * math.log(10_000) / math.log(1_000):.1f})"
    )
    previous = None
    for n in (100, 1_000, 10_000):
        run_s, no_gc_s, load_s, steps, calls = measure(n, repeat=3)
        growth = ""
        if previous:
            growth = f"  ×{run_s / previous[0]:.1f} (GC paused ×{no_gc_s / previous[1]:.1f}"
            growth += f", calls ×{calls / previous[2]:.1f})"
        print(
            f"{n:>7} {run_s * 1000:>9.1f} {run_s / n * 1e6:>8.1f}"
            f" {no_gc_s * 1000:>15.1f} {no_gc_s / n * 1e6:>8.1f}"
            f" {steps:>6} {calls:>10} {load_s * 1000:>15.1f}{growth}"
        )
        previous = (run_s, no_gc_s, calls)


if __name__ == "__main__":
    main()
