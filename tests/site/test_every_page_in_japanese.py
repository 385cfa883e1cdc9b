"""Issue 36: every page type, rendered in Japanese, shows no English interface words and no raw
codes (a language code, a book's slug, a decision's key). Rule text in English is marked
lang="en" (the unofficial renderings); code, addresses and names that are the same in both
languages (Rulestep, ONE PIECE, JSON, YAML…) are allowed."""

import re

import pytest
from lxml import html

BOARD = "op-battle-no-counter-trigger"
PAGES = [
    "/",
    "/one-piece/",
    "/gate-ruler/",
    "/one-piece/8-1-3-4-3/",
    "/gate-ruler/12-4b-3a/",
    "/one-piece/10-1-5/",
    "/one-piece/10-1-5-9/",
    "/gate-ruler/12-4b-3a/history/",
    "/gate-ruler/diff/1.0.0/1.0.0/",
    "/search/?q=トリガー",
    "/search/?q=trigger",
    "/search/?q=10-1-5-9",
    "/search/?q=zzqqxx",
    "/one-piece/glossary/",
    "/one-piece/coverage/",
    "/boards/",
    f"/boards/{BOARD}/?step=3",
    f"/boards/{BOARD}/?step=8&choose=trigger-flare%3Dbanana",
    f"/boards/{BOARD}/embed/?step=3",
    f"/boards/{BOARD}/learn/?q=2",
    f"/boards/{BOARD}/learn/?q=2&answer=A",
    f"/boards/{BOARD}/edit/",
    f"/boards/{BOARD}/show/?step=3",
    "/one-piece/v/1.2.1/10-1-5/show/",
    "/offline/",
    "/api/",
]

#: Names and terms written the same way in Japanese text.
ALLOWED = re.compile(
    r"Rulestep|ONE PIECE|CARD GAME|DON!!|JSON|YAML|API|OpenAPI|Atom|CORS|ETag|CI|PDF|QR|HTML|GET|URL|"
    r"Ver\.|KO|expect|docs/[\w./-]+|make run|manage\.py|load_boards|error",
)
#: Two English words in a row: an untranslated phrase.
ENGLISH = re.compile(r"[A-Za-z][a-z]+(?:[ ,'’-]+[A-Za-z][a-z]+)+")
RAW_CODES = re.compile(r"言語: ?ja|\bgate-ruler\b|\bone-piece\b|trigger-flare|\bja\b|\ben\b")


def visible_text(page: str) -> str:
    """The text a reader sees, without what is English on purpose (lang="en"), code and addresses."""
    tree = html.fromstring(page)
    for node in tree.xpath(
        "//script | //style | //code | //pre | //textarea | //*[@lang='en'] | //*[@hidden] | //noscript"
        " | //*[contains(@class, 'visually-hidden') and @lang='en'] | //*[contains(@class, 'show-link')]"
    ):
        node.drop_tree()
    # What scripts show (the offline panel's texts) and what assistive technology reads.
    shown = "//body//@*[starts-with(name(), 'data-text-') or name() = 'data-saved' or name() = 'placeholder'"
    # (a glossary link's title is the term's English name, there on purpose for bilingual readers)
    shown += " or name() = 'aria-label' or (name() = 'title' and not(contains(../@class, 'term')))]"
    text = " ".join(tree.xpath("//body//text()") + [str(value) for value in tree.xpath(shown)])
    return re.sub(r"https?://\S+|/[\w/.\-?=&%]+", " ", text)


def problems_of(page: str) -> list[str]:
    text = ALLOWED.sub(" ", visible_text(page))
    return sorted(set(ENGLISH.findall(text)) | set(RAW_CODES.findall(text)))


def test_the_check_finds_english_and_raw_codes():
    page = "<html><body><p>Kept for offline use</p><p>言語: ja</p><p lang='en'>Rule text</p></body></html>"
    assert problems_of(page) == ["Kept for offline use", "言語: ja"]


@pytest.mark.parametrize("url", PAGES)
def test_a_japanese_page_shows_no_english_and_no_raw_code(client, boards, url):
    response = client.get(url, HTTP_ACCEPT_LANGUAGE="ja")
    assert response.status_code in (200, 400, 404), url
    assert problems_of(response.content.decode()) == []
