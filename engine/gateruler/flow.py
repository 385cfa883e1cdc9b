"""The run's flow: system processing, the gate and the script's actions, in the order the rules give.

The loop, in the simplest faithful form of chapters 9, 11 and 14 (their text is not in our
source; see data/rulebooks/gate-ruler/out-of-source.yaml):

1. system processing (:mod:`.system_processing`): rule effects (chapter 12) are checked and
   performed together until none applies; then auto abilities whose condition was met are played
   onto the gate (14-1a-2); repeat;
2. a ruler damage process on top of the gate resolves at once: nobody can respond (9-3d);
3. otherwise the next scripted action is taken if the gate is empty (or the action responds);
4. otherwise the top of the gate — the item placed last — resolves (9-2a, :mod:`.gate`);
5. the run ends when the gate is empty and the script is over, or when the game is over (1-4).
"""

from __future__ import annotations

from ..core.text import Text
from . import direct_effects, gate
from .effects import Effect
from .model import GateItem, is_field
from .resolution import Resolution
from .say import say
from .script import Action
from .system_processing import system_processing

#: effects whose named cards must be on the field when the card is played
ON_FIELD = ("destroy", "recover", "change_hp", "leave_field", "deal_damage")


class Flow(Resolution):
    """One run of a Gate Ruler board, from the board as given to the end (what the core runs)."""

    script: list[Action]

    def resolve(self) -> None:
        """The loop above, between the start step and the end step."""
        self.start_step()
        while not self.game_over():
            system_processing(self)
            if self.game_over():
                break
            top = self.state.gate[-1] if self.state.gate else None
            if top is not None and top.kind == "ruler-damage-process":
                gate.resolve_top(self)
                continue
            if self.script and ready(self.script[0], top):
                self.take_action(self.script.pop(0))
                continue
            if top is not None:
                gate.resolve_top(self)
                continue
            break
        for action in self.script:
            if not self.game_over():
                self.problem(
                    action, f"this action waits for a {action.respond} on top of the gate, which never comes"
                )
        self.end_step()

    def start_step(self) -> None:
        """The board before anything happens: what rule effects are (12-1a), and the gate's order (9-2a)."""
        s = self.state
        en = (
            "The board before anything happens. Rule effects are processes the rules themselves perform "
            "when a situation arises during the game (12-1a). The engine checks them at every system "
            "processing: the moment, between players' actions, when the game itself acts — rule effects "
            "are performed and triggered auto abilities are played."
        )
        ja = (
            "処理が始まる前の盤面です。ルールエフェクトとは、ゲーム中に特定の状況が発生した場合にゲーム上のルールにより"
            "実行される処理です（12-1a）。システム処理（プレイヤーの行動の合間にゲーム自身が行う処理で、ルールエフェクトの"
            "実行や、誘発した自動能力のプレイを行います）のたびに確認します。"
        )
        if s.gate:
            held = "1 item" if len(s.gate) == 1 else f"{len(s.gate)} items"
            en += f" The gate holds {held}; the one placed last resolves first (9-2a)."
            ja += f"ゲートには{len(s.gate)}個の処理があり、最も後に置かれたものから解決されます（9-2a）。"
        self.emit("start", ["12-1a"] + (["9-2a"] if s.gate else []), Text(en=en, ja=ja))

    def end_step(self) -> None:
        """Everything has resolved (9-2a), or the game is over (1-4)."""
        result = self.result()
        if result is None:
            self.emit(
                "end",
                ["9-2a"],
                Text(
                    en="The gate is empty, no rule effect applies and this example has no more "
                    "actions: everything has resolved.",
                    ja="ゲートは空で、適用するルールエフェクトもなく、この例で行う行動も残っていません。すべて解決しました。",
                ),
            )
            return
        lost = [p for p, info in self.state.players.items() if info.status == "lost"]
        if result["result"] == "draw":
            en = (
                f"{' and '.join(lost)} lost at the same time and no player remains: the game is a draw (1-4)."
            )
            ja = (
                f"{'と'.join(lost)}が同時に敗北し、残っているプレイヤーがいないため、"
                "ゲームは引き分けです（1-4）。"
            )
        else:
            en = f"{result['winner']} is the last player remaining and wins the game (1-4)."
            ja = f"最後に残った{result['winner']}がゲームに勝利します（1-4）。"
        self.emit("game-over", ["1-4"], Text(en=en, ja=ja))

    def take_action(self, action: Action) -> None:
        """A scripted play: the card waits on the gate until it resolves (9-1a)."""
        if self.state.players[action.by].status != "playing":
            self.problem(action, f"player {action.by} has left the game and cannot act")
            return
        self.check_targets(action, action.effects)
        bindings = direct_effects.bind(self.state, action.effects, None, None)
        self.place("card", by=action.by, name=action.name, effects=action.effects, bindings=bindings)
        name = Text(**action.name) if action.name else say("card-unnamed")
        self.emit(
            "played",
            ["9-1a"] + (["9-3b"] if len(self.state.gate) > 1 else []),
            say("played", player=action.by, card=name),
            label=action.label,
        )

    def check_targets(self, action: Action, effects: tuple[Effect, ...]) -> None:
        """A scripted card may only target cards that are where its effect needs them, when it is played."""
        for effect in effects:
            names = list(effect.cards if effect.kind in ON_FIELD else ()) + list(effect.of)
            for name in names:
                card = self.state.cards[name]
                ok = is_field(card.zone) or (effect.kind == "deal_damage" and card.zone.endswith(".ruler"))
                if effect.kind in ("recover", "change_hp") and not card.is_unit:
                    ok = False
                if not ok:
                    what = (
                        "a unit on the field" if effect.kind in ("recover", "change_hp") else "on the field"
                    )
                    self.problems.append(
                        f"line {effect.line}: {action.path}.play: {effect.kind} targets {name!r}, "
                        f"which is in {card.zone}, not {what}, when this action is taken"
                    )
            for option in effect.options:
                self.check_targets(action, option.effects)


def ready(action: Action, top: GateItem | None) -> bool:
    """Whether a scripted action is taken now (9-3b: the players act in gate adding)."""
    if action.respond is True:
        return True
    if isinstance(action.respond, str):
        return top is not None and top.kind == action.respond
    return top is None
