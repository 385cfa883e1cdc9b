"""At 390 px: the step bar stays at hand, a swipe steps, links keep the step; axe on every page type."""

import re
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import expect

from rulesite.boards.services import learn
from rulesite.boards.services.traces import run_board

from .conftest import screenshot, serious_axe_issues

pytestmark = pytest.mark.browser

BOARD = "op-double-attack-trigger-on-ko"
BOARDS_DIR = Path(__file__).resolve().parents[2] / "data" / "boards"
GATE_BOARD = "gr-destroy-event-before-move"


@pytest.fixture
def boards_loaded(live_rulebooks, boards):
    return boards


def new_phone(browser, site_server, locale="en-US"):
    context = browser.new_context(
        viewport={"width": 390, "height": 844}, locale=locale, is_mobile=True, has_touch=True
    )
    page = context.new_page()
    page.set_default_timeout(10_000)
    page.base_url = site_server.url
    return page


@pytest.fixture
def phone390(browser, site_server, boards_loaded):
    page = new_phone(browser, site_server)
    yield page
    page.context.close()


def status(page) -> str:
    return page.locator("#viewer .step-status").inner_text()


def wait_for_step(page, n: int) -> None:
    """Until the server's viewer of step n is on the page (its data-step) and htmx has settled
    it: its controls answer only once htmx has processed the swapped content."""
    expect(page.locator("#viewer")).to_have_attribute("data-step", str(n))
    page.wait_for_function("() => !document.querySelector('.htmx-request, .htmx-swapping, .htmx-settling')")


def shown_id(page) -> str:
    """The identity (``kind.N``) of the step the viewer shows, as its copy-link names it."""
    return parse_qs(urlsplit(page.locator("#viewer .step-link").input_value()).query)["step"][0]


def url_step(page) -> str:
    return parse_qs(urlsplit(page.url).query)["step"][0]


def test_the_step_bar_stays_visible_while_scrolling_a_step(phone390):
    page = phone390
    page.goto(page.base_url + f"/boards/{BOARD}/?go=3")  # step 3 of this run (sent on to its identity)
    height = page.evaluate("document.querySelector('#viewer').getBoundingClientRect().height")
    assert height > 844  # one step is taller than the screen, which is why the bar matters
    for target in ("#viewer .table-view .player:last-of-type", "#viewer .step-list"):
        page.locator(target).scroll_into_view_if_needed()
        box = page.locator("#viewer .step-bar").bounding_box()
        assert 0 <= box["y"] and box["y"] + box["height"] <= 844, (target, box)
        assert page.locator("#viewer a[data-nav=next]").is_visible()
    screenshot(page, "phone390-step-bar-while-scrolled")
    page.locator("#viewer a[data-nav=next]").click()
    wait_for_step(page, 4)
    assert url_step(page) == shown_id(page)
    # the slider jumps to a step (htmx), and the page stays where the reader is
    page.locator("#viewer .step-slider").fill("7")
    wait_for_step(page, 7)
    assert url_step(page) == shown_id(page)
    assert page.evaluate("document.activeElement.id") == "step-slider-" + BOARD  # focus kept


def swipe(page, selector: str, dx: int) -> None:
    """A real touch gesture through the DevTools protocol (not synthetic JS events)."""
    page.locator(selector).scroll_into_view_if_needed()
    box = page.locator(selector).bounding_box()  # in the viewport now: the finger touches the table
    x = box["x"] + box["width"] / 2
    y = min(max(box["y"], 0) + 250, box["y"] + box["height"] - 10, 800)  # below the sticky bar
    assert page.evaluate(f"!!document.elementFromPoint({x}, {y}).closest('{selector}')")
    cdp = page.context.new_cdp_session(page)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    for i in range(1, 6):
        point = {"x": x + dx * i / 5, "y": y + 3}
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [point]})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    cdp.detach()


