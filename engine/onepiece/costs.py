"""Activation costs (8-3-1): the actions before "：", paid in the order of the text (8-3-1-1), then
those added by other effects (8-3-1-2); all or nothing (8-3-1-3): a cost that cannot be paid is not
paid at all, and an optional one is then not offered (8-3-1-4); an optional cost may be left
unpaid, and then the effect is not activated (8-3-1-4); a cost may be replaced (8-3-1-7).

DON!! −X (8-3-1-6, 10-2-10-1) returns X DON!! chosen by the player from the Leader area, the
Character area (DON!! given to a Leader or Character count) and the cost area. A cost that could be
paid but becomes unpayable part way (a choice of DON!! used up what a later part needed) is paid as
far as possible, and the text after "：" does not resolve (8-3-1-3-1); a [Once Per Turn] effect is
used up all the same (10-2-13-5). "Trash" a card is choosing it from the hand (10-2-14-1)."""

from __future__ import annotations

from ..core.text import Text
from ..core.trace import Decision
from .context import Context, Ctx
from .effects import Ability, CostAction
from .model import Card
from .replacement import impossible_part
from .say import say
from .words import area_text, timing

#: an action of a cost, the rule that puts it there (8-3-1-1, 8-3-1-2), and the card that added it
Costed = tuple[CostAction, str, Card | None]


def cost_text(action: CostAction) -> Text:
    """The action as the card words it: ドン!!2枚をレストにする / rest 2 DON!!."""
    return say("cost-action", kind=action.kind, count=action.count)


def cost_done(action: CostAction, card: Card) -> Text:
    """The action as done, said after its player: ドン!!2枚をレストにします / rests 2 DON!!."""
    return say("cost-done", kind=action.kind, count=action.count, card=card.label())


def called_by_hand(card: Card, player: str) -> bool:
    """Whether the card's label already says it was in ``player``'s hand ("the card from A's hand",
    a card without a name of its own, or one told apart from same-named cards by where it was): a
    sentence then does not say "from the hand" twice."""
    return card.label().en.endswith(f"from {area_text(f'{player}.hand').en}")


def _listed(parts: list[Text], message: str) -> Text:
    """Parts one after the other, joined by ``message`` (``cost-list-then``, ``cost-list-and``)."""
    out = parts[0]
    for part in parts[1:]:
        out = say(message, first=out, next=part)
    return out


def cost_actions(res: Context, card: Card, ability: Ability) -> list[Costed]:
    """The cost: the text's actions in order (8-3-1-1), then those added by other effects (8-3-1-2)."""
    actions: list[Costed] = [(a, "8-3-1-1", None) for a in ability.cost]
    if ability.kind == "activate":
        for source, adder in res.state.added_costs(card):
            actions += [(a, "8-3-1-2", source) for a in adder.add_cost]
    return actions


def _given_don(res: Context, player: str) -> int:
    """DON!! given to ``player``'s Leader and Characters (they count for DON!! −X, 10-2-10-1)."""
    return sum(c.given_don for c in res.state.field_cards(player) if c.area in ("leader", "characters"))


def first_unpayable(res: Context, actions: list[CostAction], card: Card, player: str) -> CostAction | None:
    """The first action that cannot be paid once the ones before it are paid (8-3-1-3), or None.

    Every action is counted against what the actions before it use up: two "rest 2 DON!!" need 4
    active DON!!, however they were added (8-3-1-2). DON!! −X may take DON!! from the Leader and
    Characters and from the cost area (10-2-10-1): counted here as the player would best choose
    (given and rested DON!! before active ones), since the choice is theirs.
    """
    p = res.state.players[player]
    active, rested, given = p.active_don, p.rested_don, _given_don(res, player)
    hand = len(res.state.zones[f"{player}.hand"])
    self_rested = card.rested or not card.on_field
    for action in actions:
        n = action.count
        if action.kind == "rest_don":
            if active < n:
                return action
            active, rested = active - n, rested + n
        elif action.kind == "don_minus":
            if given + rested + active < n:
                return action
            from_given = min(given, n)
            from_rested = min(rested, n - from_given)
            given, rested = given - from_given, rested - from_rested
            active -= n - from_given - from_rested
        elif action.kind == "trash_from_hand":
            if hand < n:
                return action
            hand -= n
        else:  # rest_self
            if self_rested:
                return action
            self_rested = True
    return None


