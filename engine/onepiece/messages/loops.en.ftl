# ONE PIECE CARD GAME: infinite loops (loops.py, 11-1-1), in English.
# Guide: docs/wording.md. Variables are facts; change the words.

# the same state is met again and nobody made a choice in between (11-1-1-1)
loop-draw = Infinite loop: every card is back where it was, with the same effects waiting, and nobody had a choice along the way. Neither player can stop it, so the game ends in a draw.
loop-count-prompt = How many more times is the loop carried out?
loop-count-label = { $count ->
        [one] once more
       *[other] { $count } more times
    }
# $both: yes when both players can stop it (11-1-1-3: the turn player declares first, the fewer counts)
loop-count = Infinite loop: every card is back where it was, and { $player } made a choice along the way; the engine takes that choice as the point where { $player } can stop it. { $player } declares the loop is carried out { $count ->
        [one] once more
       *[other] { $count } more times
    }{ $both ->
        [yes] ; the fewer of the two counts is carried out, then the player who declared it stops the loop.
       *[no] , then stops it at that choice.
    }
