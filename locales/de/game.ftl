# Die Worte der Spielseite (service/web/templates/game.html und die Module in
# service/web/static/js/game, die Spielplan, Entscheidungsfeld, Fraktionstableaus und den Rahmen
# des Protokolls bauen). Namen kommen aus content.ftl (faction-, unit-, area-, act-, window-);
# Optionen und Protokollsätze liefert die API schon in der Sprache der Seite.

## Kopf und Felder der Seite

game-title = { $name } · Cthulhu Wars
game-title-your-move = ▶ Du bist am Zug · { $name } · Cthulhu Wars
game-round-phase = Runde { $round }, { $phase }
game-round-phase-past = { $phase } (Version { $version })
game-phase = { $phase ->
    [setup] Spielvorbereitung
    [action] Aktionsphase
    [gather_power] Machtphase
    [first_player] Startspielerphase
    [doom] Verdammnisphase
    [ended] beendet
   *[other] { $phase }
}
game-status = { $status ->
    [open] offen
    [active] läuft
    [finished] beendet
   *[other] { $status }
}
game-you-play = · deine Fraktion: { $faction }
game-spectating = · du schaust zu
game-conn-connecting = verbinde
game-conn-live = live
game-conn-reconnecting = verbinde neu
game-conn-closed = getrennt
game-token-banner = Platz-Token
game-tabs = Bereiche der Partie
game-tab-map = Karte
game-tab-act = Handeln
game-tab-factions = Fraktionen
game-tab-log = Protokoll
game-tab-chat = Chat
game-panel-map = Karte
game-panel-decision = Entscheidung
game-panel-battle = { -battle }
game-panel-gameover = Spielende
game-panel-factions = Fraktionen
game-panel-travel = Zeitreise
game-panel-log = Protokoll
game-panel-chat = Chat
game-panel-chat-messages = Chat-Nachrichten
game-panel-chat-message = Nachricht
game-panel-chat-send = Senden
game-card-close = Schließen
game-confirm-cancel = Abbrechen
game-confirm-yes = Ausführen
game-not-found = Diese Partie gibt es nicht, oder sie ist privat.
game-load-failed = Die Partie konnte nicht geladen werden: { $reason }
game-seat-to-bot = { $seat } wird jetzt vom Bot der Stufe { $level } gespielt.
game-stale-announce = Die Partie ist weitergegangen, bevor deine Wahl ankam; hier ist der Spielplan, wie er jetzt ist.
game-stale-error = Die Partie ist weitergegangen, bevor deine Wahl ankam; der Spielplan ist jetzt aktuell.
game-undo-requested = Rücknahme erbeten: Die anderen Plätze müssen zustimmen.
game-your-move = Du bist am Zug.

## Das Entscheidungsfeld

game-decision-heading = Entscheidung
game-filter = Optionen filtern
game-filter-all = Alle Optionen zeigen
game-filter-all-now = Alle Optionen zeigen (jetzt: { $area })
game-past-finished = Du siehst Version { $version } einer beendeten Partie: Es ist nichts mehr zu entscheiden.
game-past = Du siehst Version { $version }; entschieden wird auf dem aktuellen Spielplan.
game-over = Die Partie ist beendet.
game-waiting-players = Warte auf Mitspieler: { $open ->
    [one] { $open } Platz
   *[other] { $open } Plätze
} frei.
game-nothing-waiting = Keine Entscheidung steht aus.
game-waiting-name = { $faction } ({ $seat })
game-waiting-for = Warten auf: { $names } – { $kind ->
    [turn] Zug ausführen
    [ritual] über ein Ritual entscheiden
    [window] Fähigkeit nutzen oder passen
    [spellbook] { -spellbook(count: 1) } wählen
    [move] Bewegung beenden
   *[other] entscheiden ({ $what })
}{ $deadline }.
game-bot = Bot der Stufe { $level }
game-deadline = , bis { $when }
game-ask = { $kind ->
    [turn] Du bist am Zug: { $power } { -power }
    [move] Bewegen: Wähle eine weitere Einheit oder beende die Bewegung
    [assign_kill] Todesresultate zuweisen
    [assign_pain] Schmerzen zuweisen
    [assign_elimination] Eliminierungen zuweisen
    [retreat] Rückzug deiner Einheiten mit Schmerz
    [ritual] Verdammnisphase: { -ritual } ausführen? Du hast { $power } { -power }
    [spellbook] Wähle ein { -spellbook(count: 1) } für eine erfüllte Voraussetzung
    [window] Du darfst jetzt eine Fähigkeit nutzen oder passen
    [direction] Wähle die Spielrichtung
    [first_player] Wähle den Startspieler
    [start_area] Spielvorbereitung: Wähle deine Startzone
   *[other] Deine Entscheidung: { $what }
}
game-ask-in-battle = { -battle } – { $area }: { $ask }
game-window-open = Ein Fenster außerhalb des Zuges ist offen ({ $window }): Nutze unten eine Fähigkeit oder passe.
game-group-count = { $title } ({ $count })
game-card-figures = { $count } { $count ->
    [one] Figur
   *[other] Figuren
}, Beschwören { $cost } { -power }, Kampfwert { $combat }
game-all-moves = Alle Bewegungen als Liste ({ $count })
game-all-options = Alle Optionen „{ $title }“ als Liste ({ $count })
game-any-time = Jederzeit
game-any-time-reveal = Jederzeit: { -elder-sign(count: 1) } aufdecken
game-standing-answers = Automatische Antworten für Fenster außerhalb des Zuges
game-reveal-all = Alle meine { -elder-sign(count: 2) } aufdecken ({ $values })
game-reveal-all-confirm = Alle { $count } deiner { -elder-sign(count: 2, case: "dative") } zählen zu deiner { -doom } ({ $total }), für alle sichtbar; das lässt sich nicht frei zurücknehmen.
game-undo-asks = { $faction } bittet, bis Version { $version } zurückzunehmen.
game-undo-request = { $said } Antworte bis { $when }. Warte auf: { $seats }.
game-undo-accept = Rücknahme annehmen
game-undo-decline = Rücknahme ablehnen
game-undo-free = Meine letzte Wahl zurücknehmen (frei)
game-undo-refused = Deine letzte Wahl bleibt: Seitdem wurde gewürfelt oder ein { -elder-sign(count: 1) } gesehen, und ein Bot stimmt dem Zurücknehmen nie zu.
game-undo-bots = Meine letzte Wahl zurücknehmen (die Bots stimmen zu)
game-undo-ask = Bitten, meine letzte Wahl zurückzunehmen (die anderen müssen zustimmen)

