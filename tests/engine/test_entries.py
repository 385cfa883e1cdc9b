"""A card table shared between steps (engine.core.entries.Entries): read as the dict it stands for,
diffed by the keys a version changed, made plain before it leaves the run."""

from __future__ import annotations

from engine.core.diff import diff
from engine.core.entries import Entries, materialized
from engine.core.splices import Spliced


def _base(n: int = 50) -> dict[str, dict[str, int]]:
    return {f"k{i}": {"v": i} for i in range(n)}


def test_entries_read_as_the_dict_in_its_order() -> None:
    base = _base()
    entries = Entries.of(base)
    assert entries == base and base == entries and list(entries) == list(base)
    assert entries["k3"] == {"v": 3} and entries.get("nope") is None and "k49" in entries
    assert entries.dict() == base and list(entries.dict()) == list(base)
    assert entries.items() == list(base.items()) and entries.values() == list(base.values())
    assert entries != {**base, "k1": {"v": -1}} and entries != {}


def test_a_revised_version_diffs_as_the_whole_mapping_would() -> None:
    base = Entries.of(_base())
    changed = [("k3", {"v": -3}), ("k40", {"v": -40})]
    revised = base.revised(changed)
    assert revised == {**base.dict(), **dict(changed)} and list(revised) == list(base)
    assert base["k3"] == {"v": 3}  # the version before is left as it was
    assert revised.base is base and revised.changed == ("k3", "k40")
    assert diff(base, revised) == diff(base.dict(), revised.dict())
    assert [c.path for c in diff(base, revised)] == ["k3.v", "k40.v"]
    again = revised.revised([("k1", {"v": -1})])
    assert revised.base is None and again.base is revised  # a chain keeps one step back
    assert diff(base, again) == diff(base.dict(), again.dict())  # not its base: every key is looked at


def test_made_again_whole_keeps_the_equal_entries_of_the_old_version() -> None:
    old = Entries.of(_base())
    new = Entries.of({**_base(), "k7": {"v": 70}}, old)
    assert new["k8"] is old["k8"] and new.order is old.order and new == {**_base(), "k7": {"v": 70}}
    assert [c.path for c in diff(old, new)] == ["k7.v"]
    assert Entries.of(_base(), old) is old
    other = Entries.of({"x": {"v": 1}, **_base()}, old)  # another set of keys: made anew
    assert list(other)[0] == "x" and other.base is None


def test_a_state_is_made_plain_before_it_leaves_the_run() -> None:
    deck = [f"d{i}" for i in range(100)]
    state = {
        "cards": Entries.of(_base(3)),
        "players": {"A": {"deck": Spliced(deck, (0, 1, ())), "hand": ["h"]}},
        "turn": 1,
    }
    out = materialized(state)
    assert out == {"cards": _base(3), "players": {"A": {"deck": deck[1:], "hand": ["h"]}}, "turn": 1}
    assert out["cards"].__class__ is dict and out["players"]["A"]["deck"].__class__ is list
    assert out["players"]["A"]["hand"] is state["players"]["A"]["hand"]  # what was plain is shared
    plain = {"a": {"b": [1]}}
    assert materialized(plain) is plain
