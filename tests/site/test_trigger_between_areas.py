"""Issue 36: a [Trigger] card between areas is shown as the rules say it (ONE PIECE 10-1-5-3: it
belongs to no area while its [Trigger] resolves), not as a zone of the table called "no area"."""

import re

import pytest

BOARD = "op-battle-no-counter-trigger"
SAYS = {
    "en": ("Revealed for its [Trigger]", "10-1-5-3"),
    "ja": ("【トリガー】で公開中", "10-1-5-3"),
}


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_trigger_card_between_areas_is_described_in_words_with_its_rule(client, boards, lang):
    page = client.get(f"/boards/{BOARD}/?step=8", HTTP_ACCEPT_LANGUAGE=lang).content.decode()
    block = page.split("between-areas", 1)[1].split("</div>", 1)[0]
    label = re.search(r'<p class="area-label">(.*?)</p>', block, re.S).group(1)
    for words in SAYS[lang]:
        assert words in label
    assert "(1)" not in label  # not counted like a pile of the table
    assert "照明弾" in block or "Signal Flare" in block  # the card itself
