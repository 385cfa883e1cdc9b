"""The engine's error family: every one is a ``ValueError`` whose message quotes the input."""

from __future__ import annotations


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
