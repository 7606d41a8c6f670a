"""Great Cthulhu's card in words, for players (the content document); the rules are in the code."""

TEXTS = {
    "abilities": {
        "Immortal": "Once Cthulhu has been Awakened, Awakening him again costs only 4 Power; whenever "
                    "Great Cthulhu Awakens a Great Old One, he also takes 1 Elder Sign.",
        "Devour": "Pre-Battle, Cthulhu's ability: the enemy chooses one of their Monsters or Cultists in "
                  "the Battle and Eliminates it.",
        "Awaken Cthulhu": "Needs a Gate in Great Cthulhu's start Area; costs 10 Power the first time, "
                          "4 afterwards.",
    },
    "spellbooks": {
        "Absorb": "Pre-Battle: with a Shoggoth in the Battle, Eliminate any of your own Monsters or "
                  "Cultists there; each adds 3 dice to that Shoggoth.",
        "Devolve": "After any player's Action: replace any of your Acolytes on the map with Deep Ones "
                   "from your Pool.",
        "Dreams": "Action (2 Power): in an Area with an enemy Acolyte, that enemy Eliminates one of "
                  "theirs there and you place an Acolyte of yours from your Pool.",
        "Regenerate": "When you assign the enemy's results, a Starspawn may take two; it dies only if "
                      "both are Kills, otherwise it is Pained.",
        "Submerge": "Action (1 Power): with Cthulhu in an ocean Area, take him and any of your units "
                    "there onto your card; later bring them all back to any one Area as a free Action.",
        "Y'ha Nthlei": "Gather Power: while Cthulhu is in play, gain 1 Power for each enemy-controlled "
                       "Gate in an ocean Area.",
    },
}
