"""One run of a ONE PIECE board: steps, decisions, rule processing and waiting auto effects.

The flow:

1. each scripted action is taken in turn (:mod:`.turn`);
2. rule processing (9-1-2) is checked after every part of every action and effect, and happens
   at once, even in the middle of an effect or of damage processing: a player who met a defeat
   condition (1-2-1-1-1, 1-2-1-1-2) loses then (1-2-2);
3. auto effects (8-1-3-1) triggered by an action or effect wait until it has resolved (8-6-3), and
   those triggered during damage processing wait until all of it has resolved (8-6-2); then they
   activate, the turn player's first (8-6-1), each only if its card is still where it was (8-1-3-1-3);
4. the run ends when the script is over or the game is.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.resolution import Resolution as CoreResolution
from ..core.text import Text
from .abilities import Ability
from .model import Card, GameState, Ref
from .script import Action
from .snapshot import result_of, snapshot
from .words import TIMINGS, names

#: The summary's processing order is no single official rule: it is cited as their synthesis.
SYNTHESIS = ("8-1-3-3-5", "8-1-3-4-2", "8-6-1", "8-1-3")
SYNTHESIS_EN = (
    "The summary's order when several effects apply at once — its synthesis of 8-1-3-3-5, 8-1-3-4-2 "
    "and 8-6-1, not one official rule: TP permanent, NP permanent, TP replacement, NP replacement, "
    "TP auto, NP auto."
)
SYNTHESIS_JA = (
    "複数の効果が同時に関わる場合の処理順番（要約による8-1-3-3-5、8-1-3-4-2、8-6-1のまとめで、単独の公式ルール"
    "ではありません）：TP永続効果、NP永続効果、TP置換効果、NP置換効果、TP自動効果、NP自動効果。"
)


class GameOver(Exception):
    """A player lost by rule processing (1-2-2): the run stops."""


@dataclass(frozen=True)
class Pending:
    """An auto effect whose timing was met, waiting to activate (8-1-3-1)."""

    ref: Ref
    index: int
    controller: str
    zone: str
    timing: str
    #: "effect" (waits for the effect that triggered it, 8-6-3), "damage" (8-6-2) or ""
    during: str = ""
    #: the effect itself when the card lost it by moving (an [On K.O.] gained before the K.O.)
    ability: Ability | None = None


class Resolution(CoreResolution):
    state: GameState

    def __init__(self, state: GameState, script: tuple[Action, ...], source_name: str = "<board>"):
        super().__init__(state, script, source_name)
        self.pending: list[Pending] = []
        self.damage: dict[str, Any] | None = None
        self.resolving = 0

    # ---- plumbing ---------------------------------------------------------------------------

    def snapshot(self) -> dict[str, Any]:
        pending = [{"card": p.ref[0], "timing": p.timing, "controller": p.controller} for p in self.pending]
        return snapshot(self.state, pending, self.damage)

    def result(self) -> dict[str, Any] | None:
        return result_of(self.state)

    def card_labels(self, ids: list[str]) -> dict[str, Text]:
        out = {}
        for card_id in ids:
            if card_id in self.state.cards:
                ja, en = self.state.cards[card_id].label()
                out[card_id] = Text(ja=ja, en=en)
        return out

    # ---- the run ----------------------------------------------------------------------------

    def resolve(self) -> None:
        from .turn import take_action

        s = self.state
        self.emit(
            "start",
            ["3-1-1"],
            Text(
                en=f"The board is set up: turn {s.turn}, {s.turn_player}'s turn, {s.phase} phase.",
                ja=f"盤面の準備ができました。{s.turn}ターン目、{s.turn_player}のターン、{_phase_ja(s.phase)}です。",
            ),
        )
        try:
            self.rule_processing()
            for action in self.script:
                self.label = action.label
                take_action(self, action)
                if self.problems:
                    return
                self.flush()
        except GameOver:
            winner = (result_of(s) or {}).get("winner")
            self.emit(
                "game-over",
                ["1-2-2"],
                Text(
                    en=f"The game is over: {winner or 'nobody'} wins.",
                    ja=f"ゲームが終わりました。{winner or 'なし'}の勝利です。",
                ),
            )
            return
        self.emit(
            "end", ["9-1-2"], Text(en="Nothing is left to resolve.", ja="解決するものはもうありません。")
        )

    # ---- rule processing (9-1-2) ------------------------------------------------------------

    def rule_processing(self) -> None:
        """Defeat conditions, checked at once even in the middle of an action (9-1-2, 1-2-2)."""
        s = self.state
        for player in s.player_order():
            if not s.zones[f"{player}.deck"] and player not in s.defeated:
                s.defeated[player] = "deck"
        if not s.defeated:
            return
        for player in s.player_order():
            reason = s.defeated.get(player)
            if reason is None or s.players[player].status == "lost":
                continue
            s.players[player].status = "lost"
            if reason == "deck":
                cites = ["9-1-2", "1-2-1-1-2", "1-2-2"]
                en = (
                    f"Rule processing, at once (even mid-action): {player} has no cards in their deck "
                    "and loses."
                )
                ja = (
                    f"ルール処理（処理の途中でも即座に）：{player}のデッキが0枚なので、{player}は敗北します。"
                )
            else:
                cites = ["9-1-2", "1-2-1-1-1", "1-2-2"]
                en = (
                    f"Rule processing, at once: {player}'s Leader took damage with 0 Life cards, "
                    f"so {player} loses."
                )
                ja = (
                    f"ルール処理（即座に）：ライフが0枚の状態で{player}のリーダーがダメージを受けたので、"
                    f"{player}は敗北します。"
                )
            self.emit("defeat", cites, Text(en=en, ja=ja))
        raise GameOver

    # ---- auto effects (8-1-3-1) -------------------------------------------------------------

    def trigger(self, card: Card, index: int, timing: str, *, ability: Ability | None = None) -> None:
        """An auto effect's timing is met: it waits (8-6-3, 8-6-2) and activates at the next chance."""
        self.pending.append(self.make_pending(card, index, timing, ability=ability))

    def make_pending(self, card: Card, index: int, timing: str, *, ability: Ability | None = None) -> Pending:
        """The waiting auto effect, remembering where its card is now (for 8-1-3-1-3)."""
        during = "damage" if self.damage else ("effect" if self.resolving else "")
        return Pending(card.ref, index, card.controller, card.zone, timing, during, ability)

    def watchers(self, event: str, subject: Card, *, extra_for: str | None = None) -> list[tuple[Card, int]]:
        """Cards on the field with a ``when`` effect for ``event`` about ``subject``."""
        out = []
        for card in self.state.field_cards():
            for index, ability, active in card.all_abilities():
                if not active or ability.timing != "when" or ability.event != event:
                    continue
                owner = extra_for or subject.controller
                if ability.whose == "you" and owner != card.controller:
                    continue
                if ability.whose == "opponent" and owner == card.controller:
                    continue
                out.append((card, index))
        return out

    def flush(self) -> None:
        """Activate waiting auto effects: the turn player's first (8-6-1), each checked by 8-1-3-1-3."""
        if self.damage is not None:
            return
        while self.pending:
            order = self.state.player_order()
            batch = sorted(self.pending, key=lambda p: order.index(p.controller))
            self.pending = []
            owners = {p.controller for p in batch}
            if len(owners) > 1:
                self.emit(
                    "order",
                    [*SYNTHESIS, "8-1-3-1"],
                    Text(
                        en=SYNTHESIS_EN + f" Auto effects now: {order[0]}'s first, then {order[1]}'s.",
                        ja=SYNTHESIS_JA + f"ここでは自動効果：{order[0]}のものから、次に{order[1]}のもの。",
                    ),
                )
            for index, pending in enumerate(batch):
                self.activate_pending(pending)
                if self.pending:
                    # effects triggered by this one wait until it has resolved (8-6-3), then join the queue
                    self.pending = batch[index + 1 :] + self.pending
                    break
            self.rule_processing()

    def activate_pending(self, p: Pending) -> None:
        from .perform import activate_effect

        s = self.state
        card = s.card_by_ref(p.ref)
        raw = s.cards[p.ref[0]]
        tja, ten, rule = TIMINGS[p.timing]
        if card is None or card.zone != p.zone:
            ja, en = raw.label()
            self.emit(
                "not-activated",
                ["8-1-3-1-3", "8-1-3-1"],
                Text(
                    en=f"{en}'s {ten} effect had its timing met, but the card has moved to another area: "
                    "it is not activated and not resolved.",
                    ja=f"{ja}の{tja}の効果はタイミングを満たしましたが、カードが別の領域に移動しているので、発動せず、解決しません。",
                ),
            )
            return
        if p.ability is not None:
            index, ability, active = p.index, p.ability, True
        else:
            index, ability, active = card.all_abilities()[p.index]
        cites = ["8-1-3-1", rule]
        if p.during == "effect":
            cites.append("8-6-3")
        elif p.during == "damage":
            cites += ["8-6-2"]
        aside = None
        if p.timing == "on_ko" and card.area == "trash":
            # not in our source: the site's reading of 8-1-3-1-3 for [On K.O.] (see 10-2-17)
            aside = (
                "カードはKOでトラッシュに移動していますが、その移動がこの効果のタイミングなので発動するものと、"
                "このサイトは解釈しています（10-2-17）。",
                "Its card is in the trash, where the K.O. put it: that move is this effect's own timing, so "
                "the site reads 8-1-3-1-3 as not stopping it (10-2-17).",
            )
        activate_effect(self, card, index, ability, p.controller, cites, active=active, aside=aside)


def _phase_ja(phase: str) -> str:
    return {"main": "メインフェイズ", "end": "エンドフェイズ"}.get(phase, phase)


def card_names(cards: list[Card]) -> tuple[str, str]:
    return names(cards)
