"""Opener of the Way's card in words, for players (the content document); the rules are in the code."""

TEXTS = {
    "units": {
        "yog_sothoth": "Combat: twice the enemy factions' Great Old Ones in play (always 4 with two players). "
                       "The Key and the Gate: he is a Gate for every purpose but The Beyond One.",
    },
    "abilities": {
        "The Beyond One": "Action (1 Power): a unit of yours costing 3 or more, at a Gate with no enemy Great Old "
                          "One, takes the Gate and its Controlling unit to any Area without a Gate.",
        "Awaken Yog-Sothoth": "Needs a Spawn of Yog-Sothoth of yours on the map; costs 6 Power; Yog-Sothoth "
                              "takes that Spawn's place.",
        "The Key and the Gate": "Yog-Sothoth gives 2 Power at Gather Power, 1 Doom in the Doom Phase and 1 Doom "
                                "in a Ritual, as a Gate of yours; Monsters may be Summoned at him.",
    },
    "spellbooks": {
        "They Break Through": "You may Summon at Gates an enemy Controls or that are Abandoned, with no unit "
                              "of yours there.",
        "The Million Favored Ones": "Post-Battle: promote surviving units that fought: Acolyte to Mutant, "
                                    "Mutant to Abomination, Abomination to Spawn, or a Spawn to as many Mutants "
                                    "as your Pool holds.",
        "Channel Power": "Battle: pay 1 Power to re-roll every die that missed; again as long as you pay.",
        "Dread Curse of Azathoth": "Action (2 Power): roll a die for each Abomination and Spawn you have in play "
                                   "and deal the results to the enemies in an Area; you choose the Retreats.",
        "Dragon Ascending": "Once per game, at any time: set your Power to an enemy's. Not an Action.",
        "Dragon Descending": "Once per game, in your Ritual of Annihilation: its Doom for Gates is doubled.",
    },
}
