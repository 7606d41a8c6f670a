"""Helpers the Loyalty Card tests share: passing windows, and random games with cards in the supply."""
from __future__ import annotations

import rules
from bots.random_bot import KindBot
from bots.simulate import game_seed, seats_for


def ability(t, seat, name):
    """The options of `seat` that use the ability `name`."""
    return [o for o in t.options(seat, "ability") if o["ability"] == name]


def pass_window(t):
    """The seat the open window waits on passes."""
    seat, _ = t.waiting()
    [passing] = t.options(seat, "window_pass")
    return t.play(seat, passing)


def pass_until(t, done, limit=40):
    """Pass windows and take the only assignment offered until `done(t)` holds."""
    for _ in range(limit):
        if done(t):
            return
        seat, kind = t.waiting()
        if kind == "window":
            pass_window(t)
        else:
            t.play(seat, t.options(seat)[0])
    raise AssertionError("the game did not reach the state waited for")


def random_games(cards, games=5, players=3, limit=4000):
    """Play `games` seeded random games of `players` seats with `cards` in the supply to the end;
    returns the events of each."""
    played = []
    for game in range(games):
        seats = seats_for(players, game)
        events = rules.new_game({"seats": seats, "loyalty_cards": list(cards)}, game_seed("cards", game))
        state = rules.replay(events)
        bot = KindBot(f"cards:{game}")
        while state.phase != "ended" and len(events) < limit:
            seat = rules.pending(state)[0]["seat"]
            new, state = rules.decide_and_apply(state, seat, bot.choose(state, seat))
            events += new
        assert rules.replay(events) == state
        played.append(events)
    return played
