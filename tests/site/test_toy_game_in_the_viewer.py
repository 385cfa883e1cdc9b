"""A third game needs no site code: the toy game of tests/toygame (built only on the engine's core)
is imported, loaded and read in the board viewer like the shipped games (issue 15)."""

from __future__ import annotations

import pytest

from engine.ruletext import catalog
from rulesite.boards.models import Board
from rulesite.boards.services.loader import load_boards
from rulesite.rulebooks.services.importer import load_shipped_rulebooks

from ..toygame import BOARDS_DIR, MANIFEST, install


@pytest.fixture
def toy_board(db):
    install()
    load_shipped_rulebooks(infos=catalog.read_manifest(MANIFEST))
    load_boards(sorted(BOARDS_DIR.glob("*.yaml")))
    return Board.objects.get(slug="toy-deck-out")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_step_of_the_toy_board_reads_in_the_viewer(client, toy_board, lang):
    first = client.get(f"/boards/{toy_board.slug}/", HTTP_ACCEPT_LANGUAGE=lang)
    assert first.status_code == 200
    viewer = first.context["viewer"]
    steps = viewer.trace["steps"]
    assert len(steps) > 3
    apple = {"en": "Apple", "ja": "林檎"}[lang]
    for index, step in enumerate(steps):
        page = client.get(f"/boards/{toy_board.slug}/", {"step": index}, HTTP_ACCEPT_LANGUAGE=lang)
        html = page.content.decode()
        assert page.status_code == 200
        assert step["text"][lang] in html  # the engine's sentence, in the reader's language
        for number in step["cites"]:  # every cited number links to its section of the toy rulebook
            assert f'href="/toy-rules/{number}/' in html, number
        assert apple in html  # the table draws the toy's cards by their names
    for number in {n for step in steps for n in step["cites"]}:
        assert client.get(f"/toy-rules/{number}/").status_code == 200


def test_the_readers_choice_changes_the_toy_run(client, toy_board):
    default = client.get(f"/boards/{toy_board.slug}/").context["viewer"]
    other = client.get(f"/boards/{toy_board.slug}/", {"choose": "discard-A=plum"}).context["viewer"]
    chosen = [s["decision"]["chosen"] for s in other.trace["steps"] if s.get("decision")]
    assert "plum" in chosen
    assert default.trace["steps"] != other.trace["steps"]
