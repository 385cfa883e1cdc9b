"""The game-agnostic core: YAML nodes with lines, boards, choices, the step recorder, the trace, the runner.

A game plugs in through :mod:`engine.core.registry` (``GameBase``, ``register``): it subclasses
:class:`~engine.core.resolution.Resolution` (steps, decisions, the outcome), writes its step kinds
and decision keys as tables (:mod:`engine.core.kinds`), its expectation facts with
:mod:`engine.core.facts`, its actions on :class:`~engine.core.script.Scripted`, its texts as
:class:`~engine.core.text.Text`, its wording in Fluent files (:mod:`engine.core.messages`). The site
asks a game what to say about it through :mod:`engine.core.describe` (step kinds' names, the
words of change sentences) and draws its steps with :mod:`engine.core.table`. Nothing here knows a
game's rules (docs/adding-a-game.md).
"""
