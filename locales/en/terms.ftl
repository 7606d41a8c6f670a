# The game's own words (docs/glossary.de.md), as terms other messages use: a message says
# { -gate } rather than "Gate", so each language keeps one spelling of each word.
# Each term carries its grammatical gender (.gender) for selectors in languages that need it.

-power = Power
-doom = Doom
-gate = { $count ->
    [one] Gate
   *[other] Gates
}
-spellbook = { $count ->
    [one] Spellbook
   *[other] Spellbooks
}
-elder-sign = { $count ->
    [one] Elder Sign
   *[other] Elder Signs
}
-ritual = Ritual of Annihilation
-cultist = { $count ->
    [one] Cultist
   *[other] Cultists
}
-great-old-one = { $count ->
    [one] Great Old One
   *[other] Great Old Ones
}
-area = { $count ->
    [one] Area
   *[other] Areas
}
-battle = Battle

# Counts as a reader sees them; the plural is the message format's, never code's.
power-amount = { $count ->
    [one] { $count } { -power }
   *[other] { $count } { -power }
}
gates-controlled = { $count ->
    [one] controls { $count } { -gate(count: 1) }
   *[other] controls { $count } { -gate(count: 2) }
}
elder-signs-held = { $count ->
    [one] { $count } { -elder-sign(count: 1) }
   *[other] { $count } { -elder-sign(count: 2) }
}
