"""The state each step carries (Trace.state_at): the documented table shape, power and DON!! rules."""

from __future__ import annotations

import engine

from .conftest import BOARDS, card_ids

PLAYER_KEYS = {
    "status", "leader", "characters", "stage", "cost_area", "don_deck",
    "hand", "deck", "trash", "life", "no_area",
}  # fmt: skip
CARD_KEYS = {
    "owner",
    "zone",
    "name",
    "type",
    "cost",
    "power",
    "counter",
    "keywords",
    "given_don",
    "rested",
    "negated",
}


def test_every_step_state_has_the_documented_shape():
    for path in BOARDS:
        trace = engine.run(engine.load_board_file(path))
        for step in trace.steps:
            state = trace.state_at(step.index)
            assert {
                "turn",
                "turn_player",
                "phase",
                "players",
                "cards",
                "pending",
                "damage_processing",
                "result",
            } <= set(state)
            for player in state["players"].values():
                assert set(player) == PLAYER_KEYS
                assert set(player["leader"]) == {"id", "name", "power", "life"}
                assert player["leader"]["life"] == len(player["life"])
                assert set(player["cost_area"]) == {"active", "rested"}
            for card_id, card in state["cards"].items():
                assert set(card) == CARD_KEYS, card_id
                assert card_id in state["players"][card["owner"]][card["zone"].split(".")[1]] or card[
                    "zone"
                ].endswith((".leader", ".stage"))
            assert set(card_ids(state)) == set(state["cards"])


def test_given_don_add_power_only_on_the_owners_turn(load):
    board = load(
        """\
        script:
          - give_don: {card: lA, count: 2}
          - end_turn: true
        """
    )
    trace = engine.run(board)
    assert trace.state_at(engine.select(trace.steps, "give-don").index)["cards"]["lA"]["power"] == 7000
    assert trace.state_at(-1)["cards"]["lA"]["power"] == 5000
    assert trace.state_at(-1)["cards"]["lA"]["given_don"] == 2
