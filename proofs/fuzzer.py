"""The API fuzzer of `proofs.hostile`: schemathesis over the served openapi.yaml, for a time.

Every operation of the document in turn gets a round of generated requests, valid ones and
invalid ones (schemathesis's positive and negative modes), sent over HTTP to a running server;
rounds repeat until the time is spent. Half the requests to a game's paths aim at a real game
with a real seat token, so deep paths are reached. Each answer must pass schemathesis's checks
(no 5xx; status, media type, headers and body as documented) except one: "a schema-valid request
is accepted", since a schema cannot say which choices the rules allow now or which cursors the
API gave out, so a schema-valid request is rightly refused with 400, 403, 409 or 422.
"""
from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

ROUND_EXAMPLES = 10
MAX_FAILURES_KEPT = 10
# Statuses of requests refused for their size (body, request line, headers) before any route.
SERVER_LIMITS = frozenset({413, 414, 431})


@dataclass
class FuzzReport:
    seconds: float = 0.0
    examples: int = 0
    rounds: int = 0
    operations: int = 0
    statuses: Counter = field(default_factory=Counter)
    failures: list[dict] = field(default_factory=list)
    failed_examples: int = 0
    not_generated: dict[str, str] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        return {"seconds": round(self.seconds, 1), "examples": self.examples,
                "rounds": self.rounds, "operations": self.operations,
                "statuses": dict(sorted(self.statuses.items())),
                "failed_examples": self.failed_examples, "failures": self.failures,
                "not_generated": self.not_generated}


def fuzz(base_url: str, seconds: float, game: str, token: str, rounds: int | None = None
         ) -> FuzzReport:
    """Fuzz every operation at `base_url` for `seconds` (or `rounds` rounds, if fewer)."""
    import requests
    import schemathesis
    from hypothesis import HealthCheck, Phase, given, settings
    from hypothesis.errors import Unsatisfiable
    from schemathesis import GenerationMode
    from schemathesis.checks import ignored_auth, negative_data_rejection, positive_data_acceptance

    report = FuzzReport()
    started = time.monotonic()
    deadline = started + seconds
    schema = schemathesis.openapi.from_url(f"{base_url}/openapi.yaml")
    operations = [result.ok() for result in schema.get_all_operations()]
    report.operations = len(operations)
    session = requests.Session()

    def run(operation: Any, mode: Any) -> None:
        @given(case=operation.as_strategy(generation_mode=mode))
        @settings(max_examples=ROUND_EXAMPLES, deadline=None, database=None,
                  suppress_health_check=list(HealthCheck), phases=[Phase.generate],
                  report_multiple_bugs=False)
        def one(case: Any) -> None:
            if time.monotonic() >= deadline:
                return
            aimed = _aim(case, game, token)
            report.examples += 1
            try:
                response = case.call(base_url=base_url, session=session, timeout=20)
            except requests.RequestException as exc:  # no answer in time, or a dropped one
                report.failed_examples += 1
                report.statuses["no answer"] += 1
                _keep(report, operation, mode, None, case, exc)
                return
            report.statuses[str(response.status_code)] += 1
            excluded = [positive_data_acceptance]
            if aimed:
                # The request carries the game's real token, set after generation: schemathesis
                # takes it for generated (likely invalid) auth and would call a 200 a bypass.
                excluded.append(ignored_auth)
            if response.status_code in SERVER_LIMITS:
                # The HTTP server's own limits refused it: not an answer the schema lists.
                excluded.append(negative_data_rejection)
            try:
                case.validate_response(response, excluded_checks=excluded)
            except (Exception, BaseExceptionGroup) as exc:
                report.failed_examples += 1
                _keep(report, operation, mode, response.status_code, case, exc)

        try:
            one()
        except Unsatisfiable:  # no example could be generated (say, nothing to negate)
            report.not_generated[f"{operation.label} {mode.value}"] = "nothing to generate"
        except (Exception, BaseExceptionGroup) as exc:  # the fuzzer itself failed: say so
            report.failed_examples += 1
            _keep(report, operation, mode, None, None, exc)

    try:
        while time.monotonic() < deadline and (rounds is None or report.rounds < rounds):
            for operation in operations:
                for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE):
                    if time.monotonic() < deadline:
                        run(operation, mode)
            report.rounds += 1
    finally:
        session.close()
        report.seconds = time.monotonic() - started
    return report


def _keep(report: FuzzReport, operation: Any, mode: Any, status: int | None, case: Any,
          exc: BaseException) -> None:
    if len(report.failures) < MAX_FAILURES_KEPT:
        report.failures.append({"operation": operation.label, "mode": mode.value,
                                "status": status, "request": _shown(case),
                                "failure": f"{type(exc).__name__}: {exc}"[:600]})


def _aim(case: Any, game: str, token: str) -> bool:
    """Half the requests with a game in their path go to the real game, with its token (True)."""
    aimed = "game_id" in (case.path_parameters or {}) and hash(repr(case.body)) % 2 == 0
    if aimed:
        case.path_parameters["game_id"] = game
        case.headers = {**(case.headers or {}), "Authorization": f"Bearer {token}"}
    if case.path.endswith("/stream"):
        case.query = {**(case.query or {}), "timeout": 1}
    return aimed


def _shown(case: Any) -> dict[str, Any] | None:
    if case is None:
        return None
    return {"method": case.method, "path": case.formatted_path,
            "query": case.query, "body": repr(case.body)[:200]}
