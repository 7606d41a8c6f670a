# Die Sätze des Protokolls (docs/i18n.md, Abschnitt 6), in den Worten der deutschen Ausgabe
# (docs/glossary.de.md). Namen kommen mit ihren Formen: $faction (der Name), $faction_number,
# $faction_gender, $faction_acc, $faction_dat, $faction_gen; $unit, $unit_gender, $unit_plural,
# $unit_owner_gen (wessen Einheit); $area, $area_in.

log-turn-began = { $faction } { $faction_number ->
    [plural] beginnen
   *[other] beginnt
} einen Zug.
log-turn-ended = { $faction } { $faction_number ->
    [plural] beenden
   *[other] beendet
} den Zug.
log-faction-set-up = { $faction } { $faction_number ->
    [plural] stellen
   *[other] stellt
} { $area_in } mit einem { -gate(count: 1) } und { $units } Einheiten auf, { $power } { -power }.
log-faction-set-up-off-map = { $faction } { $faction_number ->
    [plural] stellen
   *[other] stellt
} nichts auf dem Spielplan auf, { $power } { -power }.
log-start-area-chosen = { $faction } { $faction_number ->
    [plural] wählen
   *[other] wählt
} als Startzone: { $area }.
log-first-player-chosen = { $faction } { $faction_number ->
    [plural] sind
   *[other] ist
} Startspieler.
log-power-gathered = { $faction } { $faction_number ->
    [plural] erhalten
   *[other] erhält
} { $amount } { -power }.
log-power-dropped = { $faction } { $faction_number ->
    [plural] fallen
   *[other] fällt
} auf 0 { -power }.
log-minimum-power-applied = { $faction } { $faction_number ->
    [plural] werden
   *[other] wird
} auf das Minimum von { $power } { -power } angehoben.
log-decay-paid = { $faction } { $faction_number ->
    [plural] zahlen
   *[other] zahlt
} { $amount } { -power } für den Verfall.
log-decay-increased = Der Verfall steigt auf { $decay }.
log-cultist-recruited = { $faction } { $faction_number ->
    [plural] rekrutieren
   *[other] rekrutiert
} 1 { $unit } { $area_in } für { $cost } { -power }.
log-monster-summoned = { $faction } { $faction_number ->
    [plural] beschwören
   *[other] beschwört
} 1 { $unit } { $area_in } für { $cost } { -power }.
log-monster-summoned-waits = { $faction } { $faction_number ->
    [plural] beschwören
   *[other] beschwört
} 1 { $unit } bei { $area } für { $cost } { -power }; es wartet auf der Fraktionskarte.
log-great-old-one-awakened = { $faction } { $faction_number ->
    [plural] erwecken
   *[other] erweckt
} { $unit } { $area_in } für { $cost } { -power }.
log-gate-created = { $faction } { $faction_number ->
    [plural] erschaffen
   *[other] erschafft
} ein { -gate(count: 1) } { $area_in } für { $cost } { -power }.
log-gate-controlled = { $faction } { $faction_number ->
    [plural] kontrollieren
   *[other] kontrolliert
} das { -gate(count: 1) } { $area_in } (Einheit: { $unit }).
log-gate-abandoned = { $faction } { $faction_number ->
    [plural] geben
   *[other] gibt
} das { -gate(count: 1) } { $area_in } auf.
log-move-finished = { $faction } { $faction_number ->
    [plural] beenden
   *[other] beendet
} das Bewegen.
log-action-finished = { $faction } { $faction_number ->
    [plural] schließen
   *[other] schließt
} die Aktion ab.
log-requirement-action-taken = { $faction } { $faction_number ->
    [plural] führen
   *[other] führt
} eine Aktion für eine Zauberbuchvoraussetzung aus, für { $cost } { -power }.
log-battle-declared = { -battle } { $area_in }: { $faction } { $faction_number ->
    [plural] greifen
   *[other] greift
} { $enemy_acc } an.
log-unit-killed = { $unit } { $unit_owner_gen } wird { $area_in } getötet.
log-unit-retreated = { $unit } { $unit_owner_gen } zieht sich von { $origin } nach { $to } zurück.
log-battle-ended = Der { -battle } { $area_in } ist vorbei.
log-battle-interposed = { $faction } { $faction_number ->
    [plural] kämpfen
   *[other] kämpft
} zuerst { $area_in } gegen { $enemy_acc }; der dort angesagte { -battle } wartet.
log-battle-resumed = Der zuerst geführte { -battle } { $area_in } ist vorbei; der angesagte { -battle } geht weiter.
log-ritual-performed = { $faction } { $faction_number ->
    [plural] führen
   *[other] führt
} für { $cost } { -power } ein { -ritual } aus und { $faction_number ->
    [plural] erhalten
   *[other] erhält
} { $doom } { -doom }.
log-ritual-turn-ended = { $faction } { $faction_number ->
    [plural] beenden ihren
   *[other] { $faction_gender ->
        [feminine] beendet ihren
       *[other] beendet seinen
    }
} Ritualzug.
log-elder-sign-drawn = { $faction } { $faction_number ->
    [plural] ziehen
   *[other] zieht
} ein { -elder-sign(count: 1) }.
log-elder-sign-drawn-worth = { $faction } { $faction_number ->
    [plural] ziehen
   *[other] zieht
} ein { -elder-sign(count: 1) } im Wert von { $value } { -doom }.
log-elder-sign-revealed = { $faction } { $faction_number ->
    [plural] decken
   *[other] deckt
} ein { -elder-sign(count: 1) } im Wert von { $value } { -doom } auf.
log-position-loaded = Das Spiel beginnt mit einer vorgegebenen Stellung.
log-cultist-captured = { $faction } { $faction_number ->
    [plural] nehmen
   *[other] nimmt
} { $unit } { $unit_owner_gen } { $area_in } gefangen.
log-capture-declared = { $faction } { $faction_number ->
    [plural] versuchen
   *[other] versucht
} { $area_in }, einen { -cultist(count: 1, case: "accusative") } { $enemy_gen } gefangen zu nehmen.

