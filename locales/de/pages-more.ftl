# Die Wörter der Seite „Partie erstellen“ (new-*), der Statistikseite (stats-*), der Seite einer
# fehlenden Partie (missing-*) und der Teile der Spielseite um die Partie herum (game-more-*).

## Partie erstellen

new-heading = Partie erstellen
new-loading = Die Auswahl wird geladen …
new-load-failed = Die Auswahl konnte nicht geladen werden.
new-load-failed-reason = Die Auswahl konnte nicht geladen werden: { $reason }
new-table = Tisch
new-name = Name der Partie
new-name-default = Freitagspartie
new-seats = Plätze
new-seats-hint = Zwei Spieler nutzen die Karte für drei Spieler mit den Regeln für zwei Spieler.
new-seat-count = { $seats } Spieler
new-seat-count-not-yet = { $seats } Spieler (noch nicht: { $note })
new-layout = Kartenaufbau
new-layout-areas = { $count ->
    [one] { $count } { -area(count: 1) }.
   *[other] { $count } { -area(count: 2) }.
}
new-you = Du
new-your-seat = Dein Platz
new-your-seat-hint = Du nimmst diesen Platz, sobald die Partie erstellt ist, und spielst ihn in diesem Browser; der Gastgeber-Link verwaltet die Lobby in jedem Fall.
new-your-name = Dein Name (die anderen Spieler sehen ihn)
new-who = Wer beitreten darf
new-public = Öffentlich: auf der Startseite für alle zum Beitreten aufgeführt
new-private = Privat: nur wer einen Einladungslink hat, darf beitreten oder zusehen
new-rated = Gewertet: das Ergebnis zählt für die Wertungen der Spieler
new-sandbox = Sandkasten: du hältst alle Plätze, zum Ausprobieren und Erklären (zählt nie als Ergebnis)
new-position = Von einer Stellung aus beginnen (ein JSON-Stellungsdokument, optional)
new-position-not-json = Die Stellungsdatei ist kein JSON.
new-dice = Vorgegebene Würfel (Augen 1–6, durch Leerzeichen getrennt, optional)
new-time = Bedenkzeit
new-neutral-summary = Erweiterungen: Hohepriester, neutrale { -spellbook(count: 2) }, Unabhängige { -great-old-one(count: 2) }, Neutrale Monster und Schrecken
new-neutral = Neutrale Inhalte
new-ruleset-summary = Regeloptionen: die Voreinstellungen passen für die meisten Runden
new-ruleset = Regeloptionen
new-ruleset-hint = Wo die Regelhefte eine Wahl offenlassen oder Ausgaben sich unterscheiden. Jede nennt ihre Herkunft: eine Regelentscheidung (R3 …), einen Abschnitt des Regelhefts oder die Spiel-Engine.
new-rule-source = Herkunft: { $source }
new-rule-yes = ja
new-rule-no = nein
new-rule-default = { $value } (Voreinstellung)
new-create = Partie erstellen
new-ready = Deine Partie ist bereit
new-ready-hint = Schicke jedem Spieler seinen Link. Dieser Browser behält deine Schlüssel; die Spielseite zeigt dir die Einladungslinks erneut, solange Plätze frei sind.
new-ready-sandbox-hint = Ein Sandkasten: du hältst alle Plätze. Öffne jeden Platz-Link in einem eigenen Browserprofil oder privaten Fenster, oder spiele hier als erster Platz.
new-ready-announce = Deine Partie ist bereit: schicke jedem Spieler seinen Link.
new-open-game = Zur Spielseite
new-seat-faction = Fraktion von Platz { $number }
new-seat-played-by = Platz { $number } spielt
new-random = Zufällig
new-person = Ein Mensch (Einladungslink)
new-bot = { $level ->
    [random] Zufalls-Bot
    [heuristic] Heuristik-Bot
    [search] Such-Bot
   *[other] Bot „{ $title }“
}
new-bot-explained = { $bot }: { $explanation }
new-seat = Platz { $number }
new-only-host = Keiner – ich bin nur Gastgeber
new-name-needed = Gib deinen Namen an (die anderen Spieler sehen ihn), oder wähle „Keiner – ich bin nur Gastgeber“ als Platz.

## Bedenkzeit

new-time-preset = { $name ->
    [none] Keine Uhr
    [live] Live
    [daily] Täglich
    [bank] Zeitkonto
   *[other] { $title }
}: { $explanation }
new-time-custom = Eigene: wähle die Art der Uhr und ihre Dauern selbst.
new-time-kind = Art der Uhr
new-time-kind-name = { $name ->
    [per_decision] Pro Entscheidung
    [bank] Zeitkonto
   *[other] { $title }
}
new-time-duration = { $name ->
    [per_decision] Pro Entscheidung
    [initial] Anfangsguthaben
    [increment] Zuwachs
    [cap] Obergrenze
   *[other] { $title }
} (ISO 8601, z. B. P1D oder PT12H)
new-time-extra = { $name ->
    [vacation_days] Urlaubstage
    [window] Zeitfenster (optional)
    [reminder_before] Erinnerung vorher (optional)
   *[other] { $title } (optional)
}
new-time-optional = optional, z. B. PT2H
new-time-policy = Wenn die Zeit abläuft
new-time-policy-name = { $name ->
    [default_choice] Standardwahl
    [bot_decision] Bot-Entscheidung
    [bot_rest_of_game] Bot für den Rest der Partie
   *[other] { $title }
}

## Was GET /v1/game-options erklärt, in der Sprache des Lesers

