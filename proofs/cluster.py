"""A private cluster on loopback: its own Postgres and Redis servers and the Procfile's processes.

Fault proofs restart and kill servers, and other test runs share the machine's Postgres (5432) and
Redis (6379), so a proof never touches those: it runs a throwaway Postgres cluster (initdb into a
temporary directory, run as the `postgres` OS user when we are root, on a free port, its unix socket
in the same directory) and a `redis-server` with no persistence on another free port. On them it
starts N gunicorn masters (each on its own free port, each with W stream workers), M RQ workers
and the sweeper, exactly as the Procfile does. Everything it started is stopped, and the temporary
directory removed, by `stop()` (also after a failure, Ctrl-C or SIGTERM when used as a context
manager under `terminating_gracefully`).

    with terminating_gracefully(), Cluster(web_processes=2, rq_workers=2) as cluster:
        cluster.urls        # ["http://127.0.0.1:PORT", ...]
        cluster.pg.restart("immediate")
        cluster.redis.kill(); cluster.redis.start()
        cluster.kill_web_worker(0); cluster.kill_rq_worker(0)

A supervisor thread restarts an RQ worker or the sweeper that died (as a process manager would in
production) and counts the restarts; gunicorn masters restart their own workers.
"""
from __future__ import annotations

import contextlib
import glob
import http.client
import os
import pwd
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator, Sequence

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent
START_TIMEOUT = 30.0


class ClusterError(RuntimeError):
    """A server or process of the cluster did not start or stop as it should."""


def free_port() -> int:
    """A TCP port free on loopback now (the kernel's choice)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_for_port(port: int, timeout: float = START_TIMEOUT) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
            return
        except OSError:
            time.sleep(0.05)
    raise ClusterError(f"nothing listens on 127.0.0.1:{port} after {timeout}s")


def tail(path: Path, lines: int = 25) -> str:
    try:
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return ""


@contextlib.contextmanager
def terminating_gracefully() -> Iterator[None]:
    """Turn SIGTERM and SIGHUP into KeyboardInterrupt, so `finally` blocks clean up."""
    def interrupt(signum: int, _frame: Any) -> None:
        raise KeyboardInterrupt(f"signal {signum}")

    previous = {s: signal.signal(s, interrupt) for s in (signal.SIGTERM, signal.SIGHUP)}
    try:
        yield
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)


# ---- processes ----------------------------------------------------------------------------------

@dataclass
class Proc:
    """One long-running child process in a session of its own, logging to a file."""

    name: str
    command: list[str]
    env: dict[str, str]
    log_path: Path
    popen: subprocess.Popen | None = None
    starts: int = 0

    def start(self) -> "Proc":
        log = open(self.log_path, "ab")
        try:
            self.popen = subprocess.Popen(self.command, cwd=ROOT, env=self.env, stdout=log,
                                          stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                          start_new_session=True)
        finally:
            log.close()
        self.starts += 1
        return self

    @property
    def pid(self) -> int | None:
        return self.popen.pid if self.popen is not None else None

    def alive(self) -> bool:
        return self.popen is not None and self.popen.poll() is None

    def kill(self) -> None:
        """SIGKILL the process and everything in its session (a work horse, say)."""
        if self.popen is None:
            return
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.popen.pid, signal.SIGKILL)
        self.popen.wait(timeout=10)

    def stop(self, timeout: float = 10.0) -> None:
        """SIGTERM, then SIGKILL of the whole session after `timeout` seconds."""
        if self.popen is None:
            return
        if self.popen.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                self.popen.send_signal(signal.SIGTERM)
            try:
                self.popen.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                pass
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.popen.pid, signal.SIGKILL)  # leftovers of its session
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.popen.wait(timeout=5)

    def children(self) -> list[int]:
        """Pids whose parent is this process (gunicorn's workers)."""
        if self.popen is None:
            return []
        found = []
        for stat in glob.glob("/proc/[0-9]*/stat"):
            try:
                text = Path(stat).read_text()
            except OSError:
                continue
            fields = text[text.rindex(")") + 2:].split()
            if int(fields[1]) == self.popen.pid:
                found.append(int(stat.split("/")[2]))
        return sorted(found)

    def tail(self, lines: int = 25) -> str:
        return tail(self.log_path, lines)


# ---- private servers ----------------------------------------------------------------------------

def postgres_bin() -> Path:
    """The directory of initdb and pg_ctl: PG_BIN, else the newest /usr/lib/postgresql/*/bin."""
    if os.environ.get("PG_BIN"):
        return Path(os.environ["PG_BIN"])
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"),
                   key=lambda p: int(p.split("/")[4]) if p.split("/")[4].isdigit() else 0)
    if found:
        return Path(found[-1]).parent
    initdb = shutil.which("initdb")
    if initdb:
        return Path(initdb).parent
    raise ClusterError("no initdb found: install PostgreSQL server binaries or set PG_BIN")


