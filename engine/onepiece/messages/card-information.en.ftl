# ONE PIECE CARD GAME: the cards an effect chooses by their information (matching_cards.py,
# chapter 2), in English. Guide: docs/wording.md. Variables are facts; change the words.

## What the effect looks for, and the cards that count

# $category: what the card text calls the cards (2-2-3-1 … 2-2-6-2); $conditions: the conditions in
# words; $whose: you | opponent | any; $owner: the player whose area it is; $area: the area;
# $shown: yes when the chooser sees the cards there (then $cards and $count list the ones that count)
card-information-looks-for = The effect chooses from { $category ->
        [character] Characters
        [character-card] Character cards
        [leader] Leaders
        [leader-character] Leaders and Characters
        [stage] Stages
        [stage-card] Stage cards
        [event] Events
       *[card] cards
    }{ $conditions } { $area ->
        [looked] among the cards { $owner } looks at
       *[other] in { $whose ->
            [any] either player's
           *[other] { $owner }'s
        } { $area ->
            [characters] Character area
            [leader] Leader area
            [field] Leader area and Character area
            [stage] Stage area
            [hand] hand
            [deck] deck
            [trash] trash
           *[life] Life area
        }
    }{ $shown ->
        [yes] { $count ->
            [0] : none is there.
           *[other] : { $cards } { $count ->
                [one] counts.
               *[other] count.
            }
        }
       *[no] .
    }
# two sentences, or two words, one after the other
card-information-then = { $first } { $next }
card-information-and = { $first } and { $next }
# words of a list (colours, attributes): the ones so far, then the next
card-information-also = { $first } and { $next }
# the conditions after the category, when there are any
card-information-with = {" "}{ $conditions }

## The conditions (the card's information in its own brackets, as card text writes it)

card-information-cond-name = named [{ $en }]
card-information-cond-name-part = with "{ $en }" in their name
card-information-cond-has-type = with the type { $en }
card-information-cond-type-part = with "{ $en }" in a type
card-information-cond-color = that are { $color }
card-information-cond-multicolor = that are multicolor
card-information-cond-attribute = with the attribute <{ $attribute }>
card-information-cond-number = with the card number { $number }
card-information-cond-no-base-effect = with no base effect
# the choice's own limits, as numbers written on cards (no digit grouping)
card-information-cond-cost-max = with a cost of { $value } or less
card-information-cond-cost-min = with a cost of { $value } or more
card-information-cond-power-max = with { $value } power or less
card-information-cond-power-min = with { $value } power or more

card-information-color-word = { $color ->
        [red] red
        [green] green
        [blue] blue
        [purple] purple
        [black] black
       *[yellow] yellow
    }
card-information-attribute-word = { $attribute ->
        [slash] Slash
        [strike] Strike
        [ranged] Ranged
        [special] Special
        [wisdom] Wisdom
       *[unknown] ?
    }

## Why a card counts, or does not

card-information-colors = { $card } is { $colors }: a card of several colours is a card of each of them.
card-information-multicolor = { $card } is { $colors }: a card of several colours is multicolor.
card-information-types = { $card }'s types read { $types }: it has each of them.
card-information-attributes = { $card } has the attributes { $attributes }: it is a card of each of them.
card-information-attribute-marked = <{ $attribute }>
card-information-text-name = { $card }'s text gives it the name [{ $en }]: it has that name wherever it is.
card-information-text-type = { $card }'s text gives it the type { $en }: it has that type wherever it is.
card-information-text-attribute = { $card }'s text gives it the attribute <{ $attribute }>: it has that attribute wherever it is.
card-information-not-category = { $cards } { $count ->
        [one] is not { $category ->
            [character-card] a Character card
            [stage-card] a Stage card
            [event] an Event
           *[other] one of the cards it chooses from
        }, so it does
       *[other] are not { $category ->
            [character-card] Character cards
            [stage-card] Stage cards
            [event] Events
           *[other] among the cards it chooses from
        }, so they do
    } not count.
# $kind: event (all Events), stage (all Stages) or both
card-information-no-attribute = { $cards } { $kind ->
        [event] { $count ->
            [one] is an Event, which has
           *[other] are Events, which have
        }
        [stage] { $count ->
            [one] is a Stage, which has
           *[other] are Stages, which have
        }
       *[both] are Events and Stages, which have
    } no attribute: only Leader and Character cards have one.
card-information-unknown-attribute = <?> is an attribute like the others, one of the six.
card-information-no-cost = { $cards } { $count ->
        [one] is a Leader, which has
       *[other] are Leaders, which have
    } no cost: only Character, Event and Stage cards have one.
card-information-no-power = { $cards } { $kind ->
        [event] { $count ->
            [one] is an Event, which has
           *[other] are Events, which have
        }
        [stage] { $count ->
            [one] is a Stage, which has
           *[other] are Stages, which have
        }
       *[both] are Events and Stages, which have
    } no power: only Leader and Character cards have one.
card-information-trigger-is-text = { $card } has only a [Trigger], but a [Trigger] is card text: { $card } is not a card with no base effect.
