# Die Sätze des neutralen Spiels (rules/neutral/: Unabhängige Große Alte, Hohepriester, neutrale
# Zauberbücher, Neutrale Monster, Schrecken): Protokollsätze (`log-...`) und Auswahlen (`option-...`),
# in den Worten der deutschen Ausgabe (docs/glossary.de.md).

## Bausteine: eine Einheit mit ihrem Besitzer, eine Liste davon
log-neutral-unit-of = { $unit } { $unit_owner_gen }
log-neutral-comma = { $first }, { $rest }
log-neutral-doom = { $amount } { -doom }
log-neutral-power = { $amount } { -power }

## Unabhängige Große Alte
log-gate-opened = Ein { -gate(count: 1) } öffnet sich { $area_in }, wo Daoloth { $faction_gen } steht; es ist verlassen.
log-velvet-fan-none = Keine Einheit { $faction_gen } ist mehr auf der Karte der Aufgeblähten Vettel.
log-velvet-fan-held = Auf der Karte der Aufgeblähten Vettel, aus dem Spiel: { $units }.
log-note-velvet-fan = { card-text-the-velvet-fan } bringt { $unit } { $unit_owner_gen } auf die Karte der Aufgeblähten Vettel.
log-note-cosmic-unity = { card-text-cosmic-unity }: { $unit } { $unit_owner_gen } würfelt in diesem { -battle } nicht.
log-note-no-dice = In diesem { -battle } würfeln nicht: { $units }.
log-note-card-book-due = { $faction } { $faction_number ->
    [plural] erhalten
   *[other] erhält
} nach diesem { -battle } das { -spellbook(count: 1) } { $book } von der Loyalitätskarte { $card }.
log-note-card-book-due-unknown = { $faction } { $faction_number ->
    [plural] erhalten
   *[other] erhält
} nach diesem { -battle } das { -spellbook(count: 1) } einer Loyalitätskarte.

## Die Großen Alten der Fraktionen als Unabhängige
log-growth-gate-removed = { $faction } { $faction_number ->
    [plural] entfernen
   *[other] entfernt
} das eigene { -gate(count: 1) } { $area_in } für das Wachstum des Unabhängigen Ubbo-Sathla; die Einheit, die es kontrollierte, bleibt dort.
log-independent-desecrated-gone = Die Entweihungsmarker, die { $faction_nom } für den Unabhängigen König in Gelb { $faction_number ->
    [plural] legten
   *[other] legte
}, verlassen den Spielplan.
log-independent-desecrated = { $faction } { $faction_number ->
    [plural] legen
   *[other] legt
} einen Entweihungsmarker des Unabhängigen Königs in Gelb { $area_in }.
log-independent-growth = Der Wachstumsmarker des Unabhängigen Ubbo-Sathla steht auf Feld { $value } der Verdammnisleiste.
log-independent-nyarlathotep-captives = { $faction } { $faction_number ->
    [plural] halten
   *[other] hält
} { $count } { $count ->
    [one] gefangenen { -cultist(count: 1, case: "accusative") }
   *[other] gefangene { -cultist(count: 2) }
}, als der Unabhängige Nyarlathotep erweckt wird: nur wer von nun an gefangen genommen wird, bringt sein { -spellbook(count: 1) } ein.

## Neutrale Monster im Kampf
log-vampirism-drained = { card-text-vampirism }: { $faction } { $faction_number ->
    [plural] entziehen
   *[other] entzieht
} { $enemy_dat } { $taken }.
log-note-bloodthirst-uses = { card-text-bloodthirst } hat in diesem { -battle } { $used } Mal zwei Schmerzen in ein Todesresultat verwandelt.
log-note-vicious-done = { card-text-vicious } hat die Todesresultate der Vooniths in diesem { -battle } gezählt.

## Schrecken
log-possessed-none = Kein { -cultist(count: 1) } { $faction_gen } wurde von der Großen Rasse von Yith gefangen genommen.
log-possessed = Von der Großen Rasse von Yith { $faction_gen } gefangen genommen (je 1 { -power } mehr in der Machtphase): { $units }.
log-note-dust-to-dust = In einem { -battle } mit Quachil Uttaus verloren ({ card-text-dust-to-dust }): { $units }.

