"""The Character area (3-7): a Character is played into it; it holds at most 5 Characters, and a
sixth makes rule processing trash one of the others at once (3-7-6-1, 9-1-2)."""

from __future__ import annotations

from ..core.text import Text
from .auto_effects import trigger_own, trigger_watchers
from .context import Context
from .model import MAX_CHARACTERS, Card
from .words import area_text


def play_character(res: Context, card: Card, player: str, cites: list[str]) -> None:
    """Put a Character into the Character area; a sixth makes rule processing trash one (3-7-6-1, 9-1-2).

    Its [On Play] effects (10-2-6) and the "when … played" effects watching it (8-1-3-1) wait.
    """
    s = res.state
    before = list(s.zones[f"{player}.characters"])
    frm = card.zone
    s.move(card, f"{player}.characters")
    card.played_turn = s.turn
    trigger_own(res, card, "on_play")
    trigger_watchers(res, "character_played", card)
    label, place = card.label(), area_text(frm)
    said = Text(
        en=f"{label.en} is played from {place.en} to {player}'s Character area.",
        ja=f"{label.ja}を{place.ja}から{player}のキャラエリアに登場させます。",
    )
    res.emit("play", [*cites, "3-7"], said)
    if len(before) >= MAX_CHARACTERS:
        _trash_one(res, player, before)


def _trash_one(res: Context, player: str, before: list[str]) -> None:
    """The engine's reading of 3-7-6-1: the new Character is in; rule processing, which happens at
    once (9-1-2), makes its player trash one of the Characters that were already there."""
    s = res.state
    why = "the Character area holds at most 5 Characters (3-7-6-1)"
    prompt = Text(ja="トラッシュに置くキャラを選んでください", en="Choose a Character to trash")
    d = res.choose_card(f"sixth-{player}", player, before, why, prompt)
    old = s.cards[d.chosen]
    s.move(old, f"{player}.trash")
    label = old.label()
    said = Text(
        en=f"{player} now has 6 Characters, one more than the Character area holds. Rule processing "
        f"happens at once: {player} chooses one of the 5 that were already there, {label.en}, and "
        "trashes "
        "it. This is not a K.O., so K.O. effects do not apply.",
        ja=f"{player}のキャラが6枚になり、キャラエリアの上限を1枚超えました。ルール処理はただちに行われるので、"
        f"{player}はもとからいた5枚から{label.ja}を選んでトラッシュに置きます。KOではないので、KOに関する効果は発動しません。",
    )
    res.emit("rule-trash", ["3-7-6-1", "9-1-2"], said, decision=d)
