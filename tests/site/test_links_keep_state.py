"""Copy-link, embed snippet and language switch carry the reader's step and choices."""

from html import unescape

import engine
from rulesite.boards.models import Board
from rulesite.boards.services.traces import run_board

BOARD = "op-double-attack-trigger-on-ko"


def a_choice(slug: str) -> tuple[str, int]:
    """KEY=VALUE of the first decision taken the other way, and that decision's step."""
    board = Board.objects.get(slug=slug)
    for step in run_board(board.source, {}).trace["steps"]:
        decision = step.get("decision")
        if decision:
            other = next(o for o in decision["options"] if o != decision["chosen"])
            return f"{decision['key']}={other}", step["index"]
    raise AssertionError("no decision")


def test_the_step_link_and_the_embed_snippet_carry_step_and_choices(client, boards):
    choice, at = a_choice(BOARD)
    query = {"step": at + 1, "choose": choice}
    for headers in ({}, {"HX-Request": "true"}):  # the full page and the htmx fragment alike
        response = client.get(f"/boards/{BOARD}/", query, headers=headers)
        page = unescape(response.content.decode())
        key, value = choice.split("=", 1)
        state = f"?step={response.context['viewer'].ids[at + 1]}&choose={key}%3D{value}"
        assert f'value="http://testserver/boards/{BOARD}/{state}"' in page  # copy link
        assert f'<iframe src="http://testserver/boards/{BOARD}/embed/{state}"' in page  # embed snippet
        assert f'href="/boards/{BOARD}/embed/{state}"' in page  # embed view
        assert "Copy embed code" in page
        assert 'e.origin==="http://testserver"' in page  # the resize listener checks who speaks


def test_the_embed_links_back_to_the_same_step_and_choices(client, boards):
    choice, at = a_choice(BOARD)
    response = client.get(f"/boards/{BOARD}/embed/", {"step": at, "choose": choice})
    page, step = unescape(response.content.decode()), response.context["viewer"].ids[at]
    key, value = choice.split("=", 1)
    assert (
        f'href="http://testserver/boards/{BOARD}/?step={step}&choose={key}%3D{value}" target="_top"' in page
    )
    assert "<iframe" not in page  # no snippet inside the embed itself


def test_the_language_switch_carries_the_full_address(client, boards):
    choice, at = a_choice(BOARD)
    page = client.get(f"/boards/{BOARD}/", {"step": at, "choose": choice}).content.decode()
    key, value = choice.split("=", 1)
    assert f'name="next" type="hidden" value="/boards/{BOARD}/?step={at}&amp;choose={key}%3D{value}"' in page
    page = client.get("/search/", {"q": "trigger"}).content.decode()
    assert 'name="next" type="hidden" value="/search/?q=trigger"' in page


def test_a_life_area_the_board_never_uses_is_not_shown_as_zero(client, boards):
    # In this board player A (the attacker) has no Life cards at any step; B has Life.
    page = client.get(f"/boards/{BOARD}/", {"step": 0}).content.decode()
    assert "none on this board" in page
    ja = client.get(f"/boards/{BOARD}/", {"step": 0}, headers={"Accept-Language": "ja"}).content.decode()
    assert "この盤面では使いません" in ja


def test_a_life_that_runs_out_during_the_board_still_shows_zero(client, boards):
    from engine.core.table import unused_zones

    trace = run_board(Board.objects.get(slug="op-defeat-by-damage").source, {}).trace
    states = [engine.state_at(trace, i) for i in range(len(trace["steps"]))]
    lives = {name: [len(s["players"][name].get("life") or []) for s in states] for name in "AB"}
    for name, counts in lives.items():
        assert (f"{name}.life" in unused_zones(trace)) == (max(counts) == 0)


def test_the_step_bar_has_a_slider_that_keeps_the_choices(client, boards):
    choice, at = a_choice(BOARD)
    page = unescape(client.get(f"/boards/{BOARD}/", {"step": at, "choose": choice}).content.decode())
    assert 'type="range" name="go" min="0"' in page  # a number in this run, sent on to its identity
    assert f'<input type="hidden" name="choose" value="{choice}">' in page


def test_the_step_list_names_each_step_so_a_reader_can_jump_to_one(client, boards):
    page = client.get(f"/boards/{BOARD}/").content.decode()
    assert 'aria-current="step"' in page and "Step 3 ·" in page
