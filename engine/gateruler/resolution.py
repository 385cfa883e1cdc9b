"""One run of a Gate Ruler board: the flow of system processing, the gate and the script.

The loop, in the simplest faithful form of chapters 9, 11 and 14 (their text is not in our
source; see data/rulebooks/gate-ruler/out-of-source.yaml):

1. system processing: rule effects (chapter 12) are checked and performed together until none
   applies; then auto abilities whose condition was met are played onto the gate (14-1a-2);
   repeat;
2. a ruler damage process on top of the gate resolves at once: nobody can respond (9-3d);
3. otherwise the next scripted action is taken if the gate is empty (or the action responds);
4. otherwise the top of the gate — the item placed last — resolves (9-2a);
5. the run ends when the gate is empty and the script is over, or when the game is over (1-4).
"""

from __future__ import annotations

from typing import Any

from ..core.resolution import Resolution as CoreResolution
from ..core.text import Text
from ..core.trace import Decision
from . import gate, rule_effects
from .model import Card, GameState, GateItem, Ref, Trigger, is_field, zone_player
from .script import Action
from .snapshot import Snapshots, result_of, snapshot


class Resolution(CoreResolution):
    state: GameState

    def __init__(self, state: GameState, script: tuple[Action, ...], source_name: str = "<board>"):
        super().__init__(state, script, source_name)
        self.noted: set[Any] = set()
        #: (unit, rule destroy process) → (damage, HP) when last seen, to explain 12-4a-3 when it matters
        self.seen_destroy: dict[Any, tuple[tuple[int, int], bool]] = {}
        #: (player, defeat process) → (damage zone size, deck size) when last seen, to explain 12-2c
        self.seen_defeat: dict[Any, tuple[tuple[int, int], bool]] = {}
        self._soul_zones = [f"{p}.soul" for p in state.players]
        self._soul_index: dict[Ref, tuple[Ref, ...]] | None = None
        self._snapshots = Snapshots(state)
        #: tests set this to compare every incremental snapshot with one computed from scratch
        self.verify_snapshots = False

    # ---- plumbing ---------------------------------------------------------------------------

    def snapshot(self) -> dict[str, Any]:
        state = self._snapshots()
        if self.verify_snapshots:
            assert state == snapshot(self.state), "incremental snapshot differs from a full one"
        return state

    def result(self) -> dict[str, Any] | None:
        return result_of(self.state)

    def waiting(self) -> list[str]:
        return [g.uid for g in self.state.gate]

    def new_uid(self) -> str:
        uid = f"g{self.state.next_gate}"
        self.state.next_gate += 1
        return uid

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
        if is_field(frm) and not is_field(to):
            self._pending_moves.append((card, old_ref, controller, soul))

    _pending_moves: list[tuple[Card, Ref, str, tuple[Ref, ...]]]

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
        self._soul_index = None

    def after_moves(self) -> None:
        """Auto abilities triggered by cards that left the field (played at the next system processing)."""
        moves, self._pending_moves = self._pending_moves, []
        for card, old_ref, controller, soul in moves:
            for index, ability in enumerate(card.abilities):
                if ability.kind == "auto" and ability.event == "leaves_field" and ability.of == "self":
                    kept = soul if ability.refers_to_soul else ()
                    self.state.pending.append(
                        Trigger(old_ref, index, controller, "leaves_field", old_ref, kept)
                    )

    def destroyed_event(self, item: GateItem) -> None:
        """12-4b-3, 12-4b-3a: the cards of a destroy process are 'destroyed' the moment it is placed."""
        state = self.state
        cards = [c for ref in item.cards if (c := state.card_by_ref(ref)) is not None]
        watchers = [
            (c, i, a)
            for c in state.field_cards()
            for i, a in enumerate(c.abilities)
            if a.kind == "auto" and a.event == "destroyed" and a.of != "self"
        ]
        triggered: list[Trigger] = []
        for card in cards:
            controller = zone_player(card.zone)
            for index, ability in enumerate(card.abilities):
                if ability.kind == "auto" and ability.event == "destroyed" and ability.of == "self":
                    triggered.append(Trigger(card.ref, index, controller, "destroyed", card.ref))
            for source, index, ability in watchers:
                owner = zone_player(source.zone)
                if (
                    ability.of == "any_unit"
                    and card.is_unit
                    or (ability.of == "your_unit" and card.is_unit and owner == controller)
                ):
                    triggered.append(Trigger(source.ref, index, owner, "destroyed", card.ref))
        state.pending.extend(triggered)
        from . import words

        ja_names, en_names = words.names(cards)
        plural = len(cards) != 1
        en = (
            f"At the moment the destroy process is placed, {en_names} "
            f"{'have' if plural else 'has'} been 'destroyed' (12-4b-3) — whether or not "
            f"{'they actually move' if plural else 'it actually moves'} to another area later (12-4b-3a)."
        )
        ja = (
            f"破壊処理がゲートに置かれたこの時点で、{ja_names}が‘破壊された’事象が発生します（12-4b-3）。"
            "実際に他の領域に移動するかどうかには関係ありません（12-4b-3a）。"
        )
        cites = ["12-4b-3", "12-4b-3a"]
        if triggered:
            labels = [self.trigger_label(t) for t in triggered[:8]]
            en += " This triggers " + ", ".join(lb[1] for lb in labels)
            en += " and more" if len(triggered) > 8 else ""
            en += ": played at the next system processing, the game's own step between actions (14-1a-2)."
            ja += (
                "これにより"
                + "、".join(lb[0] for lb in labels)
                + "が誘発し、行動の合間にゲームが行う次のシステム処理でプレイされます（14-1a-2）。"
            )
            cites.append("14-1a-2")
        self.emit("destroyed-event", cites, Text(en=en, ja=ja))

    def trigger_label(self, trigger: Trigger) -> tuple[str, str]:
        card = self.state.cards[trigger.source[0]]
        aja, aen = card.abilities[trigger.ability].label()
        cja, cen = card.label()
        return f"{cja}の{aja}", f"the {aen} of {cen}"

    def trigger_label_of(self, item: GateItem) -> tuple[str, str]:
        assert item.source is not None and item.ability is not None
        return self.trigger_label(Trigger(item.source, item.ability, item.by or "", "", item.source))

    def soul_exempt(self) -> set[Ref]:
        """12-6a-1: soul cards referred to by an auto ability waiting to be played or on the gate."""
        out: set[Ref] = set()
        for trigger in self.state.pending:
            out.update(trigger.soul)
        for item in self.state.gate:
            out.update(item.soul)
        return out

    # ---- the flow ---------------------------------------------------------------------------

    def resolve(self) -> None:
        self._pending_moves = []
        self.start_step()
        while not self.game_over():
            self.system_processing()
            if self.game_over():
                break
            top = self.state.gate[-1] if self.state.gate else None
            if top is not None and top.kind == "ruler-damage-process":
                gate.resolve_top(self)
                continue
            if self.script and self.ready(self.script[0], top):
                self.take_action(self.script.pop(0))
                continue
            if top is not None:
                gate.resolve_top(self)
                continue
            break
        for action in self.script:
            if not self.game_over():
                self.problems.append(
                    f"line {action.line}: {action.path}: this action waits for a {action.respond} "
                    "on top of the gate, which never comes"
                )
        self.end_step()

    @staticmethod
    def ready(action: Action, top: GateItem | None) -> bool:
        """Whether a scripted action is taken now (9-3b: the players act in gate adding)."""
        if action.respond is True:
            return True
        if isinstance(action.respond, str):
            return top is not None and top.kind == action.respond
        return top is None

    def start_step(self) -> None:
        s = self.state
        en = (
            "The board before anything happens. Rule effects are processes the rules themselves perform "
            "when a situation arises during the game (12-1a). The engine checks them at every system "
            "processing: the moment, between players' actions, when the game itself acts — rule effects "
            "are performed and triggered auto abilities are played."
        )
        ja = (
            "処理が始まる前の盤面です。ルールエフェクトとは、ゲーム中に特定の状況が発生した場合にゲーム上のルールにより"
            "実行される処理です（12-1a）。システム処理（プレイヤーの行動の合間にゲーム自身が行う処理で、ルールエフェクトの"
            "実行や、誘発した自動能力のプレイを行います）のたびに確認します。"
        )
        if s.gate:
            held = "1 item" if len(s.gate) == 1 else f"{len(s.gate)} items"
            en += f" The gate holds {held}; the one placed last resolves first (9-2a)."
            ja += f"ゲートには{len(s.gate)}個の処理があり、最も後に置かれたものから解決されます（9-2a）。"
        self.emit("start", ["12-1a"] + (["9-2a"] if s.gate else []), Text(en=en, ja=ja))

    def end_step(self) -> None:
        result = result_of(self.state)
        if result is None:
            self.emit(
                "end",
                ["9-2a"],
                Text(
                    en="The gate is empty, no rule effect applies and this example has no more "
                    "actions: everything "
                    "has resolved.",
                    ja="ゲートは空で、適用するルールエフェクトもなく、この例で行う行動も残っていません。すべて解決しました。",
                ),
            )
            return
        lost = [p for p, info in self.state.players.items() if info.status == "lost"]
        if result["result"] == "draw":
            en = (
                f"{' and '.join(lost)} lost at the same time and no player remains: the game is a draw (1-4)."
            )
            ja = (
                f"{'と'.join(lost)}が同時に敗北し、残っているプレイヤーがいないため、"
                "ゲームは引き分けです（1-4）。"
            )
        else:
            en = f"{result['winner']} is the last player remaining and wins the game (1-4)."
            ja = f"最後に残った{result['winner']}がゲームに勝利します（1-4）。"
        self.emit("game-over", ["1-4"], Text(en=en, ja=ja))

    def system_processing(self) -> None:
        """Rule effects until none applies, then auto abilities waiting are played (14-1a-2); repeat."""
        while not self.game_over():
            found = rule_effects.check(self)
            rule_effects.explain_unapplied(self, found)
            if found.kinds():
                rule_effects.perform(self, found)
                self.after_moves()
                continue
            if self.state.pending:
                self.play_triggers()
                continue
            return

    def play_triggers(self) -> None:
        """14-1a-2: triggered auto abilities are played at the next system processing.

        Assumed order (out of source): the turn player's go on the gate first, then each other player's
        in turn order, as for damage execution processes (13-2a-2a); a player with several chooses.
        """
        pending, self.state.pending = self.state.pending, []
        for player in self.state.player_order():
            mine = [t for t in pending if t.controller == player]
            while mine:
                if len(mine) > 1:
                    keys = [
                        f"{t.source[0]}.{t.ability}"
                        + (f"@{t.event_card[0]}" if t.event_card != t.source else "")
                        for t in mine
                    ]
                    labels = {k: _text(self.trigger_label(t)) for k, t in zip(keys, mine, strict=True)}
                    decision = self.decide(
                        f"order-{player}",
                        player,
                        keys,
                        "14-1a-2: which of your auto abilities goes on the gate first (it resolves last)",
                        prompt=Text(
                            ja="先にゲートに置く自動能力を選んでください（後に解決されます）",
                            en="Choose the auto ability to put on the gate first (it resolves later)",
                        ),
                        labels=labels,
                    )
                    trigger = mine.pop(keys.index(decision.chosen))
                else:
                    decision = None
                    trigger = mine.pop(0)
                self.play_trigger(trigger, decision)

    def play_trigger(self, trigger: Trigger, decision: Decision | None) -> None:
        card = self.state.cards[trigger.source[0]]
        ability = card.abilities[trigger.ability]
        if ability.optional and not self.chooses_to_play(trigger):
            return
        item = GateItem.for_trigger(self.new_uid(), trigger, ability)
        self.state.gate.append(item)
        ja, en = self.trigger_label(trigger)
        event_en = "was destroyed" if trigger.event == "destroyed" else "left the field"
        event_ja = "破壊された" if trigger.event == "destroyed" else "場を離れた"
        that = self.state.cards[trigger.event_card[0]].label()
        cites = ["14-1a-2"]
        if trigger.soul:
            cites.append("12-6a-1")
        self.emit(
            "auto-ability-played",
            cites,
            Text(
                en=f"{trigger.controller} plays {en}, triggered because {that[1]} {event_en}: it "
                "goes on top of the "
                "gate "
                "(auto abilities are played at the next system processing, the game's own step "
                "between actions, "
                "14-1a-2).",
                ja=f"{that[0]}が{event_ja}ことで誘発した{ja}を{trigger.controller}がプレイし、ゲートの一番上に置かれます"
                "（自動能力は、行動の合間にゲームが行う次のシステム処理でプレイされます、14-1a-2）。",
            ),
            decision=decision,
        )

    def chooses_to_play(self, trigger: Trigger) -> bool:
        """An optional auto ability: its controller plays it or declines (assumed model, 14-1a-2).

        Declined, it 'will not be played' (12-6a-1): a soul it referred to is no longer kept.
        """
        ja, en = self.trigger_label(trigger)
        decision = self.decide(
            f"play-{trigger.source[0]}.{trigger.ability}",
            trigger.controller,
            ["play", "decline"],
            "14-1a-2: an optional auto ability may be played or not",
            prompt=Text(ja=f"{ja}をプレイしますか？", en=f"Play {en}?"),
            labels={
                "play": Text(ja="プレイする", en="play it"),
                "decline": Text(ja="プレイしない", en="do not play it"),
            },
        )
        if decision.chosen == "play":
            return True
        cites = ["14-1a-2"] + (["12-6a-1"] if trigger.soul else [])
        soul_en = " The soul it referred to is no longer kept for it (12-6a-1)." if trigger.soul else ""
        soul_ja = "参照していたソウルはもう残されません（12-6a-1）。" if trigger.soul else ""
        self.emit(
            "auto-ability-not-played",
            cites,
            Text(
                en=f"{trigger.controller} chooses not to play {en}: it will not be played.{soul_en}",
                ja=f"{trigger.controller}は{ja}をプレイしないことを選びました。この自動能力はプレイされません。{soul_ja}",
            ),
            decision=decision,
        )
        return False

    def check_targets(self, action: Action, effects: tuple[Any, ...]) -> None:
        """A scripted card may only target cards that are where its effect needs them, when it is played."""
        for effect in effects:
            wants_field = effect.kind in ("destroy", "recover", "change_hp", "leave_field", "deal_damage")
            names = list(effect.cards if wants_field else ()) + list(effect.of)
            for name in names:
                card = self.state.cards[name]
                ok = is_field(card.zone) or (effect.kind == "deal_damage" and card.zone.endswith(".ruler"))
                if effect.kind in ("recover", "change_hp") and not card.is_unit:
                    ok = False
                if not ok:
                    what = (
                        "a unit on the field" if effect.kind in ("recover", "change_hp") else "on the field"
                    )
                    self.problems.append(
                        f"line {effect.line}: {action.path}.play: {effect.kind} targets {name!r}, "
                        f"which is in {card.zone}, not {what}, when this action is taken"
                    )
            for option in effect.options:
                self.check_targets(action, option.effects)

    def take_action(self, action: Action) -> None:
        """A scripted play: the card waits on the gate until it resolves (9-1a)."""
        if self.state.players[action.by].status != "playing":
            self.problems.append(
                f"line {action.line}: {action.path}: player {action.by} has left the game and cannot act"
            )
            return
        self.check_targets(action, action.effects)
        bindings = gate.bind(self, action.effects, None, None, where=f"line {action.line}: {action.path}")
        item = GateItem(
            self.new_uid(), "card", by=action.by, name=action.name, effects=action.effects, bindings=bindings
        )
        self.state.gate.append(item)
        name = action.name or {"ja": "カード", "en": "a card"}
        self.emit(
            "played",
            ["9-1a"] + (["9-3b"] if len(self.state.gate) > 1 else []),
            Text(
                en=f"{action.by} plays {name['en']}. It waits on top of the gate until it resolves, "
                "after each "
                "player has had a chance to respond (9-1a).",
                ja=f"{action.by}が{name['ja']}をプレイします。ゲートの一番上に置かれ、各プレイヤーが対応する機会を得た後で"
                "解決されます（9-1a）。",
            ),
            label=action.label,
        )


def _text(pair: tuple[str, str]) -> Text:
    ja, en = pair
    return Text(ja=ja, en=en)
