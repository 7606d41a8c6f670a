# The words of the create page (new-*), the statistics page (stats-*), the missing game's page
# (missing-*) and the game page's chat, seat settings and panels around the game (game-more-*).

## The create page

new-heading = Create a game
new-loading = Loading the choices…
new-load-failed = The choices could not be loaded.
new-load-failed-reason = The choices could not be loaded: { $reason }
new-table = Table
new-name = Game name
new-name-default = Friday game
new-seats = Seats
new-seats-hint = Two players use the three-player map with the two-player rules.
new-seat-count = { $seats } players
new-seat-count-not-yet = { $seats } players (not yet: { $note })
new-layout = Map layout
new-layout-areas = { $count } Areas.
new-you = You
new-your-seat = Your seat
new-your-seat-hint = You take this seat as the game is created and play it from this browser; the host link manages the lobby either way.
new-your-name = Your name (the other players see it)
new-who = Who may join
new-public = Public: listed on the home page for anyone to join
new-private = Private: only people holding an invite link may join or watch
new-rated = Rated: the result counts for the players' ratings
new-sandbox = Sandbox: you hold every seat, for trying things out and teaching (never counts as a result)
new-position = Start from a position (a JSON position document, optional)
new-position-not-json = The position file is not JSON.
new-dice = Scripted dice (faces 1-6 separated by spaces, optional)
new-time = Time control
new-neutral-summary = Expansions: High Priests, neutral Spellbooks, Independent Great Old Ones, Neutral Monsters and Terrors
new-neutral = Neutral content
new-ruleset-summary = Ruleset options: the defaults suit most tables
new-ruleset = Ruleset options
new-ruleset-hint = Where the rulebooks leave a choice open or editions differ. Each says where it comes from: a ruling (R3…), a rulebook section, or the engine.
new-rule-source = Comes from: { $source }
new-rule-yes = yes
new-rule-no = no
new-rule-default = { $value } (default)
new-create = Create the game
new-ready = Your game is ready
new-ready-hint = Send each player their link. This browser keeps your tokens; the game page shows you the invite links again while seats are open.
new-ready-sandbox-hint = A sandbox: you hold every seat. Open each seat link in its own browser profile or private window, or play here as the first seat.
new-ready-announce = Your game is ready: send each player their link.
new-open-game = Open the game page
new-seat-faction = Seat { $number } faction
new-seat-played-by = Seat { $number } played by
new-random = Random
new-person = A person (invite link)
# $level: the bot level's name as the API gives it (random, heuristic, search); $title: that name as a title.
new-bot = { $level ->
   *[other] { $title } bot
}
new-bot-explained = { $bot }: { $explanation }
new-seat = Seat { $number }
new-only-host = None — I only host
new-name-needed = Give your name (the other players see it), or choose "None — I only host" for your seat.

## Time controls ($name: the preset, kind, field or policy as the API names it; $title: that name as a title)

new-time-preset = { $name ->
   *[other] { $title }
}: { $explanation }
new-time-custom = Custom: choose the kind of clock and its durations yourself.
new-time-kind = Kind of clock
new-time-kind-name = { $name ->
   *[other] { $title }
}
new-time-duration = { $name ->
   *[other] { $title }
} (ISO 8601, e.g. P1D or PT12H)
new-time-extra = { $name ->
    [vacation_days] { $title }
   *[other] { $title } (optional)
}
new-time-optional = optional, e.g. PT2H
new-time-policy = When time runs out
new-time-policy-name = { $name ->
   *[other] { $title }
}

## What GET /v1/game-options explains, in the reader's language

