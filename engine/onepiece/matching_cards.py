"""Before an effect chooses cards by their information (chapter 2): the step that says what it looks
for, which cards count and why. What "Character", "Character card", "Leader", "Event", "Stage" and
"Stage card" mean (2-2-3-1 … 2-2-6-2); a name in [ ] or part of one in " " (2-1-2, 2-1-2-1); a
colour, each colour of a card with several (2-3-4, 2-3-5), "multicolor" (2-3-6); a {type} or part
of one (2-4-3, 2-4-3-1), each of several types (2-4-2); an <attribute> (2-5-6), each of several
(2-5-3, 2-5-4), none on an Event or Stage (2-5-5); a card number (2-14-3); "no base effect"
(2-8-5), which a [Trigger] rules out (2-11-2); and what a card's own text gives it (2-1-3, 2-4-4,
2-5-7). The matching itself is :func:`.card_info.info_matches`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from ..core.text import Text
from .card_info import Pair, asks_information, card_attributes, card_names, card_types
from .context import Context, Ctx
from .effects import SECRET_AREAS, Selector
from .model import Card
from .say import say
from .words import names

#: the cards a selector can choose (:func:`.choosing.candidates` for the effect)
Find = Callable[[Selector], list[Card]]

FIELD_CATEGORY = {
    "characters": ("character", ["2-2-4-1"]),
    "leader": ("leader", ["2-2-3-1"]),
    "field": ("leader-character", ["2-2-3-1", "2-2-4-3"]),
    "stage": ("stage", ["2-2-6-1"]),
}
CARD_CATEGORY = {
    "character": ("character-card", ["2-2-4-2"]),
    "event": ("event", ["2-2-5-1"]),
    "stage": ("stage-card", ["2-2-6-2"]),
    "leader": ("leader", ["2-2-3-1"]),
}


def category(sel: Selector) -> tuple[str, list[str]]:
    """What the effect calls the cards it chooses, and the rule that says what that means: on the
    field "Character" is one in the Character area, elsewhere "Character card" (2-2-4-1, 2-2-4-2)."""
    if sel.area in FIELD_CATEGORY:
        return FIELD_CATEGORY[sel.area]
    return CARD_CATEGORY.get(sel.type or "", ("card", []))


def _in(part: Pair, name: Pair) -> bool:
    return part[0] in name[0] and part[1] in name[1]


def _text(key: str, **args: object) -> Text:
    return say(f"card-information-{key}", **args)


def _listed(parts: list[Text], joint: str = "and") -> Text:
    """Conditions one after the other (``and``), or the words of a list (``also``)."""
    out = parts[0]
    for part in parts[1:]:
        out = _text(joint, first=out, next=part)
    return out


def _conditions(sel: Selector) -> tuple[list[Text], list[str]]:
    """Each condition of the selector in words, and the rules that make a card meet it."""
    parts: list[Text] = []
    rules: list[str] = []
    pairs = (("name", ["2-1-1", "2-1-2"]), ("name_part", ["2-1-1", "2-1-2-1"]))
    pairs += (("has_type", ["2-4-1", "2-4-3"]), ("type_part", ["2-4-1", "2-4-3-1"]))
    for key, cites in pairs:
        value = getattr(sel, key)
        if value is not None:
            parts.append(_text(f"cond-{key.replace('_', '-')}", ja=value[0], en=value[1]))
            rules += cites
    if sel.color is not None:
        parts.append(_text("cond-color", color=_text("color-word", color=sel.color)))
        rules += ["2-3-1"]
    if sel.multicolor:
        parts.append(_text("cond-multicolor"))
        rules += ["2-3-6"]
    if sel.attribute is not None:
        parts.append(_text("cond-attribute", attribute=_text("attribute-word", attribute=sel.attribute)))
        rules += ["2-5-1", "2-5-6"]
    if sel.number is not None:
        parts.append(_text("cond-number", number=sel.number))
        rules += ["2-14-3"]
    if sel.no_base_effect:
        parts.append(_text("cond-no-base-effect"))
        rules += ["2-8-5"]
    for key in ("cost_max", "cost_min", "power_max", "power_min"):
        if getattr(sel, key) is not None:  # a number as written on cards (no digit grouping)
            parts.append(_text(f"cond-{key.replace('_', '-')}", value=str(getattr(sel, key))))
    return parts, rules


def _why(sel: Selector, card: Card) -> list[tuple[Text, list[str]]]:
    """Why a chosen-from card meets the condition, where a rule of chapter 2 decides it."""
    out: list[tuple[Text, list[str]]] = []
    if (sel.color is not None or sel.multicolor) and len(card.colors) > 1:
        colors = _listed([_text("color-word", color=c) for c in card.colors], "also")
        key, rules = ("multicolor", ["2-3-4"]) if sel.multicolor else ("colors", ["2-3-4", "2-3-5"])
        out.append((_text(key, card=card.label(), colors=colors), rules))
    text = card.info
    printed = card_names(card)[:1]
    given = [n for n in text.text_names if n == sel.name or sel.name_part and _in(sel.name_part, n)]
    if given and not (sel.name in printed or sel.name_part and any(_in(sel.name_part, n) for n in printed)):
        out.append((_text("text-name", card=card.label(), ja=given[0][0], en=given[0][1]), ["2-1-3"]))
    if sel.has_type is not None or sel.type_part is not None:
        from_text = [
            t for t in text.text_types if t == sel.has_type or sel.type_part and _in(sel.type_part, t)
        ]
        if from_text and not any(
            t == sel.has_type or sel.type_part and _in(sel.type_part, t) for t in text.types
        ):
            out.append(
                (_text("text-type", card=card.label(), ja=from_text[0][0], en=from_text[0][1]), ["2-4-4"])
            )
        elif len(card_types(card)) > 1:
            types = Text(
                ja="》／《".join(t[0] for t in card_types(card)), en="/".join(t[1] for t in card_types(card))
            )
            out.append((_text("types", card=card.label(), types=types), ["2-4-2"]))
    if sel.attribute is not None:
        if sel.attribute in text.text_attributes:
            out.append(
                (
                    _text(
                        "text-attribute",
                        card=card.label(),
                        attribute=_text("attribute-word", attribute=sel.attribute),
                    ),
                    ["2-5-7"],
                )
            )
        elif len(card_attributes(card)) > 1:
            attrs = _listed(
                [
                    _text("attribute-marked", attribute=_text("attribute-word", attribute=a))
                    for a in card_attributes(card)
                ],
                "also",
            )
            out.append((_text("attributes", card=card.label(), attributes=attrs), ["2-5-3", "2-5-4"]))
    return out


def _lacking(sel: Selector, find: Find) -> list[tuple[Text, list[str]]]:
    """A condition on a number some cards do not have: a Leader has no cost (2-7-5), an Event or a
    Stage no power (2-6-2), so such a choice never takes them."""
    out: list[tuple[Text, list[str]]] = []
    for limits, without, message, rule in (
        (("cost_max", "cost_min"), ("leader",), "no-cost", "2-7-5"),
        (("power_max", "power_min"), ("event", "stage"), "no-power", "2-6-2"),
    ):
        if any(getattr(sel, k) is not None for k in limits):
            bare = [c for c in find(replace(sel, **dict.fromkeys(limits))) if c.type in without]
            if bare:
                kinds = {c.type for c in bare}
                kind = kinds.pop() if len(kinds) == 1 else "both"
                out.append((_text(message, cards=names(bare), count=len(bare), kind=kind), [rule]))
    return out


def _left_out(sel: Selector, find: Find, pool: list[Card]) -> list[tuple[Text, list[str]]]:
    """Cards of the area the effect looks in that a rule of chapter 2 leaves out."""
    out: list[tuple[Text, list[str]]] = []
    word, _ = category(sel)
    if sel.type is not None and sel.area not in FIELD_CATEGORY:
        other = [c for c in find(replace(sel, type=None)) if c not in pool]
        if other:
            out.append(
                (_text("not-category", cards=names(other), count=len(other), category=word), ["2-2-1"])
            )
    if sel.attribute is not None:
        probe = replace(sel, attribute=None, type=None)
        bare = [c for c in find(probe) if c.type not in ("leader", "character")]
        if bare:
            kinds = {c.type for c in bare}
            kind = kinds.pop() if len(kinds) == 1 else "both"
            out.append((_text("no-attribute", cards=names(bare), count=len(bare), kind=kind), ["2-5-5"]))
    out += _lacking(sel, find)
    if sel.no_base_effect:
        probe = replace(sel, no_base_effect=False)
        only = [c for c in find(probe) if c.abilities and all(a.timing == "trigger" for a in c.abilities)]
        for card in only:
            out.append((_text("trigger-is-text", card=card.label()), ["2-11-2"]))
    return out


def announce_information(res: Context, sel: Selector, ctx: Ctx, find: Find, *, looked: bool = False) -> None:
    """The step before a choice by card information: what the effect looks for, the cards that
    count (where the controller can see them, or among the cards they look at: ``looked``), and
    why, each with its rule."""
    if sel.card is not None:
        return
    if looked:  # the cards looked at are still in the deck (11-3-2)
        sel = replace(sel, area="deck", whose="you")
    seen = looked or sel.area not in SECRET_AREAS or sel.area == "hand" and sel.whose == "you"
    if not asks_information(sel) and not (seen and _lacking(sel, find)):
        return
    pool = find(sel)
    word, rules = category(sel)
    parts, cond_rules = _conditions(sel)
    what = _text("with", conditions=_listed(parts)) if parts else Text(ja="", en="")
    said = _text(
        "looks-for",
        category=word,
        conditions=what,
        whose=sel.whose,
        owner=ctx.controller if sel.whose == "you" else res.state.opponent(ctx.controller),
        area="looked" if looked else sel.area,
        shown="yes" if seen else "no",
        cards=names(pool),
        count=len(pool),
    )
    cites = [*rules, *cond_rules]
    if sel.attribute == "unknown":  # "?" is one of the six attributes (2-5-2)
        said = _text("then", first=said, next=_text("unknown-attribute"))
        cites.append("2-5-2")
    if seen:
        extra = [w for card in pool for w in _why(sel, card)] + _left_out(sel, find, pool)
        for text, more in extra:
            said = _text("then", first=said, next=text)
            cites += [r for r in more if r not in cites]
    res.emit("card-information", cites, said)
