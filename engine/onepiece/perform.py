"""Resolving effects: activation (8-1-2), costs (8-3-1), choosing cards (8-4-4), the vocabulary,
K.O. with replacement effects (8-1-3-4, 10-2-1), negation (8-2)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..core.text import Text
from ..core.trace import Decision
from .abilities import Ability, CostAction
from .effects import SECRET_AREAS, Effect, Selector
from .model import AREAS, MAX_CHARACTERS, Card
from .resolution import SYNTHESIS, SYNTHESIS_EN, SYNTHESIS_JA, Resolution
from .words import TIMINGS, area, count_en, names

YES_NO = {"yes": Text(ja="する", en="yes"), "no": Text(ja="しない", en="no")}


@dataclass(frozen=True)
class Ctx:
    """Who resolves an effect, from which card, and which rules say what kind of effect it is."""

    controller: str
    source: Card | None
    cites: tuple[str, ...]
    key: str
    #: parts of the text still to come after the current one (8-1-3-4-4)
    rest: int = 0


def _label(card: Card | None) -> tuple[str, str]:
    return card.label() if card else ("効果", "the effect")


# ---- activating an effect --------------------------------------------------------------------


def activate_effect(
    res: Resolution,
    card: Card,
    index: int,
    ability: Ability,
    controller: str,
    cites: list[str],
    *,
    active: bool = True,
    aside: tuple[str, str] | None = None,
) -> bool:
    """Activate one effect of ``card``: 「できる」 decision (8-1-2), [Once Per Turn] (10-2-13), cost, text.

    ``aside`` (ja, en) is added to the step that says it activates.
    """
    s = res.state
    cja, cen = card.label()
    tja, ten, _ = TIMINGS[ability.timing]
    if not active:
        res.emit(
            "negated",
            ["8-2", *cites],
            Text(
                en=f"{cen}'s {ten} effect is negated: it does nothing.",
                ja=f"{cja}の{tja}の効果は無効になっているので、何もしません。",
            ),
        )
        return False
    once = (card.id, card.incarnation, index, s.turn)
    if ability.once_per_turn and once in s.once_used:
        res.emit(
            "once-per-turn",
            ["10-2-13", *cites],
            Text(
                en=f"{cen}'s {ten} effect is [Once Per Turn] and was already activated this turn: it is not "
                "activated again.",
                ja=f"{cja}の{tja}の効果は【ターン1回】で、このターンすでに発動しているので、再び発動しません。",
            ),
        )
        return False
    text_en = f" ({ability.text['en']})" if ability.text else ""
    text_ja = f"（{ability.text['ja']}）" if ability.text else ""
    has_cost = bool(cost_actions(res, card, ability))
    decision = None
    if ability.may:
        decision = res.decide(
            f"may-{card.id}",
            controller,
            ["yes", "no"],
            f"{cen}'s {ten} effect says 'you may' (8-1-2)",
            prompt=Text(ja=f"{cja}の{tja}の効果を発動しますか？", en=f"Activate {cen}'s {ten} effect?"),
            labels=YES_NO,
        )
        if decision.chosen == "no":
            res.emit(
                "not-activated",
                ["8-1-2", *cites],
                Text(
                    en=f"{controller} chooses not to activate {cen}'s optional ('you may') {ten} "
                    f"effect{text_en}.",
                    ja=f"{controller}は{cja}の任意（「できる」）の{tja}の効果{text_ja}を発動しません。",
                ),
                decision=decision,
            )
            return False
        if has_cost:
            # nothing activates before its cost is settled (8-3-1-3, 8-3-1-4)
            res.emit(
                "optional",
                ["8-1-2", "8-3-1", *cites],
                Text(
                    en=f"{controller} chooses to use {cen}'s optional ('you may') {ten} effect{text_en}; "
                    "its cost comes first.",
                    ja=f"{controller}は{cja}の任意（「できる」）の{tja}の効果{text_ja}を使うことを選びます。"
                    "まずコストを支払います。",
                ),
                decision=decision,
            )
            decision = None
    if ability.once_per_turn:
        s.once_used.add(once)
    ctx = Ctx(controller, card, tuple(cites), card.id)
    if has_cost and not pay_cost(res, card, ability, ctx):
        return False
    _emit_activate(res, card, ability, controller, cites, decision, paid=has_cost, aside=aside)
    resolve_text(res, ability.effects, ctx)
    return True


def _emit_activate(
    res: Resolution,
    card: Card,
    ability: Ability,
    controller: str,
    cites: list[str],
    decision: Decision | None,
    *,
    paid: bool,
    aside: tuple[str, str] | None = None,
) -> None:
    """The effect activates: after its cost is paid (8-3-1-3, 8-3-1-4), or at once when it has none."""
    cja, cen = card.label()
    tja, ten, _ = TIMINGS[ability.timing]
    text_en = f" ({ability.text['en']})" if ability.text else ""
    text_ja = f"（{ability.text['ja']}）" if ability.text else ""
    lead_en, lead_ja = ("With its cost paid, ", "コストが支払われたので、") if paid else ("", "")
    subject_en = f"{lead_en}{cen}'s {ten} effect" if paid else f"{cen}'s {ten} effect"
    subject_en = subject_en[0].upper() + subject_en[1:]
    says_may = bool(ability.text) and "できる" in (ability.text or {}).get("ja", "")
    if decision is not None:
        rules = ["8-1-2", *cites]
        en = f"{controller} chooses to activate {cen}'s optional ('you may') {ten} effect{text_en}."
        ja = f"{controller}は{cja}の任意（「できる」）の{tja}の効果{text_ja}を発動します。"
    elif ability.kind == "auto" and not ability.may and not ability.cost_may and not says_may:
        rules = ["8-1-2", *(["8-3-1"] if paid else []), *cites]
        en = (
            f"{subject_en}{text_en} activates. "
            "It is not optional: its text does not say 'you may' (「できる」)."
        )
        ja = (
            f"{lead_ja}{cja}の{tja}の効果{text_ja}が発動します。"
            "「できる」と書かれていないので、任意ではありません。"
        )
    else:
        rules = [*(["8-3-1"] if paid else []), *cites]
        en = f"{subject_en}{text_en} activates."
        ja = f"{lead_ja}{cja}の{tja}の効果{text_ja}が発動します。"
    if aside is not None:
        ja, en = ja + aside[0], f"{en} {aside[1]}"
    res.emit("activate", rules, Text(en=en, ja=ja), decision=decision)


def resolve_text(res: Resolution, effects: tuple[Effect, ...], ctx: Ctx) -> None:
    """The text after "：", in order; rule processing happens at once between its parts (9-1-2)."""
    res.resolving += 1
    try:
        for i, effect in enumerate(effects):
            do_effect(res, effect, replace(ctx, rest=len(effects) - i - 1))
            res.rule_processing()
    finally:
        res.resolving -= 1


# ---- activation costs (8-3-1) ------------------------------------------------------------------


def _cost_text(action: CostAction) -> tuple[str, str]:
    """The action as the card words it: ("ドン!!2枚をレストにする", "rest 2 DON!!")."""
    n = action.count
    return {
        "rest_don": (f"ドン!!{n}枚をレストにする", f"rest {n} DON!!"),
        "don_minus": (f"ドン!!−{n}", f"DON!! −{n}"),
        "trash_from_hand": (f"手札{n}枚を捨てる", f"trash {count_en(n, 'card')} from your hand"),
        "rest_self": ("このカードをレストにする", "rest this card"),
    }[action.kind]


def _cost_done(action: CostAction, player: str, card: Card) -> tuple[str, str]:
    """The action as done by ``player``: ("Aはドン!!2枚をレストにします", "A rests 2 DON!!")."""
    n = action.count
    cja, cen = card.label()
    return {
        "rest_don": (f"{player}はドン!!{n}枚をレストにします", f"{player} rests {n} DON!!"),
        "don_minus": (
            f"{player}はドン!!{n}枚をドン!!デッキに戻します",
            f"{player} returns {n} DON!! to their DON!! deck",
        ),
        "trash_from_hand": (
            f"{player}は手札{n}枚を捨てます",
            f"{player} trashes {count_en(n, 'card')} from their hand",
        ),
        "rest_self": (f"{player}は{cja}をレストにします", f"{player} rests {cen}"),
    }[action.kind]


def cost_actions(res: Resolution, card: Card, ability: Ability) -> list[tuple[CostAction, str, Card | None]]:
    """The cost: the text's actions in order (8-3-1-1), then those added by other effects (8-3-1-2)."""
    actions: list[tuple[CostAction, str, Card | None]] = [(a, "8-3-1-1", None) for a in ability.cost]
    if ability.kind == "activate":
        for source, adder in res.state.added_costs(card):
            actions += [(a, "8-3-1-2", source) for a in adder.add_cost]
    return actions


