# Option labels of the four factions of the core game, and sentences of the Great Old One packs'
# cards. $area (an Area), $enemy/$owner/$target (a faction), $unit (a unit as the option names it),
# $cost (Power).

## Great Cthulhu
option-awaken-cthulhu = Awaken Cthulhu in { $area } ({ $cost } Power)
option-dreams = Dreams: replace an Acolyte of { $enemy } in { $area }
option-dreams-victim = Dreams: give up { $unit } in { $area }
option-submerge = Submerge Cthulhu from { $area } (1 Power)
option-submerge-with = Submerge { $unit } with Cthulhu
option-submerge-with-none = No more units Submerge
option-emerge = Return the Submerged units to { $area } ({ $cost } Power)
option-devolve = Devolve { $unit } in { $area } into a Deep One
option-devour = Devour: the enemy Eliminates one of his Monsters or Cultists in the Battle
option-absorb = Absorb: the Shoggoth Eliminates { $unit } for 3 more dice
option-regenerate = Regenerate: the Starspawn in the Battle survives its single Kill
option-regenerate-donor = Regenerate: { $taker } also takes the { $result ->
    [kill] Kill
   *[pain] Pain
} on { $unit }
option-regenerate-unassigned = Regenerate: { $taker } also takes an unassigned { $result ->
    [kill] Kill
   *[pain] Pain
}

## Crawling Chaos
option-awaken-nyarlathotep = Awaken Nyarlathotep at your Gate in { $area } ({ $cost } Power)
option-pay-ten = As your Action, pay 4 and 6 Power together (10 Power)
option-thousand-forms = Thousand Forms: roll a die; the others lose that much Power between them
option-abduct = Abduct: Eliminate a Nightgaunt; the enemy Eliminates one of his Monsters or Cultists
option-invisibility = Invisibility: exempt { $unit } of { $owner } from the Battle
option-seek-and-destroy = Seek and Destroy: bring the Hunting Horror from { $area }
option-emissary = Emissary of the Outer Gods: the Kill on Nyarlathotep becomes a Pain
option-harbinger-power = The Harbinger: gain { $power } Power for { $goo }
option-harbinger-elder-signs = The Harbinger: take 2 Elder Signs for { $goo }
option-madness-attacker-first = Madness: choose the Retreats, attacker first
option-madness-defender-first = Madness: choose the Retreats, defender first

## Black Goat
option-summon-more = Summon { $unit } at { $area } ({ $cost } Power)
option-fertility-unlimited = Fertility Cult: Summon { $unit } at { $area } ({ $cost } Power) as an Unlimited Action
option-fertility-more = Fertility Cult: Summon { $unit } at { $area } ({ $cost } Power), then maybe more
option-fertility-none = Summon no more Monsters this Action
option-awaken-shub-niggurath = Awaken Shub-Niggurath at your Gate in { $area } ({ $cost } Power, 2 Cultists)
option-awaken-sacrifice = Eliminate { $unit } in { $area } for Shub-Niggurath
option-eliminate-two-cultists = As your Action, Eliminate { $first } in { $first_area } and { $second } in { $second_area }
option-avatar = Avatar: swap Shub-Niggurath with a unit of { $owner } in { $area } ({ $cost } Power)
option-avatar-swap = Avatar: { $unit } in { $area } swaps with Shub-Niggurath
option-blood-sacrifice = Blood Sacrifice: Eliminate { $unit } in { $area } for an Elder Sign
option-comma = { $first }, { $second }
option-necrophagy = Necrophagy: send { $count ->
    [one] { $count } Ghoul
   *[other] { $count } Ghouls
} ({ $areas }) into the Battle
option-ghroth = Ghroth: roll a die against the Areas with your Fungi (2 Power)
option-ghroth-victim = Ghroth: Eliminate { $unit } of { $owner } in { $area }
option-ghroth-victim-card = Ghroth: Eliminate { $unit } of { $owner } on its faction card
option-ghroth-place = Ghroth: place an Acolyte of { $owner } in { $area }

## Yellow Sign
option-vengeance = Vengeance: you assign your results to the enemy's units
option-passion-gain = Passion: gain 1 Power
option-passion-decline = Passion: decline
option-awaken-king-in-yellow = Awaken the King in Yellow in { $area } ({ $cost } Power)
option-awaken-hastur = Awaken Hastur in { $area } ({ $cost } Power)
option-desecrate = Desecrate { $area } ({ $cost } Power)
option-desecrate-place = Place { $unit } in { $area }
option-zingaya = Zingaya: replace an Acolyte of { $enemy } in { $area } with an Undead ({ $cost } Power)
option-zingaya-victim = Zingaya: give up { $unit } in { $area }
option-shriek = Shriek of the Byakhee into { $area } ({ $cost } Power)
option-shriek-pick = The Byakhee in { $origin } flies to { $area }
option-shriek-pick-none = No more Byakhee fly
option-screaming-dead = The Screaming Dead: the King moves from { $origin } to { $area } ({ $cost } Power)
option-undead-follow = An Undead follows the King to { $area }
option-undead-follow-none = No more Undead follow
option-he-who = He Who is Not to be Named: Hastur goes to { $area } ({ $cost } Power)
option-second-action = Second Action: { $action }
option-second-action-none = Take no second Action
option-three-doom = As your Action, give { $target } 3 Doom

## The Great Old One packs' cards in the log
log-comma = { $first }, { $second }
log-unit-titled = { $unit_title }
log-elder-signs-discarded = { $faction } { $faction_number ->
    [plural] give
   *[other] gives
} up { $count } Elder Signs for no Doom.
log-elder-signs-discarded-worth = { $faction } { $faction_number ->
    [plural] give
   *[other] gives
} up { $count } Elder Signs (worth { $values } Doom) for no Doom.
log-sarnath-elder-sign-discarded = The Doom that Came to Sarnath: { $faction } { $faction_number ->
    [plural] lose
   *[other] loses
} an Elder Sign, picked unseen by an enemy.
log-sarnath-elder-sign-discarded-worth = The Doom that Came to Sarnath: { $faction } { $faction_number ->
    [plural] lose
   *[other] loses
} an Elder Sign worth { $value } Doom, picked unseen by an enemy.
log-mummified-stand-up = The Acolytes { $faction_possessive } Ghatanothoa laid down stand up.
log-mummified = Laid down by { $faction_possessive } Ghatanothoa: { $units }.
log-webs = Spinnerets: { $faction_possessive } Webs now lie in { $areas }.
log-webs-none = Spinnerets: { $faction_possessive } Webs now lie in no Area.
log-from-below-battle-declared = From Below: { $faction } { $faction_number ->
    [plural] Battle
   *[other] Battles
} { $enemy } in { $area } for free; the Battle just resolved ends once this one is over.
log-book-of-law = { $faction } notes the Great Old Ones in play for Book of Law.
