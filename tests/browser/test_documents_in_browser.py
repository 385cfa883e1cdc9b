"""The official text beside the summary, and the diff page, at phone and desktop widths in both languages."""

from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command

from .conftest import screenshot

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "rulebooks"
WIDTHS = {"phone": 390, "desktop": 1280}


@pytest.fixture
def official(live_rulebooks):
    for version in ("1.2.0", "1.2.1"):
        path = FIXTURES / f"official-{version}.txt"
        call_command(
            "import_rulebook", "one-piece", version, str(path), "--date", "2026-08-28", stdout=StringIO()
        )


def _open(browser, site_server, width: int, language: str, path: str):
    locale = "ja-JP" if language == "ja" else "en-US"
    context = browser.new_context(
        viewport={"width": width, "height": 900}, locale=locale, is_mobile=width < 500
    )
    page = context.new_page()
    page.set_default_timeout(10_000)
    page.goto(site_server.url + path)
    return context, page


def _no_sideways_scroll(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1")


@pytest.mark.parametrize("language", ["ja", "en"])
@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_the_official_text_and_the_summary_sit_side_by_side_on_desktop_and_stack_on_a_phone(
    browser, site_server, official, size, language
):
    context, page = _open(browser, site_server, WIDTHS[size], language, "/one-piece/8-1-2/")
    try:
        documents = page.locator(".documents.beside > .document")
        assert documents.count() == 2
        first, second = documents.nth(0).bounding_box(), documents.nth(1).bounding_box()
        if size == "desktop":
            assert abs(first["y"] - second["y"]) < 2 and second["x"] > first["x"] + first["width"] - 1
        else:
            assert second["y"] >= first["y"] + first["height"] - 1
        assert _no_sideways_scroll(page)
        screenshot(page, f"documents-section-{size}-{language}")
    finally:
        context.close()


@pytest.mark.parametrize("language", ["ja", "en"])
@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_the_diff_page_reads_at_both_widths(browser, site_server, official, size, language):
    context, page = _open(browser, site_server, WIDTHS[size], language, "/one-piece/diff/1.2.0/1.2.1/")
    try:
        assert page.locator(".diff-item.diff-changed").count() == 2
        assert page.locator(".diff-item.diff-added").count() == 2
        assert page.locator(".diff-item.diff-removed").count() == 1
        assert page.locator(".diff-item.diff-changed ins").first.inner_text().strip() == "active"
        assert _no_sideways_scroll(page)
        screenshot(page, f"documents-diff-{size}-{language}")
    finally:
        context.close()
