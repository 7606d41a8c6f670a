# Dämonensultan, Tcho-Tcho und Bubastis: ihre Sätze des Protokolls und die Beschriftungen ihrer
# Wahlmöglichkeiten (docs/i18n.md, Abschnitt 6), in den Worten von docs/glossary.de.md. Namen kommen
# mit ihren Formen: $faction, $faction_number, $faction_gender, $faction_dat, $faction_gen; $unit,
# $unit_owner_gen; $area, $area_in, $area_into.

## Eine Aufzählung von Namen, nur durch Kommas getrennt.
log-more-commas = { $first }, { $second }

## Dämonensultan: das Protokoll

log-chaos-gate-placed = { $faction } { $faction_number ->
    [plural] errichten
   *[other] errichtet
} ein Chaostor { $area_in }.
log-chaos-gate-placed-abandoned = { $faction } { $faction_number ->
    [plural] errichten
   *[other] errichtet
} ein Chaostor { $area_in }; es bleibt verlassen.
log-chaos-gate-moved = { $faction } { $faction_number ->
    [plural] versetzen ihr
   *[other] { $faction_gender ->
        [feminine] versetzt ihr
       *[other] versetzt sein
    }
} Chaostor von { $origin } { $to_into } (Materie beleben).
log-chaos-gate-turned = Das Chaostor { $faction_gen } { $area_in } wird ein gewöhnliches { -gate(count: 1) } ({ $reason ->
    [abandoned] verlassen
    [traitors] Verräter!
    [gone] aus seiner { -area(count: 1) } verschwunden
   *[other] { $text }
}).
log-traitor-seated = { $faction } { $faction_number ->
    [plural] setzen
   *[other] setzt
} einen { -cultist(count: 1, case: "accusative") } einer anderen Fraktion auf das { -gate(count: 1) } { $area_in } (Verräter!).
log-datum-azathoth-marker = { $faction } { $faction_number ->
    [plural] setzen
   *[other] setzt
} den Azathoth-Marker auf { $value }.
log-datum-spent-books = Verdeckte { -spellbook(count: 2) } { $faction_gen }: { $books }.
log-datum-spent-books-none = Alle { -spellbook(count: 2) } { $faction_gen } liegen wieder offen.
log-datum-chaos-gates = Chaostore { $faction_gen }: { $areas }.
log-datum-chaos-gates-none = { $faction } { $faction_number ->
    [plural] haben
   *[other] hat
} kein Chaostor auf dem Spielplan.
log-datum-start-area = Startzone { $faction_gen }: { $area }.
log-datum-start-area-open = Die Startzone { $faction_gen } steht noch nicht fest.
log-datum-synthesis-won = Die Gegner decken den Wurf des Azathoth-Würfels nicht: { $faction } { $faction_number ->
    [plural] gewinnen
   *[other] gewinnt
} das Spiel durch den Avatar der Synthese.

## Dämonensultan: Wahlmöglichkeiten

option-psychosis = Psychose: 1 Akolyth { $area_in } einsetzen, wo keine Einheit steht
option-awaken-avatar-thesis = Avatar der These { $area_in } erwecken, Azathoth-Marker auf { $marker } ({ $cost } { -power })
option-awaken-avatar-antithesis = Avatar der Antithese { $area_in } erwecken ({ $cost } { -power })
option-awaken-avatar-synthesis = Avatar der Synthese { $area_in } erwecken ({ $cost } { -power }): die Gegner verlieren einen Wurf des Azathoth-Würfels an { -power } und { -doom }
option-synthesis-offer = { $offer } der noch offenen { $left } abgeben (zuerst { -power }, dann { -doom })
option-thesis-gift-all = Jeder Gegner erhält 1 { -power }
option-thesis-gift = { $faction } { $faction_number ->
    [plural] erhalten
   *[other] erhält
} 2 { -power }
option-thesis-share = { $faction_dat } 1 { -power } geben (noch { $left } zu verteilen)
option-antithesis-curse-all = Jeder Gegner erhält 1 { -doom }
option-antithesis-curse = { $faction } { $faction_number ->
    [plural] erhalten
   *[other] erhält
} 1 { -elder-sign(count: 1) }
option-antithesis-sacrifice = { $unit } { $area_in } eliminieren
option-cosmic-ruler = Kosmischer Herrscher: { $unit } verschonen und stattdessen { $instead } { $area_in } eliminieren
option-call-on-enemies = Jeden Gegner 1 { -power } oder 1 { -doom } nehmen lassen; die Summe erhalten
option-pick-power = 1 { -power } nehmen ({ $faction } { $faction_number ->
    [plural] erhalten
   *[other] erhält
} ebenfalls 1 { -power })
option-pick-doom = 1 { -doom } nehmen ({ $faction } { $faction_number ->
    [plural] erhalten
   *[other] erhält
} ebenfalls 1 { -doom })
option-chaos-gate = Chaostor: ein Chaostor { $area_in } unter deinem { -cultist(count: 1, case: "dative") } errichten (1 { -power })
option-chaos-gate-abandoned = Chaostor: ein verlassenes Chaostor { $area_in } errichten (1 { -power })
option-animate-matter = Materie beleben: dein Chaostor von { $origin } { $to_into } versetzen (1 { -power })
option-traitors = Verräter!: { $unit } { $owner_gen } übernimmt dein Chaostor { $area_in } (1 { -power })
option-undirected-energy = Ungerichtete Energie: { $gain } { -power } erhalten (1 { -power })
option-fiendish-growth = Teuflisches Wachstum: { $count } Monster oder Akolythen beim Avatar der Antithese einsetzen (1 { -power })
option-fiendish-growth-place = { $unit } { $area_in } einsetzen
option-fiendish-growth-none = In deinem Vorrat ist nichts mehr einzusetzen
option-consummation = Vollendung: „{ $spellbook }“ wieder aufdecken (1 { -power })

