"""A step page as a reader sees it: what changed is tinted and marked, never drawn like the focus
ring; screenshots at phone and desktop widths in both languages."""

import pytest

from .conftest import screenshot

pytestmark = pytest.mark.browser

BOARD = "gr-hp6-field-card-leaves"


def _step_url() -> str:
    """The step where the field card leaves and the unit's HP goes 6 → 5, by its identity (a
    numbered address keeps showing the step it showed when it was shared, and may redirect)."""
    return f"/boards/{BOARD}/?step=left-field.1"


@pytest.fixture
def boards_loaded(live_rulebooks, boards):
    return boards


def _style(page, selector: str, *properties: str) -> dict[str, str]:
    return page.eval_on_selector(
        selector,
        "(el, props) => Object.fromEntries(props.map(p => [p, getComputedStyle(el)[p]]))",
        list(properties),
    )


@pytest.mark.parametrize(("lang", "width"), [("en", 390), ("en", 1280), ("ja", 390), ("ja", 1280)])
def test_a_step_page_shows_what_changed_apart_from_the_focus_ring(
    browser, site_server, boards_loaded, lang, width
):
    context = browser.new_context(
        viewport={"width": width, "height": 900},
        locale="ja-JP" if lang == "ja" else "en-US",
        extra_http_headers={"Accept-Language": lang},
        reduced_motion="reduce",  # the highlight's pulse would change its colour mid-check
    )
    page = context.new_page()
    page.goto(site_server.url + _step_url())
    changes = page.locator(".change-list li").all_inner_texts()
    assert ("Fortress Knight: HP 6 → 5" if lang == "en" else "《城塞の騎士》: HP 6 → 5") in changes
    changed = _style(page, ".card.changed", "outlineStyle", "backgroundColor", "boxShadow")
    assert changed["outlineStyle"] == "none"
    assert changed["backgroundColor"] == "rgb(229, 244, 233)"  # --changed-bg
    page.focus("#viewer a.cite")
    focused = _style(page, "#viewer a.cite", "outlineStyle", "outlineColor")
    # --focus: #b45309, at least 3:1 against the page (issue 21, finding 12)
    assert focused["outlineStyle"] == "solid" and focused["outlineColor"] == "rgb(180, 83, 9)"
    assert changed["boxShadow"] != "none" and "180, 83, 9" not in changed["boxShadow"]
    no_overflow = page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1")
    assert no_overflow, "the page fits the screen without sideways scrolling"
    screenshot(page, f"step-page-{lang}-{width}")
    context.close()