def first_unpayable(res: Resolution, actions: list[CostAction], card: Card, player: str) -> CostAction | None:
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


def pay_cost(res: Resolution, card: Card, ability: Ability, ctx: Ctx) -> bool:
    """Pay the activation cost: text order (8-3-1-1), then added costs (8-3-1-2); all or nothing (8-3-1-3)."""
    player = ctx.controller
    cja, cen = card.label()
    tja, ten, _ = TIMINGS[ability.timing]
    actions = cost_actions(res, card, ability)
    if not actions:
        return True
    listing = [_cost_text(a) for a, _, _ in actions]
    lja, len_ = "、".join(t[0] for t in listing), ", then ".join(t[1] for t in listing)
    if ability.cost_may:
        decision = res.decide(
            f"cost-{card.id}",
            player,
            ["pay", "skip"],
            f"the cost of {cen}'s effect says 'you may' (8-3-1-4)",
            prompt=Text(ja=f"コスト（{lja}）を支払いますか？", en=f"Pay the cost ({len_})?"),
            labels={"pay": Text(ja="支払う", en="pay"), "skip": Text(ja="支払わない", en="don't pay")},
        )
        if decision.chosen == "skip":
            res.emit(
                "cost-not-paid",
                ["8-3-1-4", "8-3-1", *ctx.cites],
                Text(
                    en=f"The cost of {cen}'s {ten} effect ({len_}) says 'you may' (「できる」): "
                    f"{player} chooses not to pay it, so the effect is not activated.",
                    ja=f"{cja}の{tja}の効果のコスト（{lja}）は「できる」なので支払わないことを選べます。"
                    f"{player}は支払わないことを選んだので、効果は発動しません。",
                ),
                decision=decision,
            )
            return False
    missing = first_unpayable(res, [a for a, _, _ in actions], card, player)
    if missing is not None:
        mja, men = _cost_text(missing)
        added = any(source is not None for _, _, source in actions)
        also_en = " (the cost added by another effect included)" if added else ""
        also_ja = "（他の効果で追加されたコストも含めて）" if added else ""
        res.emit(
            "cost-cannot-be-paid",
            ["8-3-1-3", "8-3-1", *(["8-3-1-2"] if added else []), *ctx.cites],
            Text(
                en=f"{player} cannot pay '{men}' along with the rest of the cost{also_en}, "
                f"so none of the cost ({len_}) is paid — not even the parts that could be: "
                f"{cen}'s {ten} effect is not activated.",
                ja=f"{player}はコスト{also_ja}のうち「{mja}」を支払えないので、コスト（{lja}）はまったく支払いません"
                f"（支払える部分も支払いません）。{cja}の{tja}の効果は発動しません。",
            ),
        )
        return False
    replacement = _cost_replacement(res, player)
    if replacement is not None:
        source, rep = replacement
        sja, sen = source.label()
        decision = res.decide(
            f"replace-cost-{card.id}",
            player,
            ["pay", "replace"],
            f"{sen}'s replacement effect may replace the cost (8-3-1-7)",
            prompt=Text(
                ja=f"コストを{sja}の置換効果で置換しますか？",
                en=f"Replace the cost with {sen}'s replacement effect?",
            ),
            labels={
                "pay": Text(ja="書かれた通り支払う", en="pay as written"),
                "replace": Text(ja="置換する", en="replace"),
            },
        )
        if decision.chosen == "replace":
            res.emit(
                "cost-replaced",
                ["8-3-1-7", "8-1-3-4", *ctx.cites],
                Text(
                    en=f"{player} replaces the cost ({len_}) with {sen}'s replacement effect.",
                    ja=f"{player}はコスト（{lja}）を{sja}の置換効果で置換します。",
                ),
                decision=decision,
            )
            resolve_text(res, rep.effects, Ctx(player, source, ("8-1-3-4", "8-3-1-7"), source.id))
            res.emit(
                "effect-not-processed",
                ["8-3-1-7"],
                Text(
                    en=f"The cost was not paid as written on {cen}, so the text after '：' is not processed.",
                    ja=f"コストが{cja}のテキスト通りに支払われなかったので、「：」以降の効果は処理されません。",
                ),
            )
            return False
        res.emit(
            "replacement-declined",
            ["8-1-3-4-1", "8-3-1-7"],
            Text(
                en=f"{player} declines to replace the cost: the replacement effect is not applied.",
                ja=f"{player}はコストを置換しません。置換効果は適用されません。",
            ),
            decision=decision,
        )
    for action, rule, source in actions:
        _pay(res, action, card, player, ctx)
        aja, aen = _cost_done(action, player, card)
        if source is None:
            en = f"Cost of {cen}'s {ten} effect paid, in the order of the text (before '：'): {aen}."
            ja = f"{cja}の{tja}の効果のコストをテキストの先頭から順に支払います（「：」の前）：{aja}。"
        else:
            sja, sen = source.label()
            en = f"Then the cost added by {sen}'s effect: {aen}."
            ja = f"続いて{sja}の効果で追加されたコスト：{aja}。"
        res.emit("pay-cost", [rule, "8-3-1"], Text(en=en, ja=ja))
    return True


