"""Issue 36, in Chromium at 390 px and 1280 px, both languages: embeds that stay put, keys that
never drop a step, touch targets, unbroken rule numbers, the answer in view."""

import re

import pytest
from playwright.sync_api import expect

from .conftest import screenshot

pytestmark = pytest.mark.browser

BOARD = "op-battle-no-counter-trigger"
SIZES = {"phone": (390, 844), "desktop": (1280, 800)}
LOCALES = {"ja": "ja-JP", "en": "en-US"}


@pytest.fixture
def boards_loaded(live_rulebooks, boards):
    return boards


def open_page(browser, site_server, size="phone", lang="en"):
    width, height = SIZES[size]
    phone = size == "phone"
    context = browser.new_context(
        viewport={"width": width, "height": height}, locale=LOCALES[lang], is_mobile=phone, has_touch=phone
    )
    page = context.new_page()
    page.set_default_timeout(10_000)
    page.base_url = site_server.url
    page.site_server = site_server
    return page


def wait_for_step(page_or_frame, n: int) -> None:
    """Until the viewer shows step ``n`` (its number in the run; the address names its identity)."""
    expect(page_or_frame.locator("#viewer")).to_have_attribute("data-step", str(n))


def host_url(site_server) -> str:
    """A page of another site: another origin (localhost, not 127.0.0.1), on the loopback as
    Chromium's local-network rules want for a frame of a loopback server."""
    return site_server.url.replace("127.0.0.1", "localhost") + "/a-blog-post.html"


def host_page(page, src: str) -> None:
    """A page of another site (another origin) that frames the board."""
    host = host_url(page.site_server)
    frame = f'<iframe src="{src}" width="100%" height="900"></iframe>'
    html = f"<!doctype html><html><body><h1>A blog post</h1>{frame}</body></html>"
    page.route(host, lambda route: route.fulfill(status=200, content_type="text/html", body=html))
    page.goto(host)


@pytest.mark.parametrize("size", sorted(SIZES))
def test_a_rule_tapped_inside_an_embed_opens_in_the_top_window(browser, site_server, boards_loaded, size):
    page = open_page(browser, site_server, size)
    host_page(page, f"{site_server.url}/boards/{BOARD}/embed/?step=3")
    frame = page.frame_locator("iframe")
    cite = frame.locator("#viewer .cites a.cite").first
    number = cite.inner_text().rstrip("*")
    # Every link in the embed either steps inside it (htmx) or leaves it for the top window.
    base = frame.locator("base").get_attribute("target")
    assert base == "_top"
    cite.click()
    if size == "phone" and page.url == host_url(site_server):  # a first tap on touch shows the preview
        frame.locator("#popover a").first.click()
    page.wait_for_url(re.compile(re.escape(site_server.url) + r"/one-piece/"))
    expect(page.locator("h1")).to_contain_text(number)
    screenshot(page, f"issue36-embed-cite-opened-top-{size}")
    page.context.close()


@pytest.mark.parametrize("size", sorted(SIZES))
def test_stepping_inside_an_embed_adds_nothing_to_the_host_pages_history(
    browser, site_server, boards_loaded, size
):
    page = open_page(browser, site_server, size)
    host_page(page, f"{site_server.url}/boards/{BOARD}/embed/?step=3")
    frame = page.frame_locator("iframe")
    wait_for_step(frame, 3)
    before = page.evaluate("history.length")
    for n in (4, 5, 6):
        frame.locator("#viewer a[data-nav='next']").click()
        wait_for_step(frame, n)
    frame.locator("#viewer a[data-nav='prev']").click()
    wait_for_step(frame, 5)
    assert page.evaluate("history.length") == before
    embed = next(f for f in page.frames if "/embed/" in f.url)
    shown = frame.locator("#viewer .step-link").input_value().split("?step=")[1]
    assert f"?step={shown}" in embed.url  # the frame's address still follows the step
    screenshot(page, f"issue36-embed-history-{size}")
    page.context.close()


@pytest.mark.parametrize("lang", sorted(LOCALES))
def test_keys_pressed_faster_than_steps_load_move_one_step_each(browser, site_server, boards_loaded, lang):
    page = open_page(browser, site_server, "desktop", lang)
    page.goto(f"{site_server.url}/boards/{BOARD}/?step=0")
    page.locator("#viewer .step-status").click()
    for presses, start in ((5, 0), (3, 5), (4, 8)):
        for _ in range(presses):
            page.keyboard.press("ArrowRight", delay=0)  # like a key held down: repeats every ~30 ms
        wait_for_step(page, start + presses)
    for _ in range(6):
        page.keyboard.press("ArrowLeft", delay=0)
    wait_for_step(page, 6)
    page.wait_for_timeout(400)
    wait_for_step(page, 6)  # and no more after
    page.context.close()


def test_enter_held_on_a_step_button_moves_one_step_per_repeat(browser, site_server, boards_loaded):
    page = open_page(browser, site_server, "desktop", "en")
    page.goto(f"{site_server.url}/boards/{BOARD}/?step=1")
    page.locator("#viewer a[data-nav='next']").focus()
    for _ in range(4):
        page.keyboard.press("Enter", delay=0)
    wait_for_step(page, 5)
    page.wait_for_timeout(400)
    wait_for_step(page, 5)
    page.context.close()


