"""Every kind of step a Gate Ruler run gives, and every decision key, with when each appears.

The recorder refuses a kind missing here; docs/boards.md shows these lists as generated
(``python -m engine docs``).
"""

from __future__ import annotations

from ..core.kinds import decision_keys, step_kinds

#: name | rules it usually cites | when it appears (`loop`, which every game gives, comes last)
STEP_KINDS = step_kinds(
    """
    start | 12-1a, 9-3c (9-2a) | always first: the board as given, before anything happens
    priority-passed | 9-3b, 9-3e-1 | gate adding: the players before the one who plays a card pass priority
        | | in turn, from the turn player on; or every player passes, so the top of the gate resolves
    played | 9-3e-2 or 9-3e-4e, 9-1a (9-3b) | a scripted action plays a card (from the hand or the set
        | | zone): it goes on top of the gate
    resolve-card | 9-2a | a played card on top of the gate resolves
    resolve-ability | 14-1a-2, 9-2a | an auto ability on top of the gate resolves
    resolved | 9-2a | a played card or auto ability has performed its effects: it leaves the gate (a played
        | | card of the board goes to its owner's graveyard)
    choice | 14-1b-1 | a `choose_one` effect resolves: its controller picks an option
    rule-effects | 12-1, 12-1b (12-1b-1) | a system processing finds more than one rule effect to perform:
        | | they are performed together
    destroy-process-placed | 12-4a-1 or 12-4a-2, 12-4b-2b | a unit on the field meets a destroy condition and
        | | has no rule destroy process on the gate
    destroyed-event | 12-4b-3, 12-4b-3a | right after any destroy process is placed (by rule or by an effect)
    no-second-destroy-process | 12-4a-3 | a unit would meet a destroy condition but a rule destroy process for
        | | it is already on the gate: at the first check that finds it (processes in the board's `gate:`
        | | included) and again whenever its damage or HP changes
    association-lost | 12-4c-1 | a rule destroy process resolves and a unit it names meets neither 12-4a-1 nor
        | | 12-4a-2 any more
    destroy-process-resolved | 12-4c, 12-4c-2 | a destroy process on top of the gate resolves
    defeat-process-placed | 12-2a-1 or 12-2a-2, 12-2c (12-2c-1) | a player meets a defeat condition and has no
        | | defeat process on the gate
    no-second-defeat-process | 12-2c | a player meets a defeat condition but a defeat process for them is
        | | already on the gate: at the first check that finds it (processes in the board's `gate:` included)
        | | and again whenever their damage zone or deck changes
    defeat-process-resolved | 12-2d, 12-2d-1 | a defeat process on top of the gate resolves
    ruler-damage-process-placed | 12-3a, 13-5b | a ruler has 1 or more damage and no ruler damage
        | | process for its player is on the gate
    ruler-damage-process-resolved | 13-5, 9-3d | a ruler damage process is on top of the gate: it resolves at
        | | once (the engine's model of 13-5)
    damage-execution-process-placed | 13-2a | a `deal_damage` effect resolves
    damage-dealt | 13-2a; 2-11b for units, 12-3a for rulers | a damage execution process on top of the gate
        | | resolves
    recovered | 13, 2-11b | a `recover: {card: ...}` effect resolves (units only)
    player-recovered | 13 | a `recover: {player: ...}` effect resolves (the engine's model)
    hp-changed | 15-2a | a `change_hp` effect resolves
    card-moved | 15-3a, 3-2d | a `move` effect resolves
    left-field | 15-3a, 3-2d (14-1a-2) | a `leave_field` effect resolves
    put-into-soul | 3-2d | a `put_into_soul` effect resolves
    soul-taken | 12-6a-1, 3-2d | a `take_soul` effect of an auto ability resolves
    effect-fizzles | 12-4b-2a, 13-2a or 3-2d | a `destroy`, `deal_damage` or `put_into_soul` effect finds none
        | | of its cards where it needs them
    duplicate-cards | 12-5a | an attack, defense or set zone holds more than one card at a system processing
    illegal-soul | 12-6a (3-2d when its card left the field) | a card in a soul area is attached to no card
        | | and no auto ability refers to it
    soul-kept-for-ability | 12-6a-1 | a soul card attached to no card stays because an auto ability triggered
        | | by its card leaving the field refers to it (said once per soul card)
    soul-association | 12-6b | a soul card is attached to more than one card
    auto-ability-played | 14-1a-2 | at a system processing, an auto ability whose condition was met goes on
        | | top of the gate
    auto-ability-not-played | 14-1a-2 (12-6a-1) | the controller of an `optional` auto ability declines to
        | | play it
    game-over | 1-4b or 1-4b-1 | a player loses and at most one player remains
    end | 9-2a | the gate is empty, no rule effect applies and no action is left
    """
)

#: key | who decides | options | when it is asked
DECISION_KEYS = decision_keys(
    """
    keep-PLAYER-ZONE-LINE | that player | ids of the cards placed there last | 12-5a: a zone holds several
        | | | cards and more than one was placed there last
    soul-CARD | the soul card's owner | ids of the cards it was attached to last | 12-6b: a soul card is
        | | | attached to several cards, more than one of them last
    order-PLAYER | that player | the waiting auto abilities | a player has several auto abilities to play at
        | | | one system processing (which goes on the gate first)
    play-CARD.INDEX | the ability's controller | `play`, `decline` | an `optional` auto ability is about to be
        | | | played
    choose-GATEITEM | the effect's controller | the option keys of the `choose_one` effect | a `choose_one`
        | | | effect of the gate item `gN` resolves
    """
)
