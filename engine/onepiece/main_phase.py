"""The turn player's actions in the Main Phase: play a card from the hand, paying its cost with
DON!! of the cost area (3-9) — a Character (3-7), a Stage (3-8), or an Event, which activates a card
rather than an effect (8-5, 8-4-2); declare an [Activate: Main] effect (8-1-3-2, 10-2-2); give
DON!! to a Leader or Character (6-5-5). Attacking is in :mod:`.battle`."""

from __future__ import annotations

from ..core.text import Text
from .activation import activate_effect
from .auto_effects import trigger_watchers
from .battle_state import refuse_declare, refuse_play
from .character_area import play_character
from .conditions import trigger_conditioned_watchers
from .context import Context
from .costs import called_by_hand
from .model import Card
from .say import say
from .script import Action
from .stage_area import place_stage
from .start_point import phase_label
from .words import NOTHING


def actor(res: Context, action: Action) -> str:
    """Who takes the action: the turn player unless the script says ``by``."""
    return action.by or res.state.turn_player


def play_card(res: Context, action: Action) -> None:
    """Play a card from the hand, resting DON!! for its cost (3-9); its cost may be changed (8-1-3-3)."""
    s = res.state
    assert action.card is not None
    card = s.cards[action.card]
    player = actor(res, action)
    if refuse_play(res, action, player):  # not now: 10-2-3-1, 10-2-4-1 (battle_state.py)
        return
    cost = _pay_for(res, action, card, player)
    if cost is None:
        return
    # the cost written on it is what playing it from the hand needs (2-7-1), the payment that plays
    # a card (1-3-9-1): a Character's is paid with active DON!! rested before it is played (2-7-2),
    # a Stage's likewise (2-7-4)
    kind = {"character": ["2-7-2"], "stage": ["2-7-4"]}.get(card.type, [])
    cites = ["6-5-3-1", "1-3-9-1", "2-7-1", *kind]
    # playing a card: its cost paid, from the hand (4-7-1); the DON!! left unrested: a choice (3-9-2)
    choice = "yes" if cost and s.players[player].active_don else "no"
    cites += ["4-7-1", *(["3-9-2"] if choice == "yes" else [])]
    note = _cost_note(card, cost)
    if note is not None:
        cites += ["8-1-3-3", "2-7-6"]  # an effect made the cost other than the written value
        if any(a.under_rules for _, a, ok in card.all_abilities() if ok and a.kind == "permanent"):
            # "under the rules": it works even in the hand, a secret area (8-1-3-3-3) — the text says
            # where it works, so it is not only valid in the Character area (2-8-2)
            cites += ["8-1-3-3-3", "2-8-2"]
    note = note or NOTHING
    if card.type == "event":
        _activate_event(res, card, player, cost, cites, note, choice)
        return
    where = "yes" if called_by_hand(card, player) else "no"
    said = say(
        "main-phase-card-revealed",
        player=player,
        card=card.label(),
        where=where,
        cost=cost,
        note=note,
        choice=choice,
    )
    res.emit("pay", cites, said)
    if card.type == "stage":
        place_stage(res, card, player)
        return
    play_character(
        res, card, player, ["10-2-6"] if any(a.timing == "on_play" for a in card.abilities) else []
    )


def _pay_for(res: Context, action: Action, card: Card, player: str) -> int | None:
    """The turn player plays from the hand in the Main Phase, resting active DON!! for the cost."""
    s = res.state
    if card.zone != f"{player}.hand":
        res.problem(action, f"{action.card} is not in {player}'s hand (it is in {card.zone})")
        return None
    if player != s.turn_player or s.phase != "main":
        res.problem(
            action,
            f"only the turn player ({s.turn_player}) plays a card from the hand, in their Main Phase "
            f"(6-5-2, 6-5-3-1); it is {s.turn_player}'s {phase_label(s.phase)}",
        )
        return None
    cost = s.cost(card) or 0
    p = s.players[player]
    if p.active_don < cost:
        res.problem(action, f"{action.card} costs {cost} but {player} has {p.active_don} active DON!!")
        return None
    p.active_don -= cost
    p.rested_don += cost
    return cost


def _cost_note(card: Card, cost: int) -> Text | None:
    """A cost changed by a permanent effect, always on (8-1-3-3) — 「ルール上」 even from the hand."""
    if card.cost is None or cost == card.cost:
        return None
    rules = any(a.under_rules for _, a, ok in card.all_abilities() if ok and a.kind == "permanent")
    return say("main-phase-cost-changed", cost=cost, printed=card.cost, under_rules="yes" if rules else "no")


