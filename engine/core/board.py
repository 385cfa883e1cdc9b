"""A board file: meta, initial state, script, expectations and narration notes.

The top level of a board file::

    board:   {id, title: {ja, en}, game, rulebook, version, sections: [...]}
    state:   the game's initial state (the game package reads it)
    script:  [actions and choices, in order] (the game package reads the actions)
    expect:  [{at: end | start | LABEL | KIND[#N], cards: {...}, lost: [...], cited: [...], ...}]
    notes:   {SELECTOR: {ja, en}}   # narration shown beside the step the selector names

Every problem in the file is collected and raised once as :class:`BoardError`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..ruletext.catalog import known_numbers
from ..ruletext.numbers import RuleNumber, RuleNumberError
from . import registry
from .errors import BoardError
from .limits import DEFAULT_LIMITS, Limits, check_sizes
from .yamlnode import (
    Node,
    Problems,
    as_list,
    as_map,
    as_str,
    as_text_pair,
    dump_yaml,
    parse_yaml,
)

TOP_KEYS = ("board", "state", "script", "expect", "notes")
META_KEYS = ("id", "title", "game", "rulebook", "version", "sections", "summary", "aliases")
CORE_EXPECT_KEYS = ("at", "cards", "lost", "winner", "result", "cited", "not_cited", "chosen")
ID_RE = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
SELECTOR_RE = re.compile(r"(?P<name>[A-Za-z0-9_.-]+)(?:#(?P<nth>[1-9][0-9]*))?")


@dataclass(frozen=True)
class Meta:
    id: str
    title: dict[str, str]
    game: str
    rulebook: str
    version: str
    sections: tuple[str, ...]
    summary: dict[str, str] | None = None
    #: Ids the board had before (renamed): the site keeps readers' copies and links of those ids.
    aliases: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": self.id,
            "title": dict(self.title),
            "game": self.game,
            "rulebook": self.rulebook,
            "version": self.version,
            "sections": list(self.sections),
        }
        if self.summary:
            data["summary"] = dict(self.summary)
        if self.aliases:
            data["aliases"] = list(self.aliases)
        return data


@dataclass(frozen=True)
class Expectation:
    """Facts that must hold at one step (``at``): e.g. ``{"cards": {"u1": "A.graveyard"}}``."""

    at: str
    facts: dict[str, Any]
    line: int


@dataclass
class Board:
    """A loaded board. ``state`` and ``script`` belong to the game package named by ``meta.game``."""

    meta: Meta
    state: Any
    script: tuple[Any, ...]
    choices: dict[str, str]
    expectations: tuple[Expectation, ...]
    notes: dict[str, dict[str, str]]
    source_name: str = "<board>"
    path: Path | None = None
    choice_lines: dict[str, int] = field(default_factory=dict)

    @property
    def id(self) -> str:
        return self.meta.id

    @property
    def game(self) -> registry.Game:
        return registry.get(self.meta.game)

    def to_data(self) -> dict[str, Any]:
        script = self.game.script_to_data(self.script)
        script += [{"choose": {key: value}} for key, value in self.choices.items()]
        data: dict[str, Any] = {
            "board": self.meta.to_json(),
            "state": self.game.state_to_data(self.state),
            "script": script,
        }
        if self.expectations:
            data["expect"] = [{"at": e.at, **e.facts} for e in self.expectations]
        if self.notes:
            data["notes"] = {k: dict(v) for k, v in self.notes.items()}
        return data

    def to_text(self) -> str:
        """The board as YAML text; loading it again gives an equal board."""
        return dump_yaml(self.to_data())


def parse_selector(text: str) -> tuple[str, int] | None:
    match = SELECTOR_RE.fullmatch(text)
    if not match:
        return None
    return match.group("name"), int(match.group("nth") or 1)


def _parse_meta(node: Node | None, problems: Problems) -> Meta | None:
    if node is None:
        problems.add(None, "missing key 'board' (the board's id, title, game, rulebook, version, sections)")
        return None
    m = as_map(
        node, problems, allowed=META_KEYS, required=("id", "title", "game", "rulebook", "version", "sections")
    )
    if m is None:
        return None
    ok = True
    board_id = as_str(m["id"], problems) if "id" in m else None
    if board_id is not None and not ID_RE.fullmatch(board_id):
        problems.add(m["id"], f"expected a slug of lower-case letters, digits and hyphens, got {board_id!r}")
        board_id = None
    title = as_text_pair(m["title"], problems) if "title" in m else None
    game = as_str(m["game"], problems) if "game" in m else None
    if game is not None and game not in registry.names():
        problems.add(m["game"], f"unknown game {game!r} (known: {', '.join(registry.names())})")
        game = None
    rulebook = as_str(m["rulebook"], problems) if "rulebook" in m else None
    version = as_str(m["version"], problems) if "version" in m else None
    summary = as_text_pair(m["summary"], problems) if "summary" in m else None
    if game is not None and rulebook is not None:
        g = registry.get(game)
        if rulebook != g.rulebook:
            problems.add(m["rulebook"], f"game {game} uses rulebook {g.rulebook!r}, got {rulebook!r}")
            ok = False
        elif version is not None and version not in g.versions:
            problems.add(
                m["version"], f"rulebook {rulebook} has version {', '.join(g.versions)}, got {version!r}"
            )
            ok = False
    check = (rulebook, version) if ok and rulebook and version and game else None
    sections = _parse_sections(m.get("sections"), problems, check)
    aliases = _parse_aliases(m.get("aliases"), problems, board_id)
    if None in (board_id, title, game, rulebook, version) or not ok:
        return None
    assert board_id and title and game and rulebook and version
    return Meta(board_id, title, game, rulebook, version, tuple(sections), summary, tuple(aliases))


def _parse_sections(
    node: Node | None,
    problems: Problems,
    check: tuple[str, str] | None,
) -> list[str]:
    """The board's sections, as rule numbers; with ``check`` (the rulebook and version, when they
    fit the board's game) each must be one of that rulebook version's numbers."""
    sections: list[str] = []
    for item in as_list(node, problems) or []:
        text = as_str(item, problems)
        if text is None:
            continue
        try:
            sections.append(str(RuleNumber.parse(text)))
        except RuleNumberError as error:
            problems.add(item, str(error))
            continue
        if check is not None and sections[-1] not in known_numbers(*check):
            rulebook, version = check
            problems.add(item, f"section {text} is not in {rulebook} {version} nor in its out-of-source list")
    return sections


def _parse_aliases(node: Node | None, problems: Problems, board_id: str | None) -> list[str]:
    """The board's former ids: slugs, none repeated and none the board's own id."""
    aliases: list[str] = []
    for item in as_list(node, problems) or []:
        alias = as_str(item, problems)
        if alias is None:
            continue
        if not ID_RE.fullmatch(alias):
            problems.add(
                item,
                f"expected a former id (a slug of lower-case letters, digits and hyphens), got {alias!r}",
            )
        elif alias == board_id or alias in aliases:
            problems.add(item, f"alias {alias!r} is repeated or is the board's own id")
        else:
            aliases.append(alias)
    return aliases


def _parse_expectations(
    node: Node | None, game: registry.Game | None, problems: Problems
) -> list[Expectation]:
    out: list[Expectation] = []
    allowed = CORE_EXPECT_KEYS + (game.expectation_keys if game else ())
    for item in as_list(node, problems) or []:
        m = as_map(item, problems, allowed=allowed, required=("at",))
        if m is None or "at" not in m:
            continue
        at = as_str(m["at"], problems)
        if at is None:
            continue
        if parse_selector(at) is None:
            problems.add(
                m["at"], f"expected end, start, a script label or a step kind (e.g. resolve#2), got {at!r}"
            )
        facts = {k: v.plain() for k, v in m.items() if k != "at"}
        for key in ("cited", "not_cited"):
            for number in facts.get(key) or []:
                try:
                    RuleNumber.parse(str(number))
                except RuleNumberError as error:
                    problems.add(m[key], str(error))
        for key in ("cards",):
            if key in facts and not isinstance(facts[key], dict):
                problems.add(m[key], "expected a mapping of card id → zone (e.g. u1: A.graveyard)")
        out.append(Expectation(at, facts, item.line))
    return out


def _parse_notes(node: Node | None, problems: Problems) -> dict[str, dict[str, str]]:
    notes: dict[str, dict[str, str]] = {}
    m = as_map(node, problems) if node is not None and node.value is not None else None
    for key, value in (m or {}).items():
        if parse_selector(key) is None:
            problems.add(
                value, f"expected a step selector (start, end, a script label, a step kind), got {key!r}"
            )
            continue
        text = as_text_pair(value, problems)
        if text:
            notes[key] = text
    return notes


def _split_script(node: Node | None, problems: Problems) -> tuple[list[Node], dict[str, str], dict[str, int]]:
    """The script's actions (for the game to read), and its ``choose:`` answers with their lines."""
    actions: list[Node] = []
    choices: dict[str, str] = {}
    choice_lines: dict[str, int] = {}
    for item in as_list(node, problems) or []:
        if not (item.is_map and "choose" in item.value):
            actions.append(item)
            continue
        choose = as_map(item, problems, allowed=("choose",))
        pairs = as_map(choose["choose"], problems, what="{KEY: VALUE}") if choose else None
        for key, value in (pairs or {}).items():
            answer = as_str(value, problems)
            if answer is None:
                continue
            if key in choices:
                problems.add(value, f"choice {key!r} is given twice (first on line {choice_lines[key]})")
                continue
            choices[key] = answer
            choice_lines[key] = value.line
    return actions, choices, choice_lines


