## An effect that activates its own card's [Main] or [Counter] effect (10-2-3-1-1, 10-2-4-1-1, 10-2-4-1-2)

# $timing is [Main] or [Counter]; $which is main or counter
activate-this = { $which ->
        [counter] The effect says to activate { $card }'s { $timing } effect, so it activates now, outside the Counter Step — an effect can activate a [Counter] only when it says so.
       *[main] The effect says to activate { $card }'s { $timing } effect, so it activates now, outside the Main Phase.
    }