new-time-explain-none = Keine Uhr: die Partie wartet auf jede Entscheidung, so lange sie dauert.
new-time-explain-live = Fünf Minuten pro Entscheidung, für eine Partie in einer Sitzung.
new-time-explain-daily = Ein Tag pro Entscheidung mit einer Erinnerung vier Stunden vorher, und eine Woche Urlaub pro Platz.
new-time-explain-bank = Ein Zeitkonto von drei Tagen, das pro Entscheidung zwölf Stunden gewinnt, bis zu fünf Tagen.
new-time-kind-explain-none = Überhaupt keine Fristen.
new-time-kind-explain-per_decision = Dieselbe Zeit (Pro Entscheidung) für jede Entscheidung, nach der ein Platz gefragt wird.
new-time-kind-explain-bank = Das Zeitkonto jedes Platzes (mit dem Anfangsguthaben) läuft, während er entscheidet, gewinnt nach jeder Entscheidung den Zuwachs und übersteigt nie die Obergrenze.
new-time-field-explain-window = Eine kürzere Zeit für Antworten außerhalb des eigenen Zuges (Fähigkeiten, Todesresultate, Schmerzen, Rückzüge).
new-time-field-explain-reminder_before = Wie lange vor einer Frist der Platz erinnert wird.
new-time-field-explain-vacation_days = Tage, an denen jeder Platz seine Uhr während der Partie anhalten darf (0 bis 60).
new-time-field-explain-timeout_policy = Was geschieht, wenn die Zeit abläuft.
new-time-policy-explain-default_choice = Der Server antwortet für den Platz: er passt, wo die Regeln es erlauben, sonst fällt er auf 0 { -power }, sonst nimmt er die billigste Möglichkeit.
new-time-policy-explain-bot_decision = Ein Bot trifft diese eine Entscheidung, danach spielt der Spieler weiter.
new-time-policy-explain-bot_rest_of_game = Ein Bot übernimmt den Platz für den Rest der Partie.
new-bot-explain-random = Wählt eine beliebige erlaubte Möglichkeit zufällig.
new-bot-explain-heuristic = Beurteilt jede Möglichkeit nach der Bewertung seiner Fraktion in einer Welt, die aus seiner eigenen Sicht gezogen ist: { -spellbook(count: 2) }, { -doom } auf dem Weg zum Sieg, { -gate(count: 2) }, { -power } und Einheiten.
new-bot-explain-search = Spielt die besten Möglichkeiten der Heuristik in gezogenen Welten durch und behält die, die am besten abschneidet, in 0,25 s pro Entscheidung.
new-layout-3p = Beide Hemisphären auf ihrer Seite für drei Spieler.
new-layout-4p_east5_west3 = Osthemisphäre auf ihrer Seite für fünf Spieler; Westhemisphäre auf ihrer Seite für drei Spieler.
new-layout-4p_east3_west5 = Osthemisphäre auf ihrer Seite für drei Spieler; Westhemisphäre auf ihrer Seite für fünf Spieler.
new-layout-5p = Beide Hemisphären auf ihrer Seite für fünf Spieler.
new-layout-6p = Beide Pläne der Erdkarte für 6–8 Spieler auf ihrer Seite für sechs Spieler.
new-layout-library_3p = Die Bibliothek von Celaeno, beide Stockwerke auf ihrer Seite für 3 Spieler.
new-layout-library_4p_5u_3l = Die Bibliothek von Celaeno, das Obergeschoss auf seiner Seite für 5 Spieler, das Untergeschoss auf seiner Seite für 3 Spieler.
new-layout-library_4p_3u_5l = Die Bibliothek von Celaeno, das Obergeschoss auf seiner Seite für 3 Spieler, das Untergeschoss auf seiner Seite für 5 Spieler.
new-layout-library_5p = Die Bibliothek von Celaeno, beide Stockwerke auf ihrer Seite für 5 Spieler.

## Neutrale Inhalte

new-high-priests = Hohepriester: jede Fraktion darf ihren Hohepriester rekrutieren (3 { -power }) und ihn jederzeit für 2 { -power } opfern
new-unique-high-priests = Einzigartige Hohepriester (mit den Hohepriestern): rekrutiert eine Fraktion ihren Hohepriester, darf sie stattdessen einen von acht benannten wählen, jeder nur für eine Fraktion
new-neutral-spellbooks = Neutrale { -spellbook(count: 2) } ({ $books }): dürfen statt eines der eigenen einer Fraktion genommen werden
new-none-known = keine bekannt
new-no-independent = Noch ist kein Unabhängiger { -great-old-one(count: 1) } verfügbar.
new-supply = Unabhängige { -great-old-one(count: 2) } (Loyalitätskarten im Vorrat)
new-supply-none = Keine Unabhängigen { -great-old-one(count: 2) }
new-supply-first-game = Der Satz einer ersten Partie: so viele, wie es Spieler gibt, weniger einen, zufällig gezogen
new-supply-random = Eine Anzahl, zufällig gezogen
new-supply-pick = Die, die ich wähle
new-how-many = Wie viele
new-bought = Neutrale Monster und Schrecken (in einem Ritualzug gekauft, eine Karte pro Verdammnisphase, für die Partie behalten)
new-bought-none = Keine
new-bought-random = Eine Anzahl jeder Art, zufällig gezogen
new-bought-pick = Die, die ich wähle
new-kind-neutral-monster = Neutrale Monster
new-kind-terror = Schrecken
new-bought-count = { $kind } (von { $count })
new-bought-each = { $kind } (je { $price })
new-price = { $power ->
    [0] { $doom } { -doom }
   *[other] { $doom } { -doom } und { $power } { -power }
}
new-buy = { $title } (Kauf: { $price })
new-figures = { $count ->
    [one] { $count } { $title }
   *[other] { $count } Figuren { $title }
}: Beschwören { $cost } { -power }, Kampfwert { $combat }
new-source = Quelle: { $source }
new-source-uncertain = Quelle: { $source } (einige Zahlen weniger sicher)
new-awaken = Erwecken { $cost } { -power } · Kampfwert { $combat }
new-awaken-uncertain = Erwecken { $cost } { -power } · Kampfwert { $combat } · einige Zahlen weniger sicher
new-spellbook = { -spellbook(count: 1) }:{" "}
new-earned-by = { $spellbook } (erlangt durch: { $requirement })

## Die Links einer neuen Partie

new-host-link = Gastgeber-Link (verwaltet die Lobby und zeigt die Einladungslinks erneut; behalte ihn für dich)
new-host-link-sandbox = Gastgeber-Link (verwaltet die Lobby; behalte ihn für dich)
new-seat-link = Platz-Link für { $seat } ({ $faction })
new-invite-link = Einladungslink für { $seat } ({ $faction })
new-copy = Kopieren
new-copy-host = Den Gastgeber-Link kopieren
new-copy-seat = Den Platz-Link für { $seat } kopieren
new-copy-invite = Den Einladungslink für { $seat } kopieren
new-copied = Kopiert
new-copy-selected = Markiert: drücke Strg+C
new-own-seat = { $seat } ({ $faction }) gehört dir: dieser Browser hält seinen Schlüssel.
new-bot-seat = { $level ->
    [random] { $seat } ({ $faction }) spielt der Zufalls-Bot.
    [heuristic] { $seat } ({ $faction }) spielt der Heuristik-Bot.
    [search] { $seat } ({ $faction }) spielt der Such-Bot.
   *[other] { $seat } ({ $faction }) spielt der Bot „{ $level }“.
}

