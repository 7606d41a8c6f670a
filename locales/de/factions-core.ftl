# Optionen der vier Fraktionen des Grundspiels und Sätze zu den Karten der Großen-Alten-Packs.
# $area (eine Zone), $enemy/$owner/$target (eine Fraktion), $unit (eine Einheit, wie die Option sie
# nennt), $cost (Macht).

## Großer Cthulhu
option-awaken-cthulhu = Cthulhu { $area_in } erwecken ({ $cost } { -power })
option-dreams = Träume: einen Akolythen { $enemy_gen } { $area_in } ersetzen
option-dreams-victim = Träume: { $unit } { $area_in } abgeben
option-submerge = Abtauchen: Cthulhu taucht { $area_in } ab (1 { -power })
option-submerge-with = { $unit } taucht mit Cthulhu ab
option-submerge-with-none = Keine weiteren Einheiten tauchen ab
option-emerge = Die abgetauchten Einheiten { $area_into } zurückbringen ({ $cost } { -power })
option-devolve = Devolution: { $unit } { $area_in } durch ein Tiefes Wesen ersetzen
option-devour = Verschlingen: der Gegner eliminiert im { -battle } eines seiner Monster oder einen seiner { -cultist(count: 2) }
option-absorb = Absorbieren: der Schoggothe eliminiert { $unit } für 3 zusätzliche Würfel
option-regenerate = Regeneration: das Sternengezücht im { -battle } überlebt sein einzelnes Todesresultat
option-regenerate-donor = Regeneration: { $taker } übernimmt auch { $result ->
    [kill] das Todesresultat
   *[pain] den Schmerz
} einer Einheit: { $unit }
option-regenerate-unassigned = Regeneration: { $taker } übernimmt auch { $result ->
    [kill] ein nicht zugeteiltes Todesresultat
   *[pain] einen nicht zugeteilten Schmerz
}

## Kriechendes Chaos
option-awaken-nyarlathotep = Nyarlathotep an deinem { -gate(count: 1, case: "dative") } { $area_in } erwecken ({ $cost } { -power })
option-pay-ten = Als deine Aktion 4 und 6 { -power } zusammen bezahlen (10 { -power })
option-thousand-forms = Tausend Gestalten: einen Würfel werfen; die anderen verlieren zusammen so viel { -power }
option-abduct = Entführen: eine Dunkeldürre eliminieren; der Gegner eliminiert eines seiner Monster oder einen seiner { -cultist(count: 2) }
option-invisibility = Unsichtbarkeit: { $unit } { $owner_gen } vom { -battle } ausnehmen
option-seek-and-destroy = Suchen und Zerstören: den Hetzenden Schrecken { $area_in } herbeiholen
option-emissary = Sendbote der Äußeren Götter: das Todesresultat auf Nyarlathotep wird zum Schmerz
option-harbinger-power = Sendbote: { $power } { -power } erhalten ({ $goo })
option-harbinger-elder-signs = Sendbote: 2 { -elder-sign(count: 2) } nehmen ({ $goo })
option-madness-attacker-first = Wahnsinn: die Rückzüge bestimmen, Angreifer zuerst
option-madness-defender-first = Wahnsinn: die Rückzüge bestimmen, Verteidiger zuerst

## Schwarze Ziege
option-summon-more = { $unit } { $area_in } beschwören ({ $cost } { -power })
option-fertility-unlimited = Fruchtbarkeitskult: { $unit } { $area_in } beschwören ({ $cost } { -power }) als Unbegrenzte Aktion
option-fertility-more = Fruchtbarkeitskult: { $unit } { $area_in } beschwören ({ $cost } { -power }), dann vielleicht weitere
option-fertility-none = In dieser Aktion keine weiteren Monster beschwören
option-awaken-shub-niggurath = Shub-Niggurath an deinem { -gate(count: 1, case: "dative") } { $area_in } erwecken ({ $cost } { -power }, 2 { -cultist(count: 2) })
option-awaken-sacrifice = { $unit } { $area_in } für Shub-Niggurath eliminieren
option-eliminate-two-cultists = Als deine Aktion { $first } { $first_area_in } und { $second } { $second_area_in } eliminieren
option-avatar = Avatar: Shub-Niggurath mit einer Einheit { $owner_gen } { $area_in } tauschen ({ $cost } { -power })
option-avatar-swap = Avatar: { $unit } { $area_in } tauscht mit Shub-Niggurath
option-blood-sacrifice = Blutopfer: { $unit } { $area_in } für ein { -elder-sign(count: 1) } eliminieren
option-comma = { $first }, { $second }
option-necrophagy = Nekrophagie: { $count ->
    [one] { $count } Ghoul
   *[other] { $count } Ghoule
} ({ $areas }) in den { -battle } schicken
option-ghroth = Ghroth: einen Würfel gegen die { -area(count: 2) } mit deinen Fungi vom Yuggoth werfen (2 { -power })
option-ghroth-victim = Ghroth: { $unit } { $owner_gen } { $area_in } eliminieren
option-ghroth-victim-card = Ghroth: { $unit } { $owner_gen } auf der Fraktionskarte eliminieren
option-ghroth-place = Ghroth: einen Akolythen { $owner_gen } { $area_in } einsetzen

