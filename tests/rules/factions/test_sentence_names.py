"""The log names factions, abilities, units and places as people do: random games of all eight
factions at two to five seats, every event described for a seat and for a spectator, never show a
code name ("opener_of_the_way gains 1 Power"), nor one merely spelt out ("(Sleeper gift)",
"(Thousand forms)"), where the title is what the cards print."""
from __future__ import annotations

from math import comb

import random
import re

import rules
from bots.positions import varied_start
from bots.random_bot import KindBot
from bots.simulate import game_seed, play_game, seats_for
from play import sentences as _service  # noqa: F401  (registers the service's describers)
from rules import factions
from rules.words.sentences import sentence

from test_option_labels import CODE_NAME

# A code name spelt out by replacing its underscores: a capital, then only lower-case words.
SPELT_OUT = re.compile(r"\(([A-Z][\w']*(?: [a-z][\w']*)+)\)")
GAMES_PER_COUNT = 4  # per seat count, from the set-up and from a mid-game position: all eight factions play


class _Reading:
    """A tally for bots.simulate.play_game (and for a game's first events, with no state before
    them) that describes each new event for one seat and for a spectator, and keeps the
    sentences that show a code name."""

    def __init__(self, seats: list[dict]):
        self.seats = {s["seat"]: s["faction"] for s in seats}
        self.viewer = seats[0]["seat"]
        self.found: list[tuple[str, str]] = []
        self.types: set[str] = set()

    def observe(self, before, events: list) -> None:
        for event in events:
            for viewer in (self.viewer, None):
                type_name, _version, payload, secret = rules.redact(event, viewer, before)
                self.types.add(type_name)
                text = sentence(type_name, payload, secret, self.seats)
                if CODE_NAME.search(text) or SPELT_OUT.search(text):
                    self.found.append((type_name, text))


def _read_games(seats: list[dict], players: int, game: int) -> set[str]:
    """Two games of these seats (from the set-up and from a mid-game position), every event read;
    the event types seen."""
    reading = _Reading(seats)
    reading.observe(None, rules.new_game({"seats": seats}, game_seed("names", game)))
    play_game({"seats": seats}, game_seed("names", game), f"names:{players}:{game}",
              tally=reading, bot_class=KindBot)
    start = varied_start(seats, game_seed("names-varied", game), random.Random(game))
    reading.observe(None, start)
    play_game({"seats": seats}, b"", f"names-varied:{players}:{game}", start=start,
              tally=reading, bot_class=KindBot)
    assert reading.found == [], (players, game, sorted(set(reading.found))[:5])
    return reading.types


def test_random_games_of_every_faction_describe_every_event_without_a_code_name():
    played, types = set(), set()
    for players in (2, 3, 4, 5):
        for game in range(GAMES_PER_COUNT):
            # spread over the line-ups, so every offered faction plays however many there are
            stride = max(1, comb(len(factions.available()), players) // GAMES_PER_COUNT)
            seats = seats_for(players, game * stride + game)
            played |= {s["faction"] for s in seats}
            types |= _read_games(seats, players, game)
    for n, faction in enumerate(sorted(set(factions.available()) - played)):  # the line-ups left it out
        others = [f for f in factions.available() if f != faction][n % 3:][:2]
        seats = [{"seat": f"seat{i + 1}", "faction": f} for i, f in enumerate([faction, *others])]
        played.add(faction)
        types |= _read_games(seats, 3, GAMES_PER_COUNT + n)
    assert played == set(factions.available())
    assert {"FactionSetUp", "PowerChanged", "DoomGained", "UnitEliminated", "BattleDeclared"} <= types
