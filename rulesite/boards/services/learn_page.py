"""A learn-mode page: the question (step N hidden), its options and, once answered, why.

Every question and every answer is its own address; ``?q=N`` asks for step N, ``&answer=B``
picks an option. :func:`question` gives the template's context and the page's status.
"""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest
from django.urls import reverse
from django.utils.translation import gettext as _

from ..models import Board
from . import learn
from .board_viewers import board_viewer
from .step_address import step_query

#: ``?q=`` has at most this many digits
MAX_QUESTION_DIGITS = 6


def _number(raw: str) -> int:
    return int(raw) if raw.isascii() and raw.isdigit() and len(raw) <= MAX_QUESTION_DIGITS else -1


def question(request: HttpRequest, board: Board) -> tuple[dict[str, Any], int]:
    base = reverse("boards:learn", args=[board.slug])
    chosen = request.GET.getlist("choose")

    def viewer_at(step: int, heading: int = 2) -> Any:
        viewer = board_viewer(request, board, base=base, query={"choose": chosen}, index=step)
        viewer.heading = heading
        return viewer

    start = board_viewer(request, board, base=base, query={"choose": chosen}, index=0)
    context: dict[str, Any] = {"board": board, "viewer": start}
    if start.error:
        return context, start.status
    asked = learn.questions(start.trace, board.game)

    def link(q: int) -> str:
        return base + step_query(None, start.choices, q=str(q))

    if not asked:  # a board whose every step a player makes: nothing for the rules to decide
        context["error"] = _("Every step of this board is a player's action: there is nothing to predict.")
        return context, 200
    raw = request.GET.get("q", "").strip() or str(asked[0])
    number = _number(raw)
    if not 1 <= number <= start.last:
        context["error"] = _("“%(q)s” is not a question of this board: its questions are 1 to %(last)s.") % {
            "q": raw[:20],
            "last": start.last,
        }
        context["first_question"] = link(asked[0])
        return context, 404 if number > 0 else 400
    later = [q for q in asked if q > number]
    context.update(
        total=len(asked),
        next_question=link(later[0]) if later else None,
        first_question=link(asked[0]),
        step_url=reverse("boards:board", args=[board.slug])
        + step_query(start.step_id(number), start.choices),
    )
    if number not in asked:
        # A player's action or choice: shown, not asked (the rules do not decide it).
        context.update(shown=viewer_at(number), before=viewer_at(number - 1), step_number=number)
        return context, 200

    options = learn.options_for(
        board.source, board.path, start.trace, start.choices, number, start.lang, seed=board.slug
    )
    answer = request.GET.get("answer", "").strip().upper()[:2]
    picked = next((o for o in options if o.letter == answer), None)
    if answer and picked is None:
        context["error"] = _("“%(a)s” is not one of this question's options.") % {"a": answer}
    context.update(
        number=number,
        position=asked.index(number) + 1,
        before=viewer_at(number - 1),
        options=options,
        picked=picked,
        retry=link(number),
    )
    if picked:
        context["after"] = after = viewer_at(number)
        context["reasons"] = learn.reasons(board.rulebook.slug, board.version, after)
    return context, 400 if "error" in context else 200
