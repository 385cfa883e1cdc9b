import dataclasses
import functools

import pytest

import engine
from rulesite.boards.models import Board, EditedBoard
from rulesite.boards.services import traces
from rulesite.boards.services.step_address import step_ids

from ..fixtures.documents import NEVER_ENDS
from .pagecheck import card_ids

BOARD = "gr-destroy-event-before-move"


@functools.cache
def _ids() -> list[str]:
    path = next(p for p in engine.board_files() if p.stem == BOARD)
    return step_ids(engine.run(engine.load_board_file(path)).to_json())


def _step(client, index: int) -> dict[str, str]:
    """``?step=`` for step ``index`` of the board's run: its identity (``kind.N``); a bare number
    is a link from before identities, answered by the step it showed then (maybe a redirect)."""
    return {"step": _ids()[index]}


def test_the_board_page_shows_a_step_with_its_citations(client, boards):
    response = client.get(f"/boards/{BOARD}/", _step(client, 1))
    assert response.status_code == 200
    page = response.content.decode()
    viewer = response.context["viewer"]
    assert "Step 1 of" in page
    assert viewer.step["cites"], "every step cites a rule"
    for number in viewer.step["cites"]:
        assert f"/gate-ruler/{number}/" in page
    assert 'class="player turn-player' in page  # the turn player is marked


def test_every_step_has_its_own_full_page_and_an_htmx_fragment(client, boards):
    viewer = client.get(f"/boards/{BOARD}/").context["viewer"]
    for index in range(viewer.last + 1):
        full = client.get(f"/boards/{BOARD}/", _step(client, index))
        assert full.status_code == 200 and b"<html" in full.content
        fragment = client.get(f"/boards/{BOARD}/", _step(client, index), headers={"HX-Request": "true"})
        assert fragment.status_code == 200
        assert fragment.content.decode().lstrip().startswith('<section id="viewer"')
        restore = client.get(
            f"/boards/{BOARD}/",
            _step(client, index),
            headers={"HX-Request": "true", "HX-History-Restore-Request": "true"},
        )
        assert b"<html" in restore.content


def test_the_controls_link_to_the_neighbouring_steps(client, boards):
    response = client.get(f"/boards/{BOARD}/", _step(client, 2))
    page, ids = response.content.decode(), response.context["viewer"].ids
    # links name a step by its identity (KIND.N), which steps added before it never move
    assert (
        f'href="/boards/{BOARD}/?step={ids[1]}"' in page and f'href="/boards/{BOARD}/?step={ids[3]}"' in page
    )
    assert 'hx-push-url="true"' in page
    first = client.get(f"/boards/{BOARD}/", _step(client, 0)).content.decode()
    assert 'class="nav-button disabled"' in first


def test_changes_are_highlighted(client, boards):
    viewer = client.get(f"/boards/{BOARD}/").context["viewer"]
    changed_steps = [
        i
        for i in range(viewer.last + 1)
        if 'class="card changed"' in client.get(f"/boards/{BOARD}/", _step(client, i)).content.decode()
        or "area changed" in client.get(f"/boards/{BOARD}/", _step(client, i)).content.decode()
    ]
    assert changed_steps


def test_a_decision_can_be_changed_and_the_other_outcome_shown(client, boards):
    viewer = client.get(f"/boards/{BOARD}/").context["viewer"]
    decision_step = next(s for s in viewer.trace["steps"] if s["decision"])
    key, chosen = decision_step["decision"]["key"], decision_step["decision"]["chosen"]
    other = next(o for o in decision_step["decision"]["options"] if o != chosen)
    page = client.get(f"/boards/{BOARD}/", _step(client, decision_step["index"])).content.decode()
    assert f'value="{key}={other}"' in page  # the form offers the other option
    # the form names the step by its number in the run (?go=N): in the other branch the same step
    # may be another kind of step, so it is sent on to that step's identity there
    assert f'name="go" value="{decision_step["index"]}"' in page
    go = {"go": decision_step["index"], "choose": f"{key}={other}"}
    branch = client.get(f"/boards/{BOARD}/", go, follow=True)
    assert branch.status_code == 200 and branch.redirect_chain[0][1] == 302
    assert branch.context["viewer"].index == decision_step["index"]
    assert branch.context["viewer"].decision.chosen == other
    original_end = engine.state_at(viewer.trace, -1)
    branch_end = engine.state_at(branch.context["viewer"].trace, -1)
    assert original_end != branch_end
    assert f"choose={key}%3D{other}" in branch.content.decode()  # the branch stays in every link


