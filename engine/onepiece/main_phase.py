"""The turn player's actions in the Main Phase: play a card from the hand, paying its cost with
DON!! of the cost area (3-9) — a Character (3-7), a Stage (3-8), or an Event, which activates a card
rather than an effect (8-5, 8-4-2); declare an [Activate: Main] effect (8-1-3-2, 10-2-2); give
DON!! to a Leader or Character (6-5-5). Attacking is in :mod:`.battle`."""

from __future__ import annotations

from ..core.text import Text
from .activation import activate_effect
from .auto_effects import trigger_own, trigger_watchers
from .battle_state import refuse_declare, refuse_play
from .character_area import play_character
from .context import Context
from .model import Card
from .script import Action
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
    cites = [] if card.type == "event" else ["2-7-2"]
    note = _cost_note(card, cost)
    if note is not None:
        cites.append("8-1-3-3")
    note = note or NOTHING
    if card.type == "event":
        _activate_event(res, card, player, cost, cites, note)
        return
    label = card.label()
    said = Text(
        en=f"{player} reveals {label.en} from the hand to play it and rests {cost} DON!! in the cost area "
        f"for its cost.{note.en}",
        ja=f"{player}は{label.ja}を手札から公開し、そのコストとしてコストエリアのドン!!{cost}枚をレストにします。{note.ja}",
    )
    res.emit("pay", cites, said)
    if card.type == "stage":
        _place_stage(res, card, player)
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
        res.problem(action, f"only the turn player ({s.turn_player}) plays cards, in the Main Phase")
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
    return Text(
        en=f" Its cost is {cost}, not {card.cost}: a permanent effect is always on"
        + (", and one 'under the rules' works even from the hand, a secret area." if rules else "."),
        ja=f"コストは{card.cost}ではなく{cost}：永続効果は常に効果を発生させ"
        + ("、「ルール上」のものは非公開領域である手札にあっても効果を発生させます。" if rules else "ます。"),
    )


def _activate_event(res: Context, card: Card, player: str, cost: int, cites: list[str], note: Text) -> None:
    """An Event played from the hand activates a card, not an effect (8-5-1, 8-5-2): it is revealed,
    its cost paid (2-7-3), and it is trashed as its effect is activated; then the effect is carried
    out (8-4-2), with the card already in the trash."""
    s = res.state
    label = card.label()
    s.move(card, f"{player}.trash")
    said = Text(
        en=f"{player} activates the Event {label.en} from the hand, resting {cost} DON!! for its cost."
        f"{note.en} The Event goes to the trash as it is activated; its effect is carried out next. "
        "Activating a card (an Event from the hand) is not the same as activating an effect.",
        ja=f"{player}はドン!!{cost}枚をレストにして、手札のイベント{label.ja}を発動します。{note.ja}"
        "イベントは発動と同時にトラッシュに置かれ、続いてその効果を実行します。"
        "カードの発動（手札のイベントを使うこと）は、効果の発動とは異なります。",
    )
    res.emit("activate-card", [*cites, "2-7-3", "8-4-2", "8-5", "8-5-1", "8-5-2"], said)
    trigger_watchers(res, "event_activated", card)
    for index, ability, active in card.all_abilities():
        if ability.timing == "main":
            activate_effect(res, card, index, ability, player, ["8-4-2", "10-2-3"], active=active)


def _place_stage(res: Context, card: Card, player: str) -> None:
    """A Stage goes to the Stage area, which holds one (3-8): the old one goes to the trash."""
    s = res.state
    label = card.label()
    said = Text(
        en=f"{label.en} is placed in {player}'s Stage area.",
        ja=f"{label.ja}を{player}のステージエリアに置きます。",
    )
    for old in s.area(player, "stage"):
        s.move(old, f"{player}.trash")
    s.move(card, f"{player}.stage")
    res.emit("play", ["3-8"], said)
    trigger_own(res, card, "on_play")


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
        said = Text(
            en=f"{player} wants to declare {label.en}'s [Activate: Main] effect, but an activate effect "
            "is "
            f"declared by the turn player during the Main Phase, and this is {s.turn_player}'s turn: it "
            "cannot be activated.",
            ja=f"{player}は{label.ja}の【起動メイン】を宣言しようとしますが、起動効果はターンプレイヤーがメインフェイズ中に"
            f"宣言して発動する効果で、今は{s.turn_player}のターンなので、発動できません。",
        )
        res.emit("cannot-activate", ["8-1-3-2", "10-2-2"], said)
        return
    said = Text(
        en=f"{player}, the turn player, declares {label.en}'s [Activate: Main] effect in the Main Phase "
        "(activating an effect, not a card).",
        ja=f"ターンプレイヤーの{player}はメインフェイズ中に{label.ja}の【起動メイン】の発動を宣言します（カードの発動ではなく効果の発動）。",
    )
    res.emit("declare", ["8-1-3-2", "10-2-2", "8-5-3"], said)
    activate_effect(res, card, index, ability, player, ["8-1-3-2", "10-2-2"], active=active)


def give_don(res: Context, action: Action) -> None:
    """Give active DON!! of the cost area to a Leader or Character: +1000 power each on its
    owner's turn (6-5-5)."""
    s = res.state
    assert action.card is not None
    card = s.cards[action.card]
    player = actor(res, action)
    p = s.players[player]
    if (
        player != s.turn_player
        or not card.on_field
        or card.controller != player
        or p.active_don < action.count
    ):
        res.problem(action, f"{player} cannot give {action.count} DON!! to {action.card} now")
        return
    p.active_don -= action.count
    card.given_don += action.count
    label = card.label()
    said = Text(
        en=f"{player} gives {action.count} active DON!! to {label.en}: +1000 power for each during "
        f"{player}'s turn (now {s.power(card)}).",
        ja=f"{player}は{label.ja}にアクティブのドン!!{action.count}枚を付与します。{player}のターン中、1枚につきパワー+1000"
        f"（現在{s.power(card)}）。",
    )
    res.emit("give-don", ["6-5-5"], said)
