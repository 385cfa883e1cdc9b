"""One run of a ONE PIECE board: the flow on top of the rule modules.

1. each scripted action is taken in turn (:data:`ACTIONS`);
2. rule processing (9-1-2, :mod:`.rule_processing`) is checked after every part of every action and
   effect, and happens at once, even in the middle of an effect or of damage processing: a player
   who met a defeat condition (1-2-1-1-1, 1-2-1-1-2) loses then (1-2-2);
3. auto effects (8-1-3-1) triggered by an action or effect wait until it has resolved (8-6-3), and
   those triggered during damage processing wait until all of it has resolved (8-6-2); then they
   activate, the turn player's first (8-6-1), each only if its card is still where it was
   (8-1-3-1-3) (:mod:`.activation`);
4. the run ends when the script is over or the game is.
"""

from __future__ import annotations

from collections.abc import Callable

from .activation import activate_waiting, start_effect
from .battle import attack
from .concession import concede
from .context import Context, Ctx
from .effects import Ability, Effect
from .main_phase import declare_activate, give_don, play_card
from .model import Card
from .phases import begin_turn, end_turn
from .resolving import resolve_text
from .rule_processing import GameOver, rule_processing
from .say import say
from .script import Action
from .setup import run_setup
from .snapshot import result_of

#: what each action of the script does (docs/boards-onepiece.md)
ACTIONS: dict[str, Callable[[Context, Action], None]] = {
    "play": play_card,
    "activate": declare_activate,
    "give_don": give_don,
    "attack": attack,
    "end_turn": end_turn,
    "concede": concede,
}


class Resolution(Context):
    """The run: the board as set up, each action and what it leads to, and how it ends."""

    def carry_out(self, effects: tuple[Effect, ...], ctx: Ctx) -> None:
        """What a replacement effect does instead (8-1-3-4, 8-3-1-7): its text, resolved."""
        resolve_text(self, effects, ctx)

    def start_effect(self, card: Card, index: int, ability: Ability, cites: list[str]) -> Ctx | None:
        """An effect activated now and resolved later ([On K.O.], 10-2-17-1)."""
        return start_effect(self, card, index, ability, card.controller, cites)

    def resolve(self) -> None:
        """The board as set up (3-1-1), each action of the script, then the end (9-1-2) or the
        game's end (1-2-2)."""
        s = self.state
        if s.setup is not None:
            said = say("start-setup", first=s.players_listed()[0], second=s.players_listed()[1])
            self.emit("start", ["1-1-1", "5-1-1", "5-2-1"], said)  # a game of two players (1-1-1)
        else:
            said = say(
                "start",
                turn=s.turn,
                player=s.turn_player,
                phase=s.phase,
                first=s.first_player,
                stated="yes" if s.stated else "no",
            )
            self.emit("start", ["3-1-1", "6-1-1"], said)
        try:
            if s.setup is not None:
                run_setup(self)
            elif s.phase in ("refresh", "draw", "don"):
                begin_turn(self, phase=s.phase)
            rule_processing(self)
            for action in self.script:
                self.label = action.label
                ACTIONS[action.kind](self, action)
                if self.problems:
                    return
                activate_waiting(self)
        except GameOver:  # every card goes back to its owner (4-2-2)
            winner = (result_of(s) or {}).get("winner")
            if s.drawn:  # a loop neither player could stop (11-1-1-1)
                self.emit("game-over", ["11-1-1-1", "4-2-2"], say("game-over-draw"))
                return
            said = say("game-over", winner=winner) if winner else say("game-over-nobody")
            by_effect = "effect" in s.defeated.values()  # 1-2-5: during the effect, not rule processing
            if "concession" in s.defeated.values():  # 1-2-3: at once, by the player's own act
                self.emit("game-over", ["1-2-3", "1-2-1", "4-2-2"], said)
                return
            self.emit("game-over", [*(["1-2-5"] if by_effect else ["1-2-1", "1-2-2"]), "4-2-2"], said)
            return
        if s.phase == "main":  # the script is over; the turn player could go on (6-5-2)
            self.emit("end", ["6-5-2"], say("end-main", player=s.turn_player))
        else:
            self.emit("end", ["6-6-1"], say("end-other"))
