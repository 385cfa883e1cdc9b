"""YAML read into nodes that remember their line and their path (``players.A.deck[2]``).

Error messages then say where a problem is: ``line 14: players.A.attack_zone.center[0].hp: ...``.
Only the safe YAML subset is read (no tags, no objects); duplicate keys are problems, not overwrites.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import yaml

Scalar = str | int | float | bool | None


@dataclass(frozen=True)
class Node:
    """A YAML value with its line (1-based) and dotted path; ``value`` holds nodes for collections."""

    value: Any
    line: int
    path: str

    @property
    def is_map(self) -> bool:
        return isinstance(self.value, dict)

    @property
    def is_list(self) -> bool:
        return isinstance(self.value, list)

    @property
    def is_scalar(self) -> bool:
        return not (self.is_map or self.is_list)

    def get(self, key: str) -> Node | None:
        return self.value.get(key) if self.is_map else None

    def items(self) -> Iterator[tuple[str, Node]]:
        return iter(self.value.items()) if self.is_map else iter(())

    def plain(self) -> Any:
        """The value as plain Python data (dicts, lists, scalars)."""
        if self.is_map:
            return {k: v.plain() for k, v in self.value.items()}
        if self.is_list:
            return [v.plain() for v in self.value]
        return self.value


class Problems:
    """Collects problems as ``line N: path: message``; raise them all at once."""

    def __init__(self) -> None:
        self.items: list[str] = []

    def add(self, node: Node | None, message: str, *, path: str | None = None) -> None:
        if node is None:
            self.items.append(f"{path or 'file'}: {message}")
            return
        self.items.append(f"line {node.line}: {path or node.path}: {message}")

    def __bool__(self) -> bool:
        return bool(self.items)

    def sorted(self) -> list[str]:
        def key(text: str) -> tuple[int, str]:
            if text.startswith("line "):
                number = text[5:].split(":", 1)[0]
                if number.isdigit():
                    return int(number), text
            return 0, text

        return sorted(dict.fromkeys(self.items), key=key)


def _child_path(path: str, key: object) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else str(key)


#: No number on a card or in a script comes near this; a bigger one is a typo or an attack
#: (Python refuses to print an int of more than 4,300 digits, and hex ints have no such limit).
MAX_NUMBER = 999_999_999
_INT_TAG = "tag:yaml.org,2002:int"


def _scalar(node: yaml.Node, path: str, problems: Problems) -> tuple[bool, Scalar]:
    """(ok, value) of a scalar node; an impossible date, time zone or number is a problem, not a crash."""
    line = node.start_mark.line + 1
    if node.tag == _INT_TAG and len(str(node.value)) > 40:
        problems.add(Node(None, line, path), f"a number of {len(str(node.value))} characters: {_too_big()}")
        return False, None
    try:
        # a fresh constructor each time: a shared one keeps every node it ever built
        # (``constructed_objects``), so each board read would stay in memory, and threads would share it
        value = yaml.constructor.SafeConstructor().construct_object(node)
    except (ValueError, OverflowError) as error:  # 2020-13-45, +99:99, year 0, ...
        problems.add(Node(None, line, path), f"{str(node.value)[:40]!r} is not a valid value: {error}")
        return False, None
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > MAX_NUMBER:
        problems.add(Node(None, line, path), _too_big())
        return False, None
    return True, value


def _too_big() -> str:
    return f"numbers in a board are at most {MAX_NUMBER:,}"


def _convert(node: yaml.Node, path: str, problems: Problems, seen: set[int] | None = None) -> Node:
    line = node.start_mark.line + 1
    seen = set() if seen is None else seen
    if isinstance(node, (yaml.MappingNode, yaml.SequenceNode)):
        # An alias (*name) makes YAML reuse a node: a few lines could stand for billions of cards.
        if id(node) in seen:
            problems.add(
                Node(None, line, path), "YAML aliases (*name) are not allowed in a board: write it out"
            )
            return Node(None, line, path)
        seen.add(id(node))
    if isinstance(node, yaml.MappingNode):
        result: dict[str, Node] = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, yaml.ScalarNode):
                problems.add(Node(None, key_node.start_mark.line + 1, path), "a key must be plain text")
                continue
            ok, key_value = _scalar(key_node, _child_path(path, str(key_node.value)[:40]), problems)
            if not ok:
                continue
            key = str(key_value)
            child = _convert(value_node, _child_path(path, key), problems, seen)
            if key in result:
                problems.add(child, f"duplicate key {key!r} (first on line {result[key].line})")
                continue
            result[key] = child
        return Node(result, line, path)
    if isinstance(node, yaml.SequenceNode):
        return Node(
            [_convert(item, _child_path(path, i), problems, seen) for i, item in enumerate(node.value)],
            line,
            path,
        )
    ok, value = _scalar(node, path, problems)
    return Node(value, line, path)


def parse_yaml(text: str, problems: Problems) -> Node | None:
    """Parse ``text``; on a syntax error add one problem with its line and return None."""
    try:
        root = yaml.compose(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        where = f"line {mark.line + 1}" if mark else "file"
        reason = getattr(error, "problem", None) or str(error)
        problems.items.append(f"{where}: not valid YAML: {reason}")
        return None
    except Exception as error:  # pragma: no cover - yaml raises odd errors on odd bytes
        problems.items.append(f"file: not valid YAML: {error}")
        return None
    if root is None:
        problems.items.append("line 1: the file is empty")
        return None
    try:
        return _convert(root, "", problems)
    except yaml.YAMLError as error:
        problems.items.append(f"file: not valid YAML: {error}")
        return None
    except RecursionError:
        problems.items.append("file: the YAML nests too deeply")
        return None


# ---- typed readers: each returns the value or None, adding a problem on failure -------------


def describe(value: Any) -> str:
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    return repr(value)


def as_int(
    node: Node, problems: Problems, *, minimum: int | None = 0, maximum: int | None = None
) -> int | None:
    value = node.value
    if isinstance(value, bool) or not isinstance(value, int):
        what = "a whole number" + (f" ≥ {minimum}" if minimum is not None else "")
        problems.add(node, f"expected {what}, got {describe(value if node.is_scalar else node.plain())}")
        return None
    if minimum is not None and value < minimum:
        problems.add(node, f"expected a whole number ≥ {minimum}, got {value}")
        return None
    if maximum is not None and value > maximum:
        problems.add(node, f"expected a whole number ≤ {maximum}, got {value}")
        return None
    return value


def as_str(node: Node, problems: Problems, *, choices: tuple[str, ...] | None = None) -> str | None:
    value = node.value
    if isinstance(value, bool) or value is None or not isinstance(value, (str, int)):
        problems.add(node, f"expected text, got {describe(node.plain())}")
        return None
    text = str(value)
    if choices is not None and text not in choices:
        problems.add(node, f"expected one of {', '.join(choices)}, got {text!r}")
        return None
    return text


def as_bool(node: Node, problems: Problems) -> bool | None:
    if not isinstance(node.value, bool):
        problems.add(node, f"expected true or false, got {describe(node.plain())}")
        return None
    return node.value


def as_map(
    node: Node | None,
    problems: Problems,
    *,
    allowed: tuple[str, ...] | None = None,
    required: tuple[str, ...] = (),
    what: str = "a mapping",
) -> dict[str, Node] | None:
    """The mapping's nodes, with unknown keys and missing required keys reported."""
    if node is None:
        return None
    if not node.is_map:
        problems.add(node, f"expected {what}, got {describe(node.plain())}")
        return None
    if allowed is not None:
        for key, child in node.items():
            if key not in allowed:
                problems.add(child, f"unknown key {key!r} (expected one of: {', '.join(allowed)})")
    for key in required:
        if key not in node.value:
            problems.add(node, f"missing key {key!r}")
    return node.value


