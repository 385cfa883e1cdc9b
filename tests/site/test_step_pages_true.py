"""What a step page says stays true of the board it shows: after a reader's choice, in a what-if
copy, on the table, in the list of changes, and in both languages."""

from __future__ import annotations

import re
from pathlib import Path

from django.utils.html import escape

from rulesite.boards.models import Board, EditedBoard
from rulesite.boards.services.step_address import step_ids
from rulesite.boards.services.traces import first_difference

EN = {"Accept-Language": "en"}
JA = {"Accept-Language": "ja"}
TRIGGER_BOARD = "op-double-attack-trigger-on-ko"
STILL_WAITING = "the [On K.O.] is still waiting"


def _explained(page: str) -> str:
    """The step's explanation, note and decision (not the board file shown further down)."""
    return page.split('class="explain"')[1].split('class="table-view"')[0]


def _own_run(slug: str) -> list[dict]:
    """The steps of the board's own run (read from the engine: a cached page has no template context)."""
    from rulesite.boards.models import Board
    from rulesite.boards.services.traces import run_board

    return run_board(Board.objects.get(slug=slug).source, {}).trace["steps"]


def _index(client, slug: str, kind: str, nth: int = 1) -> str:
    """The nth step of a kind in the board's own run, by its identity (``kind.N``: numbers move as
    narration grows, and a bare number is a link from before identities)."""
    assert sum(s["kind"] == kind for s in _own_run(slug)) >= nth
    return f"{kind}.{nth}"


def _last(client, slug: str) -> str:
    return step_ids({"steps": _own_run(slug)})[-1]


def _steps(client, slug, headers, **query):
    first = client.get(f"/boards/{slug}/", query, headers=headers)
    for identity in first.context["viewer"].ids:
        yield client.get(f"/boards/{slug}/", {**query, "step": identity}, headers=headers)


# --- notes belong to one branch ------------------------------------------------------------------


def test_a_note_is_shown_on_the_board_s_own_run(client, boards):
    pages = [_explained(r.content.decode()) for r in _steps(client, TRIGGER_BOARD, EN)]
    assert sum(STILL_WAITING in page for page in pages) == 1


def test_a_note_written_for_one_branch_is_never_shown_on_another(client, boards):
    own = client.get(f"/boards/{TRIGGER_BOARD}/", headers=EN).context["viewer"].trace
    shown, hidden = 0, 0
    for response in _steps(client, TRIGGER_BOARD, EN, choose="trigger-snare=hand"):
        viewer, page = response.context["viewer"], _explained(response.content.decode())
        assert STILL_WAITING not in page
        if viewer.note:  # only where this branch has been the board's own run so far
            shown += 1
            assert first_difference(own, viewer.trace) > viewer.index
        elif viewer.step.get("note"):
            hidden += 1
            assert "it was written for the board&#x27;s own choices" in page
    assert shown >= 1 and hidden >= 1


def test_the_same_choice_as_the_script_keeps_the_notes(client, boards):
    with_choice = [
        r.context["viewer"].note for r in _steps(client, TRIGGER_BOARD, EN, choose="trigger-snare=trigger")
    ]
    without = [r.context["viewer"].note for r in _steps(client, TRIGGER_BOARD, EN)]
    assert with_choice == without and any(with_choice)


# --- what-if copies say what was edited ----------------------------------------------------------


def _what_if(client, slug, **numbers):
    form = client.get(f"/boards/{slug}/edit/").context["form"]
    data = {name: field.initial for name, field in form.fields.items()}
    data.update(numbers)
    response = client.post(f"/boards/{slug}/edit/", data)
    assert response.status_code == 302, response.content.decode()[:2000]
    return response["Location"]


def test_a_what_if_copy_says_what_was_edited_and_is_not_titled_as_the_original(client, boards):
    board = Board.objects.get(slug="gr-destroy-event-before-move")
    url = _what_if(client, board.slug, n__knight__damage=2)
    page = client.get(url, headers=EN).content.decode()
    assert "Changed from the original" in page
    assert "Squire: damage 3 → 2" in page
    assert f"<h1>What-if copy of “{escape(board.title_en)}”" in page
    assert f"<h1>{escape(board.title_en)}" not in page
    ja = client.get(url, headers=JA).content.decode()
    assert "元の盤面からの変更点" in ja and "《見習い騎士》: ダメージ 3 → 2" in ja