def test_swiping_moves_a_step(phone390):
    page = phone390
    page.goto(page.base_url + f"/boards/{GATE_BOARD}/?go=2")
    swipe(page, "#viewer .table-view", -160)  # to the left: the next step
    wait_for_step(page, 3)
    swipe(page, "#viewer .table-view", 160)  # to the right: back
    wait_for_step(page, 2)
    assert url_step(page) == shown_id(page)


def go_past_a_choice(page) -> tuple[str, int]:
    """Step with the controls to the first decision, choose the other option, step on two more;
    returns the option chosen and the step reached."""
    page.goto(page.base_url + f"/boards/{BOARD}/")
    page.locator("#viewer .step-status").click()
    while not page.locator("#viewer form.decision").count():
        current = int(page.locator("#viewer .step-slider").input_value())
        page.locator("#viewer a[data-nav=next]").click()
        wait_for_step(page, current + 1)
    form = page.locator("#viewer form.decision")
    decided_at = int(page.locator("#viewer .step-slider").input_value())
    value = form.locator("input[type=radio]:not(:checked)").first.get_attribute("value")
    form.locator(f"input[value='{value}']").check()
    form.locator("button[type=submit]").click()
    page.wait_for_url(re.compile("choose="))
    # focus lands on the new step's heading, not on <body>
    expect(page.locator("#viewer .step-status")).to_be_focused()
    target = decided_at + 2  # two steps past the choice, on the branch it opened
    while int(page.locator("#viewer .step-slider").input_value()) < target:
        current = int(page.locator("#viewer .step-slider").input_value())
        page.locator("#viewer a[data-nav=next]").click()
        wait_for_step(page, current + 1)
    return value, target


def test_the_language_switch_keeps_the_step_and_the_choice(phone390):
    page = phone390
    choice, step = go_past_a_choice(page)
    assert page.locator("form.language input[name=next]").input_value().endswith(urlsplit(page.url).query)
    page.locator("#language-select").select_option("ja")
    page.locator("form.language button[type=submit]").click()
    expect(page.locator("html")).to_have_attribute("lang", "ja")
    query = parse_qs(urlsplit(page.url).query)
    assert query["step"] == [shown_id(page)] and query["choose"] == [choice]
    assert f"ステップ {step} /" in status(page)
    screenshot(page, "phone390-ja-after-language-switch")


def test_the_embed_snippet_carries_the_step_and_fits_its_frame(phone390, site_server):
    page = phone390
    choice, step = go_past_a_choice(page)
    page.locator("#viewer .embed-code summary").click()
    snippet = page.locator("#viewer .embed-snippet").input_value()
    src = re.search(r'<iframe src="([^"]+)"', snippet).group(1)
    query = parse_qs(urlsplit(src).query)
    assert query["step"] == [shown_id(page)] and query["choose"] == [choice]
    screenshot(page, "phone390-embed-snippet")
    # A page of someone else's pastes the snippet: the frame grows to the board's height.
    host = page.context.new_page()
    host.goto(site_server.url + "/static/css/site.css")  # any page of another document
    host.set_content(f"<!doctype html><html><body><h1>A blog post</h1>{snippet}<p>After</p></body></html>")
    frame = host.locator("iframe")
    expect(frame).to_have_attribute("style", re.compile(r"height: ([7-9]\d\d|\d{4,})px"))
    inner = (
        host.frame_locator("iframe")
        .locator("body")
        .evaluate("b => b.ownerDocument.documentElement.scrollHeight")
    )
    assert abs(frame.evaluate("f => f.clientHeight") - inner) <= 2  # the frame's inside, not its border
    assert f"Step {step} of" in host.frame_locator("iframe").locator(".step-status").inner_text()
    screenshot(host, "phone390-embed-in-a-host-page")


