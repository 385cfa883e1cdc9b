# Gate Ruler: every sentence, prompt and option label the engine gives, in English.
# The wording guide is docs/wording.md; `python -m pytest tests/engine/test_messages.py` checks it.
# Variables ($cards, $count ...) are facts the rule modules pass; keep them, change the words.

## Lists

# two items of a list of cards or numbers; then the next one added; then "and N more"
list-pair = { $first } and { $last }
list-next = { $first }, { $next }
list-more = { $names } and { $rest } more
list-none = none
# a list of players
players-pair = { $first } and { $last }
players-next = { $first }, { $next }

## Abilities

ability-named = “{ $name }”
ability-auto = auto ability
ability-static = static ability
# an auto ability of a card: Phoenix's “Flame of Rebirth”
trigger = { $card }'s { $ability }

## 12-2, the defeat process

defeat-why-damage = { $player } has { $count ->
        [one] 1 card
       *[other] { $count } cards
    } in the damage zone and the ruler's life is { $life } (12-2a-1)
defeat-why-deck = { $player } has no card left in the deck (12-2a-2)
defeat-why-deck-several = { $count ->
        [2] Neither { $first } nor { $last } has a card left in the deck (12-2a-2)
       *[other] None of { $players } has a card left in the deck (12-2a-2)
    }
defeat-why-and = { $first }; { $next }
defeat-placed-one = { $why }. A player who meets a defeat condition does not lose at once: a defeat process associated with { $player } is placed on top of the gate (12-2c).{ $after_destroy ->
        [yes] { " " }It goes on the gate after the destroy process (12-1b-1), so the defeat process will resolve before the destroy process.
       *[no] {""}
    }
defeat-placed-shared = { $why }. They meet a defeat condition at the same time, so one defeat process associated with { $count ->
        [2] both of them ({ $players })
       *[other] all of them ({ $players })
    } is placed on top of the gate (12-2c-1).{ $after_destroy ->
        [yes] { " " }It goes on the gate after the destroy process (12-1b-1), so the defeat process will resolve before the destroy process.
       *[no] {""}
    }
no-second-defeat-process = { $player } still meets a defeat condition, but a defeat process associated with { $player } is already on the gate, so no other one is placed (12-2c).
defeat-process-resolved = The defeat process resolves (12-2d).{ $lost_count ->
        [0] {""}
        [one] { " " }{ $losers } still meets a defeat condition and loses the game (12-2d-1); a defeated player leaves the game (1-4a).
       *[other] { " " }{ $losers } still meet a defeat condition and lose the game (12-2d-1); a defeated player leaves the game (1-4a).
    }{ $saved_count ->
        [0] {""}
        [one] { " " }{ $saved } no longer meets any defeat condition, so { $saved } does not lose (12-2d-1).
       *[other] { " " }{ $saved } no longer meet any defeat condition, so they do not lose (12-2d-1).
    }

## 12-4, the destroy process

destroy-why-several = { $count } units meet a destroy condition ({ $numbers }): { $names }
destroy-why-one = { $met ->
        [damage] { $card } has { $damage } damage and { $hp } HP: its damage is at least its HP (12-4a-1)
        [both] { $card } has { $hp } HP: its HP is 0 or less (12-4a-2); its damage ({ $damage }) is also at least its HP (12-4a-1)
       *[hp] { $card } has { $hp } HP: its HP is 0 or less (12-4a-2)
    }
destroy-process-placed-rule = { $why }. So a rule destroy process associated with { $count ->
        [one] it
       *[other] all of them (one process)
    } is placed on top of the gate (12-4b-2b).
destroy-process-placed-effect = The effect destroys { $cards }: at once, a destroy process with the reason 'destroyed by an effect', associated with each card it names, is placed on top of the gate (12-4b-2a).{ $missing }
no-second-destroy-process = { $card } would meet a destroy condition — { $hp_zero ->
        [yes] its HP is { $hp } (12-4a-2)
       *[no] its damage ({ $damage }) is at least its HP ({ $hp }) (12-4a-1)
    } — but a rule destroy process associated with it is already on the gate. So it does not meet the destroy condition (12-4a-3), and no second process is placed.
destroyed-event = At the moment the destroy process is placed, { $cards } { $count ->
        [one] has been 'destroyed' (12-4b-3) — whether or not it actually moves
       *[other] have been 'destroyed' (12-4b-3) — whether or not they actually move
    } to another area later (12-4b-3a).{ $trigger_count ->
        [0] {""}
       *[other] { " " }This triggers { $triggers }: played at the next system processing, the game's own step between actions (14-1a-2).
    }
