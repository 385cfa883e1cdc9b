"""Reading a board on a phone, the rest of issue 21: a what-if board's problems where a reader
acts on them (finding 8), learn-mode answers (9), search order (10), dark mode (11), the focus
ring (12). Each at 390 px and 1280 px, in Japanese and English, with screenshots."""

import pytest

import engine
from engine.core.golden import branches

from .conftest import screenshot, serious_axe_issues

pytestmark = pytest.mark.browser

SIZES = {"phone": (390, 844), "desktop": (1280, 800)}
LANGS = {"ja": "ja-JP", "en": "en-US"}


@pytest.fixture
def boards_loaded(live_rulebooks, boards):
    return boards


def _open(browser, size, lang, **options):
    width, height = SIZES[size]
    context = browser.new_context(
        viewport={"width": width, "height": height}, locale=LANGS[lang], is_mobile=size == "phone", **options
    )
    page = context.new_page()
    page.set_default_timeout(10_000)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    return context, page, errors


# --- finding 8: YAML errors ----------------------------------------------------------------------


@pytest.mark.parametrize("size", sorted(SIZES))
@pytest.mark.parametrize("lang", sorted(LANGS))
def test_a_yaml_error_is_at_the_top_in_the_reader_s_language_with_its_line(
    browser, site_server, boards_loaded, size, lang
):
    context, page, errors = _open(browser, size, lang)
    page.goto(f"{site_server.url}/boards/gr-hp6-field-card-leaves/edit/")
    box = page.locator("textarea#id_source")
    # The box numbers its lines and does not wrap, so line 23 is the 23rd row.
    rows = box.input_value().count("\n") + 1
    gutter = page.locator(".yaml-editor .gutter")
    assert gutter.inner_text().split() == [str(n) for n in range(1, rows + 1)]
    assert box.get_attribute("wrap") == "off"
    deck = "      deck: [a1, a2, a3]\n"
    box.fill(box.input_value().replace(deck, deck + "     - oops\n", 1))
    page.locator("form input[type=submit], form button[type=submit]").last.click()
    page.wait_for_selector(".board-problems")
    problems = page.locator(".board-problems")
    top = problems.bounding_box()["y"]
    assert top < SIZES[size][1] - 200, f"the problem is on the first screen (top at {top})"
    assert top < page.locator("textarea#id_source").bounding_box()["y"]
    text = problems.inner_text()
    said = {"ja": "18行目、6文字目：", "en": "Line 18, column 6:"}[lang]
    assert said in text
    line = page.locator(".board-problems pre.problem-line").inner_text().split("\n")
    assert line[0] == "18 │      - oops" and line[1].rstrip() == " " * len("18 │ ") + "     ^"
    if lang == "ja":  # English only where it is marked as the engine's words
        sentence = page.locator(".board-problem p").first.inner_text()
        assert "YAMLとして読めません" in sentence and "YAML:" not in sentence and "line" not in sentence
    # "Show line 18" selects that line in the box.
    page.locator(".board-problems a.show-line").click()
    selected = page.evaluate(
        "() => { const b = document.getElementById('id_source');"
        " return b.value.slice(b.selectionStart, b.selectionEnd); }"
    )
    assert selected == "     - oops"
    assert page.evaluate("document.activeElement.id") == "id_source"
    screenshot(page, f"what-if-yaml-error-{size}-{lang}")
    assert errors == []
    context.close()


# --- finding 11: dark mode -----------------------------------------------------------------------

DARK_PAGES = {
    "home": "/",
    "section": "/gate-ruler/12-4/",
    "glossary": "/one-piece/glossary/",
    "search": "/search/?q=trigger",
    "board": "/boards/op-double-attack-trigger-on-ko/?step=4",
    "board-gate-ruler": "/boards/gr-hp6-field-card-leaves/?step=4",
    "what-if": "/boards/gr-hp6-field-card-leaves/edit/",
    "learn-answer": "/boards/gr-hp6-field-card-leaves/learn/?q=3&answer=A",
    "coverage": "/gate-ruler/coverage/",
}


def _rgb(css: str) -> tuple[float, ...]:
    import re

    return tuple(float(x) for x in re.findall(r"[\d.]+", css)[:3])