class PrivatePostgres:
    """A throwaway Postgres cluster in `directory` on a free loopback port.

    As root, initdb and pg_ctl run as the `postgres` OS user (Postgres refuses root) and the
    directory is handed to that user. `fsync` off trades crash safety of the machine for speed;
    a process crash (`restart("immediate")`) loses nothing either way, since committed WAL is
    already written to the operating system.
    """

    def __init__(self, directory: Path, port: int | None = None, fsync: bool = True,
                 max_connections: int = 200):
        self.directory = Path(directory)
        self.data = self.directory / "data"
        self.log_path = self.directory / "postgres.log"
        self.port = port or free_port()
        self.fsync = fsync
        self.max_connections = max_connections
        self.bin = postgres_bin()
        self._user = _postgres_user() if os.geteuid() == 0 else None
        self.restarts = 0

    @property
    def admin_url(self) -> str:
        return self.url("postgres")

    def url(self, database: str) -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    def _run(self, *args: str, timeout: float = 60.0) -> subprocess.CompletedProcess:
        command = [str(self.bin / args[0]), *args[1:]]
        if self._user is not None:
            command = ["runuser", "-u", self._user.pw_name, "--", *command]
        done = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              stdin=subprocess.DEVNULL, timeout=timeout, cwd=self.directory)
        if done.returncode != 0:
            raise ClusterError(f"{args[0]} failed ({done.returncode}):\n"
                               f"{done.stdout.decode(errors='replace')}\n{tail(self.log_path)}")
        return done

    def _options(self) -> str:
        return (f"-p {self.port} -k {self.directory} -c listen_addresses=127.0.0.1"
                f" -c max_connections={self.max_connections}"
                f" -c fsync={'on' if self.fsync else 'off'}")

    def init(self) -> None:
        self.directory.mkdir(parents=True, exist_ok=True)
        if self._user is not None:
            os.chown(self.directory, self._user.pw_uid, self._user.pw_gid)
        os.chmod(self.directory, 0o700)
        self._run("initdb", "-D", str(self.data), "-A", "trust", "-U", "postgres", "-E", "UTF8",
                  "--no-sync")

    def start(self) -> None:
        if not self.data.exists():
            self.init()
        self._run("pg_ctl", "-D", str(self.data), "-l", str(self.log_path), "-w", "-t", "60",
                  "-o", self._options(), "start")

    def restart(self, mode: str = "immediate") -> float:
        """Restart the server (`immediate`: no checkpoint, crash recovery on start). Returns
        the seconds the restart took."""
        started = time.monotonic()
        self._run("pg_ctl", "-D", str(self.data), "-l", str(self.log_path), "-w", "-t", "60",
                  "-m", mode, "-o", self._options(), "restart")
        self.restarts += 1
        return time.monotonic() - started

    def stop(self, mode: str = "immediate") -> None:
        if (self.data / "postmaster.pid").exists():
            self._run("pg_ctl", "-D", str(self.data), "-w", "-t", "30", "-m", mode, "stop")

    def create_database(self, name: str) -> str:
        import psycopg

        with psycopg.connect(self.admin_url, autocommit=True, connect_timeout=5) as admin:
            admin.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)

    def ready(self) -> bool:
        import psycopg

        try:
            with psycopg.connect(self.admin_url, connect_timeout=2) as conn:
                conn.execute("SELECT 1")
            return True
        except psycopg.Error:
            return False


