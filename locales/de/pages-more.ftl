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
}: beschwören { $cost } { -power }, Kampfwert { $combat }
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
