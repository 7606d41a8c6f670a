"""`cthulhu-wars simulate`: play random-bot games and print JSON lines (registered by service/cli.py)."""
from __future__ import annotations

import json

import click

from rules.errors import RulesError

from .simulate import simulate as run_simulation


@click.command("simulate")
@click.option("--games", type=click.IntRange(min=1), default=10, show_default=True, help="Number of games.")
@click.option("--players", type=click.IntRange(2, 5), default=4, show_default=True, help="Seats per game.")
@click.option("--layout", default=None, help="Map layout (3p, 4p_east5_west3, 4p_east3_west5, 5p).")
@click.option("--seed", default="0", show_default=True, help="Seed for the games and the bots.")
@click.option("--check", type=click.Choice(["none", "step", "full"]), default="step", show_default=True,
              help="Invariants to check while playing.")
@click.option("--bot", type=click.Choice(["random", "kind"]), default="random", show_default=True,
              help="random: uniform over all options; kind: a kind of choice first, then an option.")
@click.option("--abilities", is_flag=True, help="Count faction abilities and Spellbook requirements fired.")
def simulate(games: int, players: int, layout: str | None, seed: str, check: str, bot: str, abilities: bool) -> None:
    """Play GAMES random-bot games; print one JSON line per game and a summary line."""
    try:
        for report in run_simulation(games, players, layout, seed, check, bot, abilities):
            click.echo(json.dumps(report, sort_keys=True))
    except RulesError as exc:
        raise click.BadParameter(exc.message) from None
