# Words of the game page (service/web/templates/game.html and the modules of
# service/web/static/js/game that build the board, the decision panel, the boards and the log's
# frame). Names come from content.ftl (faction-, unit-, area-, act-, window-); option labels and
# log sentences come worded from the API.

## The page's head and panels

game-title = { $name } · Cthulhu Wars
game-title-your-move = ▶ Your move · { $name } · Cthulhu Wars
game-round-phase = Round { $round }, { $phase }
game-round-phase-past = { $phase } (version { $version })
game-phase = { $phase ->
    [setup] setup
    [action] action
    [gather_power] gather power
    [first_player] first player
    [doom] doom
    [ended] ended
   *[other] { $phase }
}
game-status = { $status ->
    [open] open
    [active] active
    [finished] finished
   *[other] { $status }
}
game-you-play = · you play { $faction }
game-spectating = · spectating
game-conn-connecting = connecting
game-conn-live = live
game-conn-reconnecting = reconnecting
game-conn-closed = closed
game-token-banner = Seat token
game-tabs = Game panels
game-tab-map = Map
game-tab-act = Act
game-tab-factions = Factions
game-tab-log = Log
game-tab-chat = Chat
game-panel-map = Map
game-panel-decision = Decision
game-panel-battle = Battle
game-panel-gameover = Game over
game-panel-factions = Factions
game-panel-travel = Time travel
game-panel-log = Log
game-panel-chat = Chat
game-panel-chat-messages = Chat messages
game-panel-chat-message = Message
game-panel-chat-send = Send
game-card-close = Close
game-confirm-cancel = Cancel
game-confirm-yes = Do it
game-not-found = There is no such game, or it is private.
game-load-failed = The game could not be loaded: { $reason }
game-seat-to-bot = { $seat } is now played by the { $level } bot.
game-stale-announce = The game moved on before your choice arrived; here is the board as it is now.
game-stale-error = The game moved on before your choice arrived; the board is up to date now.
game-undo-requested = Undo requested: waiting for the other seats to accept.
game-your-move = Your move.

## The decision panel

