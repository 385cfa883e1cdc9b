"""Every section page stays within 30 KB of HTML, in both languages; nothing is lost to fit."""

from __future__ import annotations

import pytest

from rulesite.rulebooks.models import Section
from rulesite.rulebooks.services.section_page import MAX_SECTION_PAGE


@pytest.mark.parametrize("language", ["ja", "en"])
def test_every_section_page_is_at_most_30_kb(client, boards, language):
    assert MAX_SECTION_PAGE == 30 * 1024
    sections = list(Section.objects.select_related("version__rulebook"))
    assert len(sections) > 50
    sizes = {}
    for section in sections:
        url = f"/{section.version.rulebook.slug}/v/{section.version.version}/{section.number}/"
        response = client.get(url, HTTP_ACCEPT_LANGUAGE=language)
        assert response.status_code == 200, url
        sizes[url] = len(response.content)
    too_big = {url: size for url, size in sizes.items() if size > MAX_SECTION_PAGE}
    assert not too_big


def test_a_page_that_had_to_shrink_still_links_every_subsection(client, boards):
    fitted = []
    for section in Section.objects.select_related("version__rulebook").filter(subtree_end__gt=0):
        html = client.get(section.get_absolute_url(), HTTP_ACCEPT_LANGUAGE="ja").content.decode()
        if "深い階層の下位項目は見出しだけ" not in html:
            continue
        fitted.append(section)
        below = section.version.sections.filter(order__gt=section.order, order__lte=section.subtree_end)
        for sub in below:
            assert f'href="/{section.version.rulebook.slug}/{sub.number}/"' in html, sub.number
    # The shipped rulebooks have at least one chapter too long to show whole (one-piece 8).
    assert fitted
