"""Resolving an effect's text: the parts after "：", in order, with rule processing at once between
them (9-1-2); a part that says 「できる」 is optional (8-1-2). One function per word of the
vocabulary (:mod:`.effects`); looking at the deck is in :mod:`.look`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from ..core.text import Text
from .character_area import play_character
from .choosing import choose
from .context import Context, Ctx
from .effects import Effect
from .ko import ko
from .look import look
from .model import Card
from .rule_processing import rule_processing
from .words import NOTHING, area_text, count_en, names, timing

THIS_TURN = Text(ja="このターン中", en="during this turn")
YES_NO = {"yes": Text(ja="する", en="yes"), "no": Text(ja="しない", en="no")}
#: not in our source: which DON!! an effect gives first is the engine's default
RESTED_FIRST = Text(
    en=" It gives rested DON!! first: that order is the engine's default, not in our source.",
    ja="レストのドン!!から先に付与します（この順番は出典になく、エンジンの既定です）。",
)
#: an effect gained after a negation is not negated (8-2-4)
GAINED_NOT_NEGATED = Text(
    en=" Its own effects are negated, but an effect it gains afterwards is not negated.",
    ja="自身の効果は無効ですが、新たに得た効果は無効になりません。",
)


def resolve_text(res: Context, effects: tuple[Effect, ...], ctx: Ctx) -> None:
    """The text after "：", in order; rule processing happens at once between its parts (9-1-2)."""
    res.resolving += 1
    try:
        _in_order(res, effects, ctx)
    finally:
        res.resolving -= 1


def _in_order(res: Context, effects: tuple[Effect, ...], ctx: Ctx) -> None:
    """Each part, knowing how many come after it (8-1-3-4-4); rule processing after each (9-1-2)."""
    for i, effect in enumerate(effects):
        do_effect(res, effect, replace(ctx, rest=len(effects) - i - 1))
        rule_processing(res)


def do_effect(res: Context, effect: Effect, ctx: Ctx) -> None:
    """One part of an effect's text; if it says 「できる」, only if its controller chooses to (8-1-2)."""
    if effect.may and not _chooses_to(res, ctx):
        return
    VOCABULARY[effect.kind](res, effect, ctx)


def _chooses_to(res: Context, ctx: Ctx) -> bool:
    """A part of an effect that says 「できる」: the controller decides (8-1-2)."""
    you = ctx.controller
    source = ctx.source.label() if ctx.source else Text(ja="効果", en="the effect")
    d = res.decide(
        f"may-{ctx.key}",
        you,
        ["yes", "no"],
        f"this part of {source.en}'s effect says 'you may' (8-1-2)",
        prompt=Text(ja="この効果を実行しますか？", en="Do this part of the effect?"),
        labels=YES_NO,
    )
    said = Text(
        en=f"This part of {source.en}'s effect says 'you may' (optional): {you} chooses "
        f"{'to do it' if d.chosen == 'yes' else 'not to'}.",
        ja=f"{source.ja}の効果のこの部分は「できる」（任意）："
        f"{you}は{'実行します' if d.chosen == 'yes' else '実行しません'}。",
    )
    res.emit("optional", ["8-1-2", *ctx.cites], said, decision=d)
    return d.chosen != "no"


def _chosen(res: Context, effect: Effect, ctx: Ctx, ja: str, en: str) -> list[Card]:
    """The cards the effect's selector chooses (8-4-4), for the verb ``ja`` / ``en``."""
    assert effect.select is not None
    return choose(res, effect.select, ctx, Text(ja=ja, en=en))


def _draw(res: Context, effect: Effect, ctx: Ctx) -> None:
    """``draw`` (4-5-4): from the top of the deck, as many as there are."""
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
    which, named = names(drawn), any(c.name for c in drawn)
    said = Text(
        en=f"{player} draws {count_en(len(drawn), 'card')}{': ' + which.en if named else ''}.",
        ja=f"{player}はカードを{len(drawn)}枚引きます{'：' + which.ja if named else ''}。",
    )
    res.emit("draw", list(ctx.cites), said)


def _ko(res: Context, effect: Effect, ctx: Ctx) -> None:
    """``ko`` (10-2-1): only Characters are K.O.'d."""
    picked = _chosen(res, effect, ctx, "KOする", "K.O.")
    ko(res, [c for c in picked if c.area == "characters"], ctx, battle=False)