## Statistik

stats-heading = Stärke der Fraktionen
stats-hint = Wie oft jede Fraktion gewann, nach der Zahl der Plätze an ihrem Tisch, über alle beendeten Partien (Sandkasten-Partien zählen nicht). Ein geteilter Sieg zählt als Sieg für jeden Sieger. Der Bereich ist das 95-%-Wilson-Intervall: bei wenigen Partien ist es breit, und zwei Fraktionen, deren Bereiche sich überschneiden, können durchaus gleich stark sein.
stats-count = { $count ->
    [one] 1 beendete Partie gezählt.
   *[other] { $count } beendete Partien gezählt.
}
stats-failed = Die Statistik konnte nicht gelesen werden: { $reason }
stats-players = { $seats } Spieler
stats-faction = Fraktion
stats-games = Partien
stats-wins = Siege
stats-win-share = Siegquote
stats-interval = 95-%-Intervall
stats-ratings = Wertungen
stats-ratings-hint = Spieler mit einem Konto, gewertet über die gewerteten Partien, die nach den Regeln endeten (Plackett-Luce, wie openskill es berechnet), die besten zuerst nach der vorsichtigen Wertung (die Wertung weniger dreimal ihre Unsicherheit). Auch die Bots werden gewertet, als feste Punkte zum Vergleich.
stats-no-ratings = Noch hat keine gewertete Partie geendet.
stats-ratings-caption = Wertungen, die besten zuerst
stats-place = Platz
stats-player = Spieler
stats-rating = Wertung
stats-uncertainty = Unsicherheit

## Eine Partie, die es nicht gibt

missing-heading = Diese Partie gibt es nicht
missing-id = Hier gibt es keine Partie mit der Kennung
missing-why = . Der Link ist vielleicht vertippt oder abgeschnitten, oder die Partie wurde entfernt.
missing-mine = Zu deinen Partien
missing-new = Partie erstellen

## Spielseite: Einladungslinks

game-more-invites = { $count ->
    [one] Spieler einladen: { $count } Platz frei
   *[other] Spieler einladen: { $count } Plätze frei
}
game-more-invites-hint = Nur du als Gastgeber siehst diese Links: schicke jedem Spieler den Link seines Platzes.
game-more-invite-code = Einladungscode:{" "}

## Spielseite: Chat ($who: die Fraktion eines Platzes, mit dem Namen ihres Spielers, wo er abweicht)

game-more-chat-seats-note = Nur die Plätze dieser Partie lesen diesen Chat.
game-more-chat-spectators-note = Chat der Zuschauer: die Plätze sehen ihn nicht, solange sie spielen.
game-more-chat-closed-note = Der Gastgeber hat den Chat der Zuschauer geschlossen.
game-more-chat-mute = Stummschalten
game-more-chat-mute-label = { $who } stummschalten
game-more-chat-empty = Noch keine Nachrichten.
game-more-chat-muted = Stummgeschaltet:{" "}
game-more-chat-unmute = { $who } wieder hören
game-more-chat-new = { $count } neu
game-more-chat-unread = { $count } ungelesen
game-more-chat-open-spectators = Chat der Zuschauer öffnen
game-more-chat-close-spectators = Chat der Zuschauer schließen
game-more-chat-muted-for-you = { $who } ist für dich stummgeschaltet.
game-more-chat-heard = { $who } ist wieder zu hören.

## Spielseite: Einstellungen des Platzes

game-more-settings-open = Platz-Einstellungen
game-more-settings = Einstellungen für deinen Platz
game-more-close = Schließen
game-more-notifications = Benachrichtigungen
game-more-history = Zustellverlauf
game-more-channels = Benachrichtigungswege
game-more-webhook = Webhook-URL
game-more-webhook-hint = Jede Benachrichtigung wird dorthin gesendet (POST), signiert mit HMAC-SHA256 (im Header X-CW-Signature).
game-more-format = Webhook-Format
game-more-format-json = Signiertes JSON (für deinen eigenen Empfänger)
game-more-format-discord = Discord-Nachricht
game-more-format-slack = Slack-Nachricht
game-more-format-hint = Discord und Slack erhalten ihr eigenes Format: füge oben eine Discord-Webhook-URL oder eine Slack-Incoming-Webhook-URL ein.
game-more-email = E-Mail-Adresse
game-more-email-hint = Jede Benachrichtigung geht zusätzlich als kurze E-Mail dorthin.
game-more-no-email = Dieser Server verschickt keine E-Mails.
game-more-save = Benachrichtigungen speichern
game-more-test = Test senden
game-more-secret = Signaturschlüssel dieses Webhooks (nur jetzt angezeigt: bewahre ihn auf)
game-more-saved = Gespeichert.
game-more-saved-secret = Gespeichert. Der Webhook hat einen neuen Signaturschlüssel (unten); dein Empfänger prüft die Signaturen damit.
# $channels: die Wege, auf denen der Test hinausgeht, mit game-more-and verbunden
game-more-test-sent = Eine Testnachricht ist unterwegs ({ $channels }); ihr Ergebnis steht im Zustellverlauf.
game-more-and = {" "}und{" "}
game-more-history-hint = Jeder Versuch, diesem Platz eine Benachrichtigung zuzustellen, die neuesten zuerst.
game-more-history-refresh = Verlauf aktualisieren
game-more-history-empty = Noch wurde nichts gesendet.
game-more-history-caption = Zustellverlauf, die neuesten zuerst
game-more-when = Wann
game-more-what = Was
game-more-channel = Weg
game-more-result = Ergebnis
game-more-kind-your_turn = Du bist am Zug
game-more-kind-reminder = Erinnerung
game-more-kind-timeout = Zeit abgelaufen
game-more-kind-undo_request = Bitte um Rücknahme
game-more-kind-game_ended = Partie beendet
game-more-kind-chat = Chat
game-more-kind-rematch = Revanche
game-more-kind-test = Test
# $code: " (HTTP 200)", " (SMTP 250)" oder nichts
game-more-delivered = zugestellt{ $code }
game-more-failed = gescheitert, Versuch { $attempt }{ $code }: { $error }
game-more-no-answer = keine Antwort