destroy-gone = { $gone ->
        [one] 1 associated card had already moved away and become a new card (3-2d): it is no longer associated.
       *[other] { $gone } associated cards had already moved away and become new cards (3-2d): they are no longer associated.
    }{ " " }
# one group of a destroy process's cards whose owner is not the others': "Spy to B's"
to-graveyard-of = { $cards } to { $owner }'s
# past the first few owners, the rest as a count: "and 1,658 more to their owners'"
to-graveyard-rest = { $rest } more to their owners'
# a rule destroy process re-checks its units as it resolves (12-4c-1)
destroy-recheck = { $why }. { $count ->
        [one] It still meets a destroy condition, so it keeps its association with the process (12-4c-1).{ " " }
       *[other] They still meet a destroy condition, so they keep their association with the process (12-4c-1).{ " " }
    }
destroy-process-resolved = { $continued ->
        [yes] {""}
       *[no] The destroy process ({ $reason ->
            [rule] destroyed by rule
           *[effect] destroyed by an effect
        }) resolves (12-4c).{ " " }
    }{ $gone }{ $recheck }{ $count ->
        [0] No card is associated with the process any more, so nothing goes to the graveyard (12-4c-2) and the process leaves the gate.
        [one] { $cards } goes to its owner's graveyard (12-4c-2).
       *[other] { $owners ->
            [same] { $cards } go to their owner's graveyard (12-4c-2).
           *[different] { $cards } go to their owners' graveyards, { $elsewhere } (12-4c-2).
        }
    }
association-lost = As the rule destroy process resolves, { $cards } no longer { $count ->
        [one] meets 12-4a-1 or 12-4a-2, so it loses its
       *[other] meet 12-4a-1 or 12-4a-2, so they lose their
    } association with the process (12-4c-1) and will not be put into the graveyard.

## 12-1b, rule effects performed together

rule-effect-destroy = the destroy rule effect (12-4)
rule-effect-defeat = the defeat rule effect (12-2)
rule-effect-ruler_damage = the ruler damage effect (12-3)
rule-effect-duplicates = the duplicate card effect (12-5)
rule-effect-illegal_soul = the illegal-soul rule effect (12-6a)
rule-effect-multi_soul = the illegal-soul rule effect (12-6b)
counted-ruler_damage = { $count } players
counted-duplicates = { $count } zones
counted-illegal_soul = { $count } soul cards
counted-multi_soul = { $count } soul cards
rule-effect-for = { $effect } for { $counted }
rule-effects-one-kind = The rules perform { $effect } for { $counted } at once: rule effects are performed together (12-1b), each based on the situation as it is now.
rule-effects-several = { $count ->
        [2] Two rule effects apply at once
       *[other] { $count } rule effects apply at once
    }: { $effects }. They are performed together (12-1b), each based on the situation as it is now.{ $destroy_first ->
        [yes] { " " }Destroy and defeat at once: the destroy rule effect is performed first (12-1b-1).
       *[no] {""}
    }

## 14-1a-2, auto abilities played at system processing

auto-ability-played = { $player } plays { $ability } ({ $event ->
        [destroyed-self] triggered by its own destruction
        [leaves_field-self] triggered by its leaving the field
        [destroyed] triggered because { $that } was destroyed
       *[leaves_field] triggered because { $that } left the field
    }): it goes on top of the gate (auto abilities are played at the next system processing, the game's own step between actions, 14-1a-2).
prompt-order = Choose the auto ability to put on the gate first (it resolves later)
prompt-play = Play { $ability }?
option-play = play it
option-decline = do not play it
auto-ability-not-played = { $player } chooses not to play { $ability }, so it will not be played (14-1a-2).{ $soul ->
        [yes] { " " }The soul it referred to is no longer kept for it (12-6a-1).
       *[no] {""}
    }

## 13-5, the ruler damage process (this site's reading)

ruler-damage-process-resolved = Nobody can respond to a ruler damage process, so it resolves at once (9-3d). { $player } moves { $moved ->
        [one] 1 card from the top of the deck to the damage zone, face up
       *[other] { $moved } cards from the top of the deck to the damage zone, one at a time, face up
    }; then the ruler's damage is 0 (13-5; this site's reading: one card for each point of damage, as the text of 13-5 is not in our sources).{ $short ->
        [yes] { " " }The deck ran out after { $moved ->
            [one] 1 card
           *[other] { $moved } cards
        }.
       *[no] {""}
    }