def _trash(res: Context, effect: Effect, ctx: Ctx) -> None:
    """``trash`` (3-5): from the hand or the field."""
    for card in _chosen(res, effect, ctx, "トラッシュに置く", "trash"):
        place = area_text(card.zone)
        res.state.move(card, f"{card.owner}.trash")
        label = card.label()
        said = Text(
            en=f"{label.en} is trashed from {place.en}.",
            ja=f"{label.ja}を{place.ja}からトラッシュに置きます。",
        )
        res.emit("trash", list(ctx.cites), said)


def _don(res: Context, effect: Effect, ctx: Ctx) -> None:
    """``rest_don`` / ``set_active_don`` (3-9): DON!! of the cost area are rested or set active, as
    many as there are."""
    you = ctx.controller
    p = res.state.players[you]
    if effect.kind == "rest_don":
        n = min(effect.count, p.active_don)
        p.active_don, p.rested_don = p.active_don - n, p.rested_don + n
        said = Text(
            en=f"{you} rests {n} DON!! in their cost area.",
            ja=f"{you}はコストエリアのドン!!{n}枚をレストにします。",
        )
    else:
        n = min(effect.count, p.rested_don)
        p.active_don, p.rested_don = p.active_don + n, p.rested_don - n
        said = Text(en=f"{you} sets {n} DON!! active.", ja=f"{you}はドン!!{n}枚をアクティブにします。")
    res.emit("don", [*ctx.cites, "3-9"], said)


def _give_don(res: Context, effect: Effect, ctx: Ctx) -> None:
    """``give_don`` (6-5-5): DON!! of the cost area are given, rested ones first (the engine's default)."""
    you = ctx.controller
    for card in _chosen(res, effect, ctx, "ドン!!を付与する", "give DON!! to"):
        p = res.state.players[you]
        n = min(effect.count, p.rested_don + p.active_don)
        from_rested = min(n, p.rested_don)
        # which DON!! an effect gives is not in our source: the engine's default is rested first
        mixed = from_rested > 0 and p.active_don > 0
        p.rested_don -= from_rested
        p.active_don -= n - from_rested
        card.given_don += n
        label = card.label()
        default = RESTED_FIRST if mixed else NOTHING
        said = Text(
            en=f"{you} gives {n} DON!! to {label.en} (+1000 power each during its owner's turn).{default.en}",
            ja=f"{you}は{label.ja}にドン!!{n}枚を付与します（持ち主のターン中、1枚につきパワー+1000）。{default.ja}",
        )
        res.emit("give-don", [*ctx.cites, "6-5-5"], said)


def _power(res: Context, effect: Effect, ctx: Ctx) -> None:
    """``power`` (8-1-4): a change during this turn."""
    s = res.state
    battle = effect.until == "battle"  # ends at the End of the Battle (7-1-5)
    for card in _chosen(res, effect, ctx, "パワーを変える", "change the power of"):
        (card.battle_mods if battle else card.power_mods).append(effect.amount)
        label = card.label()
        during = Text(ja="このバトル中", en="during this battle") if battle else THIS_TURN
        said = Text(
            en=f"{label.en} gets {effect.amount:+d} power {during.en} (now {s.power(card)}).",
            ja=f"{label.ja}は{during.ja}、パワー{effect.amount:+d}（現在{s.power(card)}）。",
        )
        res.emit("power", list(ctx.cites), said)


def _play(res: Context, effect: Effect, ctx: Ctx) -> None:
    """``play`` (3-7): a Character, without paying its cost."""
    for card in _chosen(res, effect, ctx, "登場させる", "play"):
        if card.type == "character":
            play_character(res, card, card.controller if card.on_field else card.owner, list(ctx.cites))


def _return_to_hand(res: Context, effect: Effect, ctx: Ctx) -> None:
    """``return_to_hand``: to the owner's hand, where it is a new card (3-1-6)."""
    for card in _chosen(res, effect, ctx, "手札に戻す", "return to the hand"):
        res.state.move(card, f"{card.owner}.hand")
        label = card.label()
        said = Text(
            en=f"{label.en} returns to its owner's hand (a new card there).",
            ja=f"{label.ja}を持ち主の手札に戻します（新しいカードになります）。",
        )
        res.emit("return-to-hand", [*ctx.cites, "3-1-6"], said)


