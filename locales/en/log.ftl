# The log's sentences (docs/i18n.md section 6): one message per sentence a describer of
# rules.words says, `log-<event type in kebab case>` plus a variant. Names arrive with their forms:
# $faction (the title), $faction_number (singular or plural), $faction_possessive; $unit (the
# unit's title), $unit_a (with its article), $unit_title (its owner's and its); $area.

log-turn-began = { $faction } { $faction_number ->
    [plural] begin
   *[other] begins
} a turn.
log-turn-ended = { $faction } { $faction_number ->
    [plural] end
   *[other] ends
} the turn.
log-faction-set-up = { $faction } { $faction_number ->
    [plural] set
   *[other] sets
} up in { $area } with a Gate and { $units } units, { $power } Power.
log-faction-set-up-off-map = { $faction } { $faction_number ->
    [plural] set
   *[other] sets
} up with nothing on the map, { $power } Power.
log-start-area-chosen = { $faction } { $faction_number ->
    [plural] choose
   *[other] chooses
} to set up in { $area }.
log-first-player-chosen = { $faction } { $faction_number ->
    [plural] are
   *[other] is
} the First Player.
log-power-gathered = { $faction } { $faction_number ->
    [plural] gather
   *[other] gathers
} { $amount } Power.
log-power-dropped = { $faction } { $faction_number ->
    [plural] drop
   *[other] drops
} to 0 Power.
log-minimum-power-applied = { $faction } { $faction_number ->
    [plural] are
   *[other] is
} raised to the minimum of { $power } Power.
log-decay-paid = { $faction } { $faction_number ->
    [plural] pay
   *[other] pays
} { $amount } Power for Decay.
log-decay-increased = Decay rises to { $decay }.
log-cultist-recruited = { $faction } { $faction_number ->
    [plural] Recruit
   *[other] Recruits
} { $unit_a } in { $area } for { $cost } Power.
log-monster-summoned = { $faction } { $faction_number ->
    [plural] Summon
   *[other] Summons
} { $unit_a } in { $area } for { $cost } Power.
log-monster-summoned-waits = { $faction } { $faction_number ->
    [plural] Summon
   *[other] Summons
} { $unit_a } at { $area } for { $cost } Power; it waits on the faction card.
log-great-old-one-awakened = { $faction } { $faction_number ->
    [plural] Awaken
   *[other] Awakens
} { $unit } in { $area } for { $cost } Power.
log-gate-created = { $faction } { $faction_number ->
    [plural] build
   *[other] builds
} a Gate in { $area } for { $cost } Power.
log-gate-controlled = { $faction } { $faction_number ->
    [plural] Control
   *[other] Controls
} the Gate in { $area } with { $unit_a }.
log-gate-abandoned = { $faction } { $faction_number ->
    [plural] Abandon
   *[other] Abandons
} the Gate in { $area }.
log-move-finished = { $faction } { $faction_number ->
    [plural] finish
   *[other] finishes
} the Move.
log-action-finished = { $faction } { $faction_number ->
    [plural] complete
   *[other] completes
} the Action.
log-requirement-action-taken = { $faction } { $faction_number ->
    [plural] take
   *[other] takes
} a Spellbook Requirement Action for { $cost } Power.
log-battle-declared = Battle in { $area }: { $faction } { $faction_number ->
    [plural] attack
   *[other] attacks
} { $enemy }.
log-unit-killed = { $unit_title } is Killed in { $area }.
log-unit-retreated = { $unit_title } Retreats from { $origin } to { $to }.
log-battle-ended = The Battle in { $area } is over.
log-battle-interposed = { $faction } { $faction_number ->
    [plural] Battle
   *[other] Battles
} { $enemy } in { $area } first; the Battle declared there waits.
log-battle-resumed = The Battle fought first in { $area } is over; the declared Battle resumes.
log-ritual-performed = { $faction } { $faction_number ->
    [plural] perform
   *[other] performs
} a Ritual of Annihilation for { $cost } Power and { $faction_number ->
    [plural] gain
   *[other] gains
} { $doom } Doom.
log-ritual-turn-ended = { $faction } { $faction_number ->
    [plural] end their
   *[other] ends its
} Ritual turn.
log-elder-sign-drawn = { $faction } { $faction_number ->
    [plural] draw
   *[other] draws
} an Elder Sign.
log-elder-sign-drawn-worth = { $faction } { $faction_number ->
    [plural] draw
   *[other] draws
} an Elder Sign worth { $value } Doom.
log-elder-sign-revealed = { $faction } { $faction_number ->
    [plural] reveal
   *[other] reveals
} an Elder Sign worth { $value } Doom.
log-position-loaded = The game starts from a position.
log-cultist-captured = { $faction } { $faction_number ->
    [plural] Capture
   *[other] Captures
} { $unit_title } in { $area }.
log-capture-declared = { $faction } { $faction_number ->
    [plural] try
   *[other] tries
} to Capture a Cultist of { $enemy } in { $area }.

