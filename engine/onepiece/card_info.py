"""What a card is, as its printed information says (chapter 2), and the effects that choose cards by
it: name in [ ] and part of a name in " " (2-1-2, 2-1-2-1), category ("Character" on the field,
"Character card" elsewhere, 2-2-3-1 … 2-2-6-2), colour and multicolour (2-3-5, 2-3-6), {type} and
part of a type (2-4-3, 2-4-3-1), <attribute> (2-5-6), card number (2-14-3), "no base effect"
(2-8-5). Names, types and attributes a card gets from its own text count as its own everywhere,
secret areas included (2-1-3, 2-4-4, 2-5-7).

Board keys of a card: ``types: [{ja, en}, ...]`` (2-4-2), ``attributes: [slash, strike]`` (2-5-3;
Leaders and Characters only, 2-5-5), ``from_text: {names: [{ja, en}], types: [...], attributes:
[...]}``. Selector keys (:class:`~.effects.Selector`): ``name: {ja, en}``, ``name_part: {ja, en}``,
``color: red``, ``multicolor: true``, ``has_type: {ja, en}``, ``type_part: {ja, en}``,
``attribute: slash``, ``number: P-001``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from ..core.yamlnode import Node, Problems, as_bool, as_list, as_map, as_str, as_text_pair
from .effects import SELECT_INFO_KEYS, Selector, Value

Pair = tuple[str, str]  # (ja, en)

#: the six colours (2-3-3)
COLORS = ("red", "green", "blue", "purple", "black", "yellow")
#: the six attributes (2-5-2); ``unknown`` is the attribute written "?"
ATTRIBUTES = ("slash", "strike", "ranged", "special", "wisdom", "unknown")
#: the card keys read here
INFO_KEYS = ("types", "attributes", "from_text")
#: the categories that have attributes (2-5-5)
WITH_ATTRIBUTES = ("leader", "character")


@dataclass(frozen=True)
class Info(Value):
    """A card's types and attributes, and what its text gives it (2-1-3, 2-4-4, 2-5-7)."""

    types: tuple[Pair, ...] = ()
    attributes: tuple[str, ...] = ()
    text_names: tuple[Pair, ...] = ()
    text_types: tuple[Pair, ...] = ()
    text_attributes: tuple[str, ...] = ()
    #: the board's keys, written back as they were read
    raw: tuple[tuple[str, Any], ...] = ()


NO_INFO = Info()


def _pairs(node: Node | None, problems: Problems) -> tuple[Pair, ...]:
    out = []
    for item in as_list(node, problems, what="a list of {ja, en}") or []:
        pair = as_text_pair(item, problems)
        if pair is not None:
            out.append((pair["ja"], pair["en"]))
    return tuple(out)


def _attributes(node: Node | None, problems: Problems) -> tuple[str, ...]:
    out = [as_str(a, problems, choices=ATTRIBUTES) for a in as_list(node, problems) or []]
    return tuple(a for a in out if a)


def read_info(m: dict[str, Node], card_type: str, problems: Problems) -> Info:
    """A card's ``types``, ``attributes`` and ``from_text`` (refused on a card without attributes,
    2-5-5)."""
    if not any(k in m for k in INFO_KEYS):
        return NO_INFO
    text: dict[str, Node] = {}
    if "from_text" in m:
        text = as_map(m["from_text"], problems, allowed=("names", "types", "attributes")) or {}
    info = Info(
        types=_pairs(m.get("types"), problems),
        attributes=_attributes(m.get("attributes"), problems),
        text_names=_pairs(text.get("names"), problems),
        text_types=_pairs(text.get("types"), problems),
        text_attributes=_attributes(text.get("attributes"), problems),
        raw=tuple((k, m[k].plain()) for k in INFO_KEYS if k in m),
    )
    if (info.attributes or info.text_attributes) and card_type not in WITH_ATTRIBUTES:
        node = m.get("attributes") or m["from_text"]
        problems.add(
            node, f"a {card_type} has no attribute: only Leader and Character cards have one (2-5-5)"
        )
    return info


def read_select_info(m: dict[str, Node], problems: Problems) -> dict[str, Any]:
    """The selector keys of card information; ``name_part`` and ``type_part`` must not be empty."""
    args: dict[str, Any] = {}
    for key in ("name", "name_part", "has_type", "type_part"):
        if key in m:
            pair = as_text_pair(m[key], problems)
            if pair is not None and key.endswith("_part") and not (pair["ja"] and pair["en"]):
                problems.add(m[key], f"{key} needs a part of the text in both languages")
            args[key] = (pair["ja"], pair["en"]) if pair else None
    if "color" in m:
        args["color"] = as_str(m["color"], problems, choices=COLORS)
    if "attribute" in m:
        args["attribute"] = as_str(m["attribute"], problems, choices=ATTRIBUTES)
    if "number" in m:
        args["number"] = as_str(m["number"], problems)
    if "multicolor" in m:
        args["multicolor"] = bool(as_bool(m["multicolor"], problems))
    return args


class Card(Protocol):
    """What choosing by card information reads of a card (:class:`~.model.Card`, whose module
    imports this one: named by its shape, not imported)."""

    name: dict[str, str] | None
    type: str
    colors: Any
    number: str | None
    abilities: Any
    keywords: Any
    info: Info


def card_names(card: Card) -> tuple[Pair, ...]:
    """Its printed name and the names its text gives it (2-1-1, 2-1-3)."""
    printed = ((card.name["ja"], card.name["en"]),) if card.name else ()
    return printed + card.info.text_names


def card_types(card: Card) -> tuple[Pair, ...]:
    return card.info.types + card.info.text_types


def card_attributes(card: Card) -> tuple[str, ...]:
    if card.type not in WITH_ATTRIBUTES:
        return ()  # 2-5-5
    return card.info.attributes + card.info.text_attributes


def _has_part(pairs: tuple[Pair, ...], part: Pair) -> bool:
    return any(part[0] in ja and part[1] in en for ja, en in pairs)


def info_matches(card: Card, sel: Selector) -> bool:
    """Whether the card has the information ``sel`` asks for (chapter 2)."""
    if sel.name is not None and sel.name not in card_names(card):
        return False
    if sel.name_part is not None and not _has_part(card_names(card), sel.name_part):
        return False
    if sel.color is not None and sel.color not in card.colors:  # every colour it has (2-3-5)
        return False
    if sel.multicolor and len(card.colors) < 2:
        return False
    if sel.has_type is not None and sel.has_type not in card_types(card):
        return False
    if sel.type_part is not None and not _has_part(card_types(card), sel.type_part):
        return False
    if sel.attribute is not None and sel.attribute not in card_attributes(card):
        return False
    if sel.number is not None and card.number != sel.number:
        return False
    # a [Trigger] is card text (2-11-2), and so is a keyword (4-1-2); a negated card still has its
    # base effects (8-2-2)
    return not (sel.no_base_effect and (card.abilities or card.keywords))


def asks_information(sel: Selector) -> bool:
    """Whether ``sel`` chooses by a card's information (chapter 2): its category named (2-2-1), a
    name, colour, type, attribute, card number or "no base effect"."""
    return any(getattr(sel, k) for k in SELECT_INFO_KEYS) or sel.no_base_effect or sel.type is not None
