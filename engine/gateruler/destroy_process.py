"""12-4, the destroy process: its conditions, placing it, the 'destroyed' event, resolving it.

A rule destroy process is placed by the destroy rule effect (12-4b-2b), an effect destroy process
by a ``destroy`` effect (12-4b-2a); either makes its cards 'destroyed' the moment it is placed
(12-4b-3), and on resolution sends the cards still associated with it to the graveyard (12-4c).
"""

from __future__ import annotations

from ..core.text import Text
from . import words
from .model import Card, GameState, GateItem, Trigger, is_field, zone_player
from .resolution import Resolution

#: how many triggered abilities a 'destroyed' step names before it says "and more"
LISTED_TRIGGERS = 8


def destroy_conditions(state: GameState, unit: Card, bonuses: dict[str, int]) -> list[str]:
    """12-4a-1: damage ≥ HP; 12-4a-2: HP ≤ 0. Returns the numbers of the conditions met."""
    hp = state.current_hp(unit, bonuses)
    met = []
    if unit.damage >= hp:
        met.append("12-4a-1")
    if hp <= 0:
        met.append("12-4a-2")
    return met


# ---- placing it (12-4b) ------------------------------------------------------------------------


def place_rule_destroy(res: Resolution, units: list[tuple[Card, list[str]]]) -> None:
    """12-4b-2b: one rule destroy process associated with every unit that meets a condition."""
    state = res.state
    item = res.place("destroy-process", reason="rule", cards=tuple(c.ref for c, _ in units))
    bonuses = state.hp_bonuses()
    for card, _ in units:
        res.seen_destroy[(card.ref, item.uid)] = ((card.damage, state.current_hp(card, bonuses)), False)
    met_all = sorted({n for _, met in units for n in met})
    why = _why_destroyed(state, units, met_all, bonuses)
    res.emit(
        "destroy-process-placed",
        ["12-4", "12-4a", *met_all, "12-4b", "12-4b-1", "12-4b-2", "12-4b-2b"],
        Text(
            en=f"{why.en}. So one destroy process, with the reason 'destroyed by rule', associated with "
            f"{'it' if len(units) == 1 else 'each of them'}, is placed on top of the gate (12-4b-2b).",
            ja=f"{why.ja}。そのため、{'それ' if len(units) == 1 else 'それらの各ユニット'}に関連付けられた、"
            f"ルールによる破壊の破壊処理1つがゲートの一番上に置かれます（12-4b-2b）。",
        ),
    )
    destroyed_event(res, item)


def _why_destroyed(
    state: GameState, units: list[tuple[Card, list[str]]], met_all: list[str], bonuses: dict[str, int]
) -> Text:
    """12-4a-1, 12-4a-2: the condition each unit meets, in words."""
    if len(units) > 1:
        names = words.names(c for c, _ in units)
        return Text(
            en=f"{len(units)} units meet a destroy condition ({', '.join(met_all)}): {names.en}",
            ja=f"{len(units)}体のユニットが破壊条件（{'、'.join(met_all)}）を満たしています：{names.ja}",
        )
    card, met = units[0]
    hp = state.current_hp(card, bonuses)
    name = card.label()
    if "12-4a-1" in met:
        en = f"{name.en} has {card.damage} damage and {hp} HP: its damage is at least its HP (12-4a-1)"
        ja = f"{name.ja}はダメージ{card.damage}、HP{hp}で、ダメージがHP以上です（12-4a-1）"
    else:
        en = f"{name.en} has {hp} HP: its HP is 0 or less (12-4a-2)"
        ja = f"{name.ja}のHPは{hp}で、0以下です（12-4a-2）"
    if "12-4a-1" in met and "12-4a-2" in met:
        en += ", and its HP is 0 or less (12-4a-2)"
        ja += "。HPも0以下です（12-4a-2）"
    return Text(en=en, ja=ja)


