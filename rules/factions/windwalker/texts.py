"""Windwalker's card in words, for players (the content document); the rules are in the code."""

TEXTS = {
    "units": {
        "gnoph_keh": "Cost: the number of Gnoph-Keh in your Pool (4, then 3, 2, 1).",
        "ithaqua": "Combat: half the Doom of the faction he battles, rounded up.",
    },
    "abilities": {
        "Hibernate": "Action (0 Power): gain 1 Power for each enemy Great Old One in play, at most doubling "
                     "your Power; you take no more Actions this Action Phase and keep your Power for the "
                     "next Gather Power.",
        "Awaken Rhan Tegoth": "6 Power; he appears in either Windwalker-glyph Area.",
        "Awaken Ithaqua": "Rhan Tegoth has Awakened at some time and a Gate stands in a Windwalker-glyph Area; "
                          "6 Power; Ithaqua replaces that Gate.",
        "Eternal": "When Rhan Tegoth takes a Kill or a Pain, you may spend 1 Power to ignore it.",
        "Ferox": "While Ithaqua is in play, enemy Monsters and Terrors cannot Capture your Cultists.",
    },
    "spellbooks": {
        "Arctic Wind": "When Ithaqua Moves, any of your units from his Area may come along at no extra Power; "
                       "the same Move Action may also Move other units at the usual cost.",
        "Berserkergang": "Each Gnoph-Keh of yours that takes a Kill costs the enemy a Monster or Cultist of "
                         "his own from the Battle, which he chooses and Eliminates.",
        "Cannibalism": "After a Battle in which an enemy unit is Killed, put a Wendigo or an Acolyte from your "
                       "Pool into that Area.",
        "Herald of the Outer Gods": "Your Ritual of Annihilation always costs 5.",
        "Howl": "Pre-Battle, with a Wendigo of yours in the Battle: the enemy retreats one of his units.",
        "Ice Age": "Action (1 Power): put your Ice Age token in any Area; enemies pay 1 more Power for an "
                   "Action that ends in or acts on that Area.",
    },
}
