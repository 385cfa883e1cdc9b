"""Every kind of step a ONE PIECE CARD GAME run gives, and every decision key, with when each appears.

The recorder refuses a kind missing here; docs/boards-onepiece.md shows these lists as generated
(``python -m engine docs``).
"""

from __future__ import annotations

from ..core.kinds import COMMON_KINDS, DecisionKey, StepKind

STEP_KINDS: tuple[StepKind, ...] = (
    StepKind("start", "3-1-1", "always first: the board as given"),
    # the script's actions
    StepKind("pay", "3-9", "a Character or Stage is played from the hand: its cost is paid"),
    StepKind(
        "play", "3-7 (10-2-6)", "a Character goes into the Character area (from the hand or by an effect)"
    ),
    StepKind(
        "rule-trash",
        "3-7-6-1, 9-1-2",
        "a Character is played while 5 are there: right after it enters, rule processing trashes one of "
        "the other 5",
    ),
    StepKind("activate-card", "8-5, 8-4-2", "an Event is played from the hand (a card is activated)"),
    StepKind("event-trashed", "8-4-2", "an Event's effect has resolved: the Event goes to the trash"),
    StepKind(
        "declare", "8-1-3-2, 10-2-2", "the turn player declares an [Activate: Main] effect in the Main Phase"
    ),
    StepKind(
        "cannot-activate",
        "8-1-3-2, 10-2-2",
        "an [Activate: Main] effect is declared outside its controller's Main Phase",
    ),
    StepKind("give-don", "6-5-5", "DON!! are given to a Leader or Character (by the player or an effect)"),
    StepKind("attack", "7", "a Leader or Character attacks"),
    StepKind("block", "10-1-4", "the attacked player blocks with a [Blocker], or chooses not to"),
    StepKind("battle", "7, 7-1-4-1", "the powers are compared after the block"),
    StepKind("end-phase", "6", "the script ends the turn"),
    StepKind("refresh", "6", "the next turn starts: DON!! return and everything is set active"),
    StepKind("draw-phase", "6", "the next turn's Draw Phase"),
    StepKind("don-phase", "6", "the next turn's DON!! Phase"),
    # damage
    StepKind("damage-processing", "4-6-1, 8-6-2", "a Leader is to take damage"),
    StepKind("leader-damaged", "1-2-1-1-1", "a Leader takes damage with 0 Life cards"),
    StepKind("banish", "10-1-3", "damage from a card with [Banish]: the Life card goes to the trash"),
    StepKind(
        "trigger", "10-1-5, 8-6-2-1", "a damaged Life card has a [Trigger]: its owner activates it or not"
    ),
    StepKind("trigger-done", "10-1-5", "a [Trigger] has resolved: its card goes to the trash"),
    StepKind("life-to-hand", "4-6-1 or 3-10", "a Life card goes to the hand (damage, or an effect)"),
    StepKind("damage-over", "8-6-2", "damage processing ends; effects that waited may activate now"),
    # activating effects
    StepKind(
        "activate",
        "8-1-2, 8-1-3-x (8-3-1)",
        "an effect activates: at once when it has no cost, after its cost is paid when it has one "
        "(8-3-1-3, 8-3-1-4); 'not optional' is said only when its text has no 「できる」",
    ),
    StepKind("not-activated", "8-1-2 or 8-1-3-1-3", "an optional effect is declined, or its card has moved"),
    StepKind("negated", "8-2", "an effect of a negated card would activate"),
    StepKind("once-per-turn", "10-2-13", "a [Once Per Turn] effect was already activated this turn"),
    StepKind(
        "optional",
        "8-1-2",
        "a player chooses to use an optional effect that has a cost (it activates only once the cost is "
        "paid), or decides on a 「できる」 part of an effect",
    ),
    StepKind("cost-not-paid", "8-3-1-4", "the controller chooses not to pay an optional (「できる」) cost"),
    StepKind(
        "cost-cannot-be-paid",
        "8-3-1-3 (8-3-1-2)",
        "some part of the cost, counting what the parts before it use up and costs added by other "
        "effects, cannot be paid: nothing is paid",
    ),
    StepKind("cost-replaced", "8-3-1-7", "the controller replaces a cost with a replacement effect"),
    StepKind(
        "effect-not-processed", "8-3-1-7", "after a replaced cost: the text after '：' is not processed"
    ),
    StepKind("pay-cost", "8-3-1-1 or 8-3-1-2", "each action of a cost as it is paid"),
    # resolving effects
    StepKind("choose", "8-4-4 (8-4-4-1, 8-4-4-2)", "an effect chooses cards"),
    StepKind(
        "permanent",
        "8-1-3-3, 8-1-3-3-5",
        "before a choice by power: the permanent effects in force, turn player's then non-turn player's",
    ),
    StepKind(
        "order",
        "the summary's synthesis of 8-1-3-3-5, 8-1-3-4-2, 8-6-1",
        "replacement effects (or auto effects) of both players apply at once",
    ),
    StepKind(
        "replacement-order",
        "8-1-3-4-2",
        "one player has several replacement effects that could replace the same K.O.: that player "
        "chooses which applies first",
    ),
    StepKind(
        "replacement-impossible",
        "8-1-3-4",
        "a replacement effect could replace a K.O. but what it does instead cannot be done now",
    ),
    StepKind("replacement-declined", "8-1-3-4-1", "a player declines an optional replacement effect"),
    StepKind("replace", "8-1-3-4 (8-1-3-4-4)", "a replacement effect is applied instead of a K.O."),
    StepKind(
        "rest-of-text", "8-1-3-4-4", "a replacement was applied mid-effect: the rest of the text follows"
    ),
    StepKind(
        "not-replaced-again",
        "8-1-3-4-3",
        "another replacement effect could replace a K.O. that was already replaced",
    ),
    StepKind("ko", "10-2-1", "Characters are K.O.'d (by battle or by an effect) and go to the trash"),
    StepKind("draw", "the effect's", "a `draw` effect"),
    StepKind("trash", "the effect's", "a `trash` effect"),
    StepKind("don", "3-9", "a `rest_don` or `set_active_don` effect"),
    StepKind("power", "the effect's", "a `power` effect"),
    StepKind("return-to-hand", "3-1-6", "a `return_to_hand` effect"),
    StepKind("look", "8-4-4-2", "a `look` effect shows the top of the deck"),
    StepKind(
        "deck-bottom", "the effect's", "after a `look`: the cards not added go to the bottom of the deck"
    ),
    StepKind("negate", "8-2", "a `negate` effect"),
    StepKind("gain", "8-2-4", "a `gain` effect"),
    StepKind("each-player", "8-6-1", "an `each_player` effect: once per player, turn player first"),
    # the end
    StepKind("defeat", "1-2-2, 9-1-2", "rule processing finds a player who met a defeat condition"),
    StepKind("game-over", "1-2-2", "a player has lost"),
    StepKind("end", "9-1-2", "nothing is left to resolve"),
    *COMMON_KINDS,
)

