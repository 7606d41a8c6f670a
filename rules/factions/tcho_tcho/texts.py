"""The Tcho-Tcho's card in words, for players (the content document); the rules are in the code."""

TEXTS = {
    "units": {
        "high_priest": "A Cultist (3 Power). Unspeakable Oath: at any time, sacrifice it back to your Pool "
                       "for 2 Power.",
        "ubbo_sathla": "Awakens for 0 Power in the Doom Phase or 6 in the Action Phase. Combat: where his "
                       "Growth marker stands on the Doom Track.",
    },
    "abilities": {
        "Sycophancy": "Doom Phase: an enemy performing a Ritual of Annihilation chooses: you gain 1 Doom, or "
                      "it gains 1 Doom less.",
        "Awaken Ubbo-Sathla": "With a Gate you Control and a High Priest in play: Eliminate that High Priest "
                              "and put Ubbo-Sathla at your Gate (0 Power in the Doom Phase, 6 in the Action "
                              "Phase).",
        "Growth": "From the Doom Phase after Ubbo-Sathla first Awakens, roll the Growth die each Doom Phase "
                  "and move his Growth marker on by it.",
        "Unspeakable Oath": "At any time, sacrifice one of your High Priests back to your Pool for 2 Power.",
    },
    "spellbooks": {
        "Hierophants": "Each faction Spellbook you earn, this one too, puts a High Priest from your Pool at "
                       "one of your Gates; with none left in the Pool, Ubbo-Sathla's Growth goes up 1.",
        "Idolatry": "Action (1 Power): choose an Area with a faction's start glyph; any or all of "
                    "your units in the adjacent Areas Move into it.",
        "Martyrdom": "Post-Battle: when one of your High Priests is Killed, your other Kills in that Battle "
                     "become Pains.",
        "Soulless": "Enemies gain no Power for your Cultists they have Captured.",
        "Tablets of the Gods": "Your Ritual of Annihilation earns one more Elder Sign per Gate where a High "
                               "Priest of yours stands; then all your High Priests are Eliminated.",
        "Surprise!": "Leng. Action (2 Power): an enemy Eliminates one of its Acolytes, its choice, and a "
                     "Proto-Shoggoth from your Pool takes its place.",
        "Dark Rituals": "Leng. Action (0 Power), then face-down until the Doom Phase: each enemy with one of "
                        "your High Priests in its start Area pays you 2 Power or 2 Doom, its choice.",
        "Fulmination": "Leng. Post-Battle: when Ubbo-Sathla is Killed, you may remove him from the game for "
                       "good and gain an Elder Sign per unit Killed in that Battle, both sides.",
        "Doomsday": "Sarkomand. Action (0 Power), once, with a Gate you Control: an Independent Great Old "
                    "One costing 2 or 4 appears there for free, with its Loyalty Card.",
        "Inerrant": "Sarkomand. Your Ritual earns an Elder Sign per enemy-Controlled Gate where a Great Old "
                    "One of yours stands.",
        "Otherworld Alliances": "Sarkomand. Your Neutral Monsters and Terrors each add 1 to your Combat.",
        "Terror": "Pre-Battle: choose for the whole Battle: each of your Proto-Shoggoths in it adds 1 to your "
                  "Combat, or each takes 1 from the enemy's (not below 0).",
    },
}