#: an effect's kind → the rule that says effects of that kind may have an activation cost
KIND_COST = {"auto": ("8-1-3-1-2",), "activate": ("8-1-3-2-2",)}


def pay_cost(res: Context, card: Card, ability: Ability, ctx: Ctx) -> bool:
    """Pay the activation cost: text order (8-3-1-1), then added costs (8-3-1-2); all or nothing (8-3-1-3).

    A cost that cannot be paid is not offered, even an optional one (8-3-1-3, 8-3-1-4). True when
    it is paid (or there is none) and the effect's text may resolve; a cost that becomes unpayable
    part way is paid as far as possible and gives False (8-3-1-3-1).
    """
    player = ctx.controller
    actions = cost_actions(res, card, ability)
    if not actions:
        return True
    costs = _listed([cost_text(a) for a, _, _ in actions], "cost-list-then")
    if not _can_pay(res, card, ability, ctx, actions, costs):
        _not_activated(res, card, ability)
        return False
    if ability.cost_may and not _pays_optional(res, card, ability, ctx, costs):
        _not_activated(res, card, ability)
        return False
    if _replaced(res, card, ctx, costs):
        return False
    effect = _effect_name(card, ability)
    own = sum(1 for _, _, source in actions if source is None)  # the card's own cost: one action or more
    for n, (action, rule, source) in enumerate(actions):
        if first_unpayable(res, [action], card, player) is not None:
            _paid_in_part(res, card, ability, ctx, [a for a, _, _ in actions[n:]], effect)
            return False
        part = "added" if source is not None else ("first" if own > 1 else "only") if n == 0 else "next"
        step = {"part": part, "player": player, "effect": effect, "source": source.label() if source else ""}
        # the costs are determined and paid before the effect activates (8-4-1-3); auto and activate
        # effects may have one (8-1-3-1-2, 8-1-3-2-2); an activation cost (1-3-9-2)
        first = ["8-4-1-3", *KIND_COST.get(ability.kind, ())] if n == 0 else []
        _pay(res, action, card, step, [rule, "8-3-1", "1-3-9-2", *first])
    return True


def _not_activated(res: Context, card: Card, ability: Ability) -> None:
    """An effect whose cost is not paid at all is not activated (8-3-1-3, 8-3-1-4): a [Once Per Turn]
    one is not used up (unlike a cost that fails part way, 10-2-13-5)."""
    if not ability.once_per_turn:
        return
    s = res.state
    for index, own, _ in card.all_abilities():
        if own is ability:
            s.once_used.discard((card.id, card.incarnation, index, s.turn))


def _paid_in_part(
    res: Context, card: Card, ability: Ability, ctx: Ctx, left: list[CostAction], effect: Text
) -> None:
    """8-3-1-3-1: the cost could be paid when the effect was activated, but a part of it no longer
    can: pay as much of the rest as possible; the text after "：" does not resolve; a [Once Per Turn]
    effect stays used (10-2-13-5)."""
    player = ctx.controller
    part = cost_text(left[0])
    paid = [done for action in left if (done := _pay_what_can_be(res, action, card, player)) is not None]
    once = ability.once_per_turn
    if once:
        s = res.state
        s.once_part_paid |= {
            (card.id, card.incarnation, i, s.turn) for i, own, _ in card.all_abilities() if own is ability
        }
    said = say(
        "cost-paid-in-part",
        player=player,
        part=part,
        paid=_listed(paid, "cost-list-then") if paid else "",
        paid_count=len(paid),
        effect=effect,
        once="yes" if once else "no",
    )
    res.emit(
        "cost-paid-in-part", ["8-3-1-3-1", "8-3-1-3", *(["10-2-13-5"] if once else []), *ctx.cites], said
    )


def _pay_what_can_be(res: Context, action: CostAction, card: Card, player: str) -> Text | None:
    """As much of ``action`` as can be paid now (8-3-1-3-1): what was done, or None."""
    s, p = res.state, res.state.players[player]
    if action.kind == "rest_don":
        n = min(action.count, p.active_don)
        if not n:
            return None
        p.active_don, p.rested_don = p.active_don - n, p.rested_don + n
        return cost_done(CostAction("rest_don", n), card)
    if action.kind == "don_minus":
        n = min(action.count, p.active_don + p.rested_don + _given_don(res, player))
        done = [_return_one_don(res, card, player)[0] for _ in range(n)]
        return _listed(done, "cost-list-and") if done else None
    if action.kind == "trash_from_hand":
        n = min(action.count, len(s.zones[f"{player}.hand"]))
        done = [_trash_one(res, card, player)[0] for _ in range(n)]
        return _listed(done, "cost-list-and") if done else None
    if card.rested or not card.on_field:
        return None
    card.rested = True
    return cost_done(action, card)


