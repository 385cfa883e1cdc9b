"""The gate: resolving the item placed last (9-2a), and performing effects.

Resolving a destroy process is 12-4c; a defeat process 12-2d; a ruler damage process 13-5 (modeled,
see the out-of-source note); a damage execution process 13-2a; a played card or auto ability
performs its effects in order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.text import Text
from . import words
from .effects import Effect
from .model import Card, GateItem, Ref, is_field, zone_player
from .rule_effects import defeat_conditions, destroy_conditions

if TYPE_CHECKING:
    from .resolution import Resolution


def resolve_top(res: Resolution) -> None:
    item = res.state.gate[-1]
    if item.kind == "destroy-process":
        resolve_destroy(res, item)
    elif item.kind == "defeat-process":
        resolve_defeat(res, item)
    elif item.kind == "ruler-damage-process":
        resolve_ruler_damage(res, item)
    elif item.kind == "damage-execution-process":
        resolve_damage_execution(res, item)
    else:
        resolve_played(res, item)
    res.after_moves()


def _remove(res: Resolution, item: GateItem) -> None:
    res.state.gate = [g for g in res.state.gate if g.uid != item.uid]


def resolve_destroy(res: Resolution, item: GateItem) -> None:
    """12-4c: on resolution, a rule destroy drops units that no longer meet 12-4a-1/12-4a-2 (12-4c-1);
    then every card still associated goes to its owner's graveyard (12-4c-2)."""
    state = res.state
    cards = [c for ref in item.cards if (c := state.card_by_ref(ref)) is not None]
    gone = len(item.cards) - len(cards)
    if item.reason == "rule":
        bonuses = state.hp_bonuses()
        keep = [c for c in cards if c.is_unit and is_field(c.zone) and destroy_conditions(res, c, bonuses)]
        kept = {id(c) for c in keep}
        lost = [c for c in cards if id(c) not in kept]
        if lost:
            ja, en = words.names(lost)
            newer = GateItem(item.uid, item.kind, reason=item.reason, cards=tuple(c.ref for c in keep))
            state.gate[-1] = newer
            item = newer
            res.emit(
                "association-lost",
                ["12-4c", "12-4c-1", "9-2a"],
                Text(
                    en=f"The rule destroy process resolves. {en} no longer "
                    f"{'meets' if len(lost) == 1 else 'meet'} 12-4a-1 or 12-4a-2 now, so "
                    f"{'it loses its' if len(lost) == 1 else 'they lose their'} association with the process "
                    "(12-4c-1) "
                    "and will not be put into the graveyard.",
                    ja=f"ルールによる破壊処理が解決されます。{ja}はこの時点で12-4a-1も12-4a-2も満たしていないので、"
                    "その関連付けを失い（12-4c-1）、墓地には置かれません。",
                ),
            )
            cards = keep
    gone_en = (
        f" {words.count_en(gone, 'associated card')} had already moved away and became new cards (3-2d): "
        "they are no "
        "longer associated."
        if gone
        else ""
    )
    gone_ja = (
        f"関連付けられていたカードのうち{gone}枚はすでに移動して新しいカードになっているため（3-2d）、関連付けはありません。"
        if gone
        else ""
    )
    for card in cards:
        res.move_card(card, f"{card.owner}.graveyard")
    _remove(res, item)
    ja, en = words.names(cards)
    reason_en = "destroyed by rule" if item.reason == "rule" else "destroyed by an effect"
    reason_ja = "ルールによる破壊" if item.reason == "rule" else "効果による破壊"
    cites = ["12-4c", "12-4c-2", "9-2a"] + (["3-2d"] if gone else [])
    if cards:
        one = len(cards) == 1
        en_body = (
            f"{en} {'goes' if one else 'go'} to {'its' if one else 'their'} owner's graveyard (12-4c-2)."
        )
        ja_body = f"{ja}をそれぞれの所有者の墓地に置きます（12-4c-2）。"
    else:
        en_body = "No card is associated with it any more, so nothing goes to the graveyard (12-4c-2)."
        ja_body = "関連付けられたカードがもうないので、墓地に置くカードはありません（12-4c-2）。"
    res.emit(
        "destroy-process-resolved",
        cites,
        Text(
            en=f"The destroy process ({reason_en}) resolves (12-4c).{gone_en} {en_body}",
            ja=f"破壊処理（{reason_ja}）が解決されます（12-4c）。{gone_ja}{ja_body}",
        ),
    )


