"""The board viewer's context: one step of a resolved board, with everything the page draws.

Views stay thin: they say where the board text comes from and how to link a step; this module
runs it (cached), checks ?step= and the choices, and builds the context.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass, field
from functools import cache, lru_cache
from pathlib import Path
from typing import Any
from urllib.parse import urlencode, urlsplit

from django.utils.translation import gettext as _

import engine
from engine.core import table as tables
from engine.ruletext import catalog
from rulesite.languages import reader_lang
from rulesite.rulebooks.services.richtext import TextContext

from .changes import describe_changes
from .kinds import step_kind
from .traces import Run, first_difference, parse_choices, run_board, run_with_choices


def step_query(step: int | str | None, choices: dict[str, str], **extra: str) -> str:
    """The query string of a step: ``?step=attack.1&choose=KEY=VALUE``; choices keep their order."""
    params: list[tuple[str, str]] = list(extra.items())
    if step is not None:
        params.append(("step", str(step)))
    params += [("choose", f"{k}={v}") for k, v in choices.items()]
    return "?" + urlencode(params) if params else ""


#: the step list of a long board shows this many steps either side of the current one
STEP_LIST_AROUND = 25

#: a step's line in the step list: its first sentence, cut to at most this many characters
SUMMARY_CHARS = 90

#: where a sentence ends: a Japanese full stop, or an English one before the next sentence's
#: capital (so "Ver. 1.0.0" or "12-4b." inside a sentence does not end it)
_SENTENCE_END = re.compile(r"(?<=。)|(?<=[.!?])\s+(?=[A-Z《「(])")

#: ``?step=`` has at most this many digits (no board has a million steps).
MAX_STEP_DIGITS = 6


#: a step's identity in the address: its kind and which step of that kind it is (``attack.2``),
#: so that steps added before it (a phase, a setup) never move a shared link
STEP_ID_RE = re.compile(r"[a-z]+(?:-[a-z]+)*\.[1-9][0-9]{0,5}")

#: the step each numbered link (``?step=N``, the addresses before step identities) of a curated
#: board showed: {board: [step identity at number 0, 1, ...]}
STEP_LINKS = Path(__file__).resolve().parents[3] / "data" / "boards-step-links.yaml"


def summary(text: str) -> str:
    """A step's line in the step list: the first sentence of its text, at most
    :data:`SUMMARY_CHARS` characters (cut with an ellipsis)."""
    first = _SENTENCE_END.split(text.strip(), maxsplit=1)[0].strip()
    return first if len(first) <= SUMMARY_CHARS else first[: SUMMARY_CHARS - 1].rstrip() + "…"


def step_ids(trace: dict[str, Any]) -> list[str]:
    """Each step's identity, in order: ``kind.N`` for the N-th step of that kind."""
    seen: Counter[str] = Counter()
    ids = []
    for step in trace["steps"]:
        seen[step["kind"]] += 1
        ids.append(f"{step['kind']}.{seen[step['kind']]}")
    return ids


@cache
def _legacy() -> dict[str, list[str]]:
    import yaml

    try:
        data = yaml.safe_load(STEP_LINKS.read_text(encoding="utf-8")) or {}
    except OSError:
        return {}
    return {str(board): [str(i) for i in ids] for board, ids in data.items()}


def legacy_index(board_id: str, number: int, ids: list[str]) -> int | None:
    """The step a numbered link of ``board_id`` showed, in this run: by the board's old numbering
    when it has one, else at its number; None when there is no such step."""
    old = _legacy().get(board_id)
    if old is not None and number < len(old) and old[number] in ids:
        return ids.index(old[number])
    return number if number < len(ids) else None


def parse_step(raw: str) -> int | None:
    """``?step=N``: ASCII digits only (``str.isdigit`` also accepts ``²`` and ``٣``; ``int`` refuses them)."""
    if not raw or len(raw) > MAX_STEP_DIGITS or not (raw.isascii() and raw.isdigit()):
        return None
    return int(raw)