## Einzigartige Hohepriester
log-gate-removed = { $faction } { $faction_number ->
    [plural] nehmen
   *[other] nimmt
} das eigene { -gate(count: 1) } { $area_in } vom Spielplan; die Einheit, die es hielt, bleibt.
log-gate-placed-held = { $faction } { $faction_number ->
    [plural] setzen
   *[other] setzt
} ein neues { -gate(count: 1) } { $area_in }, gehalten von { $unit } { $unit_owner_gen }.
log-gate-placed-abandoned = { $faction } { $faction_number ->
    [plural] setzen
   *[other] setzt
} ein neues { -gate(count: 1) } { $area_in }; es ist verlassen.
log-the-ultraviolet-gone = Die Einheiten, die { $faction_nom } mit den Ultravioletten in den { -battle } { $faction_number ->
    [plural] brachten
   *[other] brachte
}, sind fort.
log-the-ultraviolet = Die von den Ultravioletten gebrachten Einheiten { $faction_gen } werden nach dem { -battle } eliminiert.
log-the-bride-ends = { $faction } { $faction_number ->
    [plural] versprechen
   *[other] verspricht
} Lavinia Whateley nicht mehr.
log-the-bride = { $faction } { $faction_number ->
    [plural] versprechen
   *[other] verspricht
} Lavinia Whateley einer Erweckung in diesem Zug: sie kostet 3 { -power } weniger.
log-note-daemon-heroine = { card-text-daemon-heroine } hat auf die bisher Keziah Mason zugewiesenen Resultate geantwortet.

## Auswahlen: einen Unabhängigen erwecken
option-neutral-awaken = { $card } { $area_in } erwecken ({ $cost } { -power }{ $note })
option-neutral-awaken-elder-sign = , 1 { -elder-sign(count: 1) }
option-neutral-awaken-signs-each = , jede andere Fraktion erhält { $signs } { $signs ->
    [one] { -elder-sign(count: 1) }
   *[other] { -elder-sign(count: 2) }
}
option-non-euclidean = { card-text-non-euclidean }: eines deiner Todesresultate { $faction_dat } geben
option-velvet-fan = { card-text-the-velvet-fan }: { $unit } des Gegners auf ihre Karte legen
option-velvet-fan-return-recruit = { $unit } von der Karte der Aufgeblähten Vettel { $area_in } rekrutieren ({ $cost } { -power }, an ihren Besitzer gezahlt)
option-velvet-fan-return-summon = { $unit } von der Karte der Aufgeblähten Vettel { $area_in } beschwören ({ $cost } { -power }, an ihren Besitzer gezahlt)
option-cosmic-unity = { card-text-cosmic-unity }: { $unit } des Gegners würfelt nicht
option-orifices = { card-text-orifices }: Y'Golonac nimmt den Platz von { $unit } ein, dessen Besitzer seine Karte nimmt

## Auswahlen: Schrecken
option-dust-to-dust-remove = { card-text-dust-to-dust }: { $unit } aus dem Spiel nehmen
option-dust-to-dust-sign = { card-text-dust-to-dust }: { $faction_dat } 1 { -elder-sign(count: 1) } geben
option-planetary-destruction-doom = { card-text-planetary-destruction }: { $faction } { $faction_number ->
    [plural] erhalten
   *[other] erhält
} 2 { -doom }
option-planetary-destruction-power = { card-text-planetary-destruction }: { $faction } { $faction_number ->
    [plural] erhalten
   *[other] erhält
} 2 { -power }
option-chronotable-go = { card-text-chronotable }: der Hund von Tindalos { $origin_in } geht zum { -gate(count: 1, case: "dative") } { $area_in } (kostenlos)
option-chronotable-stay = { card-text-chronotable }: der Hund von Tindalos bleibt { $origin_in }

