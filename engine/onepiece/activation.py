"""Activating an effect: 「する」 always, 「できる」 at its controller's option (8-1-2); [Once Per Turn]
(10-2-13); the cost first (8-3-1), then the text (:mod:`.resolving`). Waiting auto effects
activate the turn player's first (8-6-1), after what triggered them (8-6-3, 8-6-2), and only if
their card is still where it was (8-1-3-1-3)."""

from __future__ import annotations

from ..core.text import Text
from ..core.trace import Decision
from .context import Context, Ctx, Pending
from .costs import cost_actions, pay_cost
from .effects import Ability
from .loops import Watch, check
from .model import Card
from .processing_order import announce_order
from .resolving import YES_NO, resolve_text
from .rule_processing import rule_processing
from .say import say
from .words import NOTHING, TIMINGS, names, timing


def _effect_text(ability: Ability) -> Text:
    """The effect's own text in brackets, when the board gives it."""
    if not ability.text:
        return NOTHING
    return say("activation-effect-text", text=Text(ja=ability.text["ja"], en=ability.text["en"]))


def effect_name(card: Card, timing_key: str, *, optional: bool = False) -> Text:
    """``Peddler's [On Play] effect`` / 行商人の【登場時】の効果; a "when …" effect is ``Red Dock's
    effect``; ``optional`` says it is a 「できる」 one (8-1-2)."""
    kind = "when" if timing_key == "when" else "other"
    return say(
        "activation-effect",
        card=card.label(),
        kind=kind,
        timing=timing(timing_key),
        optional="yes" if optional else "no",
    )


def activate_effect(
    res: Context,
    card: Card,
    index: int,
    ability: Ability,
    controller: str,
    cites: list[str],
    *,
    active: bool = True,
    aside: Text | None = None,
) -> bool:
    """Activate one effect of ``card`` (8-4-1-1 … 8-4-1-4), then resolve it (8-4-1-5).

    ``aside`` is added to the step that says it activates. True when the effect resolved.
    """
    ctx = start_effect(res, card, index, ability, controller, cites, active=active, aside=aside)
    if ctx is None:
        return False
    resolve_text(res, ability.effects, ctx)
    res.resolved.append((card.ref, ability.timing))  # not undone by a later negation (8-2-3)
    return True


def start_effect(
    res: Context,
    card: Card,
    index: int,
    ability: Ability,
    controller: str,
    cites: list[str],
    *,
    active: bool = True,
    aside: Text | None = None,
) -> Ctx | None:
    """Activate one effect without resolving it: 「できる」 (8-1-2), [Once Per Turn] (10-2-13), the
    cost (8-3-1), then it activates (8-4-1-4). The context to resolve it with, or None when it did
    not activate. [On K.O.] resolves later, once its card is in the trash (10-2-17-1)."""
    s = res.state
    once = (card.id, card.incarnation, index, s.turn)
    used = "part-paid" if once in s.once_part_paid else "resolved" if once in s.once_used else ""
    if not _may_activate(res, card, ability, cites, active=active, used=used):
        return None
    has_cost = bool(cost_actions(res, card, ability))
    decision = None
    if ability.may:
        decision = _choose_to_activate(res, card, ability, controller, cites, has_cost=has_cost)
        if decision.chosen == "no":
            return None
        if has_cost:
            decision = None  # said with the cost: nothing activates before its cost is settled
    again_cites: list[str] = []
    if ability.once_per_turn:
        if any(u[0] == card.id and u[2:] == once[2:] and u[1] != card.incarnation for u in s.once_used):
            # used this turn by the card before it moved: a new card may use it again (10-2-13-4)
            again_cites = ["10-2-13-4"]
            again = say("activation-once-per-turn-new-card", card=card.label())
        else:
            again_cites, again = _once_per_turn_first(res, card, ability)
        aside = again if aside is None else say("activation-with-aside", said=aside, aside=again)
        s.once_used.add(once)
    ctx = Ctx(controller, card, tuple(cites), card.id)
    if has_cost and not pay_cost(res, card, ability, ctx):
        return None
    _activates(res, card, ability, controller, [*cites, *again_cites], decision, paid=has_cost, aside=aside)
    return ctx


def _once_per_turn_first(res: Context, card: Card, ability: Ability) -> tuple[list[str], Text]:
    """A [Once Per Turn] effect's first activation this turn: once a turn (10-2-13-1), counted for
    each card, so another card with the same effect that used it this turn does not stop it (10-2-13-2)."""
    s = res.state
    others = [
        s.cards[u[0]]
        for u in sorted(s.once_used)
        if u[0] != card.id and u[3] == s.turn and _same_effect(s.cards[u[0]], u[2], ability)
    ]
    if others:
        said = say("activation-once-per-turn-each-card", card=card.label(), others=names(others[:1]))
        return ["10-2-13-1", "10-2-13-2"], said
    return ["10-2-13-1"], say("activation-once-per-turn-first", card=card.label())


