"""Choices: the answers a run may use, and strict asking when an answer is missing."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from .errors import ChoiceNeeded
from .text import Text
from .trace import Decision


class FirstOptions(dict[str, str]):
    """Choices that answer any decision they do not name with its first option (for fuzzing and tests)."""


@dataclass(frozen=True)
class Question:
    """What a player is asked: ``who`` chooses one of ``options``, ``why`` (for the error when no
    answer is given), the ``prompt`` readers see and a label for each option (the option itself
    when it has none)."""

    who: str
    options: tuple[str, ...]
    why: str
    prompt: Text | None = None
    labels: Mapping[str, Text] = field(default_factory=dict)


@dataclass
class Chooser:
    """Answers decisions from the caller's choices first, then the script's.

    A decision with one option needs no answer. A missing answer raises :class:`ChoiceNeeded`
    naming the key, who chooses and the options (strict mode). An answer that is not one of the
    options is a problem too.
    """

    script: dict[str, str] = field(default_factory=dict)
    caller: dict[str, str] = field(default_factory=dict)
    source_name: str = "<board>"
    used: list[str] = field(default_factory=list)
    _seen: dict[str, int] = field(default_factory=dict)

    def key(self, base: str) -> str:
        """A stable key for a decision: ``base``, then ``base#2``, ``base#3`` when it comes again."""
        count = self._seen.get(base, 0) + 1
        self._seen[base] = count
        return base if count == 1 else f"{base}#{count}"

    def decide(self, key: str, question: Question) -> Decision:
        """The answer to ``question`` under ``key``: the caller's, the script's, or the only option."""
        options = list(question.options)
        who, why = question.who, question.why
        if not options:
            raise ValueError(f"decision {key!r} has no options")
        labels_t = tuple((o, question.labels.get(o, Text.same(o)).as_dict()) for o in options)
        asked = question.prompt.as_dict() if question.prompt else {}
        if len(options) == 1:
            return Decision(key, who, tuple(options), options[0], "only option", asked, labels_t)
        for source, answers in (("caller", self.caller), ("script", self.script)):
            if key in answers:
                chosen = answers[key]
                if chosen not in options:
                    raise ChoiceNeeded(
                        key,
                        who,
                        options,
                        f"{why}; {chosen!r} is not one of them",
                        source_name=self.source_name,
                    )
                self.used.append(key)
                return Decision(key, who, tuple(options), chosen, source, asked, labels_t)
        if isinstance(self.caller, FirstOptions):
            return Decision(key, who, tuple(options), options[0], "caller", asked, labels_t)
        raise ChoiceNeeded(key, who, options, why, source_name=self.source_name)
