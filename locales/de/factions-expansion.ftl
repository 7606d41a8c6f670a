# Die eigenen Sätze und Auswahltexte der Erweiterungsfraktionen: Wächter des Weges, Schläfer,
# Windschreiter und Die Uralten (rules/factions/*/). Namen kommen mit ihren Formen wie in log.ftl.

## Log: Wächter des Weges
log-gate-carried = { $unit } { $unit_owner_gen } versetzt das { -gate(count: 1) } { $origin_in }{ $held ->
    [yes] {" "}samt der Einheit, die es kontrolliert,
   *[no] {""}
} { $to_into } (Jenseits von Einem).
log-dread-curse-resolved = Der Schreckensfluch von Azathoth { $faction_gen } ist abgehandelt.
log-dread-curse = Schreckensfluch von Azathoth { $area_in }: { $kills } { $kills ->
    [one] Todesresultat
   *[other] Todesresultate
} und { $pains } { $pains ->
    [one] Schmerz
   *[other] Schmerzen
} zuzuteilen.

## Log: Schläfer
log-gate-slumbered = { $faction } { $faction_number ->
    [plural] heben
   *[other] hebt
} das { -gate(count: 1) } { $area_in } und { $unit } { $unit_owner_gen } auf die eigene Fraktionskarte (Verfluchter Schlaf).
log-gate-woken = { $faction } { $faction_number ->
    [plural] setzen
   *[other] setzt
} das schlafende { -gate(count: 1) } und { $unit } { $unit_owner_gen } zurück { $area_into } (Verfluchter Schlaf).
log-burrow-ready = Die nächste Bewegungsaktion { $faction_gen } kann wieder durch Graben erstattet werden.
log-burrow-refunded = { $faction } { $faction_number ->
    [plural] haben
   *[other] hat
} die Erstattung durch Graben in diesem Zug erhalten.
log-nexus-move-over = Das Bewegen { $faction_gen } mit Energienexus ist vorbei.
log-nexus-spent = { $faction } { $faction_number ->
    [plural] haben
   *[other] hat
} { $amount } { -power } für das Bewegen mit Energienexus ausgegeben.
log-nexus-into-cleared = Das Bewegen { $faction_gen } mit Energienexus zählt die betretenen Zonen nicht mehr.
log-nexus-into = Das Bewegen { $faction_gen } mit Energienexus hat bisher diese Zonen betreten: { $areas }.
log-nexus-into-more = { $first }, { $next }
log-sorcery-none = Kein Schlangenmensch { $faction_gen } liegt jetzt auf der Fraktionskarte eines Gegners.
log-sorcery = Schlangenmenschen { $faction_gen } liegen auf { $count ->
    [one] der Fraktionskarte
   *[other] den Fraktionskarten
} { $cards } (Uralte Hexerei).
log-sorcery-card = { $owner_gen }

## Log: Windschreiter
log-gate-replaced = { $faction } { $faction_number ->
    [plural] zerstören
   *[other] zerstört
} das { -gate(count: 1) } { $area_in }: Ithaqua nimmt seinen Platz ein.
log-ice-age-lifted = Der Eiszeitmarker { $faction_gen } verlässt die Karte.
log-ice-age-placed = { $faction } { $faction_number ->
    [plural] legen
   *[other] legt
} den Eiszeitmarker { $area_into }.

## Log: Die Uralten
log-cathedral-built = { $faction } { $faction_number ->
    [plural] bauen
   *[other] baut
} eine Kathedrale { $area_in } ({ $cost } { -power }).
log-cathedral-removed = { $faction } { $faction_number ->
    [plural] entfernen
   *[other] entfernt
} die eigene Kathedrale { $area_in } ({ $reason }).
log-dematerialized = { $faction } { $faction_number ->
    [plural] nutzen
   *[other] nutzt
} Entmaterialisierung in Runde { $round }.
log-un-men = { $faction } { $faction_number ->
    [plural] haben
   *[other] hat
} jetzt { $count } { $count ->
    [one] Nicht-Mensch
   *[other] Nicht-Menschen
} auf der Karte.

