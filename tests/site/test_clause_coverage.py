"""Every rule clause the site shows is reachable as a runnable example, and every step cites a rule."""

import pytest

from engine.ruletext import catalog
from rulesite.boards.models import Board
from rulesite.rulebooks.models import Section


@pytest.mark.parametrize("slug", [info.slug for info in catalog.rulebooks()])
def test_every_clause_the_site_shows_has_a_runnable_example(boards, slug):
    covered = set()
    for board in Board.objects.filter(rulebook__slug=slug):
        covered |= set(board.section_numbers) | set(board.cited_numbers)
    clauses = Section.objects.filter(version__rulebook__slug=slug).exclude(text="")
    # a clause whose text only introduces its sub-rules (8-1-3: "four kinds, below") is covered
    # by an example of one of them
    missing = [
        s.number
        for s in clauses
        if s.number not in covered and not any(c.startswith(s.number + "-") for c in covered)
    ]
    assert clauses.exists() and missing == []


def test_every_board_step_cites_a_number_of_its_rulebook_version(boards):
    from rulesite.boards.services.traces import run_board

    for board in Board.objects.all():
        run = run_board(board.source, {})
        assert run.ok, board.slug
        known = catalog.known_numbers(board.rulebook.slug, board.version)
        for step in run.trace["steps"]:
            assert step["cites"], f"{board.slug} step {step['index']} cites nothing"
            assert set(step["cites"]) <= known, f"{board.slug} step {step['index']}: {step['cites']}"
