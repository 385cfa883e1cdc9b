"""The run's flow: system processing, the gate and the script's actions, in the order the rules give.

The loop, in the simplest faithful form of chapters 9, 11 and 14 (only chapter 12 is in our
source; the openings of the official chapter pages are summed up in
data/rulebooks/gate-ruler/out-of-source.yaml):

1. gate adding (9-3): the turn player has priority (9-3b); system processing (9-3c,
   :mod:`.system_processing`): rule effects (chapter 12) are checked and performed together until
   none applies, then auto abilities whose condition was met are played onto the gate (14-1a-2);
2. a ruler damage process on top of the gate ends gate adding: nobody can respond (9-3d);
3. otherwise the player with priority takes a game action (9-3e): the next scripted action when it
   is ready, by its player, each player before them in turn order passing (9-3e-1); after it, gate
   adding starts again from the turn player (the engine's reading of the unread 9-3f on);
4. otherwise every player passes in turn (9-3e-1) and the top of the gate, the item placed last,
   resolves (9-2a, :mod:`.gate`);
5. the run ends when the gate is empty and the script is over, or when the game is over (1-4a, 1-4b).
"""

from __future__ import annotations

from ..core.text import Text
from . import direct_effects, gate, words
from .effects import Effect
from .model import GATE_ZONE, GateItem, is_field, zone_kind
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
                action = self.script.pop(0)
                self.pass_priority(action.by, top)
                self.take_action(action)
                continue
            if top is not None:
                self.pass_priority(None, top)
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
        self.emit("start", ["12-1a", "9-3c"] + (["9-2a"] if gate else []), say("start", gate=gate))

    def end_step(self) -> None:
        """Everything has resolved (9-2a), or the game is over (1-4b, 1-4b-1)."""
        result = self.result()
        if result is None:
            self.emit("end", ["9-2a"], say("end"))
            return
        lost = [p for p, info in self.state.players.items() if info.status == "lost"]
        if result["result"] == "draw":
            self.emit("game-over", ["1-4b-1"], say("game-over-draw", players=words.players(lost)))
        else:
            self.emit("game-over", ["1-4b"], say("game-over-win", winner=result["winner"]))

    def pass_priority(self, actor: str | None, top: GateItem | None) -> None:
        """9-3b, 9-3e-1: the turn player has priority; the players before ``actor`` in turn order pass
        it (``actor`` None: every player passes, and gate adding ends so the top resolves). That a
        pass hands priority to the next player, and that gate adding ends once all have passed, is
        the engine's reading: the text after 9-3e is not in our source."""
        order = self.state.active_players()
        if actor is not None and actor in order:
            passing = order[: order.index(actor)]
        else:
            passing = order
        if not passing:
            return
        turn = self.state.turn_player
        if actor is not None:
            text = say(
                "priority-passed", passing=words.players(passing), count=len(passing), turn=turn, next=actor
            )
        else:
            text = say(
                "priority-all-passed",
                passing=words.players(passing),
                turn=turn,
                top=self.gate_item_words(top),
            )
        self.emit("priority-passed", ["9-3b", "9-3e-1"], text)

    def gate_item_words(self, item: GateItem | None) -> Text:
        """What the top of the gate is, for the sentence where every player passes."""
        if item is None:
            return say("list-none")
        if item.kind == "card":
            shown = self.state.card_by_ref(item.card) if item.card is not None else None
            return shown.label() if shown else words.card_name(item.name)
        if item.kind == "ability" and item.source is not None:
            return words.trigger_of(self.state, item)
        return say(f"gate-item-{item.kind}")

    def take_action(self, action: Action) -> None:
        """A scripted play, a game action (9-3e): the card waits on the gate until it resolves (9-1a)."""
        if self.state.players[action.by].status != "playing":
            self.problem(action, f"player {action.by} has left the game and cannot act")
            return
        self.check_targets(action, action.effects)
        bindings = direct_effects.bind(self.state, action.effects, None, None)
        if action.card is None:
            self.place("card", by=action.by, name=action.name, effects=action.effects, bindings=bindings)
            name = words.card_name(action.name, unnamed="card-unnamed")
            self.emit("played", ["9-1a"], say("played", player=action.by, card=name), label=action.label)
            return
        card = self.state.cards[action.card]
        source = zone_kind(card.zone)
        if source not in ("hand", "set_zone"):
            self.problem(action, f"{action.card!r} is no longer in a hand or a set zone: it cannot be played")
            return
        if source == "hand" and (self.state.gate or action.by != self.state.turn_player):
            self.problem(
                action,
                f"{action.card!r} is in the hand: only the turn player plays it, "
                "with the gate empty (9-3e-4e)",
            )
            return
        where = words.place(card.zone, action.by)
        self.move_card(card, f"{action.by}.{GATE_ZONE}")
        self.place(
            "card", by=action.by, name=action.name, effects=action.effects, bindings=bindings, card=card.ref
        )
        turn = action.by == self.state.turn_player
        if source == "hand":
            cites = ["9-3b", "9-3e-4e", "9-1a"]
            text = say("played-from-hand", player=action.by, card=card.label(), zone=where)
        else:
            cites = (["9-3b"] if turn and len(self.state.gate) > 1 else []) + ["9-3e-2", "9-1a"]
            text = say(
                "played-from-set-zone",
                player=action.by,
                card=card.label(),
                zone=where,
                turn="yes" if turn else "no",
                gate="yes" if len(self.state.gate) > 1 else "no",
            )
        self.emit("played", cites, text, label=action.label)

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
