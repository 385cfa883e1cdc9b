"""A large book's contents page: a chapter opens in place (htmx), "Expand all" opens every one."""

from __future__ import annotations

import pytest

from tests.support.rulebooks import import_whole_numbering

from .conftest import screenshot


@pytest.fixture
def whole_one_piece(live_rulebooks, tmp_path):
    import_whole_numbering(tmp_path)


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
