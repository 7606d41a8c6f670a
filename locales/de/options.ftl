# Die Beschriftungen der Optionen, die die Regel-Engine selbst anbietet: das Entscheidungsfeld jeder
# Partie (rules/engine, rules/maps/library.py).

## Aktionsphase (rules/engine/actions.py)
option-drop-power = Passen: { -power } auf 0 senken und in dieser Phase keine Aktionen mehr ausführen
option-end-turn = Zug beenden
option-recruit = { $unit } { $area_in } rekrutieren ({ $cost } { -power })
option-summon = { $unit } an deinem { -gate(count: 1, case: "dative") } { $area_in } beschwören ({ $cost } { -power })
option-create-gate = { -gate(count: 1) } { $area_in } erschaffen und { $control ->
    [yes] kontrollieren
   *[no] verlassen zurücklassen
} ({ $cost } { -power })
option-move = { $unit } { $here_in } { $to_into } bewegen{ $gate ->
    [yes] {" "}und dabei das { -gate(count: 1) } aufgeben
   *[no] {""}
} ({ $cost } { -power })
option-move-done = Bewegungsaktion beenden
option-capture = { -cultist(count: 1, case: "accusative") } { $enemy_gen } { $area_in } gefangen nehmen ({ $cost } { -power })
option-capture-victim = { $unit } { $area_in } abgeben
option-control-gate = Verlassenes { -gate(count: 1) } { $area_in } kontrollieren mit: { $unit }
option-abandon-gate = Dein { -gate(count: 1) } { $area_in } aufgeben
option-battle = { -battle } gegen { $enemy_acc } { $area_in } ({ $cost } { -power })
option-requirement-action = Als deine Aktion: { $text }

## Verdammnisphase, Startspieler, Aufbau (rules/engine/phases.py, rules/engine/start.py)
option-first-player = Startspieler: { $faction }
option-direction = Gespielt wird { $direction ->
    [clockwise] im Uhrzeigersinn
   *[counterclockwise] gegen den Uhrzeigersinn
}
option-ritual = Ein { -ritual } ausführen ({ $cost } { -power })
option-end-ritual-turn = Ritualzug beenden
option-reveal-elder-sign = { -elder-sign(count: 1) } im Wert von { $value } { -doom } aufdecken
option-start-area = Aufbau { $area_in }

## Kampf (rules/engine/battle.py)
option-assign = { $result ->
    [kill] Todesresultat
    [pain] Schmerz
   *[elimination] Eliminierung
} zuweisen: { $unit }
option-retreat = { $unit } { $area_into } zurückziehen
option-retreat-blocked = Kein Rückzug möglich: { $unit } eliminieren

## Fähigkeiten außerhalb des eigenen Zuges, automatische Antworten (rules/engine/windows.py)
option-window-pass = Passen („{ $window }“)
option-always-pass = Bei Fähigkeiten „{ $window }“ immer passen
option-always-ask = Bei Fähigkeiten „{ $window }“ jedes Mal fragen
option-pass-unless = Bei Fähigkeiten „{ $window }“ passen, außer { $condition ->
    [my_cultist_capturable] einer meiner Kultisten könnte gefangen genommen werden
    [a_unit_may_be_promoted] eine Einheit könnte befördert werden
    [dice_missed] Würfel haben verfehlt
    [enemy_has_two_pains] ein Gegner hat zwei Schmerzen
   *[other] { $conditionwords }
}

## Loyalitätskarten (rules/engine/loyalty.py)
option-awaken-card = { $card } { $area_in } erwecken ({ $cost } { -power })
option-buy-card = { $card } kaufen ({ $doom } { -doom }{ $power ->
    [0] {""}
   *[other] {" "}und { $power } { -power }
}): { $place }
option-buy-card-to-pool = { $card } kaufen ({ $doom } { -doom }{ $power ->
    [0] {""}
   *[other] {" "}und { $power } { -power }
}): die Figuren warten in deinem Vorrat
option-first-figure-at-gate = die erste Figur an dein { -gate(count: 1) } { $area_in }

## Die Bibliothek von Celaeno (rules/maps/library.py)
option-custodian-activate = Einen Stillemarker ablegen: der Hüter { $stays ->
    [yes] bleibt { $area_in } (Qual +1)
   *[no] geht { $area_into }
}
option-librarian-activate = Einen Stillemarker ablegen: die Bibliothekarin { $stays ->
    [yes] bleibt { $area_in } (Qual +1)
   *[no] geht { $area_into }
}
option-custodian-victim = Der Hüter bringt eine { $mine ->
    [yes] deiner Einheiten
   *[no] Einheit { $faction_gen }
} { $area_in } in die Oubliette (noch { $left })
option-custodian-unit = Der Hüter bringt { $unit } { $area_in } in die Oubliette
option-tome-larvae = { $tome } (Foliant, danach verdeckt): ein { -elder-sign(count: 1) } erhalten, da ein Gegner mehr { -power } hat
option-tome-yr-power = { $tome } (Foliant, danach verdeckt): 2 { -power } erhalten, da ein Gegner mehr { -doom } hat
option-tome-yr-monster = { $tome } (Foliant, danach verdeckt): { $unit } kostenlos an dein { -gate(count: 1) } { $area_in }
option-tome-guardian = { $tome } (Foliant, danach verdeckt): die Einheiten { $enemy_gen } { $area_in } { $to_into }
option-barrier-silence = { $barrier }: einen Stillemarker abwerfen, um in dieser Aktion { $enemy_acc } angreifen zu dürfen
option-barrier-captive = { $barrier }: gefangene Einheit freilassen ({ $unit }), um in dieser Aktion { $enemy_acc } angreifen zu dürfen
option-librarian-share = Die Bibliothekarin: eine Qual für { $faction_acc } (noch { $left } zu vergeben)
option-agony-unit = Qual (noch { $owing } zu begleichen): { $unit } { $area_in } eliminieren
option-agony-doom = Qual (noch { $owing } zu begleichen): 1 { -doom } verlieren
option-agony-tome = Qual (noch { $owing } zu begleichen): den überfälligen Folianten { $tome } an seinen Platz zurückgeben

## Von den Fraktionen geteilt (rules/factions/common.py): Verb oder Nomen sagt die Fraktion als Phrase
option-victim = { $verb }: { $unit } { $area_in }
option-offer = Angebot: { $count } von { $amount } geforderten { $noun }

## Ein Zauberbuch auf eine erfüllte Voraussetzung legen; eine Voraussetzung, wie eine Auswahl sie zitiert
option-requirement-words = { $requirement }
option-place-spellbook = { $book } auf die Voraussetzung „{ $requirement }“ legen
option-take-neutral-spellbook = Das neutrale { -spellbook(count: 1) } { $book } für die Voraussetzung „{ $requirement }“ nehmen (dafür eines deiner eigenen aufgeben)
