"""Learn mode: the next step of a board hidden, the reader predicts it.

Question N shows the board after step N-1 and offers the real step N beside alternatives the
engine itself produces: what the board does if a player chose otherwise at an earlier decision
(the other branch's step N), and what this board does later or did earlier. Each alternative
carries a one-line reason why it is not step N, which is true of the board: "this happens later,
at step 9", "this is step 6 if player A chooses B at step 4". Options are ordered by a hash of
the board and the question, so a question's address always shows the same letters.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any

from django.utils.translation import gettext as _

from engine.core import registry

from .traces import run_board

#: At most this many options per question (the real step and three alternatives).
MAX_OPTIONS = 4
LETTERS = "ABCD"


@dataclass
class Option:
    letter: str
    text: str
    correct: bool
    why: str  # why this is (or is not) step N, in one line


def _text(pair: dict[str, str] | None, lang: str) -> str:
    pair = pair or {}
    return pair.get(lang) or pair.get("en") or pair.get("ja") or ""


def asked(step: dict[str, Any], scripted: frozenset[str]) -> bool:
    """Whether learn mode asks for this step: the rules decide it, not the script (a step of a kind
    in ``scripted``: a player acts) nor a player's choice."""
    return step["index"] > 0 and step["kind"] not in scripted and not step.get("decision")


def questions(trace: dict[str, Any], game: str) -> list[int]:
    """The steps learn mode asks for, in order: the kinds a player's action starts are the game's
    (its ``scripted_kinds``, engine.core.describe), shown and not asked."""
    try:
        scripted = registry.get(game).scripted_kinds
    except KeyError:
        scripted = frozenset()
    return [step["index"] for step in trace["steps"] if asked(step, scripted)]


def _key(pair: dict[str, str] | None) -> str:
    """A step text's identity in every language: options are chosen and ordered by it, so that an
    answer's letter means the same in Japanese and English."""
    pair = pair or {}
    return f"{pair.get('ja', '')}\0{pair.get('en', '')}"


def _branches(source: str, name: str, trace: dict[str, Any], choices: dict[str, str], number: int, lang: str):
    """The step ``number`` of each other branch of the decisions made before it: (text pair, why)."""
    for step in trace["steps"][:number]:
        decision = step.get("decision")
        if not decision:
            continue
        for option in decision["options"]:
            if option == decision["chosen"]:
                continue
            run = run_board(source, {**choices, decision["key"]: option}, name=name)
            if not run.ok or number >= len(run.trace["steps"]):
                continue
            label = _text((decision.get("labels") or {}).get(option), lang) or option
            why = _(
                "This is what happens at this point if player %(who)s chooses “%(option)s” at step %(step)s."
            ) % {"who": decision["who"], "option": label, "step": step["index"]}
            yield run.trace["steps"][number]["text"], why


def options_for(
    source: str, name: str, trace: dict[str, Any], choices: dict[str, str], number: int, lang: str, seed: str
) -> list[Option]:
    """The options of question ``number`` (a step the rules decide): the real step and up to three
    others, the same ones in the same order in every language."""
    steps = trace["steps"]
    real = steps[number]["text"]
    candidates: list[tuple[dict[str, str], str]] = list(_branches(source, name, trace, choices, number, lang))
    # A wrong option's "why" names the rule that makes it happen at its own step, not only when.
    for later in steps[number + 1 :]:
        why = _("This happens later, at step %(step)s, under %(rules)s.") % {
            "step": later["index"],
            "rules": ", ".join(later.get("cites") or ()) or "—",
        }
        candidates.append((later["text"], why))
    for earlier in reversed(steps[1 : number - 1] or steps[:1]):
        why = _("This already happened, at step %(step)s, under %(rules)s.") % {
            "step": earlier["index"],
            "rules": ", ".join(earlier.get("cites") or ()) or "—",
        }
        candidates.append((earlier["text"], why))
    chosen: list[tuple[dict[str, str], str, bool]] = [(real, "", True)]
    seen = {_key(real)}
    for pair, why in candidates:
        if _text(pair, lang) and _key(pair) not in seen and len(chosen) < MAX_OPTIONS:
            seen.add(_key(pair))
            chosen.append((pair, why, False))
    digest = lambda item: hashlib.sha256(f"{seed}:{number}:{_key(item[0])}".encode()).hexdigest()  # noqa: E731
    ordered = sorted(chosen, key=digest)
    return [
        Option(LETTERS[i], _text(pair, lang), correct, why) for i, (pair, why, correct) in enumerate(ordered)
    ]


@dataclass(frozen=True)
class Reason:
    """A rule the step cites, with its one-line heading (in ``lang``)."""

    number: str
    in_book: bool
    heading: str
    lang: str


def reasons(book: str, version: str, viewer: Any) -> list[Reason]:
    """The rules a step cites, each with its one-line heading: the "why" of an answer."""
    from engine.ruletext import catalog
    from rulesite.rulebooks.models import Section

    numbers = [c.number for c in viewer.cites]
    headings = {
        s.number: s.heading
        for s in Section.objects.filter(
            version__rulebook__slug=book, version__version=version, number__in=numbers
        ).only("number", "title", "text")
    }
    outside = catalog.out_of_source(book)
    out = []
    for n in numbers:
        if n in headings:
            out.append(Reason(n, True, headings[n], "ja"))
        else:
            entry = outside.get(n)
            title = _text(entry.title if entry else None, viewer.lang)
            out.append(Reason(n, False, title, viewer.lang))
    return out
