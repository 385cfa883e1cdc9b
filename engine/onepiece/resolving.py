"""Resolving an effect's text: the parts after "：", in order, with rule processing at once between
them (9-1-2); a part that says 「できる」 is optional (8-1-2). One function per word of the
vocabulary (:mod:`.effects`); looking at the deck is in :mod:`.look`, changing power and cost
in :mod:`.power_changes`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from ..core.text import Text
from .activate_this import activate_this
from .character_area import play_character
from .choosing import chosen
from .context import Context, Ctx
from .draw_until import draw_until
from .effects import Effect
from .ko import ko
from .look import look
from .power_changes import base, power, set_power_zero
from .removal import removable
from .replacement import impossible_part
from .rule_processing import GameOver, rule_processing
from .say import say, yes_no
from .stage_area import place_stage
from .text_order import Arrivals, announce_text_order
from .words import area_text, names, timing

#: the labels of a yes/no decision (8-1-2)
YES_NO = {"yes": say("resolving-yes"), "no": say("resolving-no")}


def resolve_text(res: Context, effects: tuple[Effect, ...], ctx: Ctx) -> None:
    """The text after "：", in order; rule processing happens at once between its parts (9-1-2)."""
    res.resolving += 1
    try:
        _in_order(res, effects, ctx)
    finally:
        res.resolving -= 1


def _in_order(res: Context, effects: tuple[Effect, ...], ctx: Ctx) -> None:
    """Each part, knowing how many come after it (8-1-3-4-4); rule processing after each (9-1-2).

    A part after 「〜場合」 is carried out only if the part before it was (4-10-1); a part after
    「その後」 is carried out even if the part before it could not be (4-10-2). The parts go in the
    order written, from the top (1-3-7, 2-8-3): a step says so where a part reaches a card that an
    earlier part has just put where it is (:mod:`.text_order`)."""
    done = True
    arrivals = Arrivals(res.state)
    for i, effect in enumerate(effects):
        part = replace(ctx, rest=len(effects) - i - 1)
        if effect.after == "if" and not done:
            res.emit("if-not-met", ["4-10-1", "8-3-3", *ctx.cites], say("resolving-if-not-met"))
            continue
        if effect.after == "then" and not done:
            res.emit("then-anyway", ["4-10-2", *ctx.cites], say("resolving-then-anyway"))
        announce_text_order(res, effect, i, part, arrivals)
        possible = impossible_part(res, (replace(effect, may=False),), part) is None
        done = do_effect(res, effect, part) and possible
        rule_processing(res)
        arrivals.note(res.state, i)


def do_effect(res: Context, effect: Effect, ctx: Ctx) -> bool:
    """One part of an effect's text; if it says 「できる」, only if its controller chooses to (8-1-2).
    False when the controller chose not to."""
    if effect.may and not _chooses_to(res, ctx):
        return False
    VOCABULARY[effect.kind](res, effect, ctx)
    return True


def _chooses_to(res: Context, ctx: Ctx) -> bool:
    """A part of an effect that says 「できる」: the controller decides (8-1-2)."""
    you = ctx.controller
    source = ctx.source.label() if ctx.source else None
    whose = f"{source.en}'s effect" if source else "the effect"
    d = res.decide(
        f"may-{ctx.key}",
        you,
        ["yes", "no"],
        f"this part of {whose} says 'you may' (8-1-2)",
        prompt=say("resolving-may-prompt"),
        labels=YES_NO,
    )
    chosen = yes_no(d.chosen == "yes")
    said = say(
        "resolving-may", sourced=yes_no(source is not None), source=source or "", player=you, chosen=chosen
    )
    res.emit("optional", ["8-1-2", *ctx.cites], said, decision=d)
    return d.chosen != "no"


def _draw(res: Context, effect: Effect, ctx: Ctx) -> None:
    """``draw`` (4-5-1, 4-5-3): from the top of the deck, as many as there are; ``up_to``: the
    player may stop before each card (4-5-4)."""
    if effect.up_to:
        _draw_up_to(res, effect, ctx)
        return
    s = res.state
    player = ctx.controller
    deck = s.zones[f"{player}.deck"]
    drawn = []
    for _ in range(effect.count):
        if not deck:
            break
        card = s.cards[deck[0]]
        s.move(card, f"{player}.hand")
        drawn.append(card)
    named = yes_no(any(c.name for c in drawn))
    said = say("resolving-draw", player=player, count=len(drawn), named=named, cards=names(drawn))
    # the text names no player: the effect's own player draws (8-4-4-3), unless the effect is one
    # each player carries out (1-3-10); a draw is over at once, a one-shot effect (8-1-4-1)
    own = [] if "1-3-10" in ctx.cites else ["8-4-4-3"]
    res.emit("draw", [*ctx.cites, "4-5-2" if effect.count == 1 else "4-5-3", *own, "8-1-4-1"], said)


def _draw_up_to(res: Context, effect: Effect, ctx: Ctx) -> None:
    """ "Draw up to X cards" (4-5-4, 4-8-2): the player may end it (4-5-4-1), else draws 1 card
    (4-5-4-2), until X cards are drawn (4-5-4-3)."""
    s = res.state
    player = ctx.controller
    deck = s.zones[f"{player}.deck"]
    for n in range(effect.count):
        if not deck:  # nothing left to draw: an impossible action is not carried out (1-3-2)
            res.emit("draw", [*ctx.cites, "4-5-4", "1-3-2"], say("resolving-draw-up-to-empty", player=player))
            return
        d = res.decide(
            f"draw-{ctx.key}",
            player,
            ["draw", "stop"],
            f"draw up to {effect.count}: draw another card or stop (4-5-4-1)",
            prompt=say("resolving-draw-up-to-prompt"),
            labels={"draw": say("resolving-draw-up-to-draw"), "stop": say("resolving-draw-up-to-stop")},
        )
        if d.chosen == "stop":
            said = say("resolving-draw-up-to-stopped", player=player, drawn=n, most=effect.count)
            res.emit("draw", [*ctx.cites, "4-5-4", "4-5-4-1"], said, decision=d)
            return
        card = s.cards[deck[0]]
        s.move(card, f"{player}.hand")
        last = n + 1 == effect.count
        said = say(
            "resolving-draw-up-to-one", player=player, card=card.label(), drawn=n + 1, most=effect.count,
            last=yes_no(last),
        )  # fmt: skip
        rules = ["4-5-4", "4-8-2", "4-5-4-2"] if n == 0 else ["4-5-4-2"]
        res.emit("draw", [*ctx.cites, *rules, *(["4-5-4-3"] if last else [])], said, decision=d)


def _ko(res: Context, effect: Effect, ctx: Ctx) -> None:
    """``ko`` (10-2-1): only Characters are K.O.'d."""
    picked = chosen(res, effect, ctx, "ko")
    ko(res, removable(res, [c for c in picked if c.area == "characters"], ctx, "ko"), ctx, battle=False)


