"""Typed errors of the rules engine.

Every error has a stable `code` (mapped once to an HTTP problem code by the service) and a sentence
naming the rule that was broken. Nothing here carries game state; the caller adds context.
"""
from __future__ import annotations

from typing import Any


class RulesError(Exception):
    """Base of every error the rules engine raises on purpose."""

    code = "rules_error"
    rule = "The rules of Cthulhu Wars forbid this."

    def __init__(self, message: str | None = None, **details: object) -> None:
        self.message = message or self.rule
        self.details = details
        super().__init__(self.message)

    def to_dict(self) -> dict[str, Any]:
        """The error as a small JSON-able dict (code, sentence, details)."""
        return {"code": self.code, "message": self.message, "details": dict(self.details)}


class InvalidOptions(RulesError):
    code = "invalid_options"
    rule = "The game options are not valid (see Set Up in the master rulebook)."


class InvalidPosition(RulesError):
    code = "invalid_position"
    rule = "The position document does not describe a legal game state."


class IllegalChoice(RulesError):
    code = "illegal_choice"
    rule = "That choice is not among the legal options now."


class GameOver(IllegalChoice):
    code = "game_over"
    rule = "The game has ended (Victory: Ending and Winning the Game); no more choices are taken."


class UnknownSeat(IllegalChoice):
    code = "unknown_seat"
    rule = "That seat does not play in this game."


class NotYourTurn(IllegalChoice):
    code = "not_your_turn"
    rule = "Action Phase: only the seat whose decision is pending may choose now."


class MalformedChoice(IllegalChoice):
    code = "malformed_choice"
    rule = "A choice is a small JSON object naming one of the legal options."


class InsufficientPower(IllegalChoice):
    code = "insufficient_power"
    rule = "Action Phase: Power is spent before an Action, and you must select an Action you can afford."


class MainActionTaken(IllegalChoice):
    code = "main_action_taken"
    rule = "Unlimited Actions: you may take only one Common, Unique or Spellbook Requirement Action per turn."


class MainActionMissing(IllegalChoice):
    code = "main_action_missing"
    rule = "Unlimited Actions: a turn must contain exactly one Common, Unique or Spellbook Requirement Action."


class VoluntaryDropForbidden(IllegalChoice):
    code = "voluntary_drop_forbidden"
    rule = "Two-Player Rules: you cannot voluntarily drop to 0 Power."


class NotAdjacent(IllegalChoice):
    code = "not_adjacent"
    rule = "Move: a Unit moves from its Area into an adjacent one, once per Move Action."


class CaptureProtected(IllegalChoice):
    code = "capture_protected"
    rule = ("Capture Cultist: a Monster cannot Capture a Cultist protected by its own Monster or Great Old One, "
            "and a Great Old One cannot Capture one protected by its own Great Old One.")


class AreaAlreadyBattled(IllegalChoice):
    code = "area_already_battled"
    rule = "Unlimited Battle: you may initiate only one Battle per Area on your turn."


class NoCombat(IllegalChoice):
    code = "no_combat"
    rule = "Battle: you must have at least 1 Combat among your Units in the Area to declare a Battle."


class GateRuleBroken(IllegalChoice):
    code = "gate_rule"
    rule = "Gates: an Area holds at most one Gate, and only a Cultist of yours in the Area may Control it."


class UnitNotAvailable(IllegalChoice):
    code = "unit_not_available"
    rule = "Units and Faction Pool: the number of Units is limited and a Unit must be where the Action needs it."