## Auswahlen: Neutrale Monster, neutrale Zauberbücher, Hohepriester
option-bloodthirst = { card-text-bloodthirst }: zwei Schmerzen auf Einheiten { $faction_gen } werden zu einem Todesresultat
option-mao-ceremony = { neutral-spellbook-the-mao-ceremony }: { $unit } { $area_in } für 1 { -power } opfern
option-recriminations = { neutral-spellbook-recriminations }: { $old } durch { $new } ersetzen (1 { -power })
option-shriveling = { neutral-spellbook-shriveling }: { $unit } eliminieren; der Besitzer erhält { $cost } { -power }
option-undimensioned = { neutral-spellbook-undimensioned }: deine Einheiten auf die { -area(count: 2) } verteilen, die sie besetzen (2 { -power })
option-undimensioned-move = { neutral-spellbook-undimensioned }: { $unit } { $area_in } { $to_into } versetzen
option-undimensioned-done = Verteilen deiner Einheiten beenden
option-unspeakable-oath = { ability-unspeakable-oath }: deinen Hohepriester { $area_in } für { $power } { -power } opfern

## Auswahlen: die Pakete der Großen Alten
option-awaken-named = { $card } { $area_in } erwecken ({ $cost } { -power })
option-awaken-nyogtha = Nyogtha { $area_in } erwecken ({ $cost } { -power }): beide Figuren
option-from-below-battle = { card-text-from-below }: kostenloser { -battle } gegen { $enemy_acc } { $area_in }
option-from-below-none = { card-text-from-below }: kein { -battle } { $area_in }
option-nightmare-web = { card-text-nightmare-web }: Nyogtha { $area_in } erwecken ({ $cost } { -power })
option-tulzscha-gift = Als deine Aktion: jede gegnerische Fraktion erhält { $power } { -power } ({ -spellbook(count: 1) } von Tulzscha)
option-ceremony-of-annihilation = { card-text-ceremony-of-annihilation }: { $gain } { -power } erhalten, statt für ein { -ritual } zu zahlen (keine { -doom }, keine { -elder-sign(count: 2, case: "dative") })
option-spinnerets = { card-text-spinnerets }: ein Netz { $area_in } spinnen ({ $cost } { -power })
option-mummify = { card-text-mummify }: jeden gegnerischen Akolythen { $area_in } niederlegen ({ $cost } { -power })
option-execration-of-mu = Als deine Aktion: { $cost } { -power } für { card-text-execration-of-mu } zahlen
option-god-of-forgetfulness = { card-text-god-of-forgetfulness }: die gegnerischen { -cultist(count: 2) } { $area_in } zu Byatis ziehen (1 { -power })
option-ghosts-of-ib = { card-text-ghosts-of-ib }: Bokrug kehrt { $area_in } zurück
option-bokrug-hand-over = Bokrugs Loyalitätskarte { $faction_dat } geben, { $faction_number ->
    [plural] die
   *[other] { $faction_gender ->
        [feminine] die
        [neuter] das
       *[masculine] der
    }
} { card-text-the-doom-that-came-to-sarnath }, darauf legen { $faction_number ->
    [plural] müssen
   *[other] muss
}
option-sarnath-unit = { card-text-the-doom-that-came-to-sarnath }: { $faction } { $faction_number ->
    [plural] eliminieren
   *[other] eliminiert
} eines deiner Monster oder einen deiner { -cultist(count: 2) }
option-sarnath-sign = { card-text-the-doom-that-came-to-sarnath }: { $faction } { $faction_number ->
    [plural] werfen
   *[other] wirft
} eines deiner { -elder-sign(count: 2) } ab
option-sarnath-eliminate = { card-text-the-doom-that-came-to-sarnath }: { $unit } { $faction_gen } { $area_in } eliminieren
option-sarnath-discard = { card-text-the-doom-that-came-to-sarnath }: das { -elder-sign(count: 1) } Nummer { $number } { $faction_gen } ungesehen abwerfen
option-tsunami = { card-text-tsunami }: jeden { -cultist(count: 1, case: "accusative") } { $area_in } ins Meer spülen ({ $cost } { -power })
option-tsunami-move = { card-text-tsunami }: { $unit } { $area_in } geht { $to_into }
option-innsmouth-look = { card-text-the-innsmouth-look }: { $unit } { $area_in } verlässt das Spiel für { $power } { -power }

