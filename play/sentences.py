"""Sentences for the service's own events (lobby, choices, undo, clocks), beside the game's.

Registered on the rules package's sentence registry, so one call describes any event of a log.
"""
from __future__ import annotations

from typing import Mapping

from rules.words.describing import Name, Phrase, describe, faction_name
from rules.words.sentences import Context, _words, describes


def _seat(e: Context, key: str = "seat") -> Name:
    """A seat as a phrase names it: by its faction ("Great Cthulhu (seat1)" in English, the
    faction's name in German), or by the seat itself ("Seat1") before factions are dealt."""
    faction = e.seats.get(e[key])
    english = faction_name(faction).english if faction else {"number": "singular"}
    return Name(f"faction-{faction}", {**english, "": e.seat(key)})


@describes("GameOpened")
def _opened(e: Context) -> Phrase:
    seats = (e["options"] or {}).get("seats") or []
    return Phrase("log-game-opened", {"name": str(e["name"]), "players": len(seats), "visibility": str(e["visibility"])})



@describes("SeatClaimed")
def _claimed(e: Context) -> Phrase:
    if e["name"]:
        return Phrase("log-seat-claimed", {"name": str(e["name"]), "seat": _seat(e)})
    return Phrase("log-seat-claimed-unnamed", {"seat": _seat(e)})


@describes("SeatLeft")
def _left(e: Context) -> Phrase:
    return Phrase("log-seat-left", {"seat": _seat(e)})


@describes("SeatHandedToBot")
def _bot(e: Context) -> Phrase:
    return Phrase("log-seat-handed-to-bot", {"seat": _seat(e), "bot": str(e["bot"])})


@describes("SeatTokenRotated")
def _rotated(e: Context) -> Phrase:
    return Phrase("log-seat-token-rotated", {"seat": _seat(e)})


@describes("GameStarted")
def _started(e: Context) -> Phrase:
    return Phrase("log-game-started")


@describes("ChoiceMade")
def _choice(e: Context) -> Phrase:
    """The acts chosen, each by its heading (content.ftl's `act-<act>`; in English the act's words)."""
    choices = e["choices"] or []
    acts: list[object] = [Name(f"act-{act}", {"": _words(act)})
                          for act in (str(c.get("act", "choice")) for c in choices if isinstance(c, dict))]
    listed: object = acts[0] if acts else ""
    for act in acts[1:]:
        listed = Phrase("log-list-comma", {"first": listed, "second": act})
    return Phrase("log-choice-made", {"seat": _seat(e), "count": len(acts), "acts": listed, "by": str(e["by"])})


@describes("UndoRequested")
def _undo_requested(e: Context) -> Phrase:
    """Names the first move taken back, as the log told it: in English the sentence kept with the
    request, in another language that move's event worded again (`move_event`), or, for a request
    recorded before the event was kept with it, the English sentence quoted. A request recorded
    before the move was kept with it can only give the version."""
    move = e["move"]
    if not move:
        return Phrase("log-undo-requested-version", {"seat": _seat(e), "version": str(e["target_version"])})
    quoted = str(move).rstrip(".")
    told = e["move_event"]
    if isinstance(told, Mapping) and told.get("type"):
        payload = told.get("payload")
        said = describe(str(told["type"]), payload if isinstance(payload, Mapping) else {}, None, e.seats)
        return Phrase("log-undo-requested-move", {"seat": _seat(e), "move": said, "move_text": quoted})
    return Phrase("log-undo-requested-quote", {"seat": _seat(e), "move": quoted})


@describes("UndoAnswered")
def _undo_answered(e: Context) -> Phrase:
    return Phrase("log-undo-answered", {"seat": _seat(e)})


@describes("UndoClosed")
def _undo_closed(e: Context) -> Phrase:
    """The reason is kept as words in the event (play.choices): the known ones are said in each
    language, any other as it was written."""
    reason = str(e["reason"])
    kind = {"superseded by a choice": "superseded", "expired": "expired"}.get(reason, "other")
    seat: Name | str = ""
    if reason.startswith("declined by "):
        kind, who = "declined", reason[len("declined by "):]
        faction = e.seats.get(who)
        seat = Name(f"faction-{faction}", {**(faction_name(faction).english if faction else {}), "": who})
    return Phrase("log-undo-closed", {"kind": kind, "reason": reason, "seat": seat})


@describes("UndoApplied")
def _undo_applied(e: Context) -> Phrase:
    return Phrase("log-undo-applied-free" if e["free"] else "log-undo-applied-agreed",
                  {"seat": _seat(e), "version": str(e["target_version"])})


@describes("DeadlineSet")
def _deadline(e: Context) -> Phrase:
    return Phrase("log-deadline-set", {"seat": _seat(e), "due": str(e["due_at"])})


@describes("DeadlineCleared")
def _deadline_cleared(e: Context) -> Phrase:
    return Phrase("log-deadline-cleared", {"seat": _seat(e)})


@describes("ClockCharged")
def _clock(e: Context) -> Phrase:
    used = e["used_seconds"]
    minutes = round(used / 60) if isinstance(used, (int, float)) else str(used)
    return Phrase("log-clock-charged", {"seat": _seat(e), "minutes": minutes})


@describes("ClockRestored")
def _clock_restored(e: Context) -> Phrase:
    left = e["bank_seconds"]
    minutes = round(left / 60) if isinstance(left, (int, float)) else str(left)
    return Phrase("log-clock-restored", {"seat": _seat(e), "minutes": minutes})


@describes("DecisionTimedOut")
def _timed_out(e: Context) -> Phrase:
    return Phrase("log-decision-timed-out", {"seat": _seat(e)})


@describes("VacationStarted")
def _vacation(e: Context) -> Phrase:
    return Phrase("log-vacation-started", {"seat": _seat(e), "days": e["days"]})


@describes("RematchProposed")
def _rematch_proposed(e: Context) -> Phrase:
    return Phrase("log-rematch-proposed", {"seat": _seat(e), "deal": "rotate" if e["deal"] == "rotate" else "anew"})


@describes("RematchAnswered")
def _rematch_answered(e: Context) -> Phrase:
    return Phrase("log-rematch-answered", {"seat": _seat(e), "accepted": "yes" if e["accepted"] else "no"})
