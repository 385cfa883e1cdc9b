"""The turn player's actions: play a card (8-5), declare an activate effect (8-1-3-2), give DON!!
(6-5-5), attack with its battle (chapter 7) and damage processing (4-6-1, 8-6-2, 10-1-5), end the
turn (10-2-7, 10-2-8, chapter 6)."""

from __future__ import annotations

from ..core.text import Text
from .model import Card
from .perform import Ctx, activate_effect, ko, play_character
from .resolution import Resolution
from .script import Action
from .words import KEYWORDS


def take_action(res: Resolution, action: Action) -> None:
    {
        "play": play_card,
        "activate": declare_activate,
        "give_don": give_don,
        "attack": attack,
        "end_turn": end_turn,
    }[action.kind](res, action)


def _actor(res: Resolution, action: Action) -> str:
    return action.by or res.state.turn_player


# ---- playing a card; activating a card versus an effect (8-5) ----------------------------------


def play_card(res: Resolution, action: Action) -> None:
    s = res.state
    assert action.card is not None
    card = s.cards[action.card]
    player = _actor(res, action)
    cja, cen = card.label()
    if card.zone != f"{player}.hand":
        res.problem(action, f"{action.card} is not in {player}'s hand (it is in {card.zone})")
        return
    if player != s.turn_player or s.phase != "main":
        res.problem(action, f"only the turn player ({s.turn_player}) plays cards, in the Main Phase")
        return
    cost = s.cost(card) or 0
    p = s.players[player]
    if p.active_don < cost:
        res.problem(action, f"{action.card} costs {cost} but {player} has {p.active_don} active DON!!")
        return
    p.active_don -= cost
    p.rested_don += cost
    cites = ["8-5"] if card.type == "event" else ["3-9"]
    note_en, note_ja = "", ""
    if card.cost is not None and cost != card.cost:
        cites.append("8-1-3-3")
        rules = any(a.under_rules for _, a, ok in card.all_abilities() if ok and a.kind == "permanent")
        note_en = f" Its cost is {cost}, not {card.cost}: a permanent effect is always on" + (
            ", and one 'under the rules' works even from the hand, a secret area." if rules else "."
        )
        note_ja = f"コストは{card.cost}ではなく{cost}：永続効果は常に効果を発生させ" + (
            "、「ルール上」のものは非公開領域である手札にあっても効果を発生させます。" if rules else "ます。"
        )
    if card.type == "event":
        s.move(card, f"{player}.no_area")
        res.emit(
            "activate-card",
            cites + ["8-4-2"],
            Text(
                en=f"{player} activates a card: the Event {cen} is played from the hand, resting {cost} "
                f"DON!!.{note_en} "
                "Activating a card (an Event from the hand) is not the same as activating an effect.",
                ja=f"{player}はカードを発動します：イベント{cja}を手札からプレイし、ドン!!{cost}枚をレストにします。{note_ja}"
                "カードの発動（イベントを手札からプレイすること）は、効果の発動とは異なります。",
            ),
        )
        for watcher, index in res.watchers("event_activated", card):
            res.trigger(watcher, index, "when")
        for index, ability, active in card.all_abilities():
            if ability.timing == "main":
                activate_effect(
                    res, card, index, ability, player, ["8-5", "8-1-3-2", "10-2-3"], active=active
                )
        if card.zone == f"{player}.no_area":
            s.move(card, f"{player}.trash")
            res.emit(
                "event-trashed",
                ["8-4-2"],
                Text(en=f"The Event {cen} goes to the trash.", ja=f"イベント{cja}をトラッシュに置きます。"),
            )
        return
    res.emit(
        "pay",
        cites,
        Text(
            en=f"{player} plays {cen}, resting {cost} DON!! in the cost area.{note_en}",
            ja=f"{player}はコストエリアのドン!!{cost}枚をレストにして、{cja}をプレイします。{note_ja}",
        ),
    )
    if card.type == "stage":
        for old in s.area(player, "stage"):
            s.move(old, f"{player}.trash")
        s.move(card, f"{player}.stage")
        res.emit(
            "play",
            ["3-8"],
            Text(
                en=f"{cen} is placed in {player}'s Stage area.",
                ja=f"{cja}を{player}のステージエリアに置きます。",
            ),
        )
        for index, ability, active in card.all_abilities():
            if active and ability.timing == "on_play":
                res.trigger(card, index, "on_play")
        return
    play_character(
        res, card, player, ["10-2-6"] if any(a.timing == "on_play" for a in card.abilities) else []
    )