def load_board(text: str, *, source_name: str = "<board>", limits: Limits = DEFAULT_LIMITS) -> Board:
    """Load a board from YAML text; raise :class:`BoardError` listing every problem.

    A board with more cards than ``limits`` allows (on the board, or in one zone) raises
    :class:`LimitExceeded` (a BoardError) before its script is read.
    """
    problems = Problems()
    root = parse_yaml(text, problems)
    if root is None:
        raise BoardError(problems.sorted(), source_name=source_name)
    top = as_map(root, problems, allowed=TOP_KEYS, required=("board", "state"))
    if top is None:
        raise BoardError(problems.sorted(), source_name=source_name)
    meta = _parse_meta(top.get("board"), problems)
    game_name = None
    board_node = top.get("board")
    if board_node is not None and board_node.is_map and "game" in board_node.value:
        raw = board_node.value["game"].value
        game_name = raw if isinstance(raw, str) and raw in registry.names() else None
    game = registry.get(game_name) if game_name else None
    state = game.parse_state(top["state"], problems) if game and "state" in top else None
    if game is not None and state is not None:
        check_sizes(*game.sizes(state), limits, source_name=source_name)
    script: tuple[Any, ...] = ()
    actions, choices, choice_lines = _split_script(top.get("script"), problems)
    if game is not None and state is not None:
        # the script's own problems are reported alongside the state's
        script = game.parse_script(actions, state, problems)
    expectations = _parse_expectations(top.get("expect"), game, problems)
    notes = _parse_notes(top.get("notes"), problems)
    if problems or meta is None or state is None:
        if not problems:
            problems.add(None, "the board could not be read")
        raise BoardError(problems.sorted(), source_name=source_name)
    return Board(
        meta,
        state,
        tuple(script),
        choices,
        tuple(expectations),
        notes,
        source_name,
        choice_lines=choice_lines,
    )


def load_board_file(path: str | Path, *, limits: Limits = DEFAULT_LIMITS) -> Board:
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise BoardError([f"cannot read the file: {error}"], source_name=str(path)) from None
    board = load_board(text, source_name=str(path), limits=limits)
    board.path = path
    return board
