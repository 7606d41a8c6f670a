"""Loading a game at any version: the cache, else the latest snapshot plus the events after it.

Snapshots bound the cost of a load: the loader writes one whenever it had to fold more than
`snapshot_every` events, so a game at version 5,000 loads about as fast as one at version 50.
"""
from __future__ import annotations

from events import EventStore
from play.model import game as model
from play.model.cache import GameCache

SNAPSHOT_SCHEMA = 1


class GameNotFound(LookupError):
    pass


class GameLoader:
    def __init__(self, store: EventStore, cache: GameCache, snapshot_every: int = 100):
        self.store = store
        self.cache = cache
        self.snapshot_every = snapshot_every

    def load(self, game_id: str, version: int | None = None) -> model.Game:
        """The game at `version` (default: its latest). Raises GameNotFound.

        A version already cached is returned without asking the log for its head: versions
        never change once written, so a cached one exists."""
        if version is not None:
            found = self._cached(game_id, version)
            if found is not None:
                return found
        head = self.store.current_version(game_id)
        if head == 0:
            raise GameNotFound(game_id)
        target = head if version is None else version
        if not 1 <= target <= head:
            raise GameNotFound(f"{game_id} has no version {target}")
        return self._load(game_id, target)

    def _cached(self, game_id: str, version: int) -> model.Game | None:
        game: model.Game | None = self.cache.get_local("game", game_id, version)
        if game is not None:
            return game
        document = self.cache.get_game(game_id, version)
        if document is None:
            return None
        game = model.from_document(document)
        self.cache.put_local(game, "game", game_id, version)
        return game

    def _load(self, game_id: str, target: int) -> model.Game:
        game = self._cached(game_id, target)
        if game is not None:
            return game
        game = self._fold(game_id, target)
        self.cache.put_game(game_id, target, model.to_document(game))
        self.cache.put_local(game, "game", game_id, target)
        return game

    def remember(self, game: model.Game) -> None:
        """A game just committed: cache it here at once, and in Redis soon after (never before
        the commit); another process that misses it meanwhile folds it from the log."""
        self.cache.put_local(game, "game", game.game_id, game.version)
        self.cache.put_game_later(game.game_id, game.version, lambda: model.document_json(game))

    def _fold(self, game_id: str, target: int) -> model.Game:
        snapshot = self.store.load_snapshot(game_id, max_version=target)
        game = model.from_document(snapshot.state) if snapshot else None
        start = snapshot.version if snapshot else 0
        # An undo needs the game at its target version. Targets after the snapshot are among the
        # versions this fold passes through: keep them, so no undo folds the log a second time.
        folded: dict[int, model.Game] = {}

        def resolve(version: int) -> model.Game:
            return folded[version] if version in folded else self._load(game_id, version)

        for event in self.store.read(game_id, after_version=start, upto_version=target,
                                     with_secrets=True):
            game = model.apply(game, event, resolve)
            folded[event.version] = game
        if game is None:  # no snapshot and no event up to `target` (its caller checked the head)
            raise GameNotFound(f"{game_id} has no version {target}")
        if target - start >= self.snapshot_every:
            self.store.save_snapshot(game_id, target, model.to_document(game), SNAPSHOT_SCHEMA)
        return game

    def replay(self, game_id: str) -> model.Game:
        """A full replay from the first event, ignoring snapshots and the cache (for checks)."""
        game: model.Game | None = None
        folded: dict[int, model.Game] = {}
        for event in self.store.read(game_id, with_secrets=True):
            game = model.apply(game, event, folded.__getitem__)
            folded[event.version] = game
        if game is None:
            raise GameNotFound(game_id)
        return game
