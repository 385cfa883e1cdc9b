"""Game setup (chapter 5): a board that starts before the game plays the setup, then the first turn.

- 5-1-2: each player has 1 Leader, a 50-card deck and a 10-card DON!! deck; the deck holds only
  Character, Event and Stage cards (5-1-2-1) of the Leader's colours (5-1-2-2), at most 4 of one
  card number (5-1-2-3, 2-14-2) — checked when the board is read, cited when each deck is presented
  (5-2-1-1).
- 5-2-1-2: each deck is shuffled — with the board's ``seed`` (``random.Random``), or, without one,
  kept in the order the board lists (the board states the order the shuffle gave).
- 5-2-1-3: the Leaders are placed. 5-2-1-4, 5-2-1-5: the player the board names decides to go first
  or second (a decision; no one may sway it, 5-2-1-4-1).
- 5-2-1-5-1, 5-2-1-5-2: Leaders' "at the start of the game" effects, the deciding player's first; a
  deck they changed is shuffled.
- 5-2-1-6, 5-2-1-6-1: 5 cards each; then, the first player first, each may return them, reshuffle
  and draw 5 again, once.
- 5-2-1-7, 2-9-2, 2-9-2-1: Life cards from the top of the deck, face down, the deck's top card at
  the bottom of the Life area.
- 5-2-1-8: the first player begins turn 1.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..core.text import Text
from ..core.yamlnode import Node, Problems
from .activation import activate_pending, activate_waiting
from .auto_effects import make_pending
from .context import Context
from .deck_construction import card_name, deck_effect, effect_text, limit_for, over_the_limit, replaced_limits
from .model import Card, GameState
from .say import say
from .start_point import DECK_SIZE, DON_DECK, OPENING_HAND, Setup
from .words import names

#: the colours (2-3-3) as step sentences name them
COLOR_WORDS = {
    "red": ("赤", "red"),
    "green": ("緑", "green"),
    "blue": ("青", "blue"),
    "purple": ("紫", "purple"),
    "black": ("黒", "black"),
    "yellow": ("黄", "yellow"),
}

NodeOf = Callable[[str, str], Node | None]

#: areas that are empty before the game: cards are only in the deck, and the Leader (5-2-1)
EMPTY_AT_SETUP = ("hand", "life", "trash", "characters", "stage", "no_area")
DECK_TYPES = ("character", "event", "stage")


def check_setup(state: GameState, node_of: NodeOf, problems: Problems) -> None:
    """What a board that starts at setup must have: the decks of 5-1-2, and nothing else yet."""
    for pid, player in state.players.items():
        node = node_of(pid, "")
        for area in EMPTY_AT_SETUP:
            if state.zones[f"{pid}.{area}"]:
                problems.add(
                    node_of(pid, area) or node,
                    f"at setup {pid}'s cards are all in the deck (5-2-1-1); the {area} area is filled later",
                )
        if player.active_don or player.rested_don or player.don_added:
            problems.add(
                node_of(pid, "cost_area") or node, "at setup every DON!! is in the DON!! deck (5-1-2)"
            )
        if player.don_deck != DON_DECK:
            problems.add(
                node_of(pid, "don_deck") or node,
                f"a DON!! deck has {DON_DECK} cards (5-1-2), got {player.don_deck}",
            )
        deck = state.area(pid, "deck")
        if len(deck) != DECK_SIZE:
            problems.add(
                node_of(pid, "deck") or node,
                f"the deck {pid} presents has {DECK_SIZE} cards (5-1-2, 5-2-1-1), got {len(deck)}",
            )
        leader = state.leader(pid)
        if leader.life is None:
            problems.add(
                node_of(pid, "leader") or node,
                "a Leader at setup needs its Life value, life: N (2-9-1, 5-2-1-7)",
            )
        numbers: dict[str, list[Card]] = {}
        for card in deck:
            if card.type not in DECK_TYPES:
                problems.add(
                    node_of(pid, "deck") or node,
                    f"{card.id}: a deck holds Character, Event and Stage cards only (5-1-2-1), "
                    f"not a {card.type}",
                )
            outside = [c for c in card.colors if leader.colors and c not in leader.colors]
            if outside:
                problems.add(
                    node_of(pid, "deck") or node,
                    f"{card.id} is {'/'.join(outside)}, "
                    f"a colour the Leader {leader.id} does not have (5-1-2-2)",
                )
            if card.number is not None:
                numbers.setdefault(card.number, []).append(card)
        for number, cards in numbers.items():
            limit, source = limit_for(cards)  # 4, or what a deck-construction effect says (5-1-2-4)
            if over_the_limit(len(cards), limit):
                why = (
                    "(5-1-2-3, 2-14-2)"
                    if source is None
                    else f"by {source.id}'s deck-construction effect (5-1-2-4)"
                )
                problems.add(
                    node_of(pid, "deck") or node,
                    f"{pid}'s deck has {len(cards)} cards numbered {number}: at most {limit} {why}",
                )


def run_setup(res: Context) -> None:
    """5-2-1-1 … 5-2-1-8, then the first turn begins (its Refresh Phase … Main Phase)."""
    from .phases import begin_turn  # phases imports nothing of setup; this keeps it so

    s = res.state
    setup: Setup = s.setup
    rng = random.Random(setup.seed) if setup.seed is not None else None
    listed = s.players_listed()
    for pid in listed:
        _present(res, pid)
    for pid in listed:
        _shuffle(s, pid, rng)
    said = say(
        "setup-shuffle", seed=str(setup.seed) if setup.seed is not None else "", seeded="yes" if rng else "no"
    )
    res.emit("shuffle", ["5-2-1-2", "3-2-4", "3-2-1", "3-2-2"], said)
    leaders = names([s.leader(pid) for pid in listed])
    res.emit(
        "leader-placed",
        ["5-2-1-3", "3-6-1", "3-6-2", "3-3-1", "3-3-2"],
        say("setup-leaders", leaders=leaders),
    )
    _first_or_second(res, setup.decides)
    _start_of_game(res, setup.decides, rng)
    order = [s.first_player, s.opponent(s.first_player)]
    for pid in order:
        _draw(s, pid, OPENING_HAND)
    said = say("setup-opening-hands", first=order[0], second=order[1], count=OPENING_HAND)
    res.emit("opening-hand", ["5-2-1-6", "4-5-1", "3-4-1", "3-4-2", "3-4-3", "3-1-4", "3-1-5"], said)
    for pid in order:
        _redraw(res, pid, rng)
    for pid in order:
        _life(res, pid)
    s.setup = None
    s.turn = 1
    s.turn_player = s.first_player
    said = say("setup-begins", player=s.first_player)
    res.emit("game-begins", ["5-2-1-8"], said)
    begin_turn(res)


def _present(res: Context, pid: str) -> None:
    s = res.state
    leader = s.leader(pid)
    replaced = replaced_limits(s.area(pid, "deck"))  # numbers beyond 4 by an effect (5-1-2-4)
    colors = Text(
        ja="・".join(COLOR_WORDS[c][0] for c in leader.colors),
        en="/".join(COLOR_WORDS[c][1] for c in leader.colors),
    )
    said = say(
        "setup-deck",
        player=pid,
        leader=leader.label(),
        colors=colors,
        coloured="yes" if leader.colors else "no",
        cards=DECK_SIZE,
        don=DON_DECK,
        replaced="yes" if replaced else "no",
    )
    # card numbers are what game preparation reads (2-14-1): at most 4 of one (2-14-2)
    res.emit(
        "deck-presented", ["5-2-1-1", "5-1-2", "5-1-2-1", "5-1-2-2", "5-1-2-3", "2-14-1", "2-14-2"], said
    )
    for number, count, source in replaced:  # 5-1-2-4
        found = deck_effect(source)
        assert found is not None
        limit, ability = found
        said = say(
            "setup-deck-construction-effect",
            player=pid,
            count=count,
            number=number,
            card=card_name(source),
            text=effect_text(ability),
            limit=str(limit),
        )
        res.emit("deck-construction-effect", ["5-1-2-4", "5-1-2-4-1", "5-1-2-4-2", "5-1-2-3"], said)


def _shuffle(s: GameState, pid: str, rng: random.Random | None) -> None:
    """Shuffle ``pid``'s deck (3-2-4): with the seed, or in the order the board states."""
    if rng is None:
        return
    key = f"{pid}.deck"
    deck = list(s.zones[key])
    rng.shuffle(deck)
    s.zones[key][:] = deck
    s.tracking.zones.add(key)


