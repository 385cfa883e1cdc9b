"""«Activate this card's [Main] / [Counter] effect»: an effect, often a [Trigger], that activates the
Event's own [Main] effect outside the Main Phase (10-2-3-1-1) or its [Counter] effect outside the
Counter Step (10-2-4-1-1). Only an effect that says so may activate a [Counter] (10-2-4-1-2).

Board syntax: ``activate_this: main`` or ``activate_this: counter``, on a card that has an effect of
that timing (checked when the board is read: :func:`check_activate_this`).
"""

from __future__ import annotations

from ..core.yamlnode import Node, Problems, as_str
from .context import Context, Ctx
from .effects import Ability, Effect
from .say import say
from .words import timing

#: the timings ``activate_this`` may name → the rules that let an effect activate it
ACTIVATED: dict[str, tuple[str, ...]] = {
    "main": ("10-2-3-1-1",),
    "counter": ("10-2-4-1-1", "10-2-4-1-2"),
}


def read_activate_this(kind: str, body: Node, problems: Problems, may: bool, raw: object) -> Effect | None:
    """``activate_this: main | counter``: the card's own [Main] or [Counter] effect."""
    which = as_str(body, problems, choices=tuple(ACTIVATED))
    return Effect(kind, timing=which, may=may, raw=raw) if which is not None else None


def check_activate_this(abilities: tuple[Ability, ...], node: Node | None, problems: Problems) -> None:
    """Refuse ``activate_this`` on a card without an effect of that timing, or inside that very
    effect (it would activate itself)."""
    timings = [a.timing for a in abilities]
    for ability in abilities:
        for effect in _parts(ability.effects):
            if effect.kind != "activate_this":
                continue
            if effect.timing not in timings:
                problems.add(
                    node,
                    f"activate_this: {effect.timing} activates the card's own {timing(effect.timing).en} "
                    f"effect, but this card has none (10-2-3-1-1, 10-2-4-1-1)",
                )
            elif ability.timing == effect.timing:
                own = timing(effect.timing).en
                problems.add(
                    node, f"activate_this: {effect.timing} cannot be part of the {own} effect itself"
                )


def _parts(effects: tuple[Effect, ...]) -> list[Effect]:
    """Every part of an effect's text, those of ``each_player`` included."""
    out: list[Effect] = []
    for effect in effects:
        out += [effect, *_parts(effect.effects)]
    return out


def activate_this(res: Context, effect: Effect, ctx: Ctx) -> None:
    """The source card's [Main] or [Counter] effect activates now, by this effect, then resolves
    (10-2-3-1-1; 10-2-4-1-1 with 10-2-4-1-2); no cost of the Event is paid, as it is not used from
    the hand."""
    card = ctx.source
    assert card is not None  # board_state checked the card has the effect
    found = [(i, a, ok) for i, a, ok in card.all_abilities() if a.timing == effect.timing]
    if not found:
        return
    index, ability, _ = found[0]
    rules = ACTIVATED[effect.timing]
    said = say("activate-this", card=card.label(), timing=timing(effect.timing), which=effect.timing)
    res.emit("activate-this", [*rules, *ctx.cites], said)
    started = res.start_effect(card, index, ability, [rules[0]])
    if started is not None:
        res.carry_out(ability.effects, started)