@pytest.mark.parametrize(
    ("query", "status"),
    [
        ({"step": "99"}, 404),
        ({"step": "-1"}, 400),
        ({"step": "x"}, 400),
        ({"step": "1" * 50}, 400),
        ({"choose": "junk"}, 400),
        ({"choose": "choose-g2=bogus"}, 400),
        ({"choose": "<b>k</b>=v"}, 200),
    ],
)
def test_bad_steps_and_choices_get_a_clear_message(client, boards, query, status):
    response = client.get(f"/boards/{BOARD}/", query)
    assert response.status_code == status
    assert b"<b>k</b>" not in response.content
    assert b"Traceback" not in response.content


def test_unknown_boards_are_404(client, boards):
    assert client.get("/boards/no-such-board/").status_code == 404
    assert client.get("/boards/what-if/zzzz/").status_code == 404


def test_the_embed_view_is_frameable_and_links_back(client, boards):
    response = client.get(f"/boards/{BOARD}/embed/", _step(client, 2))
    assert response.status_code == 200
    assert "X-Frame-Options" not in response.headers
    page, ids = response.content.decode(), response.context["viewer"].ids
    assert f'href="http://testserver/boards/{BOARD}/?step={ids[2]}" target="_top"' in page
    assert f'href="/boards/{BOARD}/embed/?step={ids[3]}"' in page


def test_open_graph_tags_on_board_and_section_pages(client, boards):
    assert b'property="og:title"' in client.get(f"/boards/{BOARD}/").content
    assert b'property="og:title"' in client.get("/gate-ruler/12-4b-3a/").content


def test_a_section_page_runs_its_board_inline(client, boards):
    response = client.get("/gate-ruler/12-4b-3a/")
    page, ids = response.content.decode(), response.context["viewer"].ids
    assert "Runnable examples" in page and 'id="viewer"' in page
    assert f'href="/gate-ruler/12-4b-3a/?board={BOARD}&amp;step={ids[1]}"' in page
    fragment = client.get(
        "/gate-ruler/12-4b-3a/", {"board": BOARD, **_step(client, 1)}, headers={"HX-Request": "true"}
    )
    assert fragment.content.decode().lstrip().startswith('<section id="viewer"')


def test_a_parent_section_lists_each_board_once_with_the_sections_it_illustrates(client, boards):
    response = client.get("/gate-ruler/12-4/")
    entries = response.context["section_boards"]
    slugs = [e["board"].slug for e in entries]
    assert len(slugs) == len(set(slugs)) > 1
    expected = set(
        Board.objects.filter(
            sections__version__rulebook__slug="gate-ruler", sections__number__startswith="12-4"
        ).values_list("slug", flat=True)
    )
    assert set(slugs) == expected
    for entry in entries:
        assert {s.number for s in entry["sections"]} == {
            n for n in entry["board"].section_numbers if n == "12-4" or n.startswith("12-4")
        } & {s.number for s in entry["board"].sections.all()}
    page = response.content.decode()
    for slug in slugs:
        assert page.count(f'href="/boards/{slug}/"') == 1  # one "own page" link per board
    # the board list comes before the viewer
    assert page.index('class="section-boards"') < page.index('id="viewer"')


