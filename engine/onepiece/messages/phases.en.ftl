# ONE PIECE CARD GAME: the End Phase and the next turn's phases (phases.py, chapter 6), in English.
# Guide: docs/wording.md. Variables are facts (players, cards' names, numbers); change the words.

phases-end = { $player }'s End Phase.
phases-refresh = Turn { $turn }, { $player }'s turn. Refresh Phase: { $player }'s DON!! return to the cost area and everything is set active.
# $card is the drawn card's name, or empty when the board gives it none ($named is no)
phases-draw = { $named ->
        [yes] Draw Phase: { $player } draws { $card }.
       *[no] Draw Phase: { $player } draws a card.
    }
# 3-9: 2 DON!!, or as many as are left in the DON!! deck
phases-don = DON!! Phase: { $player } puts { $count } DON!! from the DON!! deck into the cost area. Main Phase.