new-time-explain-none = No clock: the game waits for every decision as long as it takes.
new-time-explain-live = Five minutes per decision, for a game played in one sitting.
new-time-explain-daily = A day per decision with a reminder four hours before, and a week of vacation per seat.
new-time-explain-bank = A bank of three days that gains twelve hours per decision, up to five days.
new-time-kind-explain-none = No deadlines at all.
new-time-kind-explain-per_decision = The same time, per_decision, for every decision a seat is asked.
new-time-kind-explain-bank = Each seat's bank (starting at initial) runs while it decides, gains increment after each decision, and never exceeds cap.
new-time-field-explain-window = A shorter time for out-of-turn answers (abilities, Kills, Pains, Retreats).
new-time-field-explain-reminder_before = How long before a deadline the seat is reminded.
new-time-field-explain-vacation_days = Days each seat may pause its clock during the game (0 to 60).
new-time-field-explain-timeout_policy = What happens when time runs out.
new-time-policy-explain-default_choice = The server answers for the seat: it passes where the rules allow, else drops to 0 Power, else takes the cheapest option.
new-time-policy-explain-bot_decision = A bot takes that one decision, and the player carries on afterwards.
new-time-policy-explain-bot_rest_of_game = A bot takes over the seat for the rest of the game.
new-bot-explain-random = Picks any legal option at random.
new-bot-explain-heuristic = Judges each option by its faction's evaluation on a world sampled from its own view: Spellbooks, Doom toward victory, Gates, Power and units.
new-bot-explain-search = Plays out the heuristic's best options in sampled worlds and keeps the one that fares best, within 0.25 s per decision.
new-layout-3p = Both hemispheres on their three-player side.
new-layout-4p_east5_west3 = East hemisphere on its five-player side; West hemisphere on its three-player side.
new-layout-4p_east3_west5 = East hemisphere on its three-player side; West hemisphere on its five-player side.
new-layout-5p = Both hemispheres on their five-player side.
new-layout-6p = Both boards of the 6-8 player Earth map on their six-player side.
new-layout-library_3p = The Library at Celaeno, both floors on their 3-player side.
new-layout-library_4p_5u_3l = The Library at Celaeno, the Upper Floor on its 5-player side, the Lower Floor on its 3-player side.
new-layout-library_4p_3u_5l = The Library at Celaeno, the Upper Floor on its 3-player side, the Lower Floor on its 5-player side.
new-layout-library_5p = The Library at Celaeno, both floors on their 5-player side.

## Neutral content

new-high-priests = High Priests: each faction may Recruit its High Priest (3 Power) and sacrifice it at any time for 2 Power
new-unique-high-priests = Unique High Priests (with the High Priests): Recruiting its High Priest, a faction may pick one of eight named ones instead, each for one faction only
new-neutral-spellbooks = Neutral Spellbooks ({ $books }): may be taken instead of one of a faction's own
new-none-known = none known
new-no-independent = No Independent Great Old One is available yet.
new-supply = Independent Great Old Ones (Loyalty Cards in the supply)
new-supply-none = No Independent Great Old Ones
new-supply-first-game = A first game's set: as many as there are players less one, drawn at random
new-supply-random = A number drawn at random
new-supply-pick = The ones I pick
new-how-many = How many
new-bought = Neutral Monsters and Terrors (bought on a Ritual turn, one card per Doom Phase, kept for the game)
new-bought-none = None
new-bought-random = A number of each kind drawn at random
new-bought-pick = The ones I pick
new-kind-neutral-monster = Neutral Monsters
new-kind-terror = Terrors
new-bought-count = { $kind } (of { $count })
new-bought-each = { $kind } ({ $price } each)
new-price = { $power ->
    [0] { $doom } Doom
   *[other] { $doom } Doom and { $power } Power
}
new-buy = { $title } (buy: { $price })
new-figures = { $count ->
    [one] { $count } { $title }
   *[other] { $count } { $title } figures
}: Summon { $cost } Power, Combat { $combat }
new-source = Source: { $source }
new-source-uncertain = Source: { $source } (some numbers less certain)
new-awaken = Awaken { $cost } Power · Combat { $combat }
new-awaken-uncertain = Awaken { $cost } Power · Combat { $combat } · some numbers less certain
new-spellbook = Spellbook:{" "}
new-earned-by = { $spellbook } (earned by: { $requirement })

## The links a new game hands out

new-host-link = Host link (manages the lobby and shows the invite links again; keep it to yourself)
new-host-link-sandbox = Host link (manages the lobby; keep it to yourself)
new-seat-link = Seat link for { $seat } ({ $faction })
new-invite-link = Invite link for { $seat } ({ $faction })
new-copy = Copy
new-copy-host = Copy the host link
new-copy-seat = Copy the seat link for { $seat }
new-copy-invite = Copy the invite link for { $seat }
new-copied = Copied
new-copy-selected = Selected: press Ctrl+C
new-own-seat = { $seat } ({ $faction }) is yours: this browser holds its token.
new-bot-seat = { $level ->
   *[other] { $seat } ({ $faction }) is played by the { $level } bot.
}

## The statistics page