## Auswahlen: Neutrale Monster und Einzigartige Hohepriester
option-walk-between-worlds = { card-text-walk-between-worlds }: ein Dimensionsschlurfer von deiner Fraktionskarte { $area_into }
option-walk-between-worlds-more = { card-text-walk-between-worlds }: ein weiterer Dimensionsschlurfer { $area_into }
option-walk-between-worlds-done = Die übrigen Dimensionsschlurfer warten lassen
option-recruit-unique-priest = Deinen Hohepriester als { $card } { $area_in } rekrutieren ({ $cost } { -power })
option-the-thing-from-beyond = { card-text-the-thing-from-beyond }: { $unit } { $owner_gen } { $area_in } durch { $mine_gender ->
    [feminine] deine
    [neuter] dein
   *[masculine] deinen
} { $mine } ersetzen, dann Asenath Waite eliminieren
option-the-ultraviolet = { card-text-the-ultraviolet }: Crawford Tillinghast eliminieren und { $units } aus deinem Vorrat in den { -battle } bringen
option-reanimation-serum = { card-text-reanimation-serum }: Herbert West eliminieren und { $count } { $count ->
    [one] Akolythen
   *[other] Akolythen
} aus deinem Vorrat { $area_in } einsetzen
option-beyond-the-spheres-remove = { card-text-beyond-the-spheres }: Joseph Curwen eliminieren und dein { -gate(count: 1) } { $area_in } entfernen
option-beyond-the-spheres-abandoned = { card-text-beyond-the-spheres }: Joseph Curwen eliminieren und ein verlassenes { -gate(count: 1) } { $area_in } einsetzen
option-beyond-the-spheres-controlled = { card-text-beyond-the-spheres }: Joseph Curwen eliminieren und ein { -gate(count: 1) } unter deiner Kontrolle { $area_in } einsetzen
option-the-bride = { card-text-the-bride }: in diesem Zug einen { -great-old-one(count: 1, case: "accusative") } für 3 { -power } weniger erwecken; Lavinia Whateley wird eliminiert, wenn er erwacht
option-pit-of-despair = { card-text-pit-of-despair }: Pitpipo { $area_in } übernimmt das Todesresultat von { $unit }

## Auswahlen: Paket 1 der Großen Alten und die Monster der Traumlande
option-agony-sting = { card-text-the-agony-sting }: gegnerische { -cultist(count: 2) } { $area_in } gehen an Land ({ $cost } { -power })
option-agony-sting-move = { card-text-the-agony-sting }: { $unit } { $area_in } { $to_into } bewegen
option-zygote = { card-text-the-zygote }: jeden Akolythen deines Vorrats auf den Spielplan setzen (1 { -power })
option-zygote-place = { card-text-the-zygote }: einen Akolythen { $area_in } einsetzen
option-cthugha-gain = { $power } { -power } erhalten
option-awaken-cthugha = Cthugha { $area_in } anstelle von { $unit } erwecken ({ $paid })
option-fire-vampires-spare = { card-text-fire-vampires }: { $unit } verschonen: das Todesresultat wird zu einem Schmerz ({ $book ->
    [yes] 1 { -power } und 1 { -elder-sign(count: 1) }
   *[no] 1 { -power }
})
option-fire-vampires-done = { card-text-fire-vampires }: niemanden mehr verschonen
option-yig-requirement = Als deine Aktion: dein { -gate(count: 1) } { $area_in } entfernen und { card-text-messenger-of-yig } erhalten
option-messenger-of-yig-refuse = { card-text-messenger-of-yig }: ablehnen, und { $faction_nom } { $faction_number ->
    [plural] erhalten
   *[other] erhält
} 1 { -doom }
option-messenger-of-yig-give = { card-text-messenger-of-yig }: { $faction_dat } 1 { -power } geben
option-chaugnar-requirement = Als deine Aktion: deine zwei niedrigsten { -elder-sign(count: 2, case: "dative") } ohne { -doom } abgeben und { card-text-curse-of-chaugnar-faugn } erhalten
option-filth = { card-text-filth }: einen Unratmarker { $area_in } einsetzen ({ $cost } { -power })
option-moonbeast-summon = Eine Mondbestie auf { $book } { $enemy_gen } beschwören ({ $cost } { -power })
option-moonbeast-lands-pool = Die Mondbestie auf { $book } { $enemy_gen } geht in deinen Vorrat
option-moonbeast-lands-gate = Die Mondbestie auf { $book } { $enemy_gen } geht zu deinem { -gate(count: 1, case: "dative") } { $area_in }
option-moonbeast-evict = 1 { -doom } zahlen, um die Mondbestie von deinem { -spellbook(count: 1) } { $book } zu vertreiben
option-horror-steed = { card-text-horror-steed }: { $unit } reitet mit { $to_into }
option-horror-steed-none = { card-text-horror-steed }: kein { -cultist(count: 1) } reitet mit

