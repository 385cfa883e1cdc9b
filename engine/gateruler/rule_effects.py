"""Chapter 12, rule effects: checked together at each system processing, performed together (12-1b).

Each function below cites the item it implements. :func:`check` finds every rule effect that
applies *before* any is performed (12-1b); :func:`perform` then performs them, destroy before
defeat (12-1b-1).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..core.text import Text
from . import words
from .model import SINGLE_CARD_ZONES, Card, GateItem, zone_kind, zone_player

if TYPE_CHECKING:
    from .resolution import Resolution


@dataclass
class Applicable:
    """The rule effects that apply at one moment."""

    destroy: list[tuple[Card, list[str]]] = field(default_factory=list)  # unit, conditions met
    defeat: list[tuple[str, list[str]]] = field(default_factory=list)  # player, conditions met
    ruler_damage: list[str] = field(default_factory=list)
    duplicates: list[str] = field(default_factory=list)  # zone keys
    illegal_soul: list[Card] = field(default_factory=list)
    multi_soul: list[Card] = field(default_factory=list)
    # Explanations only, each given once: conditions met but not applied.
    not_again_destroy: list[tuple[Card, GateItem]] = field(default_factory=list)
    not_again_defeat: list[tuple[str, GateItem]] = field(default_factory=list)
    soul_exempt: list[Card] = field(default_factory=list)

    def kinds(self) -> list[str]:
        out = []
        for name in ("destroy", "defeat", "ruler_damage", "duplicates", "illegal_soul", "multi_soul"):
            if getattr(self, name):
                out.append(name)
        return out


def destroy_conditions(res: Resolution, unit: Card, bonuses: dict[str, int]) -> list[str]:
    """12-4a-1: damage ≥ HP; 12-4a-2: HP ≤ 0. Returns the numbers of the conditions met."""
    hp = res.state.current_hp(unit, bonuses)
    met = []
    if unit.damage >= hp:
        met.append("12-4a-1")
    if hp <= 0:
        met.append("12-4a-2")
    return met


def defeat_conditions(res: Resolution, player: str) -> list[str]:
    """12-2a-1: damage zone count ≥ the ruler's life; 12-2a-2: no card in the deck."""
    state = res.state
    met = []
    ruler = state.ruler_of(player)
    assert ruler.life is not None
    if len(state.zones[f"{player}.damage_zone"]) >= ruler.life:
        met.append("12-2a-1")
    if not state.zones[f"{player}.deck"]:
        met.append("12-2a-2")
    return met


def check(res: Resolution) -> Applicable:
    state = res.state
    found = Applicable()
    bonuses = state.hp_bonuses()
    # 12-4a-3: a unit already associated with a *rule* destroy process on the gate does not meet
    # the conditions.
    in_rule_process: dict[tuple[str, int], GateItem] = {}
    defeat_on_gate: dict[str, GateItem] = {}
    ruler_damage_on_gate: set[str] = set()
    for item in state.gate:
        if item.kind == "destroy-process" and item.reason == "rule":
            for ref in item.cards:
                in_rule_process[ref] = item
        elif item.kind == "defeat-process":
            for p in item.players:
                defeat_on_gate[p] = item
        elif item.kind == "ruler-damage-process":
            ruler_damage_on_gate.update(item.players)
    exempt = res.soul_exempt()
    for key, ids in state.zones.items():
        kind = zone_kind(key)
        if kind in ("attack_zone", "defense_zone", "set_zone", "field_zone"):
            for card_id in ids:
                card = state.cards[card_id]
                if not card.is_unit:
                    continue
                met = destroy_conditions(res, card, bonuses)
                if not met:
                    continue
                process = in_rule_process.get(card.ref)
                if process is not None:
                    # 12-4a-3 stops a second process: said at the first check that finds it (processes
                    # given in the board's gate included), and again whenever the damage or HP changes.
                    now = (card.damage, res.state.current_hp(card, bonuses))
                    if res.seen_destroy.get((card.ref, process.uid)) != (now, True):
                        res.seen_destroy[(card.ref, process.uid)] = (now, True)
                        found.not_again_destroy.append((card, process))
                else:
                    found.destroy.append((card, met))
            # 12-5a: several cards in one attack, defense or set zone.
            if kind in SINGLE_CARD_ZONES and len(ids) > 1:
                found.duplicates.append(key)
        elif kind == "soul":
            for card_id in ids:
                card = state.cards[card_id]
                live = [
                    a
                    for a in card.attached
                    if (t := state.cards.get(a[0])) and t.incarnation == a[1] and _on_field(t.zone)
                ]
                if not live:
                    if card.ref in exempt:
                        if (card.ref, "12-6a-1") not in res.noted:
                            found.soul_exempt.append(card)
                    else:
                        found.illegal_soul.append(card)
                elif len(live) > 1:
                    found.multi_soul.append(card)
    for player in state.active_players():
        met = defeat_conditions(res, player)
        if met:
            process = defeat_on_gate.get(player)
            if process is None:
                found.defeat.append((player, met))
            else:
                # 12-2c stops a second process: said at the first check that finds it (processes given
                # in the board's gate included), and again whenever the damage zone or deck changes.
                now = _defeat_counts(res, player)
                if res.seen_defeat.get((player, process.uid)) != (now, True):
                    res.seen_defeat[(player, process.uid)] = (now, True)
                    found.not_again_defeat.append((player, process))
        if state.ruler_of(player).damage >= 1 and player not in ruler_damage_on_gate:
            found.ruler_damage.append(player)
    return found


