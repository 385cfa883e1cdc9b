"""ONE PIECE CARD GAME comprehensive rules (EN v1.2.1), chapter 8 as summarised by the seed, runnable.

Modules, one job each:

* :mod:`.words` — names of areas, keywords and timings in Japanese and English;
* :mod:`.model` — the state: players, areas (3-1-1), cards (3-1-6: a card leaving the Character or
  Stage area becomes a new card), DON!! (6-5-5), power and cost with permanent effects (8-1-3-3);
* :mod:`.effects` — the effect vocabulary and selectors, as data;
* :mod:`.abilities` — a card's effects: auto, activate, permanent, replacement, [Trigger] (8-1-3);
* :mod:`.board_state`, :mod:`.script` — the ``state:`` and ``script:`` of a board file;
* :mod:`.resolution` — one run: steps, decisions, rule processing (9-1-2), pending auto effects;
* :mod:`.perform` — resolving effects: choosing (8-4-4), K.O. and replacement (8-1-3-4), costs (8-3-1);
* :mod:`.turn` — the turn player's actions: play a card (8-5), activate (8-1-3-2), attack and battle
  (chapter 7), damage processing and [Trigger] (4-6-1, 8-6-2, 10-1-5), end of turn (10-2-7, 10-2-8);
* :mod:`.snapshot` — the state as JSON for the trace; :mod:`.game` — the plug into the core.
"""