## Die Ereignisse des Dienstes selbst (play/sentences.py). $seat: ein Platz, bei seiner Fraktion genannt.

log-seat-claimed = { $name } übernimmt { $seat_acc }.
log-seat-claimed-unnamed = Ein Spieler übernimmt { $seat_acc }.
log-seat-left = Der Spieler { $seat_gen } geht; der Platz ist wieder frei.
log-seat-handed-to-bot = { $seat } wird an den Bot { $bot } übergeben.
log-seat-token-rotated = { $seat } { $seat_number ->
    [plural] erhalten
   *[other] erhält
} ein neues Token; das alte gilt nicht mehr.
log-game-started = Alle Plätze sind besetzt: die Partie beginnt.
log-undo-answered = { $seat } { $seat_number ->
    [plural] stimmen
   *[other] stimmt
} dem Zurücknehmen zu.
log-deadline-cleared = { $seat } { $seat_number ->
    [plural] haben
   *[other] hat
} jetzt keine Frist mehr.
log-decision-timed-out = { $seat } { $seat_number ->
    [plural] haben
   *[other] hat
} keine Zeit mehr; die Uhr entscheidet.

## Phasen, Spielrichtung, Zeitfenster außerhalb des eigenen Zuges, Zauberbücher, Bewegen und Würfel.

log-phase-began = Runde { $round }: { $phase ->
    [gather_power] die Machtphase
    [first_player] die Startspielerphase
    [doom] die Verdammnisphase
    [action] die Aktionsphase
   *[other] die Phase { $phasewords }
} beginnt.
log-direction-chosen = { $faction } { $faction_number ->
    [plural] wählen
   *[other] wählt
} die Spielrichtung { $direction ->
    [clockwise] im Uhrzeigersinn
    [counterclockwise] gegen den Uhrzeigersinn
   *[other] { $direction }
}.
log-window-opened = Fähigkeiten „{ $window }“ können jetzt eingesetzt werden.
log-window-closed = Der Moment für Fähigkeiten „{ $window }“ ist vorbei.
log-spellbook-placed = { $faction } { $faction_number ->
    [plural] erhalten
   *[other] erhält
} das { -spellbook(count: 1) } „{ $spellbook }“.
log-game-created = Die Partie ist aufgebaut; die Prüfsumme ihres Startwerts ist { $hash }…
log-unit-moved = { $faction } { $faction_number ->
    [plural] bewegen
   *[other] bewegt
} { $unit_great ->
    [yes] { $unit }
   *[other] 1 { $unit }
} { $to_into } (zuvor { $origin_in }).
log-dice-rolled = { $faction } { $faction_number ->
    [plural] würfeln
   *[other] würfelt
} { $faces }: { $kills } { $kills ->
    [one] Todesresultat
   *[other] Todesresultate
}, { $pains } { $pains ->
    [one] Schmerz
   *[other] Schmerzen
}.
log-dice-rolled-none = { $faction } { $faction_number ->
    [plural] würfeln
   *[other] würfelt
} mit keinem Würfel: { $kills } { $kills ->
    [one] Todesresultat
   *[other] Todesresultate
}, { $pains } { $pains ->
    [one] Schmerz
   *[other] Schmerzen
}.