def _same_effect(other: Card, index: int, ability: Ability) -> bool:
    """Whether ``other``'s effect number ``index`` is the same effect as ``ability`` (10-2-13-2)."""
    found = other.all_abilities()
    return index < len(found) and found[index][1] == ability


def _may_activate(
    res: Context, card: Card, ability: Ability, cites: list[str], *, active: bool, used: str
) -> bool:
    """A negated effect does nothing (8-2-1-1); a [Once Per Turn] effect activates once a turn
    (10-2-13): ``used`` is "resolved" (10-2-13-3), "part-paid" (its cost could not be paid in full,
    10-2-13-5) or "" (not used this turn)."""
    effect = effect_name(card, ability.timing)
    if not active:
        said = say("activation-negated", effect=effect)
        res.emit("negated", ["8-2-1-1", *cites], said)
        return False
    if ability.once_per_turn and used == "part-paid":
        said = say("activation-once-per-turn-part-paid", effect=effect)
        res.emit("once-per-turn", ["10-2-13-5", *cites], said)
        return False
    if ability.once_per_turn and used:
        said = say("activation-once-per-turn-used", effect=effect)
        res.emit("once-per-turn", ["10-2-13-3", *cites], said)
        return False
    return True


def _choose_to_activate(
    res: Context, card: Card, ability: Ability, controller: str, cites: list[str], *, has_cost: bool
) -> Decision:
    """An effect that says 「できる」 activates only if its controller chooses to (8-1-2)."""
    label, text = card.label(), _effect_text(ability)
    when = timing(ability.timing)
    why = f"{label.en}'s {when.en} effect says 'you may' (8-1-2)"
    prompt = say("activation-may-prompt", effect=effect_name(card, ability.timing))
    optional = effect_name(card, ability.timing, optional=True)
    decision = res.decide(f"may-{card.id}", controller, ["yes", "no"], why, prompt=prompt, labels=YES_NO)
    if decision.chosen == "no":
        said = say("activation-declined", player=controller, effect=optional, text=text)
        res.emit("not-activated", ["8-1-2", *cites], said, decision=decision)
    elif has_cost:
        # nothing activates before its cost is settled (8-3-1-3, 8-3-1-4)
        said = say("activation-chosen-cost-first", player=controller, effect=optional, text=text)
        res.emit("optional", ["8-1-2", "8-3-1", *cites], said, decision=decision)
    return decision


def _activates(
    res: Context,
    card: Card,
    ability: Ability,
    controller: str,
    cites: list[str],
    decision: Decision | None,
    *,
    paid: bool,
    aside: Text | None = None,
) -> None:
    """The effect activates: after its cost is paid (8-3-1-3, 8-3-1-4), or at once when it has none."""
    text = _effect_text(ability)
    facts = {"effect": effect_name(card, ability.timing), "text": text, "paid": "yes" if paid else "no"}
    says_may = bool(ability.text) and "できる" in (ability.text or {}).get("ja", "")
    if decision is not None:
        rules = ["8-1-2", *cites]
        optional = effect_name(card, ability.timing, optional=True)
        said = say("activation-chosen", player=controller, effect=optional, text=text)
    elif ability.kind == "auto" and not ability.may and not ability.cost_may and not says_may:
        rules = ["8-1-2", *(["8-3-1"] if paid else []), *cites]
        said = say("activation-activates-not-optional", **facts)
    else:
        rules = [*(["8-3-1"] if paid else []), *cites]
        said = say("activation-activates", **facts)
    if aside is not None:
        said = say("activation-with-aside", said=said, aside=aside)
    res.emit("activate", [*rules, *_kind_rules(card, ability)], said, decision=decision)


def _kind_rules(card: Card, ability: Ability) -> list[str]:
    """What makes this an effect that activates, cited where it does (8-4-1-4): its text names an
    auto effect (8-1-3-1-1), a "when …" one by its activation timing (8-3-1-8), or an activate effect
    (8-1-3-2-1); the effect of a card in the Leader, Character or Stage area is carried out there (8-4-3)."""
    rules = ["8-4-1-4"]
    if ability.kind == "auto":
        rules += ["8-1-3-1-1", *(["8-3-1-8"] if ability.timing == "when" else [])]
    elif ability.timing in ("activate_main", "main"):
        rules.append("8-1-3-2-1")
    if card.on_field:
        rules.append("8-4-3")
    return rules


# ---- waiting auto effects (8-6) ---------------------------------------------------------------


