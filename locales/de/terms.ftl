# Die Spielbegriffe der deutschen Ausgabe (docs/glossary.de.md) als Fluent-Terme. Jeder Term trägt
# sein Genus (.gender: masculine, feminine, neuter), und wo der Satz es verlangt, wählt der Aufrufer
# Kasus und Zahl über Parameter: { -gate(case: "dative", count: 2) }.

-power = Macht
    .gender = feminine
-doom = Verdammnis
    .gender = feminine
-gate = { $count ->
    [one] { $case ->
        [genitive] Tores
        [dative] Tor
       *[nominative] Tor
    }
   *[other] { $case ->
        [dative] Toren
       *[nominative] Tore
    }
}
    .gender = neuter
-spellbook = { $count ->
    [one] { $case ->
        [genitive] Zauberbuchs
       *[nominative] Zauberbuch
    }
   *[other] { $case ->
        [dative] Zauberbüchern
       *[nominative] Zauberbücher
    }
}
    .gender = neuter
-elder-sign = { $count ->
    [one] { $case ->
        [genitive] Älteren Zeichens
       *[nominative] Älteres Zeichen
    }
   *[other] { $case ->
        [dative] Älteren Zeichen
       *[nominative] Ältere Zeichen
    }
}
    .gender = neuter
-ritual = Ritual der Auslöschung
    .gender = neuter
-cultist = { $count ->
    [one] { $case ->
       *[nominative] Kultist
        [genitive] Kultisten
        [dative] Kultisten
        [accusative] Kultisten
    }
   *[other] Kultisten
}
    .gender = masculine
-great-old-one = { $count ->
    [one] { $case ->
       *[nominative] Großer Alter
        [accusative] Großen Alten
        [dative] Großen Alten
        [genitive] Großen Alten
    }
   *[other] { $case ->
       *[nominative] Große Alte
        [dative] Großen Alten
        [genitive] Großen Alten
    }
}
    .gender = masculine
-area = { $count ->
    [one] Zone
   *[other] Zonen
}
    .gender = feminine
-battle = Kampf
    .gender = masculine

power-amount = { $count } { -power }
gates-controlled = { $count ->
    [one] kontrolliert { $count } { -gate(count: 1) }
   *[other] kontrolliert { $count } { -gate(count: 2) }
}
elder-signs-held = { $count ->
    [one] { $count } { -elder-sign(count: 1) }
   *[other] { $count } { -elder-sign(count: 2) }
}
