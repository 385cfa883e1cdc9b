"""Chapter 12, rule effects: checked together at each system processing, performed together (12-1b).

:func:`check` finds every rule effect that applies *before* any is performed (12-1b);
:func:`perform` then performs them, destroy before defeat (12-1b-1). Each rule effect is in the
module of its rule: :mod:`.defeat_process` (12-2), :mod:`.damage` (12-3), :mod:`.destroy_process`
(12-4), :mod:`.duplicate_cards` (12-5), :mod:`.soul` (12-6).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..core.text import Text
from . import damage, defeat_process, destroy_process, duplicate_cards, soul, words
from .model import SINGLE_CARD_ZONES, Card, GateItem, Ref, is_field, zone_kind
from .resolution import Resolution
from .say import say

#: the rule effects, in the order they are performed (12-1b-1: destroy first); each one's name is
#: the message ``rule-effect-KIND``
RULE_EFFECTS = ("destroy", "defeat", "ruler_damage", "duplicates", "illegal_soul", "multi_soul")
#: what a rule effect performed for several things at once counts (destroy and defeat: one process),
#: the message ``counted-KIND``
COUNTED = ("ruler_damage", "duplicates", "illegal_soul", "multi_soul")


@dataclass
class Applicable:
    """The rule effects that apply at one moment."""

    #: unit → the conditions it meets (a dict: no pair to make for each of 10,000 units)
    destroy: dict[Card, tuple[str, ...]] = field(default_factory=dict)
    defeat: list[tuple[str, list[str]]] = field(default_factory=list)  # player, conditions met
    ruler_damage: list[str] = field(default_factory=list)
    duplicates: list[str] = field(default_factory=list)  # zone keys
    illegal_soul: list[Card] = field(default_factory=list)
    multi_soul: list[Card] = field(default_factory=list)
    # Explanations only, each given once: conditions met but not applied.
    not_again_destroy: list[Card] = field(default_factory=list)  # a rule destroy process is on the gate
    not_again_defeat: list[str] = field(default_factory=list)  # players: a defeat process is on the gate
    soul_exempt: list[Card] = field(default_factory=list)

    def kinds(self) -> list[str]:
        """The rule effects that apply, in the order they are performed (12-1b-1: destroy first)."""
        return [name for name in RULE_EFFECTS if getattr(self, name)]

    def count(self, kind: str) -> int:
        """For how many players, zones or soul cards a rule effect applies (destroy and defeat: 1)."""
        return len(getattr(self, kind)) if kind in COUNTED else 1


@dataclass
class _OnGate:
    """The processes already on the gate that stop a second one (12-4a-3, 12-2c, 13-5)."""

    rule_destroy: dict[Ref, GateItem] = field(default_factory=dict)
    defeat: dict[str, GateItem] = field(default_factory=dict)
    ruler_damage: set[str] = field(default_factory=set)


# ---- checking (12-1b: everything that applies, before anything is performed) -------------------


def check(res: Resolution) -> Applicable:
    """12-1b: every rule effect that applies now, each based on the situation as it is now."""
    state = res.state
    found = Applicable()
    bonuses = state.hp_bonuses()
    on_gate = _on_gate(state.gate)
    exempt = soul.soul_exempt(state)
    on_field: list[str] = []
    for key, ids in state.zones.items():
        kind = zone_kind(key)
        if is_field(key):
            on_field += ids
            # 12-5a: several cards in one attack, defense or set zone.
            if kind in SINGLE_CARD_ZONES and len(ids) > 1:
                found.duplicates.append(key)
        elif kind == "soul":
            _check_souls(res, found, ids, exempt)
    _check_units(res, found, on_field, bonuses, on_gate)
    _check_players(res, found, on_gate)
    return found


def _on_gate(gate: list[GateItem]) -> _OnGate:
    """12-4a-3, 12-2c: the rule destroy and defeat processes (and ruler damage processes) on the gate."""
    on_gate = _OnGate()
    for item in gate:
        if item.kind == "destroy-process" and item.reason == "rule":
            for ref in item.cards:
                on_gate.rule_destroy[ref] = item
        elif item.kind == "defeat-process":
            for p in item.players:
                on_gate.defeat[p] = item
        elif item.kind == "ruler-damage-process":
            on_gate.ruler_damage.update(item.players)
    return on_gate


def _check_units(
    res: Resolution, found: Applicable, ids: list[str], bonuses: dict[str, int], on_gate: _OnGate
) -> None:
    """12-4a: units that meet a destroy condition; 12-4a-3: not those with a rule destroy process."""
    state = res.state
    for card_id in ids:
        card = state.cards[card_id]
        if not card.is_unit:
            continue
        met = destroy_process.destroy_conditions(state, card, bonuses)
        if not met:
            continue
        process = on_gate.rule_destroy.get(card.ref)
        if process is None:
            found.destroy[card] = met
            continue
        # 12-4a-3 stops a second process: said at the first check that finds it (processes given
        # in the board's gate included), and again whenever the damage or HP changes.
        seen = (card.id, card.incarnation, process.uid)
        now = (card.damage, state.current_hp(card, bonuses))
        if res.seen_destroy.get(seen) != now:
            res.seen_destroy[seen] = now
            found.not_again_destroy.append(card)


def _check_souls(res: Resolution, found: Applicable, ids: list[str], exempt: set[Ref]) -> None:
    """12-6a: soul cards attached to no card (12-6a-1: unless an auto ability refers to them);
    12-6b: soul cards attached to several cards."""
    for card_id in ids:
        card = res.state.cards[card_id]
        live = soul.live_attachments(res.state, card)
        if not live:
            if card.ref in exempt:
                if (card.ref, "12-6a-1") not in res.noted:
                    found.soul_exempt.append(card)
            else:
                found.illegal_soul.append(card)
        elif len(live) > 1:
            found.multi_soul.append(card)


def _check_players(res: Resolution, found: Applicable, on_gate: _OnGate) -> None:
    """12-2a: players who meet a defeat condition (12-2c: not those with a defeat process);
    12-3a: rulers with damage and no ruler damage process."""
    state = res.state
    for player in state.active_players():
        met = defeat_process.defeat_conditions(state, player)
        if met:
            process = on_gate.defeat.get(player)
            if process is None:
                found.defeat.append((player, met))
            else:
                # 12-2c stops a second process: said at the first check that finds it (processes given
                # in the board's gate included), and again whenever the damage zone or deck changes.
                now = defeat_process.defeat_counts(state, player)
                if res.seen_defeat.get((player, process.uid)) != (now, True):
                    res.seen_defeat[(player, process.uid)] = (now, True)
                    found.not_again_defeat.append(player)
        if state.ruler_of(player).damage >= 1 and player not in on_gate.ruler_damage:
            found.ruler_damage.append(player)


def explain_unapplied(res: Resolution, found: Applicable) -> None:
    """Steps that explain why a condition that is met does nothing now (each said once):
    12-4a-3, 12-2c, 12-6a-1."""
    bonuses = res.state.hp_bonuses()
    for card in found.not_again_destroy:
        destroy_process.explain_no_second(res, card, bonuses)
    for player in found.not_again_defeat:
        defeat_process.explain_no_second(res, player)
    for card in found.soul_exempt:
        soul.explain_kept(res, card)


# ---- performing (12-1b, 12-1b-1) ---------------------------------------------------------------


def perform(res: Resolution, found: Applicable) -> None:
    """12-1b: perform every applicable rule effect together; 12-1b-1: destroy before defeat."""
    if sum(found.count(kind) for kind in found.kinds()) > 1:
        _announce_together(res, found)
    if found.destroy:
        destroy_process.place_rule_destroy(res, found.destroy)
    if found.defeat:
        defeat_process.place_defeat(res, found.defeat, after_destroy=bool(found.destroy))
    for player in found.ruler_damage:
        damage.place_ruler_damage(res, player)
    for key in found.duplicates:
        duplicate_cards.duplicate_cards(res, key)
    for card in found.illegal_soul:
        soul.illegal_soul(res, card)
    for card in found.multi_soul:
        soul.soul_latest_association(res, card)


def _announce_together(res: Resolution, found: Applicable) -> None:
    """12-1b: several rule effects at once are performed together (12-1b-1: destroy, then defeat)."""
    cites = ["12-1", "12-1b"]
    kinds = found.kinds()
    parts: list[Text] = []
    for kind in kinds:
        name, n = say(f"rule-effect-{kind}"), found.count(kind)
        # the same rule effect for several cards, zones or players says for how many
        counted = say(f"counted-{kind}", count=n) if n > 1 else None
        if len(kinds) == 1 and counted is not None:
            res.emit("rule-effects", cites, say("rule-effects-one-kind", counted=counted, effect=name))
            return
        parts.append(say("rule-effect-for", effect=name, counted=counted) if counted else name)
    both = bool(found.destroy and found.defeat)
    if both:
        cites.append("12-1b-1")
    text = say(
        "rule-effects-several",
        effects=words.listing(parts),
        count=len(parts),
        destroy_first="yes" if both else "no",
    )
    res.emit("rule-effects", cites, text)
