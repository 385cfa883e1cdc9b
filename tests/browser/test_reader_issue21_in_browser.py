"""Reading a board on a phone, the rest of issue 21: a what-if board's problems where a reader
acts on them (finding 8), learn-mode answers (9), search order (10), dark mode (11), the focus
ring (12). Each at 390 px and 1280 px, in Japanese and English, with screenshots."""

import pytest

from .conftest import screenshot

pytestmark = pytest.mark.browser

SIZES = {"phone": (390, 844), "desktop": (1280, 800)}
LANGS = {"ja": "ja-JP", "en": "en-US"}


@pytest.fixture
def boards_loaded(live_rulebooks):
    from rulesite.boards.services.loader import load_boards

    return load_boards()


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
    browser, live_server, boards_loaded, size, lang
):
    context, page, errors = _open(browser, size, lang)
    page.goto(f"{live_server.url}/boards/gr-hp6-field-card-leaves/edit/")
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