@dataclass
class ViewerError:
    status: int
    message: str
    problems: list[str] = field(default_factory=list)
    needed: dict[str, Any] | None = None


@dataclass
class Viewer:
    """Everything the viewer template needs for one step of one board."""

    board_id: str
    game: str
    book: str
    title: str
    trace: dict[str, Any] | None
    step: dict[str, Any] | None
    index: int
    last: int
    choices: dict[str, str]
    base: str  # where this viewer's links go: the board page, a section page, an embed
    extra: dict[str, str]  # query parameters every link keeps (the section page's ?board=)
    page: str  # the board's own page, absolute: the permalink of a step
    embed_page: str = ""  # the board's embed page, absolute: the embed snippet's address
    pin: str | None = None  # on a version-pinned section page: cited rules link into that version
    heading: int = 2  # the level of the viewer's own heading (the page decides: h2 on a board page)
    error: ViewerError | None = None
    table: Any = None
    cites: list[dict[str, Any]] = field(default_factory=list)
    decision: dict[str, Any] | None = None
    textctx: TextContext | None = None  # links the rule numbers inside step texts
    changes: list[str] = field(default_factory=list)  # what this step changed, before → after
    #: why the board's note for this step is not shown ("" when it is shown, or there is none)
    note_hidden: str = ""
    #: each step's identity (:func:`step_ids`), the address of its link
    ids: list[str] = field(default_factory=list)
    #: a numbered link (``?step=N``) is answered by a permanent redirect to this query
    redirect: str = ""
    #: the step slider's and a decision's ``?go=N`` (a number in this run, which a later version
    #: of the board may number differently) is sent on by a temporary redirect
    redirect_permanent: bool = True
    #: for a board written before start points: what its table breaks where it is read to start
    warnings: list[str] = field(default_factory=list)
    #: the rules this step cites whose text a newer version changed (rulebooks.services.rule_changes)
    rule_changes: list[Any] = field(default_factory=list)
    #: a newer version no text of the board's version can be compared with ("" when none)
    uncompared_version: str = ""

    @property
    def status(self) -> int:
        """The HTTP status of a page showing this viewer."""
        return self.error.status if self.error else 200

    def step_id(self, step: int | None) -> str | None:
        if step is None:
            return None
        return self.ids[step] if 0 <= step < len(self.ids) else str(step)

    def url(self, step: int | None, choices: dict[str, str]) -> str:
        return self.base + step_query(self.step_id(step), choices, **self.extra)

    @property
    def step_permalink(self) -> str:
        return self.page + step_query(self.step_id(self.index), self.choices)

    @property
    def share_url(self) -> str:
        """The address a shared link names: this step's permalink, or the board's page."""
        return self.step_permalink if self.step else self.page

    @property
    def embed_permalink(self) -> str:
        """The embed page at this step, with the reader's choices: what the embed snippet frames."""
        return self.embed_page + step_query(self.step_id(self.index), self.choices) if self.embed_page else ""

    @property
    def embed_path(self) -> str:
        """The embed page at this step as a site path (the "Embed view" link)."""
        if not self.embed_page:
            return ""
        return urlsplit(self.embed_page).path + step_query(self.step_id(self.index), self.choices)

    @property
    def origin(self) -> str:
        """scheme://host of the site, for the embed snippet's resize listener."""
        parts = urlsplit(self.page)
        return f"{parts.scheme}://{parts.netloc}"

    @property
    def sub_heading(self) -> int:
        return min(self.heading + 1, 6)

    @property
    def start_url(self) -> str:
        return self.url(0, {})

    @property
    def lang(self) -> str:
        return reader_lang()

    def text(self, pair: dict[str, str] | None) -> str:
        pair = pair or {}
        return pair.get(self.lang) or pair.get("en") or pair.get("ja") or ""

    @property
    def explanation(self) -> str:
        return self.text(self.step["text"]) if self.step else ""

    @property
    def note(self) -> str:
        if not self.step or self.note_hidden:
            return ""
        return self.text(self.step.get("note"))

    @property
    def cites_outside(self) -> bool:
        """Whether a cited number is outside our source (marked * on the page)."""
        return any(c["linked"] and not c["in_book"] for c in self.cites)

    @property
    def kind(self) -> str:
        return step_kind(self.game, self.step["kind"]) if self.step else ""

    @property
    def outcome_text(self) -> str:
        """How the run ended, in the reader's language."""
        outcome = self.outcome or {}
        if outcome.get("result") == "win":
            return _("player %(p)s wins") % {"p": outcome.get("winner")}
        if outcome.get("result") == "draw":
            return _("a draw: no player remains")
        ends = {
            "resolved": _("everything has resolved"),
            "loop": _("stopped: the run went on too long"),
            "game-over": _("the game is over"),
        }
        end = outcome.get("end", "")
        return str(ends.get(end, end))

    def _linked(self, text: str) -> str:
        return self.textctx.references(text) if self.textctx else text

    @property
    def explanation_html(self) -> str:
        """The explanation with the rule numbers it mentions as links (each opens a page)."""
        return self._linked(self.explanation)

    @property
    def note_html(self) -> str:
        return self._linked(self.note)

    @property
    def steps(self) -> list[dict[str, Any]]:
        """For the step list: index, kind, a short label, and its link; on a long board only the
        steps around this one (:data:`STEP_LIST_AROUND` either side), so a page stays small."""
        if not self.trace:
            return []
        first, last = self.listed
        return [
            {
                "index": s["index"],
                "kind": step_kind(self.game, s["kind"]),
                "url": self.url(s["index"], self.choices),
                "summary": summary(self.text(s["text"])),
                "decision": bool(s.get("decision")),
            }
            for s in self.trace["steps"][first : last + 1]
        ]

    @property
    def listed(self) -> tuple[int, int]:
        """The first and last step in the step list."""
        first = max(0, min(self.index - STEP_LIST_AROUND, self.last - 2 * STEP_LIST_AROUND))
        return first, min(self.last, first + 2 * STEP_LIST_AROUND)

    @property
    def listed_note(self) -> str:
        """Which steps the list shows, when it does not show them all."""
        first, last = self.listed
        if (first, last) == (0, self.last):
            return ""
        return _("Steps %(first)s–%(last)s are listed here (of 0–%(end)s).") % {
            "first": first,
            "last": last,
            "end": self.last,
        }

    def nav(self) -> dict[str, str | None]:
        def link(i: int) -> str | None:
            return self.url(i, self.choices) if 0 <= i <= self.last and i != self.index else None

        return {
            "first": link(0),
            "previous": link(self.index - 1),
            "next": link(self.index + 1),
            "last": link(self.last),
        }

    @property
    def outcome(self) -> dict[str, Any] | None:
        return self.trace["outcome"] if self.trace and self.index == self.last else None