stats-heading = Faction strength
stats-hint = How often each faction won, by the number of seats at its table, over every finished game (sandbox games do not count). A shared victory counts as a win for each winner. The range is the 95% Wilson interval: with few games it is wide, and two factions whose ranges overlap may well be equal.
stats-count = { $count ->
    [one] 1 finished game counted.
   *[other] { $count } finished games counted.
}
stats-failed = The statistics could not be read: { $reason }
stats-players = { $seats } players
stats-faction = Faction
stats-games = Games
stats-wins = Wins
stats-win-share = Win share
stats-interval = 95% interval
stats-ratings = Ratings
stats-ratings-hint = Players with an account, rated over the rated games that ended by the rules (Plackett-Luce, as openskill computes it), best first by the cautious rating (the rating less three times its uncertainty). The bots are rated too, as fixed points to compare with.
stats-no-ratings = No rated game has ended yet.
stats-ratings-caption = Ratings, best first
stats-place = Place
stats-player = Player
stats-rating = Rating
stats-uncertainty = Uncertainty

## A game that is not there

missing-heading = There is no such game
missing-id = No game here has the id
missing-why = . The link may be mistyped or cut short, or the game may have been removed.
missing-mine = See your games
missing-new = Create a game

## The game page: invite links

game-more-invites = { $count ->
    [one] Invite players: { $count } seat open
   *[other] Invite players: { $count } seats open
}
game-more-invites-hint = Only you, the host, see these links: send each player the link of their seat.
game-more-invite-code = Invite code:{" "}

## The game page: chat ($who: a seat's faction, with its player's name when it differs)

game-more-chat-seats-note = Only the seats of this game read this chat.
game-more-chat-spectators-note = Spectators' chat: the seats do not see it while they play.
game-more-chat-closed-note = The host has closed the spectators' chat.
game-more-chat-mute = Mute
game-more-chat-mute-label = Mute { $who }
game-more-chat-empty = No messages yet.
game-more-chat-muted = Muted:{" "}
game-more-chat-unmute = Unmute { $who }
game-more-chat-new = { $count } new
game-more-chat-unread = { $count } unread
game-more-chat-open-spectators = Open spectators' chat
game-more-chat-close-spectators = Close spectators' chat
game-more-chat-muted-for-you = { $who } is muted for you.
game-more-chat-heard = { $who } is heard again.

## The game page: the seat's settings

game-more-settings-open = Seat settings
game-more-settings = Settings for your seat
game-more-close = Close
game-more-notifications = Notifications
game-more-history = Delivery history
game-more-channels = Notification channels
game-more-webhook = Webhook URL
game-more-webhook-hint = Each notification is POSTed there, signed with HMAC-SHA256 (the X-CW-Signature header).
game-more-format = Webhook format
game-more-format-json = Signed JSON (for your own receiver)
game-more-format-discord = Discord message
game-more-format-slack = Slack message
game-more-format-hint = Discord and Slack post their format as it is: paste a Discord webhook URL or a Slack incoming-webhook URL above.
game-more-email = Email address
game-more-email-hint = Each notification is also sent there as a short email.
game-more-no-email = This server sends no email.
game-more-save = Save notification settings
game-more-test = Send a test
game-more-secret = Signing secret of this webhook (shown only now: keep it)
game-more-saved = Saved.
game-more-saved-secret = Saved. The webhook has a new signing secret (below); your receiver checks signatures with it.
# $channels: the channels the test goes to, joined by game-more-and
game-more-test-sent = A test message is on its way ({ $channels }); its result shows in the delivery history.
game-more-and = {" "}and{" "}
game-more-history-hint = Every attempt to deliver a notification to this seat, newest first.
game-more-history-refresh = Refresh the history
game-more-history-empty = Nothing was sent yet.
game-more-history-caption = Delivery history, newest first
game-more-when = When
game-more-what = What
game-more-channel = Channel
game-more-result = Result
game-more-kind-your_turn = Your move
game-more-kind-reminder = Reminder
game-more-kind-timeout = Timeout
game-more-kind-undo_request = Undo request
game-more-kind-game_ended = Game over
game-more-kind-chat = Chat
game-more-kind-rematch = Rematch
game-more-kind-test = Test
# $code: " (HTTP 200)", " (SMTP 250)" or nothing
game-more-delivered = delivered{ $code }
game-more-failed = failed, attempt { $attempt }{ $code }: { $error }
game-more-no-answer = no answer

## The game page: clocks and vacation ($date: a date and time as the browser writes it; $time: a duration)

