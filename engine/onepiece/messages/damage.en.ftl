# ONE PIECE CARD GAME: damage processing (4-6-1), [Banish] (10-1-3) and [Trigger] (10-1-5), in
# English (damage.py). Guide: docs/wording.md. Variables are facts; change the words.

# $double is yes when the attacker has [Double Attack] (10-1-2) and deals 2 damage
# $several: yes for 2 damage or more, dealt one after the other, one Life card each (4-6-2-2)
damage-processing = Damage processing: { $player }'s Leader takes { $amount } damage{ $double ->
        [yes] {" "}({ $attacker } has [Double Attack]).
       *[no] .
    }{ $several ->
        [yes] {" "}It is dealt 1 damage at a time, { $amount } times, each time with the top Life card.
       *[no] {""}
    }
# a damage with 0 Life cards: a defeat condition (1-2-1-1-1)
damage-no-life = { $player } has 0 Life cards and their Leader takes damage.
# $named is no for a card the board gives no name
damage-life-to-hand = The top Life card{ $named ->
        [yes] , { $card },
       *[no] {""}
    } is added to { $player }'s hand.
# 10-1-3; $trigger: yes when the card has a [Trigger], which cannot be activated since the card is
# not added to the hand (4-6-3-1)
damage-banish = { $attacker } has [Banish]: the Life card { $card } goes to the trash instead of the hand{ $trigger ->
        [yes] , and since it is not added to the hand, its [Trigger] cannot be activated.
       *[no] .
    }

## A Life card with a [Trigger] (10-1-5, 8-6-2-1)

damage-trigger-prompt = Activate { $card }'s [Trigger]?
damage-option-trigger = activate the [Trigger]
damage-option-hand = add it to their hand
damage-trigger-declined = { $player } does not activate the [Trigger]: { $card } is added to { $player }'s hand without being revealed.
damage-trigger-activated = { $player } reveals the Life card { $card } and activates its [Trigger] instead of adding it to their hand: damage processing is interrupted while it resolves.
# $left is the damage still to be dealt
# $stayed: yes when the [Trigger]'s own effect put the card in an area ($area): it stays there (10-1-5-3)
damage-trigger-resolved = The [Trigger] has resolved: { $stayed ->
        [yes] { $card } stays in { $area }, where its effect put it (it is trashed only when it is still in no area),
       *[no] { $card } goes to the trash,
    } and damage processing resumes{ $left ->
        [0] .
       *[other] {" "}({ $left } damage left).
    }

## The end of damage processing (4-6-1, 8-6-2)

damage-over = Damage processing is over.
damage-over-waited = All of the damage processing has resolved, so what waited for it goes on now: an effect whose timing was met during it is activated now, and an [On K.O.] effect, already activated on the field when its card was K.O.'d, now resolves. (Activating an [On K.O.] at once and resolving it here is this site's reading of the two rules together.)
# a later damage of the same damage processing ([Double Attack]) finds no Life card left: it repeats
# adding the top Life card (7-1-4-1-1-3, 7-1-4-1-1-2), which cannot be done, so it is not (1-3-2)
damage-no-life-left = The next damage repeats adding the top Life card to the hand, but { $player } has no Life card left, so there is nothing to add and nothing happens. { $player } had Life when it was determined that damage would be dealt, so this is not damage taken with 0 Life cards, and { $player } does not lose the game for it.
