"""ONE PIECE CARD GAME, runnable: the official Comprehensive Rules as the engine follows them.

Every step cites the official rule numbers. The site's text for those numbers is a community
summary keyed to them (``data/rulebooks/one-piece/``, the version boards name); the engine's
behaviour follows the official rules, chapters 1-10 as far as the boards need them (the board
format and what is covered: docs/boards-onepiece.md). The words of every step, prompt, table label
and of the site's view of the game are Fluent messages in ``messages/<topic>.{ja,en}.ftl``
(:mod:`.say`; docs/wording.md).

Modules, one job each, named after the rules they implement; each imports only those listed
before it (imports for type hints aside: ``snapshot`` and ``battle_state`` name ``context``'s types):

* the words: :mod:`.say` (the message files), :mod:`.words` (names of areas, keywords, timings);
* the board: :mod:`.effects` (the kinds of effect, 8-1-3, and the vocabulary, as data),
  :mod:`.card_info` (a card's types and attributes, and choosing by name, colour, type, attribute,
  card number: chapter 2),
  :mod:`.model` (the state: areas 3-1-1, a card that leaves the Character or Stage area becomes a
  new card 3-1-6, DON!! 6-5-5, power and cost with permanent effects 8-1-3-3), :mod:`.player` (a
  player's counts), :mod:`.tracking` (what changed since the last snapshot; counts kept from zero),
  :mod:`.read_effects`, :mod:`.read_conditions`, :mod:`.board_state`, :mod:`.start_point` (where
  a board starts), :mod:`.legal_table` (a table a turn could have), :mod:`.script` (reading a
  board file),
  :mod:`.write_state` (the state written back as a board's ``state:``),
  :mod:`.snapshot` (the state as JSON for the trace), :mod:`.table` (a snapshot drawn for a reader);
* the run's context: :mod:`.battle_state` (the battle under way: the attacker, the card attacked,
  and whether either has moved, 7-1-1-4, 7-1-2-3), :mod:`.context` (state, waiting auto effects,
  damage under way; the core's steps and decisions);
* the rules, bottom up: :mod:`.processing_order` (8-6), :mod:`.rule_processing` (chapter 9,
  defeat 1-2), :mod:`.auto_effects` (8-1-3-1 timings met), :mod:`.conditions` ([DON!! xX]
  10-2-9, [Your Turn] 10-2-11, [Opponent's Turn] 10-2-12; 8-3-2), :mod:`.matching_cards` (what a
  choice by card information looks for and why a card counts, chapter 2), :mod:`.choosing` (8-4-4),
  :mod:`.replacement` (8-1-3-4), :mod:`.ko` (10-2-1), :mod:`.costs` (8-3-1),
  :mod:`.character_area` (3-7, 3-7-6-1), :mod:`.look` (8-4-4-2), :mod:`.power_changes` (8-1-4-2,
  4-12, 4-9-2), :mod:`.resolving` (the text of an effect, 8-1-2, 9-1-2), :mod:`.activation`
  (8-1-2, 10-2-13, waiting auto effects 8-6-1, 8-6-2, 8-6-3, 8-1-3-1-3),
  :mod:`.damage` (4-6-1, [Trigger] 10-1-5, 8-6-2-1),
  :mod:`.main_phase` (playing cards 3-7, 3-8, 3-9, 8-5; [Activate: Main] 8-1-3-2; giving DON!!
  6-5-5);
* a battle (chapter 7): :mod:`.block_step` (7-1-2), :mod:`.counter_step` (7-1-3),
  :mod:`.damage_step` (7-1-4 and the End of the Battle, 7-1-5), :mod:`.battle` (the Attack Step
  7-1-1 and the steps in order); :mod:`.phases` (chapter 6);
* rules added on the side, each in its own module: :mod:`.setup` (5-2, and the deck, 5-1-2),
  :mod:`.deck_construction` (5-1-2-4), :mod:`.concession` (1-2-3, 1-2-4), :mod:`.draw_until`
  (4-5-3, 1-3-2-2), :mod:`.removal` (4-11), :mod:`.keyword_effects` (4-1-2),
  :mod:`.activate_this` (10-2-3-1-1, 10-2-4-1-1), :mod:`.stage_area` (3-8), :mod:`.loops` (11-1);
* the run: :mod:`.resolution` (the script's actions, rule processing, waiting effects, the end);
  :mod:`.steps` (every step kind and decision key), :mod:`.game` (the plug into the core, and the
  site's view of the game: engine.core.describe).
"""