## Eine Bewegung oder einen Rückzug zusammenstellen

game-compose-title = { $act ->
    [retreat] Eine Einheit zurückziehen
   *[other] Eine Einheit bewegen
}
game-compose-moving = { $act ->
    [retreat] Rückzug:
   *[other] Bewegung:
} { $unit } ({ $area }): Klicke eine hervorgehobene { -area(count: 1) } auf der Karte an oder wähle hier.
game-compose-other = Andere Einheit wählen
game-compose-pick = Wähle hier eine Einheit oder klicke ihre { -area(count: 1) } auf der Karte an; dann klicke eine hervorgehobene { -area(count: 1) } an, um sie dorthin zu bringen.
game-compose-unit = { $unit } ({ $area }): zeigen, wohin die Einheit ziehen darf
game-unit-on-gate = { $unit } auf dem { -gate(count: 1, case: "dative") }

## Rückfragen, Platz-Tokens, Zeitreise und die Werkzeuge der Karte

game-confirm-sure = Bist du sicher?
game-confirm = { $act ->
    [battle] Ein { -battle } würfelt: Sobald die Würfel gesehen sind, braucht das Zurücknehmen die Zustimmung aller anderen Plätze.
    [ritual] Ein Ritual zieht { -elder-sign(count: 2) }: Das Zurücknehmen braucht die Zustimmung aller anderen Plätze.
    [drop_power] Deine ganze { -power } auf 0 setzen?
   *[reveal_elder_sign] Ein aufgedecktes { -elder-sign(count: 1) } zeigt allen seinen Wert und lässt sich nicht frei zurücknehmen.
}
game-token-new-fails = Das neue Token, das dieser Browser für diese Partie bekam (über einen Link oder eine Plätze-Datei), funktioniert nicht; er behält den Platz, den er schon hatte.
game-token-both-fail = Weder das neue Token, das dieser Browser für diese Partie bekam (über einen Link oder eine Plätze-Datei), noch das, das er schon hatte, funktioniert: Ein Token wurde vielleicht ersetzt oder ein Link abgeschnitten.
game-token-keep = Beide behalten
game-token-kept = Beide Tokens bleiben; diese Seite fragt beim nächsten Mal wieder.
game-token-forget = Das neue Token vergessen
game-token-forgotten = Das neue Token ist vergessen.
game-travel-version = Version
game-travel-back = Eine Version zurück
game-travel-forward = Eine Version vor
game-travel-live = Zurück zur Gegenwart
game-travel-now = Jetzt.
game-travel-looking = Du siehst Version { $version } von { $latest }.
game-map-table = Tabelle
game-map-zoom-in = Vergrößern
game-map-zoom-out = Verkleinern
game-map-whole = Ganze Karte

## Die Kampfkarte

