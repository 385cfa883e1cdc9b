#!/usr/bin/env python
"""Benchmark: what the worst what-if board costs the site on first view, and what a step costs to
render once the board is computed. Prints figures; not a timed test.

    .venv/bin/python benchmarks/whatif_cost.py [--repeat 5]

Boards (written by the generators below):

* ``issue 6.5 KB`` and ``issue 20.5 KB``: the boards of issue 11's report, a self-feeding auto
  ability (a 2,001-step loop) with player A's deck padded to that size of YAML. The site refuses
  them at load (over the zone limit); they are also run with the command line's limits, to show
  what the engine itself now costs for them.
* ``worst accepted``: the heaviest loop the what-if form accepts: every limit of the site at its
  edge (300 cards, 100 in each deck, names on every card, under the form's 50,000 bytes),
  running to the 2,000-step limit.

Each board runs in a fresh Python process through the site's ``run_board`` (load, run, JSON,
cache), like a first view: CPU seconds (``time.process_time``), growth of the process's peak
resident memory (``ru_maxrss``), and, in another fresh process, the peak of Python allocations
(``tracemalloc``, which slows the run, so it is not timed). Then a step of the 2,000-step board,
once computed, is rendered as the site does for a step request (the cached run, ``build_viewer``:
the state rebuilt from the nearest snapshot and the changes, and the viewer template).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

FORM_LIMIT = 50_000  # bytes: settings.WHAT_IF_MAX_BYTES (the form counts UTF-8 bytes)
LIMITS_CARDS, LIMITS_ZONE = 300, 100  # rulesite.boards.services.traces.LIMITS (checked in main)

HEADER = """\
board:
  id: whatif-cost
  title: {ja: ループ, en: Loop}
  game: gateruler
  rulebook: gate-ruler
  version: "1.0.0"
  sections: []
"""
LOOP_UNIT = """\
      attack_zone:
        center:
          - id: u1
            hp: 2
            abilities: [{auto: destroyed, of: self, effects: [{destroy: [self]}]}]
"""
SCRIPT = """\
script:
  - play: {by: B, effects: [{destroy: [u1]}]}
"""


def _cards(prefix: str, count: int, name: str = "") -> str:
    """``count`` cards: a flow list of ids, or (``name`` given) one card a line, each named."""
    if not name:
        return "[" + ", ".join(f"{prefix}{i}" for i in range(count)) + "]"
    return "".join(
        f"\n        - {{id: {prefix}{i}, name: {{ja: カード{i}, en: {name} {i}}}}}" for i in range(count)
    )


def issue_board(size: int) -> str:
    """The report's loop board: A's deck padded with card ids until the text is ``size`` bytes."""
    count = 1
    while True:
        text = _loop(deck_a=_cards("a", count), deck_b="[b1]", extra="")
        if len(text.encode()) >= size:
            return text
        count += max(1, (size - len(text.encode())) // 8)


def worst_accepted_board(cards: int, zone: int) -> str:
    """A loop with every card the limits allow: two decks at the zone limit, the rest in graveyards,
    every deck card named, the names as long as the form's length limit allows."""
    rest = cards - 2 * zone - 3  # two rulers and the looping unit
    graveyards = f"      graveyard: {_cards('ga', rest // 2)}\n"
    other = f"      graveyard: {_cards('gb', rest - rest // 2)}\n"
    name, text = "", ""
    while True:
        longer = name + "Card"
        decks = {"deck_a": _cards("a", zone, longer), "deck_b": _cards("b", zone, longer)}
        candidate = _loop(**decks, extra=graveyards, extra_b=other)
        if len(candidate.encode()) > FORM_LIMIT:
            return text
        name, text = longer, candidate


def _loop(*, deck_a: str, deck_b: str, extra: str, extra_b: str = "") -> str:
    return (
        HEADER
        + "state:\n  turn_player: A\n  players:\n    A:\n      ruler: {id: rA, life: 7}\n"
        + f"      deck: {deck_a}\n"
        + extra
        + LOOP_UNIT
        + "    B:\n      ruler: {id: rB, life: 7}\n"
        + f"      deck: {deck_b}\n"
        + extra_b
        + SCRIPT
    )


def _django() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "rulesite.settings")
    import django

    django.setup()


def _maxrss_mb() -> float:
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def child(board: str, mode: str) -> None:
    """In a fresh process: run one board once, print one JSON line of figures."""
    _django()
    import tracemalloc

    import engine
    from rulesite.boards.services import traces

    text = BOARDS[board]()
    # "engine": the command line's limits, but the report's 2,000 steps
    path, _, measure = mode.partition("-")
    limits = traces.LIMITS if path == "site" else dataclasses.replace(engine.DEFAULT_LIMITS, steps=2_000)
    # warm the imports and the rulebook catalogs with a tiny board, so only the board's own cost is counted
    traces.run_board(issue_board(300), {}, name="warm-up")
    if measure == "memory":
        tracemalloc.start()
    rss0, cpu0 = _maxrss_mb(), time.process_time()
    if path == "engine":
        try:
            trace = engine.run(engine.load_board(text, limits=limits), limits=limits)
            result, steps = "ran", len(trace.to_json()["steps"])
        except engine.LimitExceeded as error:
            result, steps = "refused: " + error.problems[0], 0
    else:
        run = traces.run_board(text, {}, name="what-if")
        result = "ran" if run.ok else "refused: " + run.problems[0]
        steps = len(run.trace["steps"]) if run.ok else 0
    cpu = time.process_time() - cpu0
    peak = tracemalloc.get_traced_memory()[1] / 2**20 if measure == "memory" else None
    print(
        json.dumps({"cpu": cpu, "rss": _maxrss_mb() - rss0, "peak": peak, "result": result, "steps": steps})
    )


