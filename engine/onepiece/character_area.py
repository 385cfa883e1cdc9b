"""The Character area (3-7): a Character is played into it (3-7-3); it holds at most 5 Characters
(3-7-6), so playing a new one while 5 are there first trashes one of them by rule processing
(3-7-6-1, 3-7-6-1-1)."""

from __future__ import annotations

from .auto_effects import trigger_own, trigger_watchers
from .conditions import trigger_conditioned, trigger_conditioned_watchers
from .context import Context
from .model import MAX_CHARACTERS, Card
from .say import say
from .words import area_text


def play_character(res: Context, card: Card, player: str, cites: list[str]) -> None:
    """Put a Character into the Character area (3-7-3). With 5 already there, one of them is
    trashed first, by rule processing (3-7-6-1, 3-7-6-1-1): the area never holds six.

    Its [On Play] effects (10-2-6) and the "when … played" effects watching it (8-1-3-1) wait.
    """
    s = res.state
    before = list(s.zones[f"{player}.characters"])
    frm = card.zone
    if len(before) >= MAX_CHARACTERS:
        _trash_one(res, card, player, before)
    s.move(card, f"{player}.characters")
    card.played_turn = s.turn
    trigger_own(res, card, "on_play")
    trigger_watchers(res, "character_played", card)
    nowhere = "yes" if frm.endswith(".no_area") else "no"
    said = say(
        "character-area-played", card=card.label(), place=area_text(frm), player=player, nowhere=nowhere
    )
    res.emit("play", [*cites, "3-7-3", "3-7-1", "3-7-2", "3-7-5"], said)
    trigger_conditioned(res, card, "on_play")  # checked when the timing is met (8-3-2-3)
    trigger_conditioned_watchers(res, "character_played", card)


def _trash_one(res: Context, new: Card, player: str, before: list[str]) -> None:
    """3-7-6-1: the Character area holds 5, so before the new Character (already revealed) is
    played, its player trashes one of the 5 there; this trashing is rule processing, and no effect
    can be applied to it (3-7-6-1-1)."""
    s = res.state
    why = "the Character area already holds 5 Characters, its most (3-7-6, 3-7-6-1)"
    d = res.choose_card(f"sixth-{player}", player, before, why, say("character-area-trash-prompt"))
    old = s.cards[d.chosen]
    s.move(old, f"{player}.trash")
    said = say("character-area-trashed", player=player, new=new.label(), card=old.label())
    res.emit("rule-trash", ["3-7-6", "3-7-6-1", "3-7-6-1-1", "10-2-1-3"], said, decision=d)