def _outside(book: str) -> dict[str, Any]:
    """The book's numbers outside our source; none for a book the site does not ship."""
    try:
        return catalog.out_of_source(book)
    except KeyError:  # a what-if copy whose original board (and so its book) is gone
        return {}


def _citations(book: str, version: str, cites: list[str], numbers: frozenset[str]) -> list[dict[str, Any]]:
    """Each cited number: in the book, or outside our source with a page of what the engine assumes."""
    outside = _outside(book)
    return [
        {
            "number": n,
            "in_book": n in numbers,
            "outside": outside.get(n),
            "linked": n in numbers or n in outside,
        }
        for n in cites
    ]


def _option_labels(
    source: str, choices: dict[str, str], needed: dict[str, Any], name: str, viewer: Viewer
) -> dict[str, str]:
    """The reader's words for the options of a decision the URL does not answer (from a run that
    takes the first option: the engine labels a decision's options when it records it)."""
    if not needed["options"]:
        return {}
    trial = run_board(source, {**choices, needed["key"]: needed["options"][0]}, name=name)
    for step in (trial.trace or {}).get("steps", []):
        decision = step.get("decision") or {}
        if decision.get("key") == needed["key"]:
            return {option: viewer.text(label) for option, label in (decision.get("labels") or {}).items()}
    return {}


