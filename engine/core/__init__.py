"""The game-agnostic core: YAML nodes with lines, boards, choices, the step recorder, the trace, the runner.

A game plugs in through :mod:`engine.core.registry`; nothing here knows a game's rules.
"""
