"""Snapshot types as JSON: a game's state after a step, declared once as dataclasses.

A game declares its snapshot (the state after a step, as the trace stores it) as dataclasses
(``engine/<game>/snapshot.py``). :func:`to_json` writes one as the trace's JSON, :func:`from_json`
reads the JSON back into the same types and :func:`json_schema` describes it, so a new field is
added in one place; a field made with :func:`optional` is left out of the JSON while it is None.
:func:`trace_schema` is the JSON Schema of a whole trace (``Trace.to_json()``) with a game's state.
"""

from __future__ import annotations

import types
from collections.abc import Callable
from dataclasses import dataclass, field, fields, is_dataclass
from functools import cache
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints


def optional(default: Any = None) -> Any:
    """A dataclass field left out of the JSON while it is None."""
    return field(default=default, metadata={"optional": True})


@cache
def _hints(cls: type) -> dict[str, Any]:
    return get_type_hints(cls)


_PLAIN = frozenset({str, int, bool, float, type(None)})


@cache
def _fields(cls: type) -> tuple[tuple[str, bool], ...]:
    """A dataclass's field names, each with whether it is optional (left out while None)."""
    return tuple((f.name, bool(f.metadata.get("optional"))) for f in fields(cls))


def to_json(value: Any) -> Any:
    """A state dataclass (and what it holds) as plain JSON data."""
    cls = type(value)
    if cls in _PLAIN:
        return value
    if cls is list or cls is tuple:
        return [v if type(v) in _PLAIN else to_json(v) for v in value]
    if cls is dict:
        return {k: v if type(v) in _PLAIN else to_json(v) for k, v in value.items()}
    if is_dataclass(cls):
        out: dict[str, Any] = {}
        for name, optional_field in _fields(cls):
            item = getattr(value, name)
            if type(item) in _PLAIN:
                if item is not None or not optional_field:
                    out[name] = item
            else:
                out[name] = to_json(item)
        return out
    return value


def _non_null(tp: Any) -> list[Any]:
    return [a for a in get_args(tp) if a is not type(None)]


def from_json(tp: Any, data: Any) -> Any:
    """JSON data read as type ``tp`` (a state dataclass, ``list[...]``, ``dict[str, ...]``, ``X | None``)."""
    return _reader(tp)(data)


def _same(data: Any) -> Any:
    return data


@cache
def _reader(tp: Any) -> Callable[[Any], Any]:
    """How to read JSON as ``tp``, worked out once per type (a step's table reads a whole state)."""
    origin = get_origin(tp)
    if is_dataclass(tp):
        hints = _hints(tp)
        parts = tuple((f.name, _reader(hints[f.name])) for f in fields(tp))
        return lambda data: tp(**{name: read(data[name]) for name, read in parts if name in data})
    if origin in (Union, types.UnionType):
        inner = _reader(_non_null(tp)[0])
        return inner if inner is _same else lambda data: None if data is None else inner(data)
    if origin is list:
        item = _reader(get_args(tp)[0])
        return list if item is _same else lambda data: [item(v) for v in data]
    if origin is dict:
        value = _reader(get_args(tp)[1])
        return dict if value is _same else lambda data: {k: value(v) for k, v in data.items()}
    return _same


_SCALARS = {str: "string", int: "integer", bool: "boolean", float: "number"}


def json_schema(tp: Any) -> dict[str, Any]:
    """The JSON Schema of what :func:`to_json` writes for type ``tp``."""
    origin = get_origin(tp)
    if is_dataclass(tp):
        hints = _hints(tp)
        return {
            "type": "object",
            "properties": {f.name: json_schema(hints[f.name]) for f in fields(tp)},
            "required": [f.name for f in fields(tp) if not f.metadata.get("optional")],
            "additionalProperties": False,
        }
    if origin in (Union, types.UnionType):
        options = [json_schema(a) for a in _non_null(tp)]
        if len(options) < len(get_args(tp)):
            options.append({"type": "null"})
        return options[0] if len(options) == 1 else {"anyOf": options}
    if origin is list:
        return {"type": "array", "items": json_schema(get_args(tp)[0])}
    if origin is dict:
        return {"type": "object", "additionalProperties": json_schema(get_args(tp)[1])}
    if origin is Literal:
        return {"enum": list(get_args(tp))}
    if tp in _SCALARS:
        return {"type": _SCALARS[tp]}
    return {}


@dataclass
class Result:
    """How the game ended: ``win`` (``winner`` a player) or ``draw``; None while the game goes on."""

    result: Literal["win", "draw"]
    winner: str | None


_TEXT = {"type": "object", "properties": {"ja": {"type": "string"}, "en": {"type": "string"}}}


def trace_schema(state: type | None = None) -> dict[str, Any]:
    """The JSON Schema of ``Trace.to_json()``; ``state``: the game's snapshot type (any object if None)."""
    snapshot = json_schema(state) if state is not None else {"type": "object"}
    step = {
        "type": "object",
        "required": ["index", "kind", "cites", "text", "changes", "removed", "snapshot", "decision", "note"],
        "additionalProperties": False,
        "properties": {
            "index": {"type": "integer", "minimum": 0},
            "kind": {"type": "string"},
            "cites": {"type": "array", "items": {"type": "string"}, "minItems": 1},
            "text": {**_TEXT, "required": ["ja", "en"]},
            "changes": {
                "type": "array",
                "items": {
                    "type": "object",
                    "required": ["path", "before", "after"],
                    "properties": {"path": {"type": "string"}, "before": {}, "after": {}},
                    "additionalProperties": False,
                },
            },
            "removed": {"type": "array", "items": {"type": "string"}},
            "snapshot": {"anyOf": [{"$ref": "#/$defs/state"}, {"type": "null"}]},
            "decision": {"anyOf": [{"$ref": "#/$defs/decision"}, {"type": "null"}]},
            "note": {"anyOf": [_TEXT, {"type": "null"}]},
            "label": {"type": ["string", "null"]},
        },
    }
    decision = {
        "type": "object",
        "required": ["key", "who", "options", "labels", "chosen", "by", "prompt"],
        "properties": {
            "key": {"type": "string"},
            "options": {"type": "array", "items": {"type": "string"}},
            "labels": {"type": "object", "additionalProperties": _TEXT},
            "chosen": {"type": "string"},
            "prompt": _TEXT,
        },
    }
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "Rulestep trace",
        "type": "object",
        "required": ["board", "steps", "outcome"],
        "properties": {
            "board": {"type": "object"},
            "steps": {"type": "array", "items": step, "minItems": 1},
            "outcome": {"type": "object"},
        },
        "$defs": {"state": snapshot, "decision": decision},
    }


# ---- sharing unchanged parts between steps (the games' incremental snapshots) -------------


def shared(new: dict[str, Any], old: dict[str, Any] | None) -> dict[str, Any]:
    """``new``, or ``old`` when equal; else ``new`` keeping the parts of ``old`` that are equal (a
    zone that did not change stays the same list), so that a step holds only what it changed."""
    if old is None:
        return new
    if new == old:
        return old
    for key, value in new.items():
        before = old.get(key)
        if before == value:
            new[key] = before
        elif isinstance(value, dict) and isinstance(before, dict):
            new[key] = shared(value, before)
    return new


def updated(entries: dict[str, Any], new: dict[str, Any]) -> dict[str, Any]:
    """``entries`` with ``new`` put in (keys ``entries`` has): the same mapping when nothing differs,
    else a copy, each key in its place."""
    changed = {key: value for key, value in new.items() if entries.get(key) != value}
    return {**entries, **changed} if changed else entries