game-more-deadline-then = Deadline then:{" "}
game-more-bank = Bank:{" "}
game-more-clock = Clock:{" "}
game-more-until = until { $date }
game-more-bank-waiting = { $time } (waiting)
game-more-on-vacation = On vacation until { $date }.
game-more-time-left = { $time } left
game-more-time-up = time is up
game-more-days-clock = { $days }d { $clock }
game-more-clock-title = Clock and vacation
game-more-no-clock = This game has no clock.
game-more-vacation-left = { $count ->
    [one] You may take up to { $count } more day of vacation in this game.
   *[other] You may take up to { $count } more days of vacation in this game.
}
game-more-no-vacation-left = No vacation is left to take in this game.
game-more-vacation-until = You are on vacation until { $date }.
game-more-vacation-days = Days of vacation
game-more-vacation-hint = Your clock pauses for these days and your deadline moves back by them; every seat sees it. A vacation cannot be taken back.
game-more-vacation-take = Take vacation
game-more-vacation-range = Choose from 1 to { $left } days.
game-more-vacation-confirm = { $count ->
    [one] Yes, take { $count } day of vacation
   *[other] Yes, take { $count } days of vacation
}
game-more-cancel = Cancel
game-more-clock-paused = Your clock is paused until { $date }.

## The game page: game over and rematch

game-more-game-over = Game over
# $winners: the winning factions, joined by game-more-and
game-more-winner = Winner: { $winners }.
game-more-final-doom = Final Doom
game-more-faction = Faction
game-more-doom = Doom
game-more-elder-signs = Elder Signs
game-more-signs-during = { $values } revealed during play
game-more-signs-end = { $values } revealed at the end
game-more-none = none
game-more-ended-because = The game ended: { $reason }.
game-more-ended = The game ended.
game-more-seed-checking = Checking the seed…
game-more-export = Export the whole game
game-more-seed-unpublished = The seed is not published yet.
game-more-seed-ok = Seed checked: SHA-256 of the revealed seed equals the hash published at creation ({ $hash }…). Every roll can be replayed from it.
game-more-seed-bad = The revealed seed does NOT match the hash published at creation.
game-more-rematch = Rematch
game-more-rematch-rotate = Rematch, factions rotated
game-more-rematch-deal = Rematch, factions dealt anew
game-more-rematch-declined = { $seat } declined the rematch.
game-more-rematch-again = Play again with the same seats, options and clock:
game-more-rematch-open = Open the rematch
game-more-rematch-waiting = Waiting for { $seats }.
game-more-rematch-accept = Accept the rematch
game-more-rematch-decline = Decline
game-more-rematch-call-off = Call off the rematch
game-more-rematch-plays = { $seat } plays { $faction }
# $deal: rotate or deal; $seats: who plays which faction, joined by "; "
game-more-rematch-proposed = { $deal ->
    [rotate] { $seat } proposed a rematch, factions rotated one seat on: { $seats }.
   *[deal] { $seat } proposed a rematch, factions dealt anew: { $seats }.
}
game-more-rematch-accepted = Everyone accepted: the new game has started. { $proposal }
game-more-a-seat = A seat

## The game page: review step by step and replays

# $what: replay (a finished game), move (since this seat's last move) or visit (since the last visit)
game-more-review-start = { $what ->
    [replay] Replay step by step
    [move] Review since my last move
   *[visit] Review since my last visit
} ({ $count ->
    [one] { $count } step
   *[other] { $count } steps
})
game-more-review = Review
game-more-review-step = Step { $number } of { $count }
# $fade: pass, auto (an automatic step) or choice
game-more-review-who = { $fade ->
    [pass] version { $version } · { $who } (a pass):
    [auto] version { $version } · { $who } (automatic):
   *[choice] version { $version } · { $who }:
}
game-more-review-nothing = nothing else changed.
game-more-review-prev = ◀ Previous step
game-more-review-next = Next step ▶
game-more-review-finish = Finish: back to now
game-more-review-stop = End the review
game-more-review-over = Review over: this is the board now.
game-more-review-the-game = The game
game-more-review-you = You ({ $faction })
game-more-sign-drawn = { $faction } draws an Elder Sign.
game-more-viewpoint = Viewpoint
game-more-auditor = Auditor: every secret
game-more-spectator = Spectator: no secret
game-more-auditor-note = Every Elder Sign value, as the auditor sees them now the game is over.
game-more-spectator-note = What anyone watching saw during the game.
game-more-seat-note = What { $faction } saw during the game.

## My games (the home page's cards)