def _cost_replacement(res: Resolution, player: str) -> tuple[Card, Ability] | None:
    for source in res.state.field_cards(player):
        for _, ability, active in source.all_abilities():
            if active and ability.kind == "replacement" and ability.instead_of == "cost":
                # a replacement that cannot be carried out cannot be applied (8-1-3-4)
                if impossible_part(res, ability.effects, Ctx(player, source, (), source.id)) is None:
                    return source, ability
    return None


def _pay(res: Resolution, action: CostAction, card: Card, player: str, ctx: Ctx) -> None:
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
            d = res.decide(
                f"cost-trash-{card.id}",
                player,
                list(hand),
                "which card to trash for the cost",
                prompt=Text(ja="捨てるカードを選んでください", en="Choose a card to trash"),
                labels=res.card_labels(list(hand)),
            )
            s.move(s.cards[d.chosen], f"{player}.trash")
    else:
        card.rested = True


# ---- choosing cards (8-4-4) ---------------------------------------------------------------------


def candidates(res: Resolution, sel: Selector, ctx: Ctx) -> list[Card]:
    s = res.state
    if sel.card is not None:
        name = ctx.source.id if sel.card == "self" and ctx.source else sel.card
        return [s.cards[name]]
    out = []
    for player in s.player_order():
        for name in AREAS:
            for card_id in s.zones[f"{player}.{name}"]:
                if s.matches(s.cards[card_id], sel, ctx.controller, ctx.source):
                    out.append(s.cards[card_id])
    return out


def _announce_permanent(res: Resolution, sel: Selector, ctx: Ctx) -> None:
    """Before a choice by power: the permanent effects in force, TP's then NP's (8-1-3-3-5)."""
    if sel.power_max is None and sel.power_min is None:
        return
    s = res.state
    shown = False
    for player in s.player_order():
        lines_en, lines_ja = [], []
        for source, ability in s.permanent_sources():
            if source.controller != player or not ability.power or ability.to is None:
                continue
            hit = [c for c in s.field_cards() if s.matches(c, ability.to, source.controller, source)]
            if not hit:
                continue
            sja, sen = source.label()
            hja, hen = names(hit)
            lines_en.append(f"{sen} gives {ability.power:+d} power to {hen}")
            lines_ja.append(f"{sja}が{hja}のパワーを{ability.power:+d}")
        if not lines_en:
            continue
        first = not shown
        shown = True
        cites = ["8-1-3-3", *SYNTHESIS] if first else ["8-1-3-3", "8-1-3-3-5"]
        lead_en = (SYNTHESIS_EN + " ") if first else ""
        lead_ja = SYNTHESIS_JA if first else ""
        res.emit(
            "permanent",
            cites,
            Text(
                en=f"{lead_en}{player}'s permanent effects apply: {'; '.join(lines_en)}.",
                ja=f"{lead_ja}{player}の永続効果が適用されます：{'、'.join(lines_ja)}。",
            ),
        )


