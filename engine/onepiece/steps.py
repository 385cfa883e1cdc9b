"""Every kind of step a ONE PIECE CARD GAME run gives, and every decision key, with when each appears.

The recorder refuses a kind missing here; docs/boards-onepiece.md shows these lists as generated
(``python -m engine docs``).
"""

from __future__ import annotations

from ..core.kinds import decision_keys, step_kinds

#: name | rules it usually cites | when it appears (`loop`, which every game gives, comes last)
STEP_KINDS = step_kinds(
    """
    start | 3-1-1, 6-1-1 or 5-1-1, 5-2-1 | always first: the board as given, and where in the game it starts
    # the script's actions
    pay | 2-7-1, 2-7-2 or 2-7-4, 4-7-1 (2-7-6; 3-9-2) | a Character or Stage is played from the hand: its cost
        | | is paid with active DON!! (of the player's choice when more are active than the cost)
    play | 3-7-3, 3-7-1, 3-7-2, 3-7-5 (10-2-6) or 3-8-3, 3-8-1, 3-8-2, 3-8-4 | a Character goes into the
        | | Character area, or a Stage into the Stage area, face up and active (from the hand or by an effect)
    stage-trash | 3-8-5, 3-8-5-1 | a Stage is played while one is in the Stage area: the one there is trashed
        | | first (not a K.O.)
    rule-trash | 3-7-6-1, 3-7-6-1-1 | a Character is to be played while 5 are there: before it is played,
        | | rule processing trashes one of the 5
    activate-card | 2-7-3, 4-7-1, 8-4-2, 8-5-2, 3-5-1 | an Event is activated from the hand (a card
        | | activation): its cost is paid and it is trashed, then its effect is carried out
    declare | 8-1-3-2, 10-2-2, 8-4-1-2 | the turn player declares an [Activate: Main] effect in the Main Phase
    cannot-activate | 8-1-3-2, 10-2-2 | an [Activate: Main] effect is declared outside its controller's Main
        | | Phase
    cannot-use | 10-2-4-1 or 10-2-3-1 or 10-2-2-1 | a [Counter] Event is played in the Main Phase, or a [Main]
        | | Event or an [Activate: Main] effect is tried during a battle (an attack's `in_counter_step`)
    give-don | 6-5-5 (4-4-2) | DON!! are given to a Leader or Character (by the player or an effect); a given
        | | DON!! is neither active nor rested
    # a battle (chapter 7)
    attack | 7-1-1 (10-1-1, 10-1-6) | Attack Step: a Leader or Character is rested and attacks
    condition | 8-3-2, 8-1-3-1-2, 10-2-9-1 or 10-2-11-1 or 10-2-12-1, 8-3-2-3 (8-3-2-1, 8-4-1-1) | an auto
        | | ([Your Turn] with 8-3-2-4, [Opponent's Turn] with 8-3-2-5) effect with a condition has its timing
        | | met: whether the condition holds, so that it activates
    block | 7-1-2, 10-1-4-1 (10-1-7-1; 4-1-1, 4-1-2, 8-2-1-1) | Block Step: the attacked player blocks with
        | | a [Blocker], chooses not to, has none, or cannot ([Unblockable]; or their [Blocker]'s effects are
        | | negated)
    battle-cut-short | 7-1-1-4 or 7-1-2-3 or 7-1-3, 7-1-5 | at the end of a step the attacker or the card
        | | being attacked has moved areas: the battle skips to its end
    counter-step | 7-1-3, 7-1-3-2 | Counter Step: the powers, before "when attacked" effects and counters
    symbol-counter | 7-1-3-2-1 (2-10-1) | a Character is trashed from the hand for its counter: power during
        | | the battle
    counter-power | 7-1-3-2-1, 2-10-1 | after a symbol counter, when the attacked player has Characters: the
        | | card they chose gets the power during the battle
    counter-event | 7-1-3-2-2, 10-2-4 | a [Counter] Event is used from the hand, its cost paid
    counter-stop | 7-1-3-2 | the attacked player stops countering, or has no counter left
    damage-step | 7-1-4, 2-6-1, 7-1-4-1 (7-1-4-1-1 or 7-1-4-1-2) or 7-1-4-2 | Damage Step: the powers
        | | compared, with the conditions of permanent effects on them (10-2-9, 10-2-11, 10-2-12)
    battle-end | 7-1-5, 7-1-5-1 (7-1-5-2) | End of the Battle: the battle ends; "at the end of the battle"
        | | effects of the cards that battled activate next
    battle-effects-end | 7-1-5-3, 7-1-5-4 | after those: what lasted during the battle ends, the turn
        | | player's effects, then the non-turn player's
    battle-over | 7-1-5-5, 6-5-2 | the battle is over: the game is back in the turn player's Main Phase
    # game progression (chapter 6), phase by phase
    main-end | 6-5-2-1 | the turn player declares the end of the Main Phase (the script's `end_turn`)
    end-phase | 6-6-1, 6-6-1-1 (6-6-1-1-1) | End Phase: the turn player's [End of Your Turn] effects activate,
        | | each once
    end-opponents-effects | 6-6-1-1-2 (6-6-1-1-1) | then the non-turn player's [End of Your Opponent's Turn]
        | | effects, each once
    end-order | 6-6-1-1-3 or 6-6-1-1-4 | a player with several of these effects chooses which resolves next
    turn-effects-end | 6-6-1-2 | effects "until the end of the turn" end, the turn player's first
    this-turn-ends | 6-6-1-3 | then effects "during this turn" end
    turn-passes | 6-6-1-4, 6-1-2, 4-3-1, 4-3-2 | the turn ends; the other player becomes the turn player
    refresh | 6-1-1, 6-2, 6-2-1 | Refresh Phase: the turn player's effects "until the start of your next turn"
        | | end
    start-of-turn | 6-2-2 | "at the start of your / your opponent's turn" effects activate
    don-return | 6-2-3 | the turn player's given DON!! return to the cost area, rested
    set-active | 6-2-4 | the turn player's rested cards and DON!! are set active (only theirs)
    draw-phase | 6-3-1 | Draw Phase: the turn player draws 1 card (not the first player on their first turn)
    don-phase | 6-4-1 (6-4-2 or 6-4-3), 3-9-3 (3-3-3) | DON!! Phase: 2 DON!! (1 on the first player's first
        | | turn), as many as are left, placed active, one at a time
    main-phase | 6-5-1, 6-5-2 (6-5-6-1) | Main Phase: "at the start of the Main Phase" effects; then the
        | | actions (no battle on a player's first turn)
    # setup (chapter 5)
    deck-presented | 5-2-1-1, 5-1-2, 5-1-2-1 … 5-1-2-3, 2-14-1, 2-14-2 | a player presents their deck
    deck-construction-effect | 5-1-2-4, 5-1-2-4-1, 5-1-2-4-2, 5-1-2-3 | a deck holds more than 4 cards of
        | | one number because a card's deck-construction effect (`deck_limit`) allows it
    shuffle | 5-2-1-2, 3-2-4, 3-2-1, 3-2-2 | the decks are shuffled (with the board's seed, or in the order it
        | | states) and placed face down
    leader-placed | 5-2-1-3, 3-6-1, 3-6-2, 3-3-1, 3-3-2 | the Leaders are placed face up, and the DON!!
        | | decks
    who-decides | 5-2-1-4 | who chooses to go first or second
    first-or-second | 5-2-1-5, 5-2-1-4-1 | that player chooses
    start-of-game | 5-2-1-5-1 | Leaders' "at the start of the game" effects
    deck-reshuffled | 5-2-1-5-2 | a deck one of those effects changed is shuffled
    opening-hand | 5-2-1-6, 4-5-1, 3-4-1 … 3-4-3, 3-1-4, 3-1-5 | each player draws 5 cards, unseen by the
        | | other
    redraw | 5-2-1-6 (5-2-1-6-1) | a player keeps the opening hand or redraws it once, the first player first
    life-placed | 5-2-1-7, 2-9-1, 2-9-2, 2-9-2-1, 3-10-1, 3-2-3 | Life cards from the top of the deck, one
        | | at a time, its top card at the bottom
    game-begins | 5-2-1-8 | the first player begins turn 1
    # damage
    damage-processing | 4-6-1, 8-6-2 (4-6-2-2) | a Leader is to take damage (2 or more: one at a time)
    leader-damaged | 1-2-1-1-1 | a Leader takes damage with 0 Life cards
    no-life-to-add | 7-1-4-1-1-3, 7-1-4-1-1-2, 1-3-2 | a later point of a [Double Attack] finds no Life card
        | | left: nothing to add, no defeat
    banish | 10-1-3-1 (4-6-3-1) | damage from a card with [Banish]: the Life card goes to the trash (its
        | | [Trigger] cannot be activated)
    trigger | 10-1-5-1, 8-6-2-1, 2-11-1, 4-6-3 | a damaged Life card has a [Trigger]: its owner activates it
        | | or not
    activate-this | 10-2-3-1-1 or 10-2-4-1-1, 10-2-4-1-2 | an `activate_this` effect (often a [Trigger])
        | | activates its own card's [Main] or [Counter] effect, which then resolves
    trigger-done | 10-1-5-3 | a [Trigger] has resolved: its card goes to the trash, unless its effect put
        | | it in an area
    life-to-hand | 4-6-1 or 3-10 | a Life card goes to the hand (damage, or an effect)
    damage-over | 8-6-2 | damage processing ends; effects that waited may activate now
    # activating effects
    activate | 8-1-2, 8-1-3-x, 8-4-1-4 (8-3-1, 8-1-3-1-1, 8-3-1-8 or 8-1-3-2-1, 8-4-3, 10-2-13-1) | an effect
        | | activates: at once when it has no cost, after its cost is paid when it has one (8-3-1-3, 8-3-1-4);
        | | 'not optional' is said only when its text has no 「できる」
    not-activated | 8-1-2 or 8-1-3-1-3 | an optional effect is declined, or its card has moved
    negated | 8-2 | an effect of a negated card would activate
    once-per-turn | 10-2-13-3 or 10-2-13-5 (8-4-1-1) | a [Once Per Turn] effect was already activated
        | | this turn (an [Activate: Main] one is refused before it is declared): it resolved
        | | (10-2-13-3), or its cost could not be paid in full and its text did not resolve (10-2-13-5)
    optional | 8-1-2 (8-3-1-4) | a player chooses to use an optional effect that has a cost (it activates
        | | only once the cost is paid), chooses to pay an optional cost, or decides on a
        | | 「できる」 part of an effect
    cost-not-paid | 8-3-1-4 | the controller chooses not to pay an optional (「できる」) cost
    cost-cannot-be-paid | 8-3-1-3 (8-3-1-2) | some part of the cost, counting what the parts before it use up
        | | and costs added by other effects, cannot be paid: nothing is paid
    cost-replaced | 8-3-1-7 | the controller replaces a cost with a replacement effect
    effect-not-processed | 8-3-1-7 | after a replaced cost: the text after '：' is not processed
    pay-cost | 8-3-1-1 or 8-3-1-2 (8-3-1-5 or 8-3-1-6, 10-2-10-1 or 10-2-14-1) | each action of a cost
        | | as it is paid (the first also cites 8-4-1-3, and 8-1-3-1-2 or 8-1-3-2-2): one step per DON!!
        | | returned for DON!! −X (from where the player
        | | chose) and per card trashed
    cost-paid-in-part | 8-3-1-3-1 (10-2-13-5) | a cost that could be paid becomes unpayable part way: the rest
        | | is paid as far as possible and the text after '：' does not resolve ([Once Per Turn]: used up)
    # resolving effects
    choose | 8-4-4 (8-4-4-1, 8-4-4-2) | an effect chooses cards
    card-information | 2-2-4-1 or 2-2-4-2 …, 2-1-2 or 2-3-1 or 2-4-3 or 2-5-6 or 2-14-3 or 2-8-5 … | before a
        | | choice by a card's name, colour, type, attribute, card number or "no base effect": what the
        | | effect chooses from, the cards that count and why (2-3-5, 2-4-2, 2-5-4, 2-1-3, 2-5-5, 2-11-2)
    cost-below-zero | 1-3-6-2 (1-3-6-2-1) | before a choice by cost: a card whose cost went below 0 while
        | | it was worked out (kept there inside the calculation; read as 0 at least)
    permanent | 8-1-3-3, 8-4-6 | before a choice by power: the permanent effects in force, which the effect
        | | counts as it resolves
    order | 8-6-1 (8-6-1-1, 8-6-3) or 8-1-3-4-2 | auto effects of both players wait at once, or one met while
        | | another resolved waits behind those already waiting; or replacement effects of both players apply
    replacement-order | 8-1-3-4-2 | one player has several replacement effects that could replace the same
        | | K.O.: that player chooses which applies first
    replacement-impossible | 8-1-3-4, 8-1-3-4-5 | a replacement effect could replace a K.O. but what it does
        | | instead cannot be done now
    replacement-declined | 8-1-3-4-1 | a player declines an optional replacement effect
    replace | 8-1-3-4, 8-1-3-4-4 (8-1-3-4-7) | a replacement effect is applied instead of a K.O.; when its
        | | owner is not the K.O.ing effect's controller, what it does is its owner's effect
    same-replacement-again | 8-1-3-4-3 | what a replacement does instead would be replaced by a replacement
        | | effect already applied in this sequence: it is not applied again
    rest-of-text | 8-1-3-4-4-1 | a replacement was applied mid-effect: the rest of the text follows
    not-replaced-again | 8-1-3-4, 8-1-3-4-4 | at a replacement: other replacement effects that could have
        | | replaced the K.O. have nothing left to replace, since it no longer happens
    ko | 10-2-1, 10-2-1-1, 10-2-1-2 (7-1-4-1-2, 10-2-17-1) | Characters are K.O.'d (by battle or by an effect)
        | | and go to the trash; when one has an [On K.O.] effect, it is activated on the field first
    ko-trashed | 10-2-1-2, 10-2-17-1, 10-2-17-2 (8-6-3 or 8-6-2) | after [On K.O.] effects were activated
        | | on the field: the K.O.'d cards go to the trash, where those effects resolve (at once, or after
        | | the effect or damage processing under way)
    on-ko-resolves | 10-2-17-1, 8-4-1-5, 8-6-3 or 8-6-2 | an [On K.O.] effect activated during an effect or
        | | damage processing resolves after it, its card in the trash
    draw | the effect's (4-5-2 or 4-5-3; 4-5-4-x) | a `draw` effect; with `up_to`, one step per card drawn
        | | or for stopping (4-5-4-1 … 4-5-4-3)
    trash | the effect's | a `trash` effect
    don | 3-9-1, 4-4-1-2 or 4-4-1-1 | a `rest_don` or `set_active_don` effect
    power | the effect's, 2-6-3 (4-12-1, 4-12-2; 1-3-6-1) | a `power` or `set_power_zero` effect
    base | 4-9-1, 4-9-2 (4-9-2-1 or 4-9-2-2) | a `base_power` or `base_cost` effect: the value as written is
        | | set
    add-to-life | 3-10-2, 2-9-4 (3-10-2-1) | an `add_to_life` effect: a card goes on top of the Life cards
    look-at-life | 11-3-1, 11-3-2, 11-3-3, 3-10-3 | a `look_at_life` effect: its player looks at Life cards
    game-result | 1-2-5, 1-2-1 | a `win_game` or `lose_game` effect: a player wins or loses at once
    cannot-be-ko | 10-2-1-3 (1-3-3) | a Character that would be K.O.'d cannot be, by a permanent effect
    cannot-be-removed | 4-11-1, 4-11-2, 3-1-2, 1-3-3 | an effect would K.O., trash or return to the hand a
        | | card that a permanent effect says cannot be removed from the field by that player's effects: it
        | | stays
    leader-stays | 3-6-3 | an effect would trash or return to the hand a Leader: it stays in the Leader area
    return-to-hand | 3-1-6, 4-2-1-1 | a `return_to_hand` effect: to its owner's hand
    look | 11-3-1, 11-3-2 (8-4-4-2) | a `look` effect shows the top of the deck to its player
    deck-bottom | the effect's (3-1-7, 3-2-2) | after a `look`: the cards not added go to the bottom of the
        | | deck, one step per card in the order their owner chooses when there are several
    negate | 8-2 (4-1-2) | a `negate` effect (keyword effects are negated with the rest)
    gain | 8-2-4 | a `gain` effect
    text-order | 1-3-7, 2-8-3 | a later part of an effect's text can choose or change a card that an earlier
        | | part has just put where it is: the text is carried out in the order written, from the top
    if-not-met | 4-10-1 | a part after 「〜場合」 ("if") whose preceding part was not carried out: skipped
    then-anyway | 4-10-2 | a part after 「その後」 ("then") whose preceding part was not carried out in full:
        | | it is carried out all the same
    each-player | 1-3-10 | an `each_player` effect: once per player, turn player first
    # infinite loops (11-1-1)
    loop-draw | 11-1-1, 11-1-1-1 | the same state is met again and nobody had a choice in the loop action:
        | | the game ends in a draw
    loop-count | 11-1-1, 11-1-1-2 or 11-1-1-3 | the same state is met again and a player had a choice in the
        | | loop action: that player (both, the turn player first) declares how many more times it is
        | | carried out
    # the end
    defeat | 1-2-2, 9-1-2 | rule processing finds a player who met a defeat condition
    concede | 1-2-3, 1-2-4, 1-2-1 | a player concedes (the script's `concede`): they lose at once
    game-over | 1-2-2, 4-2-2 (1-2-3 after a concession) | a player has lost (or the game is drawn); every card
        | | goes back to its owner
    end | 9-1-2 | nothing is left to resolve
    """
)

