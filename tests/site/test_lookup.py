import pytest


@pytest.mark.parametrize("typed", ["１２－４ｂ－３ａ", "12.4b.3a", "12-4B-3A", " 12 4b 3a ", "12ー4ｂー3ａ"])
def test_a_typed_number_lands_on_its_section(client, rulebooks, typed):
    response = client.get("/search/", {"q": typed})
    assert response.status_code == 302
    assert response["Location"] == "/gate-ruler/12-4b-3a/"


def test_a_number_of_one_book_redirects_even_without_the_book(client, rulebooks):
    assert client.get("/search/", {"q": "8-1-3-4"})["Location"] == "/one-piece/8-1-3-4/"


def test_the_book_parameter_narrows_the_lookup(client, rulebooks):
    response = client.get("/search/", {"q": "8-1-3-4", "book": "gate-ruler"})
    assert response.status_code == 404
    assert response.context["result"].nearest


def test_a_missing_number_gets_a_404_with_nearest_sections(client, rulebooks):
    response = client.get("/search/", {"q": "12-4b-9"})
    assert response.status_code == 404
    page = response.content.decode()
    assert "No rulebook has a section 12-4b-9" in page
    assert 'href="/gate-ruler/12-4b/"' in page


def test_a_huge_query_gets_a_400(client, rulebooks):
    response = client.get("/search/", {"q": "破" * 10_000})
    assert response.status_code == 400
    assert "too long" in response.content.decode()


def test_html_in_a_query_is_escaped(client, rulebooks):
    response = client.get("/search/", {"q": '<script>alert("x")</script>'})
    assert response.status_code == 200
    assert b"<script>alert" not in response.content
    assert b"&lt;script&gt;" in response.content


def test_an_unknown_book_is_a_404(client, rulebooks):
    response = client.get("/search/", {"q": "12-4", "book": "<b>nope</b>"})
    assert response.status_code == 404
    assert b"<b>nope" not in response.content


def test_an_empty_query_shows_the_form(client, rulebooks):
    response = client.get("/search/")
    assert response.status_code == 200 and b'name="q"' in response.content
