"""The ONE PIECE official numbering (data/rulebooks/one-piece/numbering.yaml): every official number
can be cited, and each has a page saying what the rule provides."""

import pytest

from engine.ruletext import catalog

#: numbers the findings of issue 19 need, from every chapter of the official text
NEEDED = [
    "1-3-10", "4-6-2-1", "7-1-3-2-1", "7-1-4-1-1-2", "8-1-3-4-4-1", "8-1-3-4-6", "8-1-3-4-7",
    "8-3-1-6", "8-4-6", "8-6-1-1", "10-2-9", "10-2-10", "10-2-10-1", "10-2-17-1", "10-2-17-2",
    "3-7-6-1-1", "11-3-3",
]  # fmt: skip


def test_every_official_number_can_be_cited():
    known = catalog.known_numbers("one-piece", "1.2.1")
    assert set(NEEDED) <= known
    assert set(catalog.numbering("one-piece")) <= known
    assert "10-2-18" not in known and "8-1-3-4-8" not in known  # not official numbers


def test_the_numbering_covers_the_summary_and_the_out_of_source_list():
    official = set(catalog.numbering("one-piece"))
    assert set(catalog.sections("one-piece", "1.2.1").numbers()) <= official
    assert set(catalog.documented("one-piece")) <= official


def test_every_number_has_a_heading_in_both_languages_and_a_parent():
    official = catalog.numbering("one-piece")
    assert len(official) > 450
    for number, entry in official.items():
        assert entry.heading["ja"] and entry.heading["en"], number
        parent = number.rsplit("-", 1)[0]
        assert "-" not in number or parent in official, number


def test_a_number_outside_the_summary_says_what_the_rule_provides():
    page = catalog.out_of_source("one-piece")["1-3-10"]
    assert "turn player acts first" in page.known["en"] and "1-3-10" in page.known["en"]
    assert "ターンプレイヤーが先" in page.known["ja"]
    summary = catalog.sections("one-piece", "1.2.1").numbers()
    assert not set(catalog.out_of_source("one-piece")) & set(summary)  # the summary's page wins


#: the official numbering's ~490 pages in this many parts, which pytest-xdist spreads over its workers
PARTS = 3


@pytest.mark.django_db
@pytest.mark.long
@pytest.mark.parametrize("part", range(PARTS))
def test_every_official_number_opens_a_page(client, rulebooks, part):
    numbers = list(catalog.numbering("one-piece"))[part::PARTS]
    assert numbers
    for number in numbers:
        response = client.get(f"/one-piece/{number}/")
        assert response.status_code == 200, number
    assert client.get("/one-piece/10-2-18/").status_code == 404
