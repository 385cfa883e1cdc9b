"""The board viewer's context: one step of a resolved board, with everything the page draws.

Views stay thin: they say where the board text comes from and how to link a step; this module
runs it (cached), checks ?step= and the choices, and builds the context.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlencode

from django.utils.translation import get_language
from django.utils.translation import gettext as _

import engine
from engine.rulebook import catalog

from .tables import table_for
from .traces import Run, parse_choices, run_board


def step_query(step: int | None, choices: dict[str, str], **extra: str) -> str:
    """The query string of a step: ``?step=3&choose=KEY=VALUE``; choices keep their order."""
    params: list[tuple[str, str]] = list(extra.items())
    if step is not None:
        params.append(("step", str(step)))
    params += [("choose", f"{k}={v}") for k, v in choices.items()]
    return "?" + urlencode(params) if params else ""


#: the step list of a long board shows this many steps either side of the current one
STEP_LIST_AROUND = 25

#: ``?step=`` has at most this many digits (no board has a million steps).
MAX_STEP_DIGITS = 6


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
    error: ViewerError | None = None
    table: Any = None
    cites: list[dict[str, Any]] = field(default_factory=list)
    decision: dict[str, Any] | None = None

    @property
    def status(self) -> int:
        """The HTTP status of a page showing this viewer."""
        return self.error.status if self.error else 200

    def url(self, step: int | None, choices: dict[str, str]) -> str:
        return self.base + step_query(step, choices, **self.extra)

    @property
    def step_permalink(self) -> str:
        return self.page + step_query(self.index, self.choices)

    @property
    def start_url(self) -> str:
        return self.url(0, {})

    @property
    def lang(self) -> str:
        return "ja" if (get_language() or "").startswith("ja") else "en"

    def text(self, pair: dict[str, str] | None) -> str:
        pair = pair or {}
        return pair.get(self.lang) or pair.get("en") or pair.get("ja") or ""

    @property
    def explanation(self) -> str:
        return self.text(self.step["text"]) if self.step else ""

    @property
    def note(self) -> str:
        return self.text(self.step.get("note")) if self.step else ""

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
                "kind": s["kind"],
                "url": self.url(s["index"], self.choices),
                "summary": self.text(s["text"])[:90],
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


def _citations(book: str, version: str, cites: list[str], numbers: frozenset[str]) -> list[dict[str, Any]]:
    try:
        outside = catalog.out_of_source(book)
    except KeyError:  # a what-if copy whose original board (and so its book) is gone
        outside = {}
    return [{"number": n, "in_book": n in numbers, "outside": outside.get(n)} for n in cites]


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
) -> Viewer:
    """Resolve the board with the reader's choices and pick the step of ``?step=``."""
    choices, bad = parse_choices(query.get("choose", []))
    viewer = Viewer(board_id, game, book, title, None, None, 0, 0, choices, base, extra or {}, page)
    url = viewer.url
    if bad:
        viewer.error = ViewerError(
            400, _("These choices are not KEY=VALUE: %(bad)s") % {"bad": ", ".join(bad)}
        )
        return viewer
    run: Run = run_board(source, choices, name=name)
    if not run.ok:
        if run.needed:
            status = 400 if run.needed["invalid"] else 200
            message = (
                _("“%(value)s” is not one of the options for %(key)s.")
                % {"value": choices.get(run.needed["key"], ""), "key": run.needed["key"]}
                if run.needed["invalid"]
                else _("The engine needs a choice here: player %(who)s chooses.") % {"who": run.needed["who"]}
            )
            others = {k: v for k, v in choices.items() if k != run.needed["key"]}
            needed = {
                **run.needed,
                "links": [
                    (option, url(None, {**others, run.needed["key"]: option}))
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
    raw = (query.get("step") or ["0"])[0].strip()
    index = parse_step(raw)
    if index is None:
        viewer.error = ViewerError(
            400,
            _("“%(step)s” is not a step: steps are numbered 0 to %(last)s.")
            % {"step": raw[:20], "last": viewer.last},
        )
        return viewer
    if index > viewer.last:
        viewer.error = ViewerError(
            404,
            _("This board has no step %(step)s: its steps are 0 to %(last)s.")
            % {"step": index, "last": viewer.last},
        )
        return viewer
    viewer.index = index
    step = trace["steps"][index]
    viewer.step = step
    viewer.table = table_for(game, engine.state_at(trace, index), step.get("changes") or [], viewer.lang)
    viewer.cites = _citations(book, version, step["cites"], numbers)
    if step.get("decision"):
        decision = dict(step["decision"])
        others = {k: v for k, v in choices.items() if k != decision["key"]}
        decision["options_view"] = [
            {
                "value": option,
                "label": viewer.text(decision.get("labels", {}).get(option)) or option,
                "chosen": option == decision["chosen"],
                "url": url(index, {**others, decision["key"]: option}),
            }
            for option in decision["options"]
        ]
        decision["prompt_text"] = viewer.text(decision.get("prompt"))
        decision["others"] = others
        viewer.decision = decision
    return viewer
