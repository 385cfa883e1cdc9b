"""The resolution context of a ONE PIECE run, at the bottom of the rule modules.

Every rule module takes the context ``res`` as a parameter: the state, the auto effects waiting
to activate (8-1-3-1), the damage processing under way (4-6-1, 8-6-2), and the core's steps and
decisions (:class:`engine.core.resolution.Resolution`). The one thing a rule below needs from a
rule above, carrying out an effect's text (used by replacement effects, 8-1-3-4, and replaced
costs, 8-3-1-7), is :meth:`Context.carry_out`, which :class:`.resolution.Resolution` gives.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import chain
from typing import TYPE_CHECKING, Any

from ..core.resolution import Resolution as CoreResolution
from ..core.text import Text
from ..core.trace import Decision
from .effects import Ability, Effect
from .model import Card, GameState, Ref
from .say import say
from .script import Action
from .snapshot import Snapshots, result_of, snapshot

if TYPE_CHECKING:
    from .battle_state import Battle


@dataclass(frozen=True)
class Ctx:
    """Who resolves an effect, from which card, and which rules say what kind of effect it is."""

    controller: str
    source: Card | None
    cites: tuple[str, ...]
    key: str
    #: parts of the text still to come after the current one (8-1-3-4-4)
    rest: int = 0
    #: the replacement effects (card id, effect index) already applied in this sequence: they are
    #: not applied again to what they replaced (8-1-3-4-3)
    replaced_by: frozenset[tuple[str, int]] = frozenset()


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
    #: an [On K.O.] effect already activated on the field, waiting to resolve in the trash (10-2-17-1)
    activated: Ctx | None = None


@dataclass
class Plan:
    """A declared count (11-1-1-2, 11-1-1-3): the loop action is carried out ``left`` more times,
    then ``player`` answers the other way at ``choice`` (a decision key without its ``#n``)."""

    player: str
    choice: str
    answer: str
    again: str
    left: int
    #: the state met again when the loop was found: each time it comes back, one more loop action
    state: Any = None
    #: 11-1-1-2 (one player could stop it) or 11-1-1-3 (both could)
    rule: str = "11-1-1-2"
    #: the other player's choices in the loop action, (player, decision key without ``#n``) →
    #: the answer given there: they go on answering so while the loop is carried out (11-1-1-3)
    others: dict[tuple[str, str], str] = field(default_factory=dict)


class Context(CoreResolution):
    """A run's state and what is under way in it; steps and decisions are the core's."""

    state: GameState
    #: tests set this (on the class, for every run) to compare each incremental snapshot with one
    #: computed from scratch, its ``cards`` in the same order
    verify_snapshots: bool = False

    def __init__(self, state: GameState, script: tuple[Action, ...], source_name: str = "<board>") -> None:
        super().__init__(state, script, source_name)
        self.pending: list[Pending] = []
        #: effects put in order by activate_waiting (8-6-1), each still waiting to activate: one
        #: queue per call under way, the innermost activating first
        self.queues: list[list[Pending]] = []
        self.damage: dict[str, Any] | None = None
        self.resolving = 0
        #: the battle under way, from its Attack Step to its End (7-1, 7-1-5-5): see battle_state.in_battle
        self.battle: Battle | None = None
        self._snapshots = Snapshots(state)
        #: a count declared to stop an infinite loop (11-1-1-2, 11-1-1-3), see :mod:`.loops`
        self.loop_plan: Plan | None = None
        #: the effects of cards that have been activated and resolved in this run, as (the card, its
        #: timing): a negation afterwards does not undo them (8-2-3)
        self.resolved: list[tuple[Ref, str]] = []

    def snapshot(self) -> dict[str, Any]:
        waiting = self.waiting()
        out = self._snapshots(waiting, self.damage)
        if self.verify_snapshots:
            pending = [{"card": p.ref[0], "timing": p.timing, "controller": p.controller} for p in waiting]
            full = snapshot(self.state, pending, self.damage)
            assert out == full, "incremental snapshot differs from a full one"
            assert list(out["cards"]) == list(full["cards"]), "incremental snapshot's cards in another order"
        return out

    def waiting(self) -> list[Pending]:
        """Every auto effect waiting to activate, in the order they will: those already put in order
        (the innermost call's first), then those whose timing was met since (8-6-1)."""
        if not self.pending and len(self.queues) == 1:
            return self.queues[0]  # read, not kept: the snapshot keeps a copy
        return [*chain.from_iterable(reversed(self.queues)), *self.pending]  # no Python loop per effect

    def result(self) -> dict[str, Any] | None:
        return result_of(self.state)

    def card_labels(self, ids: list[str]) -> dict[str, Text]:
        """The options of a decision between cards, as readers call them."""
        return {card_id: self.state.cards[card_id].label() for card_id in ids if card_id in self.state.cards}

    def decide(
        self,
        base: str,
        who: str,
        options: list[str],
        why: str,
        *,
        prompt: Text | None = None,
        labels: dict[str, Text] | None = None,
    ) -> Decision:
        """As the core asks, except a choice a declared loop count answers (11-1-1-2, 11-1-1-3)."""
        plan = self.loop_plan
        other = plan.others.get((who, base)) if plan is not None else None
        if (
            plan is not None
            and self.chooser is not None
            and (other is not None or plan.player == who and plan.choice == base)
        ):
            if other is not None:
                chosen = other
            else:
                chosen = plan.again if plan.left > 0 else plan.answer
                if plan.left <= 0:
                    self.loop_plan = None
            key = self.chooser.key(base)
            shown = tuple((o, (labels or {}).get(o, Text.same(o)).as_dict()) for o in options)
            asked = prompt.as_dict() if prompt else {}
            by = f"the declared loop count ({plan.rule})"
            return Decision(key, who, tuple(options), chosen, by, asked, shown)
        return super().decide(base, who, options, why, prompt=prompt, labels=labels)

    def emit(
        self,
        kind: str,
        cites: Sequence[str],
        text: Text,
        *,
        decision: Decision | None = None,
        label: str | None = None,
    ) -> None:
        """As the core records a step; a choice answered by a declared loop count also cites the
        rule that made it (11-1-1-2, 11-1-1-3)."""
        if decision is not None and decision.by.startswith("the declared loop count ("):
            rule = decision.by.rsplit("(", 1)[1].rstrip(")")
            cites = [*cites, rule] if rule not in cites else cites
        returned = self.state.returned_don
        if returned and "6-5-5-4" in cites:  # the step says so itself
            returned.clear()
        if returned:  # a card that moved had DON!! given: they went back rested (6-5-5-4)
            for card, count, player in returned:
                more = say("main-phase-don-returned-rested", card=card.label(), count=count, player=player)
                text = Text(ja=text.ja + more.ja, en=f"{text.en} {more.en}")
            returned.clear()
            cites = [*cites, "6-5-5-4"]
        super().emit(kind, cites, text, decision=decision, label=label)

    def choose_card(self, key: str, who: str, ids: list[str], why: str, prompt: Text) -> Decision:
        """``who`` chooses one of the cards ``ids``, each option labelled as readers call the card."""
        return self.decide(key, who, ids, why, prompt=prompt, labels=self.card_labels(ids))

    def carry_out(self, effects: tuple[Effect, ...], ctx: Ctx) -> None:
        """Resolve the text of an effect, in order (given by :class:`.resolution.Resolution`)."""
        raise NotImplementedError

    def start_effect(self, card: Card, index: int, ability: Ability, cites: list[str]) -> Ctx | None:
        """Activate an effect of ``card`` without resolving it; the context to resolve it with, or
        None (given by :class:`.resolution.Resolution`: [On K.O.] is activated on the field and
        resolved from the trash, 10-2-17-1)."""
        raise NotImplementedError
