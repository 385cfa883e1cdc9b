"""Gate Ruler (ゲートルーラー) comprehensive rules Ver. 1.0.0, chapter 12 (rule effects), runnable.

Modules, one job each, each importing only modules listed before it:

* :mod:`.steps` — every kind of step and decision key a run gives;
* :mod:`.say` — the wording: Fluent messages in ``messages/`` (step sentences, the table's labels,
  the site's view of the game: step kinds' names and change sentences; docs/wording.md);
* :mod:`.effects`, :mod:`.abilities` — the effect vocabulary, static and auto abilities (14-1a);
* :mod:`.model` — the state: players, zones, cards (3-2d: a card changing area becomes a new card), the gate;
* :mod:`.board_gate`, :mod:`.board_state`, :mod:`.script` — the ``state:`` (its ``gate:`` and
  ``pending:``) and the ``script:`` of a board file;
* :mod:`.snapshot` — the state as JSON for the trace; :mod:`.table` — a snapshot drawn for a reader;
* :mod:`.words` — what readers call cards, zones and auto abilities in step texts;
* :mod:`.resolution` — the resolution context: state, gate, moving cards and the events it makes;
* one module a rule: :mod:`.defeat_process` (12-2), :mod:`.damage` (12-3, 13),
  :mod:`.destroy_process` (12-4), :mod:`.duplicate_cards` (12-5), :mod:`.soul` (12-6);
* :mod:`.rule_effects` — chapter 12: what applies, performed together (12-1b, 12-1b-1);
* :mod:`.direct_effects` — performing a played card's or auto ability's effects (14-1b);
* :mod:`.gate` — resolving the gate's top item (9-2a);
* :mod:`.system_processing` — rule effects, then auto abilities onto the gate (14-1a-2);
* :mod:`.flow` — the run: system processing, the gate and the script's actions;
* :mod:`.game` — the plug into the core.
"""