## Auswahl: Wächter des Weges
option-awaken-yog-sothoth = Yog-Sothoth anstelle deiner Brut { $area_in } erwecken ({ $cost } { -power })
option-summon-through = { $unit } am { -gate(count: 1, case: "dative") } { $area_in } beschwören ({ $cost } { -power })
option-beyond-one = Jenseits von Einem: { $unit } versetzt das { -gate(count: 1) } { $origin_in } { $to_into }
option-dragon-ascending = Aufsteigender Drache: deine { -power } auf die { $power } { -power } { $enemy_gen } setzen
option-dragon-descending = Absteigender Drache: die { -doom } dieses Rituals für { -gate(count: 2) } verdoppeln
option-promote = { $unit } { $area_in } zu { $into } befördern
option-split-spawn = Die Brut von Yog-Sothoth { $area_in } in { $count } Mutanten teilen
option-channel-power = Macht kanalisieren: 1 { -power } zahlen, um deine { $misses } Fehlwürfe neu zu würfeln
option-dread-curse = Schreckensfluch von Azathoth { $area_in } ({ $dice } Würfel, { $cost } { -power })
option-dread-curse-split = { $victim } { $victim_number ->
    [plural] erhalten
   *[other] erhält
} { $result ->
    [kill] ein Todesresultat
   *[pain] einen Schmerz
}
option-dread-curse-victim = { $result ->
    [kill] Todesresultat
   *[pain] Schmerz
} auf { $unit }
option-dread-curse-retreat = { $unit } { $to_into } schicken

## Auswahl: Schläfer
option-awaken-tsathoggua = Tsathoggua neben deinem Formlosen Gezücht { $area_in } erwecken ({ $cost } { -power })
option-lethargy = Lethargie: Tsathoggua tut nichts ({ $cost } { -power })
option-death-from-below = Tod von Unten: { $unit } { $area_into } setzen
option-gift-of-three = { $to_dat } 3 { -power } geben
option-capture-monster = Monster gefangen nehmen: ein Monster { $enemy_gen } { $area_in } nehmen ({ $cost } { -power })
option-capture-monster-victim = { $unit } { $area_in } abgeben
option-cursed-slumber = Verfluchter Schlaf: dein { -gate(count: 1) } { $area_in } von der Karte heben (1 { -power })
option-cursed-slumber-return = Verfluchter Schlaf: dein { -gate(count: 1) } zurück { $area_into } setzen ({ $cost } { -power })
option-demand-sacrifice = Opfer verlangen: der Gegner gibt dir ein { -elder-sign(count: 1) }, oder seine Todesresultate gegen deine Einheiten zählen als Schmerzen
option-sacrifice-elder-sign = Opfer verlangen: der Schläfer erhält 1 { -elder-sign(count: 1) }
option-sacrifice-kills-as-pains = Opfer verlangen: deine Todesresultate gegen die Einheiten des Schläfers zählen als Schmerzen
option-ancient-sorcery = Uralte Hexerei: den Schlangenmenschen { $area_in } zu { $enemy_dat } schicken und { $ability } nutzen (1 { -power })
option-ancient-sorcery-return = Uralte Hexerei: den Schlangenmenschen von der Fraktionskarte { $enemy_gen } { $area_into } zurückholen und 1 { -power } erhalten
option-fertility-cult-summon = Fruchtbarkeitskult: { $unit } { $area_in } beschwören ({ $cost } { -power }){ $then ->
    [more] , danach vielleicht weitere
    [unlimited] {" "}als Unbegrenzte Aktion
   *[none] {""}
}
option-fertility-cult-stop = In dieser Aktion keine weiteren Monster beschwören
option-energy-nexus = Energienexus: { $action }
option-energy-nexus-done = Energienexus: das Bewegen beenden
option-nexus-battle = Zuerst { $area_in } gegen { $enemy_acc } kämpfen ({ $cost } { -power })
option-nexus-move = { $unit } { $area_in } { $to_into } bewegen ({ $cost } { -power })
option-nexus-recruit = { $unit } { $area_in } rekrutieren ({ $cost } { -power })
option-nexus-summon = { $unit } an deinem { -gate(count: 1, case: "dative") } { $area_in } beschwören ({ $cost } { -power })
# Die Aktionen der Zauberbuchvoraussetzungen des Schläfers (Fraktionskarte, Plätze 0 bis 2); eine
# andere liest sich mit den englischen Worten der Karte ($rest).
option-nexus-requirement = { $slot ->
    [0] als deine Aktion 3 { -power } ausgeben; jeder andere Spieler erhält 1 { -power }
    [1] als deine Aktion 3 { -power } ausgeben; ein anderer Spieler deiner Wahl erhält 3 { -power }
    [2] als deine Aktion 3 { -power } ausgeben; jeder andere Spieler verliert 1 { -power }
   *[other] als deine Aktion{ $rest }
}

