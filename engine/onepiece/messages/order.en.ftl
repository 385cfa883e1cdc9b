# ONE PIECE CARD GAME: the order when effects of both players apply at once (processing_order.py),
# in English. Guide: docs/wording.md. Variables are facts; change the words.
# $first: the turn player; $then: the non-turn player

# auto effects (8-6-1)
order-auto = Auto effects of both players had their timing met at the same time: the turn player, { $first }, resolves theirs first, then { $then }.
# replacement effects that could replace one event (8-1-3-4-2)
order-replacement = Replacement effects of both players could apply: a card's own replacement effect comes first, then the turn player's, { $first }, then the non-turn player's, { $then }.
