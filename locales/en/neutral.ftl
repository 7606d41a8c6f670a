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

## Option labels: Great Old One Pack 1 and the Dreamlands' Monsters
option-agony-sting = The Agony Sting: enemy Cultists leave { $area } for the land ({ $cost } Power)
option-agony-sting-move = The Agony Sting: move { $unit } from { $area } to { $to }
option-zygote = The Zygote: put every Acolyte of your Pool on the map (1 Power)
option-zygote-place = The Zygote: put an Acolyte in { $area }
option-cthugha-gain = gain { $power } Power
option-awaken-cthugha = Awaken Cthugha in { $area } in place of { $unit } ({ $paid })
option-fire-vampires-spare = Fire Vampires: spare { $unit }: its Kill becomes a Pain ({ $book ->
    [yes] 1 Power and 1 Elder Sign
   *[no] 1 Power
})
option-fire-vampires-done = Fire Vampires: spare no more
option-yig-requirement = As your Action: remove your Gate in { $area } and earn Messenger of Yig
option-messenger-of-yig-refuse = Messenger of Yig: refuse, and { $faction } gains 1 Doom
option-messenger-of-yig-give = Messenger of Yig: give { $faction } 1 Power
option-chaugnar-requirement = As your Action: give up your two least Elder Signs for no Doom and earn Curse of Chaugnar Faugn
option-filth = Filth: put a Filth token in { $area } ({ $cost } Power)
option-moonbeast-summon = Summon a Moonbeast on { $enemy_possessive } { $book } ({ $cost } Power)
option-moonbeast-lands-pool = The Moonbeast from { $enemy_possessive } { $book } goes to your Pool
option-moonbeast-lands-gate = The Moonbeast from { $enemy_possessive } { $book } goes to your Gate in { $area }
option-moonbeast-evict = Pay 1 Doom to send the Moonbeast off your { $book }
option-horror-steed = Horror Steed: { $unit } rides along to { $to }
option-horror-steed-none = Horror Steed: no Cultist rides along

## Option labels: the faction Great Old Ones as Independents
option-independent-desecrate = Desecrate { $area } with the Independent King in Yellow ({ $cost } Power)
option-independent-desecrate-place = Place { $unit } in { $area }
option-independent-hastur-gift = As your Action, give { $faction } 3 Doom (Independent Hastur's Spellbook requirement)
option-fertile = Fertile: { $recruit }, then perhaps more
option-fertile-more = Fertile: also { $recruit }
option-fertile-done = Fertile: Recruit no more
option-independent-avatar = Avatar: swap the Independent Shub-Niggurath with a unit of { $faction } in { $area } ({ $cost } Power)
option-independent-avatar-swap = Avatar: { $unit } in { $area } swaps with the Independent Shub-Niggurath
option-independent-beyond-one = The Beyond One: the Independent Yog-Sothoth takes the Gate in { $area } to { $to } ({ $cost } Power)
option-independent-key-summon = Summon { $unit } at the Independent Yog-Sothoth in { $area } ({ $cost } Power)
option-independent-vengeance = Vengeance: you assign your results to the enemy's units
option-independent-devour = Devour: the enemy Eliminates one of his Monsters or Cultists in the Battle
option-independent-harbinger-power = Harbinger: gain { $power } Power for { $unit }
option-independent-harbinger-signs = Harbinger: take 2 Elder Signs for { $unit }
option-independent-eternal = Eternal: pay 1 Power so the Kill on the Independent Rhan-Tegoth becomes a Pain
option-independent-death-from-below = Death from Below: place { $unit } in { $area }
option-independent-tsathoggua-gift = As your Action, spend { $cost } Power: { $faction } gains { $gift } Power (Independent Tsathoggua's Spellbook requirement)
option-independent-lethargy = Lethargy: the Independent Tsathoggua does nothing
option-independent-sycophancy-give = Sycophancy: { $faction } gains 1 Doom
option-independent-sycophancy-less = Sycophancy: gain 1 Doom less from this Ritual
option-independent-ubbo-gate = As your Action, remove your Gate in { $area } and roll for Ubbo-Sathla's Growth (Independent Ubbo-Sathla's Spellbook requirement)
option-independent-hibernate = Hibernate: keep your { $power } Power and take no more Actions this Phase

## Where a bought Terror's first figure goes
option-hound-at-gate = the Hound at the Gate in { $area }
option-servitor-to-gate = hand it to { $enemy }, its first figure at their Gate in { $area }
option-servitor-to-pool = hand it to { $enemy }, every figure in their Pool
option-first-insect-in = its first Insect in { $area }
option-ghasts-at-gate = all the Ghasts at your Gate in { $area }
option-first-figure-on-card = its first figure waits on your faction card
option-first-moonbeast-on = the first Moonbeast on { $enemy_possessive } { $book }