## The service's own events (play/sentences.py). $seat: a seat by its faction, "Great Cthulhu (seat1)".

log-seat-claimed = { $name } takes { $seat }.
log-seat-claimed-unnamed = A player takes { $seat }.
log-seat-left = The player of { $seat } leaves; the seat is open again.
log-seat-handed-to-bot = { $seat } is handed to the { $bot } bot.
log-seat-token-rotated = { $seat } gets a new token; the old one no longer works.
log-game-started = Every seat is taken: the game starts.
log-undo-answered = { $seat } accepts the undo.
log-deadline-cleared = { $seat } has no deadline now.
log-decision-timed-out = { $seat } ran out of time; the clock decides.

## Phases, play direction, out-of-turn windows, Spellbooks, Moves and dice.

log-phase-began = Round { $round }: the { $phase ->
   *[other] { $phasewords }
} Phase begins.
log-direction-chosen = { $faction } { $faction_number ->
    [plural] choose
   *[other] chooses
} { $direction } play.
log-window-opened = Abilities “{ $window }” may be used now.
log-window-closed = The moment for abilities “{ $window }” has passed.
log-spellbook-placed = { $faction } { $faction_number ->
    [plural] receive
   *[other] receives
} the Spellbook { $spellbook }.
log-game-created = The game is set up; its seed's hash is { $hash }…
log-unit-moved = { $faction } { $faction_number ->
    [plural] move
   *[other] moves
} { $unit_a } from { $origin } to { $to }.
log-dice-rolled = { $faction } { $faction_number ->
    [plural] roll
   *[other] rolls
} { $faces }: { $kills } { $kills ->
    [one] Kill
   *[other] Kills
}, { $pains } { $pains ->
    [one] Pain
   *[other] Pains
}.
log-dice-rolled-none = { $faction } { $faction_number ->
    [plural] roll
   *[other] rolls
} no dice: { $kills } { $kills ->
    [one] Kill
   *[other] Kills
}, { $pains } { $pains ->
    [one] Pain
   *[other] Pains
}.

## Battle results, Retreats, Captured Cultists, the end of the game.

log-captured-cultist-returned = { $unit_title } goes back to its Pool from { $captor_possessive } card.
log-retreat-blocked = { $faction } { $faction_number ->
    [plural] have
   *[other] has
} nowhere to Retreat { $unit_title }.
log-result-assigned = { $unit_title } is assigned { $result ->
    [kill] a Kill
    [pain] a Pain
    [elimination] an Elimination
   *[other] { $result }
}.
log-result-assigned-by = { $unit_title } is assigned { $result ->
    [kill] a Kill
    [pain] a Pain
    [elimination] an Elimination
   *[other] { $result }
} by { $by }.
log-unit-eliminated = { $unit_title } is Eliminated in { $area }.
log-game-ended-nobody = The game ends, as { $reason ->
   *[other] { $reasonwords }
}: nobody wins; humanity survives.
log-game-ended = The game ends, as { $reason ->
   *[other] { $reasonwords }
}: { $winner } { $winner_number ->
    [plural] win
   *[other] wins
}.

## The service's lobby, undo and clock sentences.

