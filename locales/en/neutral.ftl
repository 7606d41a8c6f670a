# The neutral game's sentences (rules/neutral/: Independent Great Old Ones, High Priests, neutral
# Spellbooks, Neutral Monsters, Terrors): log sentences (`log-...`) and option labels (`option-...`).
# Names arrive with their forms as in log.ftl.

## Pieces: a unit with its owner, a list of them
log-neutral-unit-of = { $unit_title }
log-neutral-comma = { $first }, { $rest }
log-neutral-doom = { $amount } Doom
log-neutral-power = { $amount } Power

## Independent Great Old Ones (rules/words/sentences_independents.py)
log-gate-opened = A Gate opens in { $area } where { $faction_possessive } Daoloth stands; it is Abandoned.
log-velvet-fan-none = No unit of { $faction } is left on the Bloated Woman's card.
log-velvet-fan-held = On the Bloated Woman's card, out of play: { $units }.
log-note-velvet-fan = The Velvet Fan takes { $unit_title } onto the Bloated Woman's card.
log-note-cosmic-unity = Cosmic Unity: { $unit_title } rolls no dice in this Battle.
log-note-no-dice = Rolling no dice in this Battle: { $units }.
log-note-card-book-due = { $faction } will earn { $book }, on the Loyalty Card of { $card }, once this Battle ends.
log-note-card-book-due-unknown = { $faction } will earn a Loyalty Card's Spellbook once this Battle ends.

## The faction Great Old Ones as Independents (rules/words/sentences_faction_goos.py)
log-growth-gate-removed = { $faction } { $faction_number ->
    [plural] remove their
   *[other] removes its
} Gate in { $area } for the Independent Ubbo-Sathla's Growth; the unit that Controlled it stays there.
log-independent-desecrated-gone = { $faction_possessive } Desecration tokens of the Independent King in Yellow leave the map.
log-independent-desecrated = { $faction } { $faction_number ->
    [plural] put
   *[other] puts
} a Desecration token of the Independent King in Yellow in { $area }.
log-independent-growth = The Independent Ubbo-Sathla's Growth marker stands at { $value } on the Doom Track.
log-independent-nyarlathotep-captives = { $faction } { $faction_number ->
    [plural] hold
   *[other] holds
} { $count } Captured { $count ->
    [one] Cultist
   *[other] Cultists
} as the Independent Nyarlathotep Awakens: only a Capture made from now on earns his Spellbook.

## Neutral Monsters in Battle (rules/words/sentences_monsters_battle.py)
log-vampirism-drained = Vampirism: { $faction } { $faction_number ->
    [plural] drain
   *[other] drains
} { $taken } from { $enemy }.
log-note-bloodthirst-uses = Bloodthirst has turned two Pains into a Kill { $used } { $used ->
    [one] time
   *[other] times
} in this Battle.
log-note-vicious-done = Vicious has counted the Vooniths' Kills in this Battle.

## Terrors (rules/words/sentences_terrors.py)
log-possessed-none = No Cultist held by { $faction } was Captured by the Great Race of Yith.
log-possessed = Captured by { $faction_possessive } Great Race of Yith (1 Power more in Gather Power each): { $units }.
log-note-dust-to-dust = Lost in a Battle with Quachil Uttaus (Dust to Dust): { $units }.

## Unique High Priests (rules/words/sentences_unique_priests.py)
log-gate-removed = { $faction } { $faction_number ->
    [plural] take
   *[other] takes
} its Gate in { $area } off the map; the unit that held it stays.
log-gate-placed-held = { $faction } { $faction_number ->
    [plural] place
   *[other] places
} a new Gate in { $area }, held by { $unit_title }.
log-gate-placed-abandoned = { $faction } { $faction_number ->
    [plural] place
   *[other] places
} a new Gate in { $area }, Abandoned.
log-the-ultraviolet-gone = The units { $faction } brought into the Battle with The Ultraviolet are gone.
log-the-ultraviolet = { $faction_possessive } units brought by The Ultraviolet are Eliminated once the Battle is over.
log-the-bride-ends = { $faction_possessive } promise of Lavinia Whateley ends.
log-the-bride = { $faction } { $faction_number ->
    [plural] promise
   *[other] promises
} Lavinia Whateley to an Awakening this turn: it costs 3 Power less.
log-note-daemon-heroine = Daemon Heroine has answered the results assigned to Keziah Mason so far.

## Option labels: Awakening an Independent (rules/neutral/common.py, masks.py, dire.py)
option-neutral-awaken = Awaken { $card } in { $area } ({ $cost } Power{ $note })
option-neutral-awaken-elder-sign = , 1 Elder Sign
option-neutral-awaken-signs-each = , each other faction gains { $signs } { $signs ->
    [0] Elder Sign
    [1] Elder Sign
   *[other] Elder Signs
}
option-non-euclidean = Non-Euclidean: give one of your Kills to { $faction }
option-velvet-fan = The Velvet Fan: put { $unit } of the enemy on her card
option-velvet-fan-return-recruit = Recruit { $unit } from the Bloated Woman's card in { $area } ({ $cost } Power, paid to her holder)
option-velvet-fan-return-summon = Summon { $unit } from the Bloated Woman's card in { $area } ({ $cost } Power, paid to her holder)
option-cosmic-unity = Cosmic Unity: { $unit } of the enemy rolls no dice
option-orifices = Orifices: Y'Golonac takes the place of { $unit }, whose owner takes his card

