"""Random bot, the simulate function and the `simulate` command."""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

import rules
from bots.cli import simulate as simulate_command
from bots.random_bot import RandomBot
from bots.simulate import seats_for, simulate
from rules.factions import CORE_FACTIONS
from rules.engine import registry


def test_simulate_plays_games_to_the_end_and_summarises():
    reports = list(simulate(games=4, players=3, seed="t"))
    games, summary = reports[:-1], reports[-1]
    assert len(games) == 4
    for game in games:
        assert game["finished"]
        assert game["winner"] in ("humanity", "draw", *game["seats"].values())
        assert game["rounds"] >= 1 and game["decisions"] > 0 and game["end_reason"]
        assert len(game["seats"]) == 3 and game["invariant_failures"] == []
    assert summary["summary"] and summary["games"] == 4 and summary["finished"] == 4
    assert summary["errors"] == 0 and summary["invariant_failures"] == 0
    assert summary["decisions"] == sum(g["decisions"] for g in games) and summary["decisions_per_second"] > 0


def test_simulate_is_reproducible_from_its_seed():
    first = [r for r in simulate(games=2, players=2, seed=7) if not r.get("summary")]
    again = [r for r in simulate(games=2, players=2, seed=7) if not r.get("summary")]
    assert first == again


def test_simulate_command_prints_one_json_line_per_game_and_a_summary():
    result = CliRunner().invoke(simulate_command, ["--games", "3", "--players", "4", "--layout", "4p_east3_west5",
                                                   "--seed", "9"])
    assert result.exit_code == 0, result.output
    lines = [json.loads(line) for line in result.output.splitlines()]
    assert len(lines) == 4 and lines[-1]["summary"] and lines[-1]["games"] == 3
    assert all(line["layout"] == "4p_east3_west5" for line in lines[:-1])


def test_simulate_command_plays_six_seats_on_the_6_player_map():
    result = CliRunner().invoke(simulate_command, ["--games", "1", "--players", "6", "--seed", "6", "--check", "full"])
    assert result.exit_code == 0, result.output
    game, summary = [json.loads(line) for line in result.output.splitlines()]
    assert game["layout"] == "6p" and len(set(game["seats"].values())) == 6 and game["finished"]
    assert summary["errors"] == 0 and summary["invariant_failures"] == 0


def test_simulate_command_refuses_a_layout_the_player_count_cannot_use():
    result = CliRunner().invoke(simulate_command, ["--games", "1", "--players", "4", "--layout", "3p"])
    assert result.exit_code != 0 and "layout" in result.output


def test_seat_line_ups_cycle_through_faction_combinations():
    line_ups = {tuple(sorted(s["faction"] for s in seats_for(2, game))) for game in range(6)}
    assert len(line_ups) == 6
    with pytest.raises(rules.InvalidOptions):  # five seats need five factions to choose from
        seats_for(5, 0, among=CORE_FACTIONS)
    assert len({s["faction"] for s in seats_for(5, 0)}) == 5


def test_random_bot_picks_only_legal_options_and_repeats_with_its_seed():
    state = rules.replay(rules.new_game({"seats": seats_for(3, 0)}, b"bot test seed, sixteen+ bytes"))
    legal = [o.choice for o in rules.legal_options(state, "seat1")]
    picks = [RandomBot(5).choose(state, "seat1") for _ in range(3)]
    assert all(p in legal for p in picks) and picks[0] == picks[1] == picks[2]


def test_simulate_with_loyalty_cards_counts_what_was_awakened_bought_and_taken():
    """`simulate --loyalty all`: every Independent in the supply, the High Priests and the neutral
    Spellbooks; the summary gains the cards Awakened, bought and their Spellbooks taken."""
    *games, summary = simulate(4, 4, seed=7, check="step", loyalty="all")
    assert summary["errors"] == 0 and summary["invariant_failures"] == 0 and summary["finished"] == 4
    assert {"awakened", "bought", "neutral_spellbooks", "card_spellbooks"} <= set(summary)
    assert sum(summary["awakened"].values()) > 0 and sum(summary["neutral_spellbooks"].values()) > 0
    assert set(summary["awakened"]) <= set(registry.cards())
