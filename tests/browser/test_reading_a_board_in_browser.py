"""Reading a board on a phone and a desktop: a step keeps the page where it is, Back and Forward
show exactly the step in the address (issue 21, findings 1 and 2)."""

import re

import pytest

from .conftest import screenshot

pytestmark = pytest.mark.browser

SIZES = {"phone": (390, 844), "desktop": (1280, 800)}
LANGS = {"ja": "ja-JP", "en": "en-US"}
STEP_WORD = {"ja": "ステップ", "en": "Step"}


@pytest.fixture
def boards_loaded(live_rulebooks, boards):
    return boards


def _open(browser, site_server, size, lang):
    width, height = SIZES[size]
    context = browser.new_context(
        viewport={"width": width, "height": height}, locale=LANGS[lang], is_mobile=size == "phone"
    )
    page = context.new_page()
    page.set_default_timeout(10_000)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    return context, page, errors


def _step_id(slug: str, n: int) -> str:
    """Step ``n``'s identity in the address (``kind.N``) on the board's default run."""
    import engine
    from engine.core.golden import branches
    from rulesite.boards.services.step_address import step_ids

    path = next(p for p in engine.board_files() if p.stem == slug)
    (run, *_) = [b.trace for b in branches(engine.load_board_file(path)) if b.trace is not None]
    return step_ids(run.to_json())[n]


def _step_of(page) -> int:
    return int(re.search(r"\d+", page.locator("#viewer .step-of").inner_text()).group())


def _wait_for_step(page, n: int) -> None:
    page.wait_for_function(
        "n => { const s = document.querySelector('#viewer .step-of');"
        " return s && (s.textContent.match(/\\d+/) || [])[0] === String(n); }",
        arg=n,
    )
    _settled(page)


#: what htmx marks while a request, a swap or its settling is under way
BUSY = ".htmx-request, .htmx-swapping, .htmx-settling, .htmx-added"


def _settled(page) -> None:
    """Wait until htmx has finished: no request under way, nothing swapping or settling."""
    page.wait_for_function("busy => !document.querySelector(busy)", arg=BUSY)


@pytest.mark.parametrize("size", sorted(SIZES))
@pytest.mark.parametrize("lang", sorted(LANGS))
@pytest.mark.parametrize("slug", ["gr-hp6-field-card-leaves", "op-double-attack-trigger-on-ko"])
def test_a_step_keeps_the_page_where_it_is(browser, site_server, boards_loaded, size, lang, slug):
    context, page, errors = _open(browser, site_server, size, lang)
    page.goto(f"{site_server.url}/boards/{slug}/?step=1")
    bar_top = page.evaluate(
        "document.querySelector('#viewer .step-bar').getBoundingClientRect().top + scrollY"
    )
    page.evaluate("y => window.scrollTo(0, y)", bar_top + 40)  # the step bar is stuck to the top
    page.wait_for_function(  # the scroll has arrived (as far as the page goes)
        "y => Math.abs(scrollY - Math.min(y, document.documentElement.scrollHeight - innerHeight)) < 2",
        arg=bar_top + 40,
    )
    before = page.evaluate("scrollY")
    assert before > 0
    page.locator("#viewer a[data-nav='next']").click()
    _wait_for_step(page, 2)
    after = page.evaluate("scrollY")
    # The page stays put (at most it moves up so the sentence is not under the stuck bar); it
    # never runs down to the foot of the board (the bug moved it by 500 to 1,400 px).
    assert -120 <= after - before <= 2, (before, after)
    # The new step's sentence is on screen, below the stuck bar.
    top, bottom, bar = page.evaluate(
        "(() => { const r = document.querySelector('#viewer .step-text').getBoundingClientRect();"
        " const b = document.querySelector('#viewer .step-bar').getBoundingClientRect();"
        " return [r.top, r.bottom, b.bottom]; })()"
    )
    assert top >= bar - 1 and top < SIZES[size][1] - 40, (top, bottom, bar)
    screenshot(page, f"board-step-kept-{slug}-{size}-{lang}")
    assert errors == []
    context.close()


@pytest.mark.parametrize("size", sorted(SIZES))
@pytest.mark.parametrize("lang", sorted(LANGS))
def test_back_and_forward_show_the_step_in_the_address(browser, site_server, boards_loaded, size, lang):
    context, page, errors = _open(browser, site_server, size, lang)
    page.goto(f"{site_server.url}/boards/op-double-attack-trigger-on-ko/")
    for n in (1, 2):
        page.locator("#viewer a[data-nav='next']").click()
        _wait_for_step(page, n)
    slider = page.locator("#viewer .step-slider")
    last = int(slider.get_attribute("max"))
    slider.evaluate(
        "(s, v) => { s.value = v; s.dispatchEvent(new Event('input', {bubbles: true}));"
        " s.dispatchEvent(new Event('change', {bubbles: true})); }",
        last,
    )
    _wait_for_step(page, last)
    page.locator("#viewer .step-list summary").click()
    page.locator("#viewer .step-list a").nth(1).click()  # a link in the list of steps: step 1
    _wait_for_step(page, 1)
    for expected in (last, 2, 1, 0):
        page.go_back()
        _check_shows_url_step(page, lang, expected)
    for expected in (1, 2, last, 1):
        page.go_forward()
        _check_shows_url_step(page, lang, expected)
    assert errors == [], errors
    context.close()


def _check_shows_url_step(page, lang: str, expected: int) -> None:
    slug = "op-double-attack-trigger-on-ko"
    identity = _step_id(slug, expected)  # the address names a step by its identity (kind.N)
    page.wait_for_function(
        "args => { const s = new URLSearchParams(location.search).get('step');"
        " return s === args[1] || (s === null && args[0] === 0); }",
        arg=[expected, identity],
    )
    _wait_for_step(page, expected)
    assert _step_of(page) == expected
    assert page.locator("#viewer .step-slider").input_value() == str(expected)
    # The content is that step's: the step list marks it, the link to this step names it.
    current = page.locator("#viewer .step-list li[aria-current='step']")
    assert current.count() == 1
    assert f"{STEP_WORD[lang]} {expected}" in current.text_content()
    assert page.locator("#viewer .step-link").input_value().endswith(f"/{slug}/?step={identity}")
    assert f"{STEP_WORD[lang]} {expected}" in page.title(), page.title()


@pytest.mark.parametrize("size", sorted(SIZES))
@pytest.mark.parametrize("lang", sorted(LANGS))
def test_back_after_a_choice_shows_the_step_before_it(browser, site_server, boards_loaded, size, lang):
    context, page, errors = _open(browser, site_server, size, lang)
    page.goto(f"{site_server.url}/boards/op-double-attack-trigger-on-ko/")
    choice = page.locator("#viewer .step-list li", has_text="✦").first
    n = int(re.search(r"\d+", choice.locator("a").text_content()).group())
    page.locator("#viewer .step-list summary").click()
    choice.locator("a").click()
    _wait_for_step(page, n)
    page.locator("#viewer form.decision input[type=radio]:not(:checked)").first.check()
    page.locator("#viewer form.decision button[type=submit]").click()
    page.wait_for_function("() => location.search.includes('choose=')")
    _settled(page)
    page.go_back()
    _check_shows_url_step(page, lang, n)
    page.go_forward()
    page.wait_for_function("() => location.search.includes('choose=')")
    _settled(page)
    page.wait_for_function("word => document.title.includes(word)", arg=f"{STEP_WORD[lang]} ")
    assert errors == [], errors
    context.close()
