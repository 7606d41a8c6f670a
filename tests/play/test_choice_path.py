"""A choice takes one path: its game is loaded once, at the version the seat saw, and the append
that records it is the one check that the game is still there. Counted on a real store, the
in-memory one: what is counted is the application's calls, which no database changes."""
from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

import rules
from events import VersionConflict, open_store
from play import choices
from play.gameplay import Caller, Gameplay
from play.model.cache import GameCache
from play.model.loader import GameLoader
from play.tokens import token_hash

pytestmark = pytest.mark.memory
COUNTED = ("current_version", "read", "load_snapshot", "get_idempotency", "append")


class CountingStore:
    """A real store that counts the calls made to it (everything is passed through)."""

    def __init__(self, store: Any) -> None:
        self._store = store
        self.calls: Counter[str] = Counter()

    def __getattr__(self, name: str) -> Any:
        found = getattr(self._store, name)
        if name not in COUNTED:
            return found

        def counted(*args: Any, **kwargs: Any) -> Any:
            self.calls[name] += 1
            return found(*args, **kwargs)

        return counted


class CountingLoader(GameLoader):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.loads = 0

    def load(self, game_id: str, version: int | None = None) -> Any:
        self.loads += 1
        return super().load(game_id, version)


@pytest.fixture
def table():
    real = open_store("memory:")
    store = CountingStore(real)
    loader = CountingLoader(store, GameCache(None))
    gp = Gameplay(store, loader)  # type: ignore[arg-type]
    game, shown = gp.open_game({"seats": 3, "sandbox": True}, Caller())
    yield gp, store, loader, game.game_id, shown
    real.close()


def _turn(gp: Gameplay, game_id: str, shown: dict) -> tuple[Any, Caller, dict]:
    game = gp.load(game_id)
    seat = rules.pending(game.state)[0]["seat"]
    caller = Caller(seat=seat, token_hash=token_hash(shown["seat_tokens"][seat]))
    return game, caller, rules.legal_options(game.state, seat)[0].choice


def _reset(store: CountingStore, loader: CountingLoader) -> None:
    store.calls.clear()
    loader.loads = 0


def test_a_choice_loads_its_game_once_and_the_append_is_its_one_version_check(table):
    gp, store, loader, game_id, shown = table
    game, caller, option = _turn(gp, game_id, shown)
    _reset(store, loader)
    done = choices.submit(gp, game_id, caller, game.version, [option], ("k1", "f1"))
    assert done.game.version > game.version and not done.replayed
    assert loader.loads == 1
    # The game was at hand (this process committed it): the log is asked nothing but the append.
    assert store.calls == Counter({"append": 1})


def test_a_choice_in_a_process_that_never_saw_the_game_reads_the_log_once_to_load_it(table):
    gp, store, loader, game_id, shown = table
    game, caller, option = _turn(gp, game_id, shown)
    cold = Gameplay(store, CountingLoader(store, GameCache(None)))  # type: ignore[arg-type]
    _reset(store, cold.loader)  # type: ignore[arg-type]
    choices.submit(cold, game_id, caller, game.version, [option], None)
    assert cold.loader.loads == 1  # type: ignore[attr-defined]
    assert store.calls == Counter({"current_version": 1, "load_snapshot": 1, "read": 1,
                                   "append": 1})


def test_a_retried_choice_is_answered_from_its_record_with_one_more_load_for_the_token(table):
    gp, store, loader, game_id, shown = table
    game, caller, option = _turn(gp, game_id, shown)
    first = choices.submit(gp, game_id, caller, game.version, [option], ("k2", "f2"))
    _reset(store, loader)
    again = choices.submit(gp, game_id, caller, game.version, [option], ("k2", "f2"))
    assert again.replayed and again.response == first.response
    # The append finds the record and writes nothing; the latest game is loaded once to check
    # the token is still the seat's. No other check of the version is made.
    assert store.calls == Counter({"append": 1, "current_version": 1})
    assert loader.loads == 2


def test_a_stale_choice_is_refused_by_the_append_and_read_past_once(table):
    gp, store, loader, game_id, shown = table
    game, caller, option = _turn(gp, game_id, shown)
    choices.submit(gp, game_id, caller, game.version, [option], None)
    _reset(store, loader)
    with pytest.raises(VersionConflict) as refused:
        choices.submit(gp, game_id, caller, game.version, [option], ("k3", "f3"))
    assert refused.value.expected == game.version and refused.value.current > game.version
    # One load (the version seen, at hand), the append's refusal, the key's lookup, and one
    # read of what came since (only standing answers would let the choice through).
    assert loader.loads == 1
    assert store.calls == Counter({"append": 1, "get_idempotency": 1, "read": 1})