## Zones, as a moving sentence names them: "the graveyard" (the player's own), "B's graveyard"

zone-deck = deck
zone-hand = hand
zone-damage_zone = damage zone
zone-graveyard = graveyard
zone-field_zone = field-card zone
zone-soul = soul area
zone-attack_zone = attack zone
zone-defense_zone = defense zone
zone-set_zone = set zone
zone-ruler = ruler
zone-gate = gate
line-left = left
line-center = center
line-right = right
line-1 = 1
line-2 = 2
line-3 = 3
zone-line = { $zone } ({ $line })
# a zone of the player who acts: English names the player again ("B's graveyard"), so that "the
# deck" right after "A's deck" is not read as A's
zone-own = { $player }'s { $zone }
zone-of = { $player }'s { $zone }

## 15-3a and 3-2d, cards moved by an effect

card-moved = { $player } puts { $cards }{ $from_known ->
        [yes] { " " }from { $source }
       *[no] {""}
    } { $to_deck ->
        [yes] on top of { $to }
       *[no] into { $to }
    }{ $count ->
        [one] {""}
       *[other] { " " }at the same time
    } (15-3a). A card that changes area (other than within the field) becomes a new card and loses its associations (3-2d).{ $trigger_count ->
        [0] {""}
       *[other] { " " }This triggers { $triggers }, played at the next system processing (14-1a-2).
    }{ $missing }

## 12-5, duplicate cards

duplicate-cards = { $zone } holds { $count } cards. { $chose ->
        [yes] { $player } chooses { $kept } among the cards placed there last
       *[no] { $kept } was placed there last, so it stays
    }; { $others_count ->
        [one] the other ({ $others }) goes to its owner's graveyard (12-5a).
       *[other] the others ({ $others }) go to their owners' graveyards (12-5a).
    }
prompt-keep = Choose the card that stays in { $zone }

## 12-6, the illegal soul

soul-kept-for-ability = { $card } is in the soul area attached to no card, but { $named }, triggered when { $source } left the field, refers to this soul. Until that auto ability has been played and has left the gate, or it will not be played after all, the illegal-soul rule effect does not apply to the soul and it stays (12-6a-1).
illegal-soul = { $card } is in the soul area, but { $had_host ->
        [yes] the card it was attached to has left the field and become a new card, which has no association with it (3-2d), so it is attached to no card
       *[no] it is attached to no card
    }: it goes to its owner's graveyard (12-6a).
soul-association = The soul card { $card } is attached to several cards. It keeps only one of its latest associations: { $chose ->
        [yes] several of them are equally late, and its owner { $owner } chooses the one with { $target }
       *[no] the one with { $target }
    }; its association with { $others } is cancelled (12-6b).
prompt-soul = Choose the card { $card } stays attached to

## 9-1a, 9-2a, 9-3: priority, playing and resolving