def _luminance(rgb) -> float:
    def channel(c):
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _contrast(a, b) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@pytest.mark.parametrize("size", sorted(SIZES))  # the workers share the four
@pytest.mark.parametrize("lang", sorted(LANGS))
@pytest.mark.long
def test_dark_mode_follows_the_system_and_axe_finds_nothing_serious(
    browser, site_server, boards_loaded, lang, size
):
    from axe_playwright_python.sync_playwright import Axe

    axe = Axe()
    found = {}
    context, page, errors = _open(browser, size, lang, color_scheme="dark", bypass_csp=True)
    for name, path in DARK_PAGES.items():
        page.goto(site_server.url + path)
        background = page.evaluate("getComputedStyle(document.documentElement).backgroundColor")
        assert _luminance(_rgb(background)) < 0.05, (name, background)
        bad = serious_axe_issues(axe, page)
        if bad:
            found[f"{name} {size}"] = bad
        if name in ("board", "board-gate-ruler", "what-if", "search"):
            screenshot(page, f"dark-{name}-{size}-{lang}")
    assert errors == []
    context.close()
    assert found == {}, found


@pytest.mark.parametrize("size", sorted(SIZES))
def test_the_colour_switch_is_remembered_in_the_browser_not_in_a_cookie(
    browser, site_server, boards_loaded, size
):
    context, page, errors = _open(browser, size, "ja", color_scheme="light")
    url = f"{site_server.url}/boards/op-double-attack-trigger-on-ko/?step=4"
    page.goto(url)
    body = "getComputedStyle(document.documentElement).backgroundColor"
    assert _luminance(_rgb(page.evaluate(body))) > 0.9  # the system says light
    switch = page.locator("#theme-select")
    assert switch.is_visible() and switch.input_value() == "system"
    switch.select_option("dark")
    assert page.evaluate("document.documentElement.dataset.theme") == "dark"
    assert _luminance(_rgb(page.evaluate(body))) < 0.05
    page.goto(f"{site_server.url}/gate-ruler/12-4/")  # another page: still dark, before any script
    assert page.evaluate("document.documentElement.dataset.theme") == "dark"
    assert page.locator("#theme-select").input_value() == "dark"
    assert _luminance(_rgb(page.evaluate(body))) < 0.05
    assert context.cookies() == [], "read pages set no cookie: the page cache stays per-language only"
    screenshot(page, f"dark-switched-section-{size}-ja")
    page.locator("#theme-select").select_option("system")
    page.reload()
    assert page.evaluate("document.documentElement.dataset.theme") is None
    assert _luminance(_rgb(page.evaluate(body))) > 0.9
    assert errors == []
    context.close()


# --- finding 12: the focus ring ------------------------------------------------------------------


def _behind(page, selector: str) -> str:
    """The first opaque background colour behind an element (itself, then its ancestors)."""
    return page.evaluate(
        """s => { let el = document.querySelector(s);
          for (; el; el = el.parentElement) {
            const c = getComputedStyle(el).backgroundColor;
            if (c && !c.endsWith(', 0)') && c !== 'transparent') return c;
          }
          return getComputedStyle(document.documentElement).backgroundColor; }""",
        selector,
    )


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_focus_ring_has_at_least_3_to_1_against_what_is_behind_it(
    browser, site_server, boards_loaded, scheme
):
    context, page, errors = _open(browser, "desktop", "en", color_scheme=scheme)
    page.goto(f"{site_server.url}/boards/gr-hp6-field-card-leaves/?step=2")
    checked = []
    for selector in ("#lookup-q", ".site-header .brand", "#viewer a[data-nav='next']", "main a[href]"):
        page.locator(selector).first.focus()
        page.keyboard.press("Shift+Tab")
        page.keyboard.press("Tab")  # focus by keyboard: :focus-visible
        focused = page.evaluate(
            "(() => { const s = getComputedStyle(document.activeElement);"
            " return [s.outlineStyle, s.outlineWidth, s.outlineColor]; })()"
        )
        style, width, color = focused
        assert style != "none" and float(width.rstrip("px")) >= 2, (selector, focused)
        page.evaluate(
            "document.querySelectorAll('[data-focus-probe]')"
            ".forEach(e => e.removeAttribute('data-focus-probe'));"
            "document.activeElement.setAttribute('data-focus-probe', '')"
        )
        behind = _behind(page, "[data-focus-probe]")
        # The ring is drawn outside the element (outline-offset), on what is behind it.
        parent = page.evaluate(
            "(() => { const el = document.activeElement.parentElement;"
            " el.setAttribute('data-focus-parent', ''); return true; })()"
        )
        assert parent
        around = _behind(page, "[data-focus-parent]")
        ratio = _contrast(_rgb(color), _rgb(around))
        assert ratio >= 3, (selector, color, around, round(ratio, 2), behind)
        checked.append(round(ratio, 2))
        page.evaluate("document.querySelector('[data-focus-parent]').removeAttribute('data-focus-parent')")
    assert len(checked) == 4
    screenshot(page, f"focus-ring-{scheme}")
    assert errors == []
    context.close()


