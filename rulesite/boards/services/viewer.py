"""Build the board viewer: resolve a board (cached) with the reader's choices, pick the step the
address names, and fill the :class:`~.step_view.Viewer` the page draws.

Views stay thin: they say where the board text comes from and how to link a step. The address is
read in :mod:`.step_address`, the value the template reads is :mod:`.step_view` (with
:mod:`.step_values`), and what else the engine and the catalog are asked is :mod:`.step_facts`.
"""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext as _

import engine
from engine.core import table as tables
from rulesite.rulebooks.services.richtext import TextContext

from .change_sentences import describe_changes
from .step_address import Moved, NoSuchStep, go_to, step_ids, step_named, step_query
from .step_facts import board_warnings, note_hidden, option_labels, outside_numbers
from .step_values import Decision, NeededChoice, OptionLink, ViewerError, citations
from .step_view import Viewer
from .traces import Run, parse_choices, run_with_choices


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
    ``version`` is the book's version the board was built on (its citations are read in the
    numbers of that version, ``numbers``).
    """
    choices, bad = parse_choices(query.get("choose", []))
    viewer = Viewer(board_id, game, book, title, choices, base, extra or {}, page, embed_page)
    if book:
        viewer.textctx = TextContext(book, numbers, [], outside=frozenset(outside_numbers(book)))
    if bad:
        viewer.error = ViewerError(
            400, _("These choices are not KEY=VALUE: %(bad)s") % {"bad": ", ".join(bad)}
        )
        return viewer
    run, viewer.choices = run_with_choices(source, choices, name=name)  # only the keys the run asks
    if not run.ok:
        viewer.error = _run_error(viewer, run, source, name)
        return viewer
    viewer.trace = trace = run.trace
    viewer.last = len(trace["steps"]) - 1
    viewer.ids = step_ids(trace)
    viewer.warnings = board_warnings(source)
    if index is None:
        index = _address(viewer, query)
    elif not 0 <= index <= viewer.last:
        viewer.error = ViewerError(404, _("This board has no such step."))
        index = None
    if index is not None:
        _show_step(viewer, index, source, original, numbers)
    return viewer


def _address(viewer: Viewer, query: dict[str, list[str]]) -> int | None:
    """The step the address names; None when the viewer answers with a redirect or an error."""
    go = go_to(query, viewer.last)
    if go is not None:
        # the step slider and a decision name a step by its number in this run (the same step
        # may be another kind of step once the choice is changed): sent on to its identity
        viewer.redirect = step_query(viewer.ids[go], viewer.choices, **viewer.extra)
        viewer.redirect_permanent = False
        return None
    try:
        return step_named(viewer.board_id, (query.get("step") or [viewer.ids[0]])[0], viewer.ids)
    except Moved as moved:
        viewer.redirect = step_query(moved.step, viewer.choices, **viewer.extra)
    except NoSuchStep as missing:
        viewer.error = ViewerError(missing.status, missing.message)
    return None


def _run_error(viewer: Viewer, run: Run, source: str, name: str) -> ViewerError:
    """Why the run did not end: a decision the address does not answer (with a link per option),
    or the board's problems."""
    if not run.needed:
        return ViewerError(400, _("This board has problems:"), list(run.problems))
    key, who, invalid = run.needed["key"], run.needed["who"], run.needed["invalid"]
    if invalid:
        value = viewer.choices.get(key, "")
        message = _(
            "“%(value)s” is not one of the choices here: player %(who)s chooses one of those below."
        ) % {
            "value": value,
            "who": who,
        }
    else:
        message = _("The engine needs a choice here: player %(who)s chooses.") % {"who": who}
    options = tuple(run.needed["options"])
    others = {k: v for k, v in viewer.choices.items() if k != key}
    labels = option_labels(source, others, key, options, name, viewer.text)
    links = tuple(OptionLink(labels.get(o) or o, viewer.url(None, {**others, key: o})) for o in options)
    needed = NeededChoice(key, who, options, invalid, links)
    return ViewerError(400 if invalid else 200, message, list(run.problems), needed)


def _show_step(
    viewer: Viewer, index: int, source: str, original: str | None, numbers: frozenset[str]
) -> None:
    """Fill the viewer at step ``index``: the table, what changed, the note, citations, decision."""
    trace: dict[str, Any] = viewer.trace or {}
    viewer.index = index
    viewer.step = step = trace["steps"][index]
    state = engine.state_at(trace, index)
    changes = step.get("changes") or []
    game_table = tables.of_game(viewer.game)
    snapshot = game_table.read(state) if game_table else None  # read once: the table and the changes
    viewer.table = tables.draw(game_table, state, changes, tables.unused_zones(trace), snapshot, viewer.game)
    viewer.changes = describe_changes(viewer.game, state, changes, viewer.lang, snapshot)
    if step.get("note"):
        viewer.note_hidden = note_hidden(source, viewer.choices, original, step, index, trace)
    viewer.cites = citations(step["cites"], numbers, outside_numbers(viewer.book))
    if step.get("decision"):
        viewer.decision = Decision.of_step(step["decision"], state, viewer.choices, viewer.text)