game-battle-heading = { -battle } – { $area }. Angreifer: { $attacker }, Verteidiger: { $defender }
game-battle-step = Schritt: { $step ->
    [pre_battle] Vorkampf
    [kills] Todesresultate
    [pains] Schmerzen
    [apply] Ausführen
    [retreat_attacker] Rückzug des Angreifers
    [retreat_defender] Rückzug des Verteidigers
    [end] Ende
   *[other] { $name }
}
game-battle-waits = Zuerst ausgetragen: Der hier erklärte { -battle } (Angreifer: { $attacker }, Verteidiger: { $defender }) wartet, bis dieser vorbei ist.
game-battle-result = { $count } { $result ->
    [kill] { $count ->
        [one] Todesresultat
       *[other] Todesresultate
    }
    [pain] { $count ->
        [one] Schmerz
       *[other] Schmerzen
    }
   *[elimination] { $count ->
        [one] Eliminierung
       *[other] Eliminierungen
    }
}
game-battle-taken = { $result ->
    [kill] Todesresultat
    [pain] Schmerz
    [elimination] Eliminierung
   *[other] { $result }
}
game-battle-side = { $faction } im { -battle }
game-battle-combat = { $faction } · Kampfwert { $combat }
game-battle-dice = Würfel: { $faces }
game-battle-no-dice = Noch nicht gewürfelt.
game-battle-to-assign = Noch zuzuweisen: { $results }
game-battle-face = { $face } ({ $result ->
    [kill] Todesresultat
   *[pain] Schmerz
})

## Die Fraktionstableaus

game-ritual-next = das nächste Ritual kostet { $cost } { -power }
game-ritual-end = die Leiste ist an ihrem Ende: Die Partie endet nach dieser Verdammnisphase
game-ritual-heading = { -ritual }: { $next }
game-ritual-track = Ritualleiste
game-seat-open = freier Platz
game-seat-claimed = besetzt
game-bot-level = Bot-Stufe für { $seat }
game-bot-give = An einen Bot geben
game-bot-give-seat = { $seat } an einen Bot geben
game-board-you = {" "}(du)
game-board-to-move = {" "}· am Zug
game-rating = {" "}(Wertung { $rating } ± { $uncertainty })
game-stat-power = { -power }
game-stat-doom = { -doom }
game-stat-elder-signs = { -elder-sign(count: 2) }
game-stat-gates = { -gate(count: 2) }
game-board-units = Auf der Karte: { $map }. Im Vorrat: { $pool }.
game-nothing = nichts
game-none = keine
game-yes = ja
game-no = nein
game-not-yet = noch nicht
game-datum-round = Runde { $round }
game-faction-card = Fraktionskarte { $faction }
game-neutral-heading = Neutrales Material
game-neutral-independents = Unabhängige { -great-old-one(count: 2) } im Vorrat:{" "}
game-neutral-for-sale = Neutrale Monster und Schrecken zum Kauf in einem Ritualzug:{" "}
game-neutral-books = Neutrale { -spellbook(count: 2) }, die noch frei sind: { $books }
game-price = { $doom } { -doom }
game-price-and-power = { $doom } { -doom } und { $power } { -power }
game-off-map-book = auf dem { -spellbook(count: 1) } „{ $book }“ von { $faction }
game-off-map-card = auf der Fraktionskarte von { $faction }
game-off-map = Außerhalb der Karte: { $places }.
game-whose-unit = { $unit } von { $faction }
game-loyalty-cards = Loyalitätskarten:{" "}
game-loyalty-with = {" "}(mit { $book })
game-loyalty-its-book = ihrem { -spellbook(count: 1) }
game-spellbook-slots = Felder für { -spellbook(count: 2) }
game-waiting-on-book = {" "}({ $units } wartet darauf)
game-card-unit = { $count } { $unit }: Beschwören { $cost } { -power }, Kampfwert { $combat }
game-card-bought = In einem Ritualzug für { $price } gekauft, bleibt für die Partie. { $figures }.
game-card-awaken = Erwecken: { $cost } { -power }. Kampfwert: { $combat }.
game-card-spellbook = { -spellbook(count: 1) }:{" "}
game-card-earned = { $book }, erlangt durch: { $requirement }
game-card-two-players = Zwei Spieler: { $text }
game-card-source = Quelle: { $source }
game-card-source-secondary = Quelle: { $source } (einige Angaben aus einer guten Sekundärquelle)
game-card-units = Einheiten
game-card-column = { $column ->
    [unit] Einheit
    [kind] Art
    [count] Anzahl
    [cost] Kosten
   *[combat] Kampfwert
}
game-unit-kind = { $kind ->
    [cultist] { -cultist(count: 1) }
    [monster] Monster
    [terror] Schrecken
    [great_old_one] { -great-old-one(count: 1) }
    [elder_god] Älterer Gott
    [building] Gebäude
   *[other] { $name }
}
game-card-varies = unterschiedlich
game-card-spellbooks = { -spellbook(count: 2) }
game-card-requirements = Voraussetzungen
game-card-abilities = Fähigkeiten
game-card-public = Für alle sichtbar auf dem Tableau