def choose(res: Resolution, sel: Selector, ctx: Ctx, verb: tuple[str, str]) -> list[Card]:
    """Choose cards: as many as possible up to the number (8-4-4); "up to" may choose 0 (8-4-4-1);
    in a secret area with a condition, none may be chosen even if one qualifies (8-4-4-2)."""
    s = res.state
    vja, ven = verb
    if sel.card is not None:
        return candidates(res, sel, ctx)
    _announce_permanent(res, sel, ctx)
    pool = candidates(res, sel, ctx)
    if sel.all:
        return pool
    secret = sel.area in SECRET_AREAS and sel.has_condition
    may_none = sel.up_to or secret
    cites = ["8-4-4", *ctx.cites]
    if sel.up_to:
        cites[1:1] = ["8-4-4-1", "1-3-5-1"]
    if secret:
        cites.insert(1, "8-4-4-2")
    if sel.no_base_effect:
        cites.append("8-2-2")
    picked: list[Card] = []
    for n in range(sel.count):
        left = [c.id for c in pool if c not in picked]
        if not left:
            if n == 0 and sel.up_to:
                en = f"No card can be chosen to {ven}."
                ja = f"{vja}カードとして選べるカードがありません。"
            else:
                en = (
                    f"{ctx.controller} must choose {count_en(sel.count, 'card')} to {ven} as far as "
                    "possible; "
                    f"only {len(picked)} can be chosen, so that many are chosen."
                )
                ja = (
                    f"{ctx.controller}は可能なかぎり{sel.count}枚選ぶ義務がありますが、"
                    f"選べるのは{len(picked)}枚なので、その枚数を選びます。"
                )
            res.emit("choose", cites, Text(en=en, ja=ja))
            break
        options = left + (["none"] if may_none else [])
        labels = res.card_labels(left)
        labels["none"] = Text(ja="選ばない", en="choose none")
        d = res.decide(
            f"choose-{ctx.key}",
            ctx.controller,
            options,
            f"which card to {ven}",
            prompt=Text(ja=f"{vja}カードを選んでください", en=f"Choose a card to {ven}"),
            labels=labels,
        )
        if d.chosen == "none":
            why_en, why_ja = "", ""
            if secret and not sel.up_to:
                why_en = (
                    " Its cards are unrevealed cards of a secret area and the choice has a condition, "
                    "so none may be chosen even though one qualifies."
                )
                why_ja = (
                    "非公開領域の公開されていないカードで、条件があるので、"
                    "条件を満たすカードがあっても選ばないことができます。"
                )
            elif sel.up_to:
                why_en, why_ja = (
                    " The effect says 'up to', so choosing 0 is allowed.",
                    "「まで」なので0枚を選べます。",
                )
            res.emit(
                "choose",
                cites,
                Text(
                    en=f"{ctx.controller} chooses no card to {ven.rstrip('.')}.{why_en}",
                    ja=f"{ctx.controller}は{vja}カードを選びません。{why_ja}",
                ),
                decision=d,
            )
            break
        card = s.cards[d.chosen]
        picked.append(card)
        cja, cen = card.label()
        res.emit(
            "choose",
            cites,
            Text(
                en=f"{ctx.controller} chooses {cen} to {ven.rstrip('.')}.",
                ja=f"{ctx.controller}は{vja}カードとして{cja}を選びます。",
            ),
            decision=d,
        )
    return picked


# ---- the vocabulary ---------------------------------------------------------------------------


