"""Running games: the application between the HTTP service and the rules engine.

Opening games and seating players, applying choices and undos, deadlines, time control and
timeouts, the notifications a commit is worth, export and import of finished games, and the
per-seat views that leave the server. Nothing here knows about HTTP: failures are the domain
errors of `play.errors`, which the service maps to problem responses in one place. This package
imports the rules engine, the event store and the read models, never the service or the workers.
"""
