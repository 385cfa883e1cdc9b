"""The page reader the step-page walk relies on finds what it must find (and only that)."""

from .pagecheck import check_page


def _page(lang: str, body: str) -> str:
    return f'<!DOCTYPE html><html lang="{lang}"><head><title>t</title></head><body>{body}</body></html>'


def test_it_finds_raw_python_even_when_escaped():
    problems, _ = check_page(_page("en", "<p>Waiting: {&#x27;card&#x27;: &#x27;spring&#x27;}</p>"))
    assert any("raw Python" in p for p in problems)


def test_it_finds_english_interface_text_on_a_japanese_page():
    problems, _ = check_page(_page("ja", "<p>結果: resolved</p><span>destroyed-event</span>"))
    assert len(problems) == 2


def test_it_finds_english_in_attributes_screen_readers_read():
    problems, _ = check_page(_page("ja", '<a href="/" aria-label="First">«</a>'))
    assert problems


def test_it_finds_japanese_interface_text_on_an_english_page():
    problems, _ = check_page(_page("en", "<nav>ルールブック › 破壊処理</nav>"))
    assert problems


def test_it_accepts_text_marked_in_its_own_language_ids_and_the_game_s_words():
    body = (
        '<p lang="en">The destroy rule effect.</p><p>ユニットのHPとドン!!、DON!!</p>'
        '<span translate="no">c2</span><code>board: id</code><pre>yaml</pre>'
        '<option lang="en">English</option>'
    )
    assert check_page(_page("ja", body))[0] == []
    assert check_page(_page("en", '<p lang="ja">破壊処理</p><p>Destroy process</p>'))[0] == []


def test_engine_narration_is_read_only_for_raw_python():
    assert check_page(_page("ja", "<p data-narration>見習い騎士（knight）</p>"))[0] == []
    problems, _ = check_page(_page("ja", "<p data-narration>{'card': 1}</p>"))
    assert problems


def test_a_fragment_is_read_in_the_language_it_is_given():
    problems, _ = check_page('<section id="viewer"><p>例の盤面</p></section>', "ja")
    assert problems == []
    assert check_page('<section id="viewer"><p>例の盤面</p></section>', "en")[0]


def test_it_lists_rule_links_and_nothing_else():
    body = (
        '<a href="/gate-ruler/12-4b-3a/">x</a><a href="/one-piece/v/1.2.1/8-1/">y</a>'
        '<a href="/boards/x/">z</a>'
    )
    _, links = check_page(_page("en", body))
    assert links == {"/gate-ruler/12-4b-3a/", "/one-piece/v/1.2.1/8-1/"}