def test_a_what_if_copy_shows_the_original_notes_only_while_it_runs_the_same(client, boards):
    slug = "gr-destroy-event-before-move"
    url = _what_if(client, slug, n__knight__damage=2)
    original = client.get(f"/boards/{slug}/", headers=EN).context["viewer"].trace["steps"]
    # with 2 damage and 3 HP no destroy process is placed: the run differs from step 0 (the table)
    for index in range(len(original)):
        response = client.get(url, {"step": index}, headers=EN)
        if response.status_code != 200:
            break
        assert response.context["viewer"].note == ""
    assert EditedBoard.objects.count() == 1


def test_an_unchanged_what_if_copy_keeps_its_notes_and_says_nothing_was_edited(client, boards):
    slug = "gr-destroy-event-before-move"
    own = client.get(f"/boards/{slug}/", headers=EN).context["viewer"].trace["steps"]
    noted = [s["index"] for s in own if s["note"]]
    assert noted
    url = _what_if(client, slug)
    for index in noted:
        page = client.get(url, {"step": index}, headers=EN).content.decode()
        assert "Nothing: this copy is the same board as the original." in page
        assert own[index]["note"]["en"][:40].replace("'", "&#x27;") in _explained(page)


# --- the table and what changed ------------------------------------------------------------------


def test_what_waits_to_be_played_reads_as_words(client, boards):
    step = _index(client, "gr-destroy-event-before-move", "destroyed-event")
    page = client.get("/boards/gr-destroy-event-before-move/", {"step": step}, headers=EN).content.decode()
    assert (
        "“Spring&#x27;s Blessing” of Healing Spring (player A) — triggered because Squire was destroyed"
        in page
    )
    assert "{&#x27;" not in page and "{'" not in page
    ja = client.get("/boards/gr-destroy-event-before-move/", {"step": step}, headers=JA).content.decode()
    assert "《癒しの泉》の「泉の加護」（プレイヤーA） — 《見習い騎士》が破壊されたことで誘発" in ja


def test_each_change_is_listed_before_and_after_in_text(client, boards):
    slug = "gr-hp6-field-card-leaves"
    leaves, resolved = _index(client, slug, "left-field"), _index(client, slug, "destroy-process-resolved")
    page = client.get(f"/boards/{slug}/", {"step": leaves}, headers=EN).content.decode()
    changes = page.split('<ul class="change-list">')[1].split("</ul>")[0]
    assert "<li>Fortress Knight: HP 6 → 5</li>" in changes
    assert "<li>Guardian Banner: A&#x27;s field-card zone → A&#x27;s graveyard</li>" in changes
    moved = client.get(f"/boards/{slug}/", {"step": resolved}, headers=EN).content.decode()
    assert "Fortress Knight: A&#x27;s attack zone (center) → A&#x27;s graveyard" in moved
    ja = client.get(f"/boards/{slug}/", {"step": leaves}, headers=JA).content.decode()
    assert "《城塞の騎士》: HP 6 → 5" in ja


def test_a_step_that_changes_nothing_says_so(client, boards):
    page = client.get("/boards/gr-hp6-field-card-leaves/", {"step": 0}, headers=EN).content.decode()
    assert "Nothing on the table changed in this step." in page


def test_the_change_highlight_is_not_the_focus_ring_and_has_a_legend(client, boards):
    css = (Path(__file__).resolve().parents[2] / "static/css/site.css").read_text()
    changed_rules = re.findall(r"(?m)^[^{}]*\.changed[^{}]*\{([^}]*)\}", css)
    assert changed_rules
    assert not any("--focus" in rule or "outline" in rule for rule in changed_rules)
    step = _index(client, "gr-hp6-field-card-leaves", "left-field")
    page = client.get("/boards/gr-hp6-field-card-leaves/", {"step": step}, headers=EN).content.decode()
    assert "what changed in this step is tinted and marked ◆" in page
    assert 'class="changed-mark"' in page


def test_the_table_shows_names_not_board_ids(client, boards):
    step = _index(client, "gr-destroy-event-before-move", "destroy-process-placed")
    page = client.get("/boards/gr-destroy-event-before-move/", {"step": step}, headers=EN).content.decode()
    table = page.split('class="table-view"')[1].split('class="viewer-foot"')[0]
    assert "Squire" in table
    assert not re.search(r">\s*(knight|spring|g1|rA|rB)\s*<", table)


