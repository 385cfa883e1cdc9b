"""A third game needs no site code: the toy game of tests/toygame (built only on the engine's core)
is imported, loaded and read in the board viewer like the shipped games (issue 15)."""

from __future__ import annotations

import re

import pytest

from engine.ruletext import catalog
from rulesite.boards.models import Board
from rulesite.boards.services.loader import load_boards
from rulesite.rulebooks.services.importer import load_shipped_rulebooks

from ..toygame import BOARDS_DIR, MANIFEST


@pytest.fixture
def toy_board(db, toy_game):
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
    for identity, step in zip(viewer.ids, steps, strict=True):
        page = client.get(f"/boards/{toy_board.slug}/", {"step": identity}, HTTP_ACCEPT_LANGUAGE=lang)
        html = page.content.decode()
        assert page.status_code == 200
        assert step["text"][lang] in html  # the engine's sentence, in the reader's language
        for number in step["cites"]:  # every cited number links to its section of the toy rulebook
            assert re.search(rf'href="/toy-rules/(v/[^/"]+/)?{re.escape(number)}/', html), number
        assert apple in html  # the table draws the toy's cards by their names
    for number in {n for step in steps for n in step["cites"]}:
        assert client.get(f"/toy-rules/{number}/").status_code == 200


def test_the_readers_choice_changes_the_toy_run(client, toy_board):
    default = client.get(f"/boards/{toy_board.slug}/").context["viewer"]
    other = client.get(f"/boards/{toy_board.slug}/", {"choose": "discard-A=plum"}).context["viewer"]
    chosen = [s["decision"]["chosen"] for s in other.trace["steps"] if s.get("decision")]
    assert "plum" in chosen
    assert default.trace["steps"] != other.trace["steps"]


# --- issue 31: everything the site says about the game is the game's own --------------------------

#: what the toy's discard step (step 2) shows, all of it from tests/toygame (no site code)
DISCARD_STEP = {
    "ja": {"kind": "手札を捨てる", "change": "梨: Aの手札 → Aの捨て札", "zone": "Aの捨て札"},
    "en": {
        "kind": "discard",
        "change": "Pear: A&#x27;s hand → A&#x27;s discard pile",
        "zone": "A&#x27;s discard pile",
    },
}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_discard_step_reads_in_the_toy_game_s_own_words(client, toy_board, lang):
    page = client.get(f"/boards/{toy_board.slug}/", {"step": 2}, HTTP_ACCEPT_LANGUAGE=lang)
    html = page.content.decode()
    words = DISCARD_STEP[lang]
    assert f'<span class="kind">{words["kind"]}</span>' in html  # the step kind's name (kinds.<lang>.ftl)
    assert f"<li>{words['change']}</li>" in html  # the change sentence names the toy's own zones
    assert words["zone"] in html.split('class="table-view"')[1]  # the table labels its zones so too


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_step_of_the_toy_board_has_its_kind_s_name(client, toy_board, toy_game, lang):
    viewer = client.get(f"/boards/{toy_board.slug}/").context["viewer"]
    for identity, step in zip(viewer.ids, viewer.trace["steps"], strict=True):
        page = client.get(f"/boards/{toy_board.slug}/", {"step": identity}, HTTP_ACCEPT_LANGUAGE=lang)
        name = toy_game.kind_name(step["kind"])
        assert name is not None, step["kind"]
        assert page.context["viewer"].kind == getattr(name, lang)


def test_learn_mode_shows_the_toy_s_scripted_draw_and_asks_what_the_rules_decide(client, toy_board):
    from rulesite.boards.services import learn

    trace = client.get(f"/boards/{toy_board.slug}/").context["viewer"].trace
    asked = {trace["steps"][q]["kind"] for q in learn.questions(trace, "toy")}
    assert asked == {"defeat", "game-over"}  # draws are the script's (scripted_kinds), discard a choice
    page = client.get(f"/boards/{toy_board.slug}/learn/")
    assert page.status_code == 200
    assert page.context["total"] == 2


def test_the_what_if_form_of_a_game_without_a_format_document_links_none(client, toy_board):
    page = client.get(f"/boards/{toy_board.slug}/edit/")
    assert page.status_code == 200
    html = page.content.decode()
    assert "/boards/format/" not in html
    assert client.get("/boards/format/toy/").status_code == 404


def test_the_toy_game_is_forgotten_after_the_test_that_asked_for_it():
    from engine.core import registry

    assert "toy" not in registry.names()
