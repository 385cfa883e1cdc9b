"""Sentences as data (issue 19, part 4): every message of every step of every branch of every board,
in both languages, for the games whose wording is in Fluent message files (engine/core/messages.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

import engine
from engine.core import golden, registry
from engine.core.messages import LEFTOVER, MessageError, Messages, observe
from engine.core.text import Text

ROOT_BOARDS = Path(__file__).resolve().parents[2] / "data" / "boards" / "gateruler"
#: games whose sentences are not in message files yet (a game converts by adding
#: engine/<game>/messages/*.ftl and setting ``messages`` on the game)
NOT_YET: set[str] = set()
#: games all of whose step sentences are each one message (no words joined in Python)
WHOLE = {"gateruler", "onepiece"}


def covered() -> list[str]:
    return sorted(name for name in registry.names() if registry.get(name).messages is not None)


def test_it_says_which_games_have_their_sentences_in_message_files():
    assert covered() == ["gateruler", "onepiece"]
    assert set(registry.names()) - set(covered()) == NOT_YET


def _boards(game: str) -> list:
    return [p for p in engine.board_files() if engine.load_board_file(p).game.name == game]


@pytest.mark.parametrize("path", [p for game in covered() for p in _boards(game)], ids=lambda p: p.stem)
def test_every_step_of_every_branch_renders_in_both_languages(path):
    board = engine.load_board_file(path)
    with observe() as seen:
        runs = golden.branches(board)
    assert runs and seen, "the board renders no message"
    for rendered in seen:
        for lang in ("ja", "en"):
            text = getattr(rendered.text, lang)
            assert not LEFTOVER.search(text), f"{rendered.id} ({lang}) leaves a placeholder: {text}"
    outputs = {(r.text.ja, r.text.en[:1].upper() + r.text.en[1:]) for r in seen}
    steps = [s for run in runs if run.trace for s in run.trace.steps]
    assert steps
    for step in steps:
        for lang in ("ja", "en"):
            assert step.text[lang].strip(), f"step {step.index} ({step.kind}) has no {lang} text"
            assert not LEFTOVER.search(step.text[lang]), f"step {step.index}: {step.text[lang]}"
        if board.game.name in WHOLE:
            assert _whole_messages((step.text["ja"], step.text["en"]), outputs), (
                f"step {step.index} ({step.kind}) is not made of whole messages"
            )


def _whole_messages(text: tuple[str, str], outputs: set[tuple[str, str]]) -> bool:
    """A step says one message, or one message and then another whole one (ONE PIECE adds the
    sentence of DON!! returned rested, 6-5-5-4, to the step of the move that returned them)."""
    if text in outputs:
        return True
    ja, en = text
    return any(
        ja.startswith(a_ja)
        and en.startswith(a_en + " ")
        and (ja[len(a_ja) :], en[len(a_en) + 1 :]) in outputs
        for a_ja, a_en in outputs
    )


@pytest.mark.parametrize("game", covered())
def test_both_languages_define_the_same_messages(game):
    messages = registry.get(game).messages
    assert messages.ids("ja") == messages.ids("en")


def _sample(variables: set[str]) -> dict[str, object]:
    return {
        v: 1
        if v in ("count", "gone", "rest", "life", "damage", "hp", "moved") or v.endswith("_count")
        else "x"
        for v in variables
    }


@pytest.mark.parametrize("game", covered())
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_every_message_renders_with_the_variables_it_names(game, lang):
    messages = registry.get(game).messages
    for message_id, variables in messages.variables(lang).items():
        out = messages.format(lang, message_id, _sample(variables))  # raises on any Fluent error
        assert not LEFTOVER.search(out), f"{message_id}: {out}"


@pytest.fixture
def tiny(tmp_path) -> Messages:
    (tmp_path / "ja.ftl").write_text("hello = こんにちは、{ $who }\nonly-ja = だけ\n", encoding="utf-8")
    (tmp_path / "en.ftl").write_text("hello = Hello, { $who }\n", encoding="utf-8")
    return Messages(tmp_path, game="tiny")


def test_a_text_argument_gives_each_language_its_words(tiny):
    assert tiny.text("hello", who=Text(ja="騎士", en="Knight")) == Text(
        ja="こんにちは、騎士", en="Hello, Knight"
    )


def test_a_missing_variable_is_refused(tiny):
    with pytest.raises(MessageError, match="who"):
        tiny.text("hello")


def test_a_missing_message_is_refused(tiny):
    with pytest.raises(MessageError, match="no message 'only-ja'"):
        tiny.text("only-ja")


def test_a_syntax_error_names_the_file_and_line(tmp_path):
    (tmp_path / "ja.ftl").write_text("ok = よい\nbroken = { $x\n", encoding="utf-8")
    (tmp_path / "en.ftl").write_text("ok = fine\n", encoding="utf-8")
    with pytest.raises(MessageError, match=r"ja\.ftl:2"):
        Messages(tmp_path, game="t").text("ok")


def test_engine_check_refuses_a_card_a_sentence_would_name_without_a_name(tmp_path):
    source = ROOT_BOARDS / "gr-defeat-empty-deck-saved.yaml"
    named = "{id: old-scroll, name: {ja: 古の巻物, en: Old Scroll}}"
    text = source.read_text(encoding="utf-8")
    assert named in text
    path = tmp_path / "unnamed.yaml"
    path.write_text(text.replace(named, "old-scroll"), encoding="utf-8")
    line = next(i for i, s in enumerate(text.splitlines(), start=1) if named in s)
    failures = engine.check_board(engine.load_board_file(path))
    assert any(f.startswith(f"line {line}: card 'old-scroll' has no name") for f in failures), failures
    assert engine.check_board(engine.load_board_file(source)) == []


def test_an_argument_longer_than_fluent_allows_a_placeable_is_put_in_whole(tiny):
    # fluent.runtime refuses a placeable past 2,500 characters; a list of many cards' names is one
    names = "、".join(f"騎士{i}" for i in range(1_000))
    assert tiny.text("hello", who=names).ja == f"こんにちは、{names}"


def test_a_destroy_process_over_many_owners_names_a_few_then_counts_the_rest():
    # 60 units of 20 players destroyed at once: the sentence names the owners of the first few
    # groups and counts the rest, in both languages (it once failed past Fluent's placeable limit)
    players = {}
    for i in range(60):
        pid = f"P{i // 3 + 1}"
        line = ("left", "center", "right")[i % 3]
        player = players.setdefault(pid, {"ruler": {"id": f"r{pid}", "life": 7}, "deck": [f"d{pid}"]})
        player.setdefault("attack_zone", {})[line] = [
            {"id": f"u{i}", "name": {"ja": f"ユニット{i}", "en": f"Unit {i}"}, "hp": 2, "damage": 3}
        ]
    board = {
        "board": {"id": "many-owners", "title": {"ja": "所有者が多い", "en": "Many owners"},
                  "game": "gateruler", "rulebook": "gate-ruler", "version": "1.0.0", "sections": []},
        "state": {"turn_player": "P1", "players": players},
    }  # fmt: skip
    trace = engine.run(engine.load_board(yaml.safe_dump(board, sort_keys=False)))
    resolved = [s for s in trace.steps if s.kind == "destroy-process-resolved"]
    assert len(resolved) == 1
    text = resolved[0].text
    assert "and 33 more to their owners'" in text["en"], text["en"]
    assert "ほか33枚はそれぞれの所有者の墓地" in text["ja"], text["ja"]
    assert sum(1 for c in trace.state_at(-1)["cards"].values() if c["zone"].endswith(".graveyard")) == 60
