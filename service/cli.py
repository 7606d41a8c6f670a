"""The `cthulhu-wars` command: serve, migrate, sweep, check projections, write the API document,
verify an exported game's rolls."""
from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any, Callable

import click

from play.config import Config, ConfigError


def _config() -> Config:
    try:
        return Config.from_os_environ()
    except ConfigError as exc:
        raise click.UsageError(str(exc)) from None


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="cthulhu-wars")
def main() -> None:
    """Cthulhu Wars game service."""


@main.group()
def db() -> None:
    """Database administration."""


@db.command("upgrade")
def db_upgrade() -> None:
    """Apply pending migrations to DATABASE_URL (default: the embedded SQLite file)."""
    from events import urls
    from events.migrate import upgrade

    config = _config()
    applied = upgrade(config.database_url)
    target = urls.redact(config.database_url)
    click.echo(f"{target}: applied {', '.join(applied)}" if applied else f"{target}: up to date")


@main.command()
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--port", type=int, default=None, help="Default: PORT, else 8000.")
@click.option("--workers", type=int, default=None,
              help="Web processes. Default: 1 in the embedded mode, else 2.")
@click.option("--threads", type=int, default=8, show_default=True,
              help="Request threads per web process (live streams hold none).")
def serve(host: str, port: int | None, workers: int | None, threads: int) -> None:
    """Serve the HTTP API with gunicorn.

    The worker is service.streams.worker.StreamWorker: gunicorn's threaded worker, whose open
    live streams are held by one event loop per process rather than by request threads.
    With no REDIS_URL there is no worker process, so each web process also runs the sweeper
    in a thread (timers and notifications in-process). The Prometheus figures of all web
    processes are gathered in PROMETHEUS_MULTIPROC_DIR, a temporary directory when unset.
    """
    from service.gunicorn import config as gunicorn_config

    config = _config()
    embedded = config.redis_url is None
    options = {"bind": f"{host}:{port or config.port}", "workers": workers or (1 if embedded else 2),
               "threads": threads, "worker_class": gunicorn_config.worker_class,
               "accesslog": None,
               "timeout": 60, "graceful_timeout": 10, "reuse_port": gunicorn_config.reuse_port,
               "on_starting": gunicorn_config.on_starting, "on_exit": gunicorn_config.on_exit,
               "post_fork": gunicorn_config.post_fork,
               "post_worker_init": gunicorn_config.post_worker_init}
    _GunicornApp(lambda: _web_app(config, embedded), options).run()


def _web_app(config: Config, with_sweeper: bool) -> Any:
    from service.app import create_app
    from service.dependencies import dependencies

    app = create_app(config)
    if with_sweeper:
        dependencies(app).sweeper().start_thread()
    return app


class _GunicornApp:
    """Runs gunicorn in this process with options given in code rather than a config file."""

    def __init__(self, factory: Callable[[], Any], options: dict[str, Any]):
        from gunicorn.app.base import BaseApplication

        factory_, options_ = factory, options

        class Application(BaseApplication):
            def load_config(self) -> None:
                for key, value in options_.items():
                    self.cfg.set(key, value)

            def load(self) -> Any:
                return factory_()

        self._app = Application()

    def run(self) -> None:
        self._app.run()


@main.command()
@click.option("--interval", type=float, default=1.0, show_default=True,
              help="Seconds between polls of the timers table.")
def sweeper(interval: float) -> None:
    """Apply overdue timers, let waiting bots play, deliver notifications; until SIGTERM."""
    from bootstrap import Root
    from service.http.logging import configure_logging

    config = _config()
    configure_logging(config.log_level, json=config.log_json)
    root = Root(config)
    try:
        root.sweeper(interval).run_until_terminated()
    finally:
        root.close()


@main.group("projections")
def projections_group() -> None:
    """Read models folded from the log."""


@projections_group.command("rebuild")
@click.option("--json", "as_json", is_flag=True, help="Print the report as one JSON object.")
def projections_rebuild(as_json: bool) -> None:
    """Rebuild every projection from position 0 of the log and compare it with the live one.

    Folds every event of DATABASE_URL into fresh structures in memory (the games, seats and
    hosts rows, and each game's state), then compares them with the read-model tables and with
    the state the loader serves (REDIS_URL's cache, else snapshots plus events) at the same
    version. Writes nothing but the snapshots the loader writes as it loads. Exit status 0 when
    everything is equal, 1 when anything differs.
    """
    from bootstrap import Root
    from projections.rebuild import check

    root = Root(_config())
    try:
        report = check(root.store, root.loader)
    finally:
        root.close()
    if as_json:
        click.echo(json.dumps(report.as_dict()))
    else:
        _echo_report(report)
    raise SystemExit(0 if report.equal else 1)