game-decision-heading = Decision
game-filter = Filter options
game-filter-all = Show all options
game-filter-all-now = Show all options (now: { $area })
game-past-finished = You are looking at version { $version } of a finished game: no choices are left to make.
game-past = You are looking at version { $version }; choices are made on the present board.
game-over = The game is over.
game-waiting-players = Waiting for players: { $open } { $open ->
    [one] seat
   *[other] seats
} open.
game-nothing-waiting = Nothing is waiting for a decision.
game-waiting-name = { $faction } ({ $seat })
game-waiting-for = Waiting for { $names } to { $kind ->
    [turn] take their turn
    [ritual] decide on a Ritual
    [window] use or pass an ability
    [spellbook] choose a Spellbook
    [move] finish their Move
   *[other] decide ({ $what })
}{ $deadline }.
game-bot = { $level } bot
game-deadline = , by { $when }
game-ask = { $kind ->
    [turn] Your turn: { $power } Power
    [move] Move: pick another unit to move, or finish the Move
    [assign_kill] assign Kills
    [assign_pain] assign Pains
    [assign_elimination] assign Eliminations
    [retreat] Retreat your Pained units
    [ritual] Doom Phase: perform a Ritual of Annihilation? You have { $power } Power
    [spellbook] Choose a Spellbook for a requirement you met
    [window] You may use an ability now, or pass
    [direction] Choose the direction of play
    [first_player] Choose the First Player
    [start_area] Set-up: choose the Area you start in
   *[other] Your decision: { $what }
}
game-ask-in-battle = Battle in { $area }: { $ask }
game-window-open = An out-of-turn window is open ({ $window }): use an ability below, or pass.
game-group-count = { $title } ({ $count })
game-card-figures = { $count } { $count ->
    [one] figure
   *[other] figures
}, Summon { $cost } Power, Combat { $combat }
game-all-moves = All moves as a list ({ $count })
game-all-options = All { $title } options as a list ({ $count })
game-any-time = Any time
game-any-time-reveal = Any time: reveal an Elder Sign
game-standing-answers = Automatic replies for out-of-turn windows
game-reveal-all = Reveal all my Elder Signs ({ $values })
game-reveal-all-confirm = All { $count } of your Elder Signs go to your Doom ({ $total }), shown to everyone; this cannot be undone freely.
game-undo-asks = { $faction } asks to undo back to version { $version }.
game-undo-request = { $said } Answer by { $when }. Waiting for: { $seats }.
game-undo-accept = Accept the undo
game-undo-decline = Decline the undo
game-undo-free = Undo my last choice (free)
game-undo-refused = Your last choice stands: dice were rolled or an Elder Sign was seen since, and a bot never agrees to take those back.
game-undo-bots = Undo my last choice (the bots agree)
game-undo-ask = Ask to undo my last choice (needs the others' consent)

## Composing a Move or a Retreat

game-compose-title = { $act ->
    [retreat] Retreat a unit
   *[other] Move a unit
}
game-compose-moving = { $act ->
    [retreat] Retreating
   *[other] Moving
} { $unit } from { $area }: click a lit Area on the map, or pick here.
game-compose-other = Pick another unit
game-compose-pick = Pick a unit here, or click its Area on the map; then click a lit Area to take it there.
game-compose-unit = { $unit } in { $area }: show where it may move
game-unit-on-gate = { $unit } on the Gate

## Confirmations, seat tokens, time travel and the map's tools

game-confirm-sure = Are you sure?
game-confirm = { $act ->
    [battle] A Battle rolls dice: once they are seen, taking it back needs every other seat's consent.
    [ritual] A Ritual draws Elder Signs: taking it back needs every other seat's consent.
    [drop_power] Drop all your Power to 0?
   *[reveal_elder_sign] Revealing an Elder Sign shows its value to everyone and cannot be undone freely.
}
game-token-new-fails = The new token this browser was given for this game (by a link or a seats file) does not work, so it keeps the seat it already had.
game-token-both-fail = Neither the new token this browser was given for this game (by a link or a seats file) nor the one it already held works: a token may have been replaced, or a link cut short.
game-token-keep = Keep both
game-token-kept = Both tokens are kept; this page asks again next time.
game-token-forget = Forget the new token
game-token-forgotten = The new token is forgotten.
game-travel-version = Version
game-travel-back = One version back
game-travel-forward = One version forward
game-travel-live = Back to now
game-travel-now = Now.
game-travel-looking = Looking at version { $version } of { $latest }.
game-map-table = Table
game-map-zoom-in = Zoom in
game-map-zoom-out = Zoom out
game-map-whole = Whole map

## The Battle card

game-battle-heading = Battle in { $area }: { $attacker } attacks { $defender }
game-battle-step = Step: { $step ->
    [pre_battle] pre battle
    [kills] kills
    [pains] pains
    [apply] apply
    [retreat_attacker] retreat attacker
    [retreat_defender] retreat defender
    [end] end
   *[other] { $name }
}
game-battle-waits = Fought first: { $attacker }'s Battle against { $defender } here waits until this one is over.
game-battle-result = { $count } { $result ->
    [kill] { $count ->
        [one] Kill
       *[other] Kills
    }
    [pain] { $count ->
        [one] Pain
       *[other] Pains
    }
   *[elimination] { $count ->
        [one] Elimination
       *[other] Eliminations
    }
}
game-battle-taken = { $result ->
    [kill] kill
    [pain] pain
    [elimination] elimination
   *[other] { $result }
}
game-battle-side = { $faction } in the Battle
game-battle-combat = { $faction } · Combat { $combat }
game-battle-dice = Dice: { $faces }
game-battle-no-dice = No dice rolled yet.
game-battle-to-assign = Still to assign: { $results }
game-battle-face = { $face } ({ $result ->
    [kill] Kill
   *[pain] Pain
})

## The faction boards

game-ritual-next = the next Ritual costs { $cost } Power
game-ritual-end = the track is at its end: the game ends after this Doom Phase
game-ritual-heading = Ritual of Annihilation: { $next }
game-ritual-track = Ritual track
game-seat-open = open seat
game-seat-claimed = claimed
game-bot-level = Bot level for { $seat }
game-bot-give = Give to a bot
game-bot-give-seat = Give { $seat } to a bot
game-board-you = {" "}(you)
game-board-to-move = {" "}· to move
game-rating = {" "}(rating { $rating } ± { $uncertainty })
game-stat-power = Power
game-stat-doom = Doom
game-stat-elder-signs = Elder Signs
game-stat-gates = Gates
game-board-units = On the map: { $map }. In the pool: { $pool }.
game-nothing = nothing
game-none = none
game-yes = yes
game-no = no
game-not-yet = not yet
game-datum-round = round { $round }
game-faction-card = { $faction } card
game-neutral-heading = Neutral content
game-neutral-independents = Independent Great Old Ones in the supply:{" "}
game-neutral-for-sale = Neutral Monsters and Terrors to buy on a Ritual turn:{" "}
game-neutral-books = Neutral Spellbooks free to take: { $books }
game-price = { $doom } Doom
game-price-and-power = { $doom } Doom and { $power } Power
game-off-map-book = on { $faction }'s { $book }
game-off-map-card = on { $faction }'s faction card
game-off-map = Off the map: { $places }.
game-whose-unit = { $faction }'s { $unit }
game-loyalty-cards = Loyalty Cards:{" "}
game-loyalty-with = {" "}(with { $book })
game-loyalty-its-book = its Spellbook
game-spellbook-slots = Spellbook slots
game-waiting-on-book = {" "}({ $units } waiting on it)
game-card-unit = { $count } { $unit }: Summon { $cost } Power, Combat { $combat }
game-card-bought = Bought on a Ritual turn for { $price }, kept for the game. { $figures }.
game-card-awaken = Awaken: { $cost } Power. Combat: { $combat }.
game-card-spellbook = Spellbook:{" "}
game-card-earned = { $book }, earned by: { $requirement }
game-card-two-players = Two players: { $text }
game-card-source = Source: { $source }
game-card-source-secondary = Source: { $source } (some facts from one good secondary source)
game-card-units = Units
game-card-column = { $column ->
    [unit] Unit
    [kind] Kind
    [count] Count
    [cost] Cost
   *[combat] Combat
}
game-unit-kind = { $kind ->
    [cultist] cultist
    [monster] monster
    [terror] terror
    [great_old_one] great old one
    [elder_god] elder god
    [building] building
   *[other] { $name }
}
game-card-varies = varies
game-card-spellbooks = Spellbooks
game-card-requirements = Requirements
game-card-abilities = Abilities
game-card-public = On its board for everyone

## Units, Areas, the map and its table

game-unit-count = { $count } { $count ->
    [one] { $unit }
   *[other] { $units }
}
game-gate-controlled = Gate controlled by { $faction }
game-gate-abandoned = Gate, controlled by no one
game-gate-none = abandoned
game-area-ocean = { $area } (ocean)
game-area-glyph = { $area } ({ $glyph ->
   *[other] { $name }
} glyph)
game-area-battle = Battle here
game-area-empty = empty
game-area-nothing = Nothing stands here.
game-area-destination = { $label }. Destination: { $option }
game-area-origin = { $label }. The unit being moved stands here
game-marker-of = { $marker } ({ $faction })
game-marker-figure = the { $marker }
game-table-caption = Every Area's contents
game-table-area = Area
game-table-gate = Gate
game-table-units = Units
game-table-markers = Tokens and buildings
game-map-later = The map appears when the game starts.
game-map-failed = The map picture could not be loaded: the Table lists every Area's contents.
game-map-label = Earth map, { $count } Areas
game-map-beyond = Beyond the map

## Text mode

game-text-mode = Text mode
game-text-view = Text view
game-text-mode-on = Text mode: the map is a table of Areas and the options a list.
game-text-mode-off = Text mode off: the map is back.
game-text-round = Round { $round }, { $phase } phase.{" "}
game-text-no-options = You have no options now.
game-text-watching = You are watching: spectators have no options.
game-text-options = Your options ({ $count })
game-text-keys = Arrow keys move between options, Home and End go to the first and last, typing jumps to an option; Enter chooses.
game-text-areas-later = The Areas are listed when the game starts.
game-text-areas-caption = Areas: units, Gates and who controls them
game-text-gate-column = Gate (controller)
game-text-battle-here = { $area } (Battle here)
game-text-abandoned = Abandoned
game-text-column = { $column ->
    [faction] Faction
    [player] Player
    [power] Power
    [doom] Doom
    [elder_signs] Elder Signs
   *[spellbooks] Spellbooks
}

## Reactions and notifications (parts of the seat's settings)

game-reactions-title = Reactions
game-reactions-none = Your faction has no out-of-turn abilities.
game-reactions-hint = When a window opens for one of these abilities, the game asks you, or answers for you as set here.
game-reactions-save = Save reactions
game-reactions-later = Reactions can be changed while the game is under way.
game-reactions-now = Now: { $answer }
game-reactions-answer = { $answer ->
    [ask] ask me each time
    [always_pass] always pass
    [pass_unless] pass unless
   *[other] { $name }
}
game-reactions-unchanged = Nothing to change.
game-reactions-saved = Saved { $count } { $count ->
    [one] reaction
   *[other] reactions
}.
game-browser-title = This browser
game-notify-title = Your move in { $name }
game-notify-unsupported = This browser cannot show notifications.
game-notify-blocked = Notifications are blocked for this site in your browser's settings.
game-notify-on = On: when it becomes your move while this game's tab is in the background, this browser tells you.
game-notify-off = Off: this browser shows no notification for this game.
game-notify-stop = Stop notifying me
game-notify-start = Notify me when it is my move
game-notify-refused = The browser did not allow notifications.

## The log's frame

game-log-since = Since your last visit: { $count } new
game-log-version = See the board at version { $version }
game-log-secret = {" "}(secret)
