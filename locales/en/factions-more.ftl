# Daemon Sultan, Tcho-Tcho and Bubastis: their log sentences and option labels (docs/i18n.md
# section 6). Names arrive with their forms: $faction, $faction_number, $faction_possessive;
# $unit (a unit's title); $area.

## A list of names joined by commas alone ("a, b, c"), as these sentences always wrote it.
log-more-commas = { $first }, { $second }

## Daemon Sultan: the log

log-chaos-gate-placed = { $faction } { $faction_number ->
    [plural] put
   *[other] puts
} a Chaos Gate in { $area }.
log-chaos-gate-placed-abandoned = { $faction } { $faction_number ->
    [plural] put
   *[other] puts
} a Chaos Gate in { $area }, left Abandoned.
log-chaos-gate-moved = { $faction } { $faction_number ->
    [plural] move their
   *[other] moves its
} Chaos Gate from { $origin } to { $to } (Animate Matter).
log-chaos-gate-turned = { $faction_possessive } Chaos Gate in { $area } becomes a normal Gate ({ $reason ->
    [abandoned] abandoned
    [traitors] traitors
    [gone] gone from its Area
   *[other] { $text }
}).
log-traitor-seated = { $faction } { $faction_number ->
    [plural] seat
   *[other] seats
} a Cultist of another faction on the Gate in { $area } (Traitors!).
log-datum-azathoth-marker = { $faction } { $faction_number ->
    [plural] set
   *[other] sets
} the Azathoth marker to { $value }.
log-datum-spent-books = { $faction_possessive } face-down Spellbooks: { $books }.
log-datum-spent-books-none = { $faction_possessive } Spellbooks are all face-up again.
log-datum-chaos-gates = { $faction_possessive } Chaos Gates stand in { $areas }.
log-datum-chaos-gates-none = { $faction_possessive } Chaos Gates stand in no Area.
log-datum-start-area = { $faction_possessive } start Area is { $area }.
log-datum-start-area-open = { $faction_possessive } start Area is not fixed yet.
log-datum-synthesis-won = The enemies do not cover the Azathoth die's roll: { $faction } wins the game by Avatar Synthesis.

## Daemon Sultan: options

option-psychosis = Psychosis: place an Acolyte in { $area }, where no Unit stands
option-awaken-avatar-thesis = Awaken Avatar Thesis in { $area }, the Azathoth marker at { $marker } ({ $cost } Power)
option-awaken-avatar-antithesis = Awaken Avatar Antithesis in { $area } ({ $cost } Power)
option-awaken-avatar-synthesis = Awaken Avatar Synthesis in { $area } ({ $cost } Power): the enemies lose an Azathoth-die roll in Power and Doom
option-synthesis-offer = Lose { $offer } of the { $left } still uncovered (Power first, then Doom)
option-thesis-gift-all = Every enemy gains 1 Power
option-thesis-gift = { $faction } gains 2 Power
option-thesis-share = Give 1 Power to { $faction } ({ $left } to share)
option-antithesis-curse-all = Every enemy gains 1 Doom
option-antithesis-curse = { $faction } gains 1 Elder Sign
option-antithesis-sacrifice = Eliminate { $unit } in { $area }
option-cosmic-ruler = Cosmic Ruler: spare { $unit } and Eliminate { $instead } in { $area } instead
option-call-on-enemies = Call on every enemy to take 1 Power or 1 Doom; receive the total
option-pick-power = Gain 1 Power ({ $faction } gains 1 Power too)
option-pick-doom = Gain 1 Doom ({ $faction } gains 1 Doom too)
option-chaos-gate = Chaos Gate: put a Chaos Gate in { $area } under your Cultist (1 Power)
option-chaos-gate-abandoned = Chaos Gate: put an Abandoned Chaos Gate in { $area } (1 Power)
option-animate-matter = Animate Matter: move your Chaos Gate from { $origin } to { $to } (1 Power)
option-traitors = Traitors!: { $owner_possessive } { $unit } takes your Chaos Gate in { $area } (1 Power)
option-undirected-energy = Undirected Energy: gain { $gain } Power (1 Power)
option-fiendish-growth = Fiendish Growth: place { $count } Monsters or Acolytes with Antithesis (1 Power)
option-fiendish-growth-place = Place { $unit } in { $area }
option-fiendish-growth-none = Nothing is left in your Pool to place
option-consummation = Consummation: turn { $spellbook } face-up again (1 Power)

