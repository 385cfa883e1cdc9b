"""Long areas and many waiting effects shared between steps: a zone notes its changes as splices
(engine.onepiece.tracking.Zone), a snapshot gives a long list changed by one splice as the list
before and that splice (engine.core.splices.Spliced), and the trace reads back the same states as
when every step keeps its whole state."""

from __future__ import annotations

import copy
import pickle
import random
from typing import Any

import pytest

import engine
from engine.onepiece import snapshot as snapshot_module
from engine.onepiece.context import Context
from engine.onepiece.tracking import MAX_CUTS, Zone
from tests.support import ko_wave
from tests.support.ko_wave import CHARACTERS


def _apply(before: list[str], cuts: list[tuple[int, int, tuple[str, ...]]]) -> list[str]:
    out = list(before)
    for start, stop, items in cuts:
        out[start:stop] = items
    return out


@pytest.mark.parametrize("seed", range(5))
def test_a_zone_notes_every_change_as_splices(seed: int) -> None:
    rng = random.Random(seed)
    zone = Zone(f"c{i}" for i in range(20))
    seen = list(zone)
    for _ in range(300):
        for _ in range(rng.randint(0, 4)):
            op = rng.randrange(9)
            n = len(zone)
            if op == 0:
                zone.append(f"a{rng.random()}")
            elif op == 1:
                zone.insert(rng.randint(-n - 2, n + 2), "i")
            elif op == 2 and n:
                zone.remove(zone[rng.randrange(n)])
            elif op == 3 and n:
                zone.pop(rng.choice([0, -1, rng.randrange(n)]))
            elif op == 4:
                zone += ["p", "q"]
            elif op == 5:
                zone.extend(iter(["e"]))
            elif op == 6:
                i, j = sorted(rng.randint(-n, n) for _ in range(2))
                zone[i:j] = ["s"] * rng.randint(0, 2)
            elif op == 7 and n:
                zone[rng.randrange(n)] = "set"
            elif op == 8 and n:
                del zone[rng.randint(0, n) : rng.randint(0, n)]
        cuts = zone.take()
        assert cuts is not None and _apply(seen, cuts) == zone
        seen = list(zone)


def test_a_change_not_said_as_splices_makes_the_zone_copied() -> None:
    zone = Zone(["b", "a", "c"])
    zone.sort()
    assert zone.take() is None and zone.take() == []
    for _ in range(MAX_CUTS + 1):
        zone.append("x")
    assert zone.take() is None
    zone[::2] = ["y"] * len(zone[::2])
    assert zone.take() is None


@pytest.mark.parametrize("how", [copy.copy, copy.deepcopy, lambda z: pickle.loads(pickle.dumps(z))])
def test_a_copied_zone_has_its_own_notes(how: Any) -> None:
    zone = Zone(["a", "b"])
    zone.append("c")
    other = how(zone)
    other.append("d")
    assert other.__class__ is Zone and other == ["a", "b", "c", "d"] and other.take() == [(3, 3, ("d",))]
    assert zone == ["a", "b", "c"] and zone.take() == [(2, 2, ("c",))]


def test_a_state_and_its_copy_hold_zones() -> None:
    board = engine.load_board(ko_wave.board_text(20, "shared-lists"))
    state = board.state
    assert all(z.__class__ is Zone for z in state.zones.values())
    assert all(z.__class__ is Zone for z in state.copy().zones.values())


def _long_board(effects: int) -> engine.Board:
    """10 Characters, each with ``effects`` [On K.O.] Draw 1 card., K.O.'d at once by one Event (as
    in benchmarks/onepiece_ko.py): 10 × ``effects`` effects wait, and each draws from a long deck."""
    board = engine.load_board(ko_wave.board_text(effects, "shared-lists"))
    return ko_wave.with_decks(board, CHARACTERS * effects // 2 + 40)


def test_long_areas_and_waiting_effects_read_back_as_whole_states(monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[int] = []
    real = snapshot_module.Spliced

    def counted(base: Any, cut: Any) -> Any:
        made.append(1)
        return real(base, cut)

    monkeypatch.setattr(snapshot_module, "Spliced", counted)
    monkeypatch.setattr(Context, "verify_snapshots", True)  # each step's snapshot equals a full one
    board = _long_board(12)
    shared = engine.run(board, max_steps=5_000)
    # the decks (100 cards, 60 drawn) and the waiting effects (120) while 64 or more long
    assert len(shared.steps) > 3 * CHARACTERS * 12 and len(made) > CHARACTERS * 12
    whole = engine.run(board, max_steps=5_000, snapshot_every=1)
    assert [s.snapshot for s in whole.steps if s.snapshot is None] == []
    assert len(whole.steps) == len(shared.steps)
    for index in range(len(shared.steps)):
        assert shared.state_at(index) == whole.steps[index].snapshot, index
    assert shared.to_json()["steps"][-1]["changes"] == whole.to_json()["steps"][-1]["changes"]
    deck = whole.steps[-1].snapshot["players"]["A"]["deck"]
    assert deck.__class__ is list and len(deck) >= 40
