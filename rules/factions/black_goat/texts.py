"""Black Goat's card in words, for players (the content document); the rules are in the code."""

TEXTS = {
    "units": {"shub_niggurath": "Shub-Niggurath rolls one die per Cultist you have in play and per "
                                "Gate you Control (and per Dark Young with The Red Sign)."},
    "abilities": {
        "Fertility Cult": "One Summon Action may Summon several Monsters, paying for each.",
        "Avatar": "Action (1 Power): Shub-Niggurath swaps places with a Monster or Cultist of a faction "
                  "in a chosen Area; its owner picks the unit.",
        "Awaken Shub-Niggurath": "Needs a Gate you Control and 2 Cultists on the map; costs 8 Power and "
                                 "those 2 Cultists; she appears at a Gate you Control.",
    },
    "spellbooks": {
        "Frenzy": "Your Cultists have Combat 1.",
        "Necrophagy": "Post-Battle in any Battle: move Ghouls not in it into its Area; each gives both "
                      "sides one more Pain.",
        "Ghroth": "Action (2 Power): roll a die; if it is at most the number of Areas with your Fungi, "
                  "the others Eliminate that many Cultists between them; otherwise place an Acolyte "
                  "from any Pool.",
        "The Red Sign": "Dark Young may Create and Control Gates, give 1 Power each when gathering, and "
                        "add 1 to Shub-Niggurath's Combat.",
        "Blood Sacrifice": "Doom Phase: with Shub-Niggurath in play, Eliminate one of your Cultists to "
                           "take 1 Elder Sign.",
        "The Thousand Young": "While Shub-Niggurath is in play, Ghouls, Fungi and Dark Young cost 1 "
                              "Power less to Summon.",
    },
}
