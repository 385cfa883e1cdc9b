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
from .words import NOTHING, count_en, timing

#: a cost added by another effect counts with the rest (8-3-1-2)
ADDED_INCLUDED = Text(
    ja="（他の効果で追加されたコストも含めて）", en=" (the cost added by another effect included)"
)
PAY_OR_SKIP = {"pay": Text(ja="支払う", en="pay"), "skip": Text(ja="支払わない", en="don't pay")}
#: an action of a cost, the rule that puts it there (8-3-1-1, 8-3-1-2), and the card that added it
Costed = tuple[CostAction, str, Card | None]


def cost_text(action: CostAction) -> Text:
    """The action as the card words it: ドン!!2枚をレストにする / rest 2 DON!!."""
    n = action.count
    ja, en = {
        "rest_don": (f"ドン!!{n}枚をレストにする", f"rest {n} DON!!"),
        "don_minus": (f"ドン!!−{n}", f"DON!! −{n}"),
        "trash_from_hand": (f"手札{n}枚を捨てる", f"trash {count_en(n, 'card')} from your hand"),
        "rest_self": ("このカードをレストにする", "rest this card"),
    }[action.kind]
    return Text(ja=ja, en=en)


def cost_done(action: CostAction, player: str, card: Card) -> Text:
    """The action as done by ``player``: Aはドン!!2枚をレストにします / A rests 2 DON!!."""
    n = action.count
    label = card.label()
    ja, en = {
        "rest_don": (f"{player}はドン!!{n}枚をレストにします", f"{player} rests {n} DON!!"),
        "don_minus": (
            f"{player}はドン!!{n}枚をドン!!デッキに戻します",
            f"{player} returns {n} DON!! to their DON!! deck",
        ),
        "trash_from_hand": (
            f"{player}は手札{n}枚を捨てます",
            f"{player} trashes {count_en(n, 'card')} from their hand",
        ),
        "rest_self": (f"{player}は{label.ja}をレストにします", f"{player} rests {label.en}"),
    }[action.kind]
    return Text(ja=ja, en=en)


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
    listing = [cost_text(a) for a, _, _ in actions]
    costs = Text(ja="、".join(t.ja for t in listing), en=", then ".join(t.en for t in listing))
    if not _can_pay(res, card, ability, ctx, actions, costs):
        _not_activated(res, card, ability)
        return False
    if ability.cost_may and not _pays_optional(res, card, ability, ctx, costs):
        _not_activated(res, card, ability)
        return False
    if _replaced(res, card, ctx, costs):
        return False
    effect = _effect_name(card, ability)
    for n, (action, rule, source) in enumerate(actions):
        if first_unpayable(res, [action], card, player) is not None:
            _paid_in_part(res, card, ability, ctx, [a for a, _, _ in actions[n:]], effect)
            return False
        if source is None:
            head = Text(
                en=f"The cost of {effect.en} is paid in the order of its text (before '：'): ",
                ja=f"{effect.ja}のコストをテキストの順に支払います（「：」の前）：",
            )
        else:
            src = source.label()
            head = Text(
                en=f"Then the cost added by {src.en}'s effect: ",
                ja=f"続いて{src.ja}の効果で追加されたコスト：",
            )
        _pay(res, action, card, player, head, [rule, "8-3-1"])
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
    if paid:
        so_far = Text(
            ja="できる限り支払います：" + "、".join(t.ja for t in paid) + "。",
            en="They pay as much of it as possible: " + ", then ".join(t.en for t in paid) + ".",
        )
    else:
        so_far = Text(ja="これ以上支払えるものはありません。", en="Nothing more of it can be paid.")
    once = ability.once_per_turn
    said = Text(
        en=f"{player} can no longer pay '{part.en}': the part paid before it used up what it needed. "
        f"{so_far.en} The cost was not paid in full, so the text of {effect.en} after '：' does not "
        "resolve."
        + (
            " It is a [Once Per Turn] effect and it was activated: it cannot be activated again this "
            "turn, though it did nothing."
            if once
            else ""
        ),
        ja=f"{player}は「{part.ja}」をもう支払えません（先に支払った分で足りなくなりました）。{so_far.ja}"
        f"コストをすべては支払えなかったので、{effect.ja}の「：」以降は解決されません。"
        + (
            "【ターン1回】の効果は発動したので、何も起こらなくても、このターンはもう発動できません。"
            if once
            else ""
        ),
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
        return cost_done(CostAction("rest_don", n), player, card)
    if action.kind == "don_minus":
        n = min(action.count, p.active_don + p.rested_don + _given_don(res, player))
        done = [_return_one_don(res, card, player)[0] for _ in range(n)]
        return Text(ja="、".join(t.ja for t in done), en=", ".join(t.en for t in done)) if done else None
    if action.kind == "trash_from_hand":
        n = min(action.count, len(s.zones[f"{player}.hand"]))
        done = [_trash_one(res, card, player)[0] for _ in range(n)]
        return Text(ja="、".join(t.ja for t in done), en=", ".join(t.en for t in done)) if done else None
    if card.rested or not card.on_field:
        return None
    card.rested = True
    return cost_done(action, player, card)


def _effect_name(card: Card, ability: Ability) -> Text:
    """``Peddler's [On Play] effect`` / 行商人の【登場時】の効果."""
    label, when = card.label(), timing(ability.timing)
    return Text(ja=f"{label.ja}の{when.ja}の効果", en=f"{label.en}'s {when.en} effect")


def _pays_optional(res: Context, card: Card, ability: Ability, ctx: Ctx, costs: Text) -> bool:
    """An optional (「できる」) cost: its controller may choose not to pay it (8-3-1-4)."""
    player = ctx.controller
    why = f"the cost of {card.label().en}'s effect says 'you may' (8-3-1-4)"
    prompt = Text(ja=f"コスト（{costs.ja}）を支払いますか？", en=f"Pay the cost ({costs.en})?")
    decision = res.decide(f"cost-{card.id}", player, ["pay", "skip"], why, prompt=prompt, labels=PAY_OR_SKIP)
    effect = _effect_name(card, ability)
    if decision.chosen != "skip":
        said = Text(
            en=f"The cost of {effect.en} ({costs.en}) says 'you may' (「できる」), and {player} can pay it: "
            f"{player} chooses to pay it.",
            ja=f"{effect.ja}のコスト（{costs.ja}）は「できる」で、{player}は支払えます。{player}は支払うことを選びます。",
        )
        res.emit("optional", ["8-3-1-4", "8-3-1", *ctx.cites], said, decision=decision)
        return True
    said = Text(
        en=f"The cost of {effect.en} ({costs.en}) says 'you may' (「できる」): "
        f"{player} chooses not to pay it, so the effect is not activated.",
        ja=f"{effect.ja}のコスト（{costs.ja}）は「できる」なので支払わないことを選べます。"
        f"{player}は支払わないことを選んだので、効果は発動しません。",
    )
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
    also = ADDED_INCLUDED if added else NOTHING
    if ability.cost_may:
        offer = Text(
            en=" The cost says 'you may', but a cost that cannot be paid is not offered: "
            f"{player} is not asked whether to pay it.",
            ja=f"コストは「できる」ですが、支払えないコストは選べないので、{player}に支払うかどうかは尋ねません。",
        )
    else:
        offer = NOTHING
    if len(actions) == 1:
        said = Text(
            en=f"{player} cannot pay the cost ({costs.en}): {effect.en} is not activated.{offer.en}",
            ja=f"{player}はコスト（{costs.ja}）を支払えないので、{effect.ja}は発動しません。{offer.ja}",
        )
    else:
        said = Text(
            en=f"{player} cannot pay '{part.en}' along with the rest of the cost{also.en}, "
            f"so none of the cost ({costs.en}) is paid — not even the parts that could be: "
            f"{effect.en} is not activated.{offer.en}",
            ja=f"{player}はコスト{also.ja}のうち「{part.ja}」を支払えないので、コスト（{costs.ja}）はまったく支払いません"
            f"（支払える部分も支払いません）。{effect.ja}は発動しません。{offer.ja}",
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
        prompt=Text(
            ja=f"コストを{src.ja}の置換効果で置換しますか？",
            en=f"Replace the cost with {src.en}'s replacement effect?",
        ),
        labels={
            "pay": Text(ja="書かれた通り支払う", en="pay as written"),
            "replace": Text(ja="置換する", en="replace"),
        },
    )
    if decision.chosen != "replace":
        _declined(res, player, decision)
        return False
    said = Text(
        en=f"{player} replaces the cost ({costs.en}) with {src.en}'s replacement effect.",
        ja=f"{player}はコスト（{costs.ja}）を{src.ja}の置換効果で置換します。",
    )
    res.emit("cost-replaced", ["8-3-1-7", "8-1-3-4", *ctx.cites], said, decision=decision)
    res.carry_out(rep.effects, Ctx(player, source, ("8-1-3-4", "8-3-1-7"), source.id))
    label = card.label()
    said = Text(
        en=f"The cost was not paid as written on {label.en}, so the text after '：' is not processed.",
        ja=f"コストが{label.ja}のテキスト通りに支払われなかったので、「：」以降の効果は処理されません。",
    )
    res.emit("effect-not-processed", ["8-3-1-7"], said)
    return True


def _declined(res: Context, player: str, decision: Decision) -> None:
    """The player pays the cost as written: the replacement effect is not applied (8-1-3-4-1)."""
    said = Text(
        en=f"{player} declines to replace the cost: the replacement effect is not applied.",
        ja=f"{player}はコストを置換しません。置換効果は適用されません。",
    )
    res.emit("replacement-declined", ["8-1-3-4-1", "8-3-1-7"], said, decision=decision)


def _pay(res: Context, action: CostAction, card: Card, player: str, head: Text, rules: list[str]) -> None:
    """Do one action of the cost, with a step for it (one per DON!! or card chosen)."""
    p = res.state.players[player]
    if action.kind == "don_minus":
        n = action.count
        for i in range(n):
            done, decision = _return_one_don(res, card, player)
            if n == 1:
                said = Text(ja=f"{head.ja}{done.ja}。", en=f"{head.en}{done.en}.")
            elif i == 0:
                said = Text(
                    ja=f"{head.ja}ドン!!−{n}の1枚目として、{done.ja}。",
                    en=f"{head.en}DON!! −{n}, 1 of {n}: {done.en}.",
                )
            else:
                said = Text(
                    ja=f"続けてドン!!−{n}の{i + 1}枚目：{done.ja}。",
                    en=f"Then DON!! −{n}, {i + 1} of {n}: {done.en}.",
                )
            res.emit("pay-cost", [*rules, "8-3-1-6", "10-2-10", "10-2-10-1"], said, decision=decision)
        return
    if action.kind == "trash_from_hand":
        for i in range(action.count):
            done, decision = _trash_one(res, card, player)
            if i == 0:
                said = Text(ja=f"{head.ja}{done.ja}。", en=f"{head.en}{done.en}.")
            else:
                said = Text(ja=f"続けて、{done.ja}。", en=f"Then {done.en}.")
            res.emit("pay-cost", [*rules, "10-2-14", "10-2-14-1"], said, decision=decision)
        return
    if action.kind == "rest_don":
        p.active_don -= action.count
        p.rested_don += action.count
    else:
        card.rested = True
    done = cost_done(action, player, card)
    res.emit("pay-cost", rules, Text(ja=f"{head.ja}{done.ja}。", en=f"{head.en}{done.en}."))


#: where a DON!! of DON!! −X can come from (10-2-10-1), besides the cards it is given to
DON_PLACES = {
    "active": Text(ja="コストエリアのアクティブのドン!!", en="an active DON!! of the cost area"),
    "rested": Text(ja="コストエリアのレストのドン!!", en="a rested DON!! of the cost area"),
}


def _return_one_don(res: Context, card: Card, player: str) -> tuple[Text, Decision | None]:
    """One DON!! of DON!! −X, from where the player chooses: given to their Leader or a Character, or
    active or rested in the cost area (10-2-10-1, 8-3-1-6); it goes back to the DON!! deck."""
    s, p = res.state, res.state.players[player]
    places = [key for key, n in (("active", p.active_don), ("rested", p.rested_don)) if n]
    holders = [c for c in s.field_cards(player) if c.area in ("leader", "characters") and c.given_don]
    options = places + [c.id for c in holders]
    decision = None
    if len(options) > 1:
        labels = {k: DON_PLACES[k] for k in places}
        for c in holders:
            name = c.label()
            labels[c.id] = Text(ja=f"{name.ja}に付与されたドン!!", en=f"a DON!! given to {name.en}")
        decision = res.decide(
            f"don-minus-{card.id}",
            player,
            options,
            "which DON!! to return for DON!! −X: from the Leader area, the Character area or the cost "
            "area (10-2-10-1)",
            prompt=Text(
                ja="ドン!!デッキに戻すドン!!を選んでください", en="Choose a DON!! to return to the DON!! deck"
            ),
            labels=labels,
        )
    chosen = decision.chosen if decision is not None else options[0]
    p.don_deck += 1
    if chosen == "active":
        p.active_don -= 1
        done = Text(
            ja=f"{player}はコストエリアのアクティブのドン!!1枚をドン!!デッキに戻します",
            en=f"{player} returns 1 active DON!! of the cost area to their DON!! deck",
        )
    elif chosen == "rested":
        p.rested_don -= 1
        done = Text(
            ja=f"{player}はコストエリアのレストのドン!!1枚をドン!!デッキに戻します",
            en=f"{player} returns 1 rested DON!! of the cost area to their DON!! deck",
        )
    else:
        holder = s.cards[chosen]
        holder.given_don -= 1
        name, power = holder.label(), s.power(holder)
        done = Text(
            ja=f"{player}は{name.ja}に付与されたドン!!1枚をドン!!デッキに戻します（{name.ja}のパワーは{power}）",
            en=f"{player} returns 1 DON!! given to {name.en} to their DON!! deck ({name.en} now has "
            f"{power} power)",
        )
    return done, decision


def _trash_one(res: Context, card: Card, player: str) -> tuple[Text, Decision]:
    """Trash: the player chooses a card from their hand and puts it in the trash (10-2-14-1)."""
    s = res.state
    hand = s.zones[f"{player}.hand"]
    prompt = Text(ja="捨てるカードを選んでください", en="Choose a card to trash")
    d = res.choose_card(
        f"cost-trash-{card.id}", player, list(hand), "which card to trash for the cost", prompt
    )
    trashed = s.cards[d.chosen]
    s.move(trashed, f"{player}.trash")
    name = trashed.label()
    done = Text(ja=f"{player}は手札の{name.ja}を捨てます", en=f"{player} trashes {name.en} from their hand")
    return done, d