def do_effect(res: Resolution, effect: Effect, ctx: Ctx) -> None:
    s = res.state
    you = ctx.controller
    if effect.may:
        sja, sen = _label(ctx.source)
        d = res.decide(
            f"may-{ctx.key}",
            you,
            ["yes", "no"],
            f"this part of {sen}'s effect says 'you may' (8-1-2)",
            prompt=Text(ja="この効果を実行しますか？", en="Do this part of the effect?"),
            labels=YES_NO,
        )
        res.emit(
            "optional",
            ["8-1-2", *ctx.cites],
            Text(
                en=f"This part of {sen}'s effect says 'you may' (optional): {you} chooses "
                f"{'to do it' if d.chosen == 'yes' else 'not to'}.",
                ja=f"{sja}の効果のこの部分は「できる」（任意）："
                f"{you}は{'実行します' if d.chosen == 'yes' else '実行しません'}。",
            ),
            decision=d,
        )
        if d.chosen == "no":
            return
    kind = effect.kind
    if kind == "draw":
        _draw(res, you, effect.count, ctx)
    elif kind == "ko":
        assert effect.select is not None
        picked = choose(res, effect.select, ctx, ("KOする", "K.O."))
        ko(res, [c for c in picked if c.area == "characters"], ctx, battle=False)
    elif kind == "trash":
        assert effect.select is not None
        for card in choose(res, effect.select, ctx, ("トラッシュに置く", "trash")):
            frm = card.zone
            s.move(card, f"{card.owner}.trash")
            cja, cen = card.label()
            fja, fen = area(frm)
            res.emit(
                "trash",
                list(ctx.cites),
                Text(en=f"{cen} is trashed from {fen}.", ja=f"{cja}を{fja}からトラッシュに置きます。"),
            )
    elif kind in ("rest_don", "set_active_don"):
        p = s.players[you]
        if kind == "rest_don":
            n = min(effect.count, p.active_don)
            p.active_don, p.rested_don = p.active_don - n, p.rested_don + n
            en, ja = (
                f"{you} rests {n} DON!! in their cost area.",
                f"{you}はコストエリアのドン!!{n}枚をレストにします。",
            )
        else:
            n = min(effect.count, p.rested_don)
            p.active_don, p.rested_don = p.active_don + n, p.rested_don - n
            en, ja = f"{you} sets {n} DON!! active.", f"{you}はドン!!{n}枚をアクティブにします。"
        res.emit("don", [*ctx.cites, "3-9"], Text(en=en, ja=ja))
    elif kind == "give_don":
        assert effect.select is not None
        for card in choose(res, effect.select, ctx, ("ドン!!を付与する", "give DON!! to")):
            p = s.players[you]
            n = min(effect.count, p.rested_don + p.active_don)
            from_rested = min(n, p.rested_don)
            # which DON!! an effect gives is not in our source: the engine's default is rested first
            mixed = from_rested > 0 and p.active_don > 0
            p.rested_don -= from_rested
            p.active_don -= n - from_rested
            card.given_don += n
            cja, cen = card.label()
            default_en = (
                " It gives rested DON!! first: that order is the engine's default, not in our source."
                if mixed
                else ""
            )
            default_ja = (
                "レストのドン!!から先に付与します（この順番は出典になく、エンジンの既定です）。"
                if mixed
                else ""
            )
            res.emit(
                "give-don",
                [*ctx.cites, "6-5-5"],
                Text(
                    en=f"{you} gives {n} DON!! to {cen} (+1000 power each during its owner's "
                    f"turn).{default_en}",
                    ja=f"{you}は{cja}にドン!!{n}枚を付与します（持ち主のターン中、1枚につきパワー+1000）。{default_ja}",
                ),
            )
    elif kind == "power":
        assert effect.select is not None
        for card in choose(res, effect.select, ctx, ("パワーを変える", "change the power of")):
            card.power_mods.append(effect.amount)
            cja, cen = card.label()
            res.emit(
                "power",
                list(ctx.cites),
                Text(
                    en=f"{cen} gets {effect.amount:+d} power during this turn (now {s.power(card)}).",
                    ja=f"{cja}はこのターン中、パワー{effect.amount:+d}（現在{s.power(card)}）。",
                ),
            )
    elif kind == "play":
        assert effect.select is not None
        for card in choose(res, effect.select, ctx, ("登場させる", "play")):
            if card.type == "character":
                play_character(res, card, card.controller if card.on_field else card.owner, list(ctx.cites))
    elif kind == "return_to_hand":
        assert effect.select is not None
        for card in choose(res, effect.select, ctx, ("手札に戻す", "return to the hand")):
            s.move(card, f"{card.owner}.hand")
            cja, cen = card.label()
            res.emit(
                "return-to-hand",
                [*ctx.cites, "3-1-6"],
                Text(
                    en=f"{cen} returns to its owner's hand (a new card there).",
                    ja=f"{cja}を持ち主の手札に戻します（新しいカードになります）。",
                ),
            )
    elif kind == "life_to_hand":
        whose = you if effect.whose == "you" else s.opponent(you)
        for _ in range(effect.count):
            life = s.zones[f"{whose}.life"]
            if not life:
                break
            card = s.cards[life[0]]
            s.move(card, f"{whose}.hand")
            cja, cen = card.label()
            res.emit(
                "life-to-hand",
                [*ctx.cites, "3-10"],
                Text(
                    en=f"{whose} adds the top card of their Life area, {cen}, to their hand (no damage, no "
                    "[Trigger]).",
                    ja=f"{whose}はライフの上から1枚、{cja}を手札に加えます（ダメージではないので【トリガー】は発動しません）。",
                ),
            )
    elif kind == "look":
        _look(res, effect, ctx)
    elif kind == "negate":
        assert effect.select is not None
        for card in choose(res, effect.select, ctx, ("効果を無効にする", "negate the effects of")):
            card.negated = True
            cja, cen = card.label()
            res.emit(
                "negate",
                [*ctx.cites, "8-2"],
                Text(
                    en=f"{cen}'s effects are negated. It still has its base effects: it is not 'a card with "
                    "no base effect' (8-2-2).",
                    ja=f"{cja}の効果を無効にします。元々の効果は持ったままで、「元々の効果のないカード」ではありません（8-2-2）。",
                ),
            )
    elif kind == "gain":
        assert effect.select is not None and effect.ability is not None
        for card in choose(res, effect.select, ctx, ("効果を与える", "give the effect to")):
            card.gained.append(effect.ability)
            cja, cen = card.label()
            tja, ten, _ = TIMINGS[effect.ability.timing]
            extra_en = (
                " Its own effects are negated, but an effect it gains afterwards is not negated."
                if card.negated
                else ""
            )
            extra_ja = "自身の効果は無効ですが、新たに得た効果は無効になりません。" if card.negated else ""
            res.emit(
                "gain",
                [*ctx.cites, "8-2-4"],
                Text(
                    en=f"{cen} gains a {ten} effect.{extra_en}", ja=f"{cja}は{tja}の効果を得ます。{extra_ja}"
                ),
            )
    elif kind == "each_player":
        for n, player in enumerate(s.player_order()):
            res.emit(
                "each-player",
                [*ctx.cites, "8-6-1"],
                Text(
                    en="The effect affects both players: the "
                    f"{'turn player' if n == 0 else 'non-turn player'}, {player}, "
                    f"resolves it {'first' if n == 0 else 'next'}.",
                    ja="効果は両プレイヤーに及ぶので、"
                    f"{'ターンプレイヤー' if n == 0 else '非ターンプレイヤー'}の{player}から"
                    f"{'先に' if n == 0 else '次に'}解決します。",
                ),
            )
            sub = replace(ctx, controller=player, key=f"{ctx.key}-{player}")
            for i, part in enumerate(effect.effects):
                do_effect(res, part, replace(sub, rest=len(effect.effects) - i - 1))
                res.rule_processing()