def _trash(res: Context, effect: Effect, ctx: Ctx) -> None:
    """``trash`` (3-5): from the hand or the field; from the hand it is the keyword "Trash" (10-2-14-1)."""
    assert effect.select is not None
    if effect.select.area == "hand":
        ctx = replace(ctx, cites=(*ctx.cites, "10-2-14-1"))
    for card in removable(res, chosen(res, effect, ctx, "trash"), ctx, "trash"):
        place = area_text(card.zone)
        res.state.move(card, f"{card.owner}.trash")
        said = say("resolving-trash", card=card.label(), place=place)
        res.emit("trash", list(ctx.cites), said)


def _don(res: Context, effect: Effect, ctx: Ctx) -> None:
    """``rest_don`` / ``set_active_don``: DON!! of the cost area (3-9-1) are rested (4-4-1-2) or set
    active (4-4-1-1), as many as there are (1-3-2)."""
    you = ctx.controller
    p = res.state.players[you]
    rule = "4-4-1-2" if effect.kind == "rest_don" else "4-4-1-1"
    if effect.kind == "rest_don":
        n = min(effect.count, p.active_don)
        p.active_don, p.rested_don = p.active_don - n, p.rested_don + n
        said = say("resolving-rest-don", player=you, count=n)
    else:
        n = min(effect.count, p.rested_don)
        p.active_don, p.rested_don = p.active_don + n, p.rested_don - n
        said = say("resolving-set-active-don", player=you, count=n)
    if n == 0 and p.active_don + p.rested_don:  # every one is already in that state (1-3-2-1)
        state = "rested" if effect.kind == "rest_don" else "active"
        res.emit(
            "don",
            [*ctx.cites, "1-3-2", "1-3-2-1", rule],
            say("resolving-don-already", player=you, state=state),
        )
        return
    rules = ["1-3-2"] if n < effect.count else []  # as many as there are (1-3-2)
    res.emit("don", [*ctx.cites, "3-9-1", rule, *rules], said)