## Option labels: Terrors
option-dust-to-dust-remove = Dust to Dust: remove { $unit } from the game
option-dust-to-dust-sign = Dust to Dust: give { $faction } 1 Elder Sign
option-planetary-destruction-doom = Planetary Destruction: { $faction } gains 2 Doom
option-planetary-destruction-power = Planetary Destruction: { $faction } gains 2 Power
option-chronotable-go = Chronotable: the Hound of Tindalos goes from { $origin } to the Gate in { $area } (free)
option-chronotable-stay = Chronotable: the Hound of Tindalos stays in { $origin }

## Option labels: Neutral Monsters, neutral Spellbooks, High Priests
option-bloodthirst = Bloodthirst: two Pains on { $faction_possessive } units become one Kill
option-mao-ceremony = The Mao Ceremony: sacrifice { $unit } in { $area } for 1 Power
option-recriminations = Recriminations: replace { $old } with { $new } (1 Power)
option-shriveling = Shriveling: Eliminate { $unit }; its owner gains { $cost } Power
option-undimensioned = Undimensioned: redistribute your units among the Areas they occupy (2 Power)
option-undimensioned-move = Undimensioned: { $unit } from { $area } to { $to }
option-undimensioned-done = Finish redistributing your units
option-unspeakable-oath = Unspeakable Oath: sacrifice your High Priest in { $area } for { $power } Power

## Option labels: the Great Old One packs
option-awaken-named = Awaken { $card } in { $area } ({ $cost } Power)
option-awaken-nyogtha = Awaken Nyogtha in { $area } ({ $cost } Power): both figures
option-from-below-battle = From Below: Battle { $enemy } in { $area } for free
option-from-below-none = From Below: no Battle in { $area }
option-nightmare-web = Nightmare Web: Awaken Nyogtha in { $area } ({ $cost } Power)
option-tulzscha-gift = As your Action: every enemy faction gains { $power } Power (Tulzscha's Spellbook)
option-ceremony-of-annihilation = Ceremony of Annihilation: gain { $gain } Power instead of paying for a Ritual (no Doom, no Elder Signs)
option-spinnerets = Spinnerets: spin a Web in { $area } ({ $cost } Power)
option-mummify = Mummify: lay down every enemy Acolyte in { $area } ({ $cost } Power)
option-execration-of-mu = As your Action: pay { $cost } Power for Execration of Mu
option-god-of-forgetfulness = God of Forgetfulness: draw the enemy Cultists in { $area } to Byatis (1 Power)
option-ghosts-of-ib = Ghosts of Ib: Bokrug comes back in { $area }
option-bokrug-hand-over = Hand Bokrug's Loyalty Card to { $faction }, who must place The Doom that Came to Sarnath on it
option-sarnath-unit = The Doom that Came to Sarnath: { $faction } Eliminates one of your Monsters or Cultists
option-sarnath-sign = The Doom that Came to Sarnath: { $faction } discards one of your Elder Signs
option-sarnath-eliminate = The Doom that Came to Sarnath: Eliminate { $unit } of { $faction } in { $area }
option-sarnath-discard = The Doom that Came to Sarnath: discard { $faction_possessive } Elder Sign number { $number }, unseen
option-tsunami = Tsunami: wash every Cultist in { $area } into the ocean ({ $cost } Power)
option-tsunami-move = Tsunami: { $unit } goes from { $area } to { $to }
option-innsmouth-look = The Innsmouth Look: { $unit } in { $area } leaves the game for { $power } Power

## Option labels: Neutral Monsters and Unique High Priests
option-walk-between-worlds = Walk Between Worlds: a Dimensional Shambler from your faction card into { $area }
option-walk-between-worlds-more = Walk Between Worlds: another Dimensional Shambler into { $area }
option-walk-between-worlds-done = Leave the other Shamblers waiting
option-recruit-unique-priest = Recruit your High Priest as { $card } in { $area } ({ $cost } Power)
option-the-thing-from-beyond = The Thing from Beyond: replace { $owner_possessive } { $unit } in { $area } with your { $mine }, then Eliminate Asenath Waite
option-the-ultraviolet = The Ultraviolet: Eliminate Crawford Tillinghast and bring { $units } from your Pool into the Battle
option-reanimation-serum = Reanimation Serum: Eliminate Herbert West and place { $count } Acolyte(s) from your Pool in { $area }
option-beyond-the-spheres-remove = Beyond the Spheres: Eliminate Joseph Curwen and remove your Gate in { $area }
option-beyond-the-spheres-abandoned = Beyond the Spheres: Eliminate Joseph Curwen and place an Abandoned Gate in { $area }
option-beyond-the-spheres-controlled = Beyond the Spheres: Eliminate Joseph Curwen and place a Gate you Control in { $area }
option-the-bride = The Bride: Awaken a Great Old One this turn for 3 Power less; Lavinia Whateley is Eliminated when it Awakens
option-pit-of-despair = Pit of Despair: Pitpipo in { $area } takes the Kill assigned to { $unit }
