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


@pytest.mark.parametrize("language", ["ja", "en"])
def test_skipping_levels_that_cannot_fit_gives_the_page_rendering_every_level_gives(
    client, boards, language, monkeypatch
):
    """fit_subtree skips a level whose page is over even less the rule text it hides: the page is
    the one rendering each level in turn gives (with no level skipped: nothing counted as saved)."""
    from django.core.cache import caches

    from rulesite.pagecache.middleware import local_pages
    from rulesite.rulebooks.services import section_page

    def page(url: str) -> str:
        for alias in caches:
            caches[alias].clear()
        local_pages.clear()
        return client.get(url, HTTP_ACCEPT_LANGUAGE=language).content.decode()

    shrunk = [s for s in Section.objects.select_related("version__rulebook") if s.subtree_end > s.order + 20]
    fast = {s.get_absolute_url(): page(s.get_absolute_url()) for s in shrunk}
    monkeypatch.setattr(section_page, "_saved_at_least", lambda node, textctx, language: 0)
    slow = {url: page(url) for url in fast}
    assert fast == slow
    assert any(
        "深い階層の下位項目は見出しだけ" in html or "Deeper subsections are listed" in html
        for html in fast.values()
    )


def test_a_page_still_over_leaves_the_step_list_to_the_boards_own_page(client, boards):
    """The last fitting step: a chapter that many boards illustrate shows its example without the
    list of all steps, and links the step on the board's own page, where the list is."""
    chapter = Section.objects.get(version__rulebook__slug="one-piece", number="8")
    html = client.get(chapter.get_absolute_url(), HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    assert 'class="step-list"' not in html
    assert "すべてのステップは例題の専用ページで" in html
    assert '/boards/op-loop-count/?step=start.1"' in html
    own = client.get("/boards/op-loop-count/?step=start.1", HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    assert 'class="step-list"' in own
    # a section page that fits keeps its list
    small = Section.objects.get(version__rulebook__slug="gate-ruler", number="12-2d-1")
    html = client.get(small.get_absolute_url(), HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    assert 'class="step-list"' in html