def resolve_defeat(res: Resolution, item: GateItem) -> None:
    """12-2d, 12-2d-1: a player associated with it who meets a defeat condition now loses the game."""
    state = res.state
    losers, saved = [], []
    for player in item.players:
        if state.players[player].status != "playing":
            continue
        (losers if defeat_conditions(res, player) else saved).append(player)
    for player in losers:
        state.players[player].status = "lost"
        state.dirty_players.add(player)
    _remove(res, item)
    parts_en, parts_ja = [], []
    if losers:
        parts_en.append(
            f"{' and '.join(losers)} still {'meets' if len(losers) == 1 else 'meet'} a defeat condition "
            f"and {'loses' if len(losers) == 1 else 'lose'} the game (12-2d-1); a defeated player leaves "
            "the game (1-4)."
        )
        parts_ja.append(
            f"{'と'.join(losers)}はこの時点で敗北条件を満たしているので、ゲームに敗北します（12-2d-1）。"
            "敗北したプレイヤーはゲームから離れます（1-4）。"
        )
    if saved:
        parts_en.append(
            f"{' and '.join(saved)} no longer {'meets' if len(saved) == 1 else 'meet'} any defeat "
            "condition now, so does not lose (12-2d-1)."
        )
        parts_ja.append(
            f"{'と'.join(saved)}はこの時点で敗北条件を満たしていないので、敗北しません（12-2d-1）。"
        )
    res.emit(
        "defeat-process-resolved",
        ["12-2d", "12-2d-1", "9-2a"] + (["1-4"] if losers else []),
        Text(
            en="The defeat process resolves (12-2d). " + " ".join(parts_en),
            ja="敗北処理が解決されます（12-2d）。" + "".join(parts_ja),
        ),
    )


def resolve_ruler_damage(res: Resolution, item: GateItem) -> None:
    """13-5 (modeled): that many cards from the top of the deck to the damage zone, one at a time, face up;
    then the ruler's damage is 0. Nobody can respond to it, so it resolves at once (9-3d)."""
    state = res.state
    player = item.players[0]
    ruler = state.ruler_of(player)
    amount = ruler.damage
    moved = 0
    for _ in range(amount):
        deck = state.zones[f"{player}.deck"]
        if not deck:
            break
        res.move_card(state.cards[deck[0]], f"{player}.damage_zone")
        moved += 1
    ruler.damage = 0
    state.touch(ruler)
    _remove(res, item)
    short_en = f" The deck ran out after {words.count_en(moved, 'card')}." if moved < amount else ""
    short_ja = f"デッキが{moved}枚で尽きました。" if moved < amount else ""
    res.emit(
        "ruler-damage-process-resolved",
        ["13-5", "9-3d"],
        Text(
            en="Nobody can respond to a ruler damage process, so it resolves at once (9-3d). "
            f"Player {player} moves {words.count_en(moved, 'card')} from the top of the deck to the "
            "damage zone, "
            "one at a time, "
            "face up; then the "
            f"ruler's damage is 0 (13-5, as modeled here).{short_en}",
            ja=f"ルーラーダメージ処理には誰も対応できないので、すぐに解決されます（9-3d）。プレイヤー{player}は"
            f"デッキの上から{moved}枚を1枚ずつ表向きでダメージゾーンに置き、ルーラーのダメージは0になります（13-5、このサイトのモデル）。"
            + short_ja,
        ),
    )


