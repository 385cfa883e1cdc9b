"""What a board may cost on the site (traces.LIMITS): curated boards stay well inside; a what-if
over a limit is refused with a message naming it, never run unbounded."""

from __future__ import annotations

import dataclasses

import pytest

import engine
from rulesite.boards.models import EditedBoard
from rulesite.boards.services import traces

from ..fixtures.documents import NEVER_ENDS

BOARD = "gr-destroy-event-before-move"


def loop_board(deck_size: int) -> str:
    """The never-ending board of the viewer's tests, with player A's deck padded to ``deck_size``."""
    deck = ", ".join(f"a{i}" for i in range(deck_size))
    return NEVER_ENDS.read_text(encoding="utf-8").replace("deck: [a1]", f"deck: [{deck}]")


def post_what_if(client, source: str):
    form = client.get(f"/boards/{BOARD}/edit/").context["form"]
    data = {name: field.initial for name, field in form.fields.items()}
    data["source"] = source
    return client.post(f"/boards/{BOARD}/edit/", data)


@pytest.mark.parametrize("path", engine.board_files(), ids=lambda p: p.stem)
def test_curated_boards_stay_well_inside_the_sites_limits(path):
    limits = traces.LIMITS
    board = engine.load_board_file(path, limits=limits)
    cards, zones = board.game.sizes(board.state)
    # a board that starts before setup holds both whole decks (ONE PIECE: 50 cards each), so the
    # cards and zones keep half the limits free; steps a tenth
    assert cards <= limits.cards // 2 and max(zones.values()) <= limits.zone // 2
    trace = engine.run(board, limits=limits)  # within the CPU budget too
    assert len(trace.steps) <= limits.steps // 10
    assert trace.steps[-1].kind != "loop"


def test_a_what_if_with_a_deck_over_the_zone_limit_is_refused_naming_the_limit(client, boards):
    response = post_what_if(client, loop_board(traces.LIMITS.zone + 1))
    assert response.status_code == 400
    page = response.content.decode()
    assert f"zone A.deck holds {traces.LIMITS.zone + 1} cards" in page and "(limit &#x27;zone&#x27;)" in page
    assert EditedBoard.objects.count() == 0


def test_a_what_if_that_spends_its_cpu_budget_is_refused_naming_the_limit(client, boards, monkeypatch):
    ticks = iter(range(10**9))
    limits = dataclasses.replace(traces.LIMITS, cpu_seconds=1.0, clock=lambda: next(ticks) * 0.01)
    monkeypatch.setattr(traces, "LIMITS", limits)
    response = post_what_if(client, loop_board(10))  # the form runs it before storing it
    assert response.status_code == 400
    assert EditedBoard.objects.count() == 0
    page = response.content.decode()
    assert (
        "the run used 1.01 s of CPU time by step 100; the limit is 1 s (limit &#x27;cpu_seconds&#x27;)"
        in page
    )


def test_a_long_board_lists_only_the_steps_around_the_current_one(client, boards, monkeypatch):
    # the step list is under test, not the CPU budget (it has its own test): a loaded machine
    # (the suite runs one worker per core) must not turn the 2,000-step run into a refusal
    monkeypatch.setattr(traces, "LIMITS", dataclasses.replace(traces.LIMITS, cpu_seconds=10.0))
    location = post_what_if(client, loop_board(3))["Location"]
    response = client.get(location, {"step": 1000})
    viewer = response.context["viewer"]
    assert viewer.last == 2_000
    assert [s.index for s in viewer.steps] == list(range(975, 1026))
    page = response.content.decode()
    assert "Steps 975–1025 are listed here (of 0–2000)." in page and '<ol start="975" ' in page
    assert [s.index for s in client.get(location, {"step": 2000}).context["viewer"].steps][0] == 1950


def test_a_short_board_lists_every_step(client, boards):
    response = client.get(f"/boards/{BOARD}/")
    viewer = response.context["viewer"]
    assert [s.index for s in viewer.steps] == list(range(viewer.last + 1))
    assert "are listed here" not in response.content.decode()


def test_a_run_is_reused_by_this_process_and_keyed_by_the_limits_too(monkeypatch):
    text = engine.load_board_file(engine.board_files()[0]).to_text()
    first = traces.run_board(text, {})
    assert traces.run_board(text, {}) is first
    monkeypatch.setattr(traces, "LIMITS", engine.Limits(cards=5))
    refused = traces.run_board(text, {})
    assert not refused.ok and "(limit 'cards')" in refused.problems[0]


def test_a_long_gate_is_drawn_from_its_top_and_says_how_many_items_are_below(client, boards, monkeypatch):
    # the 2,000-step run takes close to the site's 1 s of CPU on a loaded 2-core machine (pytest-xdist
    # workers side by side); the budget has its own test above, this one is about drawing the gate
    monkeypatch.setattr(traces, "LIMITS", dataclasses.replace(traces.LIMITS, cpu_seconds=10.0))
    location = post_what_if(client, loop_board(3))["Location"]
    response = client.get(location, {"step": 2000})
    gate = engine.state_at(response.context["viewer"].trace, 2000)["gate"]
    table = response.context["viewer"].table
    assert [item.id for item in table.stack.items] == [item["id"] for item in gate[-60:]]
    assert table.stack.hidden == len(gate) - 60 > 0
    assert f"… and {len(gate) - 60} more items below." in response.content.decode()
    ja = client.get(location, {"step": 2000}, headers={"Accept-Language": "ja"}).content.decode()
    assert f"…この下にさらに{len(gate) - 60}個あります。" in ja
    assert "ここにはステップ1950〜2000を表示しています（全体は0〜2000）。" in ja