## Tcho-Tcho: das Protokoll

log-gate-destroyed = { $faction } { $faction_number ->
    [plural] zerstören ihr
   *[other] { $faction_gender ->
        [feminine] zerstört ihr
       *[other] zerstört sein
    }
} eigenes { -gate(count: 1) } { $area_in }.
log-datum-growth = Der Wachstumsmarker von Ubbo-Sathla rückt auf { $value } vor.
log-datum-ubbo-awakened = Ubbo-Sathla wurde einmal erweckt: ab jetzt wird sein Wachstumswürfel in jeder Verdammnisphase geworfen.
log-tribe-chosen = { $faction } { $faction_number ->
    [plural] wählen ihren
   *[other] { $faction_gender ->
        [feminine] wählt ihren
       *[other] wählt seinen
    }
} Stamm im Geheimen: { $tribe }.
log-tribe-chosen-hidden = { $faction } { $faction_number ->
    [plural] wählen ihren
   *[other] { $faction_gender ->
        [feminine] wählt ihren
       *[other] wählt seinen
    }
} Stamm im Geheimen.
log-datum-tribe = Der Stamm { $faction_gen } wird enthüllt: { $tribe }.

## Tcho-Tcho: Wahlmöglichkeiten

option-tcho-unspeakable-oath = Unaussprechlicher Eid: deinen Hohepriester { $area_in } für 2 { -power } opfern
option-sycophancy-doom = Unterwürfigkeit: { $faction } { $faction_number ->
    [plural] erhalten
   *[other] erhält
} 1 { -doom }
option-sycophancy-less = Unterwürfigkeit: 1 { -doom } weniger aus diesem Ritual erhalten
option-destroy-start-gate = Dein { -gate(count: 1) } in deiner Startzone { $area } zerstören (Zauberbuchvoraussetzung)
option-awaken-ubbo-sathla = Ubbo-Sathla an deinem { -gate(count: 1, case: "dative") } { $area_in } erwecken und dafür deinen Hohepriester { $priest_area_in } eliminieren ({ $cost } { -power })
option-hierophants-priest = Hierophanten: 1 Hohepriester { $area_in } einsetzen
option-hierophants-gift = Hierophanten: deinen Hohepriester an deinem { -gate(count: 1, case: "dative") } { $area_in } einsetzen
option-idolatry-all = Götzendienst: alle deine Einheiten aus den Nachbarzonen { $area_into } holen
option-idolatry-some = Götzendienst: einige deiner Einheiten aus den Nachbarzonen { $area_into } holen
option-idolatry-unit = Götzendienst: { $unit } ({ $origin }) { $area_into } holen
option-idolatry-rest = Götzendienst: die übrigen bleiben
option-terror-own = Terror: jeder Proto-Schoggothe erhöht deinen Kampfwert um 1
option-terror-enemy = Terror: jeder Proto-Schoggothe senkt den Kampfwert des Gegners um 1
option-tribe = Im Geheimen den Stamm { $tribe } wählen ({ $books })
option-surprise = Überraschung!: { $enemy } { $enemy_number ->
    [plural] eliminieren
   *[other] eliminiert
} 1 Akolyth nach Wahl, und 1 Proto-Schoggothe nimmt seinen Platz ein
option-surprise-victim = Überraschung!: deinen Akolythen { $area_in } eliminieren
option-dark-rituals = Dunkle Rituale: jeder Gegner mit deinem Hohepriester in seiner Startzone zahlt dir 2 { -power } oder 2 { -doom }
option-dark-rituals-power = Dunkle Rituale: { $faction_dat } 2 { -power } zahlen
option-dark-rituals-doom = Dunkle Rituale: { $faction_dat } 2 { -doom } zahlen
option-fulmination = Donnerschlag: Ubbo-Sathla verlässt das Spiel endgültig; { $count } { $count ->
    [one] { -elder-sign(count: 1) }
   *[other] { -elder-sign(count: 2) }
} erhalten, eines je Einheit, die in diesem { -battle } getötet wurde
option-doomsday = Jüngster Tag: { $card } erscheint kostenlos an deinem { -gate(count: 1, case: "dative") } { $area_in }

## Bubastis: Wahlmöglichkeiten

option-awaken-bastet = Bastet { $area_in } erwecken ({ $cost } { -power })
option-requires-attention = Verlangt Aufmerksamkeit: mit Bastet { $area_in } ein { -ritual } für { $doom } { -doom } ausführen ({ $cost } { -power })
option-catabolism = Katabolismus: 1 { $unit } { $area_in } rekrutieren ({ $cost } { -power })
option-catnapping = Katzenschlaf: die Einheiten { $enemy_gen } { $area_in } auf den Mond schicken
option-catnapping-all = Katzenschlaf: die Einheiten aller Gegner { $area_in } auf den Mond schicken
option-zagazig = Zagazig: beide Seiten werten gewürfelte Todesresultate als Schmerzen und Schmerzen als Todesresultate
option-savagery = Wildheit: 1 { -power } zahlen; jede Katze vom Saturn hat in diesem { -battle } 4 Kampfwert mehr
option-predator = Raubtier: der Gegner eliminiert noch 1 { $unit }
option-predator-victim = Raubtier: { $unit } { $area_in } eliminieren
