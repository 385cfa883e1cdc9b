"""Every ONE PIECE board: its expectations hold, every step cites a known rule, together they cite
every section of the summary that has text, and the "done when" board behaves on both branches."""

from __future__ import annotations

import json
from dataclasses import replace

import engine
from engine.core.runner import check_citations
from engine.ruletext.catalog import sections

from .conftest import BOARDS

SUMMARY_CLAUSES = {
    "8-1-2": "op-must-and-may",
    "1-3-5-1": "op-up-to-zero",
    "8-4-4-1": "op-up-to-zero",
    "8-4-4": "op-as-many-as-possible",
    "8-4-4-2": "op-secret-area-choice",
    "8-6-1": "op-effects-met-while-resolving",
    "8-6-1-1": "op-effects-met-while-resolving",
    "1-3-10": "op-both-players-turn-player-first",
    "9-1-2": "op-rule-processing-at-once",
    "8-6-3": "op-no-interrupts",
    "8-1-3-1": "op-auto-many-times-once-per-turn",
    "10-2-13": "op-auto-many-times-once-per-turn",
    "8-1-3-1-3": "op-source-moved",
    "8-1-3-2": "op-activate-main",
    "8-1-3-4-1": "op-replacement-declined",
    "8-1-3-4-3": "op-replacement-same-again",
    "8-1-3-4-4": "op-replacement-mid-effect",
    "8-1-3-3": "op-permanent-under-the-rules",
    "8-1-3-4-2": "op-processing-order",
    "8-2-2": "op-negated-effects",
    "8-2-4": "op-negated-effects",
    "8-5": "op-card-vs-effect",
    "8-6-2": "op-double-attack-trigger-on-ko",
    "8-6-2-1": "op-double-attack-trigger-on-ko",
    "10-1-5": "op-double-attack-trigger-on-ko",
    "8-3-1-1": "op-cost-order",
    "8-3-1-2": "op-cost-order",
    "8-3-1-4": "op-cost-optional",
    "8-3-1-3": "op-cost-all-or-nothing",
    "8-3-1-7": "op-cost-replaced",
    "1-2-1-1-1": "op-defeat-by-damage",
    "1-2-1-1-2": "op-rule-processing-at-once",
    "3-7-6-1": "op-sixth-character",
    "7-1-4-1": "op-double-attack-trigger-on-ko",
    "10-1-2": "op-double-attack-trigger-on-ko",
    "10-2-5": "op-attack-block-battle",
    "10-2-15": "op-attack-block-battle",
    "10-2-6": "op-must-and-may",
    "10-2-17-1": "op-on-ko-on-the-field",
    "10-2-17-2": "op-on-ko-on-the-field",
    "10-2-7": "op-end-of-turn",
    "10-2-8": "op-end-of-turn",
    "6-5-5": "op-end-of-turn",
}


def by_id(board_id: str) -> engine.Board:
    return engine.load_board_file(next(p for p in BOARDS if p.stem == board_id))


def test_there_is_a_board_for_every_clause():
    assert len(BOARDS) >= 20
    assert all(p.stem.startswith("op-") for p in BOARDS)


def test_the_check_fails_when_a_step_cites_nothing_or_an_unknown_number():
    board = by_id("op-up-to-zero")
    trace = engine.run(board)
    bad = replace(trace, steps=(replace(trace.steps[0], cites=()), replace(trace.steps[1], cites=("99-9",))))
    problems = check_citations(board, bad)
    assert problems == [
        "step 0 (start) cites no rule",
        "step 1 (activate-card) cites 99-9, which is neither in one-piece 1.2.1 nor in its "
        "out-of-source list",
    ]


def test_every_clause_of_the_summary_has_a_board_citing_it():
    # a heading (10-2-13) is covered by a board citing one of its sub-rules (10-2-13-3): steps cite
    # the sub-rule that governs them
    def covers(numbers: set[str] | tuple[str, ...], number: str) -> bool:
        return any(n == number or n.startswith(number + "-") for n in numbers)

    for number, board_id in SUMMARY_CLAUSES.items():
        board = by_id(board_id)
        assert covers(board.meta.sections, number), (number, board_id)
        assert covers(engine.run(board).cited(), number), (number, board_id)


def test_together_the_boards_cite_every_section_with_text():
    cited: set[str] = set()
    for path in BOARDS:
        cited |= engine.run(engine.load_board_file(path)).cited()
    with_text = {str(s.number) for s in sections("one-piece", "1.2.1").sections if s.text}
    # a section whose text only introduces its sub-rules (8-1-3: "four kinds, below") is covered
    # by a board citing one of them
    covered = {n for n in with_text if n in cited or any(c.startswith(n + "-") for c in cited)}
    assert with_text - covered == set()