def _effect_name(card: Card, ability: Ability) -> Text:
    """``Peddler's [On Play] effect`` / 行商人の【登場時】の効果."""
    kind = "when" if ability.timing == "when" else "other"
    return say("cost-effect", kind=kind, card=card.label(), timing=timing(ability.timing))


def _pays_optional(res: Context, card: Card, ability: Ability, ctx: Ctx, costs: Text) -> bool:
    """An optional (「できる」) cost: its controller may choose not to pay it (8-3-1-4)."""
    player = ctx.controller
    why = f"the cost of {card.label().en}'s effect says 'you may' (8-3-1-4)"
    prompt = say("cost-pay-prompt", costs=costs)
    labels = {"pay": say("cost-option-pay"), "skip": say("cost-option-skip")}
    decision = res.decide(f"cost-{card.id}", player, ["pay", "skip"], why, prompt=prompt, labels=labels)
    effect = _effect_name(card, ability)
    if decision.chosen != "skip":
        said = say("cost-optional-paid", effect=effect, costs=costs, player=player)
        res.emit("optional", ["8-3-1-4", "8-3-1", *ctx.cites], said, decision=decision)
        return True
    said = say("cost-optional-skipped", effect=effect, costs=costs, player=player)
    res.emit("cost-not-paid", ["8-3-1-4", "8-3-1", *ctx.cites], said, decision=decision)
    return False


def _can_pay(
    res: Context, card: Card, ability: Ability, ctx: Ctx, actions: list[Costed], costs: Text
) -> bool:
    """All of the cost or none of it (8-3-1-3), costs added by other effects included (8-3-1-2); an
    optional cost that cannot be paid is not offered (8-3-1-3, 8-3-1-4)."""
    player = ctx.controller
    missing = first_unpayable(res, [a for a, _, _ in actions], card, player)
    if missing is None:
        return True
    part, effect = cost_text(missing), _effect_name(card, ability)
    added = any(source is not None for _, _, source in actions)
    said = say(
        "cost-cannot-pay",
        actions=len(actions),
        player=player,
        part=part,
        costs=costs,
        effect=effect,
        added="yes" if added else "no",
        may="yes" if ability.cost_may else "no",
    )
    rules = ["8-3-1-3", "8-3-1", *(["8-3-1-2"] if added else []), *(["8-3-1-4"] if ability.cost_may else [])]
    res.emit("cost-cannot-be-paid", [*rules, *ctx.cites], said)
    return False


def _cost_replacement(res: Context, player: str) -> tuple[Card, Ability] | None:
    """A replacement effect of ``player``'s that can replace a cost and be carried out (8-3-1-7, 8-1-3-4)."""
    for source in res.state.field_cards(player):
        for _, ability, active in source.all_abilities():
            if active and ability.kind == "replacement" and ability.instead_of == "cost":
                # a replacement that cannot be carried out cannot be applied (8-1-3-4)
                if impossible_part(res, ability.effects, Ctx(player, source, (), source.id)) is None:
                    return source, ability
    return None


def _replaced(res: Context, card: Card, ctx: Ctx, costs: Text) -> bool:
    """The cost may be replaced (8-3-1-7): then the text after "：" is not processed. True if replaced."""
    player = ctx.controller
    replacement = _cost_replacement(res, player)
    if replacement is None:
        return False
    source, rep = replacement
    src = source.label()
    decision = res.decide(
        f"replace-cost-{card.id}",
        player,
        ["pay", "replace"],
        f"{src.en}'s replacement effect may replace the cost (8-3-1-7)",
        prompt=say("cost-replace-prompt", source=src),
        labels={"pay": say("cost-option-pay-as-written"), "replace": say("cost-option-replace")},
    )
    if decision.chosen != "replace":
        _declined(res, player, decision)
        return False
    said = say("cost-replaced", player=player, costs=costs, source=src)
    res.emit("cost-replaced", ["8-3-1-7", "8-1-3-4", *ctx.cites], said, decision=decision)
    res.carry_out(rep.effects, Ctx(player, source, ("8-1-3-4", "8-3-1-7"), source.id))
    said = say("cost-not-processed", card=card.label())
    res.emit("effect-not-processed", ["8-3-1-7"], said)
    return True


