# The toy game: the name of each step kind of steps.py, in English, as the site shows it beside a
# step (engine.core.describe; docs/adding-a-game.md).

kind-start = the board before anything happens
kind-draw = draw
kind-discard = discard
kind-defeat = defeat
kind-game-over = the game is over
kind-end = end of the example