def test_the_trace_is_computed_once(client, boards, monkeypatch):
    import engine

    client.get(f"/boards/{BOARD}/", _step(client, 1))
    calls = []
    real_run = engine.run
    monkeypatch.setattr(engine, "run", lambda *a, **k: calls.append(1) or real_run(*a, **k))
    for step in range(4):
        client.get(f"/boards/{BOARD}/", _step(client, step), headers={"HX-Request": "true"})
    assert calls == []


def test_what_if_runs_an_edited_copy_and_keeps_the_curated_board(client, boards):
    board = Board.objects.get(slug=BOARD)
    form = client.get(f"/boards/{BOARD}/edit/").context["form"]
    data = {name: field.initial for name, field in form.fields.items()}
    data["n__knight__hp"] = 5  # now 3 damage does not destroy it
    response = client.post(f"/boards/{BOARD}/edit/", data)
    assert response.status_code == 302
    edited = EditedBoard.objects.get()
    assert response["Location"] == f"/boards/what-if/{edited.slug}/"
    assert "hp: 5" in edited.source
    assert Board.objects.get(slug=BOARD).source == board.source
    shown = client.get(response["Location"])
    assert shown.status_code in (200, 400)  # an edited board may need a choice its script no longer gives
    assert "edited copy" in shown.content.decode()


def test_what_if_lists_every_problem_with_its_line(client, boards):
    form = client.get(f"/boards/{BOARD}/edit/").context["form"]
    data = {name: field.initial for name, field in form.fields.items()}
    data["source"] = data["source"].replace("hp: 3, damage: 3", "hp: three, damage: -1")
    response = client.post(f"/boards/{BOARD}/edit/", data)
    assert response.status_code == 400
    page = response.content.decode()
    assert "line " in page and "hp" in page and "damage" in page
    assert EditedBoard.objects.count() == 0


def test_what_if_refuses_a_negative_number(client, boards):
    form = client.get(f"/boards/{BOARD}/edit/").context["form"]
    data = {name: field.initial for name, field in form.fields.items()}
    data["n__knight__hp"] = -4
    assert client.post(f"/boards/{BOARD}/edit/", data).status_code == 400


def test_a_what_if_board_that_never_ends_shows_a_loop_step(client, boards, monkeypatch):
    # the loop step is under test, not the CPU budget (tests/site/test_limits.py has its own)
    monkeypatch.setattr(traces, "LIMITS", dataclasses.replace(traces.LIMITS, cpu_seconds=10.0))
    form = client.get(f"/boards/{BOARD}/edit/").context["form"]
    data = {name: field.initial for name, field in form.fields.items()}
    data["source"] = NEVER_ENDS.read_text(encoding="utf-8")
    location = client.post(f"/boards/{BOARD}/edit/", data)["Location"]
    viewer = client.get(location).context["viewer"]
    assert viewer.trace["steps"][-1]["kind"] == "loop"
    last = client.get(location, {"step": viewer.last})
    assert last.status_code == 200 and "loop" in last.content.decode()


def test_coverage_page_lists_sections_with_and_without_boards(client, boards):
    response = client.get("/gate-ruler/coverage/")
    assert response.status_code == 200
    page = response.content.decode()
    assert 'href="/gate-ruler/coverage/"' in client.get("/gate-ruler/").content.decode()
    assert "clauses have a runnable example" in page
    assert 'class="covered"' in page


def test_what_if_refuses_a_yaml_alias_bomb(client, boards):
    form = client.get(f"/boards/{BOARD}/edit/").context["form"]
    data = {name: field.initial for name, field in form.fields.items()}
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    lines += [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]" for i in range(1, 9)]
    data["source"] = "\n".join([*lines, "board: *a8"])
    response = client.post(f"/boards/{BOARD}/edit/", data)
    assert response.status_code == 400 and "aliases" in response.content.decode()


# --- issue 21, finding 6: a reader sees names and game words, never the board file's ids --------


# Every step of every board, in both languages, is read for board ids, and a note's pointer to a
# panel for the panel's title, in the one walk of every step page (test_step_pages_walk.py).