## Kampfergebnisse, Rückzüge, gefangene Kultisten, das Ende der Partie.

log-captured-cultist-returned = { $unit } { $unit_owner_gen } kehrt von der Fraktionskarte { $captor_gen } in den Vorrat zurück.
log-retreat-blocked = { $faction } { $faction_number ->
    [plural] können
   *[other] kann
} { $unit } { $unit_owner_gen } nirgendwohin zurückziehen.
log-result-assigned = { $unit } { $unit_owner_gen } erhält { $result ->
    [kill] ein Todesresultat
    [pain] einen Schmerz
    [elimination] eine Eliminierung
   *[other] { $result }
}.
log-result-assigned-by = { $unit } { $unit_owner_gen } erhält { $result ->
    [kill] ein Todesresultat
    [pain] einen Schmerz
    [elimination] eine Eliminierung
   *[other] { $result }
} durch { $by_acc }.
log-unit-eliminated = { $unit } { $unit_owner_gen } wird { $area_in } eliminiert.
log-game-ended-nobody = Die Partie endet, { $reason ->
    [doom_30_action_phase] denn eine Fraktion hat in der Aktionsphase 30 { -doom } erreicht
    [doom_30] denn eine Fraktion hat in der Verdammnisphase 30 { -doom } erreicht
    [instant_death] denn die Leiste des Rituals der Auslöschung hat den Sofortigen Tod erreicht
    [instant_victory] denn eine Fraktion hat ihre eigene Siegbedingung erfüllt
   *[other] Grund: { $reasonwords }
}: niemand gewinnt; die Menschheit überlebt.
log-game-ended = Die Partie endet, { $reason ->
    [doom_30_action_phase] denn eine Fraktion hat in der Aktionsphase 30 { -doom } erreicht
    [doom_30] denn eine Fraktion hat in der Verdammnisphase 30 { -doom } erreicht
    [instant_death] denn die Leiste des Rituals der Auslöschung hat den Sofortigen Tod erreicht
    [instant_victory] denn eine Fraktion hat ihre eigene Siegbedingung erfüllt
   *[other] Grund: { $reasonwords }
}: { $winner } { $winner_number ->
    [plural] gewinnen
   *[other] gewinnt
}.

## Die Lobby, das Zurücknehmen und die Uhren.

log-game-opened = Die Partie „{ $name }“ wird für { $players } Spieler eröffnet ({ $visibility ->
    [public] öffentlich
    [private] privat
    [unlisted] nicht gelistet
   *[other] { $visibility }
}).
log-undo-applied-free = { $seat } { $seat_number ->
    [plural] nehmen
   *[other] nimmt
} Entscheidungen frei zurück: die Partie kehrt zu Version { $version } zurück.
log-undo-applied-agreed = { $seat } { $seat_number ->
    [plural] nehmen
   *[other] nimmt
} Entscheidungen mit der Zustimmung aller zurück: die Partie kehrt zu Version { $version } zurück.
log-deadline-set = { $seat } { $seat_number ->
    [plural] müssen
   *[other] muss
} bis { $due } entscheiden.
log-clock-charged = Der Uhr { $seat_gen } werden { NUMBER($minutes, useGrouping: 0) } { $minutes ->
    [one] Minute
   *[other] Minuten
} angerechnet.
log-clock-restored = Die Uhr { $seat_gen } geht mit dem Zurücknehmen zurück, abzüglich der seither verbrauchten Zeit: { NUMBER($minutes, useGrouping: 0) } { $minutes ->
    [one] Minute
   *[other] Minuten
} übrig.
log-vacation-started = { $seat } { $seat_number ->
    [plural] nehmen
   *[other] nimmt
} { $days } { $days ->
    [one] Tag
   *[other] Tage
} Urlaub; die Uhr ist angehalten.

