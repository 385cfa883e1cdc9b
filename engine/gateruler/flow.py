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
from . import direct_effects, gate, words
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
        gate = len(self.state.gate)
        self.emit("start", ["12-1a"] + (["9-2a"] if gate else []), say("start", gate=gate))

    def end_step(self) -> None:
        """Everything has resolved (9-2a), or the game is over (1-4)."""
        result = self.result()
        if result is None:
            self.emit("end", ["9-2a"], say("end"))
            return
        lost = [p for p, info in self.state.players.items() if info.status == "lost"]
        if result["result"] == "draw":
            text = say("game-over-draw", players=words.players(lost))
        else:
            text = say("game-over-win", winner=result["winner"])
        self.emit("game-over", ["1-4"], text)

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