def _activate_event(
    res: Context, card: Card, player: str, cost: int, cites: list[str], note: Text, choice: str
) -> None:
    """An Event played from the hand activates a card, not an effect (8-5-1, 8-5-2): it is revealed,
    its cost paid (2-7-3), and it is trashed as its effect is activated; then the effect is carried
    out (8-4-2), with the card already in the trash."""
    s = res.state
    label = card.label()
    s.move(card, f"{player}.trash")
    where = "yes" if called_by_hand(card, player) else "no"
    said = say(
        "main-phase-event-activated",
        player=player,
        card=label,
        where=where,
        cost=cost,
        note=note,
        choice=choice,
    )
    res.emit("activate-card", [*cites, "2-7-3", "8-4-2", "8-5", "8-5-1", "8-5-2", "3-5-1"], said)
    trigger_watchers(res, "event_activated", card)
    trigger_conditioned_watchers(res, "event_activated", card)
    for index, ability, active in card.all_abilities():
        if ability.timing == "main":
            activate_effect(res, card, index, ability, player, ["8-4-2", "10-2-3"], active=active)


def declare_activate(res: Context, action: Action) -> None:
    """[Activate: Main]: declared by the turn player during the Main Phase (8-1-3-2, 10-2-2)."""
    s = res.state
    assert action.card is not None
    card = s.cards[action.card]
    player = actor(res, action)
    if refuse_declare(res, action, player):  # not during a battle: 10-2-2-1 (battle_state.py)
        return
    label = card.label()
    found = [(i, a, ok) for i, a, ok in card.all_abilities() if a.timing == "activate_main"]
    if not found:
        res.problem(action, f"{action.card} has no [Activate: Main] effect")
        return
    if card.controller != player or not card.on_field:
        res.problem(action, f"{action.card} is not on {player}'s field")
        return
    index, ability, active = found[0]
    if player != s.turn_player or s.phase != "main":
        said = say(
            "main-phase-activate-not-turn-player", player=player, card=label, turn_player=s.turn_player
        )
        res.emit("cannot-activate", ["8-1-3-2", "6-5-4-1", "10-2-2"], said)
        return
    once = (card.id, card.incarnation, index, s.turn)
    if ability.once_per_turn and once in s.once_used:
        # the conditions come first: an effect that cannot be activated is not declared (8-4-1-1);
        # used by resolving (10-2-13-3), or by a cost that could not be paid in full (10-2-13-5)
        if once in s.once_part_paid:
            said = say("main-phase-activate-once-part-paid", player=player, card=label)
            res.emit("once-per-turn", ["8-4-1-1", "10-2-13-5"], said)
        else:
            said = say("main-phase-activate-once-used", player=player, card=label)
            res.emit("once-per-turn", ["8-4-1-1", "10-2-13-3"], said)
        return
    said = say("main-phase-activate-declared", player=player, card=label)
    # the effect to activate is specified first (8-4-1-2)
    res.emit("declare", ["8-1-3-2", "10-2-2", "8-4-1-2", "8-5-3"], said)
    activate_effect(res, card, index, ability, player, ["8-1-3-2", "10-2-2"], active=active)


def give_don(res: Context, action: Action) -> None:
    """Give active DON!! of the cost area to a Leader or Character: +1000 power each on its
    owner's turn (6-5-5)."""
    s = res.state
    assert action.card is not None
    card = s.cards[action.card]
    player = actor(res, action)
    p = s.players[player]
    if player != s.turn_player or s.phase != "main":
        res.problem(
            action,
            f"only the turn player ({s.turn_player}) gives DON!!, in their Main Phase (6-5-2, 6-5-5-1); "
            f"it is {s.turn_player}'s {phase_label(s.phase)}",
        )
        return
    if card.area not in ("leader", "characters") or card.controller != player:
        res.problem(
            action, f"DON!! are given to {player}'s own Leader or a Character (6-5-5-1), not {action.card}"
        )
        return
    if p.active_don < action.count:
        res.problem(
            action, f"{player} has {p.active_don} active DON!! in the cost area, not {action.count} (6-5-5-1)"
        )
        return
    p.active_don -= action.count
    again = action.count > 1 or card.given_don > 0  # as many times as the player wishes (6-5-5-3)
    card.given_don += action.count
    # the power as a string: Fluent would group a number's digits (6,000)
    said = say(
        "main-phase-don-given", player=player, card=card.label(), count=action.count, power=str(s.power(card))
    )
    cites = ["6-5-5", "6-5-5-1", "6-5-5-2", *(["6-5-5-3"] if again else []), "4-4-2"]
    res.emit("give-don", cites, said)
