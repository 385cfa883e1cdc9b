"""The order of processing (8-6) and the summary's order when several effects apply at once.

The summary's processing order — TP permanent, NP permanent, TP replacement, NP replacement, TP
auto, NP auto — is no single official rule: it is cited as its synthesis of 8-1-3-3-5, 8-1-3-4-2
and 8-6-1, and said so on every step that uses it.
"""

from __future__ import annotations

from ..core.text import Text
from .context import Context

#: The summary's processing order is no single official rule: it is cited as their synthesis.
SYNTHESIS = ("8-1-3-3-5", "8-1-3-4-2", "8-6-1", "8-1-3")
SYNTHESIS_TEXT = Text(
    en="The summary's order when several effects apply at once — its synthesis of 8-1-3-3-5, 8-1-3-4-2 "
    "and 8-6-1, not one official rule: TP permanent, NP permanent, TP replacement, NP replacement, "
    "TP auto, NP auto.",
    ja="複数の効果が同時に関わる場合の処理順番（要約による8-1-3-3-5、8-1-3-4-2、8-6-1のまとめで、単独の公式ルール"
    "ではありません）：TP永続効果、NP永続効果、TP置換効果、NP置換効果、TP自動効果、NP自動効果。",
)
#: the kinds of effect the order is announced for, with the rule of each
KIND_NAMES = {
    "auto": ("8-1-3-1", Text(ja="自動効果", en="Auto effects")),
    "replacement": ("8-1-3-4", Text(ja="置換効果", en="Replacement effects")),
}


def announce_order(res: Context, kind: str) -> None:
    """Effects of one kind of both players apply at once: the turn player's first (8-6-1)."""
    order = res.state.player_order()
    rule, what = KIND_NAMES[kind]
    said = Text(
        en=SYNTHESIS_TEXT.en + f" {what.en} now: {order[0]}'s first, then {order[1]}'s.",
        ja=SYNTHESIS_TEXT.ja + f"ここでは{what.ja}：{order[0]}のものから、次に{order[1]}のもの。",
    )
    res.emit("order", [*SYNTHESIS, rule], said)