def _number_labels(client, slug: str, lang: str) -> dict[str, str]:
    import re

    page = client.get(f"/boards/{slug}/edit/", headers={"Accept-Language": lang}).content.decode()
    labels = re.findall(r'<label\s+for="id_(n__[^"]+)"[^>]*>\s*(.*?)<span class="asteriskField"', page, re.S)
    return {name: " ".join(text.split()).replace("&#x27;", "'") for name, text in labels}


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        (
            "en",
            {
                "n__rA__life": "Player A's Life",
                "n__rB__life": "Player B's Life",
                "n__knight__hp": "Fortress Knight's HP",
                "n__knight__damage": "Fortress Knight's damage",
            },
        ),
        (
            "ja",
            {
                "n__rA__life": "プレイヤーAのライフ",
                "n__rB__life": "プレイヤーBのライフ",
                "n__knight__hp": "《城塞の騎士》のHP",
                "n__knight__damage": "《城塞の騎士》のダメージ",
            },
        ),
    ],
)
def test_what_if_fields_are_named_as_a_player_would(client, boards, lang, expected):
    assert _number_labels(client, "gr-hp6-field-card-leaves", lang) == expected


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_what_if_field_of_any_board_is_labelled_with_a_board_id(client, boards, lang):
    import re

    import yaml

    fields = 0
    for board in Board.objects.all():
        ids = card_ids(yaml.safe_load(board.source)["state"], set())
        pattern = re.compile(r"(?<![\w-])(" + "|".join(re.escape(i) for i in sorted(ids)) + r")(?![\w-])")
        for name, label in _number_labels(client, board.slug, lang).items():
            assert not pattern.search(label), (board.slug, name, label)
            assert "·" not in label, (board.slug, name, label)
            fields += 1
    assert fields > 50
    # An unnamed card is called by where it started, as the step sentences call it.
    labels = _number_labels(client, "op-double-attack-trigger-on-ko", lang)
    assert (
        labels["n__b-life3__power"]
        == {
            "en": "Power of the card from B's Life area",
            "ja": "Bのライフエリアにあったカードのパワー",
        }[lang]
    )


# --- issue 21, finding 8: a what-if board's problems, at the top, in the reader's language -------


def _post_what_if(client, lang: str, change):
    slug = "gr-hp6-field-card-leaves"
    form = client.get(f"/boards/{slug}/edit/").context["form"]
    data = {name: field.initial for name, field in form.fields.items()}
    data["source"] = change(data["source"])
    return client.post(f"/boards/{slug}/edit/", data, headers={"Accept-Language": lang})


def _bad_indent(source: str) -> str:
    return source.replace("      deck: [a1, a2, a3]\n", "      deck: [a1, a2, a3]\n     - oops\n", 1)


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Line 18, column 6:"),
        ("ja", "18行目、6文字目："),
    ],
)
def test_a_yaml_error_is_said_at_the_top_with_its_line_quoted_and_marked(client, boards, lang, said):
    response = _post_what_if(client, lang, _bad_indent)
    assert response.status_code == 400
    page = response.content.decode()
    problems = page.index('class="board-problems"')
    assert problems < page.index("<textarea"), "the problem is listed above the text box"
    listed = page[problems : page.index("</section>", problems)]
    assert said in listed
    assert '<span class="line-no" aria-hidden="true">18 │ </span>     - oops' in listed
    assert '<span class="marker" aria-hidden="true">' + " " * len("18 │ ") + "     ^</span>" in listed
    assert 'class="show-line" data-line="18"' in listed
    # The engine's English is kept, marked as English; the reader's sentence is in their language.
    assert '<code lang="en">line 18: not valid YAML: did not find expected key</code>' in listed
    if lang == "ja":
        sentence = listed.split("</strong>", 1)[1].split("</p>", 1)[0]
        assert "YAMLとして読めません" in sentence and "expected" not in sentence


