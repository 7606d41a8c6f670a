# Words of the browser pages (service/web/templates, service/web/static/js). The page marks an
# element with data-l10n-id="<id>" (and data-l10n-args, JSON named arguments) and js/l10n.js
# replaces its text.

site-skip = Skip to content
site-nav = Site
site-mine = My games
site-new = Create a game
site-api = API
site-language = Language

home-heading = Cthulhu Wars, played by web
home-intro-play = Play the board game Cthulhu Wars with friends in the browser, a move a day or all in one evening.
    The rules, the dice and every secret stay on the server, and every finished game can be checked roll by roll.
home-create = Create a game
home-mine = My games
home-mine-empty = Games you create or join in this browser appear here.
home-mine-failed = Your games could not be loaded: { $reason }
home-section-move = Your move
home-section-waiting = Waiting
home-section-open = Open
home-section-finished = Finished
home-section-lost = Not found
home-seats-move = Move your seats to another browser
home-seats-hint = The file holds your seat tokens: whoever has it plays your seats. Import it in the other browser.
home-seats-export = Export my seats
home-seats-import = Import seats
home-seats-imported = { $count ->
    [one] Imported { $count } game.
   *[other] Imported { $count } games.
}
home-open-heading = Public games open to join
home-open-join = Join { $name }
home-open-seats = { $open } of { $total } seats open · { $layout } map
home-open-factions = Open: { $factions }
home-open-none = No public game is waiting for players right now.
home-list-failed = The list could not be loaded: { $reason }
home-watch-heading = Watch or replay
home-watch-hint = Anyone may watch a public game as it is played, and replay a finished one from any player's viewpoint.
home-watch-live = Being played
home-watch-done = Finished
home-watch-live-link = Watch { $name }
home-watch-done-link = Replay { $name }
home-watch-round = { $factions } · round { $round }
home-watch-live-none = No public game is being played right now.
home-watch-done-none = No public game has finished yet.

join-heading = Join a game
join-loading = Loading the game…
join-choose = Choose your seat
join-name = Your name (the other players see it)
join-take = Take the seat
join-game = Join { $name }
join-private = This game is private: open the invite link you were sent, as it is.
join-full = Every seat is taken.
join-watch = Watch the game
join-summary = { $players } players on the { $layout } map; { $open ->
    [one] { $open } seat open
   *[other] { $open } seats open
}. The game starts when every seat is taken.
join-seat = { $faction } ({ $seat }): { $status }
join-seat-open = open
join-seat-bot = { $bot ->
    [none] played by a bot
   *[other] played by a { $bot } bot
}
join-seat-taken = taken by { $name }
join-seat-taken-anonymous = taken by a player
join-name-needed = Give a name the other players will see.

site-account = Account
account-heading = Your account
account-optional = An account is optional: seat links play without one. Signed in, your seats follow you to every browser you sign in with.
account-sign-in = Sign in
account-email = Email address
account-send-link = Email me a sign-in link
account-link-sent = If the address is right, a sign-in link is on its way. It works once, for 15 minutes.
account-profile = Profile
account-signed-in-as = Signed in as
account-add-seats = Add this browser's seats to my account
account-seats-added = { $count ->
    [one] One seat is held by your account.
   *[other] { $count } seats are held by your account.
}
account-sign-out = Sign out
account-sign-out-everywhere = Sign out everywhere
account-delete = Delete my account
account-delete-hint = Your games stay as they are and your seats keep their names; the seat links in your browsers keep working.
account-delete-confirm = Delete my account now
account-signing-in = Signing in…
account-back = To your account
account-link-missing = This address holds no sign-in link; open the link from the email again.
account-name = Your name on the leaderboard
account-name-save = Save name
account-name-saved = Your name is saved.
account-rating = Rating { $rating } (± { $uncertainty }) after { $games } rated games
account-rating-none = No rating yet: it comes with your first rated game.
account-playing = Games in progress
account-finished = Finished games
account-games-none = None yet.
account-game = { $name } · { $faction }
account-game-won = { $name } · { $faction } · won
account-game-lost = { $name } · { $faction } · lost
account-record = Record per faction
account-record-faction = Faction
account-record-played = Played
account-record-won = Won
account-passkey-sign-in = Sign in with a passkey
account-passkey-add = Add a passkey
account-passkey-added = Your passkey is added: sign in with it on this device from now on.