#: key | who decides | options | when it is asked
DECISION_KEYS = decision_keys(
    """
    may-CARD | the controller | `yes`, `no` | an optional (「できる」) effect, 8-1-2
    cost-CARD | the controller | `pay`, `skip` | an optional cost, 8-3-1-4
    cost-trash-CARD | the controller | card ids | which card to trash for a cost (Trash, 10-2-14-1)
    don-minus-CARD | the controller | `active`, `rested`, ids of cards with DON!! given | which DON!! to
        | | | return for DON!! −X (one decision per DON!!, `#2` …), 10-2-10-1
    replace-cost-CARD | the controller | `pay`, `replace` | a cost a replacement may replace, 8-3-1-7
    choose-CARD | the controller | card ids, and `none` when allowed | an effect chooses cards, 8-4-4
    choose-CARD-PLAYER | that player | the same | a choice inside `each_player`
    look-CARD | the controller | card ids, `none` | a `look` effect: which card to add
    draw-CARD | the controller | `draw`, `stop` | "draw up to X": draw another card or stop there, 4-5-4-1
    bottom-CARD | the controller | card ids | after a `look`: which of the cards left goes to the bottom of
        | | | the deck next (3-1-7; `#2` … for the next ones)
    replace-CARD | the replacement's controller | `replace`, `decline` | CARD's optional replacement effect
        | | | could replace a K.O., 8-1-3-4-1
    replace-order-CARD | that player | ids of the cards whose replacement effects could apply | several of one
        | | | player's replacement effects could replace CARD's K.O., 8-1-3-4-2
    block-ATTACKER | the defender | `no-block`, [Blocker] ids | an attack, 10-1-4
    counter-ATTACKER | the defender | ids of counters in the hand, `stop` | each counter of the Counter
        | | | Step in turn, 7-1-3-2 (`#2`, `#3` for the next ones)
    counter-to-CARD | the defender | their Leader and Characters | which card gets the symbol counter of
        | | | CARD, 7-1-3-2-1
    trigger-CARD | the Life card's owner | `trigger`, `hand` | a damaged Life card has a [Trigger]
    loop-count-PLAYER | that player | `1`, `2`, `3` | an infinite loop that player can stop: how many more
        | | | loop actions, 11-1-1-2 (both players, the turn player first: 11-1-1-3)
    sixth-PLAYER | that player | ids of the five Characters that were there | a sixth Character entered,
        | | | 3-7-6-1
    end-order-PLAYER | that player | ids of the cards whose end-of-turn effects wait | which of several
        | | | [End of Your Turn] / [End of Your Opponent's Turn] effects resolves next, 6-6-1-1-3, 6-6-1-1-4
    first-PLAYER | that player | `first`, `second` | at setup: go first or second, 5-2-1-5
    redraw-PLAYER | that player | `keep`, `redraw` | at setup: redraw the opening hand once, 5-2-1-6
    """
)
