"""Time controls: how long a seat has for each decision (docs/architecture.md section 6).

Kinds: `none`; `per_decision` (a fixed time for every decision); `bank` (each seat has a bank of
time that runs while its decision is pending, gains `increment` after each decision, never above
`cap`). Out-of-turn windows (pass or use an ability, casualties, retreats) may have a shorter
`window` time. Durations are ISO 8601 (`P1D`, `PT12H`, `PT5S`); months and years are refused
because their length depends on the calendar.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta
from typing import Any, Mapping

import isodate

from play import errors

KINDS = ("none", "per_decision", "bank")
POLICIES = ("default_choice", "bot_decision", "bot_rest_of_game")
# Decision kinds that answer someone else's action: they may have the shorter `window` time.
WINDOW_KINDS = frozenset({"window", "assign_elimination", "assign_kill", "assign_pain",
                          "retreat", "retreat_blocked", "capture_victim"})


@dataclass(frozen=True)
class TimeControl:
    kind: str = "none"
    per_decision: timedelta | None = None
    initial: timedelta | None = None
    increment: timedelta = timedelta(0)
    cap: timedelta | None = None
    window: timedelta | None = None
    reminder_before: timedelta | None = None
    timeout_policy: str = "default_choice"
    vacation_days: int = 0

    @property
    def timed(self) -> bool:
        return self.kind != "none"

    def initial_seconds(self) -> float:
        """A bank's initial duration in seconds (AttributeError for a control without one)."""
        if self.initial is None:
            raise AttributeError("this time control has no initial duration")
        return self.initial.total_seconds()

    def allowance(self, decision_kind: str, bank: timedelta | None) -> timedelta | None:
        """The time a seat gets for a decision of `decision_kind` with `bank` left (None: none is
        set, as for a bank control asked without a bank)."""
        base = bank if self.kind == "bank" else self.per_decision
        if self.window is not None and decision_kind in WINDOW_KINDS:
            return min(base, self.window) if base is not None else self.window
        return base

    def after_decision(self, bank: timedelta, used: timedelta) -> timedelta:
        """A bank after a decision that took `used`: minus the time, plus the increment, capped."""
        left = max(timedelta(0), bank - used) + self.increment
        return min(left, self.cap) if self.cap is not None else left


def parse(spec: Mapping[str, Any] | None) -> TimeControl:
    """A TimeControl from the API's `time_control` object; 422 `invalid_time_control` if bad."""
    spec = dict(spec or {})
    kind = spec.pop("kind", "none")
    if kind not in KINDS:
        raise _invalid(f"kind must be one of {', '.join(KINDS)}")
    fields: dict[str, Any] = {"kind": kind}
    for name in ("per_decision", "initial", "increment", "cap", "window", "reminder_before"):
        if name in spec:
            fields[name] = duration(spec.pop(name), name)
    policy = spec.pop("timeout_policy", "default_choice")
    if policy not in POLICIES:
        raise _invalid(f"timeout_policy must be one of {', '.join(POLICIES)}")
    fields["timeout_policy"] = policy
    fields["vacation_days"] = _days(spec.pop("vacation_days", 0))
    if spec:
        raise _invalid(f"unknown fields: {', '.join(sorted(spec))}")
    control = TimeControl(**fields)
    _check_complete(control)
    return control


def _check_complete(control: TimeControl) -> None:
    if control.kind == "per_decision" and control.per_decision is None:
        raise _invalid("per_decision needs the per_decision duration")
    if control.kind == "bank" and control.initial is None:
        raise _invalid("bank needs the initial duration")
    if control.kind == "bank" and control.cap is not None and control.initial is not None \
            and control.cap < control.initial:
        raise _invalid("cap must be at least initial")


def duration(text: Any, name: str) -> timedelta:
    """A positive ISO 8601 duration of days, hours, minutes and seconds."""
    if not isinstance(text, str) or len(text) > 40:
        raise _invalid(f"{name} must be an ISO 8601 duration such as P1D or PT12H")
    try:
        value = isodate.parse_duration(text)
    except (isodate.ISO8601Error, ValueError, OverflowError):  # P1000000000D overflows a timedelta
        raise _invalid(f"{name} must be an ISO 8601 duration such as P1D or PT12H, "
                       "at most ten years") from None
    if not isinstance(value, timedelta):
        raise _invalid(f"{name}: months and years are not allowed; use days")
    if value <= timedelta(0) or value > timedelta(days=3650):
        raise _invalid(f"{name} must be positive and at most ten years")
    return value


def _days(value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 60:
        raise _invalid("vacation_days must be a whole number from 0 to 60")
    return value


def to_spec(control: TimeControl) -> dict[str, Any]:
    """The time control as the API shows it (durations as ISO 8601)."""
    out: dict[str, Any] = {"kind": control.kind, "timeout_policy": control.timeout_policy,
                           "vacation_days": control.vacation_days}
    for name in ("per_decision", "initial", "increment", "cap", "window", "reminder_before"):
        value = getattr(control, name)
        if value is not None and (name != "increment" or value):
            out[name] = isodate.duration_isoformat(value)
    return out


def _invalid(message: str) -> errors.InvalidTimeControl:
    return errors.InvalidTimeControl(message)
