from engine.ruletext.diff import Piece, SectionText, diff_books, inline_diff


def test_english_text_changes_word_by_word():
    pieces = inline_diff("must be carried out; one", "must be carried out in full; one")
    assert [p for p in pieces if p.op != "same"] == [Piece("added", " in full")]
    assert "".join(p.text for p in pieces if p.op != "added") == "must be carried out; one"
    assert "".join(p.text for p in pieces if p.op != "removed") == "must be carried out in full; one"


def test_japanese_text_changes_character_by_character():
    pieces = inline_diff("破壊条件を満たしています。", "破壊条件を満たしていません。")
    assert [p for p in pieces if p.op != "same"] == [Piece("removed", "す"), Piece("added", "せん")]


def test_a_book_diff_lists_added_removed_and_changed_sections_in_rule_order():
    old = {"1-1": SectionText(text="a"), "1-2": SectionText(text="b"), "1-10": SectionText(text="c")}
    new = {"1-1": SectionText(text="a"), "1-2": SectionText(text="b b"), "1-3": SectionText(title="t")}
    result = diff_books(old, new)
    assert [(c.number, c.change) for c in result.changes if c.change != "same"] == [
        ("1-2", "changed"),
        ("1-3", "added"),
        ("1-10", "removed"),
    ]
    assert result.unchanged == 1
    assert result.to_json()["added"] == 1
