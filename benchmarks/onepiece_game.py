#!/usr/bin/env python
"""Benchmark: a whole ONE PIECE game of ordinary play, turn after turn, from turn 1's Refresh Phase.

Each player has a Leader with a [When Attacking] power effect and 50 cards (hand, Life, deck) of
Characters without Counter (cost 1–2), a fifth with an [On Play] draw, ``--life`` of them Life
cards. Every turn the turn player plays a Character from their hand (a cost-1 one when they
hold one), gives a DON!! to their
Leader, attacks the opposing Leader with the Leader from turn 3 on (neither may battle on their
own first turn, 6-5-6-1), and ends the turn; the engine runs the Refresh, Draw, DON!! and End
Phases between (chapter 6), decisions answered by their first options. Prints the run's CPU time
(``time.process_time``, best of ``--repeat``), steps, the trace's memory (``tracemalloc``: what
it holds once the run is over), and the CPU time of drawing each step's table from the trace's JSON
as the site's step viewer does (``engine.core.table.table_at``: the state rebuilt, the table
drawn; not the HTML template), the slowest step and the median (each the best of ``--repeat`` draws).
With ``--pages``, also each step's page as a reader gets it: the board loaded into a throw-away
site (SQLite, the shipped rulebooks), its first step as a whole page, then every step as the htmx
fragment the step controls load, each drawn with the page cache emptied (the run itself stays in
the process, as on a server that has shown the board once): CPU time, median and slowest.

    .venv/bin/python benchmarks/onepiece_game.py [--turns 20] [--repeat 3] [--pages]
"""

from __future__ import annotations

import argparse
import copy
import gc
import statistics
import sys
import time
import tracemalloc
from pathlib import Path

from shared import FILE_STORAGES, django_site, print_load_average

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import yaml  # noqa: E402

import engine  # noqa: E402
from engine.core.choices import FirstOptions  # noqa: E402
from engine.core.table import of_game, table_at  # noqa: E402

#: a deck is 50 cards (5-1-2): hand, Life and deck together
DECK = 50
ON_PLAY = {"timing": "on_play", "text": {"ja": "【登場時】カード1枚を引く。", "en": "[On Play] Draw 1 card."},
           "do": [{"draw": 1}]}  # fmt: skip
WHEN_ATTACKING = {"timing": "when_attacking",
                  "text": {"ja": "【アタック時】このバトル中、このリーダーはパワー+1000。",
                           "en": "[When Attacking] This Leader gets +1000 power during this battle."},
                  "do": [{"power": {"by": 1000, "to": "self"}}]}  # fmt: skip


def _character(pid: str, i: int) -> dict:
    card = {"id": f"{pid}{i}", "name": {"ja": f"船員{pid}{i}", "en": f"Crew {pid}{i}"},
            "cost": 1 + i % 2, "power": 2000 + 1000 * (i % 2)}  # fmt: skip
    if i % 5 == 0:
        card["effects"] = [copy.deepcopy(ON_PLAY)]
    return card


