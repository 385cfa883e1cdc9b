# ONE PIECE CARD GAME: the Attack Step (7-1-1), what may not be done during a battle or outside
# one (battle_state.py: 10-2-2-1, 10-2-3-1, 10-2-4-1) and the End of the Battle (7-1-5), in
# English (battle.py, battle_state.py, damage_step.py). Guide: docs/wording.md.
# Variables are facts; change the words.

## The Attack Step (7-1-1)

battle-attack = Attack Step: { $attacker } is rested and attacks { $target }.
# the attacker or the target has moved areas at the end of a step (7-1-1-4, 7-1-2-3, 7-1-3);
# $step is attack, block or counter; $role is attacker or target; $area is where the card is now
battle-cut-short = At the end of the { $step ->
        [attack] Attack Step
        [block] Block Step
       *[counter] Counter Step
    }, { $role ->
        [attacker] the attacking card
       *[target] the card being attacked
    }, { $card }, has moved areas (it is in { $area }): the battle skips to its end.

## What may not be done now (10-2-2-1, 10-2-3-1, 10-2-4-1)

battle-counter-event-own-attack = { $player } wants to use the [Counter] Event { $card } during their own attack, but a [Counter] Event is used only in the opponent's Counter Step. It cannot be played now: no cost is paid to activate it, and it stays in their hand.
# the non-turn player: a [Main] Event is the turn player's, in their own Main Phase (6-5-3-1, 10-2-3-1)
battle-main-event-not-turn-player = { $player } wants to use the Event { $card }, but a [Main] Event is used only by the turn player in their own Main Phase, outside a battle, and this is { $turn_player }'s turn. { $player } cannot play it now: no cost is paid to activate it, and it stays in their hand.
battle-main-event-in-battle = { $player } wants to use the Event { $card } during the battle, but a [Main] Event is used in the Main Phase, not during a battle. It cannot be played now: no cost is paid to activate it, and it stays in their hand.
battle-counter-event-main-phase = { $player } wants to use the [Counter] Event { $card } in the Main Phase, but a [Counter] Event is used only during the opponent's Counter Step. It cannot be played now: no cost is paid to activate it, and it stays in their hand.
battle-activate-main-in-battle = { $player } wants to declare { $card }'s [Activate: Main] effect during the battle, but an [Activate: Main] effect is activated in the Main Phase, not during a battle: it cannot be declared now.

## The End of the Battle (7-1-5)

battle-end = End of the Battle: the battle ends.
battle-end-with-effects = End of the Battle: the battle ends, and the effects that activate at the end of the battle activate now, before what lasts during this battle ends.
# a card that battled has left its area: its "at the end of the battle" effect does not activate
# (8-1-3-1-3); $area is where it is now
battle-end-not-activated = { $card }'s "at the end of the battle" effect does not activate: { $card } has left the area it battled in (it is in { $area }).
# $cards names the cards that got power during this battle (7-1-5-3, 7-1-5-4)
battle-effects-end = The effects that last during this battle end, the turn player's first, then the non-turn player's: the power given during this battle to { $cards } no longer applies.
# the battle is over and the game goes back to the Main Phase (7-1-5-5, 6-5-2); $player is the turn player
battle-over = The battle is over, and the game returns to { $player }'s Main Phase.
# the attacker was played this turn and attacks by its [Rush] or [Rush: Character] (10-1-1,
# 10-1-6): its card text takes precedence over 3-7-4 (1-3-1); $said is battle-attack
battle-attack-rush = { $said } { $attacker } was played this turn, but its { $keyword ->
        [rush] [Rush]
       *[rush_character] [Rush: Character]
    } lets it attack: the card's text takes precedence over the rule that a played card cannot attack on the turn it is played.