def test_the_what_if_form_links_the_board_format(client, boards):
    page = client.get("/boards/op-double-attack-trigger-on-ko/edit/").content.decode()
    assert '<a href="/boards/format/onepiece/">the board format</a>' in page
    assert "docs/boards" not in page.split("<textarea")[0]
    doc = client.get("/boards/format/onepiece/", headers={"Accept-Language": "ja"})
    assert doc.status_code == 200
    text = doc.content.decode()
    assert "<h1>" in text and '<article class="format-doc" lang="en">' in text
    assert "英語のみ" in text
    assert client.get("/boards/format/gateruler/").status_code == 200
    assert client.get("/boards/format/chess/").status_code == 404


def test_engine_problems_are_explained_line_by_line():
    from django.utils import translation

    from rulesite.boards.services.board_errors import explain

    source = "a: 1\nb: {x: 1\nc: 3\n"
    with translation.override("ja"):
        (problem,) = explain(["line 2: x.y: duplicate card id 'k' (first on line 1)"], source)
        assert problem.line == 2 and problem.quote == "b: {x: 1" and problem.column is None
        assert problem.message == "x.y：カードID 'k' が2回使われています（最初は1行目）。"
        (whole,) = explain(["file: the YAML nests too deeply"], source)
        assert whole.line is None and whole.engine == "file: the YAML nests too deeply"
        assert "エンジンの説明" in whole.message


def test_a_problem_in_yaml_the_reader_did_not_write_quotes_no_line():
    """Changed key numbers make a copy whose YAML the reader has not seen: its lines are not quoted."""
    from rulesite.boards.services.board_errors import explain

    source = "a: 1\nb: x: 1\n"
    problem = "line 2: not valid YAML: mapping values are not allowed here"
    (seen,) = explain([problem], source)
    assert seen.quoted and seen.quote == "b: x: 1" and seen.column == 5 and seen.marker == "    ^"
    (unseen,) = explain([problem], source, quote=False)
    assert not unseen.quoted and unseen.quote == "" and unseen.column is None and unseen.line == 2


@pytest.mark.parametrize(
    "text",
    [
        "a: 1\nb: x: 1\n",
        "a:\n\t- 1\n",
        'a: "x\n',
        "a: [1, 2\n",
        "- a\nb: 1\n",
        "a:\n  - 1\n b: 2\n",
        "a: @x\n",
    ],
)
def test_common_yaml_mistakes_are_said_in_japanese(text):
    """The loader the engine uses (libyaml where present) words its complaints its own way: each
    common one has the reader's words, not "the engine's words are below"."""
    from django.utils import translation

    from engine.core.yamlnode import Problems, parse_yaml
    from rulesite.boards.services.board_errors import explain

    problems = Problems()
    assert parse_yaml(text, problems) is None
    with translation.override("ja"):
        (problem,) = explain(problems.sorted(), text)
    assert problem.message.startswith("YAMLとして読めません。")
    assert "エンジンの説明" not in problem.message, problem.engine


def test_coverage_page_lists_every_official_number_by_chapter(client, boards):
    """Issue 34: all 478 numbers of the official ONE PIECE rules, by chapter, with counts; the
    numbers no game can meet say so, on the coverage page and on their own page."""
    response = client.get("/one-piece/coverage/")
    assert response.status_code == 200
    official = response.context["official"]
    assert official["total"] == 478 and sum(c.total for c in official["chapters"]) == 478
    assert [c.number for c in official["chapters"]] == [str(n) for n in range(1, 12)]
    assert 400 <= official["cited"] < 478 and official["no_play"] == 14  # issue 34: ≥ 400 of 478 cited
    page = response.content.decode()
    assert 'id="chapter-11"' in page and "does not affect play" in page
    rows = {r.number: r.status for c in official["chapters"] for r in c.rows}
    assert rows["2-16-1"] == "no-play" and rows["1-3-6-1"] == "cited" and rows["11-1-1"] == "cited"
    own = client.get("/one-piece/2-16-1/").content.decode()
    assert "does not affect play" in own
    ja = client.get("/one-piece/coverage/", HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    assert "公式ルールの番号" in ja