## Eingesetzte Fähigkeiten, ausgelassene Zeitfenster und die Vermerke eines Kampfes.

log-unique-action-taken = { $faction } { $faction_number ->
    [plural] setzen
   *[other] setzt
} „{ $ability }“ ein.
log-unique-action-taken-cost = { $faction } { $faction_number ->
    [plural] setzen
   *[other] setzt
} „{ $ability }“ für { $cost } { -power } ein.
log-window-answered = { $faction } { $faction_number ->
    [plural] setzen
   *[other] setzt
} „{ $ability }“ ein.
log-window-passed = { $faction } { $faction_number ->
    [plural] passen
   *[other] passt
}.
log-note-opening-declared = Fähigkeiten, die auf einen eröffneten { -battle } antworten, wirken vor dem Vorkampf.
log-note-opening-pre-battle = Als Nächstes kommt der Vorkampf.
log-note-opening-over = Die Eröffnung des Kampfes ist vorüber.
log-note-bystanders-asked = Die Fraktionen außerhalb des Kampfes hatten ihren Vorkampf-Zug.
log-note-kills-asked = Die Fähigkeiten nach dem Zuweisen der Todesresultate waren an der Reihe.
log-note-resolved-asked = Die Fähigkeiten, die wirken, sobald der Kampf abgehandelt ist, waren an der Reihe.
log-note-defender-first = { $side ->
    [defender] Der Verteidiger
   *[attacker] Der Angreifer
} handelt in diesem Kampf seine Schmerzen zuerst ab.

## Aktionen und Regeln, die das Protokoll wie eine Karte benennt, wo keine Fraktionskarte und kein Zauberbuch sie nennt.

log-ability-eliminate-two-cultists = Zwei Kultisten eliminieren
log-ability-summon = Beschwören
log-ability-an-ability = eine Fähigkeit
log-ability-dematerialize-units = Einheiten entmaterialisieren
log-ability-fertility-cult-more = Fruchtbarkeitskult, weitere Beschwörung

## Gewonnene oder verlorene Macht und Verdammnis, und warum ($reasonkind: none, ability, owned, rule).

log-reason = { $reasonkind ->
    [none] {""}
    [owned] { " " }(Zauberbuchvoraussetzung { $reason_gen })
    [rule] { " " }({ $rule ->
        [two_player_loss] Regel für zwei Spieler
       *[elder_sign_bag_empty] kein { -elder-sign(count: 1) } mehr zu ziehen
    })
   *[ability] { " " }(„{ $reason }“)
}
log-power-gained = { $faction } { $faction_number ->
    [plural] erhalten
   *[other] erhält
} { $amount } { -power }{ log-reason }.
log-power-lost = { $faction } { $faction_number ->
    [plural] verlieren
   *[other] verliert
} { $amount } { -power }{ log-reason }.
log-power-none = { $faction } { $faction_number ->
    [plural] erhalten
   *[other] erhält
} keine { -power }{ log-reason }.
log-doom-gained = { $faction } { $faction_number ->
    [plural] erhalten
   *[other] erhält
} { $amount } { -doom }{ log-reason }.
log-doom-lost = { $faction } { $faction_number ->
    [plural] verlieren
   *[other] verliert
} { $amount } { -doom }{ log-reason }.

## Die Schritte eines Kampfes, feste Antworten, Entscheidungen einer Fraktion, Bitten um Zurücknehmen.

log-battle-advanced = Der { -battle } { $area_in } geht weiter { $step ->
    [pre_battle] zum Vorkampf
    [kills] zum Zuweisen der Todesresultate
    [pains] zum Zuweisen der Schmerzen
    [apply] zum Anwenden der Ergebnisse
    [retreat_attacker] zum Rückzug des Angreifers
    [retreat_defender] zum Rückzug des Verteidigers
    [end] zum Ende
   *[other] mit „{ $stepwords }“
}.
log-standing-answer-changed = { $seat } { $seat_number ->
    [plural] ändern
   *[other] ändert
} die automatische Antwort auf Fähigkeiten „{ $window }“.
log-standing-answer-set = { $seat } { $seat_number ->
    [plural] setzen
   *[other] setzt
} die automatische Antwort auf Fähigkeiten „{ $window }“: { $answer ->
    [always_pass] immer passen
    [ask] jedes Mal fragen
    [pass_unless] passen, außer { $condition ->
        [my_cultist_capturable] einer meiner Kultisten könnte gefangen genommen werden
        [a_unit_may_be_promoted] eine Einheit könnte befördert werden
        [dice_missed] Würfel haben verfehlt
       *[other] { $conditionwords }
    }
   *[other] { $answerwords }
}.
log-demand-settled = Die Entscheidung, die { $faction_dat } abverlangt wurde, ist gefallen.
log-demand = { $chooser } { $chooser_number ->
    [plural] haben
   *[other] hat
} für „{ $ability }“ eine Entscheidung zu treffen.
log-undo-requested-version = { $seat } { $seat_number ->
    [plural] bitten
   *[other] bittet
} darum, bis Version { $version } zurückzunehmen; die anderen Plätze müssen zustimmen.

