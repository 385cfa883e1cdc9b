# ONE PIECE CARD GAME: game setup (setup.py, chapter 5), in English.
# Guide: docs/wording.md. Variables are facts (players, cards' names, numbers); change the words.

# 5-2-1-1, 5-1-2, 5-1-2-1 … 5-1-2-3, 2-14-2
setup-deck = { $player } presents their deck: { $leader } as Leader, a { $cards }-card deck of Character, Event and Stage cards { $coloured ->
        [yes] of the Leader's colours ({ $colors })
       *[no] (the board gives no colours)
    } with no more than 4 cards of one card number{ $replaced ->
        [yes] {" "}(except where a deck-construction effect allows more: see the next step)
       *[no] {""}
    }, and a { $don }-card DON!! deck.
# 5-2-1-2, 3-2-4; 3-2-1, 3-2-2: the deck goes to the deck area, a secret area
setup-shuffle = { $seeded ->
        [yes] Each player shuffles their deck (with the board's seed, { $seed }, so every run gives the same order) and places it face down in their deck area.
       *[no] Each player shuffles their deck and places it face down in their deck area; the board states the order the shuffles gave: each deck as it is listed.
    } The deck is a secret area: from now on neither player may look at its cards or change their order unless an effect says so.
# 5-2-1-3, 3-6-1, 3-6-2; 3-3-1, 3-3-2: the DON!! deck too, an open area
setup-leaders = Each player places their Leader face up in the Leader area, an open area: { $leaders }. Each also places their 10-card DON!! deck face down in its own area. The DON!! deck is an open area: both players may freely look at its cards and their order, and that order may be changed.
# 5-2-1-4
setup-decides = The players decide, by rock-paper-scissors or another way, who chooses to go first or second: { $player }.
setup-first-prompt = Go first or second?
setup-option-first = go first
setup-option-second = go second
# 5-2-1-5, 5-2-1-4-1
setup-first = { $player } chooses to go { $chosen ->
        [first] first
       *[second] second
    }, and no one may sway that choice: { $first } goes first.
# 5-2-1-5-1
setup-start-of-game = { $count ->
        [0] No Leader has an effect "at the start of the game".
       *[other] The Leaders' effects "at the start of the game" are processed now, { $decides }'s first ({ $decides } chose first or second).
    }
# 5-2-1-5-2
setup-reshuffle = That effect changed { $player }'s deck, so { $player } shuffles it{ $seeded ->
        [yes] {""}
       *[no] {" "}(the board states the order: as it is)
    }.
# 5-2-1-6; 4-5-1, 3-4-1 … 3-4-3, 3-1-4, 3-1-5: each sees only their own hand, both know how many
setup-opening-hands = Each player draws { $count } cards as their opening hand: { $first }, then { $second }. A drawn card goes to the hand without being shown to the other player. The hand is a secret area: each player may look at their own hand and order it as they like, but not at the other player's; how many cards each holds is open to both.
setup-redraw-prompt = Keep this opening hand, or redraw it once?
setup-option-keep = keep the hand
setup-option-redraw = redraw
setup-keep = { $player } keeps their opening hand.
# 5-2-1-6-1
setup-redraw = { $player } redraws: they return the whole hand to the deck, reshuffle{ $seeded ->
        [yes] {""}
       *[no] {" "}(the board states the order: the returned cards at the bottom)
    } and draw { $count } cards again. A player may redraw only once.
# 5-2-1-7, 2-9-2, 2-9-2-1; 3-10-1; 3-2-3: cards leaving the deck together move one at a time
setup-life = { $player } places { $count } cards from the top of their deck face down in their Life area, the Life of their Leader { $leader }, without looking at them. The cards leave the deck one at a time, each on top of the one before, so the deck's top card ends at the bottom of the Life area.
# 5-2-1-8
setup-begins = { $player }, going first, begins the game: turn 1 starts.

## Deck-construction effects (5-1-2-4)

# a card number held more than 4 times because a card's deck-construction effect allows it
# (5-1-2-4, 5-1-2-4-1, 5-1-2-4-2); $limit is any or a number
setup-deck-construction-effect = { $player }'s deck holds { $count } cards numbered { $number }, more than the 4 the deck-construction rules allow. { $card }'s effect ({ $text }) is a deck-construction effect: it is treated as a permanent effect that replaces that rule and is valid while the deck is built, so the deck may hold { $limit ->
        [any] any number of them.
       *[other] up to { $limit } of them.
    }