def _declined(res: Context, player: str, decision: Decision) -> None:
    """The player pays the cost as written: the replacement effect is not applied (8-1-3-4-1)."""
    said = say("cost-replacement-declined", player=player)
    res.emit("replacement-declined", ["8-1-3-4-1", "8-3-1-7"], said, decision=decision)


def _pay(res: Context, action: CostAction, card: Card, step: dict[str, str | Text], rules: list[str]) -> None:
    """Do one action of the cost, with a step for it (one per DON!! or card chosen). ``step`` is what
    the step's sentence says of the payment (``cost-pay``): which part of the cost, whose, of what."""
    player = str(step["player"])
    p = res.state.players[player]
    if action.kind == "don_minus":
        n = action.count
        for i in range(n):
            done, decision = _return_one_don(res, card, player)
            if i == 0:
                tally = say("cost-pay-tally", count=n) if n > 1 else ""
                said = say("cost-pay", **step, tally=tally, done=done)
            else:
                said = say("cost-pay-don-minus-next", count=n, nth=i + 1, player=player, done=done)
            res.emit("pay-cost", [*rules, "8-3-1-6", "10-2-10", "10-2-10-1"], said, decision=decision)
        return
    if action.kind == "trash_from_hand":
        for i in range(action.count):
            done, decision = _trash_one(res, card, player)
            if i == 0:
                said = say("cost-pay", **step, tally="", done=done)
            else:
                said = say("cost-pay-trash-next", player=player, done=done)
            res.emit("pay-cost", [*rules, "10-2-14", "10-2-14-1"], said, decision=decision)
        return
    if action.kind == "rest_don":
        p.active_don -= action.count
        p.rested_don += action.count
    else:
        card.rested = True
    done = cost_done(action, card)
    rested = ["8-3-1-5"] if action.kind == "rest_don" else []  # ①: rest that many active DON!!
    res.emit("pay-cost", [*rules, *rested], say("cost-pay", **step, tally="", done=done))


def _return_one_don(res: Context, card: Card, player: str) -> tuple[Text, Decision | None]:
    """One DON!! of DON!! −X, from where the player chooses: given to their Leader or a Character, or
    active or rested in the cost area (10-2-10-1, 8-3-1-6); it goes back to the DON!! deck."""
    s, p = res.state, res.state.players[player]
    places = [key for key, n in (("active", p.active_don), ("rested", p.rested_don)) if n]
    holders = [c for c in s.field_cards(player) if c.area in ("leader", "characters") and c.given_don]
    options = places + [c.id for c in holders]
    decision = None
    if len(options) > 1:
        labels = {k: say("cost-don-from", place=k, card="") for k in places}
        for c in holders:
            labels[c.id] = say("cost-don-from", place="given", card=c.label())
        decision = res.decide(
            f"don-minus-{card.id}",
            player,
            options,
            "which DON!! to return for DON!! −X: from the Leader area, the Character area or the cost "
            "area (10-2-10-1)",
            prompt=say("cost-don-prompt"),
            labels=labels,
        )
    chosen = decision.chosen if decision is not None else options[0]
    p.don_deck += 1
    if chosen == "active":
        p.active_don -= 1
        done = say("cost-don-returned", place="active", card="", power="")
    elif chosen == "rested":
        p.rested_don -= 1
        done = say("cost-don-returned", place="rested", card="", power="")
    else:
        holder = s.cards[chosen]
        holder.given_don -= 1
        # the power as a string: Fluent would group a number's digits (6,000)
        done = say("cost-don-returned", place="given", card=holder.label(), power=str(s.power(holder)))
    return done, decision


def _trash_one(res: Context, card: Card, player: str) -> tuple[Text, Decision]:
    """Trash: the player chooses a card from their hand and puts it in the trash (10-2-14-1)."""
    s = res.state
    hand = s.zones[f"{player}.hand"]
    prompt = say("cost-trash-prompt")
    d = res.choose_card(
        f"cost-trash-{card.id}", player, list(hand), "which card to trash for the cost", prompt
    )
    trashed = s.cards[d.chosen]
    s.move(trashed, f"{player}.trash")
    label = trashed.label()
    done = say("cost-trashed", card=label, where="yes" if called_by_hand(trashed, player) else "no")
    return done, d
