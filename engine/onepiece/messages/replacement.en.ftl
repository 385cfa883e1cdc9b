# ONE PIECE CARD GAME: replacement effects for a K.O. (replacement.py, 8-1-3-4), in English.
# Guide: docs/wording.md. Variables are facts; change the words.

## Why what a replacement does instead cannot be done (8-1-3-4): said inside the brackets of
## replacement-impossible (and of a cost's replacement)

replacement-lacking-deck = { $player }'s deck has fewer than { $count }
replacement-lacking-active-don = { $count ->
        [0] { $player } has no active DON!!
       *[other] { $player } has only { $count } active DON!!
    }
replacement-lacking-rested-don = { $count ->
        [0] { $player } has no rested DON!!
       *[other] { $player } has only { $count } rested DON!!
    }
replacement-lacking-life = { $player } has too few Life cards
replacement-nothing-to-choose = there is no card to choose in { $place }

## One player's several replacement effects for one K.O.: they choose the first (8-1-3-4-2)

replacement-first-prompt = Choose the replacement effect to apply first to the K.O. of { $card }
replacement-first = Several of { $player }'s replacement effects could replace the K.O. of { $card }: { $player } chooses the order, and { $first }'s comes first.

## Not applied again (8-1-3-4-3), nothing left to replace (8-1-3-4-4)

# $count: how many cards' replacement effects ($sources)
replacement-same-again = { $sources }'s replacement { $count ->
        [one] effect
       *[other] effects
    } could replace the K.O. of { $card }, but { $count ->
        [one] it was
       *[other] they were
    } already applied in this sequence of replacements: the same replacement effect is not applied again.
replacement-not-again = { $sources }'s replacement { $count ->
        [one] effect
       *[other] effects
    } could also have replaced the K.O. of { $card }, but that K.O. was replaced and no longer happens: there is nothing left for { $count ->
        [one] it
       *[other] them
    } to replace.

## Offering one replacement effect (8-1-3-4, 8-1-3-4-1)

# $has_text: whether the board gives the replacement effect's own words ($text); $why: replacement-lacking-…
replacement-impossible = { $source }'s replacement effect{ $has_text ->
        [yes] { " " }({ $text })
       *[no] {""}
    } would replace the K.O. of { $card }, but what it does instead cannot be done ({ $why }): a replacement that cannot be carried out is not applied.
# $own: the card's own replacement effect
replacement-prompt = Replace the K.O. of { $card } with { $own ->
        [yes] its own
       *[no] { $source }'s
    } effect?
replacement-replace = replace
replacement-decline = decline
replacement-declined = { $player } chooses not to apply { $source }'s replacement effect: it is not applied.

## Applied (8-1-3-4-4), as its controller's effect (8-1-3-4-7), then the rest of the text (8-1-3-4-4-1)

# $own: the K.O.'d card's own replacement effect; $other: its controller ($whose) is not the player
# whose effect was resolving ($by); $chained: the K.O. is what an earlier replacement did (8-1-3-4-6)
replacement-applied = The K.O. of { $card } is replaced by { $own ->
        [yes] its own
       *[no] { $source }'s
    } replacement effect{ $has_text ->
        [yes] { " " }("{ $text }")
       *[no] {""}
    }.{ $other ->
        [yes] { " " }What it does instead is { $whose }'s effect, not { $by }'s.
       *[no] {""}
    }{ $chained ->
        [yes] { " " }This K.O. came about through a replacement, and another replacement effect may still apply to it.
       *[no] {""}
    }
replacement-rest-of-text = The replacement effect has been applied in the middle of the effect; the rest of the text is now carried out in order.