## Spielseite: Uhren und Urlaub ($date: Datum und Uhrzeit, wie der Browser sie schreibt; $time: eine Dauer)

game-more-deadline-then = Frist damals:{" "}
game-more-bank = Zeitkonto:{" "}
game-more-clock = Uhr:{" "}
game-more-until = bis { $date }
game-more-bank-waiting = { $time } (wartet)
game-more-on-vacation = Im Urlaub bis { $date }.
game-more-time-left = noch { $time }
game-more-time-up = Zeit abgelaufen
game-more-days-clock = { $days } T. { $clock }
game-more-clock-title = Uhr und Urlaub
game-more-no-clock = Diese Partie hat keine Uhr.
game-more-vacation-left = { $count ->
    [one] Du darfst in dieser Partie noch bis zu { $count } Tag Urlaub nehmen.
   *[other] Du darfst in dieser Partie noch bis zu { $count } Tage Urlaub nehmen.
}
game-more-no-vacation-left = In dieser Partie ist kein Urlaub mehr übrig.
game-more-vacation-until = Du bist im Urlaub bis { $date }.
game-more-vacation-days = Urlaubstage
game-more-vacation-hint = Deine Uhr hält für diese Tage an, und deine Frist verschiebt sich um sie; jeder Platz sieht es. Ein Urlaub lässt sich nicht zurücknehmen.
game-more-vacation-take = Urlaub nehmen
game-more-vacation-range = Wähle 1 bis { $left } Tage.
game-more-vacation-confirm = { $count ->
    [one] Ja, { $count } Tag Urlaub nehmen
   *[other] Ja, { $count } Tage Urlaub nehmen
}
game-more-cancel = Abbrechen
game-more-clock-paused = Deine Uhr ist angehalten bis { $date }.

## Spielseite: Partieende und Revanche

game-more-game-over = Partie beendet
# $winners: die siegreichen Fraktionen, mit game-more-and verbunden
game-more-winner = Sieg: { $winners }.
game-more-final-doom = { -doom } am Ende
game-more-faction = Fraktion
game-more-doom = { -doom }
game-more-elder-signs = { -elder-sign(count: 2) }
game-more-signs-during = { $values } während der Partie aufgedeckt
game-more-signs-end = { $values } am Ende aufgedeckt
game-more-none = keine
game-more-ended-because = Die Partie endete: { $reason }.
game-more-ended = Die Partie endete.
game-more-seed-checking = Der Startwert wird geprüft …
game-more-export = Die ganze Partie exportieren
game-more-seed-unpublished = Der Startwert ist noch nicht veröffentlicht.
game-more-seed-ok = Startwert geprüft: der SHA-256 des aufgedeckten Startwerts gleicht dem bei der Erstellung veröffentlichten Hash ({ $hash }…). Jeder Wurf lässt sich damit nachspielen.
game-more-seed-bad = Der aufgedeckte Startwert passt NICHT zu dem bei der Erstellung veröffentlichten Hash.
game-more-rematch = Revanche
game-more-rematch-rotate = Revanche, Fraktionen weitergereicht
game-more-rematch-deal = Revanche, Fraktionen neu verteilt
game-more-rematch-declined = { $seat } hat die Revanche abgelehnt.
game-more-rematch-again = Noch einmal spielen, mit denselben Plätzen, Optionen und derselben Uhr:
game-more-rematch-open = Zur Revanche
game-more-rematch-waiting = Es fehlt noch: { $seats }.
game-more-rematch-accept = Revanche annehmen
game-more-rematch-decline = Ablehnen
game-more-rematch-call-off = Revanche absagen
game-more-rematch-plays = { $seat } spielt { $faction }
# $deal: rotate oder deal; $seats: wer welche Fraktion spielt, mit "; " verbunden
game-more-rematch-proposed = { $deal ->
    [rotate] { $seat } hat eine Revanche vorgeschlagen, die Fraktionen um einen Platz weitergereicht: { $seats }.
   *[deal] { $seat } hat eine Revanche vorgeschlagen, die Fraktionen neu verteilt: { $seats }.
}
game-more-rematch-accepted = Alle haben angenommen: die neue Partie hat begonnen. { $proposal }
game-more-a-seat = Ein Platz

## Spielseite: Schritt für Schritt nachsehen und Wiederholungen

# $what: replay (eine beendete Partie), move (seit dem letzten Zug dieses Platzes) oder visit (seit dem letzten Besuch)
game-more-review-start = { $what ->
    [replay] Schritt für Schritt nachspielen
    [move] Seit meinem letzten Zug nachsehen
   *[visit] Seit meinem letzten Besuch nachsehen
} ({ $count ->
    [one] { $count } Schritt
   *[other] { $count } Schritte
})
game-more-review = Nachsehen
game-more-review-step = Schritt { $number } von { $count }
# $fade: pass, auto (ein automatischer Schritt) oder choice
game-more-review-who = { $fade ->
    [pass] Version { $version } · { $who } (gepasst):
    [auto] Version { $version } · { $who } (automatisch):
   *[choice] Version { $version } · { $who }:
}
game-more-review-nothing = sonst hat sich nichts geändert.
game-more-review-prev = ◀ Voriger Schritt
game-more-review-next = Nächster Schritt ▶
game-more-review-finish = Fertig: zurück zum jetzigen Stand
game-more-review-stop = Nachsehen beenden
game-more-review-over = Nachsehen beendet: das ist der jetzige Stand.
game-more-review-the-game = Die Partie
game-more-review-you = Du ({ $faction })
game-more-sign-drawn = { $faction }: ein { -elder-sign(count: 1) } gezogen.
game-more-viewpoint = Sicht
game-more-auditor = Prüfer: jedes Geheimnis
game-more-spectator = Zuschauer: kein Geheimnis
game-more-auditor-note = Jeder Wert der { -elder-sign(count: 2) }, wie der Prüfer sie sieht, nun da die Partie vorbei ist.
game-more-spectator-note = Was jeder Zuschauer während der Partie sah.
game-more-seat-note = Was { $faction } während der Partie sah.

## Meine Partien (die Karten der Startseite)

