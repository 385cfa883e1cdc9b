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
def test_the_sizes_fit_subtree_adds_up_are_the_sizes_of_the_rows_drawn(rf, boards, language):
    """fit_subtree measures each depth instead of rendering it: the sum it makes is the size of the
    rows drawn, and its lower bound (rule text unlinked) is never above it, at every depth."""
    from django.utils import translation

    from rulesite.rulebooks.services import documents, section_page, subtree

    shrunk = [s for s in Section.objects.select_related("version__rulebook") if s.subtree_end > s.order + 20]
    assert shrunk
    with translation.override(language):
        for section in shrunk:
            found = documents.find(section.version, section.number)
            context = section_page.section_context(rf.get("/"), found, section.version.version)
            nodes = context["subtree"]
            rows = subtree.Rows(context["textctx"], section.version.language)
            deepest = subtree.deepest(nodes)
            for keep in range(1, deepest + 1):
                for full in range(0, keep + 1):
                    at_least = rows.size(nodes, full, keep, exact=False)
                    drawn = len(rows.draw(nodes, full, keep).encode())
                    assert at_least <= drawn == rows.size(nodes, full, keep), (section.number, full, keep)
                    for budget in (drawn // 3, drawn - 1, drawn):  # counting stops once over
                        over = rows.size(nodes, full, keep, budget=budget) > budget
                        assert over == (drawn > budget), (section.number, full, keep, budget)


@pytest.mark.parametrize("language", ["ja", "en"])
def test_a_part_too_long_even_by_its_headings_lists_its_sections_each_with_its_own_page(
    client, boards, language, monkeypatch
):
    """When even every subsection by its heading is over, the page lists its sections by their
    headings, each saying how many subsections its own page lists."""
    from django.core.cache import caches

    from rulesite.pagecache.middleware import local_pages
    from rulesite.rulebooks.services import section_page

    def page(url: str) -> str:
        for alias in caches:
            caches[alias].clear()
        local_pages.clear()
        response = client.get(url, HTTP_ACCEPT_LANGUAGE=language)
        assert response.status_code == 200
        return response.content.decode()

    chapter = Section.objects.get(version__rulebook__slug="gate-ruler", number="12-4")
    url = chapter.get_absolute_url()
    whole = page(url)
    monkeypatch.setattr(section_page, "MAX_SECTION_PAGE", 1)  # nothing fits: the last resort
    html = page(url)
    assert len(html) < len(whole)
    assert "1ページに収まらない" in html or "too long for one page" in html
    children = list(chapter.children.all())
    for child in children:
        assert f'<a class="num" href="/gate-ruler/{child.number}/">{child.number}</a>' in html
        below = child.subtree_end - child.order
        if below:  # its row says how many and links its page, where they are
            more = f"下位項目（{below}件）を表示" if language == "ja" else f"Its {below} subsection"
            assert f'<a class="more" href="/gate-ruler/{child.number}/">{more}' in html
    deeper = [
        s for s in chapter.version.sections.filter(order__gt=chapter.order, order__lte=chapter.subtree_end)
    ]
    assert any(s.parent_id != chapter.id for s in deeper)
    for s in deeper:
        if s.parent_id != chapter.id:
            assert f'id="s-{s.number}"' not in html


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