def render_child(repeat: int) -> None:
    """In a fresh process: compute the 2,000-step board once, then time step renders."""
    _django()
    from django.template.loader import render_to_string
    from django.utils import translation

    from rulesite.boards.services.viewer import build_viewer

    text = worst_accepted_board(LIMITS_CARDS, LIMITS_ZONE)
    translation.activate("en")

    def view(step: int):
        return build_viewer(
            source=text,
            name="what-if",
            board_id="whatif-cost",
            game="gateruler",
            book="gate-ruler",
            title="Loop",
            query={"step": [str(step)]},
            base="/boards/what-if/0123456789abcdef/",
            page="http://testserver/boards/what-if/0123456789abcdef/",
            numbers=frozenset(),
            version="1.0.0",
        )

    first = view(0)  # computes and caches the run
    assert first.error is None, first.error
    last = first.last
    figures = {}
    for step in (0, 1, 25, 49, 50, 1_000, 1_999, last):
        cpu, wall = [], []
        for _ in range(repeat):
            t0, c0 = time.perf_counter(), time.process_time()
            viewer = view(step)
            render_to_string("boards/_viewer.html", {"viewer": viewer})
            cpu.append(time.process_time() - c0)
            wall.append(time.perf_counter() - t0)
        figures[step] = (statistics.median(cpu), max(cpu), statistics.median(wall), max(wall))
    print(json.dumps({"last": last, "figures": figures}))


BOARDS = {
    "issue 6.5 KB": lambda: issue_board(6_500),
    "issue 20.5 KB": lambda: issue_board(20_500),
    "worst accepted": lambda: worst_accepted_board(LIMITS_CARDS, LIMITS_ZONE),
}


def _spawn(*args: str) -> dict:
    out = subprocess.run(
        [sys.executable, __file__, *args], check=True, capture_output=True, text=True, cwd=ROOT
    ).stdout
    return json.loads(out.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=5, help="renders per step (default 5)")
    parser.add_argument("--child", nargs=2, metavar=("BOARD", "MODE"), help=argparse.SUPPRESS)
    parser.add_argument("--render-child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(*args.child)
        return
    if args.render_child:
        render_child(args.repeat)
        return
    _django()
    from rulesite.boards.services import traces

    limits = traces.LIMITS
    assert (limits.cards, limits.zone) == (LIMITS_CARDS, LIMITS_ZONE), "update LIMITS_CARDS, LIMITS_ZONE"
    print(
        f"Site limits: {limits.cards} cards, {limits.zone} in one zone, {limits.steps} steps, "
        f"{limits.cpu_seconds} s CPU; form: {FORM_LIMIT} bytes. Targets: first view ≤ 2 s CPU and "
        "≤ 100 MB; a step of a 2,000-step board ≤ 50 ms once computed."
    )
    print()
    print(f"{'board':<16} {'bytes':>7} {'path':<26} {'CPU (s)':>8} {'maxrss +MB':>11} {'peak MB':>8}  result")
    for name, make in BOARDS.items():
        size = len(make().encode())
        modes = [("site", "site run_board")]
        if name.startswith("issue"):
            modes.append(("engine", "engine, CLI limits"))
        for mode, label in modes:
            timed = _spawn("--child", name, mode)
            memory = _spawn("--child", name, mode + "-memory")
            peak = f"{memory['peak']:.1f}" if memory["peak"] is not None else "-"
            result = timed["result"] if timed["result"] != "ran" else f"ran, {timed['steps']} steps"
            print(
                f"{name:<16} {size:>7} {label:<26} {timed['cpu']:>8.2f} {timed['rss']:>11.1f} {peak:>8}  "
                f"{result[:90]}"
            )
    print()
    render = _spawn("--render-child", "--repeat", str(args.repeat))
    print(f"Step render of the 'worst accepted' board ({render['last'] + 1} steps), once computed")
    print("(build_viewer: the cached run, the state rebuilt from the nearest snapshot and the changes,")
    print(f"the table; then the boards/_viewer.html fragment a step returns), {args.repeat} renders each:")
    print(f"{'step':>6} {'CPU median':>11} {'CPU max':>8} {'wall median':>12} {'wall max':>9}  (ms)")
    for step, figures in render["figures"].items():
        cpu, cpu_max, wall, wall_max = (f * 1000 for f in figures)
        print(f"{step:>6} {cpu:>11.1f} {cpu_max:>8.1f} {wall:>12.1f} {wall_max:>9.1f}")
    load = os.getloadavg()[0]
    print(f"\nLoad average while measuring: {load:.1f} on {os.cpu_count()} CPUs (wall times grow with it).")


if __name__ == "__main__":
    main()