## Gelbes Zeichen
option-vengeance = Vergeltung: du teilst deine Resultate den Einheiten des Gegners zu
option-passion-gain = Leidenschaft: 1 { -power } erhalten
option-passion-decline = Leidenschaft: ablehnen
option-awaken-king-in-yellow = Den König in Gelb { $area_in } erwecken ({ $cost } { -power })
option-awaken-hastur = Hastur { $area_in } erwecken ({ $cost } { -power })
option-desecrate = Entweihen { $area_in } ({ $cost } { -power })
option-desecrate-place = { $unit } { $area_in } einsetzen
option-zingaya = Zingaya: einen Akolythen { $enemy_gen } { $area_in } durch einen Untoten ersetzen ({ $cost } { -power })
option-zingaya-victim = Zingaya: { $unit } { $area_in } abgeben
option-shriek = Schrei der Byakhee { $area_into } ({ $cost } { -power })
option-shriek-pick = Der Byakhee { $origin_in } fliegt { $area_into }
option-shriek-pick-none = Keine weiteren Byakhee fliegen
option-screaming-dead = Die kreischenden Toten: der König { $origin_in } zieht { $area_into } ({ $cost } { -power })
option-undead-follow = Ein Untoter folgt dem König { $area_into }
option-undead-follow-none = Keine weiteren Untoten folgen
option-he-who = Jener-Der-Nicht-Genannt-Werden-Darf: Hastur geht { $area_into } ({ $cost } { -power })
option-second-action = Zweite Aktion: { $action }
option-second-action-none = Keine zweite Aktion ausführen
option-three-doom = Als deine Aktion { $target_dat } 3 { -doom } geben

## Die Karten der Großen-Alten-Packs im Protokoll
log-comma = { $first }, { $second }
log-unit-titled = { $unit } { $unit_owner_gen }
log-elder-signs-discarded = { $faction } { $faction_number ->
    [plural] geben
   *[other] gibt
} { $count ->
    [one] { $count } { -elder-sign(count: 1) }
   *[other] { $count } { -elder-sign(count: 2) }
} ab, ohne dafür { -doom } zu erhalten.
log-elder-signs-discarded-worth = { $faction } { $faction_number ->
    [plural] geben
   *[other] gibt
} { $count ->
    [one] { $count } { -elder-sign(count: 1) }
   *[other] { $count } { -elder-sign(count: 2) }
} (im Wert von { $values } { -doom }) ab, ohne dafür { -doom } zu erhalten.
log-sarnath-elder-sign-discarded = { card-text-the-doom-that-came-to-sarnath }: { $faction } { $faction_number ->
    [plural] verlieren
   *[other] verliert
} ein { -elder-sign(count: 1) }, von einem Gegner blind ausgewählt.
log-sarnath-elder-sign-discarded-worth = { card-text-the-doom-that-came-to-sarnath }: { $faction } { $faction_number ->
    [plural] verlieren
   *[other] verliert
} ein { -elder-sign(count: 1) } im Wert von { $value } { -doom }, von einem Gegner blind ausgewählt.
log-mummified-stand-up = Die Akolythen, die Ghatanothoa { $faction_gen } niedergelegt hat, stehen wieder auf.
log-mummified = Von Ghatanothoa { $faction_gen } niedergelegt: { $units }.
log-webs = { card-text-spinnerets }: Die Netze { $faction_gen } liegen jetzt in diesen { -area(count: 2) }: { $areas }.
log-webs-none = { card-text-spinnerets }: Die Netze { $faction_gen } liegen jetzt in keiner { -area(count: 1) }.
log-from-below-battle-declared = { card-text-from-below }: { $faction } { $faction_number ->
    [plural] greifen
   *[other] greift
} { $enemy_acc } { $area_in } kostenlos an; der gerade abgehandelte { -battle } endet, sobald dieser vorüber ist.
log-book-of-law = { $faction } { $faction_number ->
    [plural] notieren
   *[other] notiert
} für das { card-text-book-of-law } die { -great-old-one(count: 2, case: "dative") } im Spiel.