def _note_hidden(
    source: str,
    choices: dict[str, str],
    original: str | None,
    step: dict[str, Any],
    index: int,
    trace: dict[str, Any],
) -> str:
    """Why a note must not be shown here, or "" when it may.

    A note is written for one run: the board's own (its script's choices). It is shown on another
    run only while that run has been the same so far (steps 0..index equal) and its table at this
    step equals the reference's; a note a what-if copy kept from its original was written for the
    original's run.
    """
    reference = run_board(source, {})
    why = _("The board's note for this step is not shown: it was written for the board's own choices.")
    if original is not None:
        base = run_board(original, {})
        notes = {json.dumps(s.get("note"), sort_keys=True) for s in (base.trace or {}).get("steps", [])}
        if json.dumps(step["note"], sort_keys=True) in notes:
            reference = base
            why = _("The original board's note for this step is not shown: this copy is no longer the same.")
    elif not choices:
        return ""
    if reference.trace is None or first_difference(reference.trace, trace) <= index:
        return str(why)
    # The same steps so far, but a note speaks of the table: it holds only where the table is the
    # same too (a copy with the Knight's damage 5 → 4 starts on another table).
    if engine.state_at(reference.trace, index) != engine.state_at(trace, index):
        return str(why)
    return ""


def board_game_and_book(source: str) -> tuple[str, str]:
    """The game and rulebook a board text names (its meta); empty when it does not load."""
    try:
        meta = engine.load_board(source, source_name="what-if").meta
    except engine.BoardError:
        return "", ""
    return meta.game, meta.rulebook