mine-decision = a decision
mine-decision-turn = your turn
mine-decision-move = finish your Move
mine-decision-assign_kill = assign Kills
mine-decision-assign_pain = assign Pains
mine-decision-assign_elimination = assign Eliminations
mine-decision-retreat = Retreat Pained units
mine-decision-ritual = a Ritual of Annihilation?
mine-decision-spellbook = choose a Spellbook
mine-decision-window = use or pass an ability
mine-decision-direction = choose the direction of play
mine-decision-first_player = choose the First Player
mine-decision-start_area = choose your start Area
mine-new = { $count } new
mine-unread-chat = { $count } unread chat
mine-forgotten = Game { $game } is forgotten in this browser.
mine-game = Game { $game }
mine-lost = No token this browser holds for this game works now: the game is gone, or its seat's token was replaced.
mine-forget = Forget this game
mine-forget-label = Forget game { $game }
mine-role-seats = You hold { $count } seats
mine-role-play = You play { $faction }
mine-role-host = You host this game
mine-seats-open = { $open } of { $total } seats open
mine-ended-in-round = ended in round { $round }
# $phase: action, gather_power, first_player, doom, ...; $title: that name in words
mine-round = { $phase ->
   *[other] round { $round }, { $title } phase
}
mine-your-move = Your move: { $decision }
mine-no-deadline = No deadline
mine-waiting-for = Waiting for { $names }
mine-nobody = nobody
mine-since = since
mine-waiting-to-join = { $count ->
    [one] Waiting for { $count } player to join
   *[other] Waiting for { $count } players to join
}
mine-bot = { $level } bot
mine-finished-won = Finished: { $winners } won
mine-finished-nobody = Finished ({ $reason }): nobody won
mine-finished = Finished
mine-doom = Doom
mine-minutes = { $minutes } min
mine-hours = { $hours } h { $minutes } min
mine-days = { $days } days { $hours } h
mine-due-in = due in { $span }
mine-overdue = overdue by { $span }
mine-since-ago = { $date } ({ $span } ago)

## Ruleset options: each option's name, its values' words and where it comes from (the route's
## sources, in the reader's language)

new-rule-first_round = First Round
new-rule-cthulhu_last_spellbook_others = Cthulhu Last Spellbook Others
new-rule-black_goat_area_counts = Black Goat Area Counts
new-rule-share_areas_power_bonus = Share Areas Power Bonus
new-rule-fertility_cult = Fertility Cult
new-rule-dreams_cost = Dreams Cost
new-rule-harbinger_rounding = Harbinger Rounding
new-rule-negotiation = Negotiation
new-rule-first_player_rule = First Player Rule
new-rule-two_player_stuck = Two Player Stuck
new-rule-two_player_capture_doom = Two Player Capture Doom
new-rule-post_battle_order = Post Battle Order
new-rule-move_gate_cultist = Move Gate Cultist
new-rule-two_player_awaken_sacrifice_doom = Two Player Awaken Sacrifice Doom
new-rule-two_player_half_doom = Two Player Half Doom
new-rule-two_player_replaced_acolyte_doom = Two Player Replaced Acolyte Doom
new-rule-earth_6p_south_pacific = Earth 6p South Pacific
new-rule-daoloth_cost = Daoloth Cost
new-rule-dire_cthulhu_kills = Dire Cthulhu Kills
new-rule-bloated_woman_chaos_elder_signs = Bloated Woman Chaos Elder Signs
new-rule-servitor_first_figure = Servitor First Figure
new-rule-abhoth_filth_tokens = Abhoth Filth Tokens
new-rule-bokrug_awaken_cost = Bokrug Awaken Cost
new-rule-bokrug_combat = Bokrug Combat
new-rule-hound_of_tindalos_combat = Hound Of Tindalos Combat
new-rule-shadow_pharaoh_cost = Shadow Pharaoh Cost
new-rule-shadow_pharaoh_combat = Shadow Pharaoh Combat
new-rule-cathedral_cost = Cathedral Cost
new-rule-cathedral_limit = Cathedral Limit
new-rule-brainless_companion = Brainless Companion
new-rule-worship_services_yog_sothoth = Worship Services Yog Sothoth
new-rule-bubastis_cat_values = Bubastis Cat Values
new-rule-bubastis_catabolism_areas = Bubastis Catabolism Areas
new-rule-bubastis_requires_attention = Bubastis Requires Attention
new-rule-daemon_sultan_thesis_effect = Daemon Sultan Thesis Effect
new-rule-daemon_sultan_antithesis_effect = Daemon Sultan Antithesis Effect
new-rule-chaos_gate_turns_normal = Chaos Gate Turns Normal
new-rule-chaos_gate_needs_cultist = Chaos Gate Needs Cultist
new-rule-opener_twelve_gates_four_player = Opener Twelve Gates Four Player
new-rule-dragon_descending_doubles = Dragon Descending Doubles
new-rule-opener_gates_count_yog_sothoth = Opener Gates Count Yog Sothoth
new-rule-opener_start_area = Opener Start Area
new-rule-ancient_sorcery_return = Ancient Sorcery Return
new-rule-two_player_demand_sacrifice_doom = Two Player Demand Sacrifice Doom
new-rule-ubbo_growth = Ubbo Growth
new-rule-tcho_tcho_tribe = Tcho Tcho Tribe
new-rule-dark_rituals_immunity = Dark Rituals Immunity
new-rule-windwalker_start_area = Windwalker Start Area
new-rule-ithaqua_sacrifice_doom = Ithaqua Sacrifice Doom
new-rule-ithaqua_replaces_yog_sothoth = Ithaqua Replaces Yog Sothoth

