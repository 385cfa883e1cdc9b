"""What each step kind is called on the pages, in the reader's language.

A step's ``kind`` is the engine's identifier (``destroyed-event``): board files and docs use it to
name steps. Readers see these names instead. A kind without a name here is not shown (the step's
own text still says what happened); a test keeps every kind of the shipped boards named.
"""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

STEP_KINDS = {
    # both games
    "start": _("the board before anything happens"),
    "end": _("end of the example"),
    "game-over": _("the game is over"),
    "choice": _("a choice"),
    # Gate Ruler
    "association-lost": _("association lost"),
    "auto-ability-not-played": _("auto ability not played"),
    "auto-ability-played": _("auto ability played"),
    "card-moved": _("a card moves"),
    "damage-dealt": _("damage dealt"),
    "damage-execution-process-placed": _("damage execution process placed"),
    "defeat-process-placed": _("defeat process placed"),
    "defeat-process-resolved": _("defeat process resolved"),
    "destroy-process-placed": _("destroy process placed"),
    "destroy-process-resolved": _("destroy process resolved"),
    "destroyed-event": _("the 'destroyed' event"),
    "duplicate-cards": _("duplicate cards"),
    "hp-changed": _("HP changes"),
    "illegal-soul": _("illegal soul"),
    "left-field": _("a card leaves the field"),
    "no-second-defeat-process": _("no second defeat process"),
    "no-second-destroy-process": _("no second destroy process"),
    "played": _("played"),
    "recovered": _("damage recovered"),
    "resolve-ability": _("an ability resolves"),
    "resolve-card": _("a card resolves"),
    "rule-effects": _("rule effects checked"),
    "ruler-damage-process-placed": _("ruler damage process placed"),
    "ruler-damage-process-resolved": _("ruler damage process resolved"),
    "soul-association": _("soul association"),
    "soul-kept-for-ability": _("soul kept for an ability"),
    "soul-taken": _("soul taken"),
    # ONE PIECE CARD GAME
    "activate": _("an effect activates"),
    "activate-card": _("a card is activated"),
    "attack": _("attack"),
    "banish": _("[Banish]"),
    "battle": _("battle"),
    "battle-cut-short": _("the battle is cut short"),
    "battle-end": _("End of the Battle"),
    "condition": _("a condition is checked"),
    "counter-event": _("a [Counter] Event is used"),
    "counter-power": _("a counter's power is given"),
    "counter-step": _("Counter Step"),
    "counter-stop": _("countering ends"),
    "damage-step": _("Damage Step"),
    "symbol-counter": _("a symbol counter is used"),
    "block": _("block"),
    "cannot-activate": _("cannot activate"),
    "choose": _("a choice"),
    "cost-cannot-be-paid": _("the cost cannot be paid"),
    "cost-not-paid": _("the cost is not paid"),
    "cost-replaced": _("the cost is replaced"),
    "damage-over": _("damage processing ends"),
    "damage-processing": _("damage processing"),
    "deck-bottom": _("to the bottom of the deck"),
    "declare": _("declaration"),
    "defeat": _("defeat"),
    "don": _("DON!!"),
    "don-phase": _("DON!! Phase"),
    "draw": _("draw"),
    "draw-phase": _("Draw Phase"),
    "each-player": _("each player"),
    "effect-not-processed": _("effect not processed"),
    "end-phase": _("End Phase"),
    "gain": _("an effect is gained"),
    "give-don": _("DON!! given"),
    "ko": _("K.O."),
    "ko-trashed": _("to the trash after a K.O."),
    "leader-damaged": _("the Leader takes damage"),
    "life-to-hand": _("Life to hand"),
    "look": _("look at cards"),
    "negate": _("effects negated"),
    "not-activated": _("not activated"),
    "not-replaced-again": _("not replaced again"),
    "on-ko-resolves": _("[On K.O.] resolves"),
    "once-per-turn": _("once per turn"),
    "order": _("order of effects"),
    "pay": _("a cost is paid"),
    "pay-cost": _("the cost is paid"),
    "permanent": _("permanent effect"),
    "play": _("a card is played"),
    "power": _("power changes"),
    "refresh": _("Refresh Phase"),
    "replace": _("replacement effect"),
    "replacement-declined": _("replacement declined"),
    "rest-of-text": _("the rest of the text"),
    "return-to-hand": _("returned to the hand"),
    "rule-trash": _("trashed by rule"),
    "same-replacement-again": _("the same replacement is not applied again"),
    "trash": _("trash"),
    "trigger": _("[Trigger]"),
    "trigger-done": _("[Trigger] done"),
    "loop": _("the run is stopped"),
}


def step_kind(kind: str) -> str:
    """The reader's name of a step kind, or "" when it has none."""
    name = STEP_KINDS.get(kind)
    return str(name) if name is not None else ""