log-game-opened = The game "{ $name }" opens for { $players } players ({ $visibility }).
log-undo-applied-free = { $seat } takes back choices freely: the game returns to version { $version }.
log-undo-applied-agreed = { $seat } takes back choices with everyone's consent: the game returns to version { $version }.
log-deadline-set = { $seat } must decide by { $due }.
log-clock-charged = { $seat }'s clock is charged { NUMBER($minutes, useGrouping: 0) } minutes.
log-clock-restored = { $seat }'s clock goes back with the undo, less the time used since: { NUMBER($minutes, useGrouping: 0) } minutes left.
log-vacation-started = { $seat } takes { $days } days of vacation; its clock is paused.

## Abilities used, windows passed, and the Battle's bookkeeping notes.

log-unique-action-taken = { $faction } { $faction_number ->
    [plural] use
   *[other] uses
} { $ability }.
log-unique-action-taken-cost = { $faction } { $faction_number ->
    [plural] use
   *[other] uses
} { $ability } for { $cost } Power.
log-window-answered = { $faction } { $faction_number ->
    [plural] use
   *[other] uses
} { $ability }.
log-window-passed = { $faction } { $faction_number ->
    [plural] pass
   *[other] passes
}.
log-note-opening-declared = Abilities that answer a declared Battle act before Pre-Battle.
log-note-opening-pre-battle = Pre-Battle comes next.
log-note-opening-over = The Battle's opening is over.
log-note-bystanders-asked = The factions outside the Battle have had their Pre-Battle turn.
log-note-kills-asked = The abilities used once the Kills are assigned have had their turn.
log-note-resolved-asked = The abilities that act once the Battle is resolved have had their turn.
log-note-defender-first = The { $side ->
    [defender] defender
   *[attacker] attacker
} applies its Pains first in this Battle.

## Actions and rules the log names as a card would, where no faction card or Spellbook prints them.

log-ability-eliminate-two-cultists = Eliminate Two Cultists
log-ability-summon = Summon
log-ability-an-ability = An Ability
log-ability-dematerialize-units = Dematerialize Units
log-ability-fertility-cult-more = Fertility Cult More

## Power and Doom gained or lost, and why ($reasonkind: none, ability, owned, rule).

log-reason = { $reasonkind ->
    [none] {""}
    [owned] { " " }({ $reason_possessive } Spellbook Requirement)
    [rule] { " " }({ $rule ->
        [two_player_loss] the two-player rule
       *[elder_sign_bag_empty] no Elder Sign left to draw
    })
   *[ability] { " " }({ $reason })
}
log-power-gained = { $faction } { $faction_number ->
    [plural] gain
   *[other] gains
} { $amount } Power{ log-reason }.
log-power-lost = { $faction } { $faction_number ->
    [plural] lose
   *[other] loses
} { $amount } Power{ log-reason }.
log-power-none = { $faction } { $faction_number ->
    [plural] gain
   *[other] gains
} no Power{ log-reason }.
log-doom-gained = { $faction } { $faction_number ->
    [plural] gain
   *[other] gains
} { $amount } Doom{ log-reason }.
log-doom-lost = { $faction } { $faction_number ->
    [plural] lose
   *[other] loses
} { $amount } Doom{ log-reason }.

## A Battle's steps, standing answers, choices asked of a faction, undo requests.

log-battle-advanced = The Battle in { $area } moves on to { $step ->
   *[other] { $stepwords }
}.
log-standing-answer-changed = { $seat } changes its automatic reply to abilities “{ $window }”.
log-standing-answer-set = { $seat } sets its automatic reply to abilities “{ $window }”: { $answer ->
    [always_pass] always pass
    [ask] ask each time
    [pass_unless] pass unless { $condition ->
       *[other] { $conditionwords }
    }
   *[other] { $answerwords }
}.
log-demand-settled = The choice asked of { $faction } is settled.
log-demand = { $chooser } { $chooser_number ->
    [plural] have
   *[other] has
} a choice to make for { $ability }.
log-undo-requested-version = { $seat } asks to undo back to version { $version }; the other seats must agree.

## Who decides for a side, extra results, Spellbooks replaced, Loyalty Cards.

