"""Issue 30: a shared what-if link is never lost — copies follow their boards, an operator can take
one down with a reason, and copies stored before this change keep working (data migration)."""

from __future__ import annotations

import hashlib
import io

import pytest
import yaml
from django.core.management import call_command
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.test import Client

import engine
from rulesite.boards.models import Board, EditedBoard, WhatIfTotals
from rulesite.boards.services.loader import load_boards

BOARD = "gr-hp-zero"


pytestmark = pytest.mark.database  # make test-postgres runs it on PostgreSQL too


def post_copy(client: Client, life: int = 6) -> str:
    form = client.get(f"/boards/{BOARD}/edit/").context["form"]
    data = {name: field.initial for name, field in form.fields.items()}
    data["source"] = data["source"].replace("life: 7}", f"life: {life}}}", 1)
    response = client.post(f"/boards/{BOARD}/edit/", data)
    assert response.status_code == 302, response.content[:500]
    return response["Location"]


def board_paths(without: str | None = None):
    return [p for p in engine.board_files() if without is None or p.stem != without]


def test_a_removed_board_leaves_its_copies_readable_and_they_follow_it_when_it_returns(boards):
    """Audit finding 5: 709 of 709 copies lost their board for good when its file went and came back."""
    client = Client()
    url = post_copy(client)
    result = load_boards(board_paths(without=BOARD))
    assert result.removed == 1  # one board (its section links were counted too: "4 removed")
    edited = EditedBoard.objects.get()
    assert edited.based_on is None and edited.origin == BOARD
    page = client.get(url)
    assert page.status_code == 200
    text = page.content.decode()
    assert "The original board was removed" in text and "A unit whose HP drops to 0" in text
    assert "7 → 6" in text  # what it changed is kept with the copy
    ja = client.get(url, headers={"Accept-Language": "ja"}).content.decode()
    assert "元の盤面はサイトから削除されました" in ja and "HPが0になったユニット" in ja

    result = load_boards(board_paths())
    assert result.relinked == 1
    edited.refresh_from_db()
    assert edited.based_on == Board.objects.get(slug=BOARD)
    text = client.get(url).content.decode()
    assert "The original board was removed" not in text and f'href="/boards/{BOARD}/"' in text


def test_a_renamed_board_keeps_its_copies_and_its_old_address(boards, tmp_path):
    client = Client()
    url = post_copy(client)
    original = next(p for p in engine.board_files() if p.stem == BOARD)
    data = yaml.safe_load(original.read_text(encoding="utf-8"))
    data["board"]["id"] = "gr-hp-drops-to-zero"
    data["board"]["aliases"] = [BOARD]
    renamed = tmp_path / "gr-hp-drops-to-zero.yaml"
    renamed.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    result = load_boards([*board_paths(without=BOARD), renamed])
    assert (result.removed, result.relinked) == (1, 1)
    edited = EditedBoard.objects.get()
    assert edited.based_on.slug == "gr-hp-drops-to-zero" and edited.origin == "gr-hp-drops-to-zero"
    assert 'href="/boards/gr-hp-drops-to-zero/"' in client.get(url).content.decode()
    old = client.get(f"/boards/{BOARD}/?step=2")
    assert old.status_code == 301 and old["Location"] == "/boards/gr-hp-drops-to-zero/?step=2"


def test_an_alias_that_is_another_boards_id_is_refused(boards, tmp_path):
    original = next(p for p in engine.board_files() if p.stem == BOARD)
    data = yaml.safe_load(original.read_text(encoding="utf-8"))
    data["board"]["id"] = "gr-hp-zero-again"
    data["board"]["aliases"] = ["gr-defeat-by-damage"]
    clash = tmp_path / "clash.yaml"
    clash.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    with pytest.raises(Exception, match="alias 'gr-defeat-by-damage' is the id of"):
        load_boards([*board_paths(), clash])


def test_an_operator_lists_copies_and_takes_one_down_with_a_reason(boards):
    client = Client()
    url = post_copy(client)
    other = post_copy(client, life=5)
    key = url.rstrip("/").rsplit("/", 1)[-1]
    out = io.StringIO()
    call_command("what_if_copies", "list", stdout=out)
    assert key in out.getvalue() and BOARD in out.getvalue()
    assert client.get(url).status_code == 200  # cached now: the take-down must reach it anyway
    before = WhatIfTotals.objects.get()
    size = EditedBoard.objects.get(key__startswith=key).size
    call_command(
        "what_if_copies", "take-down", url, "--reason", "Posted to harass a player.", stdout=io.StringIO()
    )
    for address in (url, url + "embed/"):
        page = client.get(address)
        assert page.status_code == 410
        assert "Posted to harass a player." in page.content.decode()
    assert "life: 6" not in client.get(url).content.decode()
    edited = EditedBoard.objects.get(key__startswith=key)
    assert edited.source == "" and edited.size == 0
    after = WhatIfTotals.objects.get()
    assert (after.copies, after.bytes) == (before.copies - 1, before.bytes - size)
    assert client.get(other).status_code == 200
    out = io.StringIO()
    call_command("what_if_copies", "list", "--taken-down", stdout=out)
    assert "TAKEN DOWN: Posted to harass a player." in out.getvalue()
    with pytest.raises(Exception, match="taken down already"):
        call_command("what_if_copies", "take-down", key, "--reason", "again")


@pytest.mark.django_db(transaction=True)
def test_copies_stored_before_keep_working_after_the_migration(boards):
    executor = MigrationExecutor(connection)
    executor.migrate([("boards", "0002_what_if_store")])
    old = executor.loader.project_state([("boards", "0002_what_if_store")]).apps
    OldEdited = old.get_model("boards", "EditedBoard")
    OldBoard = old.get_model("boards", "Board")
    board = OldBoard.objects.get(slug=BOARD)
    text = board.source.replace("life: 7}", "life: 6}", 1)
    key = hashlib.sha256(text.encode()).hexdigest()
    OldEdited.objects.create(key=key, source=text, based_on=board, size=len(text.encode()))
    OldEdited.objects.create(key="f" * 64, source="board: {}\n", based_on=None, size=10)
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(executor.loader.graph.leaf_nodes())
    edited = EditedBoard.objects.get(key=key)
    assert edited.source == text and edited.origin == BOARD and edited.size == len(bytes(edited.packed))
    assert WhatIfTotals.objects.get().copies == 2
    page = Client().get(f"/boards/what-if/{key[:16]}/")
    assert page.status_code == 200 and "7 → 6" in page.content.decode()
    assert EditedBoard.objects.get(key=key).changes["en"]  # made once, then kept
