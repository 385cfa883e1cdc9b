"""Activation costs (8-3-1): the actions before "：", paid in the order of the text (8-3-1-1), then
those added by other effects (8-3-1-2); all or nothing (8-3-1-3); an optional cost may be left
unpaid, and then the effect is not activated (8-3-1-4); a cost may be replaced (8-3-1-7)."""

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


def first_unpayable(res: Context, actions: list[CostAction], card: Card, player: str) -> CostAction | None:
    """The first action that cannot be paid once the ones before it are paid (8-3-1-3), or None.

    Every action is counted against what the actions before it use up: two "rest 2 DON!!" need 4
    active DON!!, however they were added (8-3-1-2).
    """
    p = res.state.players[player]
    active, rested = p.active_don, p.rested_don
    hand = len(res.state.zones[f"{player}.hand"])
    self_rested = card.rested or not card.on_field
    for action in actions:
        n = action.count
        if action.kind == "rest_don":
            if active < n:
                return action
            active, rested = active - n, rested + n
        elif action.kind == "don_minus":
            if active + rested < n:
                return action
            from_active = min(active, n)
            active, rested = active - from_active, rested - (n - from_active)
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

    True when it is paid (or there is none) and the effect activates.
    """
    player = ctx.controller
    actions = cost_actions(res, card, ability)
    if not actions:
        return True
    listing = [cost_text(a) for a, _, _ in actions]
    costs = Text(ja="、".join(t.ja for t in listing), en=", then ".join(t.en for t in listing))
    if ability.cost_may and not _pays_optional(res, card, ability, ctx, costs):
        return False
    if not _can_pay(res, card, ability, ctx, actions, costs):
        return False
    if _replaced(res, card, ctx, costs):
        return False
    effect = _effect_name(card, ability)
    for action, rule, source in actions:
        _pay(res, action, card, player)
        done = cost_done(action, player, card)
        if source is None:
            text = Text(
                en=f"Cost of {effect.en} paid, in the order of the text (before '：'): {done.en}.",
                ja=f"{effect.ja}のコストをテキストの先頭から順に支払います（「：」の前）：{done.ja}。",
            )
        else:
            src = source.label()
            text = Text(
                en=f"Then the cost added by {src.en}'s effect: {done.en}.",
                ja=f"続いて{src.ja}の効果で追加されたコスト：{done.ja}。",
            )
        res.emit("pay-cost", [rule, "8-3-1"], text)
    return True


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
    if decision.chosen != "skip":
        return True
    effect = _effect_name(card, ability)
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
    """All of the cost or none of it (8-3-1-3), costs added by other effects included (8-3-1-2)."""
    player = ctx.controller
    missing = first_unpayable(res, [a for a, _, _ in actions], card, player)
    if missing is None:
        return True
    part, effect = cost_text(missing), _effect_name(card, ability)
    added = any(source is not None for _, _, source in actions)
    also = ADDED_INCLUDED if added else NOTHING
    said = Text(
        en=f"{player} cannot pay '{part.en}' along with the rest of the cost{also.en}, "
        f"so none of the cost ({costs.en}) is paid — not even the parts that could be: "
        f"{effect.en} is not activated.",
        ja=f"{player}はコスト{also.ja}のうち「{part.ja}」を支払えないので、コスト（{costs.ja}）はまったく支払いません"
        f"（支払える部分も支払いません）。{effect.ja}は発動しません。",
    )
    res.emit("cost-cannot-be-paid", ["8-3-1-3", "8-3-1", *(["8-3-1-2"] if added else []), *ctx.cites], said)
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


def _pay(res: Context, action: CostAction, card: Card, player: str) -> None:
    """Do one action of the cost."""
    s = res.state
    p = s.players[player]
    if action.kind == "rest_don":
        p.active_don -= action.count
        p.rested_don += action.count
    elif action.kind == "don_minus":
        from_active = min(p.active_don, action.count)
        p.active_don -= from_active
        p.rested_don -= action.count - from_active
        p.don_deck += action.count
    elif action.kind == "trash_from_hand":
        for _ in range(action.count):
            hand = s.zones[f"{player}.hand"]
            prompt = Text(ja="捨てるカードを選んでください", en="Choose a card to trash")
            d = res.choose_card(
                f"cost-trash-{card.id}", player, list(hand), "which card to trash for the cost", prompt
            )
            s.move(s.cards[d.chosen], f"{player}.trash")
    else:
        card.rested = True
