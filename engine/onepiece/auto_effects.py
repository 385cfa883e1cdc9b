"""Auto effects (8-1-3-1) whose timing is met: they wait, and activate at the next chance.

Those triggered by an action or effect wait until it has resolved (8-6-3); those triggered during
damage processing wait until all of it has resolved (8-6-2). Each remembers where its card was,
for 8-1-3-1-3. :mod:`.activation` activates them.
"""

from __future__ import annotations

from .context import Context, Pending
from .effects import Ability
from .model import Card


def trigger(res: Context, card: Card, index: int, timing: str, *, ability: Ability | None = None) -> None:
    """An auto effect's timing is met: it waits (8-6-3, 8-6-2) and activates at the next chance."""
    res.pending.append(make_pending(res, card, index, timing, ability=ability))


def trigger_own(res: Context, card: Card, timing: str) -> None:
    """Every active effect of ``card`` with ``timing`` ([On Play], [When Attacking], ...) and no
    condition waits; one with a condition is checked with a step (conditions.trigger_conditioned)."""
    for index, ability, active in card.all_abilities():
        if active and ability.timing == timing and not ability.condition:
            trigger(res, card, index, timing)


def make_pending(
    res: Context, card: Card, index: int, timing: str, *, ability: Ability | None = None
) -> Pending:
    """The waiting auto effect, remembering where its card is now (for 8-1-3-1-3)."""
    during = "damage" if res.damage else ("effect" if res.resolving else "")
    return Pending(card.ref, index, card.controller, card.zone, timing, during, ability)


def watchers(
    res: Context, event: str, subject: Card, *, conditioned: bool | None = None
) -> list[tuple[Card, int]]:
    """Cards on the field with a "when …" effect (8-1-3-1) for ``event`` about ``subject``;
    ``conditioned``: only those with (True) or without (False) a condition (8-3-2)."""
    out = []
    for card in res.state.field_cards():
        for index, ability, active in card.all_abilities():
            if not active or ability.timing != "when" or ability.event != event:
                continue
            if conditioned is not None and bool(ability.condition) != conditioned:
                continue
            if ability.whose == "you" and subject.controller != card.controller:
                continue
            if ability.whose == "opponent" and subject.controller == card.controller:
                continue
            out.append((card, index))
    return out


def trigger_watchers(res: Context, event: str, subject: Card) -> None:
    """The "when …" effects without a condition watching ``event`` about ``subject`` wait to
    activate (8-1-3-1); those with one: conditions.trigger_conditioned_watchers."""
    for watcher, index in watchers(res, event, subject, conditioned=False):
        trigger(res, watcher, index, "when")