## Auswahl: Windschreiter
option-awaken-windwalker = { $how ->
    [gate] Ithaqua { $area_in } anstelle des { -gate(count: 1, case: "genitive") } erwecken
    [yog] Ithaqua { $area_in } anstelle von Yog-Sothoth (dem einzigen { -gate(count: 1, case: "dative") } dort) erwecken
   *[rhan] Rhan-Tegoth { $area_in } erwecken
} ({ $cost } { -power })
option-hibernate = Tiefschlaf: { $gain } { -power } erhalten und in dieser Phase keine Aktionen mehr ausführen
option-ice-age = Eiszeit: den Eiszeitmarker { $area_into } legen
option-take-spellbook-now = Jetzt ein { -spellbook(count: 1) } nehmen{ $signs ->
    [0] {""}
    [one] {" "}(und { $signs } { -elder-sign(count: 1) })
   *[other] {" "}(und { $signs } { -elder-sign(count: 2) })
}
option-sacrifice-ithaqua = Ithaqua opfern, um die Voraussetzung der 6 { -spellbook(count: 2) } zu erfüllen
option-eternal = Ewigkeit: 1 { -power } ausgeben, damit Rhan-Tegoth sein Todesresultat oder seinen Schmerz ignoriert
option-cannibalism = Kannibalismus: { $unit } aus deinem Vorrat { $area_into } setzen
option-howl = Heulen: der Gegner zieht eine seiner Einheiten aus dem { -battle } zurück
option-howl-retreat = Heulen: { $unit } zieht sich { $to_into } zurück
option-berserkergang-victim = Berserkerrausch: { $unit } eliminieren
option-arctic-wind = Arktischer Wind: { $unit } { $to_into } mitnehmen
option-arctic-wind-done = Arktischer Wind: keine weiteren Einheiten mitnehmen

## Auswahl: Die Uralten
option-dematerialization = Entmaterialisierung: { $some ->
    [yes] einige deiner
   *[no] alle deine
} Einheiten { $origin_in } { $to_into } versetzen
option-dematerialize-unit = Entmaterialisierung: { $unit } { $to_into } mitnehmen
option-dematerialize-rest = Entmaterialisierung: der Rest bleibt
option-free-summon = { $unit } kostenlos { $own ->
    [yes] an deinem { -gate(count: 1, case: "dative") }
   *[no] am { -gate(count: 1, case: "dative") }
} { $area_in } beschwören
option-festival-gift = Festival: { $to_dat } 1 { -power } geben
option-build-cathedral = Eine Kathedrale { $area_in } bauen ({ $cost } { -power })
option-unholy-ground = Unheiliger Boden: deine Kathedrale { $area_in } entfernen
option-unholy-ground-victim = { $unit } eliminieren
