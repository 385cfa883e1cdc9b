"""What readers call a card in step texts: its name, never its board id.

A board names its cards with ids (``u1``, ``twin-red``) so that the file can refer to them; readers
see names. Two cards with the same name are told apart by their owner, else by where they were when
the board started ("the Knight from A's attack zone (left)"), else by their order there. A card without a
name is called by where it started ("the second card from A's deck").
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol

from .text import Text

ORDINALS_EN = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")


def ordinal_en(n: int) -> str:
    if n <= len(ORDINALS_EN):
        return ORDINALS_EN[n - 1]
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


@dataclass(frozen=True)
class Entry:
    """A card as the board starts: id, name (or None), owner and starting place (ja, en)."""

    id: str
    name: dict[str, str] | None
    owner: str
    place: tuple[str, str]


def shown_names(entries: list[Entry], marks: tuple[str, str] = ("", "")) -> dict[str, tuple[str, str]]:
    """Each card's reader-facing (ja, en) label, distinct for cards that share a name. ``marks``:
    what the game's own Japanese texts put around a card's name (Gate Ruler 《…》), so that a name
    that is an ordinary word reads as a name (「《一掃》をプレイします」)."""
    out: dict[str, tuple[str, str]] = {}
    opening, closing = marks
    named: dict[str, list[Entry]] = defaultdict(list)
    unnamed: dict[tuple[str, str], list[Entry]] = defaultdict(list)
    for e in entries:
        if e.name:
            named[e.name["en"]].append(e)
        else:
            unnamed[e.place].append(e)
    for group in named.values():
        if len(group) == 1:
            e = group[0]
            out[e.id] = (f"{opening}{e.name['ja']}{closing}", e.name["en"])  # type: ignore[index]
            continue
        owners = Counter(e.owner for e in group)
        places = Counter(e.place for e in group)
        seen: Counter = Counter()
        for e in group:
            ja, en = f"{opening}{e.name['ja']}{closing}", e.name["en"]  # type: ignore[index]
            if all(c == 1 for c in owners.values()):
                out[e.id] = (f"{e.owner}の{ja}", f"{e.owner}'s {en}")
            elif places[e.place] == 1:
                out[e.id] = (f"{e.place[0]}にあった{ja}", f"the {en} from {e.place[1]}")
            else:
                seen[e.place] += 1
                n = seen[e.place]
                out[e.id] = (
                    f"{e.place[0]}にあった{n}枚目の{ja}",
                    f"the {ordinal_en(n)} {en} from {e.place[1]}",
                )
    for place, group in unnamed.items():
        for n, e in enumerate(group, start=1):
            if len(group) == 1:
                out[e.id] = (f"{place[0]}にあったカード", f"the card from {place[1]}")
            else:
                out[e.id] = (
                    f"{place[0]}にあった{n}枚目のカード",
                    f"the {ordinal_en(n)} card from {place[1]}",
                )
    return out


MAX_LISTED = 8


class Labelled(Protocol):
    def label(self) -> tuple[str, str]: ...


def names(cards: Iterable[Labelled]) -> tuple[str, str]:
    """``Knight and Page`` / ``騎士、従者``: labels, never ids — at most a few, then a count."""
    cards = list(cards)
    shown = [c.label() for c in cards[:MAX_LISTED]]
    rest = len(cards) - len(shown)
    ja_names = [s[0] for s in shown]
    # 「AとB」, 「A、BとC」; a list cut short keeps 「、」 before 「ほかN枚」
    ja = "、".join(ja_names) if rest or len(ja_names) < 2 else "、".join(ja_names[:-1]) + "と" + ja_names[-1]
    en_names = [s[1] for s in shown]
    if rest:
        ja += f"ほか{rest}枚"
        en = ", ".join(en_names) + f" and {rest} more"
    elif len(en_names) > 1:
        en = ", ".join(en_names[:-1]) + " and " + en_names[-1]
    else:
        en = "".join(en_names)
    return ja or "なし", en or "none"


def count_en(n: int, noun: str, plural: str | None = None) -> str:
    """``1 card`` / ``2 cards``: English singular and plural."""
    return f"{n} {noun if n == 1 else (plural or noun + 's')}"


def card_label(shown: tuple[str, str] | None, name: dict[str, str] | None) -> Text:
    """What readers call a card: the name :func:`shown_names` gave it (told apart from same-named
    cards), else its own name, else "a card"; never its id."""
    if shown is not None:
        return Text(ja=shown[0], en=shown[1])
    if name:
        return Text(ja=name["ja"], en=name["en"])
    return Text(ja="カード", en="a card")