def _defeat_counts(res: Resolution, player: str) -> tuple[int, int]:
    return len(res.state.zones[f"{player}.damage_zone"]), len(res.state.zones[f"{player}.deck"])


def _on_field(key: str) -> bool:
    return zone_kind(key) in ("attack_zone", "defense_zone", "set_zone", "field_zone")


def explain_unapplied(res: Resolution, found: Applicable) -> None:
    """Steps that explain why a condition that is met does nothing now (each said once)."""
    bonuses = res.state.hp_bonuses()
    for card, _process in found.not_again_destroy:
        ja, en = card.label()
        hp = res.state.current_hp(card, bonuses)
        if hp <= 0:
            would_en, would_ja = f"its HP is {hp} (12-4a-2)", f"HPが{hp}で（12-4a-2）"
        else:
            would_en = f"its damage ({card.damage}) is at least its HP ({hp}) (12-4a-1)"
            would_ja = f"ダメージ{card.damage}がHP{hp}以上で（12-4a-1）"
        res.emit(
            "no-second-destroy-process",
            ["12-4a-3"],
            Text(
                en=f"{en} would meet a destroy condition — {would_en} — but a rule destroy process "
                "associated "
                f"with it is already on the gate. So it does not meet the destroy condition "
                "(12-4a-3), and no second process is placed.",
                ja=f"{ja}は{would_ja}破壊条件を満たすはずですが、それに関連付けられたルールによる破壊処理が"
                "すでにゲート上にあるため、破壊条件を満たしません（12-4a-3）。2つ目の破壊処理は置かれません。",
            ),
        )
    for player, _process in found.not_again_defeat:
        res.emit(
            "no-second-defeat-process",
            ["12-2c"],
            Text(
                en=f"Player {player} still meets a defeat condition, but a defeat process associated with "
                f"{player} is already on the gate, so no other one is placed (12-2c).",
                ja=f"プレイヤー{player}は敗北条件を満たしていますが、{player}に関連付けられた敗北処理が"
                "すでにゲート上にあるため、新たな敗北処理は置かれません（12-2c）。",
            ),
        )
    for card in found.soul_exempt:
        res.noted.add((card.ref, "12-6a-1"))
        ja, en = card.label()
        res.emit(
            "soul-kept-for-ability",
            ["12-6a-1", "12-6a"],
            Text(
                en=f"{en} is in the soul area attached to no card, but an auto ability triggered by its card "
                "leaving the field refers to this soul: until that ability leaves the gate (or will not be "
                "played), the illegal-soul rule effect does not apply and the soul stays (12-6a-1).",
                ja=f"{ja}はどのカードにも関連付けられていないソウルですが、そのカードが場を離れたことで誘発した自動能力が"
                "このソウルを参照しています。その自動能力がプレイされ解決等でゲートから取り除かれるか、"
                "プレイされないことになるまで、このルールエフェクトは適用されず、"
                "ソウルはソウル置場に残ります（12-6a-1）。",
            ),
        )