# 9-3b, 9-3e-1: the players before the one who acts pass; how priority moves on is this site's reading
priority-passed = { $count ->
        [one] { $passing }, the turn player, has priority (9-3b) and passes (9-3e-1); priority goes to { $next } (this site's reading of how priority moves on).
       *[other] From the turn player { $turn } on, { $passing } each pass priority (9-3b, 9-3e-1); priority goes to { $next } (this site's reading of how priority moves on).
    }
# every player passes: gate adding ends and the top of the gate resolves
priority-all-passed = { $turn }, the turn player, has priority (9-3b); { $passing } pass it in turn (9-3e-1). Nobody adds anything, so gate adding ends and the top of the gate, { $top }, is resolved next (9-2a; this site reads gate adding as ending once every player has passed in a row).
gate-item-destroy-process = the destroy process
gate-item-defeat-process = the defeat process
gate-item-ruler-damage-process = the ruler damage process
gate-item-damage-execution-process = the damage execution process
played-from-hand = { $player }, the turn player, has priority (9-3b) and plays { $card } from { $zone }: with the gate empty, the turn player may play a card whose timing is normal (9-3e-4e). It goes on top of the gate and waits there until it resolves (9-1a).
played-from-set-zone = { $turn ->
        [yes] { $player }, the turn player, has priority{ $gate ->
            [yes] { " " }(9-3b)
           *[no] {""}
        } and plays
       *[no] { $player } plays
    } { $card }, set in { $zone }: { $gate ->
        [yes] while the gate holds something, only a card set in your set zone whose timing is not normal can be played (9-3e-2).
       *[no] a card set in your set zone whose timing is not normal can be played whenever you have priority (9-3e-2).
    } It goes on top of the gate and waits there until it resolves (9-1a).
resolve-ability = The top of the gate, { $ability }, resolves.
resolve-card = The top of the gate, { $card } played by { $player }, resolves.
played-card-unnamed = the card
# after its effects: the item is no longer on the gate
resolved-card = { $card } has resolved: its effects are done and it leaves the gate (9-2a).
resolved-card-to-graveyard = { $card } has resolved: its effects are done, it leaves the gate and is put into { $owner }'s graveyard (9-2a; this site's reading: a resolved card goes to its owner's graveyard).
resolved-ability = { $ability } has resolved: its effects are done and it leaves the gate (9-2a).
played = { $player } plays { $card }. It waits on top of the gate until it resolves, after each player has had a chance to respond (9-1a).
card-unnamed = a card

## The first and last steps

start = The board before anything happens. Rule effects are processes the rules themselves perform when a situation arises during the game (12-1a). They are checked at each system processing (9-3c), the step between the players' actions in which the game itself performs rule effects and plays triggered auto abilities (chapter 11).{ $gate ->
        [0] {""}
        [one] { " " }The gate holds 1 item; the one placed last resolves first (9-2a).
       *[other] { " " }The gate holds { $gate } items; the one placed last resolves first (9-2a).
    }
end = The gate is empty, no rule effect applies and this example has no more actions: everything has resolved.
game-over-draw = { $players } lost at the same time and no player remains: the game is a draw (1-4b-1).
game-over-win = { $winner } is the only player left in the game and wins it (1-4b).

## Damage (13-2a) and the ruler damage process (12-3a, 13-5)

damage-execution-process-placed = The effect deals { $amount } damage to { $cards }: a damage execution process recording the targets, the amount and the source is placed on top of the gate (13-2a). This is the rule of Ver. 1.0.0, which these boards teach; a later official update removed the damage execution process.{ $missing }
damage-to-units = { $cards } { $count ->
        [one] takes
       *[other] take
    } { $amount } damage. Damage stays on a unit and adds up; it does not lower its HP (2-11b).
damage-to-rulers = the ruler { $cards } { $count ->
        [one] takes
       *[other] take
    } { $amount } damage. A ruler has life, not HP: when a ruler has 1 or more damage, the rules perform a ruler damage process (12-3a).
damage-to-none = No card it names can take damage now.
damage-and = { $first } { $next }
damage-dealt = The damage execution process resolves: { $parts }
ruler-damage-process-placed = The ruler { $ruler } has { $damage } damage, so the rules perform a ruler damage process for { $player } (12-3a): it is placed on top of the gate (13-5b).
recovered = { $cards } { $count ->
        [one] recovers { $amount } damage: its damage goes from { $before } to { $after }
       *[other] recover { $amount } damage each: the damage on them goes down
    } (chapter 13, recovery; the number of the recovery rule is not in our sources).{ $missing }
player-recovered = { $player } recovers { $amount }: the { $taken ->
        [one] 1 card
       *[other] { $taken } cards
    } placed last in { $player }'s damage zone go to the graveyard (chapter 13; this site's reading, as the recovery rule is not in our sources).{ $short ->
        [yes] { " " }Only { $taken } { $taken ->
            [one] was
           *[other] were
        } there.
       *[no] {""}
    }

## Effects performed (3-2d: a card that is a new card is not reached)

# said after an effect's sentence: the cards it names that are not there as the same cards
not-reached = { " " }({ $names } { $count ->
        [one] is no longer there as the same card, so it is not affected, 3-2d.)
       *[other] are no longer there as the same cards, so they are not affected, 3-2d.)
    }
nothing-to-destroy = There is nothing to destroy.{ $missing }
nothing-to-damage = There is nothing to deal damage to.{ $missing }
nothing-into-soul = Nothing is put into a soul.{ $missing }
hp-changed = { $cards } gets HP{ $sign } (15-2a).{ $missing }
put-into-soul = { $card } is put into the soul area, attached to { $hosts } (it is a new card there, 3-2d).{ $missing }
soul-taken = The ability refers to the soul { $card } had: { $cards } { $count ->
        [one] goes to its owner's { $to }
       *[other] go to their owners' { $to }
    }. This is why the soul stayed in the soul area until now (12-6a-1).
choice = { $player } chooses the effect's option “{ $option }” (a direct effect, 14-1b-1).
prompt-choose-one = Choose one option of the effect