def _give_don(res: Context, effect: Effect, ctx: Ctx) -> None:
    """``give_don`` (6-5-5): DON!! of the cost area are given, rested ones first (the engine's default)."""
    you = ctx.controller
    for card in chosen(res, effect, ctx, "give-don"):
        p = res.state.players[you]
        n = min(effect.count, p.rested_don + p.active_don)
        from_rested = min(n, p.rested_don)
        # which DON!! an effect gives is not in our source: the engine's default is rested first
        mixed = from_rested > 0 and p.active_don > 0
        p.rested_don -= from_rested
        p.active_don -= n - from_rested
        card.given_don += n
        said = say("resolving-give-don", player=you, count=n, card=card.label(), rested_first=yes_no(mixed))
        res.emit("give-don", [*ctx.cites, "6-5-5"], said)


def _add_to_life(res: Context, effect: Effect, ctx: Ctx) -> None:
    """``add_to_life`` (3-10-2): cards go on top of the controller's Life cards, face down, or face
    up, when they are treated as cards of an open area (3-10-2-1); an effect may so raise the
    Leader's Life above its printed value (2-9-4)."""
    s = res.state
    you = ctx.controller
    if effect.source == "hand":
        cards = chosen(res, effect, ctx, "add-to-life")
    else:
        cards = [s.cards[i] for i in s.zones[f"{you}.deck"][: effect.count]]
    if not cards:
        res.emit("add-to-life", [*ctx.cites, "1-3-2"], say("resolving-add-to-life-none", player=you))
        return
    for card in cards:
        frm = effect.source
        s.move(card, f"{you}.life", top=True)
        card.face_up = effect.face_up
        said = say(
            "resolving-add-to-life",
            player=you,
            card=card.label(),
            source=frm,
            face="up" if card.face_up else "down",
        )
        # face down, a card moved between secret areas is revealed, then unrevealed (11-2-1, 11-2-2)
        rules = ["3-10-2", "2-9-4", *(["3-10-2-1"] if card.face_up else ["11-2-1", "11-2-2"])]
        res.emit("add-to-life", [*ctx.cites, *rules], said)


def _look_at_life(res: Context, effect: Effect, ctx: Ctx) -> None:
    """``look_at_life`` (11-3): the effect's player looks at the Life cards (11-3-1), face up or down
    alike (3-10-3); they stay in the Life area (11-3-2) and go back as they were (11-3-3)."""
    s = res.state
    whose = ctx.controller if effect.whose == "you" else s.opponent(ctx.controller)
    cards = s.area(whose, "life")
    own = yes_no(whose == ctx.controller)
    said = say(
        "resolving-look-at-life",
        player=ctx.controller,
        whose=whose,
        own=own,
        count=len(cards),
        cards=names(cards),
    )
    res.emit("look-at-life", [*ctx.cites, "11-3-1", "11-3-2", "11-3-3", "3-10-3"], said)


def _game_result(res: Context, effect: Effect, ctx: Ctx) -> None:
    """``win_game`` / ``lose_game`` (1-2-5): the player wins or loses while the effect is processed,
    and the game ends at once (1-2-1: the other player wins)."""
    s = res.state
    player = ctx.controller if effect.whose == "you" else s.opponent(ctx.controller)
    loser = s.opponent(player) if effect.kind == "win_game" else player
    s.players[loser].status = "lost"
    s.defeated[loser] = "effect"
    said = say("resolving-game-result", player=player, wins=yes_no(effect.kind == "win_game"), loser=loser)
    res.emit("game-result", [*ctx.cites, "1-2-5", "1-2-1"], said)
    raise GameOver


def _play(res: Context, effect: Effect, ctx: Ctx) -> None:
    """``play`` (3-7, 3-8): a Character or a Stage, without paying its cost."""
    for card in chosen(res, effect, ctx, "play"):
        if card.type == "character":
            play_character(res, card, card.controller if card.on_field else card.owner, list(ctx.cites))
        elif card.type == "stage":
            place_stage(res, card, card.owner, list(ctx.cites))


def _return_to_hand(res: Context, effect: Effect, ctx: Ctx) -> None:
    """``return_to_hand``: to the owner's hand, where it is a new card (3-1-6)."""
    for card in removable(res, chosen(res, effect, ctx, "return-to-hand"), ctx, "return"):
        given, controller = card.given_don, card.controller
        res.state.move(card, f"{card.owner}.hand")  # its given DON!! go to the cost area, rested (6-5-5-4)
        said = say(
            "resolving-return-to-hand", card=card.label(), don=given, player=controller, owner=card.owner
        )
        res.emit("return-to-hand", [*ctx.cites, "3-1-6", "4-2-1-1", *(["6-5-5-4"] if given else [])], said)


