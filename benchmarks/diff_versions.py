#!/usr/bin/env python
"""Reading and comparing rulebook versions: parse time, diff time and peak memory for N sections.

Generates two plain-text versions of a rulebook of N sections (default 10,000) from the sentences
of the shipped Gate Ruler text (Japanese) and of the test documents (English), with in-rule
enumerations and one repeated number, and changes, adds and removes a share of sections in the
second; with ``--renumber`` (the default) the second version is numbered afresh after the
removals and insertions, so every rule after one shifts number, as in a publisher's renumbered
edition. Times ``parse_text`` (what ``import_rulebook`` does before any database work) and
``diff_books`` (the work behind /<book>/diff/<old>/<new>/ and its API: pairing the rules across
the versions with rapidfuzz, then the word diffs). Pure engine: no database.

    .venv/bin/python benchmarks/diff_versions.py [--sections 10000] [--changed 0.05] [--no-renumber]
"""

from __future__ import annotations

import argparse
import random
import resource
import sys
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.ruletext.diff import SectionText, diff_books  # noqa: E402
from engine.ruletext.text_format import parse_text  # noqa: E402


def sentences() -> list[str]:
    source = ROOT / "data" / "rulebooks" / "gate-ruler" / "1.0.0.txt"
    japanese = source.read_text(encoding="utf-8").splitlines()[1:]
    english = (ROOT / "tests" / "fixtures" / "rulebooks" / "official-1.2.1.txt").read_text(encoding="utf-8")
    found = [line.split(". ", 1)[1] for line in japanese if ". " in line]
    found += [
        line.split(". ", 1)[1] for line in english.splitlines()[1:] if ". " in line and line[0].isdigit()
    ]
    return [s for s in found if len(s) > 20]


def document(count: int, pool: list[str], rng: random.Random) -> list[tuple[str, str]]:
    """(number, text) in rule order: chapters of 50 rules, each rule with 4 subrules."""
    rows = []
    chapter, rule = 1, 0
    while len(rows) < count:
        rule += 1
        if rule > 50:
            chapter, rule = chapter + 1, 1
        rows.append((f"{chapter}-{rule}", rng.choice(pool)))
        for sub in range(1, 5):
            rows.append((f"{chapter}-{rule}-{sub}", rng.choice(pool)))
    return rows[:count]


def as_text(rows: list[tuple[str, str]], title: str) -> str:
    lines = [title]
    for index, (number, text) in enumerate(rows):
        lines.append(f"{number}. {text}")
        if index % 50 == 7:  # an enumeration inside the rule
            lines += ["1. first step", "2. second step", "3. third step"]
    lines.insert(4, lines[3])  # the source repeats one number
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sections", type=int, default=10_000)
    parser.add_argument("--changed", type=float, default=0.05, help="share of sections reworded")
    parser.add_argument(
        "--renumber",
        action=argparse.BooleanOptionalAction,
        default=True,
        help="number the new version afresh (rules after a removal or insertion shift)",
    )
    args = parser.parse_args()
    rng = random.Random(13)
    pool = sentences()
    old_rows = document(args.sections, pool, rng)
    new_rows = []
    for number, text in old_rows:
        roll = rng.random()
        if roll < args.changed:
            words = text.split(" ") if " " in text else list(text)
            cut = rng.randrange(len(words))
            text = (" " if " " in text else "").join(
                words[:cut] + ["変更" if " " not in text else "changed"] + words[cut:]
            )
        elif roll < args.changed + 0.01:
            continue  # removed
        elif roll < args.changed + 0.02:
            new_rows.append((number, "A rule inserted in this version, number " + str(len(new_rows))))
        new_rows.append((number, text))
    if args.renumber:
        fresh = document(len(new_rows), ["x"], rng)
        new_rows = [(number, text) for (number, _), (_, text) in zip(fresh, new_rows, strict=True)]
    old_text, new_text = as_text(old_rows, "Ver. 1.0.0"), as_text(new_rows, "Ver. 1.1.0")

    def texts(book):
        return {str(s.number): SectionText(s.title, s.text) for s in book.sections}

    # Timed without tracemalloc (it slows Python down several times), then measured with it.
    started = time.perf_counter()
    old, new = parse_text(old_text), parse_text(new_text)
    parsed = time.perf_counter() - started
    started = time.perf_counter()
    result = diff_books(texts(old), texts(new))
    compared = time.perf_counter() - started

    tracemalloc.start()
    parse_text(old_text)
    parse_text(new_text)
    _, parse_peak = tracemalloc.get_traced_memory()
    tracemalloc.reset_peak()
    diff_books(texts(old), texts(new))
    _, diff_peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()

    print(
        f"sections: {len(old.sections)} → {len(new.sections)} ({len(old.warnings)} warnings in the old text)"
    )
    print(f"parse both texts: {parsed * 1000:.0f} ms, peak {parse_peak / 2**20:.1f} MiB")
    print(
        f"diff: {compared * 1000:.0f} ms, peak {diff_peak / 2**20:.1f} MiB — "
        + ", ".join(f"{n} {change}" for change, n in result.counts().items())
    )
    # tracemalloc sees Python's allocations only; the process's peak also counts rapidfuzz's (C).
    print(f"process peak RSS: {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MiB")


if __name__ == "__main__":
    main()
