# ONE PIECE CARD GAME: activating an effect (activation.py), in English. Guide: docs/wording.md.
# Variables are facts (cards' names, timings, players); change the words, keep the variables.
# $effect is an effect's name (activation-effect); $text is the effect's own text,
# in brackets (activation-effect-text), or nothing when the board does not give it.
# A step's first letter is made a capital by the engine.

# how a sentence names an effect, $effect below: Peddler's [On Play] effect; a "when …" effect
# ($kind is when) is Red Dock's effect. $optional is yes for an effect whose text says 'you may' (8-1-2).
activation-effect = { $card }'s { $optional ->
        [yes] optional ('you may'){ " " }
       *[no] {""}
    }{ $kind ->
        [when] effect
       *[other] { $timing } effect
    }
activation-effect-text = { " " }({ $text })

## Negated effects (8-2) and [Once Per Turn] (10-2-13)

activation-negated = { $effect } is negated: it does nothing.
activation-once-per-turn-used = { $effect } is [Once Per Turn] and was already activated this turn: it is not activated again.
activation-once-per-turn-part-paid = { $effect } is [Once Per Turn]. It was activated earlier this turn, but its cost could not be paid in full, so its text did not resolve. It still counts as used: it is not activated again this turn.

## 'You may': activated only if its controller chooses to (8-1-2)

activation-may-prompt = Activate { $effect }?
activation-declined = { $player } chooses not to activate { $effect }{ $text }.
# nothing activates before its cost is settled (8-3-1-3, 8-3-1-4)
activation-chosen-cost-first = { $player } chooses to use { $effect }{ $text }; its cost comes first.
activation-chosen = { $player } chooses to activate { $effect }{ $text }.

## The effect activates: $paid is yes when a cost was paid first (8-3-1)

activation-activates = { $paid ->
        [yes] With its cost paid, { $effect }{ $text } activates.
       *[no] { $effect }{ $text } activates.
    }
# an auto effect whose text does not say 'you may' (8-1-2)
activation-activates-not-optional = { $paid ->
        [yes] With its cost paid, { $effect }{ $text } activates.
       *[no] { $effect }{ $text } activates.
    } It is not optional: its text does not say 'you may'.
# a step's sentence, then what the caller adds to it
activation-with-aside = { $said } { $aside }

## Waiting auto effects (8-6)

# $new: the effects whose timing was just met ($new_count of them); $before: those already waiting ($before_count)
activation-waits-behind = { $new_count ->
        [one] The timing of { $new } was met while an effect was resolving, so it waits
       *[other] The timings of { $new } were met while an effect was resolving, so they wait
    } until the { $before_count ->
        [one] effect already waiting ({ $before }) has resolved.
       *[other] effects already waiting ({ $before }) have resolved.
    }
# 8-1-3-1-3
activation-card-moved = { $effect } had its timing met, but the card has moved to another area: it is not activated and not resolved.
# 10-2-17-1
activation-on-ko-resolves = { $card }'s [On K.O.] effect, activated on the field when it was K.O.'d, now resolves with the card in the trash.
# a [Once Per Turn] effect used this turn by the card before it left the field: the card that came
# back is a new card and may use it (10-2-13-4, 3-1-6)
activation-once-per-turn-new-card = { $card } used this [Once Per Turn] effect earlier this turn, but it has left the field and come back since: it is a different card now, so it may use the effect again.

## [Once Per Turn]: once a turn (10-2-13-1), for each card (10-2-13-2)

# the first activation this turn of a [Once Per Turn] effect
activation-once-per-turn-first = It is [Once Per Turn]: this { $card } cannot use it again this turn.
# another card ($others) with the same effect already used it this turn
activation-once-per-turn-each-card = { $others } already used the same [Once Per Turn] effect this turn, but the limit is counted for each card: { $card } may still use its own once.