def perform(res: Resolution, found: Applicable) -> None:
    """12-1b: perform every applicable rule effect together; 12-1b-1: destroy before defeat."""
    kinds = found.kinds()
    count = (
        len(found.defeat and [1])
        + len(found.ruler_damage)
        + len(found.duplicates)
        + len(found.illegal_soul)
        + len(found.multi_soul)
        + (1 if found.destroy else 0)
    )
    if count > 1:
        cites = ["12-1", "12-1b"]
        ja_parts, en_parts = [], []
        names = {
            "destroy": ("破壊ルールエフェクト（12-4）", "the destroy rule effect (12-4)"),
            "defeat": ("敗北ルールエフェクト（12-2）", "the defeat rule effect (12-2)"),
            "ruler_damage": ("ルーラーダメージエフェクト（12-3）", "the ruler damage effect (12-3)"),
            "duplicates": ("重複カードエフェクト（12-5）", "the duplicate card effect (12-5)"),
            "illegal_soul": ("不正ソウルルールエフェクト（12-6a）", "the illegal soul rule effect (12-6a)"),
            "multi_soul": ("不正ソウルルールエフェクト（12-6b）", "the illegal soul rule effect (12-6b)"),
        }
        times = {
            "ruler_damage": len(found.ruler_damage),
            "duplicates": len(found.duplicates),
            "illegal_soul": len(found.illegal_soul),
            "multi_soul": len(found.multi_soul),
        }
        what = {
            "ruler_damage": ("人のプレイヤー", "players"),
            "duplicates": ("つのゾーン", "zones"),
            "illegal_soul": ("枚のソウルのカード", "soul cards"),
            "multi_soul": ("枚のソウルのカード", "soul cards"),
        }
        for k in kinds:
            n = times.get(k, 1)
            # the same rule effect for several cards, zones or players says for how many
            ja_parts.append(names[k][0] + (f"（{n}{what[k][0]}について）" if n > 1 else ""))
            en_parts.append(names[k][1] + (f", for {n} {what[k][1]}" if n > 1 else ""))
        en = (
            f"Several rule effects apply at the same time: {' and '.join(en_parts)}. They are all performed "
            "together (12-1b), each based on the situation as it is now."
        )
        ja = (
            f"複数のルールエフェクトを同時に行います：{'、'.join(ja_parts)}。"
            "それらはすべて同時に実行されます（12-1b）。"
        )
        if found.destroy and found.defeat:
            cites.append("12-1b-1")
            en += " Destroy and defeat at once: the destroy rule effect is performed first (12-1b-1)."
            ja += "敗北と破壊が同時なので、破壊ルールエフェクトを先に実行します（12-1b-1）。"
        res.emit("rule-effects", cites, Text(en=en, ja=ja))
    if found.destroy:
        place_rule_destroy(res, found.destroy)
    if found.defeat:
        place_defeat(res, found.defeat, after_destroy=bool(found.destroy))
    for player in found.ruler_damage:
        place_ruler_damage(res, player)
    for key in found.duplicates:
        duplicate_cards(res, key)
    for card in found.illegal_soul:
        illegal_soul(res, card)
    for card in found.multi_soul:
        soul_latest_association(res, card)


def place_rule_destroy(res: Resolution, units: list[tuple[Card, list[str]]]) -> None:
    """12-4b-2b: one rule destroy process associated with every unit that meets a condition."""
    state = res.state
    item = GateItem(res.new_uid(), "destroy-process", reason="rule", cards=tuple(c.ref for c, _ in units))
    state.gate.append(item)
    bonuses = state.hp_bonuses()
    for card, _ in units:
        res.seen_destroy[(card.ref, item.uid)] = ((card.damage, state.current_hp(card, bonuses)), False)
    met_all = sorted({n for _, met in units for n in met})
    if len(units) == 1:
        card, met = units[0]
        hp = state.current_hp(card, bonuses)
        ja_name, en_name = card.label()
        if "12-4a-1" in met:
            why_en = (
                f"{en_name} has {card.damage} damage and {hp} HP: its damage is at least its HP (12-4a-1)"
            )
            why_ja = f"{ja_name}はダメージ{card.damage}、HP{hp}で、ダメージがHP以上です（12-4a-1）"
        else:
            why_en = f"{en_name} has {hp} HP: its HP is 0 or less (12-4a-2)"
            why_ja = f"{ja_name}のHPは{hp}で、0以下です（12-4a-2）"
        if "12-4a-1" in met and "12-4a-2" in met:
            why_en += ", and its HP is 0 or less (12-4a-2)"
            why_ja += "。HPも0以下です（12-4a-2）"
    else:
        ja_names, en_names = words.names(c for c, _ in units)
        why_en = f"{len(units)} units meet a destroy condition ({', '.join(met_all)}): {en_names}"
        why_ja = f"{len(units)}体のユニットが破壊条件（{'、'.join(met_all)}）を満たしています：{ja_names}"
    res.emit(
        "destroy-process-placed",
        ["12-4", "12-4a", *met_all, "12-4b", "12-4b-1", "12-4b-2", "12-4b-2b"],
        Text(
            en=f"{why_en}. So one destroy process, with the reason 'destroyed by rule', associated with "
            f"{'it' if len(units) == 1 else 'each of them'}, is placed on top of the gate (12-4b-2b).",
            ja=f"{why_ja}。そのため、{'それ' if len(units) == 1 else 'それらの各ユニット'}に関連付けられた、"
            f"ルールによる破壊の破壊処理1つがゲートの一番上に置かれます（12-4b-2b）。",
        ),
    )
    res.destroyed_event(item)


