"""Every step page of every curated board, in both languages, read once as a reader would, with
every check that needs every page made on that one reading (issue 31: eight tests used to walk
the same pages four times over).

The walk follows each board's own run and, for each decision, every other option from that step
to the end of its branch. The first step of each run is read as a whole page; the others as the
htmx fragment the step controls load (the rest of the page is the same for every step of a
board). On every page:

* no raw Python and no interface text in the other language, every number a step cites is a
  link, and every rule link opens a page (200) (``pagecheck``);
* no card is called by the board file's id: a reader sees names and game words (issue 21,
  finding 6);
* a note that points to a panel names it as the page titles it, and a Japanese note has no
  engine key ("pending", "no_area") (issue 21, finding 6);
* what changed never says the engine's "no area" (issue 21, finding 6).
"""

from __future__ import annotations

import hashlib
import html
import os
import re
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

import pytest
import yaml

from rulesite.boards.models import Board

from .pagecheck import card_ids, check_page

LANGUAGES = ("ja", "en")
#: each language's walk in this many parts (boards by their place in slug order): pytest-xdist
#: spreads them over its workers, where one walk per language kept one worker busy for minutes
PARTS = 6
#: a note's pointer to a panel of the page: (see "Effects waiting to activate") / 「…」を参照
POINTER = {"en": re.compile(r'\(see "([^"]+)"\)'), "ja": re.compile(r"「([^」]+)」を参照")}
#: the engine's name for a card between areas, which a reader never sees in what changed
NO_AREA = {"en": ["no area →", "no area<", "'s no area"], "ja": ["どの領域でもない所"]}
HEADING = re.compile(r"<h\d[^>]*>([^<]+)</h\d>")


@dataclass
class Walk:
    """What one language's walk found: problems by check, and what it counted."""

    lang: str
    problems: dict[str, list[str]] = field(default_factory=lambda: defaultdict(list))
    links: set[str] = field(default_factory=set)
    pages: int = 0
    pointers: int = 0
    changes_read: int = 0


def seen_text(page: str) -> str:
    """What a reader sees of a step's viewer: its text, without the share box's address."""
    shown = page[max(page.find('<section id="viewer"'), 0) :].split('class="viewer-foot"', 1)[0]
    shown = re.sub(r"<(script|style|textarea)\b.*?</\1>", " ", shown, flags=re.S)
    return html.unescape(re.sub(r"<[^>]+>", " ", shown))


def _branches(trace: dict) -> list[tuple[int, dict[str, str]]]:
    """The board's own run, then each other option of each decision, from that decision's step."""
    branches: list[tuple[int, dict[str, str]]] = [(0, {})]
    for step in trace["steps"]:
        decision = step.get("decision")
        for option in decision["options"] if decision else []:
            if option != decision["chosen"]:
                branches.append((step["index"], {decision["key"]: option}))
    return branches


def _check(walk: Walk, board: Board, ids: re.Pattern, where: str, page: str, viewer) -> None:
    """Every check of one step page."""
    lang, problems = walk.lang, walk.problems
    found, page_links = check_page(page, lang)
    problems["page"] += [f"{where}: {p}" for p in found]
    walk.links |= page_links
    if viewer.trace is None:  # the branch needs a choice the script does not give: a page of its own
        return
    book = board.rulebook.slug
    # a board's citations link its own version's page (/book/v/1.0.0/n/) or the latest (/book/n/)
    linked = {re.sub(rf"^/{book}/v/[^/]+/", f"/{book}/", link) for link in page_links}
    unlinked = [n for n in viewer.step["cites"] if f"/{book}/{n}/" not in linked]
    if unlinked:
        problems["cited but not a link"].append(f"{where}: {', '.join(unlinked)}")
    if match := ids.search(seen_text(page)):
        problems["a board id shown"].append(f"{where}: {match.group()}")
    note = str(viewer.note or "")
    if note and lang == "ja" and re.search(r"[a-z_]{4,}", note):
        problems["an engine key in a Japanese note"].append(f"{where}: {note}")
    for name in POINTER[lang].findall(note):
        walk.pointers += 1
        if name not in [h.strip() for h in HEADING.findall(page)]:
            problems["a note names a panel the page does not title so"].append(f"{where}: {name}")
    start = page.find('class="what-changed"')
    if start >= 0:
        walk.changes_read += 1
        changed = page[start : page.find("</section>", start)]
        for word in NO_AREA[lang]:
            if word in changed:
                problems["what changed says 'no area'"].append(f"{where}: {word}")


