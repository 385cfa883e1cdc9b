import pytest

from .conftest import screenshot

pytestmark = pytest.mark.browser


def test_typing_a_full_width_number_lands_on_the_section(page):
    page.goto(page.base_url + "/")
    screenshot(page, "home")
    page.get_by_label("Section number or words").first.fill("１２－４ｂ－３ａ")
    page.keyboard.press("Enter")
    page.wait_for_url("**/gate-ruler/12-4b-3a/")
    assert "12-4b-3a" in page.locator("h1").inner_text()
    assert "この事象は" in page.locator("article .rule-text").first.inner_text()
    screenshot(page, "section-12-4b-3a")


def test_the_copy_button_copies_the_citation(page):
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.goto(page.base_url + "/gate-ruler/12-4b-3a/")
    page.get_by_role("button", name="Copy citation").click()
    copied = page.evaluate("navigator.clipboard.readText()")
    # English pages cite in English form; Japanese pages in 「…」 (tests/site/test_section_page.py)
    assert copied.startswith("Gate Ruler Comprehensive Rules Ver. 1.0.0, 12-4b-3a.")
    assert copied.endswith("/gate-ruler/v/1.0.0/12-4b-3a/")


def test_a_section_page_fits_a_375px_phone(phone):
    phone.goto(phone.base_url + "/gate-ruler/12-4/")
    assert phone.evaluate("document.documentElement.scrollWidth") <= 375
    screenshot(phone, "phone-section-12-4")
    phone.goto(phone.base_url + "/one-piece/")
    assert phone.evaluate("document.documentElement.scrollWidth") <= 375
    screenshot(phone, "phone-toc-one-piece")


def test_the_table_of_contents_collapses_and_expands(page):
    page.goto(page.base_url + "/gate-ruler/")
    page.get_by_role("button", name="Collapse all").click()
    assert not page.locator(".toc a", has_text="12-4b-2a").is_visible()
    page.get_by_role("button", name="Expand all").click()
    assert page.locator(".toc a", has_text="12-4b-2a").is_visible()