new-rule-value-antarctica = Antarctica
new-rule-value-arctic-ocean = Arctic Ocean
new-rule-value-mountains-of-madness = Mountains Of Madness
new-rule-value-abandon_implied = Abandon Implied
new-rule-value-action_phase = Action Phase
new-rule-value-alphabetical = Alphabetical
new-rule-value-any_unit = Any Unit
new-rule-value-attacker_defender_others = Attacker Defender Others
new-rule-value-australia = Australia
new-rule-value-both = Both
new-rule-value-card = Card
new-rule-value-choice = Choice
new-rule-value-doom_phase = Doom Phase
new-rule-value-down = Down
new-rule-value-drop_to_zero = Drop To Zero
new-rule-value-each_avoided_death = Each Avoided Death
new-rule-value-earth_cat = Earth Cat
new-rule-value-either = Either
new-rule-value-empty = Empty
new-rule-value-end = End
new-rule-value-end_of_doom_phase = End Of Doom Phase
new-rule-value-enemy_cultist = Enemy Cultist
new-rule-value-enemy_unit = Enemy Unit
new-rule-value-every_area = Every Area
new-rule-value-every_doom_phase = Every Doom Phase
new-rule-value-everything = Everything
new-rule-value-first_edition = First Edition
new-rule-value-four = Four
new-rule-value-gate_areas = Gate Areas
new-rule-value-gate_doom = Gate Doom
new-rule-value-gather_power = Gather Power
new-rule-value-leng = Leng
new-rule-value-multi_summon = Multi Summon
new-rule-value-new_zealand = New Zealand
new-rule-value-no_doom = No Doom
new-rule-value-no_gate = No Gate
new-rule-value-offers_in_turn_order = Offers In Turn Order
new-rule-value-once_per_unit_per_battle = Once Per Unit Per Battle
new-rule-value-one_or_three = One Or Three
new-rule-value-opponent_gains_doom = Opponent Gains Doom
new-rule-value-original = Original
new-rule-value-pool = Pool
new-rule-value-recipient_gate = Recipient Gate
new-rule-value-ritual_turn = Ritual Turn
new-rule-value-rulebook = Rulebook
new-rule-value-rulebook_table = Rulebook Table
new-rule-value-sarkomand = Sarkomand
new-rule-value-seat_order = Seat Order
new-rule-value-secret = Secret
new-rule-value-start = Start
new-rule-value-stays = Stays
new-rule-value-tsang = Tsang
new-rule-value-unlimited_summon = Unlimited Summon
new-rule-value-up = Up
new-rule-value-while_in_play = While In Play

