"""Play random-bot games to the end and report each game and a summary.

Timing lives here, never in rules/: decisions per second counts only the engine's work
(legal_options + decide + evolve), not the invariant checks.
"""
from __future__ import annotations

import hashlib
import itertools
import time
from collections import Counter
from typing import Iterator

import rules
from rules.engine import maps, registry
from rules.engine.options import SUPPLY_KINDS, never_paired
from rules.engine.start import can_start_on
from rules import factions

from . import invariants
from .abilities import Tally
from .random_bot import ContentBot, KindBot, RandomBot

BOTS = {"random": RandomBot, "kind": KindBot, "content": ContentBot}

REPLAY_EVERY = 200  # decisions between replay-equals-state checks


def seats_for(players: int, game: int, among: tuple[str, ...] | None = None) -> list[dict]:
    """A faction line-up for game number `game`: cycles through the combinations of the factions
    the registry offers (or of `among`), less the two-player pairs a faction is never seated against
    (FactionSpec.not_against). The list is turned by `players` places each game, so a few games
    in a row seat every faction."""
    known = list(among or factions.available())
    turn = (game * players) % len(known) if known else 0
    turned = known[turn:] + known[:turn]
    combos = [c for c in itertools.combinations(turned, players) if never_paired(c) is None]
    if not combos:
        raise rules.InvalidOptions(f"{players} seats need more factions than the {len(known)} there are.")
    chosen = list(combos[(game // max(len(known), 1)) % len(combos)])
    shift = game % players
    chosen = chosen[shift:] + chosen[:shift]
    return [{"seat": f"seat{i + 1}", "faction": f} for i, f in enumerate(chosen)]


def game_seed(seed: int | str, game: int) -> bytes:
    return hashlib.sha256(f"{seed}:{game}".encode()).digest()


def play_game(options: dict, seed: bytes, bot_seed: object, check: str = "none", start: list | None = None,
              tally=None, bot_class=RandomBot) -> dict:
    """One game; `check` is "none", "step" (cheap invariants every step) or "full" (also views, replay).

    `start` may give the game's first events (e.g. from rules.start_from_position) instead of new_game;
    `tally` (a bots.abilities.Tally) counts the abilities and Spellbook requirements that fire;
    `bot_class` picks the random bot (RandomBot, or KindBot which picks a kind of choice first).
    """
    events = list(start) if start is not None else rules.new_game(options, seed)
    state = rules.replay(events)
    bot = bot_class(bot_seed)
    decisions, engine_time, failures = 0, 0.0, []
    while state.phase != "ended":
        started = time.perf_counter()
        waiting = rules.pending(state)
        seat = waiting[0]["seat"]
        before = state
        new, state = rules.decide_and_apply(state, seat, bot.choose(state, seat))
        engine_time += time.perf_counter() - started
        if tally is not None:
            tally.observe(before, new)
        events += new
        decisions += 1
        failures += _checks(check, state, events, decisions)
        if failures or state.round > invariants.MAX_ROUNDS:
            break
    if check != "none":
        failures += invariants.check_replay(events, state)
    return _report(options, state, decisions, engine_time, failures, len(events))


def _checks(check: str, state, events: list, decisions: int) -> list[str]:
    if check == "none":
        return []
    found = invariants.check_step(state)
    if check == "full":
        found += invariants.check_views(state)
        if decisions % REPLAY_EVERY == 0:
            found += invariants.check_replay(events, state)
    return found


def _report(options: dict, state, decisions: int, engine_time: float, failures: list, n_events: int) -> dict:
    result = state.result or {}
    outcome = result.get("result")
    winner = list(result.get("winners", ())) if outcome == "winner" else outcome
    return {"seats": {s["seat"]: s["faction"] for s in options["seats"]}, "layout": state.layout,
            "rounds": state.round, "decisions": decisions, "events": n_events,
            "winner": winner[0] if isinstance(winner, list) else winner,
            "end_reason": result.get("reason"), "finished": state.phase == "ended",
            "invariant_failures": failures, "engine_seconds": engine_time}


def loyalty_options(loyalty: str | None) -> dict:
    """The game options of `--loyalty`: "all" (every Independent's, Neutral Monster's and Terror's
    card in the supply) or card
    names, comma-separated; with either, the High Priests (Unique ones too) and the neutral
    Spellbooks."""
    if not loyalty:
        return {}
    known = [c.name for c in registry.cards().values() if c.kind in SUPPLY_KINDS]
    names = known if loyalty == "all" else [n.strip() for n in loyalty.split(",") if n.strip()]
    for name in names:
        registry.card(name)  # an unknown name is refused before playing
    return {"loyalty_cards": names, "high_priests": True, "unique_high_priests": True,
            "neutral_spellbooks": True}


def simulate(games: int, players: int, layout: str | None = None, seed: int | str = 0,
             check: str = "step", bot: str | None = None, abilities: bool = False,
             loyalty: str | None = None) -> Iterator[dict]:
    """Yield one report per game, then a final summary dict (with "summary": True).

    `bot` is "random" (uniform over all options), "kind" (a kind of choice first, then an option)
    or "content" (a kind bot that takes Loyalty Cards and neutral Spellbooks when offered; the
    default with `loyalty`);
    with `abilities` the summary also counts the faction abilities and Spellbook requirements fired.
    `loyalty` ("all" or card names) puts Loyalty Cards in the supply (loyalty_options); the summary
    then counts the Independents Awakened, the cards bought and the neutral Spellbooks taken.
    """
    played_on = maps.layout_for(players, layout)  # refuse a layout the player count cannot use before playing
    # the factions that can set up on the layout (a map may print no start Area for some)
    among = tuple(f for f in factions.available() if can_start_on(f, played_on))
    seats_for(players, 0, among)
    content = loyalty_options(loyalty)
    bot = bot or ("content" if content else "random")
    totals = {"games": 0, "finished": 0, "errors": 0, "invariant_failures": 0}
    decisions, seconds = 0, 0.0
    tally = Tally() if abilities or content else None
    winners: Counter = Counter()
    reasons: Counter = Counter()
    for game in range(games):
        options = {"seats": seats_for(players, game, among), "layout": layout, **content}
        try:
            report = play_game(options, game_seed(seed, game), f"{seed}:{game}", check, tally=tally,
                               bot_class=BOTS[bot])
        except Exception as exc:  # a crash is a finding to report, not a reason to stop the run
            report = {"seats": {s["seat"]: s["faction"] for s in options["seats"]}, "error": repr(exc)}
            totals["errors"] += 1
        totals["games"] += 1
        totals["finished"] += int(report.get("finished", False))
        totals["invariant_failures"] += len(report.get("invariant_failures", ()))
        decisions += report.get("decisions", 0)
        seconds += report.pop("engine_seconds", 0.0)
        if report.get("finished"):
            winners[str(report["winner"])] += 1
            reasons[str(report["end_reason"])] += 1
        yield report
    yield {"summary": True, **totals, "decisions": decisions,
           "decisions_per_second": round(decisions / seconds, 1) if seconds else 0.0,
           "winners": dict(sorted(winners.items())), "end_reasons": dict(sorted(reasons.items())),
           **(tally.report() if tally is not None else {}),
           **(tally.neutral_report() if tally is not None and content else {})}


def layouts_for(players: int) -> tuple[str, ...]:
    return maps.ALLOWED_LAYOUTS[players]
