"""Sleeper's card in words, for players (the content document); the rules are in the code."""

TEXTS = {
    "units": {
        "formless_spawn": "Combat: one die for each Formless Spawn and Tsathoggua of yours on the map.",
        "tsathoggua": "Combat: the enemy's current Power, or 2 if that is more.",
    },
    "abilities": {
        "Death from Below": "Doom Phase, on your Ritual turn: place the lowest-cost Monster from your Pool in "
                            "any Area holding one of your units. It is not an Action.",
        "Awaken Tsathoggua": "Needs a Formless Spawn of yours on the map; costs 8 Power; Tsathoggua appears in "
                             "that Spawn's Area, with or without a Gate.",
        "Lethargy": "Action (0 Power): with Tsathoggua in play, do nothing. Not allowed once no other player "
                    "can still act.",
    },
    "spellbooks": {
        "Ancient Sorcery": "Action (1 Power): put a Serpent Man from the map on an enemy's faction card and use "
                           "that faction's unique ability until the end of the next Doom Phase; then gain 1 "
                           "Power and return him to any Area.",
        "Burrow": "After a Move Action that cost you 2 Power or more, take 1 Power back.",
        "Capture Monster": "Action (1 Power): Tsathoggua Captures an enemy Monster in his Area as if it were a "
                           "Cultist; it is sacrificed for 1 Power at the next Gather Power.",
        "Cursed Slumber": "Action (1 Power): lift one of your Controlled Gates and its Cultist onto your card, "
                          "where it still gives Power and Doom and no enemy can touch it; another 1-Power "
                          "Action puts it back in any Area without a Gate. One Gate at a time.",
        "Demand Sacrifice": "Pre-Battle, while Tsathoggua is in play: the enemy in a Battle against your units "
                            "chooses: you gain 1 Elder Sign, or its Kills on your units count as Pains.",
        "Energy Nexus": "When a Battle is declared where one of your Wizards stands, you may first take one "
                        "Action that begins in that Area.",
    },
}