def _draw(res: Resolution, player: str, count: int, ctx: Ctx) -> None:
    s = res.state
    deck = s.zones[f"{player}.deck"]
    drawn = []
    for _ in range(count):
        if not deck:
            break
        card = s.cards[deck[0]]
        s.move(card, f"{player}.hand")
        drawn.append(card)
    dja, den = names(drawn)
    named = any(c.name for c in drawn)
    res.emit(
        "draw",
        list(ctx.cites),
        Text(
            en=f"{player} draws {count_en(len(drawn), 'card')}{': ' + den if named else ''}.",
            ja=f"{player}はカードを{len(drawn)}枚引きます{'：' + dja if named else ''}。",
        ),
    )


def _look(res: Resolution, effect: Effect, ctx: Ctx) -> None:
    s = res.state
    you = ctx.controller
    deck = s.zones[f"{you}.deck"]
    seen = [s.cards[i] for i in deck[: effect.count]]
    lja, len_ = names(seen)
    res.emit(
        "look",
        list(ctx.cites),
        Text(
            en=f"{you} looks at the top {count_en(len(seen), 'card')} of their deck: {len_}.",
            ja=f"{you}はデッキの上から{len(seen)}枚を見ます：{lja}。",
        ),
    )
    assert effect.select is not None
    flt = effect.select
    secret = flt.has_condition
    cites = ["8-4-4-1", "1-3-5-1", *ctx.cites] + (["8-4-4-2"] if secret else [])
    added: list[Card] = []
    for _ in range(effect.add_up_to):
        ok = [c.id for c in seen if c not in added and _meets(res, c, flt, ctx)]
        if not ok:
            break
        labels = res.card_labels(ok)
        labels["none"] = Text(ja="加えない", en="add none")
        d = res.decide(
            f"look-{ctx.key}",
            you,
            ok + ["none"],
            "which card to add to the hand",
            prompt=Text(ja="手札に加えるカードを選んでください", en="Choose a card to add to your hand"),
            labels=labels,
        )
        if d.chosen == "none":
            why_en = (
                (
                    " They are unrevealed cards of a secret area chosen by a condition: "
                    "the player may choose none even though one qualifies."
                )
                if secret
                else ""
            )
            why_ja = (
                "非公開領域のカードを条件で選ぶので、条件を満たすカードがあっても選ばないことができます。"
                if secret
                else ""
            )
            res.emit(
                "choose",
                cites,
                Text(
                    en=f"{you} adds no card to their hand ('up to').{why_en}",
                    ja=f"{you}は手札にカードを加えません（「まで」）。{why_ja}",
                ),
                decision=d,
            )
            break
        card = s.cards[d.chosen]
        added.append(card)
        s.move(card, f"{you}.hand")
        cja, cen = card.label()
        res.emit(
            "choose",
            cites,
            Text(
                en=f"{you} reveals {cen} and adds it to their hand.",
                ja=f"{you}は{cja}を公開して手札に加えます。",
            ),
            decision=d,
        )
    rest = [c for c in seen if c not in added]
    for card in rest:
        s.move(card, f"{you}.deck")
    if rest:
        rja, ren = names(rest)
        res.emit(
            "deck-bottom",
            list(ctx.cites),
            Text(
                en=f"The rest go to the bottom of {you}'s deck: {ren}.",
                ja=f"残りを{you}のデッキの下に置きます：{rja}。",
            ),
        )


def _meets(res: Resolution, card: Card, flt: Selector, ctx: Ctx) -> bool:
    s = res.state
    probe = replace(flt, whose="any", area=card.area, card=None)
    return s.matches(card, probe, ctx.controller, ctx.source)


# ---- playing a Character, the 5-Character limit (3-7-6-1) ----------------------------------------


def play_character(res: Resolution, card: Card, player: str, cites: list[str]) -> None:
    """Put a Character into the Character area; a sixth makes rule processing trash one (3-7-6-1, 9-1-2)."""
    s = res.state
    chars = s.zones[f"{player}.characters"]
    before = list(chars)
    frm = card.zone
    s.move(card, f"{player}.characters")
    card.played_turn = s.turn
    for index, ability, active in card.all_abilities():
        if active and ability.timing == "on_play":
            res.trigger(card, index, "on_play")
    for watcher, index in res.watchers("character_played", card):
        res.trigger(watcher, index, "when")
    cja, cen = card.label()
    fja, fen = area(frm)
    res.emit(
        "play",
        [*cites, "3-7"],
        Text(
            en=f"{cen} is played from {fen} to {player}'s Character area.",
            ja=f"{cja}を{fja}から{player}のキャラエリアに登場させます。",
        ),
    )
    if len(before) >= MAX_CHARACTERS:
        # the engine's reading of 3-7-6-1: the new Character is in; rule processing, which happens at
        # once (9-1-2), makes its player trash one of the Characters that were already there
        d = res.decide(
            f"sixth-{player}",
            player,
            before,
            "the Character area holds at most 5 Characters (3-7-6-1)",
            prompt=Text(ja="トラッシュに置くキャラを選んでください", en="Choose a Character to trash"),
            labels=res.card_labels(before),
        )
        old = s.cards[d.chosen]
        s.move(old, f"{player}.trash")
        oja, oen = old.label()
        res.emit(
            "rule-trash",
            ["3-7-6-1", "9-1-2"],
            Text(
                en=f"{player} now has 6 Characters, one more than the Character area holds. Rule processing "
                f"happens at once: {player} chooses one of the 5 that were already there, {oen}, and trashes "
                "it. This is not a K.O., so K.O. effects do not apply.",
                ja=f"{player}のキャラが6枚になり、キャラエリアの上限を1枚超えました。ルール処理はただちに行われるので、"
                f"{player}はもとからいた5枚から{oja}を選んでトラッシュに置きます。KOではないので、KOに関する効果は発動しません。",
            ),
            decision=d,
        )