mine-decision = eine Entscheidung
mine-decision-turn = du bist am Zug
mine-decision-move = beende deine Bewegung
mine-decision-assign_kill = Todesresultate zuteilen
mine-decision-assign_pain = Schmerzen zuteilen
mine-decision-assign_elimination = Eliminierungen zuteilen
mine-decision-retreat = Einheiten mit Schmerz zurückziehen
mine-decision-ritual = ein { -ritual }?
mine-decision-spellbook = ein { -spellbook(count: 1) } wählen
mine-decision-window = eine Fähigkeit nutzen oder passen
mine-decision-direction = die Spielrichtung wählen
mine-decision-first_player = den Startspieler wählen
mine-decision-start_area = deine Startzone wählen
mine-new = { $count } neu
mine-unread-chat = { $count } ungelesen im Chat
mine-forgotten = Partie { $game } ist in diesem Browser vergessen.
mine-game = Partie { $game }
mine-lost = Kein Schlüssel, den dieser Browser für diese Partie hält, funktioniert jetzt: die Partie ist weg, oder der Schlüssel ihres Platzes wurde ersetzt.
mine-forget = Diese Partie vergessen
mine-forget-label = Partie { $game } vergessen
mine-role-seats = Du hältst { $count } Plätze
mine-role-play = Du spielst { $faction }
mine-role-host = Du bist Gastgeber dieser Partie
mine-seats-open = { $open } von { $total } Plätzen frei
mine-ended-in-round = endete in Runde { $round }
# $phase: action, gather_power, first_player, doom, ...; $title: dieser Name in Worten
mine-round = { $phase ->
    [action] Runde { $round }, Aktionsphase
    [gather_power] Runde { $round }, Machtphase
    [first_player] Runde { $round }, Startspielerphase
    [doom] Runde { $round }, Verdammnisphase
    [setup] Runde { $round }, Spielaufbau
   *[other] Runde { $round }, Phase { $title }
}
mine-your-move = Du bist dran: { $decision }
mine-no-deadline = Keine Frist
mine-waiting-for = Wartet auf { $names }
mine-nobody = niemanden
mine-since = seit
mine-waiting-to-join = { $count ->
    [one] Wartet darauf, dass { $count } Spieler beitritt
   *[other] Wartet darauf, dass { $count } Spieler beitreten
}
mine-bot = { $level ->
    [random] Zufalls-Bot
    [heuristic] Heuristik-Bot
    [search] Such-Bot
   *[other] Bot „{ $level }“
}
mine-finished-won = Beendet, Sieg: { $winners }
mine-finished-nobody = Beendet ({ $reason }): niemand gewann
mine-finished = Beendet
mine-doom = { -doom }
mine-minutes = { $minutes } Min.
mine-hours = { $hours } Std. { $minutes } Min.
mine-days = { $days } Tage { $hours } Std.
mine-due-in = fällig in { $span }
mine-overdue = überfällig seit { $span }
mine-since-ago = { $date } (vor { $span })

## Regeloptionen: der Name jeder Option, die Wörter ihrer Werte und ihre Herkunft (die Quellen der
## Route, in der Sprache des Lesers)

new-rule-first_round = Erste Runde
new-rule-cthulhu_last_spellbook_others = Großer Cthulhu: letztes { -spellbook(count: 1) }, Zahl der anderen
new-rule-black_goat_area_counts = Schwarze Ziege: Zahl der { -area(count: 2) }
new-rule-share_areas_power_bonus = { -power } für geteilte { -area(count: 2) }
new-rule-fertility_cult = Fruchtbarkeitskult
new-rule-dreams_cost = Kosten von Träume
new-rule-harbinger_rounding = Sendbote: Rundung
new-rule-negotiation = Verhandlung
new-rule-first_player_rule = Startspieler-Regel
new-rule-two_player_stuck = Zwei Spieler: ohne mögliche Aktion
new-rule-two_player_capture_doom = Zwei Spieler: { -doom } für Gefangennahme
new-rule-post_battle_order = Reihenfolge im Nachkampf
new-rule-move_gate_cultist = Bewegung des { -cultist(count: 1, case: "genitive") } eines { -gate(count: 1, case: "genitive") }
new-rule-two_player_awaken_sacrifice_doom = Zwei Spieler: { -doom } für Erweckungsopfer
new-rule-two_player_half_doom = Zwei Spieler: halbe { -doom }
new-rule-two_player_replaced_acolyte_doom = Zwei Spieler: { -doom } für ersetzte Akolythen
new-rule-earth_6p_south_pacific = Erdkarte für 6 Spieler: Südpazifik
new-rule-daoloth_cost = Kosten von Daoloth
new-rule-dire_cthulhu_kills = Grässlicher Cthulhu: Todesresultate
new-rule-bloated_woman_chaos_elder_signs = Die Aufgeblähte Vettel: { -elder-sign(count: 2) } für Kriechendes Chaos
new-rule-servitor_first_figure = Diener der Äußeren Götter: erste Figur
new-rule-abhoth_filth_tokens = Abhoth: Unrat-Marker
new-rule-bokrug_awaken_cost = Bokrug: Erweckungskosten
new-rule-bokrug_combat = Bokrug: Kampfwert
new-rule-hound_of_tindalos_combat = Hund von Tindalos: Kampfwert
new-rule-shadow_pharaoh_cost = Der Schwarze Pharao: Kosten
new-rule-shadow_pharaoh_combat = Der Schwarze Pharao: Kampfwert
new-rule-cathedral_cost = Kosten der Kathedralen
new-rule-cathedral_limit = Grenze der Kathedralen
new-rule-brainless_companion = Hirnlos: Begleiter
new-rule-worship_services_yog_sothoth = Gottesdienst und Yog-Sothoth
new-rule-bubastis_cat_values = Bubastis: Werte der Katzen
new-rule-bubastis_catabolism_areas = Bubastis: { -area(count: 2) } für Katabolismus
new-rule-bubastis_requires_attention = Bubastis: Verlangt Aufmerksamkeit
new-rule-daemon_sultan_thesis_effect = Dämonensultan: Wirkung der These
new-rule-daemon_sultan_antithesis_effect = Dämonensultan: Wirkung der Antithese
new-rule-chaos_gate_turns_normal = Chaostor wird gewöhnlich
new-rule-chaos_gate_needs_cultist = Chaostor braucht einen { -cultist(count: 1, case: "accusative") }
new-rule-opener_twelve_gates_four_player = Wächter des Weges: 12 { -gate(count: 2) } ab 4 Spielern
new-rule-dragon_descending_doubles = Absteigender Drache verdoppelt
new-rule-opener_gates_count_yog_sothoth = Wächter des Weges: Yog-Sothoth zählt als { -gate(count: 1) }
new-rule-opener_start_area = Wächter des Weges: Startzone
new-rule-ancient_sorcery_return = Uralte Hexerei: Rückkehr
new-rule-two_player_demand_sacrifice_doom = Zwei Spieler: { -doom } bei Opfer verlangen
new-rule-ubbo_growth = Ubbo-Sathla: Wachstum
new-rule-tcho_tcho_tribe = Tcho-Tcho: Stamm
new-rule-dark_rituals_immunity = Dunkle Rituale: Immunität
new-rule-windwalker_start_area = Windschreiter: Startzone
new-rule-ithaqua_sacrifice_doom = Ithaqua: { -doom } für sein Opfer
new-rule-ithaqua_replaces_yog_sothoth = Ithaqua verdrängt Yog-Sothoth

