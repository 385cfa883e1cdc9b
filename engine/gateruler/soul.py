"""12-6, the illegal soul rule effects: a soul card attached to no card (12-6a), unless an auto ability
still refers to it (12-6a-1), and a soul card attached to several cards (12-6b)."""

from __future__ import annotations

from ..core.text import Text
from ..core.trace import Decision
from . import words
from .model import Card, GameState, Ref, is_field
from .resolution import Resolution

#: a soul card's association: (card id, incarnation, association order)
Attachment = tuple[str, int, int]


def live_attachments(state: GameState, soul: Card) -> list[Attachment]:
    """The associations of a soul card to cards still on the field as the same cards (3-2d)."""
    return [
        a
        for a in soul.attached
        if (t := state.cards.get(a[0])) and t.incarnation == a[1] and is_field(t.zone)
    ]


def soul_exempt(state: GameState) -> set[Ref]:
    """12-6a-1: soul cards referred to by an auto ability waiting to be played or on the gate."""
    out: set[Ref] = set()
    for trigger in state.pending:
        out.update(trigger.soul)
    for item in state.gate:
        out.update(item.soul)
    return out


def explain_kept(res: Resolution, card: Card) -> None:
    """12-6a-1: said once per soul card: it stays while an auto ability refers to it."""
    res.noted.add((card.ref, "12-6a-1"))
    name = card.label()
    res.emit(
        "soul-kept-for-ability",
        ["12-6a-1", "12-6a"],
        Text(
            en=f"{name.en} is in the soul area attached to no card, but an auto ability triggered by its "
            "card leaving the field refers to this soul: until that ability leaves the gate (or will not be "
            "played), the illegal-soul rule effect does not apply and the soul stays (12-6a-1).",
            ja=f"{name.ja}はどのカードにも関連付けられていないソウルですが、そのカードが場を離れたことで誘発した自動能力が"
            "このソウルを参照しています。その自動能力がプレイされ解決等でゲートから取り除かれるか、"
            "プレイされないことになるまで、このルールエフェクトは適用されず、"
            "ソウルはソウル置場に残ります（12-6a-1）。",
        ),
    )


def illegal_soul(res: Resolution, card: Card) -> None:
    """12-6a: a soul card attached to no card goes to its owner's graveyard."""
    name = card.label()
    had_host = bool(card.attached)
    res.move_card(card, f"{card.owner}.graveyard")
    if had_host:
        why_en = (
            "the card it was attached to has left the field and become a new card, which has no association "
            "with it (3-2d), so it is attached to no card"
        )
        why_ja = (
            "関連付けられていたカードが場を離れて新しいカードになり、関連付けはなくなったので（3-2d）、"
            "どのカードにも関連付けられていません"
        )
    else:
        why_en, why_ja = "it is attached to no card", "どのカードにも関連付けられていません"
    res.emit(
        "illegal-soul",
        ["12-6", "12-6a", *(["3-2d"] if had_host else [])],
        Text(
            en=f"{name.en} is in the soul area, but {why_en}: it goes to its owner's graveyard (12-6a).",
            ja=f"{name.ja}はソウル置場にありますが、{why_ja}。そのため所有者の墓地に置かれます（12-6a）。",
        ),
    )
    res.after_moves()


def soul_latest_association(res: Resolution, card: Card) -> None:
    """12-6b: a soul card attached to several cards: its owner keeps one of the latest associations."""
    state = res.state
    live = live_attachments(state, card)
    if len(live) < 2:
        return  # a rule effect performed together with this one already moved the other cards away
    latest = max(a[2] for a in live)
    keep, decision = _choose_latest(res, card, [a for a in live if a[2] == latest])
    dropped = [state.cards[a[0]] for a in live if a != keep]
    card.attached = [keep]
    state.touch(card)
    res.souls_changed()
    name, target, others = card.label(), state.cards[keep[0]].label(), words.names(dropped)
    how_en = f"{card.owner} chooses {target.en}" if decision else f"the latest is {target.en}"
    how_ja = (
        f"{card.owner}は{target.ja}を選びます" if decision else f"最も後に関連付けられたのは{target.ja}です"
    )
    res.emit(
        "soul-association",
        ["12-6", "12-6b"],
        Text(
            en=f"The soul card {name.en} is attached to several cards. Only one of the cards it was "
            "attached to last "
            f"stays: {how_en}; its association with {others.en} is cancelled (12-6b).",
            ja=f"ソウルのカード{name.ja}は複数のカードに関連付けられています。最も後に関連付けられたカードのうち1枚だけが残ります："
            f"{how_ja}。{others.ja}との関連付けは取り消されます（12-6b）。",
        ),
        decision=decision,
    )


def _choose_latest(
    res: Resolution, card: Card, candidates: list[Attachment]
) -> tuple[Attachment, Decision | None]:
    """12-6b: the owner chooses among the cards the soul card was attached to last (if more than one)."""
    if len(candidates) == 1:
        return candidates[0], None
    name = card.label()
    decision = res.decide(
        f"soul-{card.id}",
        card.owner,
        [a[0] for a in candidates],
        f"12-6b: which card the soul card {card.id} stays attached to",
        prompt=Text(
            ja=f"{name.ja}を関連付けたままにするカードを選んでください",
            en=f"Choose the card {name.en} stays attached to",
        ),
        labels={a[0]: res.state.cards[a[0]].label() for a in candidates},
    )
    return next(a for a in candidates if a[0] == decision.chosen), decision