DECISION_KEYS: tuple[DecisionKey, ...] = (
    DecisionKey("may-CARD", "the controller", "`yes`, `no`", "an optional (「できる」) effect, 8-1-2"),
    DecisionKey("cost-CARD", "the controller", "`pay`, `skip`", "an optional cost, 8-3-1-4"),
    DecisionKey("cost-trash-CARD", "the controller", "card ids", "which card to trash for a cost"),
    DecisionKey(
        "replace-cost-CARD", "the controller", "`pay`, `replace`", "a cost a replacement may replace, 8-3-1-7"
    ),
    DecisionKey(
        "choose-CARD", "the controller", "card ids, and `none` when allowed", "an effect chooses cards, 8-4-4"
    ),
    DecisionKey("choose-CARD-PLAYER", "that player", "the same", "a choice inside `each_player`"),
    DecisionKey("look-CARD", "the controller", "card ids, `none`", "a `look` effect: which card to add"),
    DecisionKey(
        "replace-CARD",
        "the replacement's controller",
        "`replace`, `decline`",
        "CARD's optional replacement effect could replace a K.O., 8-1-3-4-1",
    ),
    DecisionKey(
        "replace-order-CARD",
        "that player",
        "ids of the cards whose replacement effects could apply",
        "several of one player's replacement effects could replace CARD's K.O., 8-1-3-4-2",
    ),
    DecisionKey("block-ATTACKER", "the defender", "`no-block`, [Blocker] ids", "an attack, 10-1-4"),
    DecisionKey(
        "trigger-CARD", "the Life card's owner", "`trigger`, `hand`", "a damaged Life card has a [Trigger]"
    ),
    DecisionKey(
        "sixth-PLAYER",
        "that player",
        "ids of the five Characters that were there",
        "a sixth Character entered, 3-7-6-1",
    ),
)