def build_viewer(
    *,
    source: str,
    name: str,
    board_id: str,
    game: str,
    book: str,
    title: str,
    query: dict[str, list[str]],
    base: str,
    page: str,
    numbers: frozenset[str],
    version: str,
    extra: dict[str, str] | None = None,
    original: str | None = None,
    embed_page: str = "",
    index: int | None = None,
) -> Viewer:
    """Resolve the board with the reader's choices and pick the step of ``?step=``.

    ``original`` is the text of the curated board a what-if copy was made from: the board's notes
    were written for its own run, and are shown only where the copy's run is still the same.
    ``index``: the step to show, given by the caller (learn mode), instead of ``?step=``.
    """
    choices, bad = parse_choices(query.get("choose", []))
    viewer = Viewer(
        board_id, game, book, title, None, None, 0, 0, choices, base, extra or {}, page, embed_page
    )
    if book:
        viewer.textctx = TextContext(book, numbers, [], outside=frozenset(_outside(book)))
    url = viewer.url
    if bad:
        viewer.error = ViewerError(
            400, _("These choices are not KEY=VALUE: %(bad)s") % {"bad": ", ".join(bad)}
        )
        return viewer
    run: Run
    run, choices = run_with_choices(source, choices, name=name)
    viewer.choices = choices  # only those the run asks: the links carry no unknown key
    if not run.ok:
        if run.needed:
            status = 400 if run.needed["invalid"] else 200
            message = (
                _("“%(value)s” is not one of the choices here: player %(who)s chooses one of those below.")
                % {"value": choices.get(run.needed["key"], ""), "who": run.needed["who"]}
                if run.needed["invalid"]
                else _("The engine needs a choice here: player %(who)s chooses.") % {"who": run.needed["who"]}
            )
            others = {k: v for k, v in choices.items() if k != run.needed["key"]}
            labels = _option_labels(source, others, run.needed, name, viewer)
            # The run is shared by this process's requests: the links go on a copy.
            needed = {
                **run.needed,
                "links": [
                    (labels.get(option) or option, url(None, {**others, run.needed["key"]: option}))
                    for option in run.needed["options"]
                ],
            }
            viewer.error = ViewerError(status, message, list(run.problems), needed)
        else:
            viewer.error = ViewerError(400, _("This board has problems:"), list(run.problems))
        return viewer
    trace = run.trace
    viewer.trace = trace
    viewer.last = len(trace["steps"]) - 1
    viewer.ids = step_ids(trace)
    viewer.warnings = board_warnings(source)
    go = parse_step((query.get("go") or [""])[0].strip())
    if index is None and go is not None and go <= viewer.last:
        # the step slider and a decision name a step by its number in this run (the same step
        # may be another kind of step once the choice is changed): sent on to its identity
        viewer.redirect = step_query(viewer.ids[go], viewer.choices, **viewer.extra)
        viewer.redirect_permanent = False
        return viewer
    if index is None:
        found = _step_of(viewer, board_id, (query.get("step") or [viewer.ids[0]])[0])
        if found is None:
            return viewer
        index = found
    elif not 0 <= index <= viewer.last:
        viewer.error = ViewerError(404, _("This board has no such step."))
        return viewer
    viewer.index = index
    step = trace["steps"][index]
    viewer.step = step
    state = engine.state_at(trace, index)
    changes = step.get("changes") or []
    game_table = tables.of_game(game)
    snapshot = game_table.read(state) if game_table else None  # read once: the table and the changes
    viewer.table = tables.draw(game_table, state, changes, tables.unused_zones(trace), snapshot, game)
    viewer.changes = describe_changes(game, state, changes, viewer.lang, snapshot)
    if step.get("note"):
        viewer.note_hidden = _note_hidden(source, choices, original, step, index, trace)
    viewer.cites = _citations(book, version, step["cites"], numbers)
    if step.get("decision"):
        decision = dict(step["decision"])
        others = {k: v for k, v in choices.items() if k != decision["key"]}
        decision["options_view"] = [
            {
                "value": option,
                "label": viewer.text(decision.get("labels", {}).get(option))
                or viewer.text(state.get("cards", {}).get(option, {}).get("name"))
                or option,
                "chosen": option == decision["chosen"],
            }
            for option in decision["options"]
        ]
        decision["prompt_text"] = viewer.text(decision.get("prompt"))
        decision["others"] = others
        viewer.decision = decision
    return viewer


def _step_of(viewer: Viewer, board_id: str, value: str) -> int | None:
    """The step ``?step=`` names: a step identity (``attack.1``), or a number, as links were before
    step identities: the step it showed, or, when that step has moved, a redirect to it. None with
    the error set, or with the redirect set."""
    raw = value.strip()
    if STEP_ID_RE.fullmatch(value):
        if value in viewer.ids:
            return viewer.ids.index(value)
        viewer.error = ViewerError(404, _("This board has no step “%(step)s”.") % {"step": value[:30]})
        return None
    number = parse_step(raw)
    if number is None:
        viewer.error = ViewerError(
            400,
            _("“%(step)s” is not a step: steps are numbered 0 to %(last)s.")
            % {"step": raw[:20], "last": viewer.last},
        )
        return None
    index = legacy_index(board_id, number, viewer.ids)
    if index is None:
        viewer.error = ViewerError(
            404,
            _("This board has no step %(step)s: its steps are 0 to %(last)s.")
            % {"step": number, "last": viewer.last},
        )
        return None
    if index == number:  # still where it was: shown here, its links name it by its identity
        return index
    viewer.redirect = step_query(viewer.ids[index], viewer.choices, **viewer.extra)
    return None


def board_warnings(source: str) -> list[str]:
    """What a board written before start points breaks where it is read to start (the game says;
    empty for a board that says where it starts)."""
    return list(_warnings(source))


@lru_cache(maxsize=64)
def _warnings(source: str) -> tuple[str, ...]:
    try:
        board = engine.load_board(source, source_name="what-if")
    except engine.BoardError:
        return ()
    warnings = getattr(board.game, "warnings", None)
    return tuple(warnings(board)) if warnings else ()
