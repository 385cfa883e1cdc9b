"""The whole ONE PIECE numbering as a rulebook version, for pages as long as the real book's
(tests/site/test_contents_page.py, tests/browser/test_contents_in_browser.py,
benchmarks/contents_page.py). Needs Django set up and a migrated database."""

from __future__ import annotations

import datetime
from pathlib import Path

import yaml

NUMBERING = Path(__file__).resolve().parents[2] / "data/rulebooks/one-piece/numbering.yaml"


def import_whole_numbering(workdir: Path) -> None:
    """Import every number of the ONE PIECE numbering (489) as version "numbering", the newest,
    headings as text; its source files are written in ``workdir``."""
    from rulesite.rulebooks.services.importer import import_rulebook

    numbering = yaml.safe_load(NUMBERING.read_text(encoding="utf-8"))
    source, english = workdir / "numbering.txt", workdir / "numbering.en.yaml"
    source.write_text("\n".join(f"{n}. {h['ja']}" for n, h in numbering.items()), encoding="utf-8")
    english.write_text(yaml.safe_dump({"sections": {n: {"text": h["en"]} for n, h in numbering.items()}}))
    import_rulebook("one-piece", "numbering", source, english=english, date=datetime.date(2099, 1, 1))
