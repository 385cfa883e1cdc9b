# ONE PIECE CARD GAME: the run's first and last steps and rule processing (resolution.py,
# rule_processing.py), in English. Guide: docs/wording.md. Variables are facts; change the words.

## The board as set up (3-1-1) and the end of the run

start = The board starts at turn { $turn }, { $player }'s turn ({ $first } went first), { $phase ->
        [refresh] at the start of the Refresh Phase
        [draw] at the start of the Draw Phase
        [don] at the start of the DON!! Phase
        [main] in the Main Phase
       *[end] in the End Phase
    }.{ $stated ->
        [yes] {""}
       *[no] {" "}The board does not say where it starts: it is read as boards written before start points were, turn { $turn }.
    }
# chapter 5: the board starts before the game, at setup
start-setup = The board starts before the game: its two players, { $first } and { $second }, face each other and set up (chapter 5).
# the script is over in the Main Phase (6-5-2)
end-main = Nothing is left to resolve: it is still { $player }'s Main Phase, where { $player } may go on with another action.
end-other = Nothing is left to resolve.
# 4-2-2: at the end of the game every card goes back to its owner
game-over = The game is over: { $winner } wins. Every card goes back to its owner.
game-over-nobody = The game is over: nobody wins. Every card goes back to its owner.
# an infinite loop neither player could stop (11-1-1-1)
game-over-draw = The game is over: it is a draw. Every card goes back to its owner.

## Rule processing (9-1-2) and defeat (1-2-1-1-1, 1-2-1-1-2)

defeat-deck = Rule processing, at once (even mid-action): { $player } has no cards in their deck and loses.
defeat-damage = Rule processing, at once: { $player }'s Leader took damage with 0 Life cards, so { $player } loses.

## Concession (1-2-3, 1-2-4)

# $player concedes; $winner is the other player
concession = { $player } concedes: { $player } loses at once and the game ends, so { $winner } wins. A concession is not an effect: no card can prevent it, force it or replace it.
