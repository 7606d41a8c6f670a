"""The refusals of the application: one class per failure, each with a stable `code`.

A refusal says what went wrong in the words of the game (`detail`, a sentence for a person) and
carries the facts a client may act on (`extra`: the current version, the legal options, ...).
It says nothing about transport: the service maps each class to an HTTP status in one place
(service.http.refusals), and a worker or the command line may catch them by class. Codes are
part of the public contract: add new ones, never rename.
"""
from __future__ import annotations

from typing import Any, ClassVar, Sequence


class PlayError(Exception):
    """A command the application refuses; `code` names the failure for machines."""

    code: ClassVar[str] = "refused"

    def __init__(self, detail: str, **extra: Any) -> None:
        super().__init__(detail)
        self.detail = detail
        self.extra = extra
        # The named arguments of the catalog's wording of this refusal (play.i18n) that are not
        # already among `extra`: the detail is rendered in the reader's language from them.
        self.message_args: dict[str, str] = {}


# ---- what is asked for does not exist -----------------------------------------------------

class GameNotFound(PlayError):
    code = "game_not_found"

    def __init__(self, game_id: str) -> None:
        super().__init__(f"There is no game {game_id}.")
        self.message_args = {"game_id": game_id}


class VersionNotFound(PlayError):
    code = "version_not_found"

    def __init__(self, game_id: str, version: int) -> None:
        super().__init__(f"Game {game_id} has no version {version}.")
        self.message_args = {"game_id": game_id, "version": str(version)}


class SeatNotFound(PlayError):
    code = "seat_not_found"

    def __init__(self, game_id: str, seat: str) -> None:
        super().__init__(f"Game {game_id} has no seat {seat}.")
        self.message_args = {"game_id": game_id, "seat": seat}


class UndoRequestNotFound(PlayError):
    code = "undo_request_not_found"

    def __init__(self) -> None:
        super().__init__("No such undo request is waiting.")


# ---- who asks may not do this -------------------------------------------------------------

class InvalidToken(PlayError):
    """The token once held a seat of the game, but no longer does (left, rotated, handed over)."""

    code = "invalid_token"

    def __init__(self) -> None:
        super().__init__("This token is no longer valid for this game.")


class SeatRequired(PlayError):
    code = "seat_required"

    def __init__(self, detail: str = "Only a seat of this game may do this.") -> None:
        super().__init__(detail)


class NotYourTurn(PlayError):
    code = "not_your_turn"

    def __init__(self, rule: str, legal_options: list[dict[str, Any]]) -> None:
        super().__init__("This seat has no decision to make now.", rule=rule,
                         legal_options=legal_options)


class NotSeatOrHost(PlayError):
    code = "forbidden"

    def __init__(self) -> None:
        super().__init__("Only the seat itself, or the host for an open seat, may do this.")


class HostRequired(PlayError):
    code = "host_required"

    def __init__(self) -> None:
        super().__init__("Only the game's host token may do this.")


class InviteRequired(PlayError):
    code = "invite_required"

    def __init__(self) -> None:
        super().__init__("This game is private: claiming a seat needs its invite code.")


class NotAsked(PlayError):
    code = "not_asked"

    def __init__(self) -> None:
        super().__init__("This seat is not asked to answer this request.")


class ExportNotAllowed(PlayError):
    code = "export_not_allowed"

    def __init__(self) -> None:
        super().__init__("Only finished games, or your own sandbox games, can be exported.")


class PositionNotAllowed(PlayError):
    code = "position_not_allowed"

    def __init__(self) -> None:
        super().__init__("Positions show every secret: only finished games have them, and "
                         "sandbox games for their host.")


# ---- the game is not in a state that allows it -----------------------------------------------

class GameNotStarted(PlayError):
    code = "game_not_started"

    def __init__(self, detail: str = "The game has not started yet.") -> None:
        super().__init__(detail)


class GameStarted(PlayError):
    code = "game_started"

    def __init__(self) -> None:
        super().__init__("The game has already started.")


class InviteNotRecoverable(PlayError):
    """A private game whose invite code was drawn at random, not derived from its host token:
    the server holds only the code's hash, so it cannot show the code again."""

    code = "invite_not_recoverable"

    def __init__(self) -> None:
        super().__init__("This game's invite code cannot be shown again: the server keeps only "
                         "its hash. The links given when the game was created still work.")


class GameFinished(PlayError):
    code = "game_finished"

    def __init__(self) -> None:
        super().__init__("The game has finished.")


