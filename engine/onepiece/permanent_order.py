"""Permanent effects that change each other's impact (8-1-3-3-5).

A permanent effect that changes power for the cards its selector finds by power ("your Characters
with 5000 power or more get +1000 power") reaches more or fewer cards once another permanent effect
has changed their power. Such effects are applied in the order 8-1-3-3-5 gives: the turn player's,
then the non-turn player's (:meth:`.model.GameState.permanent_sources` lists them so), and again
from the start while that changes what they reach, until nothing changes. Without such an effect
on the table, each permanent effect reads power without the others and nothing is repeated.

An engine assumption (the rules say no more): an effect's selector reads power without the change
that effect itself gives, or "your Characters with 5000 power or less get +1000 power" would
switch itself on and off for ever.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from .effects import Ability, Selector


class Card(Protocol):
    """What this module reads of a card (:class:`.model.Card`, whose module imports this one:
    named by its shape, not imported)."""

    @property
    def id(self) -> str: ...
    @property
    def power(self) -> int | None: ...
    @property
    def controller(self) -> str: ...


class GameState(Protocol):
    """What this module asks of the state (:class:`.model.GameState`)."""

    def field_cards(self) -> Sequence[Any]: ...
    def matches(
        self,
        card: Any,
        sel: Selector,
        controller: str,
        source: Any,
        *,
        permanent: bool = ...,
        sources: Any = ...,
        bonus: dict[str, int] | None = ...,
    ) -> bool: ...


Sources = Sequence[tuple[Any, Ability]]

#: more rounds than this and the permanent effects keep changing each other: the engine stops
#: there (the rules name no end to such a loop; an engine limit)
MAX_ROUNDS = 10


@dataclass(frozen=True)
class Applied:
    """A permanent power effect as it is applied in the end: the cards it reaches, and the cards
    its selector would find with no permanent effect applied (``alone``)."""

    source: Card
    ability: Ability
    cards: tuple[str, ...]
    alone: tuple[str, ...]


def permanent_power(state: GameState, card: Card, sources: Sources) -> int:
    """The power the permanent effects in force give ``card`` (8-1-3-3): each reads power without
    the others, unless some find their cards by power (then in the order of 8-1-3-3-5)."""
    if reads_power(sources):
        return power_given(apply_in_order(state, sources)).get(card.id, 0)
    return sum(
        a.power
        for s, a in sources
        if a.power and a.to and state.matches(card, a.to, s.controller, s, permanent=False, sources=sources)
    )


def reads_power(sources: Sources) -> bool:
    """Whether a permanent power effect in force finds its cards by power (8-1-3-3-5 applies)."""
    return any(_by_power(a) for _, a in sources)


def _by_power(ability: Ability) -> bool:
    to = ability.to
    return bool(ability.power) and to is not None and (to.power_min is not None or to.power_max is not None)


def apply_in_order(state: GameState, sources: Sources) -> list[Applied]:
    """Every permanent power effect in force, applied in the order of 8-1-3-3-5 until nothing
    changes: each sees the power the ones applied before it give."""
    field = [c for c in state.field_cards() if c.power is not None]
    effects = [(s, a) for s, a in sources if a.power and a.to is not None]
    reached: list[set[str]] = [set() for _ in effects]
    alone = [_reach(state, field, s, a, {}) for s, a in effects]
    for _ in range(MAX_ROUNDS):
        changed = False
        for i, (source, ability) in enumerate(effects):
            now = _reach(state, field, source, ability, _bonus(effects, reached, skip=i))
            if now != reached[i]:
                reached[i], changed = now, True
        if not changed:
            break
    order = {c.id: n for n, c in enumerate(field)}
    return [
        Applied(s, a, tuple(sorted(reached[i], key=order.get)), tuple(sorted(alone[i], key=order.get)))  # type: ignore[arg-type]
        for i, (s, a) in enumerate(effects)
    ]


def power_given(applied: list[Applied]) -> dict[str, int]:
    """Each card's power from the permanent effects applied."""
    out: dict[str, int] = {}
    for a in applied:
        for card_id in a.cards:
            out[card_id] = out.get(card_id, 0) + a.ability.power
    return out


def _bonus(effects: list[tuple[Card, Ability]], reached: list[set[str]], *, skip: int) -> dict[str, int]:
    """The power the effects applied give each card, but for effect number ``skip``'s own."""
    out: dict[str, int] = {}
    for n, ((_, ability), ids) in enumerate(zip(effects, reached, strict=True)):
        if n == skip:
            continue
        for card_id in ids:
            out[card_id] = out.get(card_id, 0) + ability.power
    return out


def _reach(
    state: GameState, field: list[Card], source: Card, ability: Ability, extra: dict[str, int]
) -> set[str]:
    assert ability.to is not None
    return {
        c.id
        for c in field
        if state.matches(c, ability.to, source.controller, source, permanent=False, bonus=extra)
    }
