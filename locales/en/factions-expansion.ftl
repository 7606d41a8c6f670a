# The expansion factions' own sentences and option labels: Opener of the Way, Sleeper, Windwalker
# and The Ancients (rules/factions/*/). Names arrive with their forms as in log.ftl.

## Log: Opener of the Way
log-gate-carried = { $unit_title } carries the Gate in { $origin }{ $held ->
    [yes] {" "}and the unit Controlling it
   *[no] {""}
} to { $to } (The Beyond One).
log-dread-curse-resolved = { $faction_possessive } Dread Curse of Azathoth is resolved.
log-dread-curse = Dread Curse of Azathoth on { $area }: { $kills } { $kills ->
    [one] Kill
   *[other] Kills
} and { $pains } { $pains ->
    [one] Pain
   *[other] Pains
} to assign.

## Log: Sleeper
log-gate-slumbered = { $faction } { $faction_number ->
    [plural] lift
   *[other] lifts
} the Gate in { $area } and { $unit_title } onto { $faction_number ->
    [plural] their
   *[other] its
} faction card (Cursed Slumber).
log-gate-woken = { $faction } { $faction_number ->
    [plural] put
   *[other] puts
} { $faction_number ->
    [plural] their
   *[other] its
} slumbering Gate and { $unit_title } back into { $area } (Cursed Slumber).
log-burrow-ready = { $faction_possessive } next Move Action may be refunded by Burrow again.
log-burrow-refunded = { $faction } { $faction_number ->
    [plural] have
   *[other] has
} had this turn's Burrow refund.
log-nexus-move-over = { $faction_possessive } Energy Nexus Move is over.
log-nexus-spent = { $faction } { $faction_number ->
    [plural] have
   *[other] has
} spent { $amount } Power Moving with Energy Nexus.
log-nexus-into-cleared = { $faction_possessive } Energy Nexus Move no longer counts the Areas it entered.
log-nexus-into = { $faction_possessive } Energy Nexus Move has entered { $areas }.
log-nexus-into-more = { $first }, { $next }
log-sorcery-none = No Serpent Man of { $faction } is on an enemy's faction card now.
log-sorcery = Serpent Men of { $faction } sit on { $cards } faction { $count ->
    [one] card
   *[other] cards
} (Ancient Sorcery).
log-sorcery-card = { $owner_possessive }

## Log: Windwalker
log-gate-replaced = { $faction } { $faction_number ->
    [plural] destroy
   *[other] destroys
} the Gate in { $area }: Ithaqua takes its place.
log-ice-age-lifted = { $faction_possessive } Ice Age token leaves the map.
log-ice-age-placed = { $faction } { $faction_number ->
    [plural] put
   *[other] puts
} the Ice Age token in { $area }.

## Log: The Ancients
log-cathedral-built = { $faction } { $faction_number ->
    [plural] build
   *[other] builds
} a Cathedral in { $area } ({ $cost } Power).
log-cathedral-removed = { $faction } { $faction_number ->
    [plural] remove
   *[other] removes
} { $faction_number ->
    [plural] their
   *[other] its
} Cathedral from { $area } ({ $reason }).
log-dematerialized = { $faction } { $faction_number ->
    [plural] use
   *[other] uses
} Dematerialization in Round { $round }.
log-un-men = { $faction } { $faction_number ->
    [plural] have
   *[other] has
} { $count } { $count ->
    [one] Un-Man
   *[other] Un-Men
} on the map now.

## Options: Opener of the Way
option-awaken-yog-sothoth = Awaken Yog-Sothoth in place of your Spawn in { $area } ({ $cost } Power)
option-summon-through = Summon { $unit } at the Gate in { $area } ({ $cost } Power)
option-beyond-one = The Beyond One: { $unit } takes the Gate in { $origin } to { $to }
option-dragon-ascending = Dragon Ascending: set your Power to { $enemy_possessive } { $power }
option-dragon-descending = Dragon Descending: double this Ritual's Doom for Gates
option-promote = Promote { $unit } in { $area } to { $into }
option-split-spawn = Split the Spawn of Yog-Sothoth in { $area } into { $count } Mutants
option-channel-power = Channel Power: pay 1 Power to re-roll your { $misses } missed dice
option-dread-curse = Dread Curse of Azathoth on { $area } ({ $dice } dice, { $cost } Power)
option-dread-curse-split = Give a { $result ->
    [kill] Kill
   *[pain] Pain
} to { $victim }
option-dread-curse-victim = { $result ->
    [kill] Kill
   *[pain] Pain
} on { $unit }
option-dread-curse-retreat = Send { $unit } to { $to }