def resolve_damage_execution(res: Resolution, item: GateItem) -> None:
    """13-2a: the damage is dealt. Damage stays on a unit; its HP is not reduced (2-11b)."""
    state = res.state
    hit = [c for ref in item.cards if (c := state.card_by_ref(ref)) is not None and _can_take_damage(c)]
    for card in hit:
        card.damage += item.amount
        state.touch(card)
    _remove(res, item)
    units = [c for c in hit if not c.is_ruler]
    rulers = [c for c in hit if c.is_ruler]
    parts_en, parts_ja, cites = [], [], ["13-2a"]
    if units:
        ja, en = words.names(units)
        parts_en.append(
            f"{en} {'takes' if len(units) == 1 else 'take'} {item.amount} damage. Damage stays on a unit "
            "and adds up; it does not lower its HP (2-11b)."
        )
        parts_ja.append(
            f"{ja}に{item.amount}ダメージを与えます。ダメージはユニットに蓄積し、HPは減りません（2-11b）。"
        )
        cites.append("2-11b")
    if rulers:
        ja, en = words.names(rulers)
        parts_en.append(
            f"the ruler {en} {'takes' if len(rulers) == 1 else 'take'} {item.amount} damage. A ruler has "
            "life, not HP: a ruler with damage makes the rules carry out a ruler damage process (12-3a)."
        )
        parts_ja.append(
            f"ルーラー{ja}に{item.amount}ダメージを与えます。ルーラーにはHPではなくライフがあり、"
            "ダメージを負ったルーラーについてはルーラーダメージ処理が実行されます（12-3a）。"
        )
        cites.append("12-3a")
    if not hit:
        parts_en.append("No card it names can take damage now.")
        parts_ja.append("ダメージを受けられるカードがありません。")
    res.emit(
        "damage-dealt",
        [*cites, "9-2a"],
        Text(
            en="The damage execution process resolves: " + " ".join(parts_en),
            ja="ダメージ実行処理が解決されます。" + "".join(parts_ja),
        ),
    )


def recover_player(res: Resolution, player: str, amount: int) -> None:
    """A player recovers N (chapter 13; its text is not in our source): the engine's model takes the N
    cards placed last in the damage zone to the owner's graveyard."""
    state = res.state
    zone = state.zones[f"{player}.damage_zone"]
    taken = [state.cards[i] for i in reversed(zone[-amount:])] if amount else []
    for card in taken:
        res.move_card(card, f"{card.owner}.graveyard")
    short_en = (
        f" Only {len(taken)} {'was' if len(taken) == 1 else 'were'} there." if len(taken) < amount else ""
    )
    short_ja = f"ダメージゾーンには{len(taken)}枚しかありませんでした。" if len(taken) < amount else ""
    res.emit(
        "player-recovered",
        ["13"],
        Text(
            en=f"Player {player} recovers {amount}: the {words.count_en(len(taken), 'card')} placed last in "
            f"{player}'s damage zone go to the graveyard (chapter 13, as the engine models it).{short_en}",
            ja=f"プレイヤー{player}は{amount}回復します。{player}のダメージゾーンに最も後に置かれたカード{len(taken)}枚を"
            f"墓地に置きます（第13章、このエンジンのモデル）。{short_ja}",
        ),
    )


def _can_take_damage(card: Card) -> bool:
    return card.is_ruler and card.zone.endswith(".ruler") or card.is_unit and is_field(card.zone)


# ---- played cards and abilities ---------------------------------------------------------------


def bind(
    res: Resolution, effects: tuple[Effect, ...], source: Ref | None, that: Ref | None, *, where: str = ""
) -> tuple[Ref, ...]:
    """The cards an effect names, as they are now (a later new card is not them, 3-2d)."""
    refs: list[Ref] = []
    for effect in effects:
        for name in effect.card_names():
            if name == "self" and source:
                refs.append(source)
            elif name == "that" and that:
                refs.append(that)
            elif name in res.state.cards:
                refs.append(res.state.cards[name].ref)
    return tuple(dict.fromkeys(refs))


def _lookup(res: Resolution, item: GateItem, name: str) -> Card | None:
    """The card ``name`` means for this item, or None if it has become a new card since."""
    if name == "self":
        return res.state.card_by_ref(item.source) if item.source else None
    if name == "that":
        return res.state.card_by_ref(item.event_card) if item.event_card else None
    card = res.state.cards.get(name)
    if card is None:
        return None
    for ref in item.bindings:
        if ref[0] == name:
            return card if card.incarnation == ref[1] else None
    return card


def resolve_played(res: Resolution, item: GateItem) -> None:
    if item.kind == "ability" and item.source is not None:
        ja, en = res.trigger_label_of(item)
        res.emit(
            "resolve-ability",
            ["14-1a-2", "9-2a"] + (["12-6a-1"] if item.soul else []),
            Text(en=f"The top of the gate resolves: {en}.", ja=f"ゲートの一番上が解決されます：{ja}。"),
        )
    else:
        name = item.name or {"ja": "カード", "en": "the card"}
        res.emit(
            "resolve-card",
            ["9-2a"],
            Text(
                en=f"The top of the gate, {name['en']} played by {item.by}, resolves.",
                ja=f"ゲートの一番上にある、{item.by}がプレイした{name['ja']}が解決されます。",
            ),
        )
    for effect in item.effects:
        perform(res, item, effect)
    _remove(res, item)


