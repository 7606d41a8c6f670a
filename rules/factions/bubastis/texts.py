"""Bubastis' card in words, for players (the content document); the rules are in the code."""

TEXTS = {
    "units": {
        "earth_cat": "A Monster that other factions' abilities may treat as an Acolyte (Lunacy); never "
                     "Captured, never Creates or Controls a Gate. Gives 1 Power in Gather Power.",
        "cat_from_mars": "Gives 1 Power in Gather Power.",
        "cat_from_saturn": "Gives 1 Power in Gather Power.",
        "cat_from_uranus": "Gives 1 Power in Gather Power.",
        "bastet": "Elder God: counts as a Great Old One, but draws no Elder Sign in a Ritual, rolls no dice "
                  "and cannot declare Battle. In Battle her side scores 1 Kill and the enemy's rolled Kills "
                  "drop by 1.",
    },
    "abilities": {
        "The Moon": "Your Area off the boards, holding a Gate you always Control. Your units Move to and from "
                    "it from and to any Area; other units may leave it for any Area but never Move or Retreat "
                    "onto it. For abilities it is adjacent to every Area.",
        "Lunacy": "Abilities that affect Cultists may treat an Earth Cat as an Acolyte; it is still never "
                  "Captured and never Creates or Controls a Gate.",
        "Awaken Bastet": "All four kinds of Cat in play; 6 Power; she appears in any Area without enemy units.",
        "Requires Attention": "On your Ritual turn, with Bastet in an Area holding an enemy Cultist: perform the "
                              "Ritual of Annihilation for 4 Doom instead of the Moon's 1; 1 Elder Sign more if an "
                              "enemy Controls a Gate there, 2 more if an enemy Great Old One is there.",
    },
    "spellbooks": {
        "Catabolism": "Your Recruit may bring Cats into play as if they were Cultists, in an Area with an Earth "
                      "Cat, instead of Summoning them at the Moon.",
        "Zagazig": "Pre-Battle, with a Cat from Mars in the Battle: both sides read rolled Kills as Pains and "
                   "Pains as Kills.",
        "Savagery": "Pre-Battle: pay 1 Power; each Cat from Saturn in the Battle has 4 more Combat.",
        "Predator": "Post-Battle, if a Cat from Uranus took part: name a type of unit the enemy lost; he "
                    "Eliminates another of that type anywhere on the map.",
        "Catnapping": "Action (1 Power): send the units of enemies in Bastet's Area to the Moon; whenever an "
                      "enemy unit leaves the Moon, you gain the Power he paid to Move it.",
        "Ailurophobia": "Doom Phase: gain 1 Doom for each kind of Cat sharing an Area, not the Moon, with "
                        "enemy units.",
    },
}
