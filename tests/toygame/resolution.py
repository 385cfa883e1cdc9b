"""One run of a toy board: the core's Resolution with the toy rules (2-1, 2-2, 3-1, 1-2, 4-1)."""

from __future__ import annotations

from typing import Any

from engine.core.resolution import Resolution
from engine.core.text import Text

from .script import Draw
from .state import State

#: 3-1: a player holds at most this many cards after a draw
HAND_LIMIT = 2


class ToyResolution(Resolution):
    state: State

    def snapshot(self) -> dict[str, Any]:
        return self.state.snapshot()

    def result(self) -> dict[str, Any] | None:
        return self.state.result()

    def resolve(self) -> None:
        self.emit("start", ["1-1"], Text(ja="ボードの初期状態です。", en="The board as given."))
        for action in self.script:
            if self.game_over():
                self.problem(action, "the game is over (1-2): no one draws any more")
                return
            self.label = action.label
            self.draw(action)
        if not self.game_over():
            self.emit("end", ["4-1"], Text(ja="残りの行動はありません。", en="No action is left."))

    def draw(self, action: Draw) -> None:
        """2-1: the top card of the player's deck goes into their hand; 2-2 when there is none."""
        who = action.player
        player = self.state.players[who]
        if not player.deck:
            self.lose(who)
            return
        card = self.state.cards[player.deck[0]]
        self.state.move(card.id, f"{who}.hand")
        ja, en = card.shown
        self.emit(
            "draw", ["2-1"], Text(ja=f"{who}はデッキの一番上から{ja}を引きます。", en=f"{who} draws {en}.")
        )
        if len(player.hand) > HAND_LIMIT:
            self.discard(who)

    def discard(self, who: str) -> None:
        """3-1: more than two cards in hand: the player chooses one for their discard pile."""
        hand = self.state.players[who].hand
        count = len(hand)
        labels = {i: Text(ja=self.state.cards[i].shown[0], en=self.state.cards[i].shown[1]) for i in hand}
        decision = self.decide(
            f"discard-{who}",
            who,
            list(hand),
            f"player {who} has {count} cards in hand and discards one (3-1)",
            prompt=Text(ja="捨て札にするカードを選んでください。", en="Which card goes to the discard pile?"),
            labels=labels,
        )
        card = self.state.cards[decision.chosen]
        self.state.move(card.id, f"{who}.discard")
        ja, en = card.shown
        text = Text(
            ja=f"{who}の手札が{count}枚なので、{who}は{ja}を選んで捨て札にします。",
            en=f"{who} has {count} cards in hand, so {who} chooses {en} and discards it.",
        )
        self.emit("discard", ["3-1"], text, decision=decision)

    def lose(self, who: str) -> None:
        """2-2: a player who has to draw from an empty deck loses; 1-2: the last one left wins."""
        self.state.players[who].status = "lost"
        text = Text(
            ja=f"{who}はデッキが空なのに引かなければならないので、ゲームに敗北します。",
            en=f"{who} has to draw with an empty deck, so {who} loses the game.",
        )
        self.emit("defeat", ["2-2", "1-2"], text)
        result = self.result()
        if result is not None:
            winner = result["winner"]
            text = Text(
                ja=f"残ったプレイヤーは{winner}だけなので、{winner}の勝利でゲームが終わります。",
                en=f"{winner} is the only player left, so {winner} wins and the game is over.",
            )
            self.emit("game-over", ["1-2"], text)