def place_defeat(res: Resolution, players: list[tuple[str, list[str]]], *, after_destroy: bool) -> None:
    """12-2c, 12-2c-1: one defeat process associated with every player who meets a condition now."""
    ids = [p for p, _ in players]
    item = GateItem(res.new_uid(), "defeat-process", players=tuple(ids))
    res.state.gate.append(item)
    for player in ids:
        res.seen_defeat[(player, item.uid)] = (_defeat_counts(res, player), False)
    met_all = sorted({n for _, met in players for n in met})
    parts_en, parts_ja = [], []
    for player, met in players:
        for number in met:
            if number == "12-2a-1":
                ruler = res.state.ruler_of(player)
                count = len(res.state.zones[f"{player}.damage_zone"])
                parts_en.append(
                    f"{player} has {count} cards in the damage zone and the ruler's life is "
                    f"{ruler.life} (12-2a-1)"
                )
                parts_ja.append(
                    f"{player}のダメージゾーンは{count}枚、ルーラーのライフは{ruler.life}です（12-2a-1）"
                )
            else:
                parts_en.append(f"{player} has no card in the deck (12-2a-2)")
                parts_ja.append(f"{player}のデッキにカードがありません（12-2a-2）")
    cites = ["12-2", "12-2a", *met_all, "12-2b", "12-2b-1", "12-2c"]
    if len(ids) > 1:
        cites.append("12-2c-1")
        en_tail = (
            f"They meet a defeat condition at the same time, so one defeat process associated with "
            f"each of them ({' and '.join(ids)}) is placed on top of the gate (12-2c-1)."
        )
        ja_tail = (
            "同時に敗北条件を満たしているので、それぞれに同時に関連付けられた敗北処理1つが"
            "ゲートの一番上に置かれます（12-2c-1）。"
        )
    else:
        en_tail = (
            f"A player who meets a defeat condition does not lose at once: a defeat process associated with "
            f"{ids[0]} is placed on top of the gate (12-2c)."
        )
        ja_tail = (
            f"敗北条件を満たしてもすぐには負けません。{ids[0]}に関連付けられた敗北処理が"
            "ゲートの一番上に置かれます（12-2c）。"
        )
    if after_destroy:
        en_tail += " It goes on the gate after the destroy process (12-1b-1), so it will resolve before it."
        ja_tail += "破壊処理の後に置かれるので（12-1b-1）、先に解決されます。"
        cites.append("12-1b-1")
    res.emit(
        "defeat-process-placed",
        cites,
        Text(en="; ".join(parts_en) + ". " + en_tail, ja="。".join(parts_ja) + "。" + ja_tail),
    )


def place_ruler_damage(res: Resolution, player: str) -> None:
    """12-3a: a ruler with damage 1 or more → a ruler damage process (13-5), placed on the gate (13-5b)."""
    item = GateItem(res.new_uid(), "ruler-damage-process", players=(player,))
    res.state.gate.append(item)
    ruler = res.state.ruler_of(player)
    ja, en = ruler.label()
    res.emit(
        "ruler-damage-process-placed",
        ["12-3", "12-3a", "13-5", "13-5b"],
        Text(
            en=f"The ruler {en} has {ruler.damage} damage, so a ruler damage process (13-5) for "
            f"player {player} is "
            f"placed on top of the gate (12-3a).",
            ja=f"ルーラー{ja}はダメージ{ruler.damage}を負っているので、プレイヤー{player}のルーラーダメージ処理（13-5）が"
            "ゲートの一番上に置かれます（12-3a）。",
        ),
    )