@main.group("ratings")
def ratings_group() -> None:
    """Players' ratings from the rated games that ended by the rules."""


@ratings_group.command("rebuild")
def ratings_rebuild() -> None:
    """Recompute every rating from position 0 of DATABASE_URL's log and print them as JSON,
    best first (bot seats as `bot:<level>`, seats held by accounts as `account:<id>`; a seat
    no account holds is left out)."""
    from bootstrap import Root
    from play import accounts, ratings

    root = Root(_config())
    try:
        games = ratings.finished_games(root.store)
        holders = accounts.seat_holders(root.store)
    finally:
        root.close()
    rated = ratings.rate(games, holders)
    click.echo(json.dumps({"games": len(games), "ratings": ratings.table(rated)}))


def _echo_report(report: Any) -> None:
    click.echo(f"rebuilt {report.events} events (to position {report.position}) of "
               f"{report.games} games in {report.fold_seconds:.2f} s: "
               f"{report.events_per_second:.0f} events/s")
    rows = ", ".join(f"{table} {count}" for table, count in report.rows.items())
    statuses = ", ".join(f"{status} {n}" for status, n in sorted(report.statuses.items()))
    click.echo(f"rows: {rows}; games by status: {statuses or 'none'}")
    click.echo(f"compared in {report.compare_seconds:.2f} s"
               f" ({report.rechecked} games read again)")
    for difference in report.differences[:20]:
        click.echo(f"  differs: {json.dumps(difference)}")
    click.echo("equal" if report.equal else f"different: {len(report.differences)} games")


@main.command()
@click.option("--write", "write_file", is_flag=True, help="Write the file instead of printing.")
@click.option("--path", type=click.Path(path_type=Path), default=Path("openapi.yaml"),
              show_default=True)
def openapi(write_file: bool, path: Path) -> None:
    """Print (or write) the OpenAPI document generated from the code."""
    from service.http import openapi as document
    from service.app import create_app

    app = create_app(Config.from_env({}))
    if write_file:
        click.echo(f"wrote {document.write(path, app)}")
    else:
        sys.stdout.write(document.render_yaml(app))


@main.command()
@click.argument("export", type=click.File("rb"))
def verify(export: Any) -> None:
    """Check an exported finished game: every roll against its revealed seed, every event against
    the engine's replay of its choices.

    EXPORT is a file holding GET /v1/games/{id}/export ("-" reads standard input). The seed must
    hash to the seed_hash published at creation, and every die face and Elder Sign value in the
    log must be the one the seed gives (docs/dice.md). Then the choices and undos are replayed
    through the engine from the game's start, as an import replays them, and every event must be
    the one the engine makes (an edited winner, a deleted choice are caught here). Exit status 0:
    the log is honest; 1: it is not (the first mismatch is printed); 2: the file cannot be checked
    (not an export, or a game that has not ended, whose seed is still secret). Either way one line.
    """
    audit, replayed = _verified(export)
    if not audit.honest:
        click.echo(audit.summary())
        raise SystemExit(1)
    if isinstance(replayed, int):
        click.echo(f"{audit.summary()}; its {replayed} events replay from its choices")
        return
    version = replayed.extra["version"]
    why = replayed.detail.removeprefix(f"Version {version}: ")
    click.echo(f"game {audit.game_id}: DISHONEST at version {version}: {why}")
    raise SystemExit(1)


def _verified(export: Any) -> tuple[Any, Any]:
    """(the audit of the draws, the events replayed or the refusal that stopped the replay);
    a document that cannot be checked is one line and exit status 2, never a traceback."""
    from play import archive, errors
    from projections.verify import NotVerifiable, verify as audit_of

    try:
        document = json.load(export)
        audit = audit_of(document)
        if not audit.honest:
            return audit, None
        try:
            return audit, archive.check_play(document)
        except errors.PlayError as refused:
            if refused.extra.get("version") is None:
                raise NotVerifiable(refused.detail) from None
            return audit, refused
    except (ValueError, RecursionError) as exc:  # NotVerifiable, or not JSON at all
        why = str(exc) if isinstance(exc, NotVerifiable) else f"not JSON ({exc})"
    except Exception as exc:  # a document shaped so that nothing of it can be read
        why = f"unreadable ({type(exc).__name__}: {exc})"
    click.echo(f"{export.name}: cannot verify: {why}", err=True)
    raise SystemExit(2)


def _register_game_commands() -> None:
    from bots.cli import simulate, tournament

    main.add_command(simulate)
    main.add_command(tournament)


_register_game_commands()

if __name__ == "__main__":
    main()
