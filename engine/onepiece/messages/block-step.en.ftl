# ONE PIECE CARD GAME: the Block Step (7-1-2, [Blocker] 10-1-4, [Unblockable] 10-1-7), in English
# (block_step.py). Guide: docs/wording.md. Variables are facts; change the words.

block-unblockable = Block Step: { $attacker } has [Unblockable]: { $defender } cannot activate [Blocker] against it.
block-no-blocker = Block Step: { $defender } has no active [Blocker] that could block.
# the decision: the defender blocks with one of their [Blocker]s, or does not block
block-prompt = Block with a [Blocker]?
block-option-none = don't block
block-declined = Block Step: { $defender } does not block.
block-blocks = Block Step: { $defender } rests { $blocker } ([Blocker]): it becomes the card being attacked.
# 4-1-1, 4-1-2, 8-2-1-1: [Blocker] is one of a card's effects; $cards have it written on them but
# their effects are negated
block-blocker-negated = Block Step: { $cards } { $count ->
        [one] has
       *[other] have
    } [Blocker] in { $count ->
        [one] its
       *[other] their
    } text, but [Blocker] is one of a card's effects, and { $count ->
        [one] its effects are
       *[other] their effects are
    } negated: { $defender } has no [Blocker] that works, and cannot block.