## Tcho-Tcho: the log

log-gate-destroyed = { $faction } { $faction_number ->
    [plural] destroy their
   *[other] destroys its
} own Gate in { $area }.
log-datum-growth = Ubbo-Sathla's Growth marker moves to { $value }.
log-datum-ubbo-awakened = Ubbo-Sathla has Awakened once: his Growth die is rolled in every Doom Phase from now on.
log-tribe-chosen = { $faction } { $faction_number ->
    [plural] pick their
   *[other] picks its
} tribe in secret: { $tribe }.
log-tribe-chosen-hidden = { $faction } { $faction_number ->
    [plural] pick their
   *[other] picks its
} tribe in secret.
log-datum-tribe = { $faction_possessive } tribe is revealed: { $tribe }.

## Tcho-Tcho: options

option-tcho-unspeakable-oath = Unspeakable Oath: sacrifice your High Priest in { $area } for 2 Power
option-sycophancy-doom = Sycophancy: { $faction } { $faction_number ->
    [plural] gain
   *[other] gains
} 1 Doom
option-sycophancy-less = Sycophancy: gain 1 Doom less from this Ritual
option-destroy-start-gate = Destroy your Gate in your start Area { $area } (Spellbook requirement)
option-awaken-ubbo-sathla = Awaken Ubbo-Sathla at your Gate in { $area }, Eliminating your High Priest in { $priest_area } ({ $cost } Power)
option-hierophants-priest = Hierophants: place a High Priest in { $area }
option-hierophants-gift = Hierophants: place your High Priest at your Gate in { $area }
option-idolatry-all = Idolatry: bring all your units from the Areas next to { $area } into it
option-idolatry-some = Idolatry: bring some of your units from the Areas next to { $area } into it
option-idolatry-unit = Idolatry: bring { $unit } from { $origin } to { $area }
option-idolatry-rest = Idolatry: the rest stay
option-terror-own = Terror: each Proto-Shoggoth adds 1 to your Combat
option-terror-enemy = Terror: each Proto-Shoggoth takes 1 from the enemy's Combat
option-tribe = Pick the { $tribe } tribe in secret ({ $books })
option-surprise = Surprise!: { $enemy } { $enemy_number ->
    [plural] Eliminate
   *[other] Eliminates
} an Acolyte of its choice and a Proto-Shoggoth takes its place
option-surprise-victim = Surprise!: Eliminate your Acolyte in { $area }
option-dark-rituals = Dark Rituals: each enemy with your High Priest in its start Area pays you 2 Power or 2 Doom
option-dark-rituals-power = Dark Rituals: pay { $faction } 2 Power
option-dark-rituals-doom = Dark Rituals: pay { $faction } 2 Doom
option-fulmination = Fulmination: Ubbo-Sathla leaves the game for good; gain { $count } Elder { $count ->
    [one] Sign
   *[other] Signs
}, one per unit Killed in this Battle
option-doomsday = Doomsday: { $card } appears at your Gate in { $area } for free

## Bubastis: options

option-awaken-bastet = Awaken Bastet in { $area } ({ $cost } Power)
option-requires-attention = Requires Attention: perform a Ritual of Annihilation with Bastet in { $area } for { $doom } Doom ({ $cost } Power)
option-catabolism = Catabolism: Recruit a { $unit } in { $area } ({ $cost } Power)
option-catnapping = Catnapping: send { $enemy_possessive } units in { $area } to the Moon
option-catnapping-all = Catnapping: send every enemy's units in { $area } to the Moon
option-zagazig = Zagazig: both sides read rolled Kills as Pains and Pains as Kills
option-savagery = Savagery: pay 1 Power; each Cat from Saturn has 4 more Combat in this Battle
option-predator = Predator: the enemy Eliminates another { $unit }
option-predator-victim = Predator: Eliminate { $unit } in { $area }
