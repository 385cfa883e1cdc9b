"""Long lists' changes kept as splices (engine.core.splices): every value read back as it was."""

from __future__ import annotations

import random

import pytest

from engine.core.replay import state_at
from engine.core.splices import MIN_LENGTH, Compactor, ListChange, Spliced, splice, whole
from engine.core.trace import Change


@pytest.mark.parametrize("seed", range(5))
def test_splice_rebuilds_after_from_before(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(500):
        before = [rng.randint(0, 5) for _ in range(rng.randint(0, 150))]
        after = list(before)
        for _ in range(rng.randint(0, 3)):
            if after and rng.random() < 0.5:
                del after[rng.randrange(len(after))]
            else:
                after.insert(rng.randint(0, len(after)), rng.randint(0, 5))
        start, stop, items = splice(before, after)
        assert before[:start] + list(items) + before[stop:] == after


def _values(rng: random.Random, steps: int) -> list[list[str]]:
    values = [[f"c{i}" for i in range(300)]]
    for _ in range(steps):
        value = list(values[-1])
        roll = rng.random()
        if roll < 0.4 and value:
            value.pop(0)
        elif roll < 0.8:
            value.append(f"n{rng.random()}")
        else:
            value.insert(rng.randint(0, len(value)), "x")
        values.append(value)
    return values


def test_list_changes_read_back_every_value_in_any_order() -> None:
    rng = random.Random(7)
    values = _values(rng, 1500)
    compact = Compactor()
    pairs = zip(values, values[1:], strict=False)
    changes = [c for before, after in pairs for c in compact([Change("p", before, after)])]
    assert all(isinstance(c, ListChange) for c in changes)
    history = compact.histories["p"]
    assert 1 < len(history.keys) < len(values) // 10  # kept whole now and then, not at every step
    for i in rng.sample(range(len(changes)), 300):
        assert changes[i].before == values[i] and changes[i].after == values[i + 1]
    assert changes == [Change("p", b, a) for b, a in zip(values, values[1:], strict=False)]


def test_short_lists_stay_as_they_are() -> None:
    short = Change("p", ["a"] * (MIN_LENGTH - 1), ["b"])
    assert Compactor()([short]) == [short] and Compactor()([short])[0] is short


def test_replay_rebuilds_long_lists() -> None:
    values = _values(random.Random(3), 200)
    compact = Compactor()
    steps = [{"snapshot": {"players": {"A": {"deck": values[0]}}, "n": 0}}]
    for i, (before, after) in enumerate(zip(values, values[1:], strict=False)):
        steps.append(_Step(compact([Change("players.A.deck", before, after), Change("n", i, i + 1)])))
    trace = {"steps": steps}
    for index in (1, 57, 200):
        assert state_at(trace, index) == {"players": {"A": {"deck": values[index]}}, "n": index}


class _Step(dict):
    """A step of a trace's JSON whose changes are the recorder's objects (as Trace.state_at reads)."""

    def __init__(self, changes: list[Change]) -> None:
        super().__init__(snapshot=None, changes=changes, removed=[])


def _spliced_values(rng: random.Random, steps: int) -> tuple[list[list[str]], list[Spliced | list[str]]]:
    """Each value as a plain list and as a game's snapshot gives it: a Spliced of the one before
    when one splice made it, now and then a plain copy (a change not said as a splice)."""
    plain = [[f"c{i}" for i in range(300)]]
    shared: list[Spliced | list[str]] = [list(plain[0])]
    for _ in range(steps):
        value = list(plain[-1])
        roll = rng.random()
        if roll < 0.4 and value:
            cut: tuple[int, int, tuple[str, ...]] = (0, 1, ())
        elif roll < 0.8:
            cut = (len(value), len(value), (f"n{rng.random()}",))
        else:
            at = rng.randint(0, len(value))
            cut = (at, at, ("x", "y"))
        value[cut[0] : cut[1]] = cut[2]
        plain.append(value)
        shared.append(list(value) if rng.random() < 0.05 else Spliced(shared[-1], cut))
    return plain, shared


def test_a_spliced_list_reads_as_the_list_it_is() -> None:
    plain, shared = _spliced_values(random.Random(5), 2000)
    assert all(len(s) == len(p) for s, p in zip(shared, plain, strict=True))
    # read whole from the last: a chain of splices, applied in a loop (no recursion limit)
    assert whole(shared[-1]) == plain[-1] and shared[-1] == plain[-1] and plain[-1] == shared[-1]
    assert (
        shared[-2] != shared[-1] and list(shared[1000]) == plain[1000] and shared[1000][3] == plain[1000][3]
    )


def test_the_compactor_keeps_a_spliced_lists_splice_and_reads_back_every_value() -> None:
    plain, shared = _spliced_values(random.Random(11), 1500)
    compact = Compactor()
    changes = [
        c
        for before, after in zip(shared, shared[1:], strict=False)
        for c in compact([Change("p", before, after)])
    ]
    assert all(isinstance(c, ListChange) for c in changes)
    history = compact.histories["p"]
    assert 1 < len(history.keys) < len(plain) // 10  # kept whole now and then, not at every step
    # splices taken from the Spliced values, not found by comparing: the same cuts
    taken = [cut for cut in history.splices if cut is not None]
    assert any(cut[2] == ("x", "y") for cut in taken)
    assert changes == [Change("p", b, a) for b, a in zip(plain, plain[1:], strict=False)]


def test_a_short_spliced_list_is_made_plain() -> None:
    before = ["a", "b"]
    change = Compactor()([Change("p", before, Spliced(before, (0, 1, ())))])[0]
    assert change.__class__ is Change and change.after.__class__ is list and change.after == ["b"]
