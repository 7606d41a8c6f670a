"""Daemon Sultan's card in words, for players (the content document); the rules are in the code."""

TEXTS = {
    "units": {
        "larva_thesis": "A Monster: Combat 2 while Avatar Thesis is in play, else 0. Avatar Thesis Awakens in "
                        "its place.",
        "larva_antithesis": "A Monster: Combat 2 while Avatar Antithesis is in play, else 0. Avatar Antithesis "
                            "Awakens in its place.",
        "larva_synthesis": "A Monster: Combat 2 while Avatar Synthesis is in play, else 0. Avatar Synthesis "
                           "Awakens in its place.",
        "avatar_thesis": "Cost: set the Azathoth marker to 0-8 and pay that. Combat: the marker's value.",
        "avatar_antithesis": "Cost: 8 minus the Azathoth marker; Avatar Thesis must have Awakened before. "
                             "Combat: 8 minus the marker.",
        "avatar_synthesis": "Cost 8; Avatars Thesis and Antithesis must have Awakened before. Combat: roll the "
                            "Azathoth die (a die plus 2) in each Battle for his number of dice.",
    },
    "abilities": {
        "Psychosis": "Action (0 Power): put an Acolyte from your Pool into any Area where no Unit of any faction "
                     "stands (Gates, Chaos Gates and Cathedrals are no Units). You set up with 4 Power and "
                     "nothing on the map; the first Area you place an Acolyte in is your start Area.",
        "Awaken Avatar Thesis": "With a Larva Thesis on the map: set the Azathoth marker to 0-8 and pay that much; "
                                "he replaces the Larva. Then every enemy gains 1 Power, or one enemy of your "
                                "choice gains 2.",
        "Awaken Avatar Antithesis": "Avatar Thesis has Awakened before, a Larva Antithesis is on the map: pay 8 "
                                    "minus the marker; he replaces the Larva. Then every enemy gains 1 Doom, or "
                                    "one enemy of your choice gains 1 Elder Sign.",
        "Awaken Avatar Synthesis": "Thesis and Antithesis have Awakened before, a Larva Synthesis is on the map: "
                                   "pay 8; he replaces the Larva. Roll the Azathoth die (halved, rounded up, with "
                                   "2 or 3 players): the enemies lose that much Power and Doom between them, each "
                                   "in turn offering a share; if they cannot cover it, you win the game.",
        "Cosmic Ruler": "Avatar Synthesis in play, Post-Battle: when an Avatar of yours is given a Kill or an "
                        "Elimination, you may Eliminate a different Avatar of yours from anywhere on the map instead, "
                        "one not itself being Killed in that Battle.",
        "Chaos Gates": "A Chaos Gate works as a Gate for Power, Doom and Summoning, but only a Cultist of yours "
                       "may Control it. An Abandoned Chaos Gate becomes a normal Gate in the Doom Phase.",
        "Once per round": "Each of your Spellbooks turns face-down when used and turns face-up again in the next "
                          "Doom Phase.",
    },
    "spellbooks": {
        "Consummation": "Action (1 Power): turn this face-down and another of your face-down Spellbooks face-up.",
        "Traitors!": "Action (1 Power): one of your Controlled Chaos Gates becomes a normal Gate; a Cultist from "
                     "another player's Pool, your choice, takes your Cultist's place, who goes back to your Pool. "
                     "With no Unit of yours left there, gain 1 Elder Sign.",
        "Chaos Gate": "Action (1 Power): put a Chaos Gate in an Area without a Gate where a Cultist of yours "
                      "stands; he Controls it. Only 3 exist.",
        "Animate Matter": "Action (1 Power): move one of your Controlled Chaos Gates with its Cultist to an "
                          "adjacent Area that is no other player's start Area; a Gate there is destroyed.",
        "Undirected Energy": "Action (1 Power), Avatar Thesis in play: gain 1 Power for each faction, yours too, "
                             "with Units in his Area.",
        "Fiendish Growth": "Action (1 Power), Avatar Antithesis in play: place free from your Pool into his Area "
                           "one Monster or Acolyte for each faction, yours too, with Units there.",
    },
}