def _first_or_second(res: Context, decides: str) -> None:
    """5-2-1-4, 5-2-1-5: the player chosen decides to go first or second; no one may sway it (5-2-1-4-1)."""
    s = res.state
    said = say("setup-decides", player=decides)
    res.emit("who-decides", ["5-2-1-4"], said)
    d = res.decide(
        f"first-{decides}",
        decides,
        ["first", "second"],
        "whether to go first or second (5-2-1-5)",
        prompt=say("setup-first-prompt"),
        labels={"first": say("setup-option-first"), "second": say("setup-option-second")},
    )
    first = decides if d.chosen == "first" else s.opponent(decides)
    s.first_player = first
    s.turn_player = first
    said = say("setup-first", player=decides, chosen=d.chosen, first=first)
    res.emit("first-or-second", ["5-2-1-5", "5-2-1-4-1"], said, decision=d)


def _start_of_game(res: Context, decides: str, rng: random.Random | None) -> None:
    """5-2-1-5-1: Leaders' "at the start of the game" effects, the deciding player's first; then
    5-2-1-5-2: a deck an effect changed is shuffled by its owner."""
    s = res.state
    order = [decides, s.opponent(decides)]
    found = [
        (pid, index)
        for pid in order
        for index, ability, active in s.leader(pid).all_abilities()
        if active and ability.timing == "start_of_game"
    ]
    said = say("setup-start-of-game", count=len(found), decides=decides)
    res.emit("start-of-game", ["5-2-1-5-1"], said)
    for pid, index in found:
        before = list(s.zones[f"{pid}.deck"])
        activate_pending(res, make_pending(res, s.leader(pid), index, "start_of_game"))
        activate_waiting(res)
        if s.zones[f"{pid}.deck"] != before:
            _shuffle(s, pid, rng)
            said = say("setup-reshuffle", player=pid, seeded="yes" if rng else "no")
            res.emit("deck-reshuffled", ["5-2-1-5-2"], said)