## Options: Sleeper
option-awaken-tsathoggua = Awaken Tsathoggua beside your Formless Spawn in { $area } ({ $cost } Power)
option-lethargy = Lethargy: Tsathoggua does nothing ({ $cost } Power)
option-death-from-below = Death from Below: place { $unit } in { $area }
option-gift-of-three = Give 3 Power to { $to }
option-capture-monster = Capture Monster: take a Monster of { $enemy } in { $area } ({ $cost } Power)
option-capture-monster-victim = Give up { $unit } in { $area }
option-cursed-slumber = Cursed Slumber: lift your Gate in { $area } off the map (1 Power)
option-cursed-slumber-return = Cursed Slumber: put your Gate back in { $area } ({ $cost } Power)
option-demand-sacrifice = Demand Sacrifice: the enemy gives you an Elder Sign, or its Kills on your units count as Pains
option-sacrifice-elder-sign = Demand Sacrifice: Sleeper gains 1 Elder Sign
option-sacrifice-kills-as-pains = Demand Sacrifice: your Kills on Sleeper's units count as Pains
option-ancient-sorcery = Ancient Sorcery: send the Serpent Man in { $area } to { $enemy } and use { $ability } (1 Power)
option-ancient-sorcery-return = Ancient Sorcery: return the Serpent Man from { $enemy_possessive } card to { $area } and gain 1 Power
option-fertility-cult-summon = Fertility Cult: Summon { $unit } at { $area } ({ $cost } Power){ $then ->
    [more] , then maybe more
    [unlimited] {" "}as an Unlimited Action
   *[none] {""}
}
option-fertility-cult-stop = Summon no more Monsters this Action
option-energy-nexus = Energy Nexus: { $action }
option-energy-nexus-done = Energy Nexus: finish the Move
option-nexus-battle = Battle { $enemy } in { $area } first ({ $cost } Power)
option-nexus-move = Move { $unit } out of { $area } to { $to } ({ $cost } Power)
option-nexus-recruit = Recruit { $unit } in { $area } ({ $cost } Power)
option-nexus-summon = Summon { $unit } at your Gate in { $area } ({ $cost } Power)
# A Spellbook requirement's Action: "as your Action" and the rest of the card's words ($rest,
# English); $slot is the requirement's place on the faction card.
option-nexus-requirement = { $slot ->
   *[other] as your Action{ $rest }
}

## Options: Windwalker
option-awaken-windwalker = Awaken { $how ->
    [gate] Ithaqua, replacing the Gate,
    [yog] Ithaqua, replacing Yog-Sothoth (the only Gate there),
   *[rhan] Rhan Tegoth
} in { $area } ({ $cost } Power)
option-hibernate = Hibernate: gain { $gain } Power and take no more Actions this Phase
option-ice-age = Ice Age: put the Ice Age token in { $area }
option-take-spellbook-now = Take a Spellbook now{ $signs ->
    [0] {""}
    [one] {" "}(and { $signs } Elder Sign)
   *[other] {" "}(and { $signs } Elder Signs)
}
option-sacrifice-ithaqua = Sacrifice Ithaqua to meet the 6-Spellbooks requirement
option-eternal = Eternal: spend 1 Power so Rhan Tegoth ignores his Kill or Pain
option-cannibalism = Cannibalism: put a { $unit } from your Pool into { $area }
option-howl = Howl: the enemy retreats one of his units from the Battle
option-howl-retreat = Howl: { $unit } retreats to { $to }
option-berserkergang-victim = Berserkergang: Eliminate your { $unit }
option-arctic-wind = Arctic Wind: carry { $unit } along to { $to }
option-arctic-wind-done = Arctic Wind: carry no more units

## Options: The Ancients
option-dematerialization = Dematerialization: move { $some ->
    [yes] some
   *[no] all
} of your units from { $origin } to { $to }
option-dematerialize-unit = Dematerialization: take { $unit } to { $to }
option-dematerialize-rest = Dematerialization: the rest stay
option-free-summon = Summon { $unit } for free at { $own ->
    [yes] your Gate
   *[no] the Gate
} in { $area }
option-festival-gift = Festival: give { $to } 1 Power
option-build-cathedral = Build a Cathedral in { $area } ({ $cost } Power)
option-unholy-ground = Unholy Ground: remove your Cathedral in { $area }
option-unholy-ground-victim = Eliminate { $unit }
