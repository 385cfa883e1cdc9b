"""What changed between two states, as paths (``players.A.graveyard``) with before and after."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .trace import Change

_MISSING = None


@dataclass
class Trail:
    """What a diff's paths alone do not say: which keys are gone (``after`` None also means "set to
    None"), and whether a path is ambiguous (a key that holds a '.' or is not text, or a change of
    the whole value), so the changes could not rebuild the state on their own."""

    removed: list[str] = field(default_factory=list)
    ambiguous: bool = False


def diff(before: Any, after: Any, path: str = "", trail: Trail | None = None) -> list[Change]:
    """Differences between two JSON-like values; lists are compared whole (a zone's order matters)."""
    if isinstance(before, dict) and isinstance(after, dict):
        out: list[Change] = []
        for key in _ordered_keys(before, after):
            if key not in after:
                child = f"{path}.{key}" if path else str(key)
                out.append(Change(child, before[key], _MISSING))
                if trail is not None:
                    trail.removed.append(child)
            elif key not in before:
                child = f"{path}.{key}" if path else str(key)
                out.append(Change(child, _MISSING, after[key]))
            elif before[key] is not after[key] and before[key] != after[key]:
                child = f"{path}.{key}" if path else str(key)
                out.extend(diff(before[key], after[key], child, trail))
            else:
                continue
            if trail is not None and (key.__class__ is not str or "." in key):
                trail.ambiguous = True
        return out
    if before != after:
        if trail is not None and not path:
            trail.ambiguous = True
        return [Change(path, before, after)]
    return []


def _ordered_keys(before: dict, after: dict) -> list:
    keys = list(before)
    keys += [k for k in after if k not in before]
    return keys