new-rule-value-antarctica = { area-antarctica }
new-rule-value-arctic-ocean = { area-arctic-ocean }
new-rule-value-mountains-of-madness = { area-mountains-of-madness }
new-rule-value-abandon_implied = Tor wird zuerst aufgegeben
new-rule-value-action_phase = Aktionsphase
new-rule-value-alphabetical = Alphabetisch
new-rule-value-any_unit = Jede Einheit
new-rule-value-attacker_defender_others = Angreifer, Verteidiger, andere
new-rule-value-australia = Australien
new-rule-value-both = Beides
new-rule-value-card = Karte
new-rule-value-choice = Wahl
new-rule-value-doom_phase = Verdammnisphase
new-rule-value-down = Abrunden
new-rule-value-drop_to_zero = Fällt auf 0
new-rule-value-each_avoided_death = Jeder vermiedene Tod
new-rule-value-earth_cat = Erdkatze
new-rule-value-either = Eines von beiden
new-rule-value-empty = Leer
new-rule-value-end = Ende
new-rule-value-end_of_doom_phase = Ende der Verdammnisphase
new-rule-value-enemy_cultist = Feindlicher { -cultist(count: 1) }
new-rule-value-enemy_unit = Feindliche Einheit
new-rule-value-every_area = Jede { -area(count: 1) }
new-rule-value-every_doom_phase = Jede Verdammnisphase
new-rule-value-everything = Alles
new-rule-value-first_edition = Erste Auflage
new-rule-value-four = Vier
new-rule-value-gate_areas = { -area(count: 2) } mit { -gate(count: 1) }
new-rule-value-gate_doom = { -doom } für { -gate(count: 2) }
new-rule-value-gather_power = Machtphase
new-rule-value-leng = Leng
new-rule-value-multi_summon = Mehrfach beschwören
new-rule-value-new_zealand = Neuseeland
new-rule-value-no_doom = Keine { -doom }
new-rule-value-no_gate = Ohne { -gate(count: 1) }
new-rule-value-offers_in_turn_order = Angebote in Spielreihenfolge
new-rule-value-once_per_unit_per_battle = Einmal pro Einheit und { -battle }
new-rule-value-one_or_three = Eins oder drei
new-rule-value-opponent_gains_doom = Gegner erhält { -doom }
new-rule-value-original = Ursprünglich
new-rule-value-pool = Vorrat
new-rule-value-recipient_gate = { -gate(count: 1) } des Empfängers
new-rule-value-ritual_turn = Ritualzug
new-rule-value-rulebook = Regelheft
new-rule-value-rulebook_table = Tabelle des Regelhefts
new-rule-value-sarkomand = Sarkomand
new-rule-value-seat_order = Platzreihenfolge
new-rule-value-secret = Geheim
new-rule-value-start = Beginn
new-rule-value-stays = Bleibt
new-rule-value-tsang = Tsang
new-rule-value-unlimited_summon = Unbegrenztes Beschwören
new-rule-value-up = Aufrunden
new-rule-value-while_in_play = Solange im Spiel

