"""12-2, the defeat process: its conditions, placing it (12-2c) and resolving it (12-2d).

A player who meets a defeat condition does not lose at once: a defeat process associated with the
player goes on the gate, and the player loses only if a condition is still met when it resolves.
"""

from __future__ import annotations

from ..core.text import Text
from .model import GameState, GateItem
from .resolution import Resolution


def defeat_conditions(state: GameState, player: str) -> list[str]:
    """12-2a-1: damage zone count ≥ the ruler's life; 12-2a-2: no card in the deck."""
    met = []
    ruler = state.ruler_of(player)
    assert ruler.life is not None
    if len(state.zones[f"{player}.damage_zone"]) >= ruler.life:
        met.append("12-2a-1")
    if not state.zones[f"{player}.deck"]:
        met.append("12-2a-2")
    return met


def defeat_counts(state: GameState, player: str) -> tuple[int, int]:
    """What 12-2a looks at: the damage zone's size and the deck's."""
    return len(state.zones[f"{player}.damage_zone"]), len(state.zones[f"{player}.deck"])


def place_defeat(res: Resolution, players: list[tuple[str, list[str]]], *, after_destroy: bool) -> None:
    """12-2c, 12-2c-1: one defeat process associated with every player who meets a condition now."""
    ids = [p for p, _ in players]
    item = res.place("defeat-process", players=tuple(ids))
    for player in ids:
        res.seen_defeat[(player, item.uid)] = (defeat_counts(res.state, player), False)
    met_all = sorted({n for _, met in players for n in met})
    why = _why_defeated(res.state, players)
    cites = ["12-2", "12-2a", *met_all, "12-2b", "12-2b-1", "12-2c"]
    if len(ids) > 1:
        cites.append("12-2c-1")
        en_tail = (
            f"They meet a defeat condition at the same time, so one defeat process associated with "
            f"each of them ({' and '.join(ids)}) is placed on top of the gate (12-2c-1)."
        )
        ja_tail = (
            "同時に敗北条件を満たしているので、それぞれに同時に関連付けられた敗北処理1つが"
            "ゲートの一番上に置かれます（12-2c-1）。"
        )
    else:
        en_tail = (
            f"A player who meets a defeat condition does not lose at once: a defeat process associated with "
            f"{ids[0]} is placed on top of the gate (12-2c)."
        )
        ja_tail = (
            f"敗北条件を満たしてもすぐには負けません。{ids[0]}に関連付けられた敗北処理が"
            "ゲートの一番上に置かれます（12-2c）。"
        )
    if after_destroy:
        en_tail += " It goes on the gate after the destroy process (12-1b-1), so it will resolve before it."
        ja_tail += "破壊処理の後に置かれるので（12-1b-1）、先に解決されます。"
        cites.append("12-1b-1")
    res.emit("defeat-process-placed", cites, Text(en=why.en + ". " + en_tail, ja=why.ja + "。" + ja_tail))


def _why_defeated(state: GameState, players: list[tuple[str, list[str]]]) -> Text:
    """12-2a-1, 12-2a-2: each condition met, in words."""
    parts: list[Text] = []
    for player, met in players:
        for number in met:
            if number == "12-2a-1":
                ruler = state.ruler_of(player)
                count = len(state.zones[f"{player}.damage_zone"])
                parts.append(
                    Text(
                        en=f"{player} has {count} cards in the damage zone and the ruler's life is "
                        f"{ruler.life} (12-2a-1)",
                        ja=f"{player}のダメージゾーンは{count}枚、ルーラーのライフは{ruler.life}です（12-2a-1）",
                    )
                )
            else:
                parts.append(
                    Text(
                        en=f"{player} has no card in the deck (12-2a-2)",
                        ja=f"{player}のデッキにカードがありません（12-2a-2）",
                    )
                )
    return Text(en="; ".join(p.en for p in parts), ja="。".join(p.ja for p in parts))


def explain_no_second(res: Resolution, player: str) -> None:
    """12-2c: a player with a defeat process on the gate gets no other one."""
    res.emit(
        "no-second-defeat-process",
        ["12-2c"],
        Text(
            en=f"Player {player} still meets a defeat condition, but a defeat process associated with "
            f"{player} is already on the gate, so no other one is placed (12-2c).",
            ja=f"プレイヤー{player}は敗北条件を満たしていますが、{player}に関連付けられた敗北処理が"
            "すでにゲート上にあるため、新たな敗北処理は置かれません（12-2c）。",
        ),
    )


def resolve_defeat(res: Resolution, item: GateItem) -> None:
    """12-2d, 12-2d-1: a player associated with it who meets a defeat condition now loses the game."""
    state = res.state
    losers, saved = [], []
    for player in item.players:
        if state.players[player].status != "playing":
            continue
        (losers if defeat_conditions(state, player) else saved).append(player)
    for player in losers:
        state.lose(player)
    res.remove(item)
    parts_en, parts_ja = [], []
    if losers:
        parts_en.append(
            f"{' and '.join(losers)} still {'meets' if len(losers) == 1 else 'meet'} a defeat condition "
            f"and {'loses' if len(losers) == 1 else 'lose'} the game (12-2d-1); a defeated player leaves "
            "the game (1-4)."
        )
        parts_ja.append(
            f"{'と'.join(losers)}はこの時点で敗北条件を満たしているので、ゲームに敗北します（12-2d-1）。"
            "敗北したプレイヤーはゲームから離れます（1-4）。"
        )
    if saved:
        parts_en.append(
            f"{' and '.join(saved)} no longer {'meets' if len(saved) == 1 else 'meet'} any defeat "
            "condition now, so does not lose (12-2d-1)."
        )
        parts_ja.append(
            f"{'と'.join(saved)}はこの時点で敗北条件を満たしていないので、敗北しません（12-2d-1）。"
        )
    res.emit(
        "defeat-process-resolved",
        ["12-2d", "12-2d-1", "9-2a"] + (["1-4"] if losers else []),
        Text(
            en="The defeat process resolves (12-2d). " + " ".join(parts_en),
            ja="敗北処理が解決されます（12-2d）。" + "".join(parts_ja),
        ),
    )