def declare_activate(res: Resolution, action: Action) -> None:
    """[Activate: Main]: declared by the turn player during the Main Phase (8-1-3-2, 10-2-2)."""
    s = res.state
    assert action.card is not None
    card = s.cards[action.card]
    player = _actor(res, action)
    cja, cen = card.label()
    found = [(i, a, ok) for i, a, ok in card.all_abilities() if a.timing == "activate_main"]
    if not found:
        res.problem(action, f"{action.card} has no [Activate: Main] effect")
        return
    if card.controller != player or not card.on_field:
        res.problem(action, f"{action.card} is not on {player}'s field")
        return
    index, ability, active = found[0]
    if player != s.turn_player or s.phase != "main":
        res.emit(
            "cannot-activate",
            ["8-1-3-2", "10-2-2"],
            Text(
                en=f"{player} wants to declare {cen}'s [Activate: Main] effect, but an activate effect is "
                "declared by the "
                f"turn player during the Main Phase, and this is {s.turn_player}'s turn: it cannot "
                "be activated.",
                ja=f"{player}は{cja}の【起動メイン】を宣言しようとしますが、起動効果はターンプレイヤーがメインフェイズ中に"
                f"宣言して発動する効果で、今は{s.turn_player}のターンなので、発動できません。",
            ),
        )
        return
    res.emit(
        "declare",
        ["8-1-3-2", "10-2-2", "8-5"],
        Text(
            en=f"{player}, the turn player, declares {cen}'s [Activate: Main] effect in the Main Phase "
            "(activating an effect, not a card).",
            ja=f"ターンプレイヤーの{player}はメインフェイズ中に{cja}の【起動メイン】の発動を宣言します（カードの発動ではなく効果の発動）。",
        ),
    )
    activate_effect(res, card, index, ability, player, ["8-1-3-2", "10-2-2"], active=active)


def give_don(res: Resolution, action: Action) -> None:
    s = res.state
    assert action.card is not None
    card = s.cards[action.card]
    player = _actor(res, action)
    p = s.players[player]
    if (
        player != s.turn_player
        or not card.on_field
        or card.controller != player
        or p.active_don < action.count
    ):
        res.problem(action, f"{player} cannot give {action.count} DON!! to {action.card} now")
        return
    p.active_don -= action.count
    card.given_don += action.count
    cja, cen = card.label()
    res.emit(
        "give-don",
        ["6-5-5"],
        Text(
            en=f"{player} gives {action.count} active DON!! to {cen}: +1000 power for each during "
            f"{player}'s turn "
            f"(now {s.power(card)}).",
            ja=f"{player}は{cja}にアクティブのドン!!{action.count}枚を付与します。{player}のターン中、1枚につきパワー+1000"
            f"（現在{s.power(card)}）。",
        ),
    )


# ---- attack and battle (chapter 7) -----------------------------------------------------------


