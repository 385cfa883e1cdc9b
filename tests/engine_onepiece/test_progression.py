"""Where a board starts in the game, the tables that point allows, the turn phase by phase
(chapter 6) and setup (chapter 5)."""

from __future__ import annotations

import pytest

import engine

from .conftest import BOARDS_DIR


def board(state: str, script: str = "") -> str:
    return (
        "board:\n  id: op-test\n  title: {ja: テスト, en: Test}\n  game: onepiece\n  rulebook: one-piece\n"
        '  version: "1.2.1"\n  sections: []\nstate:\n' + state + ("script:\n" + script if script else "")
    )


PLAYERS = """\
  players:
    A:
      leader: {id: lA, name: {ja: 赤, en: Red}, power: 5000}
      life: [al1]
      cost_area: {active: %(a)s}
      deck: [a1, a2]
    B:
      leader: {id: lB, name: {ja: 青, en: Blue}, power: 5000}
      life: [bl1]
      cost_area: {active: %(b)s}
      deck: [b1, b2]
"""


def table(start: str, a: int = 0, b: int = 0) -> str:
    return f"  start: {start}\n" + PLAYERS % {"a": a, "b": b}


def problems(text: str) -> list[str]:
    with pytest.raises(engine.BoardError) as info:
        engine.run(engine.load_board(text, source_name="t.yaml"))
    return info.value.problems


def test_a_board_that_says_nothing_starts_at_turn_3_in_the_first_players_main_phase():
    trace = engine.run(engine.load_board(board(table("{}", a=3, b=2))))
    start = trace.steps[0]
    assert "turn 3, A's turn (A went first), in the Main Phase" in start.text["en"]
    assert engine.state_at(trace.to_json(), 0)["players"]["A"]["don_deck"] == 7  # the rest of the 10


@pytest.mark.parametrize(
    ("start", "a", "b", "rule"),
    [
        ("{turn: 1, first: A}", 2, 0, "6-4-1"),  # the first player's first turn places 1
        ("{turn: 2, first: A}", 1, 3, "6-4-1"),  # the second player's first turn places 2
        ("{turn: 3, first: A, phase: draw}", 2, 2, "6-4-1"),  # turn 3's DON!! Phase is still to come
        ("{turn: 9, first: A}", 11, 0, "5-1-2"),  # a side has 10 DON!!
    ],
)
def test_more_don_out_than_the_don_phases_placed_is_refused_with_the_rule_and_line(start, a, b, rule):
    text = board(table(start, a=a, b=b))
    found = problems(text)
    assert any(f"({rule}" in p and p.startswith("line ") for p in found), found


def test_don_added_by_a_named_effect_is_allowed():
    text = board(table("{turn: 1, first: A}", a=2)).replace(
        "      cost_area: {active: 2}\n",
        "      cost_area: {active: 2}\n"
        "      don_added: {count: 1, by: {ja: 「赤」の効果, en: Red's effect}}\n",
        1,
    )
    engine.run(engine.load_board(text))
    back = engine.load_board(engine.load_board(text).to_text())
    assert back.state.players["A"].don_added == 1


def test_a_player_who_has_not_had_a_turn_has_played_no_card():
    text = board(table("{turn: 1, first: A}", a=1)).replace(
        "      deck: [b1, b2]\n", "      characters: [{id: early, power: 1000}]\n      deck: [b1, b2]\n"
    )
    assert any("(6-5-3-1)" in p for p in problems(text))
    allowed = text.replace(
        "{id: early, power: 1000}", "{id: early, power: 1000, played_by: {ja: 効果, en: an effect}}"
    )
    engine.load_board(allowed)


def test_more_cards_than_a_deck_holds_are_refused():
    deck = ", ".join(f"x{i}" for i in range(51))
    text = board(table("{}", a=3, b=2)).replace("deck: [a1, a2]", f"deck: [{deck}]")
    assert any("(5-1-2)" in p and "52 cards" in p for p in problems(text))


def test_no_battle_on_either_players_first_turn():
    first = board(table("{turn: 1, first: A}", a=1), "  - attack: {attacker: lA, target: lB}\n")
    (problem,) = problems(first)
    assert problem.startswith("line ") and "(6-5-6-1)" in problem
    second = board(table("{turn: 2, first: A}", a=1, b=2), "  - attack: {attacker: lB, target: lA}\n")
    assert "(6-5-6-1)" in problems(second)[0]
    engine.run(
        engine.load_board(
            board(table("{turn: 3, first: A}", a=3, b=2), "  - attack: {attacker: lA, target: lB}\n")
        )
    )