## Wer für eine Seite entscheidet, zusätzliche Ergebnisse, ersetzte Zauberbücher, Loyalitätskarten.

log-battle-control-granted = { $faction } { $faction_number ->
    [plural] entscheiden
   *[other] entscheidet
} im { -battle } für die Seite { $role ->
    [attacker] des Angreifers
    [defender] des Verteidigers
   *[other] { $role }
}.
log-battle-hits-added = { $faction } { $faction_number ->
    [plural] erhalten
   *[other] erhält
} { $amount } { $result ->
    [kill] { $amount ->
        [one] weiteres Todesresultat
       *[other] weitere Todesresultate
    }
    [pain] { $amount ->
        [one] weiteren Schmerz
       *[other] weitere Schmerzen
    }
   *[other] weitere Ergebnisse „{ $resultwords }“
}.
log-spellbook-replaced = { $faction } { $faction_number ->
    [plural] ersetzen
   *[other] ersetzt
} das { -spellbook(count: 1) } „{ $old }“ durch „{ $new }“.
log-loyalty-card-gained = { $faction } { $faction_number ->
    [plural] nehmen
   *[other] nimmt
} die Loyalitätskarte „{ $card }“.
log-loyalty-card-gained-from = { $faction } { $faction_number ->
    [plural] nehmen
   *[other] nimmt
} die Loyalitätskarte „{ $card }“ von { $giver_dat }.
log-loyalty-card-bought = { $faction } { $faction_number ->
    [plural] kaufen
   *[other] kauft
} die Karte „{ $card }“ für { $doom } { -doom }.
log-loyalty-card-bought-power = { $faction } { $faction_number ->
    [plural] kaufen
   *[other] kauft
} die Karte „{ $card }“ für { $doom } { -doom } und { $power } { -power }.
log-loyalty-card-returned = „{ $card }“ ist fort: die Loyalitätskarte geht von { $faction_dat } zurück in den Vorrat, und ihr { -spellbook(count: 1) } fällt ab.
log-undo-closed = Die Bitte um Zurücknehmen ist geschlossen: { $kind ->
    [superseded] durch eine Entscheidung überholt
    [expired] abgelaufen
    [declined] abgelehnt von { $seat_dat }
   *[other] { $reason }
}.
log-unit-owner-changed = { $unit } { $unit_owner_gen } gehört jetzt { $ownerkind ->
    [none] keiner Fraktion
   *[faction] { $owner_dat }
}{ $arrives ->
    [yes] { " " }und kommt { $to_in } ins Spiel
   *[no] {""}
}.

## Die Bibliothek von Celaeno (rules/maps/library.py)
log-silence-tokens = { $faction } { $faction_number ->
    [plural] haben
   *[other] hat
} jetzt { $count ->
    [0] keinen Stillemarker
    [one] 1 Stillemarker
   *[other] { $count } Stillemarker
}.
log-custodian-placed = { $faction } { $faction_number ->
    [plural] legen
   *[other] legt
} einen Stillemarker ab: der Hüter steht { $area_in }.
log-map-data = Der Kartenwert { $key } ist jetzt { $value }.
log-librarian-placed = { $faction } { $faction_number ->
    [plural] legen
   *[other] legt
} einen Stillemarker ab: die Bibliothekarin steht { $area_in }.
log-tomes = Die Bibliotheksfolianten: { $held ->
    [0] keiner im Besitz
    [one] 1 im Besitz
   *[other] { $held } im Besitz
}, { $overdue } überfällig, { $down } verdeckt.

