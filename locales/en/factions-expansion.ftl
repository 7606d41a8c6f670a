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
