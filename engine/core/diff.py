"""What changed between two states, as paths (``players.A.graveyard``) with before and after."""

from __future__ import annotations

from typing import Any

from .trace import Change

_MISSING = None


def diff(before: Any, after: Any, path: str = "", removed: list[str] | None = None) -> list[Change]:
    """Differences between two JSON-like values; lists are compared whole (a zone's order matters).

    A key that is gone shows as ``after`` None, as does a value set to None; ``removed``, when
    given, collects the paths of the keys that are gone, to tell the two apart.
    """
    if isinstance(before, dict) and isinstance(after, dict):
        out: list[Change] = []
        for key in _ordered_keys(before, after):
            child = f"{path}.{key}" if path else str(key)
            if key not in after:
                out.append(Change(child, before[key], _MISSING))
                if removed is not None:
                    removed.append(child)
            elif key not in before:
                out.append(Change(child, _MISSING, after[key]))
            elif before[key] is not after[key] and before[key] != after[key]:
                out.extend(diff(before[key], after[key], child, removed))
        return out
    if before != after:
        return [Change(path, before, after)]
    return []


def _ordered_keys(before: dict, after: dict) -> list:
    keys = list(before)
    keys += [k for k in after if k not in before]
    return keys