def _draw(s: GameState, pid: str, count: int) -> None:
    for _ in range(count):
        deck = s.zones[f"{pid}.deck"]
        if deck:
            s.move(s.cards[deck[0]], f"{pid}.hand")


def _redraw(res: Context, pid: str, rng: random.Random | None) -> None:
    """5-2-1-6, 5-2-1-6-1: keep the opening hand, or return it, reshuffle and draw 5 again (once)."""
    s = res.state
    d = res.decide(
        f"redraw-{pid}",
        pid,
        ["keep", "redraw"],
        "whether to redraw the opening hand once (5-2-1-6)",
        prompt=say("setup-redraw-prompt"),
        labels={"keep": say("setup-option-keep"), "redraw": say("setup-option-redraw")},
    )
    if d.chosen == "keep":
        res.emit("redraw", ["5-2-1-6"], say("setup-keep", player=pid), decision=d)
        return
    for card in s.area(pid, "hand"):
        s.move(card, f"{pid}.deck")  # to the bottom, in the hand's order: the stated order's reshuffle
    _shuffle(s, pid, rng)
    _draw(s, pid, OPENING_HAND)
    said = say("setup-redraw", player=pid, count=OPENING_HAND, seeded="yes" if rng else "no")
    res.emit("redraw", ["5-2-1-6", "5-2-1-6-1"], said, decision=d)


def _life(res: Context, pid: str) -> None:
    """5-2-1-7, 2-9-2-1: the Leader's Life value in cards, the deck's top card at the bottom."""
    s = res.state
    count = s.leader(pid).life or 0
    top = list(s.zones[f"{pid}.deck"][:count])
    for card_id in top:  # each goes on top of the Life area: the first taken ends at the bottom
        s.move(s.cards[card_id], f"{pid}.life", top=True)
    said = say("setup-life", player=pid, count=len(top), leader=s.leader(pid).label())
    # the Leader's Life value (2-9-1); the cards leave the deck one at a time (3-2-3)
    res.emit("life-placed", ["5-2-1-7", "2-9-1", "2-9-2", "2-9-2-1", "3-10-1", "3-2-3"], said)
