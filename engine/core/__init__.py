"""The game-agnostic core: YAML nodes with lines, boards, choices, the step recorder, the trace, the runner.

A game plugs in through :mod:`engine.core.registry` (``GameBase``, ``register``): it subclasses
:class:`~engine.core.resolution.Resolution` (steps, decisions, the outcome), writes its step kinds
and decision keys as tables (:mod:`engine.core.kinds`), its expectation facts with
:mod:`engine.core.facts`, its actions on :class:`~engine.core.script.Scripted`, its texts as
:class:`~engine.core.text.Text`. Nothing here knows a game's rules (docs/adding-a-game.md).
"""
