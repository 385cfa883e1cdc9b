"""What changed in a step names places in players' words, not the engine's (issue 21, finding 6)."""

import pytest

from rulesite.boards.models import Board


@pytest.mark.every_step
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_board_step_says_no_area_in_what_changed(client, boards, lang):
    engine_words = {"en": ["no area →", "no area<", "'s no area"], "ja": ["どの領域でもない所"]}[lang]
    checked = 0
    for board in Board.objects.filter(slug__startswith="op-"):
        first = client.get(f"/boards/{board.slug}/", headers={"Accept-Language": lang}).content.decode()
        last = (
            int(first.split('type="range"', 1)[1].split('max="', 1)[1].split('"', 1)[0])
            if 'type="range"' in first
            else 0
        )
        for step in range(last + 1):
            html = client.get(
                f"/boards/{board.slug}/", {"step": step}, headers={"Accept-Language": lang}
            ).content.decode()
            changed = html[
                html.find('class="what-changed"') : html.find("</section>", html.find('class="what-changed"'))
            ]
            checked += 1
            for word in engine_words:
                assert word not in changed, (board.slug, step, word)
    assert checked > 20
