"""A reader steps through a section's example board, shares a step, branches, and edits a number."""

import re

import pytest
from playwright.sync_api import expect

from .conftest import screenshot

pytestmark = pytest.mark.browser

# (section page, board shown inline, card whose number is edited, that number's field)
WALKS = {
    "gate-ruler": ("/gate-ruler/12-4b-3a/", "gr-destroy-event-before-move", "n__knight__hp"),
    "one-piece": (
        "/one-piece/8-6-2-1/?board=op-double-attack-trigger-on-ko",
        "op-double-attack-trigger-on-ko",
        "n__lookout__power",
    ),
}


@pytest.fixture
def boards_loaded(live_rulebooks, boards):
    return boards


@pytest.mark.parametrize("game", sorted(WALKS))
def test_a_reader_walks_through_an_example_board(page, boards_loaded, game):
    section_url, board_id, number_field = WALKS[game]
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.goto(page.base_url + section_url)
    viewer = page.locator("#viewer")
    assert "Step 0 of" in viewer.locator(".step-status").inner_text()
    screenshot(page, f"{game}-section-with-board")

    # Step with the keyboard (the keys belong to the viewer that has focus): → three times,
    # ← once, → once: step 3.
    viewer.locator(".step-status").click()
    for key, expected in (
        ("ArrowRight", 1),
        ("ArrowRight", 2),
        ("ArrowRight", 3),
        ("ArrowLeft", 2),
        ("ArrowRight", 3),
    ):
        page.keyboard.press(key)
        expect(page.locator("#viewer .step-status")).to_contain_text(f"Step {expected} of")
    step_3 = _step_id(board_id, 3)  # a step is addressed by its identity (kind.N)
    assert f"step={step_3}" in page.url and f"board={board_id}" in page.url  # pushed to the history
    cites = viewer.locator(".cites .cite")
    assert cites.count() >= 1  # every step cites a rule
    screenshot(page, f"{game}-step-3")

    # Copy the link of step 3 and open it in a new window: the same step, as a full page.
    page.get_by_role("button", name="Copy link").click()
    link = page.evaluate("navigator.clipboard.readText()")
    assert link.endswith(f"/boards/{board_id}/?step={step_3}")
    other = page.context.new_page()
    other.goto(link)
    assert "Step 3 of" in other.locator("#viewer .step-status").inner_text()
    assert other.locator("header.site-header").count() == 1  # a full page, not a fragment
    screenshot(other, f"{game}-step-3-new-window")
    other.close()

    # Choose differently at the decision point and see the other outcome.
    page.goto(page.base_url + f"/boards/{board_id}/")
    page.locator("#viewer .step-list summary").click()
    page.locator("#viewer .step-list li", has_text="✦").first.locator("a").click()
    form = page.locator("#viewer form.decision")
    form.wait_for()
    before_end = _last_step_text(page)
    unchosen = form.locator("input[type=radio]:not(:checked)").first.get_attribute("value")
    form.locator(f"input[value='{unchosen}']").check()
    form.get_by_role("button", name="Choose and re-run").click()
    page.wait_for_url(re.compile(r"choose="))
    assert form.locator("input[type=radio]:checked").get_attribute("value") == unchosen
    screenshot(page, f"{game}-other-choice")
    assert _last_step_text(page) != before_end

    # Edit a key number of a copy and run it.
    page.goto(page.base_url + f"/boards/{board_id}/edit/")
    screenshot(page, f"{game}-what-if-form")
    field = page.locator(f"input[name={number_field}]")
    field.fill(str(int(field.input_value()) + 2))
    page.get_by_role("button", name="Run this board").click()
    page.wait_for_url(re.compile(r"/boards/what-if/"))
    assert "What-if copy of" in page.locator("h1").inner_text()
    screenshot(page, f"{game}-what-if-result")


def _step_id(slug: str, n: int) -> str:
    """Step ``n``'s identity in the address (``kind.N``) on the board's default run."""
    import engine
    from engine.core.golden import branches
    from rulesite.boards.services.step_address import step_ids

    path = next(p for p in engine.board_files() if p.stem == slug)
    (run, *_) = [b.trace for b in branches(engine.load_board_file(path)) if b.trace is not None]
    return step_ids(run.to_json())[n]


def _last_step_text(page) -> str:
    page.locator("#viewer a[data-nav=last]").click()
    expect(page.locator("#viewer a[data-nav=next]")).to_have_count(0)
    text = page.locator("#viewer .step-text").inner_text() + page.locator("#viewer .table-view").inner_text()
    page.go_back()
    page.locator("#viewer form.decision").wait_for()
    return text


def test_the_board_works_without_javascript(browser, site_server, boards_loaded):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(site_server.url + "/boards/gr-destroy-event-before-move/")
    page.get_by_role("link", name="Next").click()
    assert "Step 1 of" in page.locator(".step-status").inner_text()
    assert f"?step={_step_id('gr-destroy-event-before-move', 1)}" in page.url
    context.close()


def test_the_viewer_fits_a_phone(browser, site_server, boards_loaded):
    context = browser.new_context(viewport={"width": 375, "height": 740}, is_mobile=True)
    page = context.new_page()
    page.goto(site_server.url + "/boards/gr-destroy-event-before-move/?step=3")
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    screenshot(page, "phone-board-step-3")
    context.close()
