"""Where a viewer's address points: the query of a step (``?step=attack.1&choose=KEY=VALUE``),
each step's identity, and the step that ``?step=`` and ``?go=`` name.

A step is named by its identity (its kind and which step of that kind it is), so that steps added
before it never move a shared link; numbered links (``?step=N``, the addresses before identities)
still answer, by the board's old numbering when it has one.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

from django.utils.translation import gettext as _

#: ``?step=`` has at most this many digits (no board has a million steps).
MAX_STEP_DIGITS = 6

#: a step's identity in the address: its kind and which step of that kind it is (``attack.2``),
#: so that steps added before it (a phase, a setup) never move a shared link
STEP_ID_RE = re.compile(r"[a-z]+(?:-[a-z]+)*\.[1-9][0-9]{0,5}")

#: the step each numbered link (``?step=N``, the addresses before step identities) of a curated
#: board showed: {board: [step identity at number 0, 1, ...]}
STEP_LINKS = Path(__file__).resolve().parents[3] / "data" / "boards-step-links.yaml"


def step_query(step: int | str | None, choices: dict[str, str], **extra: str) -> str:
    """The query string of a step: ``?step=attack.1&choose=KEY=VALUE``; choices keep their order."""
    params: list[tuple[str, str]] = list(extra.items())
    if step is not None:
        params.append(("step", str(step)))
    params += [("choose", f"{k}={v}") for k, v in choices.items()]
    return "?" + urlencode(params) if params else ""


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


def go_to(query: dict[str, list[str]], last: int) -> int | None:
    """The step ``?go=N`` names (the step slider's, a decision's): a number in this run; None when
    the query has none, or none of this run."""
    go = parse_step((query.get("go") or [""])[0].strip())
    return go if go is not None and go <= last else None


@dataclass(frozen=True)
class NoSuchStep(Exception):
    """``?step=`` names no step of this run: the page answers ``status`` with ``message``."""

    status: int
    message: str


@dataclass(frozen=True)
class Moved(Exception):
    """A numbered link whose step has moved: the page redirects (permanently) to ``step``."""

    step: str


def step_named(board_id: str, value: str, ids: list[str]) -> int:
    """The step ``?step=`` names: a step identity (``attack.1``), or a number, as links were before
    step identities. Raises :class:`Moved` when a numbered link's step is now elsewhere, and
    :class:`NoSuchStep` when there is no such step."""
    raw = value.strip()
    last = len(ids) - 1
    if STEP_ID_RE.fullmatch(value):
        if value in ids:
            return ids.index(value)
        raise NoSuchStep(404, _("This board has no step “%(step)s”.") % {"step": value[:30]})
    number = parse_step(raw)
    if number is None:
        raise NoSuchStep(
            400,
            _("“%(step)s” is not a step: steps are numbered 0 to %(last)s.")
            % {"step": raw[:20], "last": last},
        )
    index = legacy_index(board_id, number, ids)
    if index is None:
        raise NoSuchStep(
            404,
            _("This board has no step %(step)s: its steps are 0 to %(last)s.")
            % {"step": number, "last": last},
        )
    if index != number:  # moved: the link is sent on to the step it showed
        raise Moved(ids[index])
    return index  # still where it was: shown here, its links name it by its identity
