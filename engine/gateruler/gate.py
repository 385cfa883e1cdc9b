"""The gate: resolving the item on top, the one placed last (9-2a).

Each kind of gate item resolves by its own rule: a destroy process by 12-4c, a defeat process by
12-2d, a ruler damage process by 13-5 (modeled, see the out-of-source note), a damage execution
process by 13-2a; a played card or auto ability performs its effects in order, then leaves the gate,
a played card of the board going to its owner's graveyard (9-2a; the gate resolution text, 9-4, is
not in our source: the engine's reading).
"""

from __future__ import annotations

from collections.abc import Callable

from . import damage, defeat_process, destroy_process, direct_effects, words
from .model import GateItem
from .resolution import Resolution
from .say import say


def resolve_top(res: Resolution) -> None:
    """9-2a: the top of the gate resolves; cards that left the field on the way trigger their abilities."""
    item = res.state.gate[-1]
    RESOLVE.get(item.kind, resolve_played)(res, item)
    res.after_moves()


def resolve_played(res: Resolution, item: GateItem) -> None:
    """9-2a: a played card or a played auto ability (14-1a-2) resolves: its effects, in order (14-1b)."""
    if item.kind == "ability" and item.source is not None:
        name = words.trigger_of(res.state, item)
        res.emit(
            "resolve-ability",
            ["14-1a-2", "9-2a"] + (["12-6a-1"] if item.soul else []),
            say("resolve-ability", ability=name),
        )
        done = say("resolved-ability", ability=name)
    else:
        shown = res.state.card_by_ref(item.card) if item.card is not None else None
        card = shown.label() if shown else words.card_name(item.name)
        res.emit("resolve-card", ["9-2a"], say("resolve-card", card=card, player=item.by or ""))
        done = say("resolved-card", card=card)
    for effect in item.effects:
        direct_effects.perform(res, item, effect)
    res.remove(item)
    card = res.state.card_by_ref(item.card) if item.card is not None else None
    if card is not None:
        res.move_card(card, f"{card.owner}.graveyard")
        done = say("resolved-card-to-graveyard", card=card.label(), owner=card.owner, player=item.by or "")
    res.emit("resolved", ["9-2a"], done)  # what changed (off the gate) is said


#: how each kind of process on the gate resolves (anything else was played: :func:`resolve_played`)
RESOLVE: dict[str, Callable[[Resolution, GateItem], None]] = {
    "destroy-process": destroy_process.resolve_destroy,
    "defeat-process": defeat_process.resolve_defeat,
    "ruler-damage-process": damage.resolve_ruler_damage,
    "damage-execution-process": damage.resolve_damage_execution,
}
