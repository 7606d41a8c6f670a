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
