from io import StringIO

import pytest
from django.core.management import CommandError, call_command

import engine
from rulesite.boards.models import Board
from rulesite.boards.services.loader import load_boards


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
        assert section is not None, f"{board.slug} names no section of its rulebook"
        page = client.get(f"/{section.version.rulebook.slug}/{section.number}/").content.decode()
        assert f"?board={board.slug}" in page


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