def attack(res: Resolution, action: Action) -> None:
    s = res.state
    assert action.card is not None and action.target is not None
    attacker, target = s.cards[action.card], s.cards[action.target]
    player = s.turn_player
    defender = s.opponent(player)
    if attacker.controller != player or attacker.area not in ("leader", "characters") or attacker.rested:
        res.problem(action, f"{action.card} is not an active Leader or Character of the turn player {player}")
        return
    if attacker.area == "characters" and attacker.played_turn == s.turn and "rush" not in attacker.keywords:
        res.problem(
            action, f"{action.card} was played this turn and has no [Rush] (10-1-1): it cannot attack"
        )
        return
    if target.controller != defender or not (
        target.area == "leader" or target.area == "characters" and target.rested
    ):
        res.problem(
            action, f"{action.target} is neither {defender}'s Leader nor a rested Character of {defender}"
        )
        return
    aja, aen = attacker.label()
    tja, ten = target.label()
    attacker.rested = True
    cites = ["7"] + (["10-1-1"] if attacker.played_turn == s.turn and "rush" in attacker.keywords else [])
    res.emit(
        "attack",
        cites,
        Text(en=f"{aen} is rested and attacks {ten}.", ja=f"{aja}をレストにして、{tja}にアタックします。"),
    )
    for index, ability, active in attacker.all_abilities():
        if active and ability.timing == "when_attacking":
            res.trigger(attacker, index, "when_attacking")
    res.flush()
    if attacker.zone != f"{player}.{attacker.area}" or not attacker.on_field:
        return
    blockers = [
        c
        for c in s.area(defender, "characters")
        if "blocker" in c.keywords and not c.rested and c is not target
    ]
    if blockers:
        options = ["no-block"] + [c.id for c in blockers]
        labels = res.card_labels([c.id for c in blockers])
        labels["no-block"] = Text(ja="ブロックしない", en="don't block")
        d = res.decide(
            f"block-{attacker.id}",
            defender,
            options,
            "whether to block with a [Blocker]",
            prompt=Text(ja="【ブロッカー】でブロックしますか？", en="Block with a [Blocker]?"),
            labels=labels,
        )
        if d.chosen == "no-block":
            res.emit(
                "block",
                ["10-1-4"],
                Text(en=f"{defender} does not block.", ja=f"{defender}はブロックしません。"),
                decision=d,
            )
        else:
            blocker = s.cards[d.chosen]
            blocker.rested = True
            target = blocker
            tja, ten = target.label()
            res.emit(
                "block",
                ["10-1-4"],
                Text(
                    en=f"{defender} rests {ten} ([Blocker]): it becomes the target of the attack.",
                    ja=f"{defender}は{tja}（【ブロッカー】）をレストにして、アタックの対象にします。",
                ),
                decision=d,
            )
            for index, ability, active in blocker.all_abilities():
                if active and ability.timing == "on_block":
                    res.trigger(blocker, index, "on_block")
            res.flush()
    battle(res, attacker, target, defender)
    res.flush()


def battle(res: Resolution, attacker: Card, target: Card, defender: str) -> None:
    """The attacker wins when its power is at least the target's: ties go to the attacker (7-1-4-1)."""
    s = res.state
    if not attacker.on_field or not target.on_field:
        return
    ap, tp = s.power(attacker) or 0, s.power(target) or 0
    aja, aen = attacker.label()
    tja, ten = target.label()
    tie = ap == tp
    cites = ["7"] + (["7-1-4-1"] if tie else [])
    if ap < tp:
        res.emit(
            "battle",
            cites,
            Text(
                en=f"Battle: {aen} has {ap} power, {ten} has {tp}: the attack fails.",
                ja=f"バトル：{aja}のパワー{ap}、{tja}のパワー{tp}。アタックは失敗します。",
            ),
        )
        return
    tie_en = " A tie goes to the attacker." if tie else ""
    tie_ja = "パワーが同じ場合はアタックしている側の勝ちです（7-1-4-1）。" if tie else ""
    res.emit(
        "battle",
        cites,
        Text(
            en=f"Battle: {aen} has {ap} power, {ten} has {tp}: the attacker wins.{tie_en}",
            ja=f"バトル：{aja}のパワー{ap}、{tja}のパワー{tp}。{tie_ja or 'アタックしている側の勝ちです。'}",
        ),
    )
    if target.area == "leader":
        damage = 2 if "double_attack" in attacker.keywords else 1
        damage_processing(res, defender, damage, attacker)
    else:
        ko(res, [target], Ctx(s.turn_player, attacker, ("7",), attacker.id), battle=True)


