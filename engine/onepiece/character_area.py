"""The Character area (3-7): a Character is played into it (3-7-3); it holds at most 5 Characters
(3-7-6), so playing a new one while 5 are there first trashes one of them by rule processing
(3-7-6-1, 3-7-6-1-1)."""

from __future__ import annotations

from ..core.text import Text
from .auto_effects import trigger_own, trigger_watchers
from .context import Context
from .model import MAX_CHARACTERS, Card
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
    label, place = card.label(), area_text(frm)
    said = Text(
        en=f"{label.en} is played from {place.en} to {player}'s Character area.",
        ja=f"{label.ja}を{place.ja}から{player}のキャラエリアに登場させます。",
    )
    res.emit("play", [*cites, "3-7-3"], said)


def _trash_one(res: Context, new: Card, player: str, before: list[str]) -> None:
    """3-7-6-1: the Character area holds 5, so before the new Character (already revealed) is
    played, its player trashes one of the 5 there; this trashing is rule processing, and no effect
    can be applied to it (3-7-6-1-1)."""
    s = res.state
    why = "the Character area already holds 5 Characters, its most (3-7-6, 3-7-6-1)"
    prompt = Text(
        ja="新しいキャラを登場させる前にトラッシュに置くキャラを選んでください",
        en="Choose the Character to trash before the new one is played",
    )
    d = res.choose_card(f"sixth-{player}", player, before, why, prompt)
    old = s.cards[d.chosen]
    s.move(old, f"{player}.trash")
    label, new_label = old.label(), new.label()
    said = Text(
        en=f"{player}'s Character area already holds 5 Characters, its most. {new_label.en} is revealed, "
        f"and before it is played {player} chooses one of the 5, {label.en}, and trashes it. This "
        "trashing is rule processing: it is not a K.O., and no effect can be applied to it, so "
        "neither [On K.O.] nor a replacement effect applies.",
        ja=f"{player}のキャラエリアにはすでに上限の5枚のキャラがいます。{new_label.ja}を公開し、登場させる前に、"
        f"{player}は5枚のうち{label.ja}を選んでトラッシュに置きます。このトラッシュはルール処理なので、KOではなく、"
        "どの効果も適用できません（【KO時】も置換効果も適用されません）。",
    )
    res.emit("rule-trash", ["3-7-6", "3-7-6-1", "3-7-6-1-1"], said, decision=d)
