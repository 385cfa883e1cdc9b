"""The versions feed is valid Atom (RFC 4287), and a book with one version says why its diff and
a rule's history have nothing to show."""

from datetime import datetime
from io import StringIO

import pytest
from django.core.management import call_command
from lxml import etree

from tests.fixtures.documents import RULEBOOK_FIXTURES as FIXTURES

ATOM = "{http://www.w3.org/2005/Atom}"


def atom_problems(xml: bytes) -> list[str]:
    """What RFC 4287 requires of a feed and its entries that this document lacks."""
    problems = []
    feed = etree.fromstring(xml)
    if feed.tag != f"{ATOM}feed":
        return [f"the root is {feed.tag}, not atom:feed"]

    def one(element, name: str, where: str) -> None:
        found = element.findall(f"{ATOM}{name}")
        if len(found) != 1:
            problems.append(f"{where} has {len(found)} atom:{name}, exactly one required")
        elif name == "updated":
            datetime.fromisoformat(found[0].text)  # an RFC 3339 date-time
        elif not (found[0].text or "").strip():
            problems.append(f"{where}'s atom:{name} is empty")

    def authors(element) -> list:
        return [a for a in element.findall(f"{ATOM}author") if (a.findtext(f"{ATOM}name") or "").strip()]

    for name in ("id", "title", "updated"):
        one(feed, name, "the feed")  # §4.1.1
    entries = feed.findall(f"{ATOM}entry")
    if not authors(feed) and not all(authors(e) for e in entries):  # §4.1.1: an author, here or in each entry
        problems.append("no atom:author with an atom:name on the feed or on every entry")
    for i, entry in enumerate(entries):
        for name in ("id", "title", "updated"):
            one(entry, name, f"entry {i}")  # §4.1.2
        alternate = [
            link for link in entry.findall(f"{ATOM}link") if link.get("rel", "alternate") == "alternate"
        ]
        if entry.find(f"{ATOM}content") is None and not alternate:
            problems.append(f"entry {i} has neither atom:content nor a link rel=alternate")
    return problems


def test_the_checker_finds_a_feed_without_an_author():
    xml = (
        b'<feed xmlns="http://www.w3.org/2005/Atom"><id>x</id><title>t</title>'
        b"<updated>2026-01-01T00:00:00+00:00</updated><entry><id>e</id><title>t</title>"
        b'<updated>2026-01-01T00:00:00+00:00</updated><link href="/"/></entry></feed>'
    )
    assert atom_problems(xml) == ["no atom:author with an atom:name on the feed or on every entry"]


@pytest.mark.parametrize("book", ["gate-ruler", "one-piece"])
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_versions_feed_is_valid_atom(client, rulebooks, book, lang):
    response = client.get(f"/{book}/versions.atom", HTTP_ACCEPT_LANGUAGE=lang)
    assert response["Content-Type"].startswith("application/atom+xml")
    assert atom_problems(response.content) == []


def test_the_feed_of_a_book_with_two_versions_is_valid_atom(client, rulebooks):
    import_second_version()
    response = client.get("/one-piece/versions.atom")
    assert len(etree.fromstring(response.content).findall(f"{ATOM}entry")) == 2
    assert atom_problems(response.content) == []


def import_second_version() -> None:
    path = str(FIXTURES / "renumbered-1.0.0.txt")
    call_command("import_rulebook", "one-piece", "2.0.0", path, "--date", "2027-01-10", stdout=StringIO())


WHY = {
    "en": "This site has only one version of this rulebook so far",
    "ja": "このサイトにあるこのルールブックの版は、まだ",
}


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("url", ["/gate-ruler/diff/1.0.0/1.0.0/", "/gate-ruler/12-4b-3a/history/"])
def test_a_book_with_one_version_says_why_its_diff_and_history_are_empty(client, rulebooks, url, lang):
    page = client.get(url, HTTP_ACCEPT_LANGUAGE=lang).content.decode()
    assert WHY[lang] in page


def test_the_note_goes_once_a_second_version_is_imported(client, rulebooks):
    import_second_version()
    page = client.get("/one-piece/diff/1.2.1/2.0.0/", HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert WHY["en"] not in page
