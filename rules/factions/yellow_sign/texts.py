"""Yellow Sign's card in words, for players (the content document); the rules are in the code."""

TEXTS = {
    "units": {
        "undead": "Undead in a Battle roll one die fewer than their number.",
        "byakhee": "Byakhee in a Battle roll one die more than their number.",
        "hastur": "Hastur rolls as many dice as a Ritual of Annihilation costs now.",
    },
    "abilities": {
        "Feast": "Gather Power: gain 1 Power per Area with a Desecration token and one of your units.",
        "Desecrate": "The King in Yellow's Action (2 Power), in an Area without a token: roll a die; at "
                     "most your units there places a Desecration token; either way place a unit of "
                     "cost 2 or less from your Pool there.",
        "Vengeance": "Post-Battle, Hastur's ability: you choose which enemy units take your results.",
        "Awaken the King in Yellow": "Needs one of your units in an Area without a Gate; costs 4 Power.",
        "Awaken Hastur": "Needs a Gate you Control where the King in Yellow stands; costs 10 Power.",
    },
    "spellbooks": {
        "Passion": "When an enemy Eliminates one or more of your Cultists, gain 1 Power.",
        "Zingaya": "Action (1 Power): where you have Undead and an enemy an Acolyte, the enemy "
                   "Eliminates an Acolyte and you place an Undead from your Pool.",
        "Shriek of the Byakhee": "Action (1 Power): move any of your Byakhee into one Area.",
        "The Screaming Dead": "Action (1 Power): move the King in Yellow to an adjacent Area, Undead "
                              "with him for free, then take a second, different Action.",
        "He Who is Not to be Named": "Action (1 Power): move Hastur to any Area with a Cultist, then "
                                     "take a second, different Action.",
        "Third Eye": "While Hastur is in play, Desecrate costs 1 Power and each success gives 1 Elder "
                     "Sign.",
    },
}
