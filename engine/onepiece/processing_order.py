"""The order when effects of both players apply at once.

Auto effects whose timings are met at the same time: the turn player's first; one whose timing is
met while another resolves waits behind those already waiting, the non-turn player's included
(8-6-1, 8-6-1-1). Replacement effects that could replace one event: the card's own first, then the
turn player's in the order they choose, then the non-turn player's (8-1-3-4-2).
"""

from __future__ import annotations

from ..core.text import Text
from .context import Context

#: the kinds of effect the order is announced for: rules, and what is said (first, then)
KINDS = {
    "auto": (
        ["8-6-1", "8-1-3-1"],
        Text(
            en="Auto effects of both players had their timing met at the same time: the turn player, "
            "{first}, resolves theirs first, then {then}.",
            ja="両プレイヤーの自動効果が同時にタイミングを満たしたので、ターンプレイヤーの{first}が先に解決し、"
            "次に{then}が解決します。",
        ),
    ),
    "replacement": (
        ["8-1-3-4-2", "8-1-3-4"],
        Text(
            en="Replacement effects of both players could apply: a card's own replacement effect comes "
            "first, then the turn player's, {first}, then the non-turn player's, {then}.",
            ja="両プレイヤーの置換効果が適用できる状況です。そのカード自身の置換効果が最優先で、次にターンプレイヤーの"
            "{first}、その後に非ターンプレイヤーの{then}の置換効果を適用できます。",
        ),
    ),
}


def announce_order(res: Context, kind: str) -> None:
    """Effects of one kind of both players apply at once: say in which order (8-6-1, 8-1-3-4-2)."""
    first, then = res.state.player_order()
    rules, text = KINDS[kind]
    said = Text(en=text.en.format(first=first, then=then), ja=text.ja.format(first=first, then=then))
    res.emit("order", rules, said)