def _postgres_user() -> pwd.struct_passwd:
    try:
        return pwd.getpwnam(os.environ.get("PG_OS_USER", "postgres"))
    except KeyError:
        raise ClusterError("running as root needs a `postgres` OS user for the private "
                           "Postgres (or set PG_OS_USER)") from None


class PrivateRedis:
    """A redis-server with no persistence on a free loopback port; `kill` + `start` brings it
    back empty."""

    def __init__(self, directory: Path, port: int | None = None):
        self.directory = Path(directory)
        self.port = port or free_port()
        self.log_path = self.directory / "redis.log"
        self.proc: Proc | None = None
        self.restarts = 0

    def url(self, db: int = 0) -> str:
        return f"redis://127.0.0.1:{self.port}/{db}"

    def start(self) -> None:
        server = shutil.which("redis-server")
        if server is None:
            raise ClusterError("redis-server is not installed")
        self.directory.mkdir(parents=True, exist_ok=True)
        if self.proc is not None:
            self.restarts += 1
        self.proc = Proc("redis", [server, "--port", str(self.port), "--bind", "127.0.0.1",
                                   "--save", "", "--appendonly", "no",
                                   "--dir", str(self.directory)],
                         dict(os.environ), self.log_path).start()
        wait_for_port(self.port)

    def kill(self) -> None:
        """SIGKILL: everything in memory is lost."""
        if self.proc is not None:
            self.proc.kill()

    def stop(self) -> None:
        if self.proc is not None:
            self.proc.stop(timeout=5)

    def client(self, db: int = 0) -> Any:
        import redis

        return redis.Redis.from_url(self.url(db), socket_connect_timeout=1, socket_timeout=5)


# ---- the cluster --------------------------------------------------------------------------------

