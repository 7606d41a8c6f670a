"""Ratings: a skill estimate per player, from the rated games that ended by the rules.

A rating is a Plackett-Luce estimate (the `openskill` library): a mean `mu` and an uncertainty
`sigma`, updated game by game in the order the games ended, from each game's placement:

- the winner, or the winners of a shared victory, place first (master rulebook, Victory: the most
  Doom among the factions with all six Spellbooks wins, ties sharing the victory; a faction's own
  victory condition, where it has one, decides instead; the engine's GameEnded names them);
- the other seats follow by their final Doom (Elder Signs included), equal Doom sharing a place;
- a seat that lost on time (a decision timed out under a bank clock: its bank ran out) or left
  (its seat was handed to a bot after the start) places last, whatever its Doom.

Only rated games count (`options.rated`, never a sandbox), and only those that ended by the rules
(one of ENDINGS). Who played a seat is not known here: a `Holders` function, passed in, maps each
seat of a game to an identity (an account id, or `bot:random`, `bot:heuristic`, `bot:search` for
a bot's seat) or to None (the seat is left out). An identity holding several seats of one game is
rated once, at its best place. `bot_holders` names the bots' seats and no one else's.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Callable, Iterable, Mapping

from openskill.models import PlackettLuce

from events import EventStore, StoredEvent

ENDINGS = frozenset({"doom_30", "doom_30_action_phase", "instant_death", "instant_victory"})
PAGE = 2000


@dataclass(frozen=True)
class FinishedGame:
    """What a rating needs of one finished game, folded from its log."""

    game_id: str
    ended_at: datetime
    reason: str
    winners: tuple[str, ...]  # factions
    doom: Mapping[str, int]  # faction -> final Doom
    factions: Mapping[str, str]  # seat -> faction
    bots: Mapping[str, str] = field(default_factory=dict)  # seat -> bot level, from the start
    forfeited: frozenset[str] = frozenset()  # seats that lost on time or left


Holders = Callable[[FinishedGame], Mapping[str, "str | None"]]


@dataclass(frozen=True)
class Rating:
    mu: float
    sigma: float
    games: int = 0

    @property
    def ordinal(self) -> float:
        """A cautious single number to sort by: three sigmas below the mean."""
        return self.mu - 3 * self.sigma


def placement(game: FinishedGame) -> dict[str, int]:
    """Each seat's place, 1 first; seats that tie share a place and the next place skips."""
    keys = {seat: (True, True, 0) if seat in game.forfeited else  # all share the last place
            (False, faction not in game.winners, -game.doom.get(faction, 0))
            for seat, faction in game.factions.items()}
    return {seat: 1 + sum(other < key for other in keys.values()) for seat, key in keys.items()}


def bot_holders(game: FinishedGame) -> dict[str, str | None]:
    """The identities known without accounts: `bot:<level>` for a seat a bot held from the start;
    None for every seat a person held."""
    return {seat: f"bot:{game.bots[seat]}" if seat in game.bots else None
            for seat in game.factions}


def rate(games: Iterable[FinishedGame], holders: Holders,
         model: PlackettLuce | None = None) -> dict[str, Rating]:
    """Every identity's rating after `games` (taken in the order they ended)."""
    model = model or PlackettLuce()
    ratings: dict[str, Rating] = {}
    for game in sorted(games, key=lambda g: (g.ended_at, g.game_id)):
        if game.reason in ENDINGS:
            ratings = _rated(model, ratings, game, holders(game))
    return ratings


def _rated(model: PlackettLuce, ratings: dict[str, Rating], game: FinishedGame,
           holders: Mapping[str, str | None]) -> dict[str, Rating]:
    places: dict[str, int] = {}
    for seat, place in placement(game).items():
        who = holders.get(seat)
        if who is not None:
            places[who] = min(place, places.get(who, place))
    if len(places) < 2:
        return ratings
    players = sorted(places)
    default = Rating(model.mu, model.sigma)
    teams = [[model.create_rating([ratings.get(p, default).mu, ratings.get(p, default).sigma],
                                  name=p)] for p in players]
    rated = model.rate(teams, ranks=[float(places[p]) for p in players])
    out = dict(ratings)
    for player, (new,) in zip(players, rated):
        out[player] = Rating(new.mu, new.sigma, ratings.get(player, default).games + 1)
    return out


# ---- from the log -----------------------------------------------------------------------------

@dataclass
class _Fold:
    """One game's facts as its events pass by."""

    rated: bool = False
    bank: bool = False
    started: bool = False
    factions: dict[str, str] = field(default_factory=dict)
    bots: dict[str, str] = field(default_factory=dict)
    forfeited: set[str] = field(default_factory=set)
    ended: FinishedGame | None = None
    ended_version: int = 0


def finished_games(store: EventStore) -> list[FinishedGame]:
    """Every rated game of the log that has ended (by any reason: `rate` keeps the rules')."""
    return FinishedGames().update(store)


class FinishedGames:
    """The log's rated games that have ended, kept current by reading only the events after
    the last position read (appends commit in position order, events/store.py), so a reader
    that asks again pays for the new events alone."""

    def __init__(self) -> None:
        self._folds: dict[str, _Fold] = {}
        self._position = 0
        self._lock = threading.Lock()

    def update(self, store: EventStore) -> list[FinishedGame]:
        with self._lock:
            while True:
                page = store.read_all(after_position=self._position, limit=PAGE)
                for event in page:
                    _fold(self._folds.setdefault(event.game_id, _Fold()), event)
                if page:
                    self._position = page[-1].position
                if len(page) < PAGE:
                    break
            return [f.ended for f in self._folds.values() if f.rated and f.ended is not None]


def _fold(game: _Fold, event: StoredEvent) -> None:
    payload: Mapping[str, Any] = event.payload
    if event.type == "GameOpened":
        options = payload["options"]
        game.rated = bool(options.get("rated")) and not payload.get("sandbox")
        game.bank = (payload.get("time_control") or {}).get("kind") == "bank"
        game.factions = {s["seat"]: s["faction"] for s in options["seats"]}
    elif event.type == "GameStarted":
        game.started = True
    elif event.type == "SeatHandedToBot":
        if game.started:
            game.forfeited.add(payload["seat"])  # left the game, or handed over by the clock
        else:
            game.bots[payload["seat"]] = payload["bot"]
    elif event.type == "SeatClaimed" and not game.started:
        game.bots.pop(payload["seat"], None)
    elif event.type == "DecisionTimedOut" and game.bank:
        game.forfeited.add(payload["seat"])
    elif event.type == "UndoApplied" and game.ended is not None \
            and payload["target_version"] < game.ended_version:
        game.ended = None
    elif event.type == "GameEnded":
        game.ended_version = event.version
        game.ended = FinishedGame(event.game_id, event.recorded_at, payload["reason"],
                                  tuple(payload["winners"]), dict(payload["doom"]),
                                  dict(game.factions), dict(game.bots),
                                  frozenset(game.forfeited))


def table(ratings: Mapping[str, Rating]) -> list[dict[str, Any]]:
    """The ratings as rows, best first (by ordinal)."""
    rows = [{"identity": who, "mu": round(r.mu, 3), "sigma": round(r.sigma, 3),
             "ordinal": round(r.ordinal, 3), "games": r.games} for who, r in ratings.items()]
    return sorted(rows, key=lambda row: (-row["ordinal"], row["identity"]))
