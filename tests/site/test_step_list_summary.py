"""A step's line in the step list is the first sentence of its text, never cut mid-number."""

from rulesite.boards.services.step_values import SUMMARY_CHARS, summary


def test_the_first_sentence_in_either_language():
    assert summary("処理が始まる前の盤面です。ルールエフェクトとは（12-1a）") == "処理が始まる前の盤面です。"
    assert summary("B plays Meteor (9-3b). The gate is empty.") == "B plays Meteor (9-3b)."


def test_a_full_stop_inside_a_sentence_does_not_end_it():
    text = "Under Ver. 1.0.0 rule 12-4b. applies to both cards. Then the next one."
    assert summary(text) == "Under Ver. 1.0.0 rule 12-4b. applies to both cards."


def test_a_long_sentence_is_cut_with_an_ellipsis():
    long = "あ" * 200 + "。"
    cut = summary(long)
    assert len(cut) == SUMMARY_CHARS and cut.endswith("…")
    assert summary("short") == "short"
