"""Benchmark: Characters K.O.'d at once by one Event, with N [On K.O.] effects then waiting
(8-6-1 processing order), for N = 100, 1,000, 10,000 (or the sizes given as arguments).

Run: ``.venv/bin/python benchmarks/onepiece_ko.py [N ...]`` (prints figures; not a timed test;
``--help`` for the options).

A game has two players and the Character area holds at most 5 Characters (3-7-6-1), so at most 10
Characters are K.O.'d at once: each carries N / 10 [On K.O.] effects that draw a card, so the
turn player's Event K.O.s all 10 and N effects wait and resolve one after another. The N cards they
draw are more than a deck's 50 (5-1-2): the board file holds one per deck, the rest are put in the
read state (:func:`tests.support.ko_wave.with_decks`). Times are this process's
CPU time (``time.process_time``), best of 3, with the garbage collector on and paused, as in
``gateruler_destroy.py``; loading the board from YAML text is timed separately. ``trace MB`` is
what the finished trace holds (Python allocations still live after the run, under ``tracemalloc``,
in one more run), ``peak MB`` the most allocated during that run; the process's peak RSS is printed
at the end.
"""

from __future__ import annotations

import argparse
import gc
import math
import resource
import sys
import tracemalloc
from pathlib import Path

from shared import timed

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engine  # noqa: E402
from tests.support.ko_wave import CHARACTERS, board_text, with_decks  # noqa: E402

MAX_STEPS = 1_000_000


def timed_run(board: engine.Board, n: int, *, pause_gc: bool) -> tuple[float, int]:
    elapsed, trace = timed(engine.run, board, max_steps=MAX_STEPS, pause_gc=pause_gc)
    end = trace.state_at(-1)
    trashed = sum(1 for c in end["cards"].values() if str(c.get("zone", "")).endswith(".trash"))
    assert trashed >= CHARACTERS, f"{trashed} cards in a trash, {CHARACTERS} Characters K.O.'d"
    return elapsed, len(trace.steps)


def traced_run(board: engine.Board) -> tuple[float, float]:
    """One more run under tracemalloc: (MiB the trace holds once the run is over, peak MiB during it)."""
    gc.collect()
    tracemalloc.start()
    try:
        base = tracemalloc.get_traced_memory()[0]
        trace = engine.run(board, max_steps=MAX_STEPS)
        gc.collect()
        held, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert trace.steps
    return (held - base) / 2**20, (peak - base) / 2**20


def arguments(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description="ONE PIECE: 10 Characters K.O.'d at once by one Event, N [On K.O.] effects waiting;"
        " prints CPU time, steps and memory for each N, and the growth for each ×10."
    )
    parser.add_argument(
        "sizes", nargs="*", type=int, default=[100, 1_000, 10_000], metavar="N",
        help="numbers of [On K.O.] effects (default: 100 1000 10000)",
    )  # fmt: skip
    parser.add_argument("--repeat", type=int, default=3, help="runs per size, the best kept (default: 3)")
    parser.add_argument("--no-memory", action="store_true", help="skip the run under tracemalloc")
    args = parser.parse_args(argv)
    if any(n < 1 for n in args.sizes) or args.repeat < 1:
        parser.error("sizes and --repeat must be at least 1")
    return args


def main(argv: list[str] | None = None) -> None:
    args = arguments(argv)
    print(
        "10 Characters K.O.'d at once, N [On K.O.] effects waiting"
        f" (best of {args.repeat} runs, CPU time; memory under tracemalloc in one more run)."
    )
    print(f"{'N':>7} {'run (ms)':>9} {'GC paused (ms)':>15} {'steps':>7} {'load YAML (ms)':>15}"
          f" {'trace MB':>9} {'peak MB':>8}  growth ×10 N"
          f" (N log N would be ×{10 * math.log(10_000) / math.log(1_000):.1f})")  # fmt: skip
    previous = None
    for n in args.sizes:
        text = board_text(max(1, n // CHARACTERS), f"bench-op-{n}")
        load, board = timed(engine.load_board, text)
        # the N draws' cards: more than a board file may hold, so the benchmark measures the engine
        # at sizes beyond what the rules reach
        with_decks(board, n // 2 + 1)
        runs = [timed_run(board, n, pause_gc=False) for _ in range(args.repeat)]
        paused = min(timed_run(board, n, pause_gc=True)[0] for _ in range(args.repeat))
        held, peak = (float("nan"), float("nan")) if args.no_memory else traced_run(board)
        best, steps = min(r[0] for r in runs), runs[0][1]
        growth = ""
        if previous:
            factor = f"×{n / previous[2]:g} N: " if n != previous[2] * 10 else ""
            growth = f"  {factor}×{best / previous[0]:.1f} (GC paused ×{paused / previous[1]:.1f})"
        print(f"{n:>7} {best * 1000:>9.1f} {paused * 1000:>15.1f} {steps:>7} {load * 1000:>15.1f}"
              f" {held:>9.1f} {peak:>8.1f}{growth}")  # fmt: skip
        previous = (best, paused, n)
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux
    print(f"process peak RSS: {rss:.0f} MiB")


if __name__ == "__main__":
    main()