def as_list(node: Node | None, problems: Problems, *, what: str = "a list") -> list[Node] | None:
    if node is None:
        return None
    if node.value is None:
        return []
    if not node.is_list:
        problems.add(node, f"expected {what}, got {describe(node.plain())}")
        return None
    return node.value


def as_text_pair(node: Node, problems: Problems) -> dict[str, str] | None:
    """A text in both languages: ``{ja: ..., en: ...}``."""
    mapping = as_map(node, problems, allowed=("ja", "en"), required=("ja", "en"), what="{ja: ..., en: ...}")
    if mapping is None:
        return None
    out = {}
    for lang in ("ja", "en"):
        if lang in mapping:
            text = as_str(mapping[lang], problems)
            if text is not None:
                out[lang] = text
    return out if len(out) == 2 else None


CARD_ID_RE = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_-]*")
PLAYER_RE = re.compile(r"[A-Za-z][A-Za-z0-9_]*")


def check_player_name(name: str, node: Node, problems: Problems) -> bool:
    """Whether ``name``, a key of a board's ``players:`` (its value ``node``), names a player; if
    not, ``problems`` says so."""
    if PLAYER_RE.fullmatch(name):
        return True
    problems.add(node, f"player name {name!r}: start with a letter; letters, digits and '_'")
    return False


