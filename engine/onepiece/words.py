"""Names of areas, keywords and timings in Japanese and English, for step texts."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol

from ..core.naming import MAX_LISTED, count_en
from ..core.naming import names as pair_names
from ..core.text import Text

__all__ = [
    "count_en",
    "names",
    "area",
    "area_text",
    "timing",
    "keyword",
    "KEYWORDS",
    "TIMINGS",
    "NOTHING",
    "joined",
]

AREA_NAMES: dict[str, tuple[str, str]] = {
    "leader": ("リーダーエリア", "Leader area"),
    "characters": ("キャラエリア", "Character area"),
    "stage": ("ステージエリア", "Stage area"),
    "hand": ("手札", "hand"),
    "deck": ("デッキ", "deck"),
    "trash": ("トラッシュ", "trash"),
    "life": ("ライフエリア", "Life area"),
    "no_area": ("どの領域でもない所", "no area"),
}

#: keyword → (Japanese, English, rule)
KEYWORDS: dict[str, tuple[str, str, str]] = {
    "rush": ("【速攻】", "[Rush]", "10-1-1"),
    "double_attack": ("【ダブルアタック】", "[Double Attack]", "10-1-2"),
    "banish": ("【バニッシュ】", "[Banish]", "10-1-3"),
    "blocker": ("【ブロッカー】", "[Blocker]", "10-1-4"),
    # battle (issue 20)
    "rush_character": ("【速攻：キャラ】", "[Rush: Character]", "10-1-6"),
    "unblockable": ("【ブロック不可】", "[Unblockable]", "10-1-7"),
}

#: timing → (Japanese, English, rule)
TIMINGS: dict[str, tuple[str, str, str]] = {
    "on_play": ("【登場時】", "[On Play]", "10-2-6-1"),
    "when_attacking": ("【アタック時】", "[When Attacking]", "10-2-5-1"),
    "on_block": ("【ブロック時】", "[On Block]", "10-2-15-1"),
    "on_ko": ("【KO時】", "[On K.O.]", "10-2-17"),
    "end_of_your_turn": ("【自分のターン終了時】", "[End of Your Turn]", "10-2-7-1"),
    "end_of_opponents_turn": ("【相手のターン終了時】", "[End of Your Opponent's Turn]", "10-2-8-1"),
    "when": ("「〜した時」", '"when …"', "8-1-3-1"),
    "activate_main": ("【起動メイン】", "[Activate: Main]", "10-2-2"),
    "main": ("【メイン】", "[Main]", "10-2-3"),
    "trigger": ("【トリガー】", "[Trigger]", "10-1-5"),
    "permanent": ("永続効果", "permanent effect", "8-1-3-3"),
    "replacement": ("置換効果", "replacement effect", "8-1-3-4"),
    # battle (issue 20)
    "counter": ("【カウンター】", "[Counter]", "10-2-4"),
    "on_opponents_attack": ("【相手のアタック時】", "[On Your Opponent's Attack]", "10-2-16-1"),
    "when_attacked": ("「アタックされた時」", '"when attacked"', "7-1-3-1"),
    "end_of_battle": ("「バトル終了時」", '"at the end of the battle"', "7-1-5-2"),
    # game progression (issue 32)
    "start_of_your_turn": ("「自分のターン開始時」", '"at the start of your turn"', "6-2-2"),
    "start_of_opponents_turn": ("「相手のターン開始時」", '"at the start of your opponent\'s turn"', "6-2-2"),
    "start_of_main": ("「メインフェイズ開始時」", '"at the start of the Main Phase"', "6-5-1"),
    "start_of_game": ("「ゲーム開始時」", '"at the start of the game"', "5-2-1-5-1"),
}
AUTO_TIMINGS = (
    "on_play",
    "when_attacking",
    "on_block",
    "on_ko",
    "end_of_your_turn",
    "end_of_opponents_turn",
    "when",
    "on_opponents_attack",
    "when_attacked",
    "end_of_battle",
    "start_of_your_turn",
    "start_of_opponents_turn",
    "start_of_main",
    "start_of_game",
)
ACTIVATE_TIMINGS = ("activate_main", "main", "counter")


#: nothing to add, in either language
NOTHING = Text.same("")


class Labelled(Protocol):
    def label(self) -> Text: ...


@dataclass(frozen=True)
class _Pair:
    """A label as the core's :func:`~engine.core.naming.names` reads it, (ja, en)."""

    text: Text

    def label(self) -> tuple[str, str]:
        return self.text.ja, self.text.en


def names(cards: Iterable[Labelled]) -> Text:
    """``Gunner, Swabbie and Sea Chart`` / ``「砲手」、「水夫」、「海図」``: the cards' labels, never
    ids (engine.core.naming). Three or more Japanese names are listed with 「、」 only, as Japanese
    lists do (「A、BとC」 is the English pattern); two read 「AとB」."""
    cards = list(cards)
    ja, en = pair_names(_Pair(card.label()) for card in cards)
    if 3 <= len(cards) <= MAX_LISTED:
        ja = "、".join(card.label().ja for card in cards)
    return Text(ja=ja, en=en)


def joined(*parts: Text) -> Text:
    """The parts one after the other, in each language."""
    return Text(ja="".join(p.ja for p in parts), en="".join(p.en for p in parts))


def area_text(key: str) -> Text:
    """``A.trash`` → Aのトラッシュ / A's trash."""
    player, _, name = key.partition(".")
    ja, en = AREA_NAMES.get(name, (name, name))
    return Text(ja=f"{player}の{ja}", en=f"{player}'s {en}")


def area(key: str) -> tuple[str, str]:
    """``A.trash`` → ("Aのトラッシュ", "A's trash"): the pair the core's naming and the site read."""
    text = area_text(key)
    return text.ja, text.en


def keyword(name: str) -> Text:
    """``double_attack`` → 【ダブルアタック】 / [Double Attack]."""
    ja, en, _ = KEYWORDS[name]
    return Text(ja=ja, en=en)


def timing(name: str) -> Text:
    """``on_play`` → 【登場時】 / [On Play]."""
    ja, en, _ = TIMINGS[name]
    return Text(ja=ja, en=en)
