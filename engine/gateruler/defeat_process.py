"""12-2, the defeat process: its conditions, placing it (12-2c) and resolving it (12-2d).

A player who meets a defeat condition does not lose at once: a defeat process associated with the
player goes on the gate, and the player loses only if a condition is still met when it resolves.
"""

from __future__ import annotations

from ..core.text import Text
from . import words
from .model import GameState, GateItem
from .resolution import Resolution
from .say import say


def defeat_conditions(state: GameState, player: str) -> list[str]:
    """12-2a-1: damage zone count ≥ the ruler's life; 12-2a-2: no card in the deck."""
    met = []
    ruler = state.ruler_of(player)
    assert ruler.life is not None
    if len(state.zones[f"{player}.damage_zone"]) >= ruler.life:
        met.append("12-2a-1")
    if not state.zones[f"{player}.deck"]:
        met.append("12-2a-2")
    return met


def defeat_counts(state: GameState, player: str) -> tuple[int, int]:
    """What 12-2a looks at: the damage zone's size and the deck's."""
    return len(state.zones[f"{player}.damage_zone"]), len(state.zones[f"{player}.deck"])


def place_defeat(res: Resolution, players: list[tuple[str, list[str]]], *, after_destroy: bool) -> None:
    """12-2c, 12-2c-1: one defeat process associated with every player who meets a condition now."""
    ids = [p for p, _ in players]
    item = res.place("defeat-process", players=tuple(ids))
    for player in ids:
        res.seen_defeat[(player, item.uid)] = (defeat_counts(res.state, player), False)
    met_all = sorted({n for _, met in players for n in met})
    why = _why_defeated(res.state, players)
    cites = ["12-2", "12-2a", *met_all, "12-2b", "12-2b-1", "12-2c"]
    after = "yes" if after_destroy else "no"
    if len(ids) > 1:
        cites.append("12-2c-1")
        text = say(
            "defeat-placed-shared", why=why, count=len(ids), players=words.players(ids), after_destroy=after
        )
    else:
        text = say("defeat-placed-one", why=why, player=ids[0], after_destroy=after)
    if after_destroy:
        cites.append("12-1b-1")
    res.emit("defeat-process-placed", cites, text)


def _why_defeated(state: GameState, players: list[tuple[str, list[str]]]) -> Text:
    """12-2a-1, 12-2a-2: each condition met, in words."""
    parts: list[Text] = []
    no_deck = [player for player, met in players if "12-2a-2" in met]
    for player, met in players:
        for number in met:
            if number == "12-2a-1":
                ruler = state.ruler_of(player)
                count = len(state.zones[f"{player}.damage_zone"])
                parts.append(say("defeat-why-damage", player=player, count=count, life=ruler.life or 0))
            elif len(no_deck) == 1:
                parts.append(say("defeat-why-deck", player=player))
    if len(no_deck) > 1:  # said once for all of them: "Neither A nor B has a card left in the deck"
        parts.append(
            say(
                "defeat-why-deck-several",
                players=words.players(no_deck),
                first=no_deck[0],
                last=no_deck[-1],
                count=len(no_deck),
            )
        )
    why = parts[0]
    for part in parts[1:]:
        why = say("defeat-why-and", first=why, next=part)
    return why


def explain_no_second(res: Resolution, player: str) -> None:
    """12-2c: a player with a defeat process on the gate gets no other one."""
    res.emit("no-second-defeat-process", ["12-2c"], say("no-second-defeat-process", player=player))


def resolve_defeat(res: Resolution, item: GateItem) -> None:
    """12-2d, 12-2d-1: a player associated with it who meets a defeat condition now loses the game."""
    state = res.state
    losers, saved = [], []
    for player in item.players:
        if state.players[player].status != "playing":
            continue
        (losers if defeat_conditions(state, player) else saved).append(player)
    for player in losers:
        state.lose(player)
    res.remove(item)
    res.emit(
        "defeat-process-resolved",
        ["12-2d", "12-2d-1", "9-2a"] + (["1-4a"] if losers else []),
        say(
            "defeat-process-resolved",
            losers=words.players(losers),
            lost_count=len(losers),
            saved=words.players(saved),
            saved_count=len(saved),
        ),
    )
