"""What changed between two states, as paths (``players.A.graveyard``) with before and after."""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import compress
from operator import is_, is_not
from typing import Any

from .entries import Entries, materialized
from .trace import Change

_MISSING = None
#: what is compared key by key: dicts, and the card tables shared between steps
_MAPPINGS = (dict, Entries)


@dataclass
class Trail:
    """What a diff's paths alone do not say: which keys are gone (``after`` None also means "set to
    None"), and whether a path is ambiguous (a key that holds a '.' or is not text, or a change of
    the whole value), so the changes could not rebuild the state on their own."""

    removed: list[str] = field(default_factory=list)
    ambiguous: bool = False


def diff(before: Any, after: Any, path: str = "", trail: Trail | None = None) -> list[Change]:
    """Differences between two JSON-like values; lists are compared whole (a zone's order matters)."""
    if isinstance(before, _MAPPINGS) and isinstance(after, _MAPPINGS):
        out: list[Change] = []
        if _revises(after, before):
            keys: Any = after.changed
        else:
            keys = _keys_to_compare(before, after)
        for key in keys:
            if key not in after:
                child = f"{path}.{key}" if path else str(key)
                out.append(Change(child, materialized(before[key]), _MISSING))
                if trail is not None:
                    trail.removed.append(child)
            elif key not in before:
                child = f"{path}.{key}" if path else str(key)
                out.append(Change(child, _MISSING, materialized(after[key])))
            elif (old := before[key]) is not (new := after[key]) and (_revises(new, old) or old != new):
                child = f"{path}.{key}" if path else str(key)
                changes = diff(old, new, child, trail)
                if not changes:  # a revision whose new values all equal the old ones
                    continue
                out.extend(changes)
            else:
                continue
            if trail is not None and (key.__class__ is not str or "." in key):
                trail.ambiguous = True
        return out
    if before != after:
        if trail is not None and not path:
            trail.ambiguous = True
        # a card table is made plain; a long list shared as a Spliced is left to the recorder's
        # Compactor, which keeps its splice
        before = before.dict() if before.__class__ is Entries else before
        after = after.dict() if after.__class__ is Entries else after
        return [Change(path, before, after)]
    return []


def _revises(new: Any, old: Any) -> bool:
    """Whether ``new`` is an :class:`~engine.core.entries.Entries` revised from ``old``: compared by
    the keys it changed at once, without comparing the whole mappings first (that alone walks every
    unchanged key)."""
    return new.__class__ is Entries and new.base is old


def _keys_to_compare(before: dict, after: dict) -> list:
    """The keys of ``before`` then the new ones of ``after``, in that order, less those whose values
    are the same object in both (unchanged: snapshots share them); when both have the same keys (the
    same objects) in the same order, found without a Python loop over every key."""
    if len(before) == len(after) and (
        before.__class__ is Entries
        and after.__class__ is Entries
        and before.order is after.order
        or all(map(is_, before, after))
    ):
        return list(compress(before, map(is_not, before.values(), after.values())))
    keys = list(before)
    keys += [k for k in after if k not in before]
    return keys
