"""The battle under way (7-1): the attacking card, the card it attacks (a [Blocker] may take its
place, 10-1-4), and where each was, so that a step can tell whether one of them has moved areas
since (7-1-1-4, 7-1-2-3, and the same check at the end of the Counter Step, 7-1-3)."""

from __future__ import annotations

from dataclasses import dataclass, field

from .model import Card, GameState


@dataclass
class Battle:
    attacker: Card
    target: Card
    defender: str
    #: card id → (incarnation, zone) when the card entered the battle
    where: dict[str, tuple[int, str]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.remember(self.attacker)
        self.remember(self.target)

    def remember(self, card: Card) -> None:
        self.where[card.id] = (card.incarnation, card.zone)

    def retarget(self, card: Card) -> None:
        """A [Blocker] becomes the card being attacked (10-1-4)."""
        self.target = card
        self.remember(card)

    def moved(self, state: GameState) -> Card | None:
        """The attacker or the target if it has moved areas since it entered the battle, else None."""
        for card in (self.attacker, self.target):
            now = state.cards[card.id]
            if (now.incarnation, now.zone) != self.where[card.id]:
                return card
        return None
