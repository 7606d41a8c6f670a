"""`cthulhu-wars tournament`: seat-rotated games between bot kinds, and the summary of how they fared."""
from __future__ import annotations

import json
from collections import Counter

from click.testing import CliRunner

from bots.cli import tournament as tournament_command
from bots.tournament import lineup, summarise, tournament, wilson


def test_every_kind_sits_in_every_seat_equally_often_over_a_rotation():
    kinds = ["search", "heuristic", "heuristic", "heuristic"]
    seats = Counter((seat, kind) for game in range(8) for seat, kind in enumerate(lineup(kinds, game)))
    assert all(seats[(seat, "search")] == 2 for seat in range(4))
    assert all(seats[(seat, "heuristic")] == 6 for seat in range(4))


def test_a_tournament_plays_fixed_games_and_summarises_shares_rounds_and_endings():
    reports = list(tournament(["heuristic", "random", "random"], games=3, seed="t"))
    games, summary = reports[:-1], reports[-1]
    assert [g["game"] for g in games] == [0, 1, 2] and all(g["result"] != "unfinished" for g in games)
    again = [r for r in tournament(["heuristic", "random", "random"], games=3, seed="t") if not r.get("summary")]
    assert [_without_timing(r) for r in again] == [_without_timing(g) for g in games]  # fixed seeds: same games
    assert set(summary["seconds_per_decision"]) == {"heuristic", "random"}
    assert summary["games"] == 3 and sum(summary["results"].values()) == 3
    wins = sum(len(g["winners"]) > 0 for g in games)
    assert summary["faction_won"] == wins
    assert summary["shares"]["random"]["seats_per_game"] == 2
    assert sum(s["wins"] for s in summary["shares"].values()) == wins
    assert summary["rounds"]["min"] <= summary["rounds"]["median"] <= summary["rounds"]["max"]


def test_a_draw_shares_the_win_between_the_kinds_of_its_winners():
    report = {"winners": [{"faction": "a", "kind": "x"}, {"faction": "b", "kind": "y"}], "result": "draw",
              "reason": "doom_30", "rounds": 9}
    summary = summarise(["x", "y"], [report])
    assert summary["shares"]["x"]["wins"] == 0.5 and summary["shares"]["y"]["wins"] == 0.5


def test_the_wilson_interval_brackets_the_share_and_narrows_with_more_games():
    low, high = wilson(40, 100)
    assert low < 0.4 < high
    wide = wilson(4, 10)
    assert wide[1] - wide[0] > high - low


def test_the_tournament_command_prints_games_and_a_summary_and_refuses_unknown_kinds():
    runner = CliRunner()
    result = runner.invoke(tournament_command, ["--bots", "random,random", "--games", "2", "--seed", "c"])
    assert result.exit_code == 0, result.output
    lines = [json.loads(line) for line in result.output.splitlines()]
    assert len(lines) == 3 and lines[-1]["summary"] and lines[-1]["games"] == 2
    refused = runner.invoke(tournament_command, ["--bots", "random,oracle", "--games", "1"])
    assert refused.exit_code == 2 and "oracle" in refused.output


def _without_timing(report: dict) -> dict:
    return {k: v for k, v in report.items() if k != "seconds_per_decision"}