def perform(res: Resolution, item: GateItem, effect: Effect) -> None:
    state = res.state
    controller = item.by or state.turn_player
    k = effect.kind

    def cards_named(names: tuple[str, ...], need_field: bool = True) -> tuple[list[Card], list[str]]:
        found, missing = [], []
        for name in names:
            card = _lookup(res, item, name)
            if card is None or (need_field and not is_field(card.zone) and not card.zone.endswith(".ruler")):
                missing.append(name)
            else:
                found.append(card)
        return found, missing

    def missing_text(missing: list[str]) -> tuple[str, str]:
        if not missing:
            return "", ""
        return (
            f"（{'、'.join(missing)}はもう場にないか、新しいカードになっているので対象になりません、3-2d）",
            f" ({', '.join(missing)} is no longer there as the same card, so it is not affected, 3-2d.)",
        )

    if k == "destroy":
        cards, missing = cards_named(effect.cards)
        mja, men = missing_text(missing)
        if not cards:
            res.emit(
                "effect-fizzles",
                ["12-4b-2a", "3-2d"],
                Text(en="There is nothing to destroy." + men, ja="破壊するカードがありません。" + mja),
            )
            return
        process = GateItem(
            res.new_uid(), "destroy-process", reason="effect", cards=tuple(c.ref for c in cards)
        )
        state.gate.append(process)
        ja, en = words.names(cards)
        res.emit(
            "destroy-process-placed",
            ["12-4b", "12-4b-1", "12-4b-2", "12-4b-2a"],
            Text(
                en=f"The effect destroys {en}: at once, a destroy process with the reason "
                "'destroyed by an effect', "
                f"associated with each card it names, is placed on top of the gate (12-4b-2a).{men}",
                ja=f"効果により{ja}を破壊します。この時点で、指定された各カードに関連付けられた、効果による破壊処理が"
                f"ゲートの一番上に置かれます（12-4b-2a）。{mja}",
            ),
        )
        res.destroyed_event(process)
    elif k == "deal_damage":
        cards, missing = cards_named(effect.cards)
        mja, men = missing_text(missing)
        if not cards:
            res.emit(
                "effect-fizzles",
                ["13-2a", "3-2d"],
                Text(
                    en="There is nothing to deal damage to." + men,
                    ja="ダメージを与える対象がありません。" + mja,
                ),
            )
            return
        process = GateItem(
            res.new_uid(),
            "damage-execution-process",
            by=controller,
            cards=tuple(c.ref for c in cards),
            amount=effect.amount,
        )
        state.gate.append(process)
        ja, en = words.names(cards)
        res.emit(
            "damage-execution-process-placed",
            ["13-2a", "13-2a-1"] + (["13-2a-3"] if len(cards) > 1 else []),
            Text(
                en=f"The effect deals {effect.amount} damage to {en}: a damage execution process "
                "recording the "
                "targets, "
                f"the amount and the source is placed on top of the gate (13-2a).{men}",
                ja=f"効果により{ja}に{effect.amount}ダメージを与えます。対象、数値、発生源を記録したダメージ実行処理が"
                f"ゲートの一番上に置かれます（13-2a）。{mja}",
            ),
        )
    elif k == "recover" and effect.player is not None:
        recover_player(res, effect.player, effect.amount)
    elif k == "recover":
        cards, missing = cards_named(effect.cards)
        mja, men = missing_text(missing)
        for card in cards:
            card.damage = max(0, card.damage - effect.amount)
            state.touch(card)
        ja, en = words.names(cards)
        res.emit(
            "recovered",
            ["13", "2-11b"],
            Text(
                en=f"{en} {'recovers' if len(cards) == 1 else 'recover'} {effect.amount} damage: "
                "the damage on "
                f"{'it' if len(cards) == 1 else 'them'} goes down (chapter 13, recovery).{men}",
                ja=f"{ja}はダメージを{effect.amount}回復します（第13章、回復）。{mja}",
            ),
        )
    elif k == "change_hp":
        cards, missing = cards_named(effect.cards)
        mja, men = missing_text(missing)
        for card in cards:
            card.hp_change += effect.amount
            state.touch(card)
        ja, en = words.names(cards)
        sign = f"+{effect.amount}" if effect.amount >= 0 else str(effect.amount)
        res.emit(
            "hp-changed",
            ["2-11", "14-1b"],
            Text(
                en=f"{en} gets {sign} HP (an effect, 14-1b).{men}",
                ja=f"{ja}のHPが{sign}されます（効果、14-1b）。{mja}",
            ),
        )
    elif k in ("move", "leave_field"):
        need_field = k == "leave_field"
        cards, missing = cards_named(effect.cards, need_field=need_field)
        mja, men = missing_text(missing)
        placed = state.tick()
        moved_to = []
        for card in cards:
            to = effect.to or "graveyard"
            if k == "leave_field":
                to = f"{card.owner}.{to}"
            moved_to.append(to)
            new_card = not (is_field(card.zone) and is_field(to))
            res.move_card(card, to, top=to.endswith(".deck"), placed=placed)
            del new_card
        ja, en = words.names(cards)
        dest_ja, dest_en = words.zone(moved_to[0]) if moved_to else ("", "")
        res.emit(
            "card-moved" if k == "move" else "left-field",
            ["3-2d"],
            Text(
                en=f"{en} {'moves' if len(cards) == 1 else 'move'} to {dest_en}"
                + (" at the same time" if len(cards) > 1 else "")
                + ". A card that changes area (other than within the field) becomes a new card and loses its "
                f"associations (3-2d).{men}",
                ja=f"{ja}を{dest_ja}に{'同時に' if len(cards) > 1 else ''}移動します。"
                "場の中以外で領域を移動したカードは新しいカードになり、"
                f"関連付けを失います（3-2d）。{mja}",
            ),
        )
    elif k == "put_into_soul":
        cards, _ = cards_named(effect.cards, need_field=False)
        hosts, missing = cards_named(effect.of)
        mja, men = missing_text(missing)
        if not cards or not hosts:
            res.emit(
                "effect-fizzles",
                ["3-2d"],
                Text(en="Nothing is put into a soul." + men, ja="ソウルに置くものはありません。" + mja),
            )
            return
        card = cards[0]
        host_player = zone_player(hosts[0].zone)
        res.move_card(card, f"{host_player}.soul")
        seq = state.tick()
        card.attached = [(h.id, h.incarnation, seq) for h in hosts]
        state.touch(card)
        res.souls_changed()
        ja, en = card.label()
        hja, hen = words.names(hosts)
        res.emit(
            "put-into-soul",
            ["3-2d"],
            Text(
                en=f"{en} is put into the soul area, attached to {hen} (it is a new card there, 3-2d).{men}",
                ja=f"{ja}をソウル置場に置き、{hja}に関連付けます（新しいカードになります、3-2d）。{mja}",
            ),
        )
    elif k == "take_soul":
        souls = [c for ref in item.soul if (c := state.card_by_ref(ref)) is not None]
        for card in souls:
            to = effect.to or "hand"
            res.move_card(card, f"{card.owner}.{to}", top=to == "deck")
        ja, en = words.names(souls)
        res.emit(
            "soul-taken",
            ["12-6a-1", "3-2d"],
            Text(
                en=f"The ability refers to the soul its card had: {en} "
                f"{'goes' if len(souls) == 1 else 'go'} to the "
                f"owner's {effect.to}. This is why the soul stayed in the soul area until now (12-6a-1).",
                ja=f"この能力はそのカードのソウルを参照します：{ja}を所有者の"
                f"{'手札' if effect.to == 'hand' else effect.to}に置きます。"
                "そのため、ソウルは今までソウル置場に残っていました（12-6a-1）。",
            ),
        )
    elif k == "choose_one":
        keys = [o.key for o in effect.options]
        decision = res.decide(
            f"choose-{item.uid}",
            controller,
            keys,
            "which option of the effect to perform",
            prompt=Text(ja="効果の選択肢を1つ選んでください", en="Choose one option of the effect"),
            labels={o.key: Text(**o.text) for o in effect.options},
        )
        option = next(o for o in effect.options if o.key == decision.chosen)
        res.emit(
            "choice",
            ["14-1b"],
            Text(
                en=f"{controller} chooses one option of the effect (a direct effect, 14-1b): "
                f"“{option.text['en']}”.",
                ja=f"{controller}は効果の選択肢を1つ選びます（直接効果、14-1b）：「{option.text['ja']}」。",
            ),
            decision=decision,
        )
        for sub in option.effects:
            perform(res, item, sub)
