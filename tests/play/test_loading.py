"""Loading a game costs the same however many undos its log holds."""
from __future__ import annotations

import pytest

import rules
from events import open_store
from play.model import game as model
from play.model.cache import GameCache
from play.model.loader import GameLoader
from play import choices
from play.gameplay import Caller, Gameplay
from play.tokens import token_hash


@pytest.mark.memory
def test_loading_a_game_with_many_undos_folds_each_event_about_once(monkeypatch):
    store = open_store("memory:")
    loader = GameLoader(store, GameCache(None), snapshot_every=100)
    gp = Gameplay(store, loader)
    game, shown = gp.open_game({"seats": 3, "sandbox": True}, Caller())
    for _ in range(30):  # a choice and its free undo, thirty times
        game = gp.load(game.game_id)
        seat = rules.pending(game.state)[0]["seat"]
        caller = Caller(seat=seat, token_hash=token_hash(shown["seat_tokens"][seat]))
        option = rules.legal_options(game.state, seat)[0].choice
        done = choices.submit(gp, game.game_id, caller, game.version, [option], None)
        choices.request_undo(gp, game.game_id, caller, done.game.version, None)
    folds = []
    real_apply = model.apply
    monkeypatch.setattr(model, "apply", lambda *a, **k: folds.append(1) or real_apply(*a, **k))
    loaded = gp.load(game.game_id)
    # From the latest snapshot, plus at most one more fold for an undo target before it; before
    # the fix every undo since the snapshot doubled the work (2 ** 30 folds here).
    assert loaded.version > 100 and len(folds) <= 2 * loader.snapshot_every
    monkeypatch.setattr(model, "apply", real_apply)
    assert loaded.state == loader.replay(game.game_id).state
    store.close()


@pytest.mark.memory
def test_the_cache_document_text_is_the_document_of_the_game_as_json():
    """The cache writes `document_json`, made by orjson over the state's own values; it must be
    the very text `to_document` gives (frozen sets sorted, the seed as hex), at every version."""
    import random

    from events.jsontext import compact

    store = open_store("memory:")
    gp = Gameplay(store, GameLoader(store, GameCache(None)))
    game, shown = gp.open_game({"seats": 4, "sandbox": True}, Caller())
    pick, checked = random.Random(5), 0
    for _ in range(120):
        assert model.document_json(game) == compact(model.to_document(game))
        assert model.from_document(model.to_document(game)).state == game.state
        checked += 1
        if game.status == "finished":
            break
        seat = rules.pending(game.state)[0]["seat"]
        caller = Caller(seat=seat, token_hash=token_hash(shown["seat_tokens"][seat]))
        option = pick.choice(rules.legal_options(game.state, seat)).choice
        game = choices.submit(gp, game.game_id, caller, game.version, [option], None).game
    assert checked >= 100 or game.status == "finished"
    store.close()


@pytest.mark.memory
def test_a_committed_choice_leaves_the_game_its_log_folds_to():
    """A choice keeps the rules state the engine reached while deciding it instead of evolving
    through its events again: that game must be the one a replay of the log gives, at every
    version, also for batches and for games that end."""
    import random

    store = open_store("memory:")
    loader = GameLoader(store, GameCache(None))
    # Fixed seeds and factions: the games, like the choices, are the same at every run, and one
    # of them ends within the choices played.
    seeds = random.Random(7)
    gp = Gameplay(store, loader, random_bytes=seeds.randbytes)
    pick, played, batches, ended = random.Random(11), 0, 0, 0
    core = ["great_cthulhu", "crawling_chaos", "black_goat", "yellow_sign"]
    for seats in (2, 4):  # factions named: a dealt line-up would make the games differ by run
        game, shown = gp.open_game({"seats": seats, "factions": core[:seats], "sandbox": True},
                                   Caller())
        while game.status != "finished" and played < 400:
            seat = rules.pending(game.state)[0]["seat"]
            caller = Caller(seat=seat, token_hash=token_hash(shown["seat_tokens"][seat]))
            batch = [pick.choice(rules.legal_options(game.state, seat)).choice]
            _, next_state = rules.decide_and_apply(game.state, seat, dict(batch[0]))
            follows = rules.pending(next_state)
            if next_state.draws == game.state.draws and follows and follows[0]["seat"] == seat:
                batch.append(pick.choice(rules.legal_options(next_state, seat)).choice)
                batches += 1
            done = choices.submit(gp, game.game_id, caller, game.version, batch, None)
            game, played = done.game, played + 1
            replayed = loader.replay(game.game_id)
            assert game.version == replayed.version
            assert model.to_document(game) == model.to_document(replayed)
            assert rules.pending(game.state) == rules.pending(replayed.state)
        ended += game.status == "finished"
    assert played >= 100 and batches >= 10 and ended >= 1
    store.close()
