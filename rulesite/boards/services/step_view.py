"""The viewer: one step of a resolved board, with everything its template draws (the step's
texts, the table, the rules it cites, its decision, the step list and the links between steps).

It is a value: :mod:`.viewer` fills it from the engine's run; its properties only read it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from django.utils.translation import gettext as _

from rulesite.languages import reader_lang
from rulesite.rulebooks.services.richtext import TextContext

from .kinds import step_kind
from .step_address import step_query
from .step_values import Citation, Decision, Outcome, StepLine, ViewerError, summary

#: the step list of a long board shows this many steps either side of the current one
STEP_LIST_AROUND = 25


@dataclass
class Viewer:
    """Everything the viewer template needs for one step of one board."""

    board_id: str
    game: str
    book: str
    title: str
    choices: dict[str, str]
    base: str  # where this viewer's links go: the board page, a section page, an embed
    extra: dict[str, str]  # query parameters every link keeps (the section page's ?board=)
    page: str  # the board's own page, absolute: the permalink of a step
    embed_page: str = ""  # the board's embed page, absolute: the embed snippet's address
    #: the engine's record of the run, and of the step shown (None on an error page)
    trace: dict[str, Any] | None = None
    step: dict[str, Any] | None = None
    index: int = 0
    last: int = 0
    pin: str | None = None  # on a version-pinned section page: cited rules link into that version
    heading: int = 2  # the level of the viewer's own heading (the page decides: h2 on a board page)
    error: ViewerError | None = None
    table: Any = None  # the table at this step (engine.core.table.Table)
    cites: list[Citation] = field(default_factory=list)
    decision: Decision | None = None
    textctx: TextContext | None = None  # links the rule numbers inside step texts
    changes: list[str] = field(default_factory=list)  # what this step changed, before → after
    #: why the board's note for this step is not shown ("" when it is shown, or there is none)
    note_hidden: str = ""
    #: each step's identity (:func:`.step_address.step_ids`), the address of its link
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

    def text(self, pair: Mapping[str, str] | None) -> str:
        """A pair of texts ({"en": ..., "ja": ...}) in the reader's language, else the other."""
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
        return any(c.linked and not c.in_book for c in self.cites)

    @property
    def kind(self) -> str:
        return step_kind(self.game, self.step["kind"]) if self.step else ""

    @property
    def outcome(self) -> Outcome | None:
        """How the run ended, on its last step."""
        return Outcome.of_trace(self.trace["outcome"]) if self.trace and self.index == self.last else None

    @property
    def outcome_text(self) -> str:
        """How the run ended, in the reader's language."""
        return self.outcome.text if self.outcome else ""

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
    def steps(self) -> list[StepLine]:
        """For the step list: index, kind, a short label, and its link; on a long board only the
        steps around this one (:data:`STEP_LIST_AROUND` either side), so a page stays small."""
        if not self.trace:
            return []
        first, last = self.listed
        return [
            StepLine(
                s["index"],
                step_kind(self.game, s["kind"]),
                self.url(s["index"], self.choices),
                summary(self.text(s["text"])),
                bool(s.get("decision")),
            )
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