class SeatTaken(PlayError):
    code = "seat_taken"

    def __init__(self, seat: str) -> None:
        super().__init__(f"Seat {seat} is already taken.")
        self.message_args = {"seat": seat}


class OnVacation(PlayError):
    code = "on_vacation"

    def __init__(self, seat: str, until: str) -> None:
        super().__init__(f"Seat {seat} is on vacation until {until}.")
        self.message_args = {"seat": seat, "until": until}


class UndoPending(PlayError):
    code = "undo_pending"

    def __init__(self) -> None:
        super().__init__("An undo request is already waiting for answers.")


class UndoNeedsConsent(PlayError):
    code = "undo_needs_consent"

    def __init__(self) -> None:
        super().__init__("Taking back rolled dice or a drawn Elder Sign needs every other "
                         "seat's consent, and a bot never gives it: in a game with a bot seat "
                         "they cannot be taken back.")


class UndoRequestTooSoon(PlayError):
    """The seat's previous undo request closed unapplied too recently: each request notifies the
    other seats, so asking again waits (`retry_after` seconds)."""

    code = "undo_request_too_soon"

    def __init__(self, retry_after: int) -> None:
        super().__init__("Your last undo request was closed without being applied; you may ask "
                         f"again in {retry_after} seconds.", retry_after=retry_after)


class NothingToUndo(PlayError):
    code = "nothing_to_undo"

    def __init__(self) -> None:
        super().__init__("This seat has no choice to take back.")


class UndoExpired(PlayError):
    code = "undo_expired"

    def __init__(self) -> None:
        super().__init__("The undo request expired before every seat agreed.")


# ---- what is asked for is not valid --------------------------------------------------------

class InvalidChoice(PlayError):
    """The engine refused the choice: `rule_code` is the engine's own code for why."""

    code = "illegal_choice"

    def __init__(self, message: str, rule_code: str, legal_options: list[dict[str, Any]]) -> None:
        super().__init__(message, rule_code=rule_code, legal_options=legal_options)


class OptionsRefused(PlayError):
    """The engine refused the options of a new game; the code is the engine's own."""

    def __init__(self, code: str, message: str, **extra: Any) -> None:
        super().__init__(message, **extra)
        self.code = code  # type: ignore[misc]  # one class for every refusal of the engine


class InvalidOptions(PlayError):
    code = "invalid_options"


class UnknownBot(PlayError):
    code = "unknown_bot"

    def __init__(self, bots: Sequence[str]) -> None:
        super().__init__(f"Bots available: {', '.join(bots)}.")


class TooManySearchBots(PlayError):
    """One client address holds as many search-bot seats as it may (play.botseats)."""

    code = "too_many_search_bots"

    def __init__(self, limit: int) -> None:
        super().__init__(f"This address already holds {limit} seats played by search bots in "
                         "games not finished; hand this seat to another bot level, or wait "
                         "until one of those games ends.", limit=limit)


class VacationExhausted(PlayError):
    code = "vacation_exhausted"

    def __init__(self, allowed: int, left: int) -> None:
        super().__init__(f"This game allows {allowed} vacation days per seat; {left} are left.",
                         days_left=left)
        self.message_args = {"allowed": str(allowed)}


class BatchContinuesAfterDraw(PlayError):
    code = "batch_continues_after_draw"

    def __init__(self, number: int) -> None:
        super().__init__(f"Choice {number} of the batch rolls dice or draws; send the choices "
                         "after it in a new request.")
        self.message_args = {"number": str(number)}


class IdempotencyKeyReused(PlayError):
    code = "idempotency_key_reused"

    def __init__(self) -> None:
        super().__init__("This Idempotency-Key was already used with a different request body.")


class InvalidUndoTarget(PlayError):
    code = "invalid_undo_target"

    def __init__(self, allowed_targets: list[int]) -> None:
        super().__init__("An undo goes back to the version just before one of your own choices.",
                         allowed_targets=allowed_targets)


class InvalidCursor(PlayError):
    code = "invalid_cursor"

    def __init__(self) -> None:
        super().__init__("The cursor is not one this API gave out.")


class InvalidTimeControl(PlayError):
    code = "invalid_time_control"

    def __init__(self, message: str) -> None:
        super().__init__(f"time_control: {message}.")


class InvalidDocument(PlayError):
    """An imported game document that cannot be read or replayed."""

    code = "invalid_document"


# ---- chat ----------------------------------------------------------------------------------

