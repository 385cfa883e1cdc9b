# ONE PIECE CARD GAME: the turn player's actions in the Main Phase (main_phase.py), in English.
# Guide: docs/wording.md. Variables are facts (cards' names, numbers, players); change the words.

## Playing a card from the hand (3-9): a Character (3-7), a Stage (3-8), an Event (8-5, 8-4-2)

# $note says when a permanent effect changed the cost (main-phase-cost-changed), else it is empty
# $choice is yes when the player has more active DON!! than the cost: they choose which (3-9-2)
# $where is yes when the card's name already says it was in the hand ("the card from A's hand")
main-phase-card-revealed = { $player } reveals { $card }{ $where ->
        [yes] {""}
       *[no] { " " }from their hand
    } to play it { $cost ->
        [0] without resting any DON!!: its cost is 0.
       *[other] and, for its cost, rests { $cost } active DON!! { $choice ->
            [yes] of their choice{" "}
           *[no] {""}
        }in the cost area.
    }{ $note }
# a cost changed by a permanent effect, always on (8-1-3-3); $under_rules: the effect says 「ルール上」
main-phase-cost-changed = { " " }Its cost is { $cost }, not { $printed }: a permanent effect is always on{ $under_rules ->
        [yes] , and one 'under the rules' works even from the hand, a secret area.
       *[no] .
    }
main-phase-event-activated = { $player } activates { $where ->
        [yes] { $card }, an Event,
       *[no] the Event { $card } from their hand,
    } resting { $cost } active DON!! { $choice ->
        [yes] of their choice{" "}
       *[no] {""}
    }for its cost.{ $note } The Event goes to the trash, where activated Events are placed, as it is activated; its effect is carried out next. Activating a card (an Event from the hand) is not the same as activating an effect.
main-phase-stage-placed = { $card } is played: it is placed face up and active in { $player }'s Stage area.
# a second Stage: the one in the Stage area is trashed first (3-8-5-1)
main-phase-stage-trashed = { $player }'s Stage area holds only 1 Stage, so { $old } is trashed before { $card } is played.

## [Activate: Main] (8-1-3-2, 10-2-2)

main-phase-activate-not-turn-player = { $player } wants to declare { $card }'s [Activate: Main] effect, but an activate effect is declared by the turn player during the Main Phase, and this is { $turn_player }'s turn: it cannot be activated.
main-phase-activate-declared = { $player }, the turn player, declares { $card }'s [Activate: Main] effect in the Main Phase (activating an effect, not a card).

## Giving DON!! (6-5-5)

main-phase-don-given = { $player } gives { $count } active DON!! to { $card }: { $count ->
        [one] +1000 power
       *[other] +1000 power for each
    } during { $player }'s turn (now { $power }). A given DON!! is neither active nor rested.
# a [Once Per Turn] effect already activated this turn: refused before it is declared (8-4-1-1, 10-2-13-3)
main-phase-activate-once-used = { $player } cannot declare { $card }'s [Activate: Main] effect: it is [Once Per Turn] and was already activated this turn, so it cannot be activated again, and an effect that cannot be activated is not declared.
# its cost was not paid in full earlier this turn: used all the same (8-4-1-1, 10-2-13-5)
main-phase-activate-once-part-paid = { $player } cannot declare { $card }'s [Activate: Main] effect. It is [Once Per Turn], and earlier this turn it was activated but its cost could not be paid in full, so its text did not resolve. It still cannot be activated again this turn, and an effect that cannot be activated is not declared.
# a card that had DON!! given moved to another area: they go back to the cost area, rested (6-5-5-4)
main-phase-don-returned-rested = The { $count ->
        [one] DON!! given to { $card } goes
       *[other] { $count } DON!! given to { $card } go
    } back to { $player }'s cost area, rested.