def duplicate_cards(res: Resolution, key: str) -> None:
    """12-5a: the zone's player chooses one of the cards placed there last; the rest go to the graveyard."""
    state = res.state
    cards = [state.cards[i] for i in state.zones[key]]
    latest = max(c.placed for c in cards)
    candidates = [c for c in cards if c.placed == latest]
    player = zone_player(key)
    zja, zen = words.zone(key)
    decision = None
    if len(candidates) > 1:
        decision = res.decide(
            f"keep-{key.replace('.', '-')}",
            player,
            [c.id for c in candidates],
            f"12-5a: which card stays in {zen}",
            prompt=Text(
                ja=f"{zja}に残すカードを1枚選んでください", en=f"Choose the card that stays in {zen}"
            ),
            labels={c.id: Text(ja=c.label()[0], en=c.label()[1]) for c in candidates},
        )
        kept = state.cards[decision.chosen]
    else:
        kept = candidates[0]
    rest = [c for c in cards if c is not kept]
    ja_rest, en_rest = words.names(rest)
    kja, ken = kept.label()
    for card in rest:
        res.move_card(card, f"{card.owner}.graveyard")
    chose_en = (
        f"{player} chooses {ken} among the cards placed there last"
        if decision
        else f"{ken} was placed there last, so it stays"
    )
    chose_ja = (
        f"{player}は最も後に置かれたカードから{kja}を選びます"
        if decision
        else f"最も後に置かれたのは{kja}なので、それが残ります"
    )
    res.emit(
        "duplicate-cards",
        ["12-5", "12-5a"],
        Text(
            en=f"{zen[0].upper() + zen[1:]} holds {len(cards)} cards. {chose_en}; the others "
            f"({en_rest}) go to "
            "their "
            "owners' graveyards (12-5a).",
            ja=f"{zja}に{len(cards)}枚のカードがあります。{chose_ja}。それ以外（{ja_rest}）は所有者の墓地に置かれます（12-5a）。",
        ),
        decision=decision,
    )
    res.after_moves()


def illegal_soul(res: Resolution, card: Card) -> None:
    """12-6a: a soul card attached to no card goes to its owner's graveyard."""
    ja, en = card.label()
    had_host = bool(card.attached)
    res.move_card(card, f"{card.owner}.graveyard")
    if had_host:
        why_en = (
            "the card it was attached to has left the field and become a new card, which has no association "
            "with it (3-2d), so it is attached to no card"
        )
        why_ja = (
            "関連付けられていたカードが場を離れて新しいカードになり、関連付けはなくなったので（3-2d）、"
            "どのカードにも関連付けられていません"
        )
    else:
        why_en, why_ja = "it is attached to no card", "どのカードにも関連付けられていません"
    res.emit(
        "illegal-soul",
        ["12-6", "12-6a", *(["3-2d"] if had_host else [])],
        Text(
            en=f"{en} is in the soul area, but {why_en}: it goes to its owner's graveyard (12-6a).",
            ja=f"{ja}はソウル置場にありますが、{why_ja}。そのため所有者の墓地に置かれます（12-6a）。",
        ),
    )
    res.after_moves()


def soul_latest_association(res: Resolution, card: Card) -> None:
    """12-6b: a soul card attached to several cards: its owner keeps one of the latest associations."""
    state = res.state
    live = [
        a
        for a in card.attached
        if (t := state.cards.get(a[0])) and t.incarnation == a[1] and _on_field(t.zone)
    ]
    if len(live) < 2:
        return  # a rule effect performed together with this one already moved the other cards away
    latest = max(a[2] for a in live)
    candidates = [a for a in live if a[2] == latest]
    decision = None
    if len(candidates) > 1:
        decision = res.decide(
            f"soul-{card.id}",
            card.owner,
            [a[0] for a in candidates],
            f"12-6b: which card the soul card {card.id} stays attached to",
            prompt=Text(
                ja=f"{card.label()[0]}を関連付けたままにするカードを選んでください",
                en=f"Choose the card {card.label()[1]} stays attached to",
            ),
            labels={
                a[0]: Text(ja=state.cards[a[0]].label()[0], en=state.cards[a[0]].label()[1])
                for a in candidates
            },
        )
        keep = next(a for a in candidates if a[0] == decision.chosen)
    else:
        keep = candidates[0]
    dropped = [state.cards[a[0]] for a in live if a != keep]
    card.attached = [keep]
    state.touch(card)
    res.souls_changed()
    target = state.cards[keep[0]]
    ja, en = card.label()
    tja, ten = target.label()
    dja, den = words.names(dropped)
    how_en = f"{card.owner} chooses {ten}" if decision else f"the latest is {ten}"
    how_ja = f"{card.owner}は{tja}を選びます" if decision else f"最も後に関連付けられたのは{tja}です"
    res.emit(
        "soul-association",
        ["12-6", "12-6b"],
        Text(
            en=f"The soul card {en} is attached to several cards. Only one of the cards it was "
            "attached to last "
            f"stays: {how_en}; its association with {den} is cancelled (12-6b).",
            ja=f"ソウルのカード{ja}は複数のカードに関連付けられています。最も後に関連付けられたカードのうち1枚だけが残ります："
            f"{how_ja}。{dja}との関連付けは取り消されます（12-6b）。",
        ),
        decision=decision,
    )