def _life_to_hand(res: Context, effect: Effect, ctx: Ctx) -> None:
    """``life_to_hand`` (3-10): the top Life cards to the hand; no damage, so no [Trigger]."""
    s = res.state
    whose = ctx.controller if effect.whose == "you" else s.opponent(ctx.controller)
    for _ in range(effect.count):
        life = s.zones[f"{whose}.life"]
        if not life:
            break
        card = s.cards[life[0]]
        s.move(card, f"{whose}.hand")
        label = card.label()
        said = Text(
            en=f"{whose} adds the top card of their Life area, {label.en}, to their hand (no damage, no "
            "[Trigger]).",
            ja=f"{whose}はライフの上から1枚、{label.ja}を手札に加えます（ダメージではないので【トリガー】は発動しません）。",
        )
        res.emit("life-to-hand", [*ctx.cites, "3-10"], said)


def _negate(res: Context, effect: Effect, ctx: Ctx) -> None:
    """``negate`` (8-2-1): the card's own effects; a card with negated effects is still not a card
    with "no base effect" (8-2-2), and one with no text has nothing to negate."""
    for card in _chosen(res, effect, ctx, "効果を無効にする", "negate the effects of"):
        card.negated = True
        label = card.label()
        if not card.abilities:
            said = Text(
                en=f"{label.en} has no effects: negating them changes nothing.",
                ja=f"{label.ja}には効果がないので、無効にしても何も変わりません。",
            )
            res.emit("negate", [*ctx.cites, "8-2-1"], said)
            continue
        said = Text(
            en=f"{label.en}'s effects are negated. It is still not a card with 'no base effect'.",
            ja=f"{label.ja}の効果を無効にします。それでも「元々の効果がない」カードとしては扱いません。",
        )
        res.emit("negate", [*ctx.cites, "8-2-1", "8-2-2"], said)


def _gain(res: Context, effect: Effect, ctx: Ctx) -> None:
    """``gain`` (8-2-4): an effect gained after a negation is not negated."""
    assert effect.ability is not None
    gained = effect.ability
    if gained.text:
        ja, en = gained.text["ja"].rstrip("。"), gained.text["en"].rstrip(".")
        what = Text(ja=f"「{ja}」という効果", en=f"the effect “{en}”")
    elif gained.timing == "permanent":
        what = Text(ja="永続効果", en="a permanent effect")
    else:
        when = timing(gained.timing)
        what = Text(ja=f"{when.ja}の効果", en=f"a {when.en} effect")
    for card in _chosen(res, effect, ctx, "効果を与える", "give the effect to"):
        card.gained.append(gained)
        label = card.label()
        extra = GAINED_NOT_NEGATED if card.negated else NOTHING
        said = Text(
            en=f"{label.en} gains {what.en}.{extra.en}",
            ja=f"{label.ja}は{what.ja}を得ます。{extra.ja}",
        )
        res.emit("gain", [*ctx.cites, "8-2-4"], said)


def _each_player(res: Context, effect: Effect, ctx: Ctx) -> None:
    """``each_player`` (1-3-10): both players act, the turn player first, then the non-turn player."""
    for n, player in enumerate(res.state.player_order()):
        if n == 0:
            said = Text(
                en=f"The effect has both players act: the turn player, {player}, goes first.",
                ja=f"この効果は両プレイヤーが行うので、ターンプレイヤーの{player}が先に行います。",
            )
        else:
            said = Text(
                en=f"Next, the non-turn player, {player}, does the same.",
                ja=f"次に非ターンプレイヤーの{player}が同じことを行います。",
            )
        res.emit("each-player", [*ctx.cites, "1-3-10"], said)
        _in_order(res, effect.effects, replace(ctx, controller=player, key=f"{ctx.key}-{player}"))


#: each word of the vocabulary (:mod:`.effects`) and what it does
VOCABULARY: dict[str, Callable[[Context, Effect, Ctx], None]] = {
    "draw": _draw,
    "ko": _ko,
    "trash": _trash,
    "rest_don": _don,
    "set_active_don": _don,
    "give_don": _give_don,
    "power": _power,
    "play": _play,
    "return_to_hand": _return_to_hand,
    "life_to_hand": _life_to_hand,
    "look": look,
    "negate": _negate,
    "gain": _gain,
    "each_player": _each_player,
}