def test_a_card_without_a_name_is_a_card_on_the_table_not_its_board_id(client, boards):
    """A board's ids are the file's, not the reader's (issue 21, finding 6): "カード", not its id."""
    # op-first-turns leaves B's opening hand unnamed (b-h1 … b-h5); the boards whose steps name a
    # card (a trashed cost card, issue 33) give it a name
    page = client.get("/boards/op-first-turns/", headers=JA).content.decode()
    table = page.split('class="table-view"')[1].split('class="viewer-foot"')[0]
    assert '<span class="card-name unnamed">カード</span>' in table
    assert not re.search(r">[^<]*\bb-h1\b[^<]*<", table)


# --- both languages ------------------------------------------------------------------------------


# Every step kind a game can give has a name in both languages: the game's own
# (tests/engine/test_step_kinds.py; the toy game's in tests/site/test_toy_game_in_the_viewer.py).


def test_japanese_pages_name_kinds_tags_and_outcomes_in_japanese(client, boards):
    slug = "gr-destroy-event-before-move"
    step = _index(client, slug, "destroyed-event")
    page = client.get(f"/boards/{slug}/", {"step": step}, headers=JA).content.decode()
    assert "「破壊された」事象" in page and "destroyed-event</" not in page
    last = client.get(f"/boards/{slug}/", {"step": _last(client, slug)}, headers=JA).content.decode()
    assert "すべて解決しました" in last and "resolved" not in last.split('class="outcome"')[1][:200]
    page = client.get(f"/boards/{TRIGGER_BOARD}/", headers=JA).content.decode()
    table = page.split('class="table-view"')[1].split('class="viewer-foot"')[0]
    assert "【ダブルアタック】" in table and "[Double Attack]" not in table


def test_step_texts_link_the_rule_numbers_they_mention(client, boards):
    step = _index(client, "gr-destroy-event-before-move", "destroy-process-placed")
    page = client.get("/boards/gr-destroy-event-before-move/", {"step": step}, headers=EN).content.decode()
    text = page.split('class="step-text"')[1].split("</p>")[0]
    # the board's citations are pinned to the version it was built on (issue 36)
    assert '<a class="xref" href="/gate-ruler/v/1.0.0/12-4a-1/"' in text


def test_an_out_of_source_citation_is_a_link_to_its_page(client, boards):
    slug = "gr-destroy-event-before-move"
    step = _index(client, slug, "recovered")
    response = client.get(f"/boards/{slug}/", {"step": step}, headers=EN, follow=True)
    assert "2-11b" in response.context["viewer"].step["cites"]
    cites = response.content.decode().split('class="cites"')[1].split("</p>")[0]
    assert 'href="/gate-ruler/v/1.0.0/2-11b/"' in cites and "unresolved" not in cites
    response = client.get("/gate-ruler/2-11b/", headers=EN)
    assert response.status_code == 200
    assert f'href="/boards/{slug}/"' in response.content.decode()


def test_english_tables_of_contents_and_breadcrumbs_use_the_english_titles(client, boards):
    toc = client.get("/gate-ruler/", headers=EN).content.decode()
    assert "Destroy process" in toc or "destroy process" in toc
    section = client.get("/gate-ruler/12-4b-3a/", headers=EN).content.decode()
    crumbs = section.split('class="breadcrumb"')[1].split("</nav>")[0]
    assert not re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", re.sub(r'<span lang="ja">.*?</span>', "", crumbs))
    ja = client.get("/gate-ruler/", headers=JA).content.decode()
    assert "破壊処理" in ja


def test_the_what_if_form_labels_cards_by_name_in_the_reader_s_language(client, boards):
    page = client.get("/boards/gr-destroy-event-before-move/edit/", headers=JA).content.decode()
    assert "《見習い騎士》のダメージ" in page and "knight · damage" not in page and "· ダメージ" not in page


def test_engine_messages_in_a_what_if_are_framed_in_the_reader_s_language(client, boards):
    form = client.get("/boards/gr-destroy-event-before-move/edit/").context["form"]
    data = {name: field.initial for name, field in form.fields.items()}
    data["source"] = data["source"].replace("hp: 3, damage: 3", "hp: three, damage: 3")
    page = client.post("/boards/gr-destroy-event-before-move/edit/", data, headers=JA).content.decode()
    # Said in Japanese first (issue 21, finding 8); the engine's English kept beside it, marked.
    assert "0以上の整数を書いてください（今は &#x27;three&#x27;）" in page
    assert "エンジンの説明（英語）" in page and '<code lang="en">line ' in page
