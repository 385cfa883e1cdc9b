"""12-6, the illegal soul rule effects: a soul card attached to no card (12-6a), unless an auto ability
still refers to it (12-6a-1), and a soul card attached to several cards (12-6b)."""

from __future__ import annotations

from typing import Any

from ..core.trace import Decision
from . import words
from .model import Card, GameState, Ref, is_field
from .resolution import Resolution
from .say import say

#: a soul card's association: (card id, incarnation, association order)
Attachment = tuple[str, int, int]


def live_attachments(state: GameState, soul: Card) -> list[Attachment]:
    """The associations of a soul card to cards still on the field as the same cards (3-2d)."""
    return [
        a
        for a in soul.attached
        if (t := state.cards.get(a[0])) and t.incarnation == a[1] and is_field(t.zone)
    ]


def soul_exempt(state: GameState) -> set[Ref]:
    """12-6a-1: soul cards referred to by an auto ability waiting to be played or on the gate."""
    out: set[Ref] = set()
    for trigger in state.pending:
        out.update(trigger.soul)
    for item in state.gate:
        out.update(item.soul)
    return out


def explain_kept(res: Resolution, card: Card) -> None:
    """12-6a-1: said once per soul card: it stays while an auto ability refers to it."""
    res.noted.add((card.ref, "12-6a-1"))
    ability, source, named = _referring(res.state, card.ref)
    text = say("soul-kept-for-ability", card=card.label(), ability=ability, source=source, named=named)
    res.emit("soul-kept-for-ability", ["12-6a-1", "12-6a"], text)


def _referring(state: GameState, ref: Ref) -> tuple[Any, Any, Any]:
    """The auto ability (waiting, or on the gate) that refers to a soul card (12-6a-1): as "the card's
    ability", its card, and the ability alone."""
    found = [(t.source, t.ability) for t in state.pending if ref in t.soul]
    on_gate = [g for g in state.gate if ref in g.soul and g.source and g.ability is not None]
    found += [(g.source, g.ability) for g in on_gate]
    if not found:
        return say("ability-auto"), say("card-unnamed"), say("ability-auto")
    (source, index), *_ = found
    card = state.cards[source[0]]
    ability = card.abilities[index].label()
    return say("trigger", card=card.label(), ability=ability), card.label(), ability


def illegal_soul(res: Resolution, card: Card) -> None:
    """12-6a: a soul card attached to no card goes to its owner's graveyard."""
    name = card.label()
    had_host = bool(card.attached)
    res.move_card(card, f"{card.owner}.graveyard")
    text = say("illegal-soul", card=name, had_host="yes" if had_host else "no")
    res.emit("illegal-soul", ["12-6", "12-6a", *(["3-2d"] if had_host else [])], text)
    res.after_moves()


def soul_latest_association(res: Resolution, card: Card) -> None:
    """12-6b: a soul card attached to several cards: its owner keeps one of the latest associations."""
    state = res.state
    live = live_attachments(state, card)
    if len(live) < 2:
        return  # a rule effect performed together with this one already moved the other cards away
    latest = max(a[2] for a in live)
    keep, decision = _choose_latest(res, card, [a for a in live if a[2] == latest])
    dropped = [state.cards[a[0]] for a in live if a != keep]
    card.attached = (keep,)
    state.touch(card)
    res.souls_changed()
    name, target, others = card.label(), state.cards[keep[0]].label(), words.names(dropped)
    text = say(
        "soul-association",
        card=name,
        chose="yes" if decision else "no",
        owner=card.owner,
        target=target,
        others=others,
    )
    res.emit("soul-association", ["12-6", "12-6b"], text, decision=decision)


def _choose_latest(
    res: Resolution, card: Card, candidates: list[Attachment]
) -> tuple[Attachment, Decision | None]:
    """12-6b: the owner chooses among the cards the soul card was attached to last (if more than one)."""
    if len(candidates) == 1:
        return candidates[0], None
    name = card.label()
    decision = res.decide(
        f"soul-{card.id}",
        card.owner,
        [a[0] for a in candidates],
        f"12-6b: which card the soul card {card.id} stays attached to",
        prompt=say("prompt-soul", card=name),
        labels={a[0]: res.state.cards[a[0]].label() for a in candidates},
    )
    return next(a for a in candidates if a[0] == decision.chosen), decision