new-rule-source-first_round = R3: die Partie beginnt mit einer Aktionsphase; die erste Auflage beginnt mit Machtphase und Startspielerphase und lässt die Verdammnisphase dieses Durchgangs aus
new-rule-source-cthulhu_last_spellbook_others = Regelentscheidung R4: das letzte { -spellbook(count: 1) } kommt in einer Verdammnisphase, in der die anderen 5 auf der Karte sind (der Text des Regelhefts nennt 3)
new-rule-source-black_goat_area_counts = Regelentscheidung R5: Einheiten in 4, 6 und 8 { -area(count: 2) } (der Text des Regelhefts nennt 5)
new-rule-source-share_areas_power_bonus = Regelentscheidung R6: { -area(count: 2) } mit allen Feinden zu teilen bringt keine { -power } (ein späterer Druck gibt 1 pro Feind)
new-rule-source-fertility_cult = Regelentscheidung R7: eine Beschwören-Aktion darf mehrere Monster beschwören, jedes bezahlt (oder Beschwören ist eine Unbegrenzte Aktion)
new-rule-source-dreams_cost = Regelentscheidung R8: Träume kostet 2 { -power } (3 in der ersten Auflage)
new-rule-source-harbinger_rounding = Regelentscheidung R12: Sendbote gibt die Hälfte ungerader Erweckungskosten, aufgerundet
new-rule-source-negotiation = Regelentscheidung R13: jeder betroffene Spieler darf in Spielreihenfolge einen Anteil anbieten; Angebote, die den Betrag decken, gelten, sonst greift die Ersatzregel der Fähigkeit
new-rule-source-first_player_rule = Spielaufbau, der Startspieler: ohne Großen Cthulhu alphabetisch nach dem Namen der Fraktion
new-rule-source-two_player_stuck = Spiel-Engine: ein Platz im Spiel zu zweit mit { -power }, aber ohne erlaubte Aktion fällt auf 0 { -power }
new-rule-source-two_player_capture_doom = Spiel-Engine: ein gefangener { -cultist(count: 1) } wird eliminiert, also erhält der Gegner 1 { -doom }
new-rule-source-post_battle_order = Erste Auflage: Angreifer, dann Verteidiger, dann die Fraktionen, die nicht im { -battle } sind
new-rule-source-move_gate_cultist = Spiel-Engine: den { -cultist(count: 1, case: "accusative") } eines { -gate(count: 1, case: "genitive") } zu bewegen führt zuerst die Unbegrenzte Aktion „{ -gate(count: 1) } aufgeben“ aus
new-rule-source-two_player_awaken_sacrifice_doom = Fraktionen: die 2 { -cultist(count: 2) }, die Shub-Niggurath beim Erwecken eliminiert, geben dem Gegner { -doom }, wie die der Voraussetzung (Regeln für zwei Spieler, Beispiel 1); die Duell-Regeln geben keine
new-rule-source-two_player_half_doom = Spiel-Engine: eine Einheit, die dem Tod entgeht, gibt höchstens einmal pro { -battle } die Hälfte ihrer { -doom } (Master-Regelheft, Regeln für zwei Spieler, Allgemeine Regeln: Einheiten, die dem Tod entgehen; Schmerz durch Sendbote und dann ein versperrter Rückzug gibt sie einmal); die andere Lesart gibt sie jedes Mal
new-rule-source-two_player_replaced_acolyte_doom = Fraktionen: ein feindlicher Akolyth, den Träume oder Zingaya eliminiert, gibt seinem Gegner { -doom } (der Text sagt „eliminieren“; „ersetzt“ betrifft eigene Einheiten)
new-rule-source-earth_6p_south_pacific = R22: auf der Erdkarte für 6 Spieler grenzt der Südpazifik an Neuseeland (wie auf der Seite für 5 Spieler); die andere Lesart lässt ihn stattdessen an Australien grenzen (die beiden digitalen Quellen des Spielplans widersprechen sich)
new-rule-source-daoloth_cost = Daoloths Erweckungskosten: 6, wie zwei Sekundärquellen sie nennen; eine Zeile einer dritten nennt 4
new-rule-source-dire_cthulhu_kills = Zauberbuch des Grässlichen Cthulhu: 3 feindliche Einheiten in einem { -battle } töten (deutsches Regelheft DE 2503 und eine Sekundärquelle); das Master-Regelheft druckt 7 (EN 3271)
new-rule-source-bloated_woman_chaos_elder_signs = Die Aufgeblähte Vettel, erweckt vom Kriechenden Chaos: jede andere Fraktion erhält 1 { -elder-sign(count: 1) } (deutsches Regelheft DE 2653, wie beim Spuk); der Scan des Master-Regelhefts zeigt 2 (EN 3455)
new-rule-source-servitor_first_figure = Diener der Äußeren Götter: die Quellen sagen nicht, wohin die erste Figur kommt, wenn die Karte übergeben wird; in der Voreinstellung stellt der Käufer sie an eines der kontrollierten { -gate(count: 2) } des Empfängers, wie die freie Figur einer gekauften Karte; „Vorrat“: jeder Diener wartet im Vorrat des Empfängers
new-rule-source-abhoth_filth_tokens = Pack 1 der Großen Alten: Abhoth kommt mit 12 Unrat-Markern (deutsches Regelheft, englische Materialliste EN 4026, sein Kampfwert 0–12); die englische Liste von Pack 1 (EN 3143) nennt 6
new-rule-source-bokrug_awaken_cost = Pack 2 der Großen Alten, Bokrugs Erweckungskosten: 4 im Kartentext des Strategie-Wikis und in einem Strategieführer, 6 in den Kartendaten einer von Fans gebauten Spiel-Engine
new-rule-source-bokrug_combat = Pack 2 der Großen Alten, Bokrugs Kampfwert: 1 im Kartentext des Strategie-Wikis, 0 in den Kartendaten einer von Fans gebauten Spiel-Engine
new-rule-source-hound_of_tindalos_combat = Kampfwert des Hundes von Tindalos: 1, wie das Master-Regelheft ihn druckt (EN 3482); eine Sekundärquelle nennt 4
new-rule-source-shadow_pharaoh_cost = Beschwörungskosten des Schwarzen Pharao: der Scan des Master-Regelhefts zeigt sie nicht (EN 3405–3420); 2 nach einer Sekundärquelle, 4 nach einer anderen
new-rule-source-shadow_pharaoh_combat = Kampfwert des Schwarzen Pharao: der Scan des Master-Regelhefts zeigt ihn nicht (EN 3405–3420); 0 nach einer Sekundärquelle, 2 nach einer anderen
new-rule-source-cathedral_cost = Die Uralten, Kathedralen: 1 { -power }, oder 3 neben einer anderen Kathedrale (Tipps des Master-Regelhefts, Shaggai), oder pauschal 4 (Fraktionskarte, wie im Scan des Master-Regelhefts gedruckt)
new-rule-source-cathedral_limit = Die Uralten, Kathedralen: eine pro Glyphenart in jeder { -area(count: 1) } (FAQ des Master-Regelhefts) oder nur unter { -area(count: 2) } mit einem { -gate(count: 1, case: "dative") } (vorgelesene Onslaught-4-Karte)
new-rule-source-brainless_companion = Die Uralten, Hirnlos: eine nicht wiederbelebte Einheit teilt die { -area(count: 1) }, wenn die Bewegung beginnt (FAQ des Master-Regelhefts) oder wenn sie endet (deutsche Onslaught-3-FAQ)
new-rule-source-worship_services_yog_sothoth = Die Uralten, Gottesdienst: eine Kathedrale in Yog-Sothoths { -area(count: 1) } zählt ihn als feindlich kontrolliertes { -gate(count: 1) } des Wächters des Weges (Der Schlüssel und das Tor: ein { -gate(count: 1) } in jeder Hinsicht; Regelentscheidungen R20), oder nicht
new-rule-source-bubastis_cat_values = Bubastis, Katzen: Kosten 1/2/3/4 und je 1 { -power } in der Machtphase (die Karte, wie vorgelesen und anderswo gedruckt), oder die Fraktionstabelle des Master-Regelhefts: Mars, Saturn und Uranus kosten 1, 2 und 3 und geben ebenso viel { -power }
new-rule-source-bubastis_catabolism_areas = Bubastis, Katabolismus: eine Katze wird in eine { -area(count: 1) } mit einer Erdkatze rekrutiert (die Worte der Karte), oder in jede { -area(count: 1) } mit einer Einheit von Bubastis
new-rule-source-bubastis_requires_attention = Bubastis, Verlangt Aufmerksamkeit: Bastet teilt eine { -area(count: 1) } mit einem feindlichen { -cultist(count: 1, case: "dative") } (die Karte, wie vorgelesen), oder mit einer beliebigen feindlichen Einheit (eine Lesart des verstümmelten Drucks im Regelheft)
new-rule-source-daemon_sultan_thesis_effect = Dämonensultan, Avatar der These erwecken: jeder Feind erhält 1 { -power } oder ein Feind 2 (die gedruckte Karte), oder so viel { -power } verteilen, wie es Spieler unter den Feinden gibt, wobei ein Feind ohne Anteil 1 { -doom } erhält (das Kapitel zum Dämonensultan im Master-Regelheft)
new-rule-source-daemon_sultan_antithesis_effect = Dämonensultan, Avatar der Antithese erwecken: jeder Feind erhält 1 { -doom } oder ein Feind 1 { -elder-sign(count: 1) } (die gedruckte Karte), oder jeder andere Spieler eliminiert einen seiner { -cultist(count: 2) } (das Kapitel zum Dämonensultan im Master-Regelheft)
new-rule-source-chaos_gate_turns_normal = Dämonensultan, Chaostore: ein verlassenes Chaostor wird zu Beginn der Verdammnisphase ein gewöhnliches { -gate(count: 1) } (die Karte) oder sobald die { -power } erlangt ist
new-rule-source-chaos_gate_needs_cultist = Dämonensultan, das Zauberbuch Chaostor: ein { -cultist(count: 1) } des Dämonensultans muss in der { -area(count: 1) } stehen (er nimmt das { -gate(count: 1) } sofort), oder jede { -area(count: 1) } ohne { -gate(count: 1) } genügt (die bloßen Worte der Karte; das { -gate(count: 1) } ist dann verlassen)
new-rule-source-opener_twelve_gates_four_player = Wächter des Weges, die Voraussetzung von 12 { -gate(count: 2, case: "dative") } in Partien ab 4 Spielern: 12 (Master-Regelheft, Fraktionskarte) oder 10 (eine Hausregel einer digitalen Umsetzung)
new-rule-source-dragon_descending_doubles = Wächter des Weges, Absteigender Drache: die { -doom } des Rituals für { -gate(count: 2) } wird verdoppelt, nicht seine { -elder-sign(count: 2) } (die Karte, wie zwei unabhängige Quellen sie lesen), oder auch seine { -elder-sign(count: 2) }
new-rule-source-opener_gates_count_yog_sothoth = Wächter des Weges, die Voraussetzungen von 8 und 12 { -gate(count: 2, case: "dative") }: Yog-Sothoth zählt als { -gate(count: 1) } auf der Karte (Der Schlüssel und das Tor: ein { -gate(count: 1) } in jeder Hinsicht) oder nicht
new-rule-source-opener_start_area = Wächter des Weges, Spielaufbau: eine { -area(count: 1) } ohne Einheiten und ohne { -gate(count: 1) } (Master-Regelheft: „leere Zone“) oder jede { -area(count: 1) } ohne { -gate(count: 1) } (Strategie-Wiki)
new-rule-source-ancient_sorcery_return = Schläfer, Uralte Hexerei: der Schlangenmensch kehrt im Ritualzug des Schläfers zurück (FAQ des Master-Regelhefts, Duell-Regelheft) oder am Ende der Verdammnisphase (Onslaught-4-Druck)
new-rule-source-two_player_demand_sacrifice_doom = Schläfer, Opfer verlangen, zwei Spieler: Todesresultate, die als Schmerzen zählen, geben keine halbe { -doom }, denn sie wurden umgewandelt, bevor sie zugeteilt wurden, und nichts ist dem Tod entgangen (Regelentscheidungen R19); wahr gibt die halbe { -doom } der Einheit, wie für eine Einheit, die dem Tod entgeht (Regeln für zwei Spieler, Allgemeine Regeln)
new-rule-source-ubbo_growth = Tcho-Tcho, Ubbo-Sathlas Wachstum: ein Würfel kommt in jeder Verdammnisphase nach seiner ersten Erweckung hinzu, ob im Spiel oder nicht (vorgelesene Onslaught-4-Karte; deutscher Unabhängiger Ubbo-Sathla), oder nur, solange er im Spiel ist (das Master-Regelheft schweigt dazu)
new-rule-source-tcho_tcho_tribe = Stämme der Tcho-Tcho: der Stamm, dessen drei { -spellbook(count: 2) } zu Hierophanten, Seelenlos und Terror hinzukommen, benannt beim Erstellen der Partie oder vom Tcho-Tcho-Spieler vor der ersten Aktion geheim gewählt (Master-Regelheft, Stämme der Tcho-Tcho; Sarkomand will Unabhängige { -great-old-one(count: 2) } und Neutrale Monster in der Partie)
new-rule-source-dark_rituals_immunity = Tcho-Tcho (Leng), Dunkle Rituale: eine Fraktion ist immun mit weniger als 2 { -power } und weniger als 2 { -doom } (sie zahlt, was sie kann), oder mit weniger als 2 von einem der beiden (vorgelesene Karte; nicht geklärt)
new-rule-source-windwalker_start_area = Windschreiter, Spielaufbau: die Zone mit Windschreiter-Glyphe, in der er beginnt (Master-Regelheft, Windschreiter, Spielaufbau: einer der Pole, nach Wahl des Spielers; auf der Karte für 6 Spieler ist der südliche die Berge des Wahnsinns, Regelentscheidungen R22): beim Spielaufbau gefragt oder beim Erstellen der Partie festgelegt
new-rule-source-ithaqua_sacrifice_doom = Windschreiter, zwei Spieler: Ithaqua für die Voraussetzung der 6 { -spellbook(count: 2, case: "dative") } zu opfern (eine Aktion, 0 { -power }) gibt dem Gegner keine { -doom }, oder seine Kosten wie bei einer Eliminierung (Master-Regelheft, Regeln für zwei Spieler; der Ablauf ist nicht gedruckt)
new-rule-source-ithaqua_replaces_yog_sothoth = Windschreiter, Ithaqua erwecken, wo Yog-Sothoth das einzige { -gate(count: 1) } am Pol ist (erlaubt: Master-Regelheft, FAQ, Windschreiter): Yog-Sothoth wird in den Vorrat seines Besitzers eliminiert, wie durch das Bhole, oder bleibt in der { -area(count: 1) } (wohin er kommt, ist nicht gedruckt)

## Eine Zahl von Plätzen, für die es noch nicht genug Fraktionen gibt

new-seats-note = Bisher gibt es erst { $count } Fraktionen.
