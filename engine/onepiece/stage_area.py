"""The Stage area (3-8): a Stage is played into it (3-8-3), active (3-8-4); it holds one Stage
(3-8-5), so playing a second one first trashes the one there (3-8-5-1)."""

from __future__ import annotations

from .conditions import trigger_checked
from .context import Context
from .model import Card
from .say import say


def place_stage(res: Context, card: Card, player: str, cites: list[str] | None = None) -> None:
    """A Stage goes to the Stage area, which holds one (3-8): the old one goes to the trash."""
    s = res.state
    for old in s.area(player, "stage"):
        # the Stage area holds one Stage: the one there is trashed before the new one is played
        # (3-8-5, 3-8-5-1)
        s.move(old, f"{player}.trash")
        said = say("main-phase-stage-trashed", old=old.label(), card=card.label(), player=player)
        res.emit("stage-trash", ["3-8-5", "3-8-5-1"], said)
    s.move(card, f"{player}.stage")
    said = say("main-phase-stage-placed", card=card.label(), player=player)
    res.emit("play", [*(cites or []), "3-8-3", "3-8-1", "3-8-2", "3-8-4"], said)
    trigger_checked(res, card, "on_play")
