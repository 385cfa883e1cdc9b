"""Removing a card from the field (4-11): an effect that would move a card out of the area it is in
— K.O. it, trash it, return it to the hand — removes it (4-11-2).

- 3-6-3: a card in the Leader area stays there, whatever an effect or rule says: an effect that
  chose a Leader to move does not move it.
- 4-11-1, 4-11-2, 1-3-3: card text may say that cards "cannot be removed from the field" by effects
  (``cannot_be_removed: any``) or by the opponent's effects (``cannot_be_removed: opponent``,
  seen from the effect's card). That prohibition wins over the effect that would remove them
  (1-3-3); a K.O. by battle is not an effect, so it still happens.
"""

from __future__ import annotations

from .context import Context, Ctx
from .model import Card
from .say import say
from .words import area_text


def removable(res: Context, cards: list[Card], ctx: Ctx, verb: str) -> list[Card]:
    """The cards ``ctx``'s effect may move out of their area for ``verb`` (``ko``, ``trash``,
    ``return``): a Leader stays (3-6-3); a card a permanent effect protects from this effect stays
    (4-11-2, 1-3-3). Each card kept gets its step."""
    out = []
    for card in cards:
        if card.area == "leader":
            said = say("removal-leader-stays", card=card.label(), verb=verb)
            res.emit("leader-stays", ["3-6-3", *ctx.cites], said)
            continue
        found = _protected_by(res, card, ctx.controller) if card.on_field else None
        if found is None:
            out.append(card)
            continue
        source, by = found
        said = say(
            "removal-cannot-be-removed",
            card=card.label(),
            source=source.label(),
            own="yes" if source is card else "no",
            by=by,
            verb=verb,
            player=ctx.controller,
            area=area_text(card.zone),
        )
        res.emit("cannot-be-removed", ["4-11-1", "4-11-2", "3-1-2", "1-3-3", *ctx.cites], said)
    return out


def _protected_by(res: Context, card: Card, remover: str) -> tuple[Card, str] | None:
    """The card whose permanent effect says ``card`` cannot be removed from the field by an effect
    of ``remover`` (4-11-2), with whose effects it names (``any``, ``opponent``), or None."""
    s = res.state
    sources = s.permanent_sources()
    for source, ability in sources:
        by = ability.cannot_be_removed
        if by is None or ability.to is None:
            continue
        if by == "opponent" and remover == source.controller:
            continue
        if s.matches(card, ability.to, source.controller, source, permanent=False, sources=sources):
            return source, by
    return None