# --- finding 10: search on a phone, sections first --------------------------------------------


@pytest.mark.parametrize("size", sorted(SIZES))
@pytest.mark.parametrize("lang", sorted(LANGS))
def test_search_lists_sections_before_the_glossary_and_boards(
    browser, site_server, boards_loaded, size, lang
):
    context, page, errors = _open(browser, size, lang)
    page.goto(f"{site_server.url}/search/?q=破壊")
    first_section = page.locator(".hits .hit").first.bounding_box()["y"]
    glossary = page.locator("#terms-title").bounding_box()["y"]
    boards = page.locator("#boards-title").bounding_box()["y"]
    assert first_section < glossary and first_section < boards
    assert first_section < SIZES[size][1], f"the first section is on the first screen (at {first_section})"
    also = page.locator(".also-found")  # the glossary and boards are one tap away
    assert also.locator("a[href='#terms-title']").is_visible()
    assert also.locator("a[href='#boards-title']").is_visible()
    screenshot(page, f"search-sections-first-{size}-{lang}")
    # ダブルアタック: ONE PIECE 10-1-2 has a page though the summary does not carry its text.
    page.goto(f"{site_server.url}/search/?q=ダブルアタック")
    link = page.locator(".outside-hits a[href='/one-piece/10-1-2/']")
    assert link.is_visible()
    assert page.locator("text=No section mentions").count() == 0
    assert page.locator("text=を含む項目はありません").count() == 0
    link.click()
    page.wait_for_url("**/one-piece/10-1-2/")
    assert errors == []
    context.close()


# --- finding 9: learn mode -----------------------------------------------------------------------


@pytest.mark.parametrize("size", sorted(SIZES))
def test_a_learn_answer_means_the_same_in_both_languages(browser, site_server, boards_loaded, size):
    slug = "gr-hp6-field-card-leaves"
    board = next(p for p in engine.board_files() if p.stem == slug)
    (run, *_) = [b.trace for b in branches(engine.load_board_file(board)) if b.trace is not None]
    # the question asked: the destroy process the rules place (12-4a), found by its kind
    placed = next(i for i, step in enumerate(run.steps) if step.kind == "destroy-process-placed")
    verdicts = {}
    for lang in sorted(LANGS):
        context, page, errors = _open(browser, size, lang)
        page.goto(f"{site_server.url}/boards/{slug}/learn/")
        # Question 1 is what the rules decide, not the script's "B plays Gust" (step 1).
        assert page.locator(".learn-form input[name=q]").input_value() == "2"
        for letter in "ABCD":
            page.goto(f"{site_server.url}/boards/{slug}/learn/?q={placed}&answer={letter}")
            if page.locator("#answer-title").count() == 0:
                continue
            verdicts.setdefault(letter, {})[lang] = page.locator("#answer-title").get_attribute("class")
            if "wrong" in verdicts[letter][lang]:  # why, under the rules: the real step's rules linked
                why = page.locator(".learn-answer p.why")
                assert why.locator("a[href^='/gate-ruler/12-4']").count() >= 1
        page.goto(f"{site_server.url}/boards/{slug}/learn/?q={placed}&answer=A")
        screenshot(page, f"learn-answer-{size}-{lang}")
        assert errors == []
        context.close()
    assert len(verdicts) >= 2
    assert all(v["en"] == v["ja"] for v in verdicts.values()), verdicts
    assert sum("right" in v["en"] for v in verdicts.values()) == 1
