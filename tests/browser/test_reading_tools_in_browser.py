import pytest

from .conftest import screenshot

pytestmark = pytest.mark.browser


def test_results_update_as_you_type(page):
    page.goto(page.base_url + "/search/")
    page.locator("#search-q").press_sequentially("破壊処理", delay=30)
    page.locator(".hit").first.wait_for()
    assert page.locator(".hit mark").first.inner_text() == "破壊処理"
    assert "/search/?q=" in page.url  # the address follows the query, to share or reload
    screenshot(page, "search-as-you-type")
    page.reload()
    assert page.locator(".hit").count() > 0


def _hover_preview(page, path: str, link: str, number: str):
    """Hover the cross-reference to ``number`` (``link`` selects it) on the page at ``path``: its
    preview, once shown."""
    page.goto(page.base_url + path)
    page.locator(link, has_text=number).hover()
    popover = page.locator("#popover")
    popover.wait_for(state="visible")
    return popover


def test_hovering_a_cross_reference_previews_it_and_escape_closes_it(page):
    popover = _hover_preview(page, "/gate-ruler/12-4c-1/", "article > .rule-text a.xref", "12-4a-1")
    assert "自身が負っているダメージが自身のHP以上" in popover.inner_text()
    screenshot(page, "hover-preview-12-4a-1")
    page.keyboard.press("Escape")
    popover.wait_for(state="hidden")


def test_hovering_an_outside_number_says_it_is_not_in_the_source(page):
    popover = _hover_preview(page, "/gate-ruler/12-3a/", "article > .rule-text a.xref.outside", "13-5")
    assert "not in this site's source" in popover.inner_text()
    page.mouse.move(0, 0)
    popover.wait_for(state="hidden")


def test_a_tap_previews_first_on_a_touch_screen(browser, site_server, live_rulebooks):
    context = browser.new_context(viewport={"width": 375, "height": 740}, has_touch=True, is_mobile=True)
    phone = context.new_page()
    phone.goto(site_server.url + "/gate-ruler/12-4c-1/")
    link = phone.locator("article > .rule-text a.xref", has_text="12-4a-1")
    link.tap()
    phone.locator("#popover").wait_for(state="visible")
    assert phone.url.endswith("/gate-ruler/12-4c-1/")  # the first tap did not navigate
    screenshot(phone, "phone-tap-preview")
    context.close()


def test_the_language_switch_changes_and_remembers_the_language(page):
    page.goto(page.base_url + "/gate-ruler/12-4b-3a/")
    assert page.locator("html").get_attribute("lang") == "en"
    page.select_option("#language-select", "ja")
    page.get_by_role("button", name="Switch").click()
    page.wait_for_load_state()
    assert page.locator("html").get_attribute("lang") == "ja"
    assert page.get_by_role("button", name="引用をコピー").is_visible()
    page.goto(page.base_url + "/gate-ruler/")
    assert page.locator("html").get_attribute("lang") == "ja"
    screenshot(page, "toc-japanese")