log-battle-control-granted = { $faction } { $faction_number ->
    [plural] decide
   *[other] decides
} for the { $role } side of the Battle.
log-battle-hits-added = { $faction } { $faction_number ->
    [plural] get
   *[other] gets
} { $amount } more { $result ->
   *[other] { $resultwords }
} result(s).
log-spellbook-replaced = { $faction } { $faction_number ->
    [plural] replace
   *[other] replaces
} the Spellbook { $old } with { $new }.
log-loyalty-card-gained = { $faction } { $faction_number ->
    [plural] take
   *[other] takes
} the Loyalty Card of { $card }.
log-loyalty-card-gained-from = { $faction } { $faction_number ->
    [plural] take
   *[other] takes
} the Loyalty Card of { $card } from { $giver }.
log-loyalty-card-bought = { $faction } { $faction_number ->
    [plural] buy
   *[other] buys
} the { $card } card for { $doom } Doom.
log-loyalty-card-bought-power = { $faction } { $faction_number ->
    [plural] buy
   *[other] buys
} the { $card } card for { $doom } Doom and { $power } Power.
log-loyalty-card-returned = { $card } is gone: the Loyalty Card leaves { $faction } for the supply, and its Spellbook falls off.
log-undo-closed = The undo request is closed: { $kind ->
    [declined] declined by { $seat }
   *[other] { $reason }
}.
log-unit-owner-changed = { $unit_title } now belongs to { $ownerkind ->
    [none] no faction
   *[faction] { $owner }
}{ $arrives ->
    [yes] , coming into play in { $to }
   *[no] {""}
}.

## The Library at Celaeno (rules/maps/library.py)
log-silence-tokens = { $faction } now { $faction_number ->
    [plural] hold
   *[other] holds
} { $count ->
    [0] no Silence Token
    [one] 1 Silence Token
   *[other] { $count } Silence Tokens
}.
log-custodian-placed = { $faction } { $faction_number ->
    [plural] spend
   *[other] spends
} a Silence Token: the Custodian stands in { $area }.
log-map-data = The map's { $key } is now { $value }.
log-librarian-placed = { $faction } { $faction_number ->
    [plural] spend
   *[other] spends
} a Silence Token: the Librarian stands in { $area }.
log-tomes = The Library Tomes: { $held ->
    [0] none held
    [one] 1 held
   *[other] { $held } held
}, { $overdue } Overdue, { $down } face down.

## Pieces of sentences: lists, and units as an option names them (rules.engine.pieces)
list-and = { $first } and { $second }
piece-a = { $unit_article } { $unit }
piece-a-with = { $unit_article } { $unit } { $facts }
piece-the = the { $unit }
piece-the-with = the { $unit } { $facts }
piece-on-gate = on the Gate
piece-beside-gate = beside the Gate
piece-with-results = with { $results }
piece-result = { $result ->
    [kill] a Kill
    [pain] a Pain
   *[elimination] an Elimination
}

## Places off the map, lists with commas alone, and bookkeeping in general words
## ($kind: pool, card, offmap, spellbook or area; $owner the faction whose card or Spellbook).