def _life_to_hand(res: Context, effect: Effect, ctx: Ctx) -> None:
    """``life_to_hand``: the top Life cards (3-10-2) to the hand; no damage, so no [Trigger]."""
    s = res.state
    whose = ctx.controller if effect.whose == "you" else s.opponent(ctx.controller)
    for _ in range(effect.count):
        life = s.zones[f"{whose}.life"]
        if not life:
            break
        card = s.cards[life[0]]
        s.move(card, f"{whose}.hand")
        said = say("resolving-life-to-hand", player=whose, card=card.label())
        res.emit("life-to-hand", [*ctx.cites, "3-10-2"], said)


def _negate(res: Context, effect: Effect, ctx: Ctx) -> None:
    """``negate`` (8-2-1): the card's own effects; a card with negated effects is still not a card
    with "no base effect" (8-2-2), and one with no text has nothing to negate. Its auto or activate
    effects that have already been activated and resolved are not undone (8-2-3)."""
    for card in chosen(res, effect, ctx, "negate"):
        card.negated = True
        if not card.abilities and not card.keywords:  # keyword effects are effects too (4-1-2)
            res.emit("negate", [*ctx.cites, "8-2-1"], say("resolving-negate-nothing", card=card.label()))
            continue
        said = say("resolving-negate", card=card.label(), keywords=yes_no(bool(card.keywords)))
        rules = [*ctx.cites, "8-2-1", "8-2-2", *(["4-1-2"] if card.keywords else [])]
        done = list(dict.fromkeys(t for ref, t in res.resolved if ref == card.ref))
        if done:
            # a "when …" effect is named by its card alone, as effect_name does
            named = "when" not in done
            more = say(
                "resolving-negate-resolved",
                named=yes_no(named),
                effects=names(_Timing(t) for t in done) if named else "",
                many=yes_no(len(done) > 1),
            )
            said = Text(ja=said.ja + more.ja, en=f"{said.en} {more.en}")
            rules.append("8-2-3")
        res.emit("negate", rules, said)


class _Timing:
    """An effect's timing as a list of names shows it: 【アタック時】 / [When Attacking]."""

    def __init__(self, key: str) -> None:
        self.text = timing(key)

    def label(self) -> Text:
        return self.text


def _gain(res: Context, effect: Effect, ctx: Ctx) -> None:
    """``gain`` (8-2-4): an effect gained after a negation is not negated."""
    assert effect.ability is not None
    gained = effect.ability
    # what is gained: the effect's own words, else a permanent effect, else an effect of its timing
    what = "text" if gained.text else "permanent" if gained.timing == "permanent" else "timing"
    words = Text(ja=gained.text["ja"].rstrip("。"), en=gained.text["en"].rstrip(".")) if gained.text else ""
    when = timing(gained.timing) if what == "timing" else ""
    for card in chosen(res, effect, ctx, "gain"):
        card.gained = (*card.gained, gained)
        negated = yes_no(card.negated)
        said = say("resolving-gain", card=card.label(), what=what, text=words, timing=when, negated=negated)
        res.emit("gain", [*ctx.cites, "8-2-4"], said)


def _each_player(res: Context, effect: Effect, ctx: Ctx) -> None:
    """``each_player`` (1-3-10): both players act, the turn player first, then the non-turn player.
    When what they do has them choose cards (8-4-4), the turn player also chooses first (1-3-4)."""
    chooses = any(e.select is not None and not e.select.all and e.select.card is None for e in effect.effects)
    rules = ["1-3-10", "1-3-4"] if chooses else ["1-3-10"]
    for n, player in enumerate(res.state.player_order()):
        message = "resolving-each-player-first" if n == 0 else "resolving-each-player-next"
        said = say(message, player=player, chooses=yes_no(chooses))
        res.emit("each-player", [*ctx.cites, *rules], said)
        _in_order(res, effect.effects, replace(ctx, controller=player, key=f"{ctx.key}-{player}"))


#: each word of the vocabulary (:mod:`.effects`) and what it does
VOCABULARY: dict[str, Callable[[Context, Effect, Ctx], None]] = {
    "draw": _draw,
    "ko": _ko,
    "trash": _trash,
    "rest_don": _don,
    "set_active_don": _don,
    "give_don": _give_don,
    "power": power,
    "play": _play,
    "return_to_hand": _return_to_hand,
    "life_to_hand": _life_to_hand,
    "look": look,
    "negate": _negate,
    "gain": _gain,
    "each_player": _each_player,
    "set_power_zero": set_power_zero,
    "base_power": base,
    "base_cost": base,
    "add_to_life": _add_to_life,
    "look_at_life": _look_at_life,
    "win_game": _game_result,
    "lose_game": _game_result,
    "draw_until": draw_until,
    "activate_this": activate_this,
}