def place_effect_destroy(res: Resolution, cards: list[Card], missing: Text) -> None:
    """12-4b-2a: an effect that destroys cards places a destroy process 'destroyed by an effect'."""
    process = res.place("destroy-process", reason="effect", cards=tuple(c.ref for c in cards))
    names = words.names(cards)
    res.emit(
        "destroy-process-placed",
        ["12-4b", "12-4b-1", "12-4b-2", "12-4b-2a"],
        Text(
            en=f"The effect destroys {names.en}: at once, a destroy process with the reason "
            "'destroyed by an effect', "
            f"associated with each card it names, is placed on top of the gate (12-4b-2a).{missing.en}",
            ja=f"効果により{names.ja}を破壊します。この時点で、指定された各カードに関連付けられた、効果による破壊処理が"
            f"ゲートの一番上に置かれます（12-4b-2a）。{missing.ja}",
        ),
    )
    destroyed_event(res, process)


def explain_no_second(res: Resolution, card: Card, bonuses: dict[str, int]) -> None:
    """12-4a-3: a unit with a rule destroy process on the gate does not meet the destroy condition."""
    name = card.label()
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
            en=f"{name.en} would meet a destroy condition — {would_en} — but a rule destroy process "
            "associated "
            f"with it is already on the gate. So it does not meet the destroy condition "
            "(12-4a-3), and no second process is placed.",
            ja=f"{name.ja}は{would_ja}破壊条件を満たすはずですが、それに関連付けられたルールによる破壊処理が"
            "すでにゲート上にあるため、破壊条件を満たしません（12-4a-3）。2つ目の破壊処理は置かれません。",
        ),
    )


# ---- the 'destroyed' event (12-4b-3) -----------------------------------------------------------


def destroyed_event(res: Resolution, item: GateItem) -> None:
    """12-4b-3, 12-4b-3a: the cards of a destroy process are 'destroyed' the moment it is placed."""
    state = res.state
    cards = [c for ref in item.cards if (c := state.card_by_ref(ref)) is not None]
    triggered = _destroyed_triggers(state, cards)
    state.pending.extend(triggered)
    names = words.names(cards)
    plural = len(cards) != 1
    en = (
        f"At the moment the destroy process is placed, {names.en} "
        f"{'have' if plural else 'has'} been 'destroyed' (12-4b-3) — whether or not "
        f"{'they actually move' if plural else 'it actually moves'} to another area later (12-4b-3a)."
    )
    ja = (
        f"破壊処理がゲートに置かれたこの時点で、{names.ja}が‘破壊された’事象が発生します（12-4b-3）。"
        "実際に他の領域に移動するかどうかには関係ありません（12-4b-3a）。"
    )
    cites = ["12-4b-3", "12-4b-3a"]
    if triggered:
        labels = [words.trigger(state, t) for t in triggered[:LISTED_TRIGGERS]]
        en += " This triggers " + ", ".join(lb.en for lb in labels)
        en += " and more" if len(triggered) > LISTED_TRIGGERS else ""
        en += ": played at the next system processing, the game's own step between actions (14-1a-2)."
        ja += (
            "これにより"
            + "、".join(lb.ja for lb in labels)
            + "が誘発し、行動の合間にゲームが行う次のシステム処理でプレイされます（14-1a-2）。"
        )
        cites.append("14-1a-2")
    res.emit("destroyed-event", cites, Text(en=en, ja=ja))


def _destroyed_triggers(state: GameState, cards: list[Card]) -> list[Trigger]:
    """The auto abilities a 'destroyed' event triggers: ``of: self`` on the card, and ``your_unit`` or
    ``any_unit`` watchers on the field (14-1a-2)."""
    watchers = [
        (c, i, a)
        for c in state.field_cards()
        for i, a in enumerate(c.abilities)
        if a.kind == "auto" and a.event == "destroyed" and a.of != "self"
    ]
    triggered: list[Trigger] = []
    for card in cards:
        controller = zone_player(card.zone)
        for index, ability in enumerate(card.abilities):
            if ability.kind == "auto" and ability.event == "destroyed" and ability.of == "self":
                triggered.append(Trigger(card.ref, index, controller, "destroyed", card.ref))
        for source, index, ability in watchers:
            owner = zone_player(source.zone)
            if (
                ability.of == "any_unit"
                and card.is_unit
                or (ability.of == "your_unit" and card.is_unit and owner == controller)
            ):
                triggered.append(Trigger(source.ref, index, owner, "destroyed", card.ref))
    return triggered