## Pieces of sentences: lists, and units as an option names them (rules.engine.pieces)
list-and = { $first } und { $second }
piece-a = { $unit }
piece-a-with = { $unit } { $facts }
piece-the = { $unit_gender ->
    [feminine] die
    [neuter] das
   *[masculine] der
} { $unit }
piece-the-with = { $unit_gender ->
    [feminine] die
    [neuter] das
   *[masculine] der
} { $unit } { $facts }
piece-on-gate = auf dem { -gate(count: 1, case: "dative") }
piece-beside-gate = neben dem { -gate(count: 1, case: "dative") }
piece-with-results = mit { $results }
piece-result = { $result ->
    [kill] Todesresultat
    [pain] Schmerz
   *[elimination] Eliminierung
}

## Orte abseits des Spielplans, Aufzählungen nur mit Kommas, und Vermerke in allgemeinen Worten
## ($kind: pool, card, offmap, spellbook oder area; $owner die Fraktion, deren Karte oder Zauberbuch es ist).

log-list-comma = { $first }, { $second }
log-unit-title = { $unit_great ->
    [yes] { $unit }
   *[other] { $unit } { $unit_owner_gen }
}
log-unit-label = { $unit }
log-place-from = zuvor { $kind ->
    [pool] im Vorrat
    [card] auf der Fraktionskarte { $owner_gen }
    [offmap] auf der Fraktionskarte { $owner_gen }
    [spellbook] auf dem { -spellbook(count: 1) } „{ $book }“ { $owner_gen }
   *[area] { $area_in }
}
log-place-to = { $kind ->
    [pool] in den Vorrat
    [card] auf die Fraktionskarte { $owner_gen }
    [offmap] auf die Fraktionskarte { $owner_gen }
    [spellbook] auf das { -spellbook(count: 1) } „{ $book }“ { $owner_gen }
   *[area] { $area_into }
}
log-place-at = { $kind ->
    [pool] im Vorrat
    [card] auf der Fraktionskarte { $owner_gen }
    [offmap] auf der Fraktionskarte { $owner_gen }
    [spellbook] auf dem { -spellbook(count: 1) } „{ $book }“ { $owner_gen }
   *[area] { $area_in }
}
log-unit-moved-place = { $faction } { $faction_number ->
    [plural] bewegen
   *[other] bewegt
} { $unit_great ->
    [yes] { $unit }
   *[other] 1 { $unit }
} { $to } ({ $origin }).
log-unit-placed = { $unit } wird { $to } platziert.
log-unit-placed-from = { $unit } wird { $to } platziert ({ $origin }).
log-unit-left-play = { $unit } verlässt das Spiel.
log-unit-left-play-from = { $unit } verlässt das Spiel ({ $origin }).
log-gate-appeared = Ein verlassenes { -gate(count: 1) } erscheint { $area_in } („{ $cause }“).
log-requirement-met = { $faction } { $faction_number ->
    [plural] erfüllen
   *[other] erfüllt
} eine Zauberbuchvoraussetzung: { $requirement }
log-dice-rolled-for = { $faction } { $faction_number ->
    [plural] würfeln
   *[other] würfelt
} für „{ $ability }“: { $dice ->
    [0] kein Würfel
   *[other] { $faces }
}.
log-dice-rolled-for-results = { $faction } { $faction_number ->
    [plural] würfeln
   *[other] würfelt
} für „{ $ability }“: { $dice ->
    [0] kein Würfel
   *[other] { $faces }
}, { $kills } { $kills ->
    [one] Todesresultat
   *[other] Todesresultate
}, { $pains } { $pains ->
    [one] Schmerz
   *[other] Schmerzen
}.
log-bookkeeping-key = „{ $ability }“{ $owned ->
    [yes] { " " }({ $owner })
   *[no] {""}
}
log-note-used-again = { $key } kann in diesem { -battle } wieder eingesetzt werden.
log-note-applies = { $key } gilt in diesem { -battle } für { $targets }.
log-note-used-times = { $key } wurde in diesem { -battle } { $times }-mal eingesetzt.
log-note-used = { $key } wurde in diesem { -battle } eingesetzt.
log-result-word = { $result ->
    [kill] ein Todesresultat
    [pain] einen Schmerz
    [elimination] eine Eliminierung
   *[other] { $result }
}
log-result-key = { $result ->
    [kill] Todesresultat
    [pain] Schmerz
    [elimination] Eliminierung
   *[other] { $result }
}
log-note-ignored = { $who } ignoriert { $count ->
    [0] nichts
   *[other] { $results }
}, das dennoch als zugewiesen zählt.
log-note-half-doom = { $who } hat für diesen { -battle } bereits die halbe { -doom } gegeben.
log-units-exempted = { $count ->
    [0] Keine Einheit ist vom { -battle } ausgenommen.
    [one] { $units } nimmt nicht am { -battle } teil.
   *[other] { $units } nehmen nicht am { -battle } teil.
}
log-results-replaced = { $unit }: die Ergebnisse lauten jetzt { $count ->
    [0] keine
   *[other] { $results }
} ({ $by }).
log-unit-eliminated-cause = { $unit } wird { $area_in } eliminiert („{ $cause }“).
log-doom-share = { $faction } +{ $amount }
log-doom-track-advanced = { -doom } für { -gate(count: 2) }: { $count ->
    [0] niemand
   *[other] { $shares }
}.
log-datum-round = { $faction } { $faction_number ->
    [plural] setzen
   *[other] setzt
} „{ $ability }“ in Runde { $round } ein.
log-datum-awakened = { $ability } ist jetzt einmal erweckt worden.
log-datum-used = { $faction } { $faction_number ->
    [plural] haben
   *[other] hat
} „{ $ability }“ eingesetzt.
log-datum-cleared = { $faction }: { $key } ist gelöscht.
log-datum-set = { $faction }: { $key }.
log-datum-list = { $faction }: { $key }: { $count ->
    [0] keine
   *[other] { $values }
}.
log-datum-updated = { $faction }: { $key } ist aktualisiert.
log-datum-value = { $faction }: { $key } ist jetzt { $value }.
log-game-ended-many = Die Partie endet, { $reason ->
    [doom_30_action_phase] denn eine Fraktion hat in der Aktionsphase 30 { -doom } erreicht
    [doom_30] denn eine Fraktion hat in der Verdammnisphase 30 { -doom } erreicht
    [instant_death] denn die Leiste des Rituals der Auslöschung hat den Sofortigen Tod erreicht
    [instant_victory] denn eine Fraktion hat ihre eigene Siegbedingung erfüllt
   *[other] Grund: { $reasonwords }
}: { $winners } gewinnen.
log-card-spellbook-earned = { $faction } { $faction_number ->
    [plural] erhalten
   *[other] erhält
} { $known ->
    [yes] das { -spellbook(count: 1) } „{ $book }“ von der Loyalitätskarte „{ $card }“
   *[no] das { -spellbook(count: 1) } der Loyalitätskarte „{ $card }“
}.