def board_text(turns: int, life: int) -> str:
    """The board: ``turns`` turns of play (see the module's docstring)."""
    players = {}
    for pid in ("A", "B"):
        cards = [_character(pid, i) for i in range(DECK - life)]
        players[pid] = {
            "leader": {"id": f"l{pid}", "name": {"ja": f"船長{pid}", "en": f"Captain {pid}"}, "power": 5000,
                       "effects": [copy.deepcopy(WHEN_ATTACKING)]},
            "life": [f"{pid}-life{k}" for k in range(life)],
            "hand": cards[:5],
            "deck": cards[5 : DECK - life],
        }  # fmt: skip
    script: list[dict] = []
    # each player's hand followed as the game goes: the card played is one the player holds
    hands = {pid: [f"{pid}{i}" for i in range(5)] for pid in ("A", "B")}
    decks = {pid: [f"{pid}{i}" for i in range(5, DECK - life)] for pid in ("A", "B")}
    for turn in range(1, turns + 1):
        pid, other = ("A", "B") if turn % 2 else ("B", "A")
        if turn > 1:  # the first player draws no card on their first turn (6-3-1)
            hands[pid].append(decks[pid].pop(0))
        cheap = [c for c in hands[pid] if int(c[1:]) % 2 == 0]  # cost 1: one DON!! pays for it
        card = (cheap or hands[pid])[0]
        hands[pid].remove(card)
        script.append({"play": card})
        if int(card[1:]) % 5 == 0:  # its [On Play] draws a card
            hands[pid].append(decks[pid].pop(0))
        if turn > 2:
            script.append({"give_don": {"card": f"l{pid}", "count": 1}})
            script.append({"attack": {"attacker": f"l{pid}", "target": f"l{other}"}})
        script.append({"end_turn": True})
    board = {
        "board": {"id": f"bench-op-game-{turns}", "title": {"ja": "ベンチマーク", "en": "Benchmark"},
                  "game": "onepiece", "rulebook": "one-piece", "version": "1.2.1", "sections": []},
        "state": {"start": {"turn": 1, "first": "A", "phase": "refresh"}, "players": players},
        "script": script,
    }  # fmt: skip
    return yaml.safe_dump(board, sort_keys=False, allow_unicode=True)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description="ONE PIECE: a whole game of ordinary play; CPU time of the run and of each step's"
        " table, steps, trace memory."
    )
    parser.add_argument("--turns", type=int, default=20, help="turns played (default: 20)")
    parser.add_argument("--life", type=int, default=10, help="Life cards per player (default: 10)")
    parser.add_argument("--repeat", type=int, default=3, help="runs, the best kept (default: 3)")
    parser.add_argument(
        "--pages",
        action="store_true",
        help="also draw every step's page through the site (the htmx fragment), each after the page"
        " cache is emptied",
    )
    args = parser.parse_args(argv)
    if args.turns < 1 or args.repeat < 1 or not 1 <= args.life <= 10 or args.turns > 50:
        parser.error("--turns (at most 50), --life (at most 10) and --repeat must be at least 1")
    board = engine.load_board(board_text(args.turns, args.life))
    times = []
    for _ in range(args.repeat):
        gc.collect()
        started = time.process_time()
        trace = engine.run(board, FirstOptions())
        times.append(time.process_time() - started)
    turns_seen = max(trace.state_at(-1)["turn"], 0)
    gc.collect()
    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    held_trace = engine.run(board, FirstOptions())
    gc.collect()
    held = (tracemalloc.get_traced_memory()[0] - base) / 2**20
    tracemalloc.stop()
    assert held_trace.steps
    game = of_game("onepiece")
    data = trace.to_json()  # what the site caches
    step_times = []
    for step in data["steps"]:
        cpu = []
        for _ in range(args.repeat):  # the best of --repeat draws: one draw is a few ms, timer-noisy
            started = time.process_time()
            table_at(game, data, step["index"])
            cpu.append((time.process_time() - started) * 1000)
        step_times.append(min(cpu))
    print(
        f"{args.turns} turns scripted, the game reached turn {turns_seen}, {len(trace.steps)} steps,"
        f" outcome {trace.outcome}"
    )
    print(f"run: {min(times) * 1000:.1f} ms CPU (best of {args.repeat}; max {max(times) * 1000:.1f})")
    print(f"trace: {held:.2f} MB held (tracemalloc)")
    print(
        f"each step's state and table (table_at on the JSON): median {statistics.median(step_times):.2f} ms,"
        f" slowest {max(step_times):.2f} ms (step {step_times.index(max(step_times))})"
    )
    if args.pages:
        pages(board_text(args.turns, args.life), data, args.repeat)
    print_load_average()


def pages(text: str, data: dict, repeat: int) -> None:
    """Every step of the board as the site draws it: CPU ms of each (best of ``repeat``). The site
    shows only boards whose script answers every decision: the answers of the run above (``data``,
    its JSON) go first in the script."""
    answers = {s["decision"]["key"]: s["decision"]["chosen"] for s in data["steps"] if s.get("decision")}
    board = yaml.safe_load(text)
    board["script"].insert(0, {"choose": answers})
    text = yaml.safe_dump(board, sort_keys=False, allow_unicode=True)
    workdir = django_site("rulestep-game-")
    from django.core.cache import caches
    from django.test import Client, override_settings

    from rulesite.boards.services.loader import load_boards
    from rulesite.boards.services.step_address import step_ids
    from rulesite.pagecache.middleware import local_pages
    from rulesite.rulebooks.services.importer import load_shipped_rulebooks

    load_shipped_rulebooks()
    path = workdir / "bench-op-game.yaml"
    path.write_text(text, encoding="utf-8")
    load_boards([path])
    slug = board["board"]["id"]
    client = Client()

    def drawn(query: dict, headers: dict) -> tuple[float, object]:
        for alias in caches:  # the page cache; the run stays in the process (traces._remember)
            caches[alias].clear()
        local_pages.clear()
        started = time.process_time()
        response = client.get(f"/boards/{slug}/", query, headers={"Accept-Language": "ja", **headers})
        cpu = (time.process_time() - started) * 1000
        assert response.status_code == 200, (query, response.status_code)
        return cpu, response

    with override_settings(STORAGES=FILE_STORAGES, ALLOWED_HOSTS=["*"]):
        drawn({}, {})  # the engine's run, imports and templates: not a step's
        whole = min(drawn({}, {})[0] for _ in range(repeat))
        ids = step_ids(engine.run(engine.load_board(text)).to_json())  # each step's address
        fragment = {"HX-Request": "true"}
        times = [min(drawn({"step": i}, fragment)[0] for _ in range(repeat)) for i in ids]
    slowest = max(times)
    print(
        f"each step's page (htmx fragment, Japanese, page cache emptied): median"
        f" {statistics.median(times):.1f} ms CPU, slowest {slowest:.1f} ms (step {times.index(slowest)});"
        f" the whole page of step 0: {whole:.1f} ms"
    )


if __name__ == "__main__":
    main()