# ---- resolving it (12-4c) ----------------------------------------------------------------------


def resolve_destroy(res: Resolution, item: GateItem) -> None:
    """12-4c: on resolution, a rule destroy drops units that no longer meet 12-4a-1/12-4a-2 (12-4c-1);
    then every card still associated goes to its owner's graveyard (12-4c-2)."""
    cards = [c for ref in item.cards if (c := res.state.card_by_ref(ref)) is not None]
    gone = len(item.cards) - len(cards)
    if item.reason == "rule":
        item, cards = _drop_unmet(res, item, cards)
    for card in cards:
        res.move_card(card, f"{card.owner}.graveyard")
    res.remove(item)
    gone_text = Text(
        en=f" {words.count_en(gone, 'associated card')} had already moved away and became new cards (3-2d): "
        "they are no longer associated.",
        ja=f"関連付けられていたカードのうち{gone}枚はすでに移動して新しいカードになっているため（3-2d）、"
        "関連付けはありません。",
    )
    names = words.names(cards)
    reason_en = "destroyed by rule" if item.reason == "rule" else "destroyed by an effect"
    reason_ja = "ルールによる破壊" if item.reason == "rule" else "効果による破壊"
    if cards:
        one = len(cards) == 1
        en_body = (
            f"{names.en} {'goes' if one else 'go'} to {'its' if one else 'their'} owner's graveyard "
            "(12-4c-2)."
        )
        ja_body = f"{names.ja}をそれぞれの所有者の墓地に置きます（12-4c-2）。"
    else:
        en_body = "No card is associated with it any more, so nothing goes to the graveyard (12-4c-2)."
        ja_body = "関連付けられたカードがもうないので、墓地に置くカードはありません（12-4c-2）。"
    res.emit(
        "destroy-process-resolved",
        ["12-4c", "12-4c-2", "9-2a"] + (["3-2d"] if gone else []),
        Text(
            en=f"The destroy process ({reason_en}) resolves (12-4c).{gone_text.en if gone else ''} {en_body}",
            ja=f"破壊処理（{reason_ja}）が解決されます（12-4c）。{gone_text.ja if gone else ''}{ja_body}",
        ),
    )


def _drop_unmet(res: Resolution, item: GateItem, cards: list[Card]) -> tuple[GateItem, list[Card]]:
    """12-4c-1: a unit that meets neither 12-4a-1 nor 12-4a-2 now loses its association with the rule
    destroy process; returns the process as it is now and the cards still associated."""
    state = res.state
    bonuses = state.hp_bonuses()
    keep = [c for c in cards if c.is_unit and is_field(c.zone) and destroy_conditions(state, c, bonuses)]
    kept = {id(c) for c in keep}
    lost = [c for c in cards if id(c) not in kept]
    if not lost:
        return item, cards
    names = words.names(lost)
    newer = GateItem(item.uid, item.kind, reason=item.reason, cards=tuple(c.ref for c in keep))
    state.gate[-1] = newer
    res.emit(
        "association-lost",
        ["12-4c", "12-4c-1", "9-2a"],
        Text(
            en=f"The rule destroy process resolves. {names.en} no longer "
            f"{'meets' if len(lost) == 1 else 'meet'} 12-4a-1 or 12-4a-2 now, so "
            f"{'it loses its' if len(lost) == 1 else 'they lose their'} association with the process "
            "(12-4c-1) "
            "and will not be put into the graveyard.",
            ja=f"ルールによる破壊処理が解決されます。{names.ja}はこの時点で12-4a-1も12-4a-2も満たしていないので、"
            "その関連付けを失い（12-4c-1）、墓地には置かれません。",
        ),
    )
    return newer, keep