## Auswahlen: die Großen Alten der Fraktionen als Unabhängige
option-independent-desecrate = { $area } mit dem Unabhängigen König in Gelb entweihen ({ $cost } { -power })
option-independent-desecrate-place = { $unit } { $area_in } einsetzen
option-independent-hastur-gift = Als deine Aktion { $faction_dat } 3 { -doom } geben (Voraussetzung für das { -spellbook(count: 1) } des Unabhängigen Hastur)
option-fertile = { card-text-fertile }: { $recruit }, danach vielleicht mehr
option-fertile-more = { card-text-fertile }: außerdem { $recruit }
option-fertile-done = { card-text-fertile }: nicht mehr rekrutieren
option-independent-avatar = { card-text-avatar }: die Unabhängige Shub-Niggurath mit einer Einheit { $faction_gen } { $area_in } tauschen ({ $cost } { -power })
option-independent-avatar-swap = { card-text-avatar }: { $unit } { $area_in } tauscht mit der Unabhängigen Shub-Niggurath
option-independent-beyond-one = { card-text-the-beyond-one }: der Unabhängige Yog-Sothoth bringt das { -gate(count: 1) } { $area_in } { $to_into } ({ $cost } { -power })
option-independent-key-summon = { $unit } beim Unabhängigen Yog-Sothoth { $area_in } beschwören ({ $cost } { -power })
option-independent-vengeance = { card-text-vengeance }: du weist deine Resultate den Einheiten des Gegners zu
option-independent-devour = { card-text-devour }: der Gegner eliminiert eines seiner Monster oder einen seiner { -cultist(count: 2) } im { -battle }
option-independent-harbinger-power = { card-text-harbinger }: { $power } { -power } für { $unit } erhalten
option-independent-harbinger-signs = { card-text-harbinger }: 2 { -elder-sign(count: 2) } für { $unit } nehmen
option-independent-eternal = { card-text-eternal }: 1 { -power } zahlen, damit das Todesresultat auf dem Unabhängigen Rhan-Tegoth zu einem Schmerz wird
option-independent-death-from-below = { card-text-death-from-below }: { $unit } { $area_in } einsetzen
option-independent-tsathoggua-gift = Als deine Aktion { $cost } { -power } ausgeben: { $faction } { $faction_number ->
    [plural] erhalten
   *[other] erhält
} { $gift } { -power } (Voraussetzung für das { -spellbook(count: 1) } des Unabhängigen Tsathoggua)
option-independent-lethargy = { card-text-lethargy }: der Unabhängige Tsathoggua tut nichts
option-independent-sycophancy-give = { card-text-sycophancy }: { $faction } { $faction_number ->
    [plural] erhalten
   *[other] erhält
} 1 { -doom }
option-independent-sycophancy-less = { card-text-sycophancy }: 1 { -doom } weniger aus diesem { -ritual } erhalten
option-independent-ubbo-gate = Als deine Aktion dein { -gate(count: 1) } { $area_in } entfernen und für das Wachstum des Ubbo-Sathla würfeln (Voraussetzung für das { -spellbook(count: 1) } des Unabhängigen Ubbo-Sathla)
option-independent-hibernate = { card-text-hibernate }: deine { $power } { -power } behalten und in dieser Phase keine Aktionen mehr ausführen

## Wohin die erste Figur eines gekauften Schreckens kommt
option-hound-at-gate = den Hund ans { -gate(count: 1) } { $area_in }
option-servitor-to-gate = { $enemy_dat } übergeben, die erste Figur ans { -gate(count: 1) } { $area_in }
option-servitor-to-pool = { $enemy_dat } übergeben, alle Figuren in den Vorrat
option-first-insect-in = das erste Insekt { $area_into }
option-ghasts-at-gate = alle Ghasts an dein { -gate(count: 1) } { $area_in }
option-first-figure-on-card = die erste Figur wartet auf deiner Fraktionskarte
option-first-moonbeast-on = die erste Mondbestie auf { $book } { $enemy_gen }