new-rule-source-first_round = R3: the game starts with an Action Phase; first edition starts with Gather Power and Determine First Player and skips that cycle's Doom Phase
new-rule-source-cthulhu_last_spellbook_others = ruling R4: the last Spellbook comes in a Doom Phase in which the other 5 are on the card (the rulebook's text reads 3)
new-rule-source-black_goat_area_counts = ruling R5: units in 4, 6 and 8 Areas (the rulebook's text reads 5)
new-rule-source-share_areas_power_bonus = ruling R6: sharing Areas with all enemies gives no Power (a later printing gives 1 per enemy)
new-rule-source-fertility_cult = ruling R7: one Summon Action may Summon several Monsters, each paid for (or Summoning is an Unlimited Action)
new-rule-source-dreams_cost = ruling R8: Dreams costs 2 Power (3 in the first edition)
new-rule-source-harbinger_rounding = ruling R12: Harbinger gives half an odd Awakening cost, rounded up
new-rule-source-negotiation = ruling R13: each affected player in turn order may offer a share; offers that cover the amount stand, otherwise the ability's fallback applies
new-rule-source-first_player_rule = Set Up, The First Player: without Great Cthulhu, alphabetical by faction name
new-rule-source-two_player_stuck = engine: a two-player seat with Power but no legal Action drops to 0 Power
new-rule-source-two_player_capture_doom = engine: a Captured Cultist is Eliminated, so the opponent gains 1 Doom
new-rule-source-post_battle_order = first edition: attacker, then defender, then factions not in the Battle
new-rule-source-move_gate_cultist = engine: moving a Gate's Cultist performs the Abandon Gate Unlimited Action first
new-rule-source-two_player_awaken_sacrifice_doom = factions: the 2 Cultists Shub-Niggurath's Awakening Eliminates give the opponent Doom, like the requirement's (Two-Player Rules example 1); the Duel rules give none
new-rule-source-two_player_half_doom = engine: a unit that avoids death gives half its Doom at most once per Battle (master rulebook, Two-Player Rules, General Rules: units that avoid death; Emissary's Pain then a blocked Retreat gives it once); the other reading gives it every time
new-rule-source-two_player_replaced_acolyte_doom = factions: an enemy Acolyte Eliminated by Dreams or Zingaya gives its opponent Doom (the text says Eliminate; 'replaced' covers own units)
new-rule-source-earth_6p_south_pacific = R22: on the 6-player Earth map the South Pacific touches New Zealand (as on the 5-player side); the other reading has it touch Australia instead (the two digital sources of the board disagree)
new-rule-source-daoloth_cost = Daoloth's Awaken cost: 6 as two secondary sources give it; one line of a third reads 4
new-rule-source-dire_cthulhu_kills = Dire Cthulhu's Spellbook: Kill 3 enemy units in one Battle (German rulebook DE 2503, and a secondary source); the master rulebook prints 7 (EN 3271)
new-rule-source-bloated_woman_chaos_elder_signs = The Bloated Woman Awakened by Crawling Chaos: each other faction gains 1 Elder Sign (German rulebook DE 2653, as for the Haunter); the master rulebook's scan reads 2 (EN 3455)
new-rule-source-servitor_first_figure = Servitor of the Outer Gods: the sources do not say where the first figure goes when the card is handed over; by default the buyer places it at one of the recipient's Controlled Gates, as a bought card's free figure; 'pool': every Servitor waits in the recipient's Pool
new-rule-source-abhoth_filth_tokens = Great Old One Pack 1: Abhoth comes with 12 Filth tokens (German rulebook, English component list EN 4026, his Combat of 0-12); the English Pack 1 list (EN 3143) names 6
new-rule-source-bokrug_awaken_cost = GOO Pack 2, Bokrug's Awaken cost: 4 in the strategy wiki's card text and a strategy guide, 6 in one fan-made engine's card data
new-rule-source-bokrug_combat = GOO Pack 2, Bokrug's Combat: 1 in the strategy wiki's card text, 0 in one fan-made engine's card data
new-rule-source-hound_of_tindalos_combat = The Hound of Tindalos' Combat: 1 as the master rulebook prints it (EN 3482); one secondary source gives 4
new-rule-source-shadow_pharaoh_cost = The Shadow Pharaoh's cost to Summon: the scan of the master rulebook does not show it (EN 3405-3420); 2 as one secondary source has it, 4 as another
new-rule-source-shadow_pharaoh_combat = The Shadow Pharaoh's Combat: the scan of the master rulebook does not show it (EN 3405-3420); 0 as one secondary source has it, 2 as another
new-rule-source-cathedral_cost = The Ancients, Cathedrals: 1 Power, or 3 beside another Cathedral (master rulebook tips, Shaggai) or a flat 4 (faction card as printed in the master rulebook's scan)
new-rule-source-cathedral_limit = The Ancients, Cathedrals: one per glyph class in every Area (master rulebook FAQ) or only among Areas with a Gate (Onslaught-4 card read aloud)
new-rule-source-brainless_companion = The Ancients, Brainless: a non-Reanimated unit shares the Area when the Move starts (master rulebook FAQ) or when it ends (German Onslaught-3 FAQ)
new-rule-source-worship_services_yog_sothoth = The Ancients, Worship Services: a Cathedral in Yog-Sothoth's Area counts him as an enemy-Controlled Gate, Opener of the Way's (The Key and the Gate: a Gate for every purpose; rulings R20), or does not
new-rule-source-bubastis_cat_values = Bubastis, Cats: costs 1/2/3/4 and 1 Power each in Gather Power (the card as read aloud and printed elsewhere), or the master rulebook's faction table: Mars, Saturn and Uranus cost 1, 2 and 3 and give as much Power
new-rule-source-bubastis_catabolism_areas = Bubastis, Catabolism: a Cat is Recruited into an Area with an Earth Cat (the card's words), or into any Area with a Bubastis unit
new-rule-source-bubastis_requires_attention = Bubastis, Requires Attention: Bastet shares an Area with an enemy Cultist (the card as read aloud), or with any enemy unit (a reading of the rulebook's garbled print)
new-rule-source-daemon_sultan_thesis_effect = Daemon Sultan, Awaken Avatar Thesis: every enemy gains 1 Power or one enemy 2 (the printed card), or share as many Power as there are players among the enemies, an enemy given none gaining 1 Doom (the master rulebook's Daemon Sultan chapter)
new-rule-source-daemon_sultan_antithesis_effect = Daemon Sultan, Awaken Avatar Antithesis: every enemy gains 1 Doom or one enemy 1 Elder Sign (the printed card), or every other player Eliminates one of his Cultists (the master rulebook's Daemon Sultan chapter)
new-rule-source-chaos_gate_turns_normal = Daemon Sultan, Chaos Gates: an Abandoned Chaos Gate becomes a normal Gate as the Doom Phase begins (the card) or once Power is gathered
new-rule-source-chaos_gate_needs_cultist = Daemon Sultan, the Chaos Gate Spellbook: a Daemon Sultan Cultist must stand in the Area (it takes the Gate at once), or any Area without a Gate will do (the card's bare words; the Gate is then Abandoned)
new-rule-source-opener_twelve_gates_four_player = Opener of the Way, the 12-Gate requirement in games of 4 or more: 12 (master rulebook, faction card) or 10 (a house variant of a digital implementation)
new-rule-source-dragon_descending_doubles = Opener of the Way, Dragon Descending: the Ritual's Doom for Gates is doubled, not its Elder Signs (the card as read by two independent sources), or its Elder Signs too
new-rule-source-opener_gates_count_yog_sothoth = Opener of the Way, the 8- and 12-Gate requirements: Yog-Sothoth counts as a Gate on the map (The Key and the Gate: a Gate for every purpose) or does not
new-rule-source-opener_start_area = Opener of the Way, set-up: an Area with no units and no Gate (master rulebook: 'empty Area') or any Area without a Gate (strategy wiki)
new-rule-source-ancient_sorcery_return = Sleeper, Ancient Sorcery: the Serpent Man returns on Sleeper's Ritual turn (master rulebook FAQ, Duel rulebook) or at the end of the Doom Phase (Onslaught-4 printing)
new-rule-source-two_player_demand_sacrifice_doom = Sleeper, Demand Sacrifice, two players: Kills counted as Pains give no half Doom, since the Kills were converted before they were assigned and nothing avoided death (rulings R19); true gives half the unit's Doom, as for a unit that avoids death (Two-Player Rules, General Rules)
new-rule-source-ubbo_growth = Tcho-Tcho, Ubbo-Sathla's Growth: a die added in every Doom Phase after his first Awakening, in play or not (Onslaught-4 card read aloud; German Independent Ubbo-Sathla), or only while he is in play (the master rulebook is silent)
new-rule-source-tcho_tcho_tribe = Tcho-Tcho Tribes: the tribe whose three Spellbooks join Hierophants, Soulless and Terror, named when the game is created or picked in secret by the Tcho-Tcho player before the first Action (master rulebook, Tcho-Tcho Tribes; Sarkomand wants Independent Great Old Ones and Neutral Monsters in the game)
new-rule-source-dark_rituals_immunity = Tcho-Tcho (Leng), Dark Rituals: a faction is immune with fewer than 2 of both Power and Doom (it pays what it can), or with fewer than 2 of either (card read aloud; not settled)
new-rule-source-windwalker_start_area = Windwalker, Set-up: the Windwalker-glyph Area it starts in (master rulebook, Windwalker, Set-up: either pole, the player's choice; on the 6-player map the southern one is the Mountains of Madness, rulings R22): asked at set-up, or fixed when the game is created
new-rule-source-ithaqua_sacrifice_doom = Windwalker, two-player: sacrificing Ithaqua (an Action, 0 Power) for the 6-Spellbooks requirement gives the opponent no Doom, or his cost as for an Elimination (master rulebook, Two-Player Rules; the procedure is not printed)
new-rule-source-ithaqua_replaces_yog_sothoth = Windwalker, Awaken Ithaqua where Yog-Sothoth is the only Gate in the pole (allowed: master rulebook, FAQ, Windwalker): Yog-Sothoth is Eliminated to his owner's Pool, as by the Bhole, or stays in the Area (where he goes is not printed)

## A seat count there are not yet enough factions for

new-seats-note = Only { $count } factions exist so far.
