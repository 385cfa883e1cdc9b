"""Readers see names, never board ids: engine.core.naming and every step text of every board."""

from __future__ import annotations

import re

import engine
from engine.core.golden import branches
from engine.core.naming import Entry, shown_names


def test_a_unique_name_is_shown_alone():
    names = shown_names([Entry("u1", {"ja": "騎士", "en": "Knight"}, "A", ("Aの手札", "A's hand"))])
    assert names == {"u1": ("騎士", "Knight")}


def test_same_names_of_different_owners_are_told_apart_by_owner():
    knight = {"ja": "騎士", "en": "Knight"}
    names = shown_names(
        [Entry("k1", knight, "A", ("Aの手札", "A's hand")), Entry("k2", knight, "B", ("Bの手札", "B's hand"))]
    )
    assert names == {"k1": ("Aの騎士", "A's Knight"), "k2": ("Bの騎士", "B's Knight")}


def test_same_names_of_one_owner_are_told_apart_by_place_then_order():
    knight = {"ja": "騎士", "en": "Knight"}
    left = ("Aの攻撃ゾーン（レフト）", "A's attack zone (left)")
    deck = ("Aのデッキ", "A's deck")
    names = shown_names(
        [
            Entry("k1", knight, "A", left),
            Entry("k2", knight, "A", deck),
            Entry("k3", knight, "A", deck),
        ]
    )
    assert names["k1"] == ("Aの攻撃ゾーン（レフト）にあった騎士", "the Knight from A's attack zone (left)")
    assert names["k2"][1] == "the first Knight from A's deck"
    assert names["k3"] == ("Aのデッキにあった2枚目の騎士", "the second Knight from A's deck")
    assert len(set(names.values())) == 3


def test_cards_without_a_name_are_called_by_where_they_started():
    deck = ("Aのデッキ", "A's deck")
    names = shown_names([Entry("a1", None, "A", deck), Entry("a2", None, "A", deck)])
    assert names == {
        "a1": ("Aのデッキにあった1枚目のカード", "the first card from A's deck"),
        "a2": ("Aのデッキにあった2枚目のカード", "the second card from A's deck"),
    }


def test_no_step_text_of_any_board_shows_an_id_or_jargon():
    for path in engine.board_files():
        board = engine.load_board_file(path)
        for branch in branches(board):
            if branch.trace is None:
                continue
            state = branch.trace.state_at(0)
            ids = set(state["cards"]) - set(state["players"])
            for step in branch.trace.steps:
                assert not step.text["en"][:1].islower(), (path.stem, step.index, step.text["en"][:40])
                for lang, text in step.text.items():
                    words = set(re.findall(r"(?<![\w-])[\w-]+(?![\w-])", text))
                    assert not (words & ids), (path.stem, step.index, lang, words & ids)
                    assert not re.search(r"\bg\d+\b", text), (path.stem, step.index, text)
                    for jargon in ("(s)", "script is over", "スクリプト"):
                        assert jargon not in text, (path.stem, step.index, jargon)
                    assert not re.search(r"\b[AB] rest \d", text), (path.stem, step.index, text)
