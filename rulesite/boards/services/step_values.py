"""The typed values a viewer hands its template, built from the engine's trace (a JSON-shaped
record): a cited rule, a decision and its options, a choice the address has not made yet, a line
of the step list, how the run ended. Templates read these, never the trace's dicts.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from django.utils.translation import gettext as _

#: a step's line in the step list: its first sentence, cut to at most this many characters
SUMMARY_CHARS = 90

#: where a sentence ends: a Japanese full stop, or an English one before the next sentence's
#: capital (so "Ver. 1.0.0" or "12-4b." inside a sentence does not end it)
_SENTENCE_END = re.compile(r"(?<=。)|(?<=[.!?])\s+(?=[A-Z《「(])")

#: a pair of texts ({"en": ..., "ja": ...}) in the reader's language
Said = Callable[[Mapping[str, str] | None], str]


def summary(text: str) -> str:
    """A step's line in the step list: the first sentence of its text, at most
    :data:`SUMMARY_CHARS` characters (cut with an ellipsis)."""
    first = _SENTENCE_END.split(text.strip(), maxsplit=1)[0].strip()
    return first if len(first) <= SUMMARY_CHARS else first[: SUMMARY_CHARS - 1].rstrip() + "…"


@dataclass(frozen=True)
class Citation:
    """A rule number a step cites: in the book, or outside our source (``outside``: the catalog's
    page of what the engine assumes); ``linked`` when either has a page."""

    number: str
    in_book: bool
    outside: Any = None
    linked: bool = False


def citations(cites: list[str], numbers: frozenset[str], outside: Mapping[str, Any]) -> list[Citation]:
    """Each cited number of a step, with where its page is."""
    return [Citation(n, n in numbers, outside.get(n), n in numbers or n in outside) for n in cites]


@dataclass(frozen=True)
class OptionLink:
    """One answer to a choice the address has not made: its label and the address that makes it."""

    label: str
    url: str


@dataclass(frozen=True)
class NeededChoice:
    """A decision the run reached that the address does not answer (or answers with a value that
    is not one of its options: ``invalid``)."""

    key: str
    who: str
    options: tuple[str, ...]
    invalid: bool
    links: tuple[OptionLink, ...] = ()


@dataclass
class ViewerError:
    """Why the viewer shows no step: the page's status, a message, the engine's problems, and the
    choice it needs when that is why."""

    status: int
    message: str
    problems: list[str] = field(default_factory=list)
    needed: NeededChoice | None = None


@dataclass(frozen=True)
class DecisionOption:
    value: str
    label: str
    chosen: bool


@dataclass(frozen=True)
class Decision:
    """A step where a player chooses: the prompt, the options (the chosen one marked) and the
    reader's other choices, which the form keeps."""

    key: str
    who: str
    prompt_text: str
    options: tuple[DecisionOption, ...]
    others: dict[str, str]

    @property
    def chosen(self) -> str | None:
        """The option the run took."""
        return next((o.value for o in self.options if o.chosen), None)

    @classmethod
    def of_step(
        cls, record: Mapping[str, Any], state: Mapping[str, Any], choices: dict[str, str], said: Said
    ) -> Decision:
        """From a step's decision record; an option's label is the engine's, else the card's name."""
        labels = record.get("labels") or {}
        cards = state.get("cards", {})
        options = tuple(
            DecisionOption(
                option,
                said(labels.get(option)) or said(cards.get(option, {}).get("name")) or option,
                option == record["chosen"],
            )
            for option in record["options"]
        )
        others = {k: v for k, v in choices.items() if k != record["key"]}
        return cls(record["key"], record["who"], said(record.get("prompt")), options, others)


@dataclass(frozen=True)
class StepLine:
    """A step's line in the step list."""

    index: int
    kind: str
    url: str
    summary: str
    decision: bool


@dataclass(frozen=True)
class Outcome:
    """How the run ended (the trace's ``outcome``), shown on its last step."""

    result: str | None
    winner: str | None
    end: str
    lost: tuple[str, ...]

    @classmethod
    def of_trace(cls, record: Mapping[str, Any]) -> Outcome:
        return cls(
            record.get("result"), record.get("winner"), record.get("end", ""), tuple(record.get("lost") or ())
        )

    @property
    def text(self) -> str:
        """How the run ended, in the reader's language."""
        if self.result == "win":
            return _("player %(p)s wins") % {"p": self.winner}
        if self.result == "draw":
            return _("a draw: no player remains")
        ends = {
            "resolved": _("everything has resolved"),
            "loop": _("stopped: the run went on too long"),
            "game-over": _("the game is over"),
        }
        return str(ends.get(self.end, self.end))
