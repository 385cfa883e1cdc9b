"""Which rules an example cites read differently in a newer version (for its pages and its steps).

A board was written for one version (``board.version``). When a newer version changes the text
of a rule the board cites, or drops it, the board's page and each step that cites the rule say
so, with a link to the change. A rule that was only renumbered is not a change of text. One query
(the book's versions) when no newer version exists; the texts are read only when one does.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from engine.ruletext.drift import Drift
from rulesite.pagecache import dataversion

from . import documents


@dataclass(frozen=True)
class RuleChanges:
    """The cited rules of one board whose text differs in a newer version, by cited number."""

    book: str
    written_for: str
    changed: dict[str, Drift] = field(default_factory=dict)
    #: The newest version, when no text of the board's version can be compared with it.
    uncompared: str = ""

    def of(self, numbers: Iterable[str]) -> list[Drift]:
        """The changes among ``numbers`` (a step's citations), in their order, each once."""
        return [self.changed[n] for n in dict.fromkeys(numbers) if n in self.changed]


def for_board(board) -> RuleChanges:
    """What changed since ``board.version`` in the rules the board cites (changed or removed text)."""
    numbers = frozenset(board.section_numbers) | frozenset(board.cited_numbers)
    return _changes(board.rulebook.slug, board.version, numbers)


@dataversion.per_data_version()
def _changes(book: str, version: str, numbers: frozenset[str]) -> RuleChanges:
    """What changed since ``version`` of ``book`` in ``numbers`` (kept while the data stays the same)."""
    drift, uncompared = documents.drift_between(
        list(reversed(documents.editions(book))), version, set(numbers), {}
    )
    changed = {d.number: d for d in drift if d.change != "moved"}
    return RuleChanges(book, version, changed, uncompared)
