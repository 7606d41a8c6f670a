"""Crawling Chaos's card in words, for players (the content document); the rules are in the code."""

TEXTS = {
    "units": {"nyarlathotep": "Nyarlathotep rolls one die per Spellbook on your card and on the card "
                              "of the enemy he battles."},
    "abilities": {
        "Flight": "Every Crawling Chaos unit may move up to 2 Areas for 1 Power, passing through Areas "
                  "with enemy units.",
        "The Harbinger": "Post-Battle: for each enemy Great Old One Killed or Pained in a Battle with "
                         "Nyarlathotep, gain Power equal to half its Awakening cost, or 2 Elder Signs.",
        "Awaken Nyarlathotep": "Needs a Gate you Control; costs 10 Power; he appears at that Gate.",
    },
    "spellbooks": {
        "Abduct": "Pre-Battle: Eliminate any of your Nightgaunts in the Battle; for each, the enemy "
                  "Eliminates one of their Monsters or Cultists there.",
        "Invisibility": "Pre-Battle: for each Flying Polyp, exempt one Monster or Cultist (either side) "
                        "from the Battle.",
        "Seek and Destroy": "Pre-Battle: move any of your Hunting Horrors from anywhere into the Battle.",
        "Emissary of the Outer Gods": "Unless an enemy Great Old One is in the Battle, a Kill on "
                                      "Nyarlathotep becomes a Pain.",
        "Thousand Forms": "Action (free, once per Action Phase, Nyarlathotep in play): roll a die; the "
                          "others lose that much Power between them, or you gain it if they cannot agree.",
        "Madness": "Post-Battle in any Battle: you choose where every Pained unit Retreats, and which "
                   "side Retreats first.",
    },
}
