"""The game model: a game as the service knows it (`Game`, folded from its log by `apply`), the
codec of its rules state, and how a game is loaded (snapshots, the cache) and what rows of the
read models a commit writes for it. The commands of `play` change games only through this model;
`projections` holds the read models that only read the log.
"""
