"""Rules paired across versions: a renumbered rule is moved, not an unrelated sentence (issue 23)."""

from pathlib import Path

from engine.ruletext.diff import diff_books
from engine.ruletext.drift import texts_of
from engine.ruletext.matching import THRESHOLDS, Thresholds, pair_rules, similarity
from engine.ruletext.text_format import parse_text

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "rulebooks"


def editions():
    read = [
        parse_text((FIXTURES / f"renumbered-{v}.txt").read_text(encoding="utf-8")) for v in ("1.0.0", "1.1.0")
    ]
    return texts_of(read[0]), texts_of(read[1])


def test_a_renumbered_rule_is_moved_and_an_edited_one_changed():
    old, new = editions()
    changes = {(c.old_number, c.new_number): c.change for c in diff_books(old, new).changes}
    assert changes[("1-3-7", "1-3-6-1")] == "moved"
    assert changes[("1-3-8", "1-3-7")] == "moved"
    assert changes[("2-5-2", "2-5-5")] == "moved-changed"
    assert changes[("2-5-1", "2-5-1")] == "changed"
    assert changes[("2-5-3", "2-5-3")] == "same"
    added = {c.number for c in diff_books(old, new).of("added")}
    assert added == {"2-5-2", "2-5-4"}  # the new 2-5-2 is another rule, not the old 2-5-2 edited
    assert diff_books(old, new).of("removed") == []


def test_the_diff_json_names_both_numbers_of_a_move():
    old, new = editions()
    sections = {s["new_number"]: s for s in diff_books(old, new).to_json()["sections"] if s["new_number"]}
    assert sections["1-3-6-1"]["change"] == "moved" and sections["1-3-6-1"]["old_number"] == "1-3-7"
    assert sections["1-3-6-1"]["pieces"] == []
    marked = [p for p in sections["2-5-5"]["pieces"] if p["op"] != "same"]
    assert {"op": "removed", "text": "three"} in marked and {"op": "added", "text": "four"} in marked


def test_strongest_matches_pair_first_one_to_one():
    old = {
        "1": "A card is drawn at the start of each turn.",
        "2": "A card is drawn at the start of each turn!",
    }
    new = {"9": "A card is drawn at the start of each turn."}
    pairing = pair_rules(old, new)
    assert [(m.old_number, m.new_number, m.change) for m in pairing.matches] == [("1", "9", "moved")]
    assert pairing.removed == ["2"]


def test_a_rule_keeps_its_number_when_another_is_only_a_little_closer():
    old = {"3-1": "The turn player draws two cards in the draw phase."}
    new = {
        "3-1": "The turn player draws two cards at the start of the draw phase.",
        "3-2": "The turn player draws two cards in the draw phase, then discards.",
    }
    assert similarity(old["3-1"], new["3-2"]) > similarity(old["3-1"], new["3-1"])
    assert pair_rules(old, new).matches[0].new_number == "3-1"


def test_thresholds_decide_what_is_the_same_rule():
    old, new = {"1-1": "Players shuffle their decks."}, {"1-2": "Players shuffle their decks before a game."}
    assert pair_rules(old, new).matches[0].change == "moved-changed"
    strict = Thresholds(moved=99.0, same_number=THRESHOLDS.same_number)
    assert pair_rules(old, new, strict).matches == []


def test_japanese_rules_are_matched_by_characters():
    old = {"12-4a-1": "破壊条件を満たしているカードは破壊される。"}
    new = {"12-4a-2": "破壊条件を満たしているカードはすべて破壊される。", "12-4a-1": "ゲートに置かれる。"}
    match = pair_rules(old, new).matches
    assert [(m.new_number, m.change) for m in match if m.old_number == "12-4a-1"] == [
        ("12-4a-2", "moved-changed")
    ]


def test_a_pairing_survives_being_stored_as_json_and_gives_the_same_diff():
    import json

    from engine.ruletext.matching import Pairing

    old, new = editions()
    pairing = pair_rules({n: t.full for n, t in old.items()}, {n: t.full for n, t in new.items()})
    again = Pairing.from_json(json.loads(json.dumps(pairing.to_json())))
    assert again == pairing
    assert diff_books(old, new, again).to_json() == diff_books(old, new).to_json()
