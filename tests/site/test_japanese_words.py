"""Glossary links, glossary uses and search match Japanese terms as whole words (issue 21, finding 4)."""

import re
from html import unescape

import pytest

from rulesite.rulebooks.models import GlossaryTerm, Section
from rulesite.rulebooks.services import search, words
from rulesite.rulebooks.services.richtext import TextContext

TERM_LINK = re.compile(r'<a class="term" href="[^"]*#term-([^"]+)"[^>]*>([^<]*)</a>')


def test_a_term_inside_a_longer_word_is_not_a_word():
    assert not words.contains("あった場合、", "場")
    assert words.contains("場にあるカード", "場")
    assert words.contains("効果による破壊処理", "破壊処理")  # a term of two words
    assert words.first_spans("場合は場に", ["場", "場合"]) == [(0, 2, "場合"), (3, 4, "場")]


@pytest.mark.parametrize("book", ["gate-ruler", "one-piece"])
def test_no_glossary_link_inside_a_longer_word_on_any_section(client, rulebooks, book):
    """Every section of both books, as its page renders it: each linked term starts and ends
    where a word does (the text around the link, joined back, cuts there)."""
    sections = list(Section.objects.filter(version__rulebook__slug=book))
    terms = list(GlossaryTerm.objects.filter(rulebook__slug=book))
    context = TextContext(book, frozenset(s.number for s in sections), terms)
    linked = 0
    for section in sections:
        assert client.get(f"/{book}/{section.number}/").status_code == 200, section.number
        for text in (section.title, section.text):
            html = str(context.render(text))
            for match in TERM_LINK.finditer(html):
                linked += 1
                before = unescape(re.sub(r"<[^>]+>", "", html[: match.start()].replace("<br>", "\n")))
                start, end = len(before), len(before) + len(match.group(2))
                assert text[start:end] == match.group(2)
                assert {start, end} <= words.boundaries(text), (
                    section.number,
                    text[max(0, start - 3) : end + 3],
                )
    assert linked > 0


def test_the_field_is_not_linked_inside_baai(client, rulebooks):
    field = GlossaryTerm.objects.get(rulebook__slug="gate-ruler", term="場")
    html = client.get("/gate-ruler/12-4b-2a/").content.decode()
    assert "あった場合" in html
    assert f"#term-{field.slug}" not in html


def test_search_does_not_find_a_term_inside_a_longer_word(rulebooks):
    versions = [s.version for s in Section.objects.select_related("version").distinct()]
    hits = search.search("場", list({v.id: v for v in versions}.values()))
    assert hits
    for hit in hits:
        assert words.contains(hit.section.title + "\n" + hit.section.text, "場"), hit.section.number
