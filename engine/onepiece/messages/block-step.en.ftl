# ONE PIECE CARD GAME: the Block Step (7-1-2, [Blocker] 10-1-4, [Unblockable] 10-1-7), in English
# (block_step.py). Guide: docs/wording.md. Variables are facts; change the words.

block-unblockable = Block Step: { $attacker } has [Unblockable]: { $defender } cannot activate [Blocker] against it.
block-no-blocker = Block Step: { $defender } has no active [Blocker] that could block.
# the decision: the defender blocks with one of their [Blocker]s, or does not block
block-prompt = Block with a [Blocker]?
block-option-none = don't block
block-declined = Block Step: { $defender } does not block.
block-blocks = Block Step: { $defender } rests { $blocker } ([Blocker]): it becomes the card being attacked.
