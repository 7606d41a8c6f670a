# Die Worte der Browserseiten (service/web/templates, service/web/static/js). Ein Element trägt
# data-l10n-id="<id>" (und data-l10n-args, benannte Argumente als JSON); js/l10n.js setzt seinen Text.

site-skip = Zum Inhalt springen
site-nav = Website
site-mine = Meine Partien
site-new = Partie erstellen
site-api = API
site-language = Sprache

home-heading = Cthulhu Wars im Browser
home-intro-play = Spiele das Brettspiel Cthulhu Wars mit Freunden im Browser, einen Zug am Tag oder alles an einem Abend.
    Regeln, Würfel und alle Geheimnisse bleiben auf dem Server, und jede beendete Partie lässt sich Wurf für Wurf nachprüfen.
home-create = Partie erstellen
home-mine = Meine Partien
home-mine-empty = Partien, die du in diesem Browser erstellst oder denen du beitrittst, erscheinen hier.
home-mine-failed = Deine Partien konnten nicht geladen werden: { $reason }
home-section-move = Du bist am Zug
home-section-waiting = Warten
home-section-open = Offen
home-section-finished = Beendet
home-section-lost = Nicht gefunden
home-seats-move = Deine Plätze in einen anderen Browser mitnehmen
home-seats-hint = Die Datei enthält deine Platz-Tokens: Wer sie hat, spielt deine Plätze. Importiere sie im anderen Browser.
home-seats-export = Meine Plätze exportieren
home-seats-import = Plätze importieren
home-seats-imported = { $count ->
    [one] { $count } Partie importiert.
   *[other] { $count } Partien importiert.
}
home-open-heading = Öffentliche Partien mit freien Plätzen
home-open-join = { $name } beitreten
home-open-seats = { $open } von { $total } Plätzen frei · Karte { $layout }
home-open-factions = Frei: { $factions }
home-open-none = Gerade wartet keine öffentliche Partie auf Mitspieler.
home-list-failed = Die Liste konnte nicht geladen werden: { $reason }
home-watch-heading = Zuschauen oder nachspielen
home-watch-hint = Jede öffentliche Partie kann man beim Spielen verfolgen und jede beendete aus der Sicht jedes Spielers nachspielen.
home-watch-live = Laufende Partien
home-watch-done = Beendet
home-watch-live-link = { $name } zuschauen
home-watch-done-link = { $name } nachspielen
home-watch-round = { $factions } · Runde { $round }
home-watch-live-none = Gerade läuft keine öffentliche Partie.
home-watch-done-none = Noch keine öffentliche Partie ist beendet.

join-heading = Einer Partie beitreten
join-loading = Die Partie wird geladen…
join-choose = Wähle deinen Platz
join-name = Dein Name (die anderen Spieler sehen ihn)
join-take = Platz einnehmen
join-game = { $name } beitreten
join-private = Diese Partie ist privat: Öffne den Einladungslink, den du bekommen hast, so wie er ist.
join-full = Alle Plätze sind besetzt.
join-watch = Der Partie zuschauen
join-summary = { $players } Spieler auf der Karte { $layout }; { $open ->
    [one] { $open } Platz frei
   *[other] { $open } Plätze frei
}. Die Partie beginnt, sobald alle Plätze besetzt sind.
join-seat = { $faction } ({ $seat }): { $status }
join-seat-open = frei
join-seat-bot = { $bot ->
    [none] gespielt von einem Bot
   *[other] gespielt von einem Bot der Stufe { $bot }
}
join-seat-taken = besetzt von { $name }
join-seat-taken-anonymous = von einem Spieler besetzt
join-name-needed = Gib einen Namen an, den die anderen Spieler sehen.

site-account = Konto
account-heading = Dein Konto
account-optional = Ein Konto ist freiwillig: Platz-Links spielen auch ohne. Angemeldet folgen dir deine Plätze in jeden Browser, in dem du dich anmeldest.
account-sign-in = Anmelden
account-email = E-Mail-Adresse
account-send-link = Schick mir einen Anmeldelink
account-link-sent = Wenn die Adresse stimmt, ist ein Anmeldelink unterwegs. Er gilt einmal, 15 Minuten lang.
account-profile = Profil
account-signed-in-as = Angemeldet als
account-add-seats = Die Plätze dieses Browsers meinem Konto hinzufügen
account-seats-added = { $count ->
    [one] Ein Platz gehört jetzt zu deinem Konto.
   *[other] { $count } Plätze gehören jetzt zu deinem Konto.
}
account-sign-out = Abmelden
account-sign-out-everywhere = Überall abmelden
account-delete = Mein Konto löschen
account-delete-hint = Deine Partien bleiben, wie sie sind, und deine Plätze behalten ihre Namen; die Platz-Links in deinen Browsern gelten weiter.
account-delete-confirm = Mein Konto jetzt löschen
account-signing-in = Anmeldung läuft…
account-back = Zu deinem Konto
account-link-missing = Diese Adresse enthält keinen Anmeldelink; öffne den Link aus der E-Mail noch einmal.
account-name = Dein Name in der Rangliste
account-name-save = Name speichern
account-name-saved = Dein Name ist gespeichert.
account-rating = Wertung { $rating } (± { $uncertainty }) nach { $games } gewerteten Partien
account-rating-none = Noch keine Wertung: Sie kommt mit deiner ersten gewerteten Partie.
account-playing = Laufende Partien
account-finished = Beendete Partien
account-games-none = Noch keine.
account-game = { $name } · { $faction }
account-game-won = { $name } · { $faction } · gewonnen
account-game-lost = { $name } · { $faction } · verloren
account-record = Bilanz je Fraktion
account-record-faction = Fraktion
account-record-played = Gespielt
account-record-won = Gewonnen
account-passkey-sign-in = Mit einem Passkey anmelden
account-passkey-add = Einen Passkey hinzufügen
account-passkey-added = Dein Passkey ist hinzugefügt: Melde dich auf diesem Gerät ab jetzt damit an.
