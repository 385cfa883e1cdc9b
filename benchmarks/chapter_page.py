#!/usr/bin/env python
"""A chapter page of a large official book, and one of its sections, rendered after a data change.

Builds a throw-away SQLite database, loads the shipped rulebooks as ``make run`` does, then imports
a generated official ONE PIECE book of ``--rules`` rules (default 500, then 5,000) as the newest
version: ten chapters, the first the largest (a fifth of the rules), each rule two or three
sentences written here (Japanese, with the glossary's terms, and English), about the length of
the official text's rules. Each page is rendered through Django's test client with every cache
emptied first (what a reader meets after an import): CPU time (``time.process_time``) of the
largest chapter's page and of a section page in it, median and max of ``--repeat`` renders.

    .venv/bin/python benchmarks/chapter_page.py [--rules 500 5000] [--repeat 5]
"""

from __future__ import annotations

import argparse
import datetime
import statistics
import sys
import time
from pathlib import Path

from shared import FILE_STORAGES, django_site, print_load_average

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

CHAPTERS = 10
#: sentences of our own, cycled through the rules (terms from data/rulebooks/one-piece/glossary.yaml)
SENTENCES = [
    (
        "ターンプレイヤーは、自分のキャラ1枚を選び、そのカードの効果を発動できる。",
        "The turn player may choose one of their Characters and activate that card's effect.",
    ),
    (
        "自動効果は、その条件が満たされたときに発動し、処理の順番はターンプレイヤーが先となる。",
        "An auto effect activates when its condition is met; the turn player's are processed first.",
    ),
    (
        "ドン!!カードを付与されたキャラは、自分のターン中、パワーが1000上がる。",
        "A Character given a DON!! card gets +1000 power during its owner's turn.",
    ),
    (
        "ライフが0枚のときにダメージを受けたプレイヤーは、ゲームに敗北する。",
        "A player who takes damage while they have no Life cards loses the game.",
    ),
    (
        "置換効果は、ある出来事を別の出来事に置き換え、同じ出来事に二度は適用されない。",
        "A replacement effect puts one event in place of another and is not applied twice to it.",
    ),
    (
        "カウンターステップでは、防御側のプレイヤーが手札のカウンターを使用できる。",
        "In the Counter Step the defending player may use Counter cards from their hand.",
    ),
]


def numbers(rules: int) -> list[str]:
    """``rules`` rule numbers in ten chapters (the first holds a fifth), three levels below each."""
    first = rules // 5
    sizes = [first] + [(rules - first) // (CHAPTERS - 1)] * (CHAPTERS - 1)
    sizes[-1] += rules - sum(sizes)
    out = []
    for chapter, size in enumerate(sizes, start=1):
        out.append(str(chapter))
        made = 1
        section = 0
        while made < size:
            section += 1
            out.append(f"{chapter}-{section}")
            made += 1
            sub = 0
            while made < size and sub < 8:
                sub += 1
                out.append(f"{chapter}-{section}-{sub}")
                made += 1
                for leaf in range(1, 4):
                    if made >= size:
                        break
                    out.append(f"{chapter}-{section}-{sub}-{leaf}")
                    made += 1
    return out


def write_book(workdir: Path, rules: int) -> tuple[Path, Path]:
    """The book's text (``number. text`` lines) and its English renderings."""
    import yaml

    source, english = workdir / f"book-{rules}.txt", workdir / f"book-{rules}.en.yaml"
    lines, renderings = [], {}
    for i, number in enumerate(numbers(rules)):
        picked = [SENTENCES[(i + k) % len(SENTENCES)] for k in range(2 + i % 2)]
        lines.append(f"{number}. " + "".join(ja for ja, _ in picked))
        renderings[number] = {"text": " ".join(en for _, en in picked)}
    source.write_text("\n".join(lines) + "\n", encoding="utf-8")
    english.write_text(yaml.safe_dump({"sections": renderings}, allow_unicode=True), encoding="utf-8")
    return source, english


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description="CPU time of a generated official book's largest chapter page and a section"
        " page in it, rendered after a data change (every cache emptied)."
    )
    parser.add_argument(
        "--rules", type=int, nargs="+", default=[500, 5_000], help="book sizes (default: 500 5000)"
    )
    parser.add_argument("--repeat", type=int, default=5, help="renders per page (default: 5)")
    parser.add_argument(
        "--profile",
        action="store_true",
        help="print cProfile's top functions (own time, then cumulative) of one more render, and"
        " the SQL queries of another",
    )
    args = parser.parse_args(argv)
    if args.repeat < 1 or any(n < 2 * CHAPTERS for n in args.rules):
        parser.error(f"--repeat must be at least 1 and --rules at least {2 * CHAPTERS}")
    workdir = django_site("rulestep-chapter-")
    from django.core.cache import caches
    from django.db import connection
    from django.test import Client, override_settings
    from django.test.utils import CaptureQueriesContext

    from rulesite.pagecache import dataversion
    from rulesite.pagecache.middleware import local_pages
    from rulesite.rulebooks.services.importer import import_rulebook, load_shipped_rulebooks

    load_shipped_rulebooks()
    client = Client()

    def first_render(url: str) -> tuple[int, float]:
        for alias in caches:
            caches[alias].clear()
        local_pages.clear()
        dataversion.forget_kept()  # what a process keeps per data version is gone after a change too
        started = time.process_time()
        response = client.get(url, headers={"Accept-Language": "ja"})
        cpu = (time.process_time() - started) * 1000
        assert response.status_code == 200, (url, response.status_code)
        return len(response.content), cpu

    print(f"{'rules':>6} {'page':<28} {'KB':>6} {'CPU median ms':>14} {'max ms':>7}")
    with override_settings(STORAGES=FILE_STORAGES, ALLOWED_HOSTS=["*"]):
        first_render("/")  # imports, template loading and MeCab start-up are not the page's
        for day, rules in enumerate(args.rules, start=1):
            source, english = write_book(workdir, rules)
            version = f"bench-{rules}"
            import_rulebook("one-piece", version, source, english=english, date=datetime.date(2099, 1, day))
            chapter_rules = sum(1 for n in numbers(rules) if n == "1" or n.startswith("1-"))
            for label, url in (
                (f"chapter 1 ({chapter_rules} rules)", "/one-piece/1/"),
                ("section 1-1 (its first)", "/one-piece/1-1/"),
            ):
                first_render(url)
                renders = [first_render(url) for _ in range(args.repeat)]
                cpus = [c for _, c in renders]
                if args.profile:
                    import cProfile
                    import pstats

                    profile = cProfile.Profile()
                    profile.runcall(first_render, url)
                    for order in ("tottime", "cumulative"):
                        pstats.Stats(profile).sort_stats(order).print_stats(r"rulesite|engine", 40)
                    with CaptureQueriesContext(connection) as queries:
                        first_render(url)
                    print(f"{len(queries)} queries:")
                    for query in queries:
                        print("  ", query["sql"][:160])
                print(
                    f"{rules:>6} {label:<28} {renders[0][0] / 1024:>6.1f} {statistics.median(cpus):>14.1f}"
                    f" {max(cpus):>7.1f}"
                )
    print_load_average()


if __name__ == "__main__":
    main()
