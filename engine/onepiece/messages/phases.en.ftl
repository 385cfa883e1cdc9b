# ONE PIECE CARD GAME: the phases of a turn (phases.py, chapter 6), in English.
# Guide: docs/wording.md. Variables are facts (players, cards' names, numbers); change the words.

# 6-5-2-1
phases-main-end = { $player } declares the end of the Main Phase; the End Phase follows.
# 6-6-1, 6-6-1-1, 6-6-1-1-1: $effects names the [End of Your Turn] effects of the turn player's cards
phases-end = { $player }'s End Phase. { $count ->
        [0] No [End of Your Turn] effect of { $player }'s activates.
        [1] { $effects } activates first, once.
       *[other] { $player }'s [End of Your Turn] effects activate first, each once: { $effects }.
    }
# 6-6-1-1-2
phases-end-opponent = { $count ->
        [0] Then { $player }'s [End of Your Opponent's Turn] effects would activate: { $player } has none.
        [1] Then, after every [End of Your Turn] effect, { $effects } activates, once.
       *[other] Then, after every [End of Your Turn] effect, { $player }'s [End of Your Opponent's Turn] effects activate, each once: { $effects }.
    }
phases-end-order-prompt = Which { $timing } effect resolves next?
# 6-6-1-1-3, 6-6-1-1-4
phases-end-order = { $player } chooses the order of their { $timing } effects: { $card }'s goes next.
# 6-6-1-2
phases-until-end-of-turn = { $count ->
        [0] Effects that last "until the end of the turn" end now, { $first }'s first: none is in force.
       *[other] Effects that last "until the end of the turn" end now, { $first }'s first: on { $cards }.
    }
# 6-6-1-3
phases-during-this-turn = { $count ->
        [0] Then effects "during this turn" end, { $first }'s first: none is in force.
       *[other] Then effects "during this turn" end, { $first }'s first: the power changes on { $cards } end.
    }
# 6-6-1-4; 4-3-1, 4-3-2: whose turn is in progress
phases-turn-passes = { $before }'s turn ends. { $player } becomes the turn player, the player whose turn is in progress, and { $before } the non-turn player: turn { $turn } begins with its Refresh Phase.
# 6-2, 6-2-1
phases-refresh = Turn { $turn }, { $player }'s turn. Refresh Phase: { $count ->
        [0] no effect of { $player }'s lasts "until the start of your next turn".
       *[other] { $player }'s effects "until the start of your next turn" end, on { $cards }.
    }
# 6-2-2
phases-start-of-turn = { $count ->
        [0] No effect "at the start of your turn" or "at the start of your opponent's turn" activates.
        [1] One effect "at the start of your turn" or "at the start of your opponent's turn" activates now.
       *[other] { $count } effects "at the start of your turn" or "at the start of your opponent's turn" activate now, the turn player's first.
    }
# 6-2-3
phases-don-return = { $count ->
        [0] { $player } has no DON!! given to a Leader or Character: none return.
        [1] The DON!! given to { $cards } returns to { $player }'s cost area, rested; it no longer adds power.
       *[other] The { $count } DON!! given to { $cards } return to { $player }'s cost area, rested; they no longer add power.
    }
# 6-2-4: $cards the rested Leader, Characters and Stage set active; $don the rested DON!!
phases-set-active = { $count ->
        [0] { $don ->
            [0] { $player } has no rested card to set active.
           *[other] { $player } sets { $don } rested DON!! active.
        }
       *[other] { $don ->
            [0] { $player } sets { $cards } active.
           *[other] { $player } sets { $cards } and { $don } rested DON!! active.
        }
    } Only the turn player's cards are set active: { $other }'s stay as they are.
# 6-3-1
phases-draw = { $named ->
        [yes] Draw Phase: { $player } draws 1 card, { $card }.
       *[no] Draw Phase: { $player } draws 1 card.
    }
phases-draw-first-turn = Draw Phase: { $player } went first, and the player going first does not draw on their first turn.
phases-draw-empty = Draw Phase: { $player } has no card left to draw.
# 6-4-1 … 6-4-3; 3-9-3: placed active; 3-3-3: several DON!! leave the DON!! deck one at a time
phases-don = DON!! Phase: { $count ->
        [0] { $player }'s DON!! deck is empty, so no DON!! is placed.
        [1] { $first ->
            [yes] { $player } places 1 DON!! from the DON!! deck in the cost area, active: only 1 on the first player's first turn.
           *[no] { $player } places 1 DON!! in the cost area, active, the last one in the DON!! deck.
        }
       *[other] { $player } places { $count } DON!! from the DON!! deck in the cost area, one at a time, each active.
    } { $left } of { $player }'s { $of } DON!! are left in the DON!! deck.
# 6-5-1, 6-5-2, 6-5-6-1
phases-main = { $player }'s Main Phase. { $count ->
        [0] No effect "at the start of the Main Phase" activates.
       *[other] Effects "at the start of the Main Phase" activate first.
    } { $player } may play cards, activate effects, give DON!! and { $first_turn ->
        [yes] end the phase — but not battle: neither player can battle on their first turn.
       *[no] battle, in any order, until they declare the end of the phase.
    }