# ---- damage processing and [Trigger] (4-6-1, 8-6-2, 8-6-2-1, 10-1-5) ------------------------------


def damage_processing(res: Resolution, player: str, amount: int, attacker: Card) -> None:
    s = res.state
    aja, aen = attacker.label()
    double = amount == 2 and "double_attack" in attacker.keywords
    res.damage = {"player": player, "left": amount}
    res.emit(
        "damage-processing",
        ["4-6-1"] + (["10-1-2"] if double else []),
        Text(
            en=f"Damage processing: {player}'s Leader takes {amount} damage"
            + (f" ({aen} has {KEYWORDS['double_attack'][1]})." if double else "."),
            ja=f"ダメージ処理：{player}のリーダーは{amount}ダメージを受けます"
            + (f"（{aja}は{KEYWORDS['double_attack'][0]}）。" if double else "。"),
        ),
    )
    waiting_before = len(res.pending)
    for n in range(amount):
        life = s.zones[f"{player}.life"]
        if not life:
            s.defeated[player] = "life"
            res.emit(
                "leader-damaged",
                ["1-2-1-1-1", "4-6-1"],
                Text(
                    en=f"{player} has 0 Life cards and their Leader takes damage.",
                    ja=f"{player}のライフが0枚の状態で、リーダーがダメージを受けます。",
                ),
            )
            res.rule_processing()
        card = s.cards[life[0]]
        cja, cen = card.label()
        res.damage = {"player": player, "left": amount - n - 1}
        triggers = [(i, a, ok) for i, a, ok in card.all_abilities() if a.timing == "trigger"]
        if "banish" in attacker.keywords:
            s.move(card, f"{player}.trash")
            res.emit(
                "banish",
                ["10-1-3", "4-6-1"],
                Text(
                    en=f"{aen} has [Banish]: the Life card {cen} goes to the trash, and its [Trigger] "
                    "cannot activate.",
                    ja=f"{aja}は【バニッシュ】を持つので、ライフの{cja}はトラッシュに置かれ、【トリガー】は発動できません。",
                ),
            )
        elif triggers:
            index, ability, active = triggers[0]
            d = res.decide(
                f"trigger-{card.id}",
                player,
                ["trigger", "hand"],
                f"{cen} has a [Trigger]",
                prompt=Text(ja=f"{cja}の【トリガー】を発動しますか？", en=f"Activate {cen}'s [Trigger]?"),
                labels={
                    "trigger": Text(ja="【トリガー】を発動する", en="activate the [Trigger]"),
                    "hand": Text(ja="手札に加える", en="add it to the hand"),
                },
            )
            if d.chosen == "trigger":
                s.move(card, f"{player}.no_area")
                res.emit(
                    "trigger",
                    ["8-6-2-1", "10-1-5"],
                    Text(
                        en=f"{player} reveals the Life card {cen} and activates its [Trigger] instead of "
                        "adding it to the hand: "
                        "damage processing is interrupted while it resolves.",
                        ja=f"{player}はライフの{cja}を公開し、手札に加える代わりに【トリガー】を発動します。"
                        "その解決の間、ダメージ処理は一時的に中断されます。",
                    ),
                    decision=d,
                )
                activate_effect(res, card, index, ability, player, ["10-1-5", "8-6-2-1"], active=active)
                if card.zone == f"{player}.no_area":
                    s.move(card, f"{player}.trash")
                res.emit(
                    "trigger-done",
                    ["10-1-5", "8-6-2-1"],
                    Text(
                        en=f"The [Trigger] has resolved: {cen} goes to the trash, and damage "
                        "processing resumes"
                        + (f" ({amount - n - 1} damage left)." if amount - n - 1 else "."),
                        ja=f"【トリガー】の解決が終わり、{cja}はトラッシュに置かれ、ダメージ処理を再開します"
                        + (f"（残り{amount - n - 1}ダメージ）。" if amount - n - 1 else "。"),
                    ),
                )
            else:
                s.move(card, f"{player}.hand")
                res.emit(
                    "life-to-hand",
                    ["4-6-1", "10-1-5"],
                    Text(
                        en=f"{player} does not activate the [Trigger]: {cen} is added to the hand.",
                        ja=f"{player}は【トリガー】を発動せず、{cja}を手札に加えます。",
                    ),
                    decision=d,
                )
        else:
            s.move(card, f"{player}.hand")
            res.emit(
                "life-to-hand",
                ["4-6-1"],
                Text(
                    en=f"The top Life card{', ' + cen + ',' if card.name else ''} is added to "
                    f"{player}'s hand.",
                    ja=f"ライフの一番上のカード{'、' + cja if card.name else ''}を{player}の手札に加えます。",
                ),
            )
        res.rule_processing()
    res.damage = None
    if len(res.pending) > waiting_before:
        res.emit(
            "damage-over",
            ["8-6-2"],
            Text(
                en="All of the damage processing has resolved: the effects whose timing was met during it "
                "activate now.",
                ja="ダメージ処理がすべて解決されたので、その間にタイミングを満たした効果をここで発動し解決します。",
            ),
        )
    else:
        res.emit(
            "damage-over", ["4-6-1"], Text(en="Damage processing is over.", ja="ダメージ処理が終わりました。")
        )