## Einheiten, Zonen, die Karte und ihre Tabelle

game-unit-count = { $count } { $count ->
    [one] { $unit }
   *[other] { $units }
}
game-gate-controlled = { -gate(count: 1) } (Kontrolle: { $faction })
game-gate-abandoned = { -gate(count: 1) }, von niemandem kontrolliert
game-gate-none = verlassen
game-area-ocean = { $area } (Meer)
game-area-glyph = { $area } (Glyphe { $glyph ->
    [vertical_slashes] senkrechte Striche
    [chevron] Winkel
    [circular] Kreis
   *[other] { $name }
})
game-area-battle = { -battle } hier
game-area-empty = leer
game-area-nothing = Hier steht nichts.
game-area-destination = { $label }. Ziel: { $option }
game-area-origin = { $label }. Hier steht die Einheit, die sich bewegt
game-marker-of = { $marker } ({ $faction })
game-marker-figure = { $marker }
game-table-caption = Was in jeder { -area(count: 1) } steht
game-table-area = { -area(count: 1) }
game-table-gate = { -gate(count: 1) }
game-table-units = Einheiten
game-table-markers = Marker und Gebäude
game-map-later = Die Karte erscheint, sobald die Partie beginnt.
game-map-failed = Das Kartenbild konnte nicht geladen werden: Die Tabelle zeigt, was in jeder { -area(count: 1) } steht.
game-map-label = Erdkarte, { $count } { -area(count: 2) }
game-map-beyond = Jenseits der Karte

## Textmodus

game-text-mode = Textmodus
game-text-view = Textansicht
game-text-mode-on = Textmodus: Die Karte ist eine Tabelle der { -area(count: 2) }, die Optionen sind eine Liste.
game-text-mode-off = Textmodus aus: Die Karte ist zurück.
game-text-round = Runde { $round }, { $phase }.{" "}
game-text-no-options = Du hast gerade keine Optionen.
game-text-watching = Du schaust zu: Zuschauer haben keine Optionen.
game-text-options = Deine Optionen ({ $count })
game-text-keys = Pfeiltasten wechseln zwischen den Optionen, Pos1 und Ende springen zur ersten und letzten, Tippen springt zu einer Option; Enter wählt.
game-text-areas-later = Die { -area(count: 2) } werden aufgelistet, sobald die Partie beginnt.
game-text-areas-caption = { -area(count: 2) }: Einheiten, { -gate(count: 2) } und wer sie kontrolliert
game-text-gate-column = { -gate(count: 1) } (Kontrolle)
game-text-battle-here = { $area } ({ -battle } hier)
game-text-abandoned = Verlassen
game-text-column = { $column ->
    [faction] Fraktion
    [player] Spieler
    [power] { -power }
    [doom] { -doom }
    [elder_signs] { -elder-sign(count: 2) }
   *[spellbooks] { -spellbook(count: 2) }
}

## Reaktionen und Benachrichtigungen (Teile der Einstellungen des Platzes)

game-reactions-title = Reaktionen
game-reactions-none = Deine Fraktion hat keine Fähigkeiten außerhalb des Zuges.
game-reactions-hint = Öffnet sich ein Fenster für eine dieser Fähigkeiten, fragt dich die Partie oder antwortet für dich, wie hier eingestellt.
game-reactions-save = Reaktionen speichern
game-reactions-later = Reaktionen lassen sich ändern, während die Partie läuft.
game-reactions-now = Jetzt: { $answer }
game-reactions-answer = { $answer ->
    [ask] jedes Mal fragen
    [always_pass] immer passen
    [pass_unless] passen, außer
   *[other] { $name }
}
game-reactions-unchanged = Nichts zu ändern.
game-reactions-saved = { $count ->
    [one] { $count } Reaktion
   *[other] { $count } Reaktionen
} gespeichert.
game-browser-title = Dieser Browser
game-notify-title = Du bist am Zug in { $name }
game-notify-unsupported = Dieser Browser kann keine Benachrichtigungen zeigen.
game-notify-blocked = Benachrichtigungen sind für diese Seite in den Einstellungen deines Browsers gesperrt.
game-notify-on = An: Kommst du an die Reihe, während der Tab dieser Partie im Hintergrund ist, meldet es dir dieser Browser.
game-notify-off = Aus: Dieser Browser zeigt für diese Partie keine Benachrichtigung.
game-notify-stop = Nicht mehr benachrichtigen
game-notify-start = Benachrichtige mich, wenn ich am Zug bin
game-notify-refused = Der Browser hat Benachrichtigungen nicht erlaubt.

## Der Rahmen des Protokolls

game-log-since = Seit deinem letzten Besuch: { $count } neu
game-log-version = Den Spielplan bei Version { $version } ansehen
game-log-secret = {" "}(geheim)
