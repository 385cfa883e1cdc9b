"""ONE PIECE CARD GAME comprehensive rules (EN v1.2.1), chapter 8 as summarised by the seed, runnable.

Modules, one job each, named after the rules they implement; each imports only those listed
before it (no import circle):

* the board: :mod:`.words` (names of areas, keywords, timings), :mod:`.effects` (the kinds of
  effect, 8-1-3, and the vocabulary, as data), :mod:`.model` (the state: areas 3-1-1, a card that
  leaves the Character or Stage area becomes a new card 3-1-6, DON!! 6-5-5, power and cost with
  permanent effects 8-1-3-3), :mod:`.read_effects`, :mod:`.board_state`, :mod:`.script` (reading a
  board file), :mod:`.snapshot` (the state as JSON for the trace);
* the run's context: :mod:`.context` (state, waiting auto effects, damage under way; the core's
  steps and decisions);
* the rules, bottom up: :mod:`.processing_order` (8-6 and the summary's synthesis),
  :mod:`.rule_processing` (chapter 9, defeat 1-2), :mod:`.auto_effects` (8-1-3-1 timings met),
  :mod:`.choosing` (8-4-4), :mod:`.replacement` (8-1-3-4), :mod:`.ko` (10-2-1),
  :mod:`.costs` (8-3-1), :mod:`.character_area` (3-7, 3-7-6-1), :mod:`.look` (8-4-4-2),
  :mod:`.resolving` (the text of an effect, 8-1-2, 9-1-2), :mod:`.activation` (8-1-2, 10-2-13,
  waiting auto effects 8-6-1, 8-6-2, 8-6-3, 8-1-3-1-3), :mod:`.damage` (4-6-1, [Trigger] 10-1-5,
  8-6-2-1), :mod:`.battle` (chapter 7), :mod:`.main_phase` (playing cards 3-7, 3-8, 3-9, 8-5;
  [Activate: Main] 8-1-3-2; giving DON!! 6-5-5), :mod:`.phases` (chapter 6);
* the run: :mod:`.resolution` (the script's actions, rule processing, waiting effects, the end);
  :mod:`.game` (the plug into the core), :mod:`.steps` (every step kind and decision key).
"""
