"""The Ancients' card in words, for players (the content document); the rules are in the code."""

TEXTS = {
    "units": {
        "yothan": "A Terror, not a Monster: Summoned like a Monster, but abilities that name Monsters do not "
                  "touch it.",
    },
    "abilities": {
        "Dematerialization": "Doom Phase, once: move any of your units from one Area to one other Area anywhere "
                             "on the map. It is not an Action.",
        "Cathedrals": "With the Create Gate Action you may build a Cathedral instead (a Cultist of yours in the "
                      "Area): 1 Power, or 3 if another Cathedral is adjacent; at most one in each glyph class. "
                      "A Cathedral is a Building, not a Unit: it never fights, moves or is Captured.",
    },
    "spellbooks": {
        "Festival": "Un-Men cost 0 to Summon; each time you Summon one, an enemy of your choice gains 1 Power.",
        "Brainless": "Reanimated cost 1 to Summon, and Move or Capture only with a non-Reanimated unit of "
                     "yours in their Area.",
        "Extinction": "Yothans cost 3 to Summon; a Yothan Killed or Eliminated leaves the game.",
        "Worship Services": "Gather Power: each Cathedral in an Area with an enemy-Controlled Gate gives you and "
                            "that Gate's controller 1 Power.",
        "Consecration": "Each Ritual of Annihilation you perform draws 1 extra Elder Sign with 1 to 3 Cathedrals "
                        "on the map, 2 with all four.",
        "Unholy Ground": "Post-Battle, with a Cathedral in the Battle's Area: remove a Cathedral from anywhere; "
                         "the enemy Eliminates one of its Great Old Ones in the Battle.",
    },
}
