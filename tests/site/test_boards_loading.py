from io import StringIO

import pytest
from django.core.management import CommandError, call_command

import engine
from rulesite.boards.models import Board
from rulesite.boards.services.loader import load_boards

pytestmark = pytest.mark.database  # make test-postgres runs it on PostgreSQL too


def test_every_engine_board_is_loaded_and_attached(boards):
    files = engine.board_files()
    assert boards.loaded == len(files) == Board.objects.count()
    for board in Board.objects.all():
        attached = set(board.sections.values_list("number", flat=True))
        named_in_book = {
            n
            for n in board.section_numbers
            if board.rulebook.versions.get().sections.filter(number=n).exists()
        }
        assert attached == named_in_book


def test_every_board_appears_on_at_least_one_section_page(client, boards):
    for board in Board.objects.all():
        section = board.sections.select_related("version__rulebook").first()
        if section is not None:
            page = client.get(f"/{section.version.rulebook.slug}/{section.number}/").content.decode()
            assert f"?board={board.slug}" in page
            continue
        # a board that names only official numbers our text lacks is listed on their pages
        number = board.section_numbers[0]
        page = client.get(f"/{board.rulebook.slug}/{number}/").content.decode()
        assert f'href="/boards/{board.slug}/"' in page, (board.slug, number)


def test_loading_twice_changes_nothing(boards):
    out = StringIO()
    call_command("load_boards", stdout=out)
    assert f"boards: {boards.loaded} loaded (0 new or changed, 0 removed)" in out.getvalue()


def test_a_bad_board_file_loads_nothing(boards, tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("board:\n  id: x\nstate: 3\n", encoding="utf-8")
    good = engine.board_files()[0]
    before = list(Board.objects.values_list("slug", "source_sha256"))
    with pytest.raises(Exception) as caught:
        load_boards([good, bad])
    assert "bad.yaml" in str(caught.value) and "line" in str(caught.value)
    assert list(Board.objects.values_list("slug", "source_sha256")) == before


def test_the_command_reports_problems_without_a_traceback(boards, monkeypatch, tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("not: [valid\n", encoding="utf-8")
    monkeypatch.setattr(engine, "board_files", lambda: [bad])
    with pytest.raises(CommandError, match="nothing changed"):
        call_command("load_boards", stdout=StringIO())


def test_load_boards_reattaches_lost_links_even_when_no_board_changed(boards):
    links = sorted(Board.sections.through.objects.values_list("board_id", "section_id"))
    lost = Board.sections.through.objects.filter(board__rulebook__slug="gate-ruler")
    count = lost.count()
    assert count > 0
    lost.delete()  # what a delete-and-recreate rulebook import used to do
    out = StringIO()
    call_command("load_boards", stdout=out)
    assert f"(0 new or changed, 0 removed, {count} section links re-attached)" in out.getvalue()
    assert sorted(Board.sections.through.objects.values_list("board_id", "section_id")) == links


def test_load_boards_names_every_bad_file_and_line(boards, monkeypatch, tmp_path):
    good = engine.board_files()[0]
    text = good.read_text(encoding="utf-8")
    bad_date = tmp_path / "bad-date.yaml"
    bad_date.write_text(text.replace('version: "1.0.0"', "version: 2020-13-45", 1), encoding="utf-8")
    sjis = tmp_path / "sjis.yaml"
    sjis.write_bytes(b"board:\n  id: x\n  title: {ja: " + "盤面".encode("shift_jis") + b"}\n")
    bad_yaml = tmp_path / "bad-yaml.yaml"
    bad_yaml.write_text("board:\n  id: [x\n", encoding="utf-8")
    missing = tmp_path / "missing.yaml"
    monkeypatch.setattr(engine, "board_files", lambda: [good, bad_date, sjis, bad_yaml, missing])
    before = list(Board.objects.values_list("slug", "source_sha256"))
    with pytest.raises(CommandError) as caught:
        call_command("load_boards", stdout=StringIO())
    message = str(caught.value)
    date_line = text.splitlines().index('  version: "1.0.0"') + 1
    assert f"{bad_date}: line {date_line}: board.version: '2020-13-45' is not a valid value" in message
    assert f"{sjis}: line 3: not UTF-8 text" in message
    assert f"{bad_yaml}: line 3: not valid YAML" in message
    assert f"{missing}: cannot be read" in message
    assert "Traceback" not in message
    assert list(Board.objects.values_list("slug", "source_sha256")) == before