# ---- K.O. (10-2-1) and replacement effects (8-1-3-4) -----------------------------------------------


def _replacements(res: Resolution, card: Card) -> list[tuple[Card, int, Ability]]:
    s = res.state
    out = []
    for source in s.field_cards():
        for index, ability, active in source.all_abilities():
            if not active or ability.kind != "replacement" or ability.instead_of != "ko":
                continue
            if ability.of == "self" and source is not card:
                continue
            if ability.of == "your_characters" and source.controller != card.controller:
                continue
            if ability.once_per_turn and (source.id, source.incarnation, index, s.turn) in s.once_used:
                continue
            out.append((source, index, ability))
    return out


def _replacement_groups(
    res: Resolution, card: Card, reps: list[tuple[Card, int, Ability]]
) -> list[list[tuple[Card, int, Ability]]]:
    """Several replacement effects for one event (8-1-3-4-2): the one of the card the event happens
    to first, then the turn player's, then the non-turn player's (each player orders their own)."""
    order = res.state.player_order()
    own = [r for r in reps if r[0] is card]
    groups = [own] + [[r for r in reps if r[0] is not card and r[0].controller == p] for p in order]
    return [g for g in groups if g]


def impossible_part(res: Resolution, effects: tuple[Effect, ...], ctx: Ctx) -> tuple[str, str] | None:
    """Why the effects cannot be carried out now, as (ja, en) — or None when they can.

    A replacement effect applies only when what it does instead can be done (8-1-3-4): "trash 1
    card from your hand instead" with an empty hand cannot be applied.
    """
    s = res.state
    you = ctx.controller
    p = s.players[you]
    for effect in effects:
        if effect.may:
            continue
        kind = effect.kind
        if kind == "draw" and len(s.zones[f"{you}.deck"]) < effect.count:
            return (f"{you}のデッキは{effect.count}枚未満です", f"{you}'s deck has fewer than {effect.count}")
        if kind == "rest_don" and p.active_don < effect.count:
            return (
                f"{you}のアクティブのドン!!は{p.active_don}枚しかありません",
                f"{you} has only {count_en(p.active_don, 'active DON!!', 'active DON!!')}",
            )
        if kind == "set_active_don" and p.rested_don < effect.count:
            return (
                f"{you}のレストのドン!!は{p.rested_don}枚しかありません",
                f"{you} has only {count_en(p.rested_don, 'rested DON!!', 'rested DON!!')}",
            )
        if kind == "life_to_hand":
            whose = you if effect.whose == "you" else s.opponent(you)
            if len(s.zones[f"{whose}.life"]) < effect.count:
                return (f"{whose}のライフが足りません", f"{whose} has too few Life cards")
        if kind == "each_player":
            for player in s.player_order():
                why = impossible_part(res, effect.effects, replace(ctx, controller=player))
                if why is not None:
                    return why
        sel = effect.select
        if sel is None or sel.up_to or kind in ("look", "gain", "power", "give_don"):
            continue
        pool = candidates(res, sel, ctx)
        need = 1 if sel.all else sel.count
        if len(pool) < need:
            place_ja, place_en = area(f"{you if sel.whose == 'you' else s.opponent(you)}.{sel.area}")
            return (
                f"{place_ja}に選べるカードがありません",
                f"there is no card to choose in {place_en}",
            )
    return None


def _offer_replacement(
    res: Resolution, card: Card, source: Card, index: int, ability: Ability, ctx: Ctx
) -> bool:
    """Offer one replacement effect for the K.O. of ``card``; True when it was applied."""
    s = res.state
    cja, cen = card.label()
    sja, sen = source.label()
    own_en = "its own" if source is card else f"{sen}'s"
    own_ja = "自身の" if source is card else f"{sja}の"
    player = source.controller
    rctx = Ctx(player, source, ("8-1-3-4",), f"{source.id}-instead")
    why = impossible_part(res, ability.effects, rctx)
    tja, ten = (ability.text["ja"], ability.text["en"].rstrip(".")) if ability.text else ("", "")
    if why is not None:
        res.emit(
            "replacement-impossible",
            ["8-1-3-4", "8-1-3-4-1"],
            Text(
                en=f"{sen}'s replacement effect{' (' + ten + ')' if ten else ''} would replace the "
                f"K.O. of {cen}, "
                f"but what it does instead cannot be done ({why[1]}): a replacement that cannot be carried "
                "out is not applied.",
                ja=f"{sja}の置換効果{'（' + tja + '）' if tja else ''}は{cja}のKOを置換できる状況ですが、"
                f"代わりに行う処理ができません（{why[0]}）。実行できない置換効果は適用されません。",
            ),
        )
        return False
    if ability.must:
        decision = None
    else:
        decision = res.decide(
            f"replace-{source.id}",
            player,
            ["replace", "decline"],
            f"{sen}'s replacement effect may replace the K.O. of {cen}",
            prompt=Text(
                ja=f"{cja}のKOを{sja}の効果で置換しますか？",
                en=f"Replace the K.O. of {cen} with {sen}'s effect?",
            ),
            labels={
                "replace": Text(ja="置換する", en="replace"),
                "decline": Text(ja="置換しない", en="decline"),
            },
        )
    if decision is not None and decision.chosen == "decline":
        res.emit(
            "replacement-declined",
            ["8-1-3-4-1", "8-1-3-4"],
            Text(
                en=f"{player} chooses not to apply {sen}'s replacement effect: it is not applied.",
                ja=f"{player}は{sja}の置換効果を適用しないことを選んだので、適用されません。",
            ),
            decision=decision,
        )
        return False
    if ability.once_per_turn:
        s.once_used.add((source.id, source.incarnation, index, s.turn))
    mid = ctx.rest > 0
    cites = ["8-1-3-4"] + (["8-1-3-4-4"] if mid else [])
    res.emit(
        "replace",
        cites,
        Text(
            en=f"Instead of being K.O.'d, {cen} is saved by {own_en} replacement "
            f"effect{': ' + ten if ten else ''}.",
            ja=f"{cja}はKOされる代わりに、{own_ja}置換効果{'（' + tja + '）' if tja else ''}を適用します。",
        ),
        decision=decision,
    )
    resolve_text(res, ability.effects, rctx)
    if mid:
        res.emit(
            "rest-of-text",
            ["8-1-3-4-4"],
            Text(
                en="The replacement effect has been applied in the middle of the effect; the rest "
                "of the text is now carried out in order.",
                ja="効果の処理中に置換効果を適用したので、その後に残りのテキストを順に実行します。",
            ),
        )
    return True