def test_main_phase_actions_are_the_turn_players():
    play = board(
        table("{}", a=3, b=2).replace(
            "deck: [b1, b2]", "hand: [{id: h, cost: 1, power: 1}]\n      deck: [b1, b2]"
        ),
        "  - play: {card: h, by: B}\n",
    )
    assert "(6-5-2, 6-5-3-1)" in problems(play)[0]
    give = board(table("{}", a=3, b=2), "  - give_don: {card: lB, by: B}\n")
    assert "(6-5-2, 6-5-5-1)" in problems(give)[0]


def test_an_old_board_keeps_its_meaning_and_says_which_rules_its_table_breaks():
    old = board(
        "  turn_player: A\n" + PLAYERS % {"a": 4, "b": 0},
        "  - attack: {attacker: lA, target: lB}\n",
    )
    loaded = engine.load_board(old)
    trace = engine.run(loaded)  # it runs as it did: turn 1, the attack made
    assert "turn 1" in trace.steps[0].text["en"] and any(s.kind == "attack" for s in trace.steps)
    warnings = loaded.game.warnings(loaded)
    assert any("(6-4-1" in w for w in warnings) and any("(6-5-6-1)" in w for w in warnings)
    assert any("start:" in w for w in engine.check_board(loaded))


def test_the_don_phase_places_what_is_left():
    trace = engine.run(engine.load_board_file(BOARDS_DIR / "op-don-deck-runs-out.yaml"))
    don = [s for s in trace.steps if s.kind == "don-phase"]
    assert "6-4-2" in don[0].cites and "6-4-3" in don[1].cites


def test_refresh_sets_only_the_turn_players_cards_active_and_returns_given_don_rested():
    trace = engine.run(engine.load_board_file(BOARDS_DIR / "op-turn-passes.yaml"))
    data = trace.to_json()
    ret = next(s for s in trace.steps if s.kind == "don-return")
    state = engine.state_at(data, ret.index)
    assert state["players"]["B"]["cost_area"] == {"active": 0, "rested": 2}
    active = next(s for s in trace.steps if s.kind == "set-active")
    state = engine.state_at(data, active.index)
    assert state["cards"]["bosun"]["rested"] and not state["cards"]["lookout"]["rested"]


def test_life_is_placed_with_the_decks_top_card_at_the_bottom():
    trace = engine.run(engine.load_board_file(BOARDS_DIR / "op-setup-redraw.yaml"))
    data = trace.to_json()
    life = next(s for s in trace.steps if s.kind == "life-placed")
    before = engine.state_at(data, life.index - 1)["players"]["B"]["deck"][:4]
    after = engine.state_at(data, life.index)["players"]["B"]["life"]
    assert after == list(reversed(before))  # top first: the deck's top card is the last, the bottom


HARBOR = (
    "{id: harbor, name: {ja: 赤い港, en: Red Harbor}, type: stage, cost: 1, colors: [red], number: EX-001"
)


@pytest.mark.parametrize(
    ("change", "rule"),
    [
        ("{id: harbor, name: {ja: 赤い港, en: Red Harbor}, type: stage, cost: 1, colors: [green]", "5-1-2-2"),
        (
            HARBOR.replace("EX-001", "EX-002}")
            + "\n        - {id: x1, number: EX-002}\n        - {id: x2, number: EX-002}"
            + "\n        - {id: x3, number: EX-002",
            "5-1-2-3",
        ),
    ],
)
def test_setup_refuses_a_deck_that_breaks_the_construction_rules(change, rule):
    text = (BOARDS_DIR / "op-setup-redraw.yaml").read_text()
    text = text.replace(HARBOR, change)
    if rule == "5-1-2-3":  # keep 50 cards: three more in, three plain ones out
        text = text.replace("        - a46\n        - a47\n        - a48\n", "")
    assert any(f"({rule}" in p for p in problems(text)), problems(text)


@pytest.mark.parametrize("stop_after", [4, 8, 14, 22])
def test_a_state_met_across_the_turn_round_trips_through_text(stop_after):
    """Durations on the effects, the phase and the first player survive state → text → state."""
    from engine.core.choices import Chooser
    from engine.core.recorder import Recorder, StepLimitReached
    from engine.core.yamlnode import dump_yaml
    from engine.onepiece.snapshot import snapshot

    loaded = engine.load_board_file(BOARDS_DIR / "op-durations.yaml")
    resolution = loaded.game.start(loaded)
    with pytest.raises(StepLimitReached):
        loaded.game.resolve(
            resolution, Chooser(caller={}), Recorder(resolution.snapshot, max_steps=stop_after)
        )
    state = resolution.state
    data = {**loaded.to_data(), "state": loaded.game.state_to_data(state), "script": []}
    data.pop("expect", None)
    data.pop("notes", None)
    data["board"]["sections"] = []
    again = engine.load_board(dump_yaml(data))
    assert snapshot(again.state) == snapshot(state)
    assert again.state.lasting_of("lA") == state.lasting_of("lA")
    assert (again.state.turn, again.state.first_player, again.state.phase) == (
        state.turn,
        state.first_player,
        state.phase,
    )