log-list-comma = { $first }, { $second }
log-unit-title = { $unit_title }
log-unit-label = { $unit }
log-place-from = from { $kind ->
    [pool] the Pool
    [card] { $owner_possessive } faction card
    [offmap] { $owner_possessive } faction card
    [spellbook] { $owner_possessive } { $book }
   *[area] { $area }
}
log-place-to = { $kind ->
    [pool] to the Pool
    [card] onto { $owner_possessive } faction card
    [offmap] to { $owner_possessive } faction card
    [spellbook] onto { $owner_possessive } { $book }
   *[area] to { $area }
}
log-place-at = { $kind ->
    [pool] in the Pool
    [card] onto { $owner_possessive } faction card
    [offmap] on { $owner_possessive } faction card
    [spellbook] onto { $owner_possessive } { $book }
   *[area] in { $area }
}
log-unit-moved-place = { $faction } { $faction_number ->
    [plural] move
   *[other] moves
} { $unit_a } { $origin } { $to }.
log-unit-placed = { $unit } is placed { $to }.
log-unit-placed-from = { $unit } is placed { $origin } { $to }.
log-unit-left-play = { $unit } leaves play.
log-unit-left-play-from = { $unit } leaves play { $origin }.
log-gate-appeared = A Gate appears in { $area }, Abandoned ({ $cause }).
log-requirement-met = { $faction } { $faction_number ->
    [plural] meet
   *[other] meets
} a Spellbook requirement: { $requirement }
log-dice-rolled-for = { $faction } { $faction_number ->
    [plural] roll
   *[other] rolls
} { $dice ->
    [0] no dice
   *[other] { $faces }
} for { $ability }.
log-dice-rolled-for-results = { $faction } { $faction_number ->
    [plural] roll
   *[other] rolls
} { $dice ->
    [0] no dice
   *[other] { $faces }
} for { $ability }: { $kills } { $kills ->
    [one] Kill
   *[other] Kills
}, { $pains } { $pains ->
    [one] Pain
   *[other] Pains
}.
log-bookkeeping-key = { $ability }{ $owned ->
    [yes] { " " }({ $owner })
   *[no] {""}
}
log-note-used-again = { $key } may be used again in this Battle.
log-note-applies = { $key } applies to { $targets } in this Battle.
log-note-used-times = { $key } has been used { $times } times in this Battle.
log-note-used = { $key } has been used in this Battle.
log-result-word = { $result ->
    [kill] a Kill
    [pain] a Pain
    [elimination] an Elimination
   *[other] { $result }
}
log-result-key = { $result }
log-note-ignored = { $who } ignores { $count ->
    [0] nothing
   *[other] { $results }
}, still counted as assigned.
log-note-half-doom = { $who } has given its half Doom for this Battle.
log-units-exempted = { $count ->
    [0] No unit takes
    [one] { $units } takes
   *[other] { $units } take
} no part in the Battle.
log-results-replaced = { $unit }'s results become { $count ->
    [0] none
   *[other] { $results }
} ({ $by }).
log-unit-eliminated-cause = { $unit } is Eliminated in { $area } ({ $cause }).
log-doom-share = { $faction } +{ $amount }
log-doom-track-advanced = Doom for Gates: { $count ->
    [0] nobody
   *[other] { $shares }
}.
log-datum-round = { $faction } { $faction_number ->
    [plural] use
   *[other] uses
} { $ability } in Round { $round }.
log-datum-awakened = { $ability } has now Awakened once.
log-datum-used = { $faction } { $faction_number ->
    [plural] have
   *[other] has
} used { $ability }.
log-datum-cleared = { $faction }: { $key } is cleared.
log-datum-set = { $faction }: { $key }.
log-datum-list = { $faction }: { $key }: { $count ->
    [0] none
   *[other] { $values }
}.
log-datum-updated = { $faction }: { $key } is updated.
log-datum-value = { $faction }: { $key } is now { $value }.
log-game-ended-many = The game ends, as { $reason ->
   *[other] { $reasonwords }
}: { $winners } win.
log-card-spellbook-earned = { $faction } { $faction_number ->
    [plural] earn
   *[other] earns
} { $known ->
    [yes] { $book }
   *[no] its Spellbook
}, on the Loyalty Card of { $card }.

## Choices, undo requests naming a move, rematches (play/sentences.py). An undo request's
## $move_text is the English sentence kept with the request (its last full stop left off);
## $move is that move's event worded again in the reader's language.

log-choice-made = { $seat } decides: { $count ->
    [0] a choice
   *[other] { $acts }
}{ $by ->
    [bot] { " " }(played by its bot)
    [timeout] { " " }(made by the clock)
   *[other] {""}
}.
log-undo-requested-move = { $seat } { $seat_number ->
    [plural] ask to undo their
   *[other] asks to undo its
} move “{ $move_text }” and everything since; the other seats must agree.
log-undo-requested-quote = { $seat } { $seat_number ->
    [plural] ask to undo their
   *[other] asks to undo its
} move “{ $move }” and everything since; the other seats must agree.
log-rematch-proposed = { $seat } proposes a rematch, factions { $deal ->
    [rotate] rotated one seat on
   *[anew] dealt anew
}.
log-rematch-answered = { $seat } { $accepted ->
    [yes] accepts
   *[no] declines
} the rematch.
