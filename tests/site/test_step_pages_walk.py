"""Every step page of every curated board, in both languages, read as a reader would.

The walk follows each board's own run and, for each decision, every other option from that step
to the end of its branch. Every page must be free of raw Python and of interface text in the
other language, every number a step cites must be a link, and every rule link must open a page
(200). The first step of each run is read as a whole page; the others as the htmx fragment the
step controls load (the rest of the page is the same for every step of a board).
"""

from __future__ import annotations

import pytest

from rulesite.boards.models import Board

from .pagecheck import check_page

LANGUAGES = ("ja", "en")


def _walk(client, board: Board, lang: str, problems: list[str], links: set[str]) -> int:
    """Read every step page of one board in one language; return how many pages were read."""
    url = f"/boards/{board.slug}/"
    headers = {"Accept-Language": lang}
    first = client.get(url, headers=headers)
    viewer = first.context["viewer"]
    assert first.status_code == 200, f"{url}: {first.status_code}"
    branches: list[tuple[int, dict[str, str]]] = [(0, {})]
    for step in viewer.trace["steps"]:
        decision = step.get("decision")
        if decision:
            for option in decision["options"]:
                if option != decision["chosen"]:
                    branches.append((step["index"], {decision["key"]: option}))
    read = 0
    for start, choices in branches:
        index, last = start, None
        while last is None or index <= last:
            query = {"step": index, "choose": [f"{k}={v}" for k, v in choices.items()]}
            fragment = {"HX-Request": "true"} if index > start else {}
            response = client.get(url, query, headers={**headers, **fragment})
            where = f"{url}?step={index}{''.join(f'&choose={k}={v}' for k, v in choices.items())} [{lang}]"
            read += 1
            if response.status_code != 200:
                problems.append(f"{where}: status {response.status_code}")
                break
            found, page_links = check_page(response.content.decode(), lang)
            problems += [f"{where}: {p}" for p in found]
            links |= page_links
            shown = response.context["viewer"]
            if shown.trace is None:  # the branch needs a choice the script does not give: a page of its own
                break
            book = board.rulebook.slug
            unlinked = [n for n in shown.step["cites"] if f"/{book}/{n}/" not in page_links]
            if unlinked:
                problems.append(f"{where}: cited but not a link: {', '.join(unlinked)}")
            last = shown.last
            index += 1
    return read


@pytest.mark.every_step
@pytest.mark.parametrize("lang", LANGUAGES)  # one test per language: pytest-xdist runs them side by side
def test_every_step_page_reads_true_in_its_language_and_every_rule_link_opens(client, boards, lang):
    problems: list[str] = []
    links: set[str] = set()
    pages = 0
    for board in Board.objects.select_related("rulebook"):
        pages += _walk(client, board, lang, problems, links)
    assert pages > 500, "every step page of every board is read in this language"
    dead = sorted(
        f"{link} [{lang}]"
        for link in links
        if client.get(link, headers={"Accept-Language": lang}).status_code != 200
    )
    assert dead == [], f"{len(dead)} of {len(links)} rule links lead nowhere"
    first = "\n".join(problems[:40])
    assert problems == [], f"{len(problems)} problems on {pages} pages; the first:\n{first}"