def test_every_out_of_source_number_is_cited_by_some_board():
    from engine.ruletext.catalog import documented

    cited: set[str] = set()
    for path in BOARDS:
        cited |= engine.run(engine.load_board_file(path)).cited()
    # a heading counts when one of its sub-rules is cited (steps cite the sub-rule that governs them)
    covered = {n for n in documented("one-piece") if n in cited or any(c.startswith(n + "-") for c in cited)}
    assert set(documented("one-piece")) - covered == set()


def test_every_cited_number_outside_the_summary_says_what_the_engine_does():
    from engine.ruletext.catalog import NOT_CITED, numbering, out_of_source

    cited: set[str] = set()
    for path in BOARDS:
        cited |= engine.run(engine.load_board_file(path)).cited()
    outside = out_of_source("one-piece")
    silent = {n for n in cited if n in outside and outside[n].assumption == NOT_CITED}
    assert silent == set()  # a page saying "no board cites this" must not be cited
    assert {n for n in cited if n not in numbering("one-piece")} == set()  # official numbers only


def test_every_order_step_cites_the_one_official_rule_that_governs_it():
    for path in BOARDS:
        for step in engine.run(engine.load_board_file(path)).steps:
            assert "synthesis" not in step.text["en"], (path.stem, step.index)
            if step.kind == "order":
                assert {"8-6-1", "8-6-1-1", "8-1-3-4-2"} & set(step.cites), (path.stem, step.index)
    trace = engine.run(by_id("op-effects-met-while-resolving"))
    waits = [s for s in trace.steps if s.kind == "order" and "8-6-1-1" in s.cites]
    assert len(waits) == 1 and "8-6-1" in waits[0].cites
    draws = [s for s in trace.steps if s.kind == "draw"]
    # the turn player's waiting effect, the non-turn player's waiting one, then the new ones
    assert [s.text["en"].split()[0] for s in draws] == ["A", "B", "A", "B"]


def test_the_trigger_interrupts_the_damage_and_the_on_ko_waits_until_it_is_over():
    trace = engine.run(by_id("op-double-attack-trigger-on-ko"))
    kinds = [s.kind for s in trace.steps]
    first = next(s for s in trace.steps if s.decision)
    assert first.index <= 8 and first.decision.key == "trigger-snare"
    assert (
        kinds.index("trigger") < kinds.index("ko") < kinds.index("life-to-hand") < kinds.index("damage-over")
    )
    ko = engine.select(trace.steps, "ko")
    assert trace.state_at(ko.index)["damage_processing"] == {"player": "B", "left": 1}
    # 10-2-17-1: activated on the field, then trashed; it resolves after the damage processing (8-6-2)
    activated = next(s for s in trace.steps if s.kind == "activate" and "10-2-17-1" in s.cites)
    assert activated.index == ko.index + 1
    assert "lookout" in trace.state_at(activated.index)["players"]["A"]["characters"]
    trashed = engine.select(trace.steps, "ko-trashed")
    assert trace.state_at(trashed.index)["pending"] == [
        {"card": "lookout", "timing": "on_ko", "controller": "A"}
    ]
    resolves = engine.select(trace.steps, "on-ko-resolves")
    assert resolves.index > kinds.index("damage-over")
    assert "lookout" in trace.state_at(resolves.index)["players"]["A"]["trash"]
    assert {"8-6-2", "8-6-2-1", "10-1-5-1", "10-1-2-1"} <= trace.cited()


def test_the_done_when_board_runs_on_the_other_branch():
    board = by_id("op-double-attack-trigger-on-ko")
    trace = engine.run(board, {"trigger-snare": "hand"})
    end = trace.state_at(-1)
    assert end["cards"]["snare"]["zone"] == "B.hand" and end["cards"]["plank"]["zone"] == "B.hand"
    assert end["cards"]["lookout"]["zone"] == "A.characters"
    assert "8-6-2-1" not in {n for s in trace.steps if s.kind == "trigger" for n in s.cites}
    spared = engine.run(board, {"choose-snare": "none"})
    assert spared.state_at(-1)["cards"]["lookout"]["zone"] == "A.characters"


def test_the_same_board_gives_the_same_trace():
    for path in BOARDS:
        first = json.dumps(engine.run(engine.load_board_file(path)).to_json(), sort_keys=True)
        second = json.dumps(engine.run(engine.load_board_file(path)).to_json(), sort_keys=True)
        assert first == second, path.stem


def test_every_decision_of_every_board_has_a_runnable_other_branch():
    for path in BOARDS:
        board = engine.load_board_file(path)
        for decision in engine.run(board).decisions():
            for option in decision.options:
                if option == decision.chosen:
                    continue
                choices = {decision.key: option}
                for _ in range(20):
                    try:
                        engine.run(board, choices)
                        break
                    except engine.ChoiceNeeded as needed:
                        choices[needed.key] = needed.options[0]
                else:  # twenty decisions in a row and still no end: that branch does not run
                    raise AssertionError(f"{path.stem}: {decision.key}={option} never finishes: {choices}")
