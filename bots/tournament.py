"""Seat-rotated games between bot kinds, and how each kind fared.

`tournament(["search", "heuristic", "heuristic", "heuristic"], games)` plays `games` games whose
seats take the kinds in turn: game g gives seat i the kind at (i + g) mod seats, and faction line-ups
and seatings cycle as in `cthulhu-wars simulate`, so over a multiple of the seat count every kind
sits in every seat and plays every faction equally often. Seeds are fixed (game g of seed s is the
same game every run). A summary gives each kind's win share (a drawn win counts as a share) with a
95% Wilson interval, how games ended, and how many rounds they lasted.
"""
from __future__ import annotations

import math
import statistics
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from typing import Iterator

import rules

from .levels import LEVELS as KINDS, make_bot
from .simulate import game_seed, seats_for

MAX_DECISIONS = 20_000  # a game still running after this many decisions is reported as stuck


def lineup(kinds: list[str], game: int) -> list[str]:
    """The kind of each seat in game number `game` (seat order)."""
    shift = game % len(kinds)
    return kinds[shift:] + kinds[:shift]


def play(kinds: list[str], game: int, seed: str, playouts: int | None = None) -> dict:
    """One game of the tournament; a JSON-able report."""
    seated = lineup(kinds, game)
    seats = seats_for(len(kinds), game // len(kinds))
    state = rules.replay(rules.new_game({"seats": seats, "layout": None}, game_seed(f"tournament:{seed}", game)))
    bots = {s["seat"]: make_bot(kind, f"{seed}:{game}:{s['seat']}", playouts) for s, kind in zip(seats, seated)}
    kind_of = {s["seat"]: kind for s, kind in zip(seats, seated)}
    thinking: dict[str, list[float]] = {}
    decisions = 0
    while state.phase != "ended" and decisions < MAX_DECISIONS:
        seat = rules.pending(state)[0]["seat"]
        started = time.perf_counter()
        choice = bots[seat].choose(state, seat)
        if len(rules.legal_options(state, seat)) > 1:
            thinking.setdefault(kind_of[seat], []).append(time.perf_counter() - started)
        _, state = rules.decide_and_apply(state, seat, choice)
        decisions += 1
    result = state.result or {}
    faction_kind = {s["faction"]: kind for s, kind in zip(seats, seated)}
    winners = list(result.get("winners", ()))
    return {"game": game, "kinds": {s["faction"]: k for s, k in zip(seats, seated)},
            "result": result.get("result", "unfinished"), "reason": result.get("reason"),
            "winners": [{"faction": f, "kind": faction_kind[f]} for f in winners],
            "rounds": state.round, "decisions": decisions,
            "spellbooks": {f: len(state.spellbooks[f]) for f in state.order},
            "doom": {f: state.doom[f] for f in state.order},
            "seconds_per_decision": {k: round(statistics.median(v), 4) for k, v in sorted(thinking.items())}}


def wilson(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion."""
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    centre = (p + z * z / (2 * trials)) / (1 + z * z / trials)
    spread = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / (1 + z * z / trials)
    return (round(max(0.0, centre - spread), 3), round(min(1.0, centre + spread), 3))


def summarise(kinds: list[str], reports: list[dict]) -> dict:
    games = len(reports)
    seat_games = Counter(k for k in kinds) if games else Counter()
    wins: Counter = Counter()
    for report in reports:
        for winner in report["winners"]:
            wins[winner["kind"]] += 1 / len(report["winners"])
    shares = {}
    for kind, seats in sorted(seat_games.items()):
        trials = seats * games
        shares[kind] = {"seats_per_game": seats, "wins": round(wins[kind], 2),
                        "share_per_seat": round(wins[kind] / trials, 3) if trials else 0.0,
                        "ci95_per_seat": wilson(wins[kind], trials)}
    rounds = [r["rounds"] for r in reports]
    faction_won = sum(1 for r in reports if r["result"] in ("winner", "draw"))
    return {"summary": True, "kinds": kinds, "games": games, "shares": shares,
            "faction_won": faction_won, "faction_won_share": round(faction_won / games, 3) if games else 0.0,
            "faction_won_ci95": wilson(faction_won, games),
            "results": dict(Counter(r["result"] for r in reports)),
            "end_reasons": dict(Counter(str(r["reason"]) for r in reports)),
            "seconds_per_decision": _thinking(reports),
            "rounds": {"min": min(rounds, default=0), "median": statistics.median(rounds) if rounds else 0,
                       "max": max(rounds, default=0), "histogram": dict(sorted(Counter(rounds).items()))}}


def _thinking(reports: list[dict]) -> dict:
    """Each kind's median, over games, of its median time per decision with a choice to make."""
    by_kind: dict[str, list[float]] = {}
    for report in reports:
        for kind, seconds in report.get("seconds_per_decision", {}).items():
            by_kind.setdefault(kind, []).append(seconds)
    return {kind: round(statistics.median(v), 4) for kind, v in sorted(by_kind.items())}


def tournament(kinds: list[str], games: int, seed: str = "0", jobs: int = 1,
               playouts: int | None = None) -> Iterator[dict]:
    """Yield one report per game (in game order), then the summary."""
    unknown = sorted(set(kinds) - set(KINDS))
    if unknown:
        raise ValueError(f"unknown bot kind {unknown[0]!r}; known: {', '.join(sorted(KINDS))}")
    seats_for(len(kinds), 0)  # refuses a seat count the factions cannot fill
    reports: list[dict] = []
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            for report in pool.map(play, [kinds] * games, range(games), [seed] * games, [playouts] * games):
                reports.append(report)
                yield report
    else:
        for game in range(games):
            report = play(kinds, game, seed, playouts)
            reports.append(report)
            yield report
    yield summarise(kinds, reports)
