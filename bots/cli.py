"""`cthulhu-wars simulate` and `cthulhu-wars tournament`: bot games as JSON lines (registered by
service/cli.py)."""
from __future__ import annotations

import json

import click

from rules.engine import maps
from rules.engine.errors import RulesError

from .simulate import simulate as run_simulation
from .tournament import KINDS, tournament as run_tournament


@click.command("simulate")
@click.option("--games", type=click.IntRange(min=1), default=10, show_default=True, help="Number of games.")
@click.option("--players", type=click.IntRange(2, 6), default=4, show_default=True, help="Seats per game.")
@click.option("--layout", default=None, help=f"Map layout ({', '.join(maps.LAYOUTS)}).")
@click.option("--seed", default="0", show_default=True, help="Seed for the games and the bots.")
@click.option("--check", type=click.Choice(["none", "step", "full"]), default="step", show_default=True,
              help="Invariants to check while playing.")
@click.option("--bot", type=click.Choice(["random", "kind", "content"]), default=None,
              help="random (the default): uniform over all options; kind: a kind of choice first, then an "
                   "option; content (the default with --loyalty): a kind bot that takes Loyalty Cards and "
                   "neutral Spellbooks whenever they are offered.")
@click.option("--abilities", is_flag=True, help="Count faction abilities and Spellbook requirements fired.")
@click.option("--loyalty", default=None, metavar="all|NAME,NAME",
              help="Loyalty Cards in the supply (every Independent, or these), with the High Priests "
                   "and the neutral Spellbooks; the summary counts what was Awakened, bought and taken.")
def simulate(games: int, players: int, layout: str | None, seed: str, check: str, bot: str | None, abilities: bool,
             loyalty: str | None) -> None:
    """Play GAMES random-bot games; print one JSON line per game and a summary line."""
    try:
        for report in run_simulation(games, players, layout, seed, check, bot, abilities, loyalty):
            click.echo(json.dumps(report, sort_keys=True))
    except RulesError as exc:
        raise click.BadParameter(exc.message) from None


@click.command("tournament")
@click.option("--bots", "kinds", default="heuristic,heuristic,heuristic,heuristic", show_default=True,
              help=f"One bot kind per seat, comma-separated ({', '.join(sorted(KINDS))}); seats rotate every game.")
@click.option("--games", type=click.IntRange(min=1), default=40, show_default=True, help="Number of games.")
@click.option("--seed", default="0", show_default=True, help="Seed for the games and the bots.")
@click.option("--jobs", type=click.IntRange(min=1), default=1, show_default=True, help="Games played at once.")
@click.option("--playouts", type=click.IntRange(min=1), default=None,
              help="Search bots search this many playouts per decision (reproducible) instead of "
                   "for their time budget.")
@click.option("--quiet", is_flag=True, help="Print the summary line only.")
def tournament(kinds: str, games: int, seed: str, jobs: int, playouts: int | None, quiet: bool) -> None:
    """Play seat-rotated games between bot kinds; print one JSON line per game and a summary with
    each kind's win share and its 95% interval, how games ended and how many rounds they lasted."""
    names = [k.strip() for k in kinds.split(",") if k.strip()]
    if not 2 <= len(names) <= 6:
        raise click.BadParameter("give 2 to 6 bot kinds, one per seat", param_hint="--bots")
    try:
        for report in run_tournament(names, games, seed, jobs, playouts):
            if not quiet or report.get("summary"):
                click.echo(json.dumps(report, sort_keys=True))
    except (ValueError, RulesError) as exc:
        raise click.BadParameter(getattr(exc, "message", str(exc)), param_hint="--bots") from None