def _walk_board(client, board: Board, walk: Walk) -> None:
    url = f"/boards/{board.slug}/"
    headers = {"Accept-Language": walk.lang}
    first = client.get(url, headers=headers)
    assert first.status_code == 200, f"{url}: {first.status_code}"
    names = sorted(card_ids(yaml.safe_load(board.source)["state"], set()))
    assert names, board.slug
    names_re = re.compile(r"(?<![\w-])(" + "|".join(re.escape(i) for i in names) + r")(?![\w-])")
    for start, choices in _branches(first.context["viewer"].trace):
        index, last, ids = start, None, None
        while last is None or index <= last:
            chosen = [f"{k}={v}" for k, v in choices.items()]
            if ids is None:  # a branch's first step by its number, sent on to its identity there
                query = {"go": index, "choose": chosen}
                response = client.get(url, query, headers=headers, follow=True)
            else:
                query = {"step": ids[index], "choose": chosen}
                response = client.get(url, query, headers={**headers, "HX-Request": "true"})
            where = (
                f"{url}?step={index}{''.join(f'&choose={k}={v}' for k, v in choices.items())} [{walk.lang}]"
            )
            walk.pages += 1
            if response.status_code != 200:
                walk.problems["status"].append(f"{where}: {response.status_code}")
                break
            viewer = response.context["viewer"]
            _check(walk, board, names_re, where, response.content.decode(), viewer)
            if viewer.trace is None:
                break
            last, ids = viewer.last, viewer.ids
            index += 1


@pytest.fixture(scope="session")
def opened_links(request, tmp_path_factory) -> Path:
    """Where this run's parts note the rule links they have opened, shared by pytest-xdist's workers
    (their temporary directories' parent): every link is opened, in each language, by the first
    part that shows it, whichever worker runs that part (each worker used to open every link of its
    own parts again: 1,012 pages in all, 312 → 295 s of the walk's test time on 2 workers)."""
    root = tmp_path_factory.getbasetemp()
    if hasattr(request.config, "workerinput"):
        root = root.parent
    folder = root / "walk-opened-links"
    folder.mkdir(exist_ok=True)
    return folder


def _first_to_open(folder: Path, link: str, lang: str) -> bool:
    """Whether this part is the first of the run to open ``link`` in ``lang`` (it then must): the
    note is a file created only if it does not exist, which one process alone can do."""
    name = hashlib.sha256(f"{lang} {link}".encode()).hexdigest()
    try:
        os.close(os.open(folder / name, os.O_CREAT | os.O_EXCL | os.O_WRONLY))
    except FileExistsError:
        return False
    return True


@pytest.mark.every_step
@pytest.mark.parametrize("part", range(PARTS))
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.long
def test_every_step_page_reads_true_in_its_language(client, boards, opened_links, lang, part):
    walk = Walk(lang)
    shelf = list(Board.objects.select_related("rulebook").order_by("slug"))[part::PARTS]
    assert shelf, f"part {part} of {PARTS} holds boards"
    for board in shelf:
        _walk_board(client, board, walk)
    # a board's own notes that point to a panel are read in its language (the check cannot pass idle)
    pointing = [board.slug for board in shelf if POINTER[lang].search(board.source)]
    assert walk.pages > 2 * len(shelf), "every step page of every board of this part is read"
    assert walk.pointers >= len(pointing) and walk.changes_read > 0, (
        "the notes' pointers and what changed were read"
    )
    mine = sorted(link for link in walk.links if _first_to_open(opened_links, link, lang))
    dead = [link for link in mine if client.get(link, headers={"Accept-Language": lang}).status_code != 200]
    if dead:
        walk.problems["a rule link leads nowhere"] += dead
    report = "\n".join(
        f"{check} ({len(found)}):\n  " + "\n  ".join(found[:15])
        for check, found in walk.problems.items()
        if found
    )
    assert not report, f"on {walk.pages} pages [{lang}, part {part}]:\n{report}"


def test_a_link_is_opened_by_the_first_part_to_show_it_in_each_language(tmp_path):
    link = "/one-piece/8-6-2-1/"
    assert _first_to_open(tmp_path, link, "ja")
    assert not _first_to_open(tmp_path, link, "ja")  # a later part, on any worker, leaves it
    assert _first_to_open(tmp_path, link, "en")
    assert _first_to_open(tmp_path, "/one-piece/v/1.2.0/8-6-2-1/", "ja")
