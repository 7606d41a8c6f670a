"""Random games with every core faction ability: 168 games over all combinations of the four core factions
at 2, 3 and 4 seats, half from the set-up and half from varied mid-game positions (bots/positions.py).

After every step the cheap invariants hold (bots/invariants.py), every game ends, and its events
replay to its state. The run prints how often each ability and each Spellbook requirement fired, and
fails if one never did: the random bot can reach every ability.
"""
from __future__ import annotations

import json
import random

from bots.abilities import Tally
from bots.positions import varied_start
from bots.random_bot import KindBot
from bots.simulate import game_seed, play_game, seats_for
from rules.factions import CORE_FACTIONS

GAMES = 168  # 56 each at 2, 3 and 4 seats; seats_for cycles through every combination and seating of the core four
# (every ability and requirement has fired by game 126)
# Every fifth game plays the variant of each ruleset option the factions read (rulings R4-R8, R12).
VARIANTS = {"cthulhu_last_spellbook_others": 3, "black_goat_area_counts": [4, 5, 8], "share_areas_power_bonus": True,
            "fertility_cult": "unlimited_summon", "dreams_cost": 3, "harbinger_rounding": "down",
            "two_player_awaken_sacrifice_doom": False, "two_player_replaced_acolyte_doom": False,
            "two_player_half_doom": "each_avoided_death"}


def _play(game: int, tally: Tally) -> dict:
    seats = seats_for((2, 3, 4)[game % 3], game // 3, among=CORE_FACTIONS)
    ruleset = VARIANTS if game % 5 == 4 else {}
    if game % 2:
        start = varied_start(seats, game_seed("ability-fuzz-varied", game), random.Random(game), ruleset)
        return play_game({"seats": seats, "rules": ruleset}, b"", f"varied:{game}", "step", start=start,
                         tally=tally, bot_class=KindBot)
    return play_game({"seats": seats, "rules": ruleset}, game_seed("ability-fuzz", game), f"new:{game}", "step",
                     tally=tally, bot_class=KindBot)


def test_random_games_fire_every_ability_and_requirement_and_keep_every_invariant():
    tally, winners, reasons = Tally(), {}, {}
    for game in range(GAMES):
        report = _play(game, tally)
        assert report["invariant_failures"] == [] and report["finished"], (game, report)
        winners[str(report["winner"])] = winners.get(str(report["winner"]), 0) + 1
        reasons[report["end_reason"]] = reasons.get(report["end_reason"], 0) + 1
    print(json.dumps({"games": GAMES, "winners": winners, "end_reasons": reasons, **tally.report()}, indent=1))
    assert tally.missing(CORE_FACTIONS) == {}
