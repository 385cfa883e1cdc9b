#!/usr/bin/env python
"""Search latency over a synthetic rulebook of N sections (default 10,000), SQLite and PostgreSQL.

For each database (a throw-away SQLite file, and a throwaway PostgreSQL cluster:
tests/support/throwaway.py), in a process of its own: imports a generated rulebook whose sections
reuse the sentences of the shipped rulebooks (Japanese) and their English renderings, then times
the site's search service (the work behind /search/?q=...) for a mix of queries. Prints both side
by side, and whether both found the same sections in the same order; on PostgreSQL also the plan
of two queries (they should use the pg_trgm index). ``--database sqlite|postgres`` runs one only.
``--busy N`` starts N CPU-bound processes (each a Python loop) beside the searches while they are
timed, as on a server busy with other work; they are stopped when the timing is done.

    .venv/bin/python benchmarks/search_latency.py [--sections 10000] [--repeat 5] [--database both]
        [--busy 2]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

QUERIES = [
    "破壊",
    "破壊処理",
    "ゲート",
    "敗北条件",
    "ソウル置場",
    "置換効果",
    "トリガー",
    "ダメージ",
    "trigger",
    "destroy process",
    "gate",
    "replacement",
    "12-4b",
    "HP",
    "効果 発動",
    "墓地に置きます",
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sections", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=5, help="times each query is run")
    parser.add_argument("--database", choices=["both", "sqlite", "postgres"], default="both")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON (for --database both)")
    parser.add_argument(
        "--busy", type=int, default=0, metavar="N", help="CPU-bound processes beside the timed searches"
    )
    parser.add_argument(
        "--profile",
        action="store_true",
        help="print cProfile's top functions of one more round of the queries",
    )
    args = parser.parse_args()
    if args.busy < 0 or args.repeat < 1 or args.sections < 1:
        parser.error("--busy must be at least 0, --repeat and --sections at least 1")
    if args.database == "both":
        side_by_side(args)
    elif args.database == "postgres":
        from tests.support import throwaway

        with throwaway.postgres() as url:
            run(args, url)
    else:
        run(args, None)


def side_by_side(args: argparse.Namespace) -> None:
    figures = {}
    for database in ("sqlite", "postgres"):
        command = [sys.executable, __file__, "--database", database, "--json"]
        command += ["--sections", str(args.sections), "--repeat", str(args.repeat), "--busy", str(args.busy)]
        done = subprocess.run(command, capture_output=True, text=True, check=False)
        if done.returncode:
            sys.exit(f"{database}: failed\n{done.stderr[-2000:]}")
        lines = done.stdout.splitlines()
        figures[database] = json.loads(lines[-1])
        print("\n".join(f"[{database}] {line}" for line in lines[:-1]))
    lite, pg = figures["sqlite"], figures["postgres"]
    header = f"{'SQLite median':>13} {'max':>7}  {'PostgreSQL median':>17} {'max':>7}"
    print(f"{'query':<16} {'hits':>5}  {header}  same")
    for query in QUERIES:
        a, b = lite["queries"][query], pg["queries"][query]
        same = "yes" if a["found"] == b["found"] else "NO"
        print(
            f"{query:<16} {len(a['found']):>5}  {a['median']:>13.2f} {a['max']:>7.2f}"
            f"  {b['median']:>17.2f} {b['max']:>7.2f}  {same}"
        )
    for name, f in (("SQLite", lite), ("PostgreSQL", pg)):
        print(
            f"{name:<10} {f['searches']} searches over {f['sections']} sections: "
            f"median {f['median']:.2f} ms, p95 {f['p95']:.2f} ms, max {f['max']:.2f} ms"
        )
    if args.busy:
        print(f"with {args.busy} CPU-bound processes running beside the searches")
    differ = [q for q in QUERIES if lite["queries"][q]["found"] != pg["queries"][q]["found"]]
    print("same results on both:", "yes" if not differ else f"NO ({', '.join(differ)})")
    print("load average (1, 5, 15 min) at the end: {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))


def run(args: argparse.Namespace, database_url: str | None) -> None:
    workdir = Path(tempfile.mkdtemp(prefix="rulestep-bench-"))
    os.environ["DATABASE_URL"] = database_url or f"sqlite:///{workdir / 'bench.sqlite3'}"
    os.environ["CACHE_URL"] = "locmem://"
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "rulesite.settings")
    import django

    django.setup()
    from django.core.management import call_command

    from engine.ruletext import catalog
    from rulesite.rulebooks.models import Rulebook, RulebookVersion
    from rulesite.rulebooks.services.importer import ensure_rulebooks, import_rulebook
    from rulesite.rulebooks.services.search import search

    call_command("migrate", verbosity=0)
    ensure_rulebooks()
    sentences = [
        s.text
        for info in catalog.rulebooks()
        for s in catalog.sections(info.slug, info.latest.version).sections
        if s.text
    ]
    rng = random.Random(20261130)
    lines, english = [], ["sections:"]
    per_chapter = 100
    for i in range(args.sections):
        chapter, item = divmod(i, per_chapter)
        number = f"{chapter % 99 + 1}-{chapter // 99 + 1}-{item + 1}"
        lines.append(f"{number}. {rng.choice(sentences)}{rng.choice(sentences)}")
        english_text = f"A synthetic section about the gate, a destroy process and a [Trigger] no. {i}."
        english.append(f'  "{number}": {{text: "{english_text}"}}')
    # Rule order: sort by number.
    from engine.ruletext import RuleNumber

    lines.sort(key=lambda line: RuleNumber.parse(line.split(". ", 1)[0]).sort_key)
    source = workdir / "synthetic.txt"
    source.write_text("\n".join(lines), encoding="utf-8")
    english_file = workdir / "synthetic.en.yaml"
    english_file.write_text("\n".join(english), encoding="utf-8")
    started = time.perf_counter()
    result = import_rulebook("gate-ruler", "bench", source, english=english_file)
    print(f"imported {result.sections} sections in {time.perf_counter() - started:.1f} s ({workdir})")
    from django.db import connection

    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("ANALYZE rulebooks_section")  # what autovacuum does soon after a large import
    versions = [
        RulebookVersion.objects.get(rulebook=Rulebook.objects.get(slug="gate-ruler"), version="bench")
    ]

    timings: dict[str, list[float]] = {q: [] for q in QUERIES}
    found: dict[str, list[str]] = {}
    server = _server_pid()
    busy = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(args.busy)]
    try:
        time.sleep(0.5 if busy else 0)  # the busy processes are running before the first search
        cpu_started, server_started = time.process_time(), _cpu_seconds(server)
        for _ in range(args.repeat):
            for query in QUERIES:
                started = time.perf_counter()
                hits = search(query, versions)
                timings[query].append((time.perf_counter() - started) * 1000)
                found[query] = [hit.section.number for hit in hits]
    finally:
        for process in busy:
            process.kill()
            process.wait()
    if args.profile:
        import cProfile
        import pstats

        profile = cProfile.Profile()
        profile.runcall(lambda: [search(query, versions) for query in QUERIES])
        pstats.Stats(profile).sort_stats("cumulative").print_stats(r"rulesite|engine", 30)
        pstats.Stats(profile).sort_stats("tottime").print_stats(15)
    searches = args.repeat * len(QUERIES)
    cpu = (time.process_time() - cpu_started) * 1000 / searches
    server_cpu = (_cpu_seconds(server) - server_started) * 1000 / searches
    print(
        f"CPU a search (mean): {cpu + server_cpu:.1f} ms "
        f"({cpu:.1f} this process, {server_cpu:.1f} database server)"
    )
    if not args.json:
        print(f"{'query':<16} {'hits':>5} {'median ms':>10} {'max ms':>8}")
        for query in QUERIES:
            median, worst = statistics.median(timings[query]), max(timings[query])
            print(f"{query:<16} {len(found[query]):>5} {median:>10.2f} {worst:>8.2f}")
    if connection.vendor == "postgresql":
        from rulesite.rulebooks.services.search import SEARCH_TEXT, _like_pattern

        rare = lines[len(lines) // 2].split(". ", 1)[0]  # a section number: one match
        with connection.cursor() as cursor:
            cursor.execute("ANALYZE rulebooks_section")
            for term in ("破壊処理", rare):
                cursor.execute(
                    f"EXPLAIN ANALYZE SELECT id FROM rulebooks_section WHERE {SEARCH_TEXT} LIKE %s",
                    [_like_pattern(term.lower())],
                )
                plan = [row[0] for row in cursor.fetchall()]
                print(f"plan for {term!r}: {plan[0].split('  (')[0].strip()} … {plan[-1].strip()}")
    every = [t for ts in timings.values() for t in ts]
    p95 = statistics.quantiles(every, n=20)[18]
    if args.json:
        queries = {
            q: {"found": found[q], "median": statistics.median(ts), "max": max(ts)}
            for q, ts in timings.items()
        }
        figures = {"sections": result.sections, "searches": len(every), "median": statistics.median(every)}
        print(json.dumps({**figures, "p95": p95, "max": max(every), "queries": queries}))
        return
    print(f"ALL {len(every)} searches over {result.sections} sections on {connection.vendor}:")
    print(f"  median {statistics.median(every):.2f} ms, p95 {p95:.2f} ms, max {max(every):.2f} ms")


def _server_pid() -> int | None:
    """The PostgreSQL backend serving this connection (a process of its own), or None on SQLite."""
    from django.db import connection

    if connection.vendor != "postgresql":
        return None
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_backend_pid()")
        return cursor.fetchone()[0]


def _cpu_seconds(pid: int | None) -> float:
    """User + system CPU time of a process, from /proc (0 for none)."""
    if pid is None:
        return 0.0
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


if __name__ == "__main__":
    main()
