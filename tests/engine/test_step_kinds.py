"""The docs' step kinds and decision keys are generated from the engine's registries, which are complete."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import engine
from engine.cli import generated_docs
from engine.core import kinds, registry
from engine.core.golden import branches
from engine.core.recorder import Recorder
from engine.core.text import Text

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("gateruler", "onepiece")


def test_the_docs_tables_equal_the_generated_ones():
    for path, blocks in generated_docs().items():
        text = path.read_text(encoding="utf-8")
        for name, body in blocks.items():
            assert kinds.block(text, name) == body, (
                f"{path.name}: the {name} table differs from engine/<game>/steps.py; "
                "run `python -m engine docs --update`"
            )


@pytest.mark.parametrize("name", GAMES)
def test_every_kind_the_source_emits_is_listed_and_every_listed_kind_is_emitted_somewhere(name):
    game = registry.get(name)
    listed = {k.name for k in game.step_kinds}
    assert len(listed) == len(game.step_kinds), "a kind is listed twice"
    source = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "engine" / name).glob("*.py"))
    emitted = set(re.findall(r'emit\(\s*"([a-z-]+)"', source)) | set(
        re.findall(r'"([a-z-]+)" if k ==', source)
    )
    emitted |= set(re.findall(r'if k == "move" else "([a-z-]+)"', source))
    assert emitted - listed == set(), "emitted but not listed"
    for kind in listed - {"loop"}:
        assert f'"{kind}"' in source, f"{kind} is listed but the {name} engine never gives it"


@pytest.mark.parametrize("name", GAMES)
def test_every_decision_key_the_source_asks_is_listed(name):
    game = registry.get(name)
    listed = {d.key.split("-")[0] for d in game.decision_keys}
    source = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "engine" / name).glob("*.py"))
    asked = re.findall(r'decide\(\s*f"([a-z]+)-', source)
    assert asked and set(asked) <= listed
    patterns = {d.key for d in game.decision_keys}
    for full in re.findall(r'decide\(\s*f"([a-z-]+)-\{', source):
        assert any(p.startswith(full + "-") for p in patterns), full


@pytest.mark.parametrize("name", GAMES)
def test_every_kind_a_game_can_give_has_a_name_in_both_languages(name):
    """A reader's what-if copy can reach any kind, not only those the shipped boards reach. The
    names are the game's own: engine/<game>/messages/kinds.<lang>.ftl (engine.core.describe)."""
    game = registry.get(name)
    for kind in game.step_kinds:
        named = game.kind_name(kind.name)
        assert named is not None, f"add kind-{kind.name} to engine/{name}/messages/kinds.<lang>.ftl"
        assert named.ja.strip() and named.en.strip(), kind.name
        assert named.ja != named.en, f"kind-{kind.name} is not in Japanese"


@pytest.mark.parametrize("name", GAMES)
def test_a_game_names_no_kind_it_cannot_give(name):
    game = registry.get(name)
    listed = {k.name for k in game.step_kinds}
    for lang in ("ja", "en"):
        named = {m.removeprefix("kind-") for m in game.messages.ids(lang) if m.startswith("kind-")}
        assert named - listed == set(), f"engine/{name}/messages/kinds.{lang}.ftl names kinds steps.py lacks"


def test_every_step_of_every_board_and_branch_has_a_listed_kind():
    for path in engine.board_files():
        board = engine.load_board_file(path)
        listed = {k.name for k in registry.get(board.meta.game).step_kinds}
        for branch in branches(board):
            if branch.trace is not None:
                assert {s.kind for s in branch.trace.steps} <= listed, path.stem


def test_the_recorder_refuses_an_unlisted_kind():
    recorder = Recorder(dict, kinds=frozenset({"start"}))
    recorder.emit("start", ["1"], Text(en="en", ja="ja"))
    with pytest.raises(ValueError, match="not listed"):
        recorder.emit("made-up", ["1"], Text(en="en", ja="ja"))


def test_the_docs_command_reports_and_rewrites_a_stale_table(tmp_path, monkeypatch, capsys):
    from engine import cli

    for doc in cli.DOC_GAMES:
        (tmp_path / doc).write_text((ROOT / "docs" / doc).read_text(encoding="utf-8"), encoding="utf-8")
    stale = (tmp_path / "boards.md").read_text(encoding="utf-8").replace("| `played` |", "| `plaid` |")
    (tmp_path / "boards.md").write_text(stale, encoding="utf-8")
    monkeypatch.setattr(cli, "DOCS_DIR", tmp_path)
    assert cli.main(["docs"]) == 1
    assert "+| `played` |" in capsys.readouterr().out
    assert cli.main(["docs", "--update"]) == 0
    assert cli.main(["docs"]) == 0