def test_the_language_switch_keeps_a_query_typed_on_the_search_page(phone390):
    page = phone390
    page.goto(page.base_url + "/search/")
    page.locator("#search-q").fill("double attack")
    page.wait_for_url(re.compile(r"q=double"))  # search as you type replaced the address
    page.locator("#terms-title").wait_for()
    page.locator("#language-select").select_option("ja")
    page.locator("form.language button[type=submit]").click()
    expect(page.locator("html")).to_have_attribute("lang", "ja")
    assert parse_qs(urlsplit(page.url).query)["q"] == ["double attack"]
    assert page.locator("#search-q").input_value() == "double attack"
    assert page.locator(".term-hits a", has_text="ダブルアタック").count() == 1
    screenshot(page, "phone390-ja-search-after-language-switch")


def test_home_and_end_scroll_the_page_outside_a_viewer(phone390):
    page = phone390
    page.goto(page.base_url + "/gate-ruler/12-4/")
    page.locator("h1").click()
    page.keyboard.press("End")
    page.wait_for_function("() => window.scrollY > 0")  # fails after the timeout if it never scrolls
    assert "board=" not in page.url  # the board did not move


def _question_count(slug: str) -> int:
    """How many questions learn mode asks of a board: the steps the rules decide, counted from the
    engine's own run (the figure follows the board when its steps change)."""
    source = (BOARDS_DIR / "onepiece" / f"{slug}.yaml").read_text(encoding="utf-8")
    run = run_board(source, {}, name=slug)
    assert run.ok
    return len(learn.questions(run.trace, "onepiece"))


def test_learn_mode_keeps_progress_in_the_browser(phone390):
    page = phone390
    answered = f"1 of {_question_count(BOARD)},"
    page.goto(page.base_url + f"/boards/{BOARD}/learn/")  # question 1: step 2 (step 1 is the script's attack)
    assert page.locator(".learn-progress").is_hidden()
    page.locator(".learn-option input").first.check()
    page.get_by_role("button", name="Check").click()
    page.wait_for_url(re.compile("answer="))
    progress = page.locator(".learn-progress")
    assert progress.is_visible() and answered in progress.inner_text()
    assert page.evaluate("document.activeElement.id") == "answer-title"
    screenshot(page, "phone390-learn-answer")
    page.goto(page.base_url + f"/boards/{BOARD}/learn/?q=3")
    assert answered in page.locator(".learn-progress").inner_text()  # the next question remembers


# --- axe-core on every page type, both languages ------------------------------------------------

PAGES = {
    "home": "/",
    "toc": "/gate-ruler/",
    "section": "/gate-ruler/12-4/",
    "section-one-piece": f"/one-piece/8-6-2-1/?board={BOARD}&step=4",
    "glossary": "/one-piece/glossary/",
    "coverage": "/gate-ruler/coverage/",
    "search": "/search/?q=trigger",
    "search-empty": "/search/?q=doubel+atack",
    "board": f"/boards/{BOARD}/?step=4",
    "board-gate-ruler": f"/boards/{GATE_BOARD}/?step=3",
    "embed": f"/boards/{BOARD}/embed/?step=2",
    "what-if": f"/boards/{BOARD}/edit/",
    "learn": f"/boards/{BOARD}/learn/?q=3",
    "learn-answer": f"/boards/{BOARD}/learn/?q=3&answer=A",
}


@pytest.mark.parametrize("width", [390, 1280])  # a phone and a desktop: the workers share the four
@pytest.mark.parametrize("locale", ["en-US", "ja-JP"])
@pytest.mark.long
def test_axe_finds_no_serious_or_critical_issue_on_any_page_type(
    browser, site_server, boards_loaded, locale, width
):
    from axe_playwright_python.sync_playwright import Axe

    axe = Axe()
    lang = locale[:2]
    found = {}
    context = browser.new_context(viewport={"width": width, "height": 900}, locale=locale, bypass_csp=True)
    page = context.new_page()
    for name, path in PAGES.items():
        page.goto(site_server.url + path)
        assert page.evaluate("document.documentElement.lang") == lang
        bad = serious_axe_issues(axe, page)
        if bad:
            found[f"{name} {width}px"] = bad
        if name in ("toc", "section", "search", "board", "learn-answer", "embed"):
            screenshot(page, f"axe-{lang}-{width}-{name}")
    context.close()
    assert found == {}, found