def activate_waiting(res: Context) -> None:
    """Activate waiting auto effects in the order of 8-6: those whose timings were met together, the
    turn player's first (8-6-1); one met while another resolves waits behind every effect already
    waiting, the other player's included (8-6-1, 8-6-1-1); each is checked by 8-1-3-1-3.

    Not during damage processing: those wait until all of it has resolved (8-6-2).
    """
    if res.damage is not None:
        return
    queue: list[Pending] = []
    res.queues.append(queue)  # shown as waiting until each activates (Context.waiting)
    watch = Watch()  # an infinite loop: the same state met again (11-1-1)
    try:
        while res.pending or queue:
            if res.pending:
                met = _turn_player_first(res, res.pending)
                res.pending = []
                ahead = list(queue)
                queue += met  # in order now: the step that says so shows them waiting
                if ahead:
                    _waits_behind(res, met, ahead)
                elif len({p.controller for p in met}) > 1:
                    announce_order(res, "auto")
            check(res, watch, queue[0])
            activate_pending(res, queue.pop(0))
            rule_processing(res)
    finally:
        res.queues.remove(queue)


def _turn_player_first(res: Context, met: list[Pending]) -> list[Pending]:
    """Effects whose timings were met at the same time: the turn player's first (8-6-1)."""
    order = res.state.player_order()
    return sorted(met, key=lambda p: order.index(p.controller))


def _waits_behind(res: Context, met: list[Pending], ahead: list[Pending]) -> None:
    """Effects met while another resolved wait until those already waiting have resolved: a
    non-turn player's waiting effect before a turn player's new one (8-6-1), and a player's own
    waiting effect before their new one (8-6-1-1)."""
    new = names([_Named(p, res) for p in met])
    before = names([_Named(p, res) for p in ahead])
    rules = ["8-6-1"] if any(a.controller != m.controller for a in ahead for m in met) else []
    if any(a.controller == m.controller for a in ahead for m in met):
        rules.append("8-6-1-1")
    said = say("activation-waits-behind", new=new, new_count=len(met), before=before, before_count=len(ahead))
    res.emit("order", [*rules, "8-6-3"], said)


class _Named:
    """A waiting effect as a sentence names it: the Recruiter's [On Play] effect, the Red Dock's effect."""

    def __init__(self, pending: Pending, res: Context) -> None:
        self.text = effect_name(res.state.cards[pending.ref[0]], pending.timing)

    def label(self) -> Text:
        return self.text


#: timings met at a step of a battle → the rule of that step that makes them activate
BATTLE_TIMINGS = {"when_attacking": "7-1-1-3", "on_opponents_attack": "7-1-1-3", "on_block": "7-1-2-2"}


def activate_pending(res: Context, p: Pending) -> None:
    """One waiting auto effect activates (8-1-3-1) — unless its card has moved to another area (8-1-3-1-3)."""
    if p.activated is not None and p.ability is not None:
        _resolves_in_trash(res, p, p.activated, p.ability)
        return
    card = res.state.card_by_ref(p.ref)
    rule = TIMINGS[p.timing][2]
    if card is None or card.zone != p.zone:
        said = say("activation-card-moved", effect=effect_name(res.state.cards[p.ref[0]], p.timing))
        res.emit("not-activated", ["8-1-3-1-3", "8-1-3-1"], said)
        return
    if p.ability is not None:
        index, ability, active = p.index, p.ability, True
    else:
        index, ability, active = card.all_abilities()[p.index]
    cites = ["8-1-3-1", rule] + {"effect": ["8-6-3"], "damage": ["8-6-2"]}.get(p.during, [])
    if p.timing in BATTLE_TIMINGS:  # the step of the battle at which it activates (7-1-1-3, 7-1-2-2)
        cites.append(BATTLE_TIMINGS[p.timing])
    if ability.event == "event_activated":
        # "when … activates an Event" means the card's activation (8-5-4); it waits until the
        # Event's effect has resolved (8-6-3)
        cites += [r for r in ("8-5-4", "8-6-3") if r not in cites]
    activate_effect(res, card, index, ability, p.controller, cites, active=active)


def _resolves_in_trash(res: Context, p: Pending, ctx: Ctx, ability: Ability) -> None:
    """An [On K.O.] effect activated on the field resolves now, its card in the trash (10-2-17-1)."""
    label = res.state.cards[p.ref[0]].label()
    waited = "8-6-2" if p.during == "damage" else "8-6-3"
    said = say("activation-on-ko-resolves", card=label)
    res.emit("on-ko-resolves", ["10-2-17-1", "8-4-1-5", waited], said)
    resolve_text(res, ability.effects, ctx)