## Entscheidungen, Bitten um Zurücknehmen mit dem genannten Zug, Revanchen (play/sentences.py).
## $move ist der Zug in der Sprache des Lesers; $move_text der englische Satz, mit der Bitte gespeichert.

log-choice-made = { $seat } { $seat_number ->
    [plural] entscheiden
   *[other] entscheidet
}: { $count ->
    [0] eine Entscheidung
   *[other] { $acts }
}{ $by ->
    [bot] { " " }(vom Bot gespielt)
    [timeout] { " " }(von der Uhr getroffen)
   *[other] {""}
}.
log-undo-requested-move = { $seat } { $seat_number ->
    [plural] bitten
   *[other] bittet
} darum, diese Entscheidung und alles danach zurückzunehmen; die anderen Plätze müssen zustimmen: „{ $move }“
log-undo-requested-quote = { $seat } { $seat_number ->
    [plural] bitten
   *[other] bittet
} darum, diese Entscheidung und alles danach zurückzunehmen; die anderen Plätze müssen zustimmen: „{ $move }.“
log-rematch-proposed = { $seat } { $seat_number ->
    [plural] schlagen
   *[other] schlägt
} eine Revanche vor, die Fraktionen { $deal ->
    [rotate] um einen Platz weitergereicht
   *[anew] neu verteilt
}.
log-rematch-answered = { $seat } { $accepted ->
    [yes] { $seat_number ->
        [plural] nehmen die Revanche an
       *[other] nimmt die Revanche an
    }
   *[no] { $seat_number ->
        [plural] lehnen die Revanche ab
       *[other] lehnt die Revanche ab
    }
}.
