"""Abilities on cards (14-1a): static (常時) HP changes and auto (自動) abilities.

In a board file::

    abilities:
      - static: {hp: 1, to: your_units}        # your units get +1 HP while this is on the field
      - auto: destroyed                         # when ... is destroyed (the 12-4b-3 event)
        of: self                                # self | your_unit | any_unit
        name: {ja: 最後の一撃, en: Last Strike}
        effects: [{deal_damage: {to: [rB], amount: 1}}]

Auto ability events: ``destroyed`` (a destroy process associated with the card was placed,
12-4b-3) and ``leaves_field`` (the card moved from the field to another area).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.text import Text
from ..core.yamlnode import Node, Problems, as_bool, as_int, as_list, as_map, as_str, as_text_pair
from .effects import Effect, effect_to_data, parse_effect
from .say import say

EVENTS = ("destroyed", "leaves_field")
SCOPES = ("self", "your_unit", "any_unit")
STATIC_SCOPES = ("your_units", "all_units")


@dataclass(frozen=True)
class Ability:
    kind: str  # "static" | "auto"
    event: str | None = None
    of: str = "self"
    name: dict[str, str] | None = None
    effects: tuple[Effect, ...] = ()
    hp: int = 0
    to: str = "your_units"
    #: An auto ability its controller may decline to play (assumed model, see 14-1a-2 in the
    #: out-of-source notes): declining is how "the auto ability will not be played" of 12-6a-1 happens.
    optional: bool = False

    @property
    def refers_to_soul(self) -> bool:
        """Whether its effects refer to the soul of its source (for 12-6a-1)."""
        return any(e.refers_to_soul for e in self.effects)

    def label(self) -> Text:
        """Its name in quotes, else what kind of ability it is."""
        if self.name:
            return say("ability-named", name=Text(**self.name))
        return say("ability-auto" if self.kind == "auto" else "ability-static")


def parse_ability(node: Node, problems: Problems) -> Ability | None:
    m = as_map(node, problems, allowed=("static", "auto", "of", "name", "effects", "optional"))
    if m is None:
        return None
    if ("static" in m) == ("auto" in m):
        problems.add(node, "an ability is either 'static: {hp: N, to: ...}' or 'auto: EVENT' with effects")
        return None
    if "static" in m:
        for extra in ("of", "effects", "optional"):
            if extra in m:
                problems.add(m[extra], f"a static ability has no {extra!r}")
        s = as_map(m["static"], problems, allowed=("hp", "to"), required=("hp",))
        if s is None or "hp" not in s:
            return None
        hp = as_int(s["hp"], problems, minimum=None)
        to = as_str(s["to"], problems, choices=STATIC_SCOPES) if "to" in s else "your_units"
        name = as_text_pair(m["name"], problems) if "name" in m else None
        if hp is None or to is None:
            return None
        return Ability("static", hp=hp, to=to, name=name)
    optional = as_bool(m["optional"], problems) if "optional" in m else False
    event = as_str(m["auto"], problems, choices=EVENTS)
    of = as_str(m["of"], problems, choices=SCOPES) if "of" in m else "self"
    name = as_text_pair(m["name"], problems) if "name" in m else None
    effects = []
    if "effects" not in m:
        problems.add(node, "an auto ability needs 'effects'")
    for item in as_list(m.get("effects"), problems) or []:
        effect = parse_effect(item, problems, in_ability=True)
        if effect is not None:
            effects.append(effect)
    if event is None or of is None or optional is None:
        return None
    return Ability("auto", event=event, of=of, name=name, effects=tuple(effects), optional=optional)


def ability_to_data(ability: Ability) -> dict[str, Any]:
    if ability.kind == "static":
        data: dict[str, Any] = {"static": {"hp": ability.hp, "to": ability.to}}
        if ability.name:
            data["name"] = dict(ability.name)
        return data
    data = {"auto": ability.event, "of": ability.of}
    if ability.optional:
        data["optional"] = True
    if ability.name:
        data["name"] = dict(ability.name)
    data["effects"] = [effect_to_data(e) for e in ability.effects]
    return data
