# ONE PIECE CARD GAME: the parts of an effect's text in the order written (text_order.py, 1-3-7,
# 2-8-3), in English. Guide: docs/wording.md. Variables are facts (cards' names, players); change the words.

# 1-3-7, 2-8-3: a later part of the text chooses or changes cards an earlier part has just put in $area
# $sourced: whether the effect has a source card ($source) to name
# $before: yes when the part just before this one put them there
# $chooses: yes when this part chooses among cards, no when it takes the cards without a choice
# $many: yes for two cards or more
# $others: yes when this part can also reach other cards than those
text-order-later-part = { $sourced ->
        [yes] { $source }'s text
       *[no] The effect's text
    } is carried out in the order it is written, from the top: { $before ->
        [yes] the part before this one
       *[no] an earlier part
    } has already put { $cards } in { $area }, so { $chooses ->
        [yes] { $others ->
            [yes] this part can choose { $many ->
                [no] that card
               *[yes] those cards
            } too.
           *[no] { $many ->
                [no] that card is the one this part can choose.
               *[yes] this part chooses from those cards.
            }
        }
       *[no] this part applies to { $many ->
            [no] that card
           *[yes] those cards
        }{ $others ->
            [yes] {" "}too.
           *[no] .
        }
    }
