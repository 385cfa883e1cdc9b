"""Effects that change a card's power or cost as it resolves (:mod:`.resolving`): ``power``, a
continuous effect with its duration (8-1-4-2, 6-6-1-2, 6-2-1, 7-1-5); «Set Power to 0» (4-12);
``base_power`` and ``base_cost``, the highest of the values set applying (4-9-2)."""

from __future__ import annotations

from .choosing import chosen
from .context import Context, Ctx
from .effects import Effect
from .say import say, yes_no


def power(res: Context, effect: Effect, ctx: Ctx) -> None:
    """``power`` (8-1-4-2, a continuous effect): during this turn (ends at 6-6-1-3), this battle
    (7-1-5), until the end of the turn (6-6-1-2) or until the start of the controller's next turn
    (6-2-1); the duration is kept on the change, with the effect's controller."""
    s = res.state
    until = effect.until
    for card in chosen(res, effect, ctx, "power"):
        if until == "battle":  # ends at the End of the Battle (7-1-5)
            card.battle_mods = (*card.battle_mods, effect.amount)
        elif until == "turn":
            card.power_mods = (*card.power_mods, effect.amount)
        else:
            card.lasting = (*card.lasting, (effect.amount, until, ctx.controller, s.turn))
        now = s.power(card)
        below = now is not None and now < 0  # power may be negative; the card stays (1-3-6-1-1)
        # numbers as written on cards (no digit grouping): strings, not Fluent numbers
        said = say(
            "resolving-power",
            card=card.label(),
            amount=f"{effect.amount:+d}",
            until=until,
            controller=ctx.controller,
            power=str(now),
            below=yes_no(below),
        )
        # an effect makes the power more or less than written (2-6-3); a change of power for a
        # duration is a continuous effect (8-1-4-2)
        res.emit(
            "power", [*ctx.cites, "2-6-3", "8-1-4-2", *(["1-3-6-1", "1-3-6-1-1"] if below else [])], said
        )


def set_power_zero(res: Context, effect: Effect, ctx: Ctx) -> None:
    """«Set Power to 0» (4-12): during this turn, the power goes down by what it is now (4-12-1);
    a power already below 0 is left as it is (4-12-2)."""
    s = res.state
    for card in chosen(res, effect, ctx, "power"):
        now = s.power(card)
        if now is None:
            continue
        if now < 0:
            said = say("resolving-set-power-zero-negative", card=card.label(), power=str(now))
            res.emit("power", [*ctx.cites, "4-12-2"], said)
            continue
        if now:
            card.power_mods = (*card.power_mods, -now)
        said = say(
            "resolving-set-power-zero", card=card.label(), amount=f"{-now:+d}", power=str(s.power(card))
        )
        res.emit("power", [*ctx.cites, "4-12-1"], said)


def base(res: Context, effect: Effect, ctx: Ctx) -> None:
    """``base_power`` / ``base_cost`` (4-9-2): the value as written on the card is set, during this
    turn; when effects set different values, the highest applies (4-9-2-1, 4-9-2-2)."""
    s = res.state
    power = effect.kind == "base_power"
    rule = "4-9-2-1" if power else "4-9-2-2"
    for card in chosen(res, effect, ctx, "base-power" if power else "base-cost"):
        if (card.power if power else card.cost) is None:
            continue
        if power:
            card.base_powers = (*card.base_powers, effect.amount)
            values, now = card.base_powers, s.power(card)
        else:
            card.base_costs = (*card.base_costs, effect.amount)
            values, now = card.base_costs, s.cost(card)
        several = len(set(values)) > 1
        said = say(
            "resolving-base",
            which="power" if power else "cost",
            card=card.label(),
            value=str(effect.amount),
            base=str(max(values)),
            several=("lower" if effect.amount < max(values) else "highest") if several else "no",
            now=str(now),
        )
        res.emit("base", [*ctx.cites, "4-9-1", "4-9-2", *([rule] if several else [])], said)