def as_card(
    node: Node,
    problems: Problems,
    *,
    keys: tuple[str, ...],
    seen: dict[str, int],
    reserved: tuple[str, ...],
) -> tuple[str | None, dict[str, Node]]:
    """A card written as ``id`` or ``{id: ..., key: ...}``: its id and its fields.

    Card ids are stable across the whole board, so a duplicate is a problem (``seen`` maps each
    id read so far to its line), and so is an id that is a reserved word of the effect language.
    """
    if node.is_scalar:
        card_id = as_str(node, problems)
        fields: dict[str, Node] = {}
    else:
        fields = (
            as_map(node, problems, allowed=keys, required=("id",), what="a card id or {id: ..., ...}") or {}
        )
        card_id = as_str(fields["id"], problems) if "id" in fields else None
    if card_id is None:
        return None, fields
    if not CARD_ID_RE.fullmatch(card_id) or card_id in reserved:
        words = " or ".join(repr(r) for r in reserved)
        problems.add(node, f"card id {card_id!r}: use letters, digits, '_' or '-' (and not {words})")
        return None, fields
    if card_id in seen:
        problems.add(node, f"duplicate card id {card_id!r} (first on line {seen[card_id]})")
        return None, fields
    seen[card_id] = node.line
    return card_id, fields


class _NoAliasDumper(yaml.SafeDumper):
    """Writes a value shared by two places twice, since boards refuse aliases."""

    def ignore_aliases(self, data: Any) -> bool:
        return True


def dump_yaml(data: Any) -> str:
    """Block-style YAML, keys in the given order, Unicode kept readable, no aliases."""
    return yaml.dump(
        data, Dumper=_NoAliasDumper, allow_unicode=True, sort_keys=False, default_flow_style=None, width=100
    )


def as_abilities(
    node: Node | None,
    problems: Problems,
    parse: Callable[[Node, Problems], Any],
    refs: list[tuple[Node, str]],
    reserved: tuple[str, ...] = (),
) -> tuple[Any, ...]:
    """A card's abilities, each read by the game's ``parse`` (None for a bad one, its problems
    added); every card id their effects name (``effect.card_names()``, less the ``reserved`` words)
    goes into ``refs`` with its node, to be checked once every card is read."""
    abilities = []
    for item in as_list(node, problems) or []:
        ability = parse(item, problems)
        if ability is None:
            continue
        abilities.append(ability)
        refs += [(item, n) for effect in ability.effects for n in effect.card_names() if n not in reserved]
    return tuple(abilities)
