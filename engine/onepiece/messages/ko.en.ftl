# ONE PIECE CARD GAME: K.O. (ko.py, 10-2-1) and [On K.O.] effects (10-2-17), in English.
# Guide: docs/wording.md. Variables are facts; change the words.
# $cards: the K.O.'d cards, $count: how many; $how: battle or effect

ko-trashed-at-once = { $cards } { $count ->
        [one] is
       *[other] are
    } K.O.'d { $how ->
        [battle] by battle
       *[effect] by an effect
    } and { $count ->
        [one] goes
       *[other] go
    } to the trash.
# [On K.O.] effects activate on the field (10-2-17-1). $its: one card K.O.'d, and it has the effect
# (else $holders, the cards that have one, $holder_count of them); $effect_count: how many such
# effects; $optional: every such effect says 'you may'
ko-on-the-field = { $cards } { $count ->
        [one] is
       *[other] are
    } K.O.'d { $how ->
        [battle] by battle
       *[effect] by an effect
    }. { $its ->
        [yes] Its [On K.O.] timing is
       *[no] { $holder_count ->
            [one] The [On K.O.] timing of { $holders } is
           *[other] The [On K.O.] timings of { $holders } are
        }
    } met while on the field, so { $effect_count ->
        [one] the effect { $optional ->
            [yes] may be activated
           *[no] is activated
        }
       *[other] the effects { $optional ->
            [yes] may be activated
           *[no] are activated
        }
    } there, before { $count ->
        [one] the card goes
       *[other] the cards go
    } to the trash.
ko-to-trash = { $cards } { $count ->
        [one] goes
       *[other] go
    } to the trash.
# the [On K.O.] effects activated on the field resolve with their cards in the trash (10-2-17-2):
# $all: every K.O.'d card has one (else $resolving, the cards whose effects resolve);
# $resolving_count: how many; $wait: now, effect (once it is over, 8-6-3), damage (8-6-2)
ko-resolve-in-trash = { $cards } { $count ->
        [one] goes
       *[other] go
    } to the trash. { $all ->
        [yes] { $resolving_count ->
            [one] Its [On K.O.] effect was
           *[other] Their [On K.O.] effects were
        }
       *[no] The [On K.O.] { $resolving_count ->
            [one] effect of { $resolving } was
           *[other] effects of { $resolving } were
        }
    } activated on the field; { $resolving_count ->
        [one] it resolves
       *[other] they resolve
    } { $wait ->
        [effect] once the effect now resolving is over
        [damage] once all of the damage processing is over
       *[now] now
    }, with the { $resolving_count ->
        [one] card
       *[other] cards
    } in the trash. Unlike other auto effects, { $resolving_count ->
        [one] the card moves
       *[other] the cards move
    } between activation and resolution.
# a card that cannot be K.O.'d (10-2-1-3); $how: battle or effect (the prohibition wins, 1-3-3)
ko-cannot-be-ko = { $card } cannot be K.O.'d ({ $own ->
        [yes] its own effect
       *[no] { $source }'s effect
    }), so { $how ->
        [battle] it is not K.O.'d although it lost the battle.
       *[effect] it is not K.O.'d: an effect that forbids an action wins over an effect that requires it.
    }

## A move activates an auto effect only into an open area (8-4-5)

# added to ko-on-the-field ($said)
ko-open-area = { $said } (A card's move can activate such an effect only when the card moves to an open area, and the trash is one.)