def test_enter_repeated_while_the_swap_has_focus_on_the_body_counts(browser, site_server, boards_loaded):
    """The race a held Enter meets on a slow machine: the step button is clicked, and the next
    repeat lands while the swap has taken the button out of the page (focus on <body>). Done in
    one script, so the request cannot finish in between: the repeat must wait, not vanish."""
    page = open_page(browser, site_server, "desktop", "en")
    page.goto(f"{site_server.url}/boards/{BOARD}/?step=1")
    page.evaluate(
        """() => {
          const next = document.querySelector("#viewer a[data-nav='next']");
          next.focus();
          next.click();
          next.blur();
          document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
        }"""
    )
    wait_for_step(page, 3)
    page.wait_for_timeout(400)
    wait_for_step(page, 3)
    expect(page.locator("#viewer a[data-nav='next']")).to_be_focused()
    page.context.close()


#: Every rule number in the page's text whose glyphs sit on more than one line (links' addresses aside).
BROKEN_NUMBERS = r"""
() => {
  const re = /(?<![\w.\-\/])\d{1,3}(?:-\d{1,3}[a-z]?)+(?![\w\-])/g;
  const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  let node;
  while ((node = walker.nextNode())) {
    const el = node.parentElement;
    if (!el || el.closest("script, style, textarea, [hidden]") || !el.getClientRects().length) continue;
    let m;
    re.lastIndex = 0;
    while ((m = re.exec(node.textContent))) {
      const range = document.createRange();
      range.setStart(node, m.index);
      range.setEnd(node, m.index + m[0].length);
      const lines = new Set([...range.getClientRects()].filter(r => r.width > 0).map(r => Math.round(r.top)));
      if (lines.size > 1) out.push(m[0] + " in " + el.tagName.toLowerCase() + "." + el.className);
    }
  }
  return out;
}
"""

WRAP_PAGES = [
    "/one-piece/v/1.2.1/8-1-3-4-3/show/",
    f"/boards/{BOARD}/show/?step=3",
    "/one-piece/10-1-5/",
    "/boards/",
    "/one-piece/glossary/",
    "/search/?q=trigger",
    "/one-piece/8-1-3-4-3/",
]


@pytest.mark.parametrize("lang", sorted(LOCALES))
def test_no_rule_number_is_broken_across_lines_at_390_px(browser, site_server, boards_loaded, lang):
    page = open_page(browser, site_server, "phone", lang)
    broken = {}
    for url in WRAP_PAGES:
        page.goto(site_server.url + url)
        found = page.evaluate(BROKEN_NUMBERS)
        if found:
            broken[url] = found
        assert page.evaluate("document.documentElement.scrollWidth") <= 390, url  # and nothing overflows
    screenshot(page, f"issue36-numbers-unbroken-{lang}")
    assert broken == {}
    page.context.close()


#: The controls a reader taps most: the step bar, the slider, the header.
TARGETS = ", ".join(
    (
        "#viewer .controls .nav-button",
        "#viewer .step-slider",
        ".site-header input:not([type=hidden])",
        ".site-header select",
        ".site-header button",
    )
)


@pytest.mark.parametrize("size", sorted(SIZES))
@pytest.mark.parametrize("lang", sorted(LOCALES))
def test_the_step_bar_slider_and_header_are_at_least_44_px_square(
    browser, site_server, boards_loaded, size, lang
):
    page = open_page(browser, site_server, size, lang)
    page.goto(f"{site_server.url}/boards/{BOARD}/?step=3")
    boxes = page.eval_on_selector_all(
        TARGETS,
        "els => els.filter(e => e.getClientRects().length).map(e => { const r = e.getBoundingClientRect();"
        " return [e.className || e.id || e.tagName, Math.round(r.width), Math.round(r.height)]; })",
    )
    assert len(boxes) >= 8  # four step buttons, the slider, the lookup box and its button, the language
    small = [box for box in boxes if box[1] < 44 or box[2] < 44]
    screenshot(page, f"issue36-targets-{size}-{lang}")
    assert small == []
    page.context.close()


def top_and_bottom(page, selector: str) -> tuple[float, float]:
    return page.eval_on_selector_all(
        selector,
        "els => [Math.min(...els.map(e => e.getBoundingClientRect().top)),"
        " Math.max(...els.map(e => e.getBoundingClientRect().bottom))]",
    )


@pytest.mark.parametrize("lang", sorted(LOCALES))
def test_after_a_what_if_run_the_first_step_is_in_view_on_a_phone(browser, site_server, boards_loaded, lang):
    page = open_page(browser, site_server, "phone", lang)
    page.goto(f"{site_server.url}/boards/{BOARD}/edit/")
    page.locator("#id_n__brawler__power").fill("4000")
    page.locator("#id_n__brawler__power").press("Enter")
    page.wait_for_url(re.compile(r"/boards/what-if/"))
    top, bottom = top_and_bottom(page, "#viewer .step-text")
    assert page.evaluate("scrollY") == 0
    screenshot(page, f"issue36-what-if-result-{lang}")
    assert bottom <= 844, (top, bottom)  # the whole first sentence, without scrolling
    page.context.close()


@pytest.mark.parametrize("lang", sorted(LOCALES))
def test_learn_modes_options_are_all_in_view_on_a_phone(browser, site_server, boards_loaded, lang):
    page = open_page(browser, site_server, "phone", lang)
    page.goto(f"{site_server.url}/boards/{BOARD}/learn/?q=2")
    top, bottom = top_and_bottom(page, ".learn-option")
    screenshot(page, f"issue36-learn-question-{lang}")
    assert bottom <= 844, (top, bottom)  # every option in view, without scrolling
    page.context.close()