@dataclass
class Cluster:
    """Private Postgres and Redis, `web_processes` gunicorn masters with `web_workers` workers of
    `web_threads` threads each, `rq_workers` RQ workers and (unless `sweeper=False`) the sweeper.

    `env` adds environment for every service process. `supervise` restarts RQ workers and the
    sweeper that die. `keep` leaves the temporary directory (logs) in place after `stop()`.
    """

    web_processes: int = 1
    web_workers: int = 2
    web_threads: int = 8
    rq_workers: int = 2
    sweeper: bool = True
    sweeper_interval: float = 1.0
    env: dict[str, str] = field(default_factory=dict)
    pg_fsync: bool = True
    supervise: bool = True
    keep: bool = False
    gunicorn_timeout: int = 30

    def __post_init__(self) -> None:
        self.directory = Path(tempfile.mkdtemp(prefix="cw-proof-"))
        os.chmod(self.directory, 0o711)  # the postgres OS user must reach its own subdirectory
        self.pg = PrivatePostgres(self.directory / "pg", fsync=self.pg_fsync)
        self.redis = PrivateRedis(self.directory / "redis")
        self.database_url = self.pg.url("cthulhu")
        self.redis_url = self.redis.url(0)
        self.webs: list[Proc] = []
        self.ports: list[int] = []
        self.workers: list[Proc] = []
        self.sweeper_proc: Proc | None = None
        self.restarted: dict[str, int] = {}
        self._stopping = threading.Event()
        self._supervisor: threading.Thread | None = None
        self._lock = threading.Lock()

    # ---- life cycle ---------------------------------------------------------------------------
    def __enter__(self) -> "Cluster":
        try:
            self.start()
        except BaseException:
            self.stop()
            raise
        return self

    def __exit__(self, *_: Any) -> None:
        self.stop()

    def start(self) -> "Cluster":
        self.pg.start()
        self.pg.create_database("cthulhu")
        self.redis.start()
        self._migrate()
        for n in range(self.web_processes):
            self.start_web(n)
        for port in self.ports:
            self.wait_healthy(port)
        for n in range(self.rq_workers):
            self.workers.append(self._worker(n).start())
        if self.sweeper:
            self.sweeper_proc = self._sweeper().start()
        if self.supervise:
            self._supervisor = threading.Thread(target=self._supervise, name="supervisor",
                                                daemon=True)
            self._supervisor.start()
        return self

    def stop(self) -> None:
        """Stop everything this cluster started, in reverse order; never raises."""
        self._stopping.set()
        if self._supervisor is not None:
            self._supervisor.join(timeout=5)
        procs = [p for p in [self.sweeper_proc, *self.workers, *self.webs] if p is not None]
        threads = [threading.Thread(target=p.stop, daemon=True) for p in procs]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=30)
        for step in (self.redis.stop, self.pg.stop):
            try:
                step()
            except Exception as exc:  # go on cleaning up
                print(f"cluster: {step.__qualname__} failed: {exc}", file=sys.stderr)
        if not self.keep:
            shutil.rmtree(self.directory, ignore_errors=True)

    # ---- environment and commands -------------------------------------------------------------
    def service_env(self) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items()
               if k not in ("DATABASE_URL", "REDIS_URL", "PORT", "WEB_CONCURRENCY")}
        env.update({"DATABASE_URL": self.database_url, "REDIS_URL": self.redis_url,
                    "RATE_LIMIT_PER_TOKEN": "0", "RATE_LIMIT_PER_ADDRESS": "0",
                    "LOG_LEVEL": "WARNING", "LOG_JSON": "true",
                    "PATH": f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}"})
        env.update(self.env)
        return env

    def _migrate(self) -> None:
        done = subprocess.run([str(BIN / "cthulhu-wars"), "db", "upgrade"], cwd=ROOT,
                              env=self.service_env(), stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, timeout=120)
        if done.returncode != 0:
            raise ClusterError(f"db upgrade failed:\n{done.stdout.decode(errors='replace')}")

    def _log(self, name: str) -> Path:
        return self.directory / f"{name}.log"

    def start_web(self, n: int, port: int | None = None) -> Proc:
        """Start gunicorn master number `n` (on `port`, default a free one)."""
        port = port or free_port()
        command = [str(BIN / "gunicorn"), "service.app:create_app()",
                   "--bind", f"127.0.0.1:{port}", "--workers", str(self.web_workers),
                   "--worker-class", "service.streams.worker.StreamWorker",
                   "--threads", str(self.web_threads),
                   "--keep-alive", "30", "--timeout", str(self.gunicorn_timeout),
                   "--graceful-timeout", "5", "--log-level", "warning"]
        env = self.service_env()
        if (ROOT / "service" / "gunicorn" / "config.py").exists():  # the Procfile's web hooks
            command[2:2] = ["--config", "python:service.gunicorn.config"]
            env["PROMETHEUS_MULTIPROC_DIR"] = str(self.directory / f"metrics-web{n}")
        proc = Proc(f"web{n}", command, env, self._log(f"web{n}")).start()
        self.webs.append(proc)
        self.ports.append(port)
        return proc

    def _worker(self, n: int) -> Proc:
        command = [str(BIN / "rq"), "worker", "--url", self.redis_url,
                   "--worker-class", "bootstrap.worker.GameWorker",
                   "--serializer", "rq.serializers.JSONSerializer", "--with-scheduler",
                   "--name", f"proof-{os.getpid()}-{n}-{time.monotonic_ns()}", "default", "bots"]
        return Proc(f"worker{n}", command, self.service_env(), self._log(f"worker{n}"))

    def _sweeper(self) -> Proc:
        command = [str(BIN / "cthulhu-wars"), "sweeper", "--interval",
                   str(self.sweeper_interval)]
        return Proc("sweeper", command, self.service_env(), self._log("sweeper"))

    @property
    def urls(self) -> list[str]:
        return [f"http://127.0.0.1:{port}" for port in self.ports]

    def wait_healthy(self, port: int, timeout: float = START_TIMEOUT) -> None:
        deadline = time.monotonic() + timeout
        web = self.webs[self.ports.index(port)]
        while time.monotonic() < deadline:
            if not web.alive():
                raise ClusterError(f"gunicorn on {port} exited:\n{web.tail()}")
            try:
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
                conn.request("GET", "/readyz")
                status = conn.getresponse().status
                conn.close()
                if status == 200:
                    return
            except OSError:
                pass
            time.sleep(0.1)
        raise ClusterError(f"gunicorn on {port} not ready after {timeout}s:\n{web.tail()}")

    # ---- faults -------------------------------------------------------------------------------
    def kill_web_worker(self, web: int = 0, which: int = 0) -> int:
        """SIGKILL one gunicorn worker of master `web`; its master starts a new one. Returns
        the killed pid."""
        children = self.webs[web].children()
        if not children:
            raise ClusterError(f"gunicorn {web} has no workers")
        pid = children[which % len(children)]
        os.kill(pid, signal.SIGKILL)
        return pid

    def kill_rq_worker(self, n: int = 0) -> int:
        """SIGKILL RQ worker `n` (and anything it forked); the supervisor starts it again."""
        with self._lock:
            proc = self.workers[n]
            pid = proc.pid or 0
            proc.kill()
        return pid

    def kill_sweeper(self) -> int:
        with self._lock:
            pid = self.sweeper_proc.pid if self.sweeper_proc else 0
            if self.sweeper_proc is not None:
                self.sweeper_proc.kill()
        return pid or 0

    def _supervise(self) -> None:
        while not self._stopping.wait(0.5):
            with self._lock:
                for n, proc in enumerate(self.workers):
                    if not proc.alive() and not self._stopping.is_set():
                        self.workers[n] = self._restart(proc, self._worker(n))
                if self.sweeper_proc is not None and not self.sweeper_proc.alive() \
                        and not self._stopping.is_set():
                    self.sweeper_proc = self._restart(self.sweeper_proc, self._sweeper())

    def _restart(self, dead: Proc, fresh: Proc) -> Proc:
        dead.stop(timeout=1)
        self.restarted[dead.name] = self.restarted.get(dead.name, 0) + 1
        return fresh.start()

    # ---- looking inside -----------------------------------------------------------------------
    def db(self) -> Any:
        """A new autocommit connection to the cluster's database (close it when done)."""
        import psycopg

        return psycopg.connect(self.database_url, autocommit=True, connect_timeout=5)

    def redis_client(self) -> Any:
        return self.redis.client(0)

    def logs(self) -> dict[str, Path]:
        paths = {p.name: p.log_path for p in [*self.webs, *self.workers] if p is not None}
        if self.sweeper_proc is not None:
            paths["sweeper"] = self.sweeper_proc.log_path
        paths["postgres"] = self.pg.log_path
        paths["redis"] = self.redis.log_path
        return paths

    def tails(self, names: Sequence[str] | None = None, lines: int = 15) -> str:
        out = []
        for name, path in self.logs().items():
            if names is None or name in names:
                out.append(f"--- {name} ({path})\n{tail(path, lines)}")
        return "\n".join(out)

    def count_in_logs(self, needle: str, names: Sequence[str] | None = None) -> int:
        """How many log lines of the service processes contain `needle`."""
        found = 0
        for name, path in self.logs().items():
            if (names is None or name in names) and path.exists():
                with open(path, errors="replace") as handle:
                    found += sum(needle in line for line in handle)
        return found
