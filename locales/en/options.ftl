# Option labels the engine itself offers: the decision panel of every game (rules/engine, rules/maps/library.py).

## Action Phase (rules/engine/actions.py)
option-drop-power = Drop your Power to 0 and take no further Actions this Phase
option-end-turn = End your turn
option-recruit = Recruit { $unit } in { $area } ({ $cost } Power)
option-summon = Summon { $unit } at your Gate in { $area } ({ $cost } Power)
option-create-gate = Create a Gate in { $area } and { $control ->
    [yes] Control it
   *[no] leave it Abandoned
} ({ $cost } Power)
option-move = Move { $unit }{ $gate ->
    [yes] {" "}(abandoning its Gate)
   *[no] {""}
} from { $here } to { $to } ({ $cost } Power)
option-move-done = Finish the Move Action
option-capture = Capture a Cultist of { $enemy } in { $area } ({ $cost } Power)
option-capture-victim = Give up { $unit } in { $area }
option-control-gate = Control the Abandoned Gate in { $area } with { $unit }
option-abandon-gate = Abandon your Gate in { $area }
option-battle = Battle { $enemy } in { $area } ({ $cost } Power)
option-requirement-action = As your Action: { $text }

## Doom Phase, First Player, set-up (rules/engine/phases.py, rules/engine/start.py)
option-first-player = Make { $faction } the First Player
option-direction = Play proceeds { $direction }
option-ritual = Perform a Ritual of Annihilation ({ $cost } Power)
option-end-ritual-turn = End your Ritual turn
option-reveal-elder-sign = Reveal an Elder Sign worth { $value } Doom
option-start-area = Set up in { $area }

## Battle (rules/engine/battle.py)
option-assign = Assign a { $result ->
    [kill] Kill
    [pain] Pain
   *[elimination] Elimination
} to { $unit }
option-retreat = Retreat { $unit } to { $area }
option-retreat-blocked = Nowhere to Retreat: Eliminate { $unit }

## Out-of-turn windows and standing answers (rules/engine/windows.py)
option-window-pass = Pass ({ $window })
option-always-pass = Always pass on { $window } abilities
option-always-ask = Ask me about { $window } abilities
option-pass-unless = Pass on { $window } abilities unless { $condition ->
   *[other] { $conditionwords }
}

## Loyalty Cards (rules/engine/loyalty.py)
option-awaken-card = Awaken { $card } in { $area } ({ $cost } Power)
option-buy-card = Buy { $card } ({ $doom } Doom{ $power ->
    [0] {""}
   *[other] {" "}and { $power } Power
}): { $place }
option-buy-card-to-pool = Buy { $card } ({ $doom } Doom{ $power ->
    [0] {""}
   *[other] {" "}and { $power } Power
}): its figures wait in your Pool
option-first-figure-at-gate = its first figure at your Gate in { $area }

## The Library at Celaeno (rules/maps/library.py)
option-custodian-activate = Spend a Silence Token: the Custodian { $stays ->
    [yes] stays in { $area } (Agony +1)
   *[no] to { $area }
}
option-librarian-activate = Spend a Silence Token: the Librarian { $stays ->
    [yes] stays in { $area } (Agony +1)
   *[no] to { $area }
}
option-custodian-victim = The Custodian takes a unit of { $mine ->
    [yes] yours
   *[no] { $faction }
} from { $area } to the Oubliette ({ $left } to go)
option-custodian-unit = The Custodian sends { $unit } from { $area } to the Oubliette
option-tome-larvae = { $tome } (Tome, then face down): gain an Elder Sign, an enemy having more Power
option-tome-yr-power = { $tome } (Tome, then face down): gain 2 Power, an enemy having more Doom
option-tome-yr-monster = { $tome } (Tome, then face down): { $unit } free at your Gate in { $area }
option-tome-guardian = { $tome } (Tome, then face down): { $enemy }'s units in { $area } to { $to }
option-barrier-silence = { $barrier }: discard a Silence Token to be free to Battle { $enemy } in this Action
option-barrier-captive = { $barrier }: release { $unit } you hold Captured to be free to Battle { $enemy } in this Action
option-librarian-share = The Librarian: one Agony for { $faction } ({ $left } to give)
option-agony-unit = Agony ({ $owing } to satisfy): Eliminate { $unit } in { $area }
option-agony-doom = Agony ({ $owing } to satisfy): lose 1 Doom
option-agony-tome = Agony ({ $owing } to satisfy): return the Overdue Tome { $tome } to its slot

## Shared by the factions (rules/factions/common.py): a verb or a noun the faction says as a phrase
option-victim = { $verb } { $unit } in { $area }
option-offer = Offer { $count } { $noun } of the { $amount } demanded

## A Spellbook placed on a met requirement; a requirement as an option quotes it
option-requirement-words = { $requirement }
option-place-spellbook = Place { $book } on the requirement '{ $requirement }'
option-take-neutral-spellbook = Take the neutral Spellbook { $book } for the requirement '{ $requirement }' (giving up one of your own)