# ---- the end of the turn (chapter 6, 10-2-7, 10-2-8) -------------------------------------------------


def end_turn(res: Resolution, action: Action) -> None:
    s = res.state
    tp = s.turn_player
    np_ = s.opponent(tp)
    s.phase = "end"
    res.emit("end-phase", ["6"], Text(en=f"{tp}'s End Phase.", ja=f"{tp}のエンドフェイズ。"))
    for player, timing in ((tp, "end_of_your_turn"), (np_, "end_of_opponents_turn")):
        for card in s.field_cards(player):
            for index, ability, active in card.all_abilities():
                if active and ability.timing == timing:
                    res.trigger(card, index, timing)
    res.flush()
    for card in s.cards.values():
        card.power_mods = []
    s.turn += 1
    s.turn_player = np_
    s.phase = "main"
    p = s.players[np_]
    for card in s.field_cards(np_):
        p.rested_don += card.given_don
        card.given_don = 0
        card.rested = False
    p.active_don += p.rested_don
    p.rested_don = 0
    res.emit(
        "refresh",
        ["6"],
        Text(
            en=f"Turn {s.turn}, {np_}'s turn. Refresh Phase: {np_}'s DON!! return to the cost area and "
            "everything is set active.",
            ja=f"{s.turn}ターン目、{np_}のターン。リフレッシュフェイズ：{np_}のドン!!はコストエリアに戻り、すべてアクティブになります。",
        ),
    )
    deck = s.zones[f"{np_}.deck"]
    if deck:
        drawn = s.cards[deck[0]]
        s.move(drawn, f"{np_}.hand")
        dja, den = drawn.label() if drawn.name else ("カードを1枚", "a card")
        res.emit(
            "draw-phase",
            ["6"],
            Text(
                en=f"Draw Phase: {np_} draws {den}.",
                ja=f"ドローフェイズ：{np_}は{dja}引きます。"
                if not drawn.name
                else f"ドローフェイズ：{np_}は{dja}を引きます。",
            ),
        )
        res.rule_processing()
    added = min(2, p.don_deck)
    p.don_deck -= added
    p.active_don += added
    res.emit(
        "don-phase",
        ["6", "3-9"],
        Text(
            en=f"DON!! Phase: {np_} puts {added} DON!! from the DON!! deck into the cost area. Main Phase.",
            ja=f"ドン!!フェイズ：{np_}はドン!!デッキからドン!!{added}枚をコストエリアに置きます。メインフェイズへ。",
        ),
    )
