"""The engine's error family: every one is a ``ValueError`` whose message quotes the input."""

from __future__ import annotations

from typing import Any


class BoardError(ValueError):
    """A board that cannot be loaded or run; ``problems`` lists every problem, each with its line."""

    def __init__(self, problems: list[str], *, source_name: str = "<board>"):
        self.problems = list(problems)
        self.source_name = source_name
        super().__init__("\n".join(f"{source_name}: {p}" for p in self.problems))


class ChoiceNeeded(BoardError):
    """Strict mode: the engine needs a choice that neither the script nor the caller gave."""

    def __init__(self, key: str, who: str, options: list[str], why: str, *, source_name: str = "<board>"):
        self.key = key
        self.who = who
        self.options = list(options)
        message = (
            f"choice {key!r} is needed: player {who} chooses between {', '.join(options)} ({why}); "
            f"give it in the script (`- choose: {{{key}: {options[0]}}}`) or with --choose {key}={options[0]}"
        )
        super().__init__([message], source_name=source_name)


#: how each limit's message reads: "the board has 600 cards; the limit is 500 (limit 'cards')"
_MESSAGES = {
    "cards": "the board has {found} cards; the limit is {value}",
    "zone": "zone {where} holds {found} cards; the limit is {value} cards in one zone",
    "cpu_seconds": "the run used {found} s of CPU time by {where}; the limit is {value} s",
}


class LimitExceeded(BoardError):
    """A board over one of its limits: ``limit`` names it, ``value`` is the limit, ``found`` what was met."""

    def __init__(self, limit: str, value: Any, found: Any, *, where: str = "", source_name: str = "<board>"):
        self.limit = limit
        self.value = value
        self.found = found
        self.where = where
        text = _MESSAGES[limit].format(found=_number(found), value=_number(value), where=where)
        super().__init__([f"{text} (limit {limit!r})"], source_name=source_name)


def _number(value: Any) -> str:
    if isinstance(value, float):
        return f"{value:g}"
    if isinstance(value, int):
        return f"{value:,}"
    return str(value)
