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
# 5-2-1-2
setup-shuffle = { $seeded ->
        [yes] Each player shuffles their deck (with the board's seed, { $seed }, so every run gives the same order) and places it face down.
       *[no] Each player shuffles their deck and places it face down; the board states the order the shuffles gave: each deck as it is listed.
    }
# 5-2-1-3
setup-leaders = Each player places their Leader face up in the Leader area: { $leaders }.
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
# 5-2-1-6
setup-opening-hands = Each player draws { $count } cards as their opening hand: { $first }, then { $second }.
setup-redraw-prompt = Keep this opening hand, or redraw it once?
setup-option-keep = keep the hand
setup-option-redraw = redraw
setup-keep = { $player } keeps their opening hand.
# 5-2-1-6-1
setup-redraw = { $player } redraws: they return the whole hand to the deck, reshuffle{ $seeded ->
        [yes] {""}
       *[no] {" "}(the board states the order: the returned cards at the bottom)
    } and draw { $count } cards again. A player may redraw only once.
# 5-2-1-7, 2-9-2, 2-9-2-1
setup-life = { $player } places { $count } cards from the top of their deck face down in the Life area ({ $leader }'s Life), without looking at them: the deck's top card ends at the bottom of the Life area.
# 5-2-1-8
setup-begins = { $player }, going first, begins the game: turn 1 starts.

## Deck-construction effects (5-1-2-4)

# a card number held more than 4 times because a card's deck-construction effect allows it
# (5-1-2-4, 5-1-2-4-1, 5-1-2-4-2); $limit is any or a number
setup-deck-construction-effect = { $player }'s deck holds { $count } cards numbered { $number }, more than the 4 the deck-construction rules allow. { $card }'s effect ({ $text }) is a deck-construction effect: it is treated as a permanent effect that replaces that rule and is valid while the deck is built, so the deck may hold { $limit ->
        [any] any number of them.
       *[other] up to { $limit } of them.
    }