def _replace_ko(res: Resolution, card: Card, reps: list[tuple[Card, int, Ability]], ctx: Ctx) -> bool:
    """Offer the replacement effects for the K.O. of ``card`` in the order of 8-1-3-4-2; True if replaced."""
    cja, cen = card.label()
    replaced = False
    for group in _replacement_groups(res, card, reps):
        left = list(group)
        while left:
            pick = left[0]
            if len(left) > 1 and not replaced:
                chooser = left[0][0].controller
                ids = [
                    f"{src.id}" if [r[0] for r in left].count(src) == 1 else f"{src.id}:{i}"
                    for src, i, _ in left
                ]
                labels = {}
                for value, (src, _, _) in zip(ids, left, strict=True):
                    lja, len_ = src.label()
                    labels[value] = Text(ja=lja, en=len_)
                decision = res.decide(
                    f"replace-order-{card.id}",
                    chooser,
                    ids,
                    f"which of {chooser}'s replacement effects for the K.O. of {cen} applies first "
                    "(8-1-3-4-2)",
                    prompt=Text(
                        ja=f"{cja}のKOに対して先に適用する置換効果を選んでください",
                        en=f"Choose the replacement effect to apply first to the K.O. of {cen}",
                    ),
                    labels=labels,
                )
                pick = left[ids.index(decision.chosen)]
                pja, pen = pick[0].label()
                res.emit(
                    "replacement-order",
                    ["8-1-3-4-2", "8-1-3-4"],
                    Text(
                        en=f"Several of {chooser}'s replacement effects could replace the K.O. of {cen}: "
                        f"{chooser} chooses the order, and {pen}'s comes first.",
                        ja=f"{cja}のKOを置換できる{chooser}の置換効果が複数あるので、{chooser}が順番を選び、"
                        f"{pja}のものを先にします。",
                    ),
                    decision=decision,
                )
            left.remove(pick)
            source, index, ability = pick
            if replaced:
                sja, sen = source.label()
                res.emit(
                    "not-replaced-again",
                    ["8-1-3-4-3", "8-1-3-4"],
                    Text(
                        en=f"{sen}'s replacement effect could also replace {cen}'s K.O., but that "
                        "event was already "
                        "replaced: it is not replaced again.",
                        ja=f"{sja}の置換効果も{cja}のKOを置換できますが、その事象はすでに置換されたので、再び置換されません。",
                    ),
                )
                continue
            replaced = _offer_replacement(res, card, source, index, ability, ctx)
    return replaced


def ko(res: Resolution, cards: list[Card], ctx: Ctx, *, battle: bool) -> None:
    """K.O. Characters (10-2-1): replacement effects first (8-1-3-4-2), then the cards go to the
    trash together, then [On K.O.] and "when … K.O.'d" effects wait to activate."""
    s = res.state
    if not cards:
        return
    offers = [(card, _replacements(res, card)) for card in cards]
    owners = {src.controller for _, reps in offers for src, _, _ in reps}
    order = s.player_order()
    if len(owners) > 1:
        res.emit(
            "order",
            [*SYNTHESIS, "8-1-3-4"],
            Text(
                en=SYNTHESIS_EN + f" Replacement effects now: {order[0]}'s first, then {order[1]}'s.",
                ja=SYNTHESIS_JA + f"ここでは置換効果：{order[0]}のものから、次に{order[1]}のもの。",
            ),
        )
    offers.sort(key=lambda o: min([order.index(src.controller) for src, _, _ in o[1]] or [2]))
    to_ko: list[Card] = []
    for card, reps in offers:
        if not (reps and _replace_ko(res, card, reps, ctx)):
            to_ko.append(card)
    if not to_ko:
        return
    # "when … K.O.'d" effects see the K.O. from where their cards are now (8-1-3-1-3 checks it later)
    watchers = []
    for card in to_ko:
        watchers += [res.make_pending(w, i, "when") for w, i in res.watchers("character_ko", card)]
    on_ko = {
        card.id: [(i, a) for i, a, active in card.all_abilities() if active and a.timing == "on_ko"]
        for card in to_ko
    }
    for card in to_ko:
        s.move(card, f"{card.owner}.trash")
    for card in to_ko:
        for index, ability in on_ko[card.id]:
            res.trigger(card, index, "on_ko", ability=ability)
    res.pending += watchers
    kja, ken = names(to_ko)
    how_en, how_ja = ("by battle", "バトルで") if battle else ("by an effect", "効果で")
    res.emit(
        "ko",
        ["10-2-1", *(["7"] if battle else ctx.cites)],
        Text(
            en=f"{ken} {'is' if len(to_ko) == 1 else 'are'} K.O.'d {how_en}: to the trash.",
            ja=f"{kja}は{how_ja}KOされ、トラッシュに置かれます。",
        ),
    )
