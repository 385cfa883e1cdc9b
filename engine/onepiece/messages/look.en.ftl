# ONE PIECE CARD GAME: looking at the top cards of the deck (look.py; 1-3-5-1, 8-4-4-1, 8-4-4-2),
# in English. Guide: docs/wording.md. Variables are facts; change the words.

look-seen = { $player } looks at the top { $count ->
        [one] 1 card
       *[other] { $count } cards
    } of their deck: { $cards }.
look-rest-to-bottom = The rest go to the bottom of { $player }'s deck: { $cards }.
look-prompt = Choose a card to add to your hand
look-none = add none
look-added = { $player } chooses { $card } by its face among the cards they looked at, reveals it and adds it to their hand.
# $secret: unrevealed cards of a secret area chosen by a condition (8-4-4-2)
look-none-added = { $player } adds no card to their hand: the effect says 'up to', so adding none is allowed.{ $secret ->
        [yes] { " " }They are unrevealed cards of a secret area chosen by a condition: the player may choose none even though one qualifies.
       *[no] {""}
    }
# the cards not added, put at the bottom together: their owner chooses the order (3-1-7), one at a
# time; $first: the first of them (3-2-2: the cards stay in the deck, so the opponent does not see the order); $last: the last
look-bottom-prompt = Choose the card to put at the bottom of your deck next
look-to-bottom = { $first ->
        [yes] { $player } puts the rest at the bottom of their deck, one at a time, in the order they choose; { $opponent } does not see that order. First, { $card }.
       *[no] { $last ->
            [yes] Last, { $player } puts { $card } under it: it is now the bottom card of the deck.
           *[other] Next, { $player } puts { $card } under it.
        }
    }
