"""Rematches: after a game, the same table plays again.

A seat of a finished game proposes a new game with the same seats, options and clock, its
factions rotated one seat on (seat2 plays what seat1 played, seat1 what the last seat played) or
dealt anew. The proposal is an event of the finished game's log (RematchProposed) naming the new
game's id, so the old game's page can link to it; each seat held by a person answers
(RematchAnswered): accepting gives that seat its token of the new game (shown once, its hash
recorded), declining closes the proposal (another may be proposed after). Bot seats come along
with their bots. When the last person accepts, the new game is opened with every seat taken and
starts at once.

The proposal and answers are appended to the finished game at its version (a second proposal
made at the same moment is a version conflict); the new game is appended after. Should that
second append not happen (the process stopped between the two), `ensure_started` opens it the
next time anyone asks.
"""
from __future__ import annotations

from typing import Any

from events import NewEvent, VersionConflict
from play import errors, tokens
from play.facts import (GameOpened, RematchAnswered, RematchProposed, SeatClaimed,
                        SeatHandedToBot, new_event)
from play.gameplay import Caller, Gameplay, game_options, new_game_id, start_events
from play.model.game import Game, Rematch, SeatStatus, Status, Visibility
from rules.engine.rng import seed_hash

DEALS = ("rotate", "deal")


def propose(gp: Gameplay, game_id: str, caller: Caller, deal: str
            ) -> tuple[Game, dict[str, Any]]:
    """`caller`'s seat proposes a rematch; returns the game after it and what is shown once:
    the proposer's token of the new game and the new game's host token."""
    game = gp.load(game_id)
    seat = _seat_of(game, caller)
    if game.sandbox:
        raise errors.SandboxRematch()
    if game.status != Status.FINISHED:
        raise errors.GameNotOver()
    if game.rematch is not None and game.rematch.declined is None:
        raise errors.RematchAlreadyProposed(game.rematch.game_id)
    factions = rotated(game) if deal == "rotate" else dealt(game)
    gp.check_options(_options(game, factions))
    token, host_token = tokens.new_token(tokens.SEAT_PREFIX), tokens.new_token(tokens.HOST_PREFIX)
    invite = tokens.invite_code_for(host_token)
    private = game.visibility == Visibility.PRIVATE
    proposed = RematchProposed(seat, new_game_id(), deal, tuple(factions),
                               host_token_hash=tokens.token_hash(host_token),
                               token_hash=tokens.token_hash(token),
                               invite_hash=tokens.token_hash(invite) if private else None)
    after = gp.commit(game, game_id, [new_event(proposed)], caller).game
    shown = {"token": token, "host_token": host_token}
    if private:
        shown["invite_code"] = invite
    return ensure_started(gp, after), shown


def answer(gp: Gameplay, game_id: str, caller: Caller, accept: bool
           ) -> tuple[Game, str | None]:
    """`caller`'s seat accepts (returning its token of the new game) or declines the rematch."""
    game = gp.load(game_id)
    seat = _seat_of(game, caller)
    rematch = game.rematch
    if rematch is None or rematch.status(game) != "proposed":
        raise errors.RematchNotProposed()
    if accept and seat in rematch.token_hashes:
        raise errors.RematchAlreadyAnswered()
    token = tokens.new_token(tokens.SEAT_PREFIX) if accept else None
    answered = RematchAnswered(seat, accept, tokens.token_hash(token) if token else None)
    after = gp.commit(game, game_id, [new_event(answered)], caller).game
    return ensure_started(gp, after), token


def ensure_started(gp: Gameplay, game: Game) -> Game:
    """Open the agreed rematch of `game` if it is not open yet; returns `game`."""
    rematch = game.rematch
    if rematch is None or rematch.status(game) != "accepted":
        return game
    if gp.store.current_version(rematch.game_id) > 0:
        return game
    try:
        gp.commit(None, rematch.game_id, opening(gp, game, rematch), Caller())
    except VersionConflict:
        pass  # opened by a request that asked at the same moment
    return game


def status(game: Game) -> dict[str, Any] | None:
    """The rematch as everyone may see it (no token hashes), or None."""
    return game.rematch.public(game) if game.rematch is not None else None


def opening(gp: Gameplay, game: Game, rematch: Rematch) -> list[NewEvent]:
    """The new game's events: opened, every seat taken (by its accepted token or its bot),
    started."""
    seed = gp.random_bytes(32)
    opened = GameOpened(game.name, game.visibility, False,
                        _options(game, list(rematch.factions)), seed_hash(seed),
                        dict(game.time_control), seed=seed.hex(),
                        host_token_hash=rematch.host_token_hash, invite_hash=rematch.invite_hash)
    events = [new_event(opened)]
    for seat in game.seats:
        if seat.status == SeatStatus.BOT and seat.bot is not None:
            events.append(new_event(SeatHandedToBot(seat.seat, seat.bot)))
        else:
            events.append(new_event(SeatClaimed(seat.seat, seat.name,
                                                rematch.token_hashes.get(seat.seat))))
    draft = gp.draft(rematch.game_id, events)
    return events + start_events(draft)


def rotated(game: Game) -> list[str]:
    """Each faction one seat on: seat2 gets seat1's, seat1 the last seat's."""
    factions = [s["faction"] for s in game.options["seats"]]
    return factions[-1:] + factions[:-1]


def dealt(game: Game) -> list[str]:
    """Factions dealt anew at random, as a new game's are, on the same layout."""
    spec = {"seats": len(game.options["seats"]), "layout": game.options.get("layout")}
    return [s["faction"] for s in game_options(spec)["seats"]]


def _options(game: Game, factions: list[str]) -> dict[str, Any]:
    seats = [{"seat": s["seat"], "faction": f} for s, f in zip(game.options["seats"], factions)]
    return {**game.options, "seats": seats}


def _seat_of(game: Game, caller: Caller) -> str:
    """The caller's seat, held by a person: a seat handed to a bot comes along with its bot."""
    seat = game.seat(caller.seat) if caller.seat is not None else None
    if seat is None or seat.status != SeatStatus.CLAIMED:
        raise errors.SeatRequired("Only a seat of this game held by a person may propose or "
                                  "answer a rematch.")
    return seat.seat
