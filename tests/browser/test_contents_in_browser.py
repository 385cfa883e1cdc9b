"""A large book's contents page: a chapter opens in place (htmx), "Expand all" opens every one."""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest
import yaml

from .conftest import screenshot

NUMBERING = Path(__file__).resolve().parents[2] / "data/rulebooks/one-piece/numbering.yaml"


@pytest.fixture
def whole_one_piece(live_rulebooks, tmp_path):
    from rulesite.rulebooks.services.importer import import_rulebook

    numbering = yaml.safe_load(NUMBERING.read_text(encoding="utf-8"))
    source, english = tmp_path / "numbering.txt", tmp_path / "numbering.en.yaml"
    source.write_text("\n".join(f"{n}. {h['ja']}" for n, h in numbering.items()), encoding="utf-8")
    english.write_text(yaml.safe_dump({"sections": {n: {"text": h["en"]} for n, h in numbering.items()}}))
    import_rulebook("one-piece", "numbering", source, english=english, date=datetime.date(2099, 1, 1))


def test_a_chapter_opens_in_place_and_expand_all_opens_every_chapter(page, whole_one_piece):
    page.goto(page.base_url + "/one-piece/")
    assert page.locator('.toc a[href="/one-piece/8-1/"]').count() == 0
    page.locator('details[hx-get="/one-piece/contents/8/"] > summary').click()
    page.locator('.toc a[href="/one-piece/8-1/"]').wait_for()
    assert page.url.endswith("/one-piece/")  # expanded in place, no navigation
    screenshot(page, "contents-chapter-expanded")
    page.get_by_role("button", name="Expand all").click()
    page.locator('.toc a[href="/one-piece/1-1/"]').wait_for()
    page.locator('.toc a[href="/one-piece/10-1/"]').wait_for()