class ChatChannelForbidden(PlayError):
    code = "chat_channel_forbidden"

    def __init__(self, channel: str) -> None:
        who = ("the game's seats" if channel == "seats"
               else "spectators and the host (seats join it once the game is over)")
        super().__init__(f"The {channel} channel is for {who} only.", channel=channel)


class ChatSeatRequired(PlayError):
    code = "chat_seat_required"

    def __init__(self) -> None:
        super().__init__("Only a seat of this game has read markers and mutes.")


class ChatClosed(PlayError):
    code = "chat_closed"

    def __init__(self) -> None:
        super().__init__("The host has closed the spectators' chat of this game.")


class ChatTextEmpty(PlayError):
    code = "chat_text_empty"

    def __init__(self) -> None:
        super().__init__("A chat message needs some text.")


class ChatTextTooLong(PlayError):
    code = "chat_text_too_long"

    def __init__(self, limit: int, length: int) -> None:
        super().__init__(f"A chat message holds at most {limit} characters; this one has "
                         f"{length}.", max_length=limit, length=length)


class ChatTextInvalid(PlayError):
    code = "chat_text_invalid"

    def __init__(self) -> None:
        super().__init__("A chat message is plain text: no control characters but line breaks "
                         "and tabs.")


class ChatRateLimited(PlayError):
    code = "chat_rate_limited"

    def __init__(self, most: int, seconds: int) -> None:
        super().__init__(f"At most {most} chat messages per {seconds} seconds; wait a moment.",
                         retry_after=seconds)
        self.message_args = {"most": str(most)}


class ChatMuteSelf(PlayError):
    code = "chat_mute_self"

    def __init__(self) -> None:
        super().__init__("A seat cannot mute itself.")


# ---- the service is busy --------------------------------------------------------------------

class ImportsBusy(PlayError):
    """As many imports as one process replays at once are under way; each holds the processor
    for its whole replay, so more would slow every other request."""

    code = "imports_busy"

    def __init__(self, at_once: int) -> None:
        super().__init__(f"{at_once} imports are being replayed here already; retry in a moment.",
                         imports_at_once=at_once)


# ---- rematches ----------------------------------------------------------------------------

class GameNotOver(PlayError):
    code = "game_not_over"

    def __init__(self) -> None:
        super().__init__("A rematch is proposed once the game is over.")


class SandboxRematch(PlayError):
    """A sandbox game is one person's board with scripted dice or a set position: it has no
    table to play again."""

    code = "sandbox_rematch"

    def __init__(self) -> None:
        super().__init__("A sandbox game has no rematch; create a new game instead.")


class RematchAlreadyProposed(PlayError):
    code = "rematch_already_proposed"

    def __init__(self, game_id: str) -> None:
        super().__init__("A rematch of this game is already proposed or agreed.",
                         rematch_game_id=game_id)


class RematchNotProposed(PlayError):
    code = "rematch_not_proposed"

    def __init__(self) -> None:
        super().__init__("No rematch of this game is waiting for answers.")


class RematchAlreadyAnswered(PlayError):
    code = "rematch_already_answered"

    def __init__(self) -> None:
        super().__init__("This seat has already accepted the rematch.")


# ---- accounts (optional: a seat's token never needs one) ----------------------------------

class NotSignedIn(PlayError):
    code = "not_signed_in"

    def __init__(self) -> None:
        super().__init__("No account is signed in here.")


class CsrfRejected(PlayError):
    """A write made with the session cookie must carry the session's CSRF token in a header."""

    code = "csrf_rejected"

    def __init__(self) -> None:
        super().__init__("This request lacks the page's CSRF token (header X-CSRF-Token).")


class SignInLinkInvalid(PlayError):
    """Unknown, used or expired: one answer for all three, so a guess learns nothing."""

    code = "sign_in_link_invalid"

    def __init__(self) -> None:
        super().__init__("This sign-in link is not valid (used, expired or unknown); "
                         "ask for a new one.")


class SignInRateLimited(PlayError):
    code = "sign_in_rate_limited"

    def __init__(self, seconds: int) -> None:
        super().__init__("Too many sign-in links asked for; wait a while.", retry_after=seconds)


class InvalidEmail(PlayError):
    code = "invalid_email"

    def __init__(self) -> None:
        super().__init__("This is not an email address.")


class PasskeyRefused(PlayError):
    """One refusal for every failed passkey check, so a failure tells nothing of which."""

    code = "passkey_refused"

    def __init__(self) -> None:
        super().__init__("This passkey answer was not accepted; try again.")
