"""Gate Ruler (ゲートルーラー) comprehensive rules Ver. 1.0.0, chapter 12 (rule effects), runnable.

Modules, one job each:

* :mod:`.model` — the state: players, zones, cards (3-2d: a card changing area becomes a new card), the gate;
* :mod:`.abilities`, :mod:`.effects` — static and auto abilities (14-1a), the effect vocabulary;
* :mod:`.board_state`, :mod:`.script` — the ``state:`` and ``script:`` of a board file;
* :mod:`.rule_effects` — chapter 12: what applies (12-2a, 12-3a, 12-4a, 12-5a, 12-6a, 12-6b) and
  performing it together (12-1b, 12-1b-1);
* :mod:`.gate` — resolving the gate's top item (12-2d, 12-4c, 13-5, 13-2a) and effects;
* :mod:`.resolution` — the flow: system processing, auto abilities (14-1a-2), the script;
* :mod:`.snapshot` — the state as JSON for the trace; :mod:`.game` — the plug into the core.
"""
