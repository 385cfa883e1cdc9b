"""The lookup box finds every number the boards cite that has a page (issue 21, finding 3)."""

import pytest

from engine.ruletext import catalog

BOOKS = ["one-piece", "gate-ruler"]
#: each book's numbers in this many parts (ONE PIECE's official numbering gives it ~450), which
#: pytest-xdist spreads over its workers
PARTS = {"one-piece": 4, "gate-ruler": 1}


@pytest.mark.parametrize(("book", "part"), [(book, part) for book in BOOKS for part in range(PARTS[book])])
@pytest.mark.long
def test_every_number_with_a_page_is_found_by_lookup(client, rulebooks, book, part):
    numbers = sorted(catalog.out_of_source(book))[part :: PARTS[book]]
    assert numbers
    for number in numbers:
        assert client.get(f"/{book}/{number}/").status_code == 200, number
        found = client.get("/search/", {"q": number})
        elsewhere = [b for b in BOOKS if b != book and client.get(f"/{b}/{number}/").status_code == 200]
        if elsewhere:  # the number is in both books: lookup lists both pages, it cannot pick one
            assert found.status_code == 200, number
            page = found.content.decode()
            assert all(f'href="/{b}/{number}/"' in page for b in [book, *elsewhere]), number
        else:
            assert found.status_code == 302, number
            assert found["Location"] == f"/{book}/{number}/"
        fragment = client.get("/search/", {"q": number}, headers={"HX-Request": "true"}).content.decode()
        assert f'href="/{book}/{number}/"' in fragment and "No rulebook has a section" not in fragment


def test_the_numbers_from_the_issue(client, rulebooks):
    for number in ("10-1-5", "7-1-4-1", "10-1-2", "9-1a", "3-2d", "13-5"):
        assert client.get("/search/", {"q": number}).status_code == 302, number
