"""The resolution context of one Gate Ruler run: the state, the gate, moving cards and the events it makes.

Every module that implements a rule works on a :class:`Resolution`; this module imports none of
them. The core's :class:`~engine.core.resolution.Resolution` gives steps (``emit``), decisions
(``decide``), problems and the outcome; the run's flow on top of everything is :mod:`.flow`.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from ..core.resolution import Resolution as CoreResolution
from .model import Card, GameState, GateItem, Ref, Trigger, is_field, zone_player
from .snapshot import Snapshots, result_of, snapshot

#: a card that left the field: the card, what it was (ref, controller) and the soul it had
LeftField = tuple[Card, Ref, str, tuple[Ref, ...]]


class Resolution(CoreResolution):
    """State, gate and card moves of one run, and what the rules remember between checks."""

    state: GameState

    def __init__(self, state: GameState, script: Sequence[Any], source_name: str = "<board>") -> None:
        super().__init__(state, script, source_name)
        #: explanations given once: (card ref, rule number)
        self.noted: set[Any] = set()
        #: (unit's id, its incarnation, rule destroy process) → (damage, HP) when 12-4a-3 was last
        #: said for it, to say it again only when they change (nothing is kept when the process is
        #: placed: a unit not seen yet is told about at the next check, as one whose numbers changed)
        self.seen_destroy: dict[tuple[str, int, str], tuple[int, int]] = {}
        #: (player, defeat process) → (damage zone size, deck size) when last seen, to explain 12-2c
        self.seen_defeat: dict[Any, tuple[tuple[int, int], bool]] = {}
        self._soul_zones = [f"{p}.soul" for p in state.players]
        self._soul_index: dict[Ref, tuple[Ref, ...]] | None = None
        self._snapshots = Snapshots(state)
        self._left_field: list[LeftField] = []
        #: tests set this to compare every incremental snapshot with one computed from scratch
        self.verify_snapshots = False

    # ---- what the core asks -----------------------------------------------------------------

    def snapshot(self) -> dict[str, Any]:
        state = self._snapshots()
        if self.verify_snapshots:
            full = snapshot(self.state)
            assert state == full, "incremental snapshot differs from a full one"
            declared = json.dumps(snapshot(self.state, declared=True))
            assert json.dumps(full) == declared, "a snapshot entry differs from its dataclass's JSON"
        return state

    def result(self) -> dict[str, Any] | None:
        return result_of(self.state)

    def waiting(self) -> list[str]:
        return [g.uid for g in self.state.gate]

    # ---- the gate ---------------------------------------------------------------------------

    def new_uid(self) -> str:
        """The id of the next item placed on the gate (``g1``, ``g2`` ...)."""
        uid = f"g{self.state.next_gate}"
        self.state.next_gate += 1
        return uid

    def place(self, kind: str, **fields: Any) -> GateItem:
        """Put a new item of ``kind`` on top of the gate (9-2a: the item placed last resolves first)."""
        item = GateItem(self.new_uid(), kind, **fields)
        self.state.gate.append(item)
        return item

    def remove(self, item: GateItem) -> None:
        """Take an item off the gate (it has resolved)."""
        self.state.gate = [g for g in self.state.gate if g.uid != item.uid]

    # ---- moving cards and the events it makes ----------------------------------------------

    def move_card(self, card: Card, to: str, *, top: bool = False, placed: int | None = None) -> None:
        """Move a card (3-2d); a card leaving the field triggers ``leaves_field`` abilities."""
        frm = card.zone
        old_ref = card.ref
        soul = self.soul_of(old_ref) if is_field(frm) else ()
        controller = zone_player(frm)
        self.state.move(card, to, top=top, placed=placed)
        if frm.endswith(".soul") or to.endswith(".soul"):
            self.souls_changed()
        if is_field(frm) and not is_field(to) and card.abilities:  # only an ability can trigger
            self._left_field.append((card, old_ref, controller, soul))

    def after_moves(self) -> None:
        """Auto abilities triggered by cards that left the field (played at the next system processing)."""
        moves, self._left_field = self._left_field, []
        for card, old_ref, controller, soul in moves:
            for index, ability in enumerate(card.abilities):
                if ability.kind == "auto" and ability.event == "leaves_field" and ability.of == "self":
                    kept = soul if ability.refers_to_soul else ()
                    self.state.pending.append(
                        Trigger(old_ref, index, controller, "leaves_field", old_ref, kept)
                    )

    # ---- the soul index ---------------------------------------------------------------------

    def soul_of(self, ref: Ref) -> tuple[Ref, ...]:
        """The soul cards attached to a card (indexed once, rebuilt after a soul changes)."""
        if self._soul_index is None:
            index: dict[Ref, list[Ref]] = {}
            for key in self._soul_zones:
                for card_id in self.state.zones[key]:
                    soul = self.state.cards[card_id]
                    for target, incarnation, _ in soul.attached:
                        index.setdefault((target, incarnation), []).append(soul.ref)
            self._soul_index = {k: tuple(v) for k, v in index.items()}
        return self._soul_index.get(ref, ())

    def souls_changed(self) -> None:
        """A soul card moved or changed its associations: the index is built again when next asked."""
        self._soul_index = None
