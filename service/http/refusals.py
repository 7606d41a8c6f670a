"""The application's refusals (play.errors) as HTTP problems: the one place a status is chosen.

Each refusal class has one status; the problem body carries the refusal's `code`, its `detail`
and its `extra` facts as members, exactly as the application worded them. A class missing from
STATUS fails the test that walks play.errors, so a new refusal cannot reach a client as a 500.
"""
from __future__ import annotations

from flask import Flask, Response

from play import errors
from service.http.problems import problem_response

STATUS: dict[type[errors.PlayError], int] = {
    errors.GameNotFound: 404,
    errors.VersionNotFound: 404,
    errors.SeatNotFound: 404,
    errors.UndoRequestNotFound: 404,
    errors.InvalidToken: 401,
    errors.SeatRequired: 403,
    errors.NotYourTurn: 403,
    errors.NotSeatOrHost: 403,
    errors.InviteRequired: 403,
    errors.HostRequired: 403,
    errors.NotAsked: 403,
    errors.ExportNotAllowed: 403,
    errors.PositionNotAllowed: 403,
    errors.GameNotStarted: 409,
    errors.GameStarted: 409,
    errors.GameFinished: 409,
    errors.InviteNotRecoverable: 409,
    errors.SeatTaken: 409,
    errors.OnVacation: 409,
    errors.UndoPending: 409,
    errors.UndoNeedsConsent: 409,
    errors.NothingToUndo: 409,
    errors.UndoExpired: 409,
    errors.UndoRequestTooSoon: 429,
    errors.InvalidCursor: 400,
    errors.InvalidChoice: 422,
    errors.OptionsRefused: 422,
    errors.InvalidOptions: 422,
    errors.UnknownBot: 422,
    errors.TooManySearchBots: 429,
    errors.VacationExhausted: 422,
    errors.BatchContinuesAfterDraw: 422,
    errors.IdempotencyKeyReused: 422,
    errors.InvalidUndoTarget: 422,
    errors.InvalidTimeControl: 422,
    errors.InvalidDocument: 422,
    errors.ImportsBusy: 429,
    errors.ChatChannelForbidden: 403,
    errors.ChatSeatRequired: 403,
    errors.ChatClosed: 403,
    errors.ChatTextEmpty: 422,
    errors.ChatTextTooLong: 422,
    errors.ChatTextInvalid: 422,
    errors.ChatRateLimited: 429,
    errors.ChatMuteSelf: 422,
    errors.GameNotOver: 409,
    errors.SandboxRematch: 422,
    errors.RematchAlreadyProposed: 409,
    errors.RematchNotProposed: 409,
    errors.RematchAlreadyAnswered: 409,
    errors.NotSignedIn: 401,
    errors.CsrfRejected: 403,
    errors.SignInLinkInvalid: 400,
    errors.SignInRateLimited: 429,
    errors.InvalidEmail: 422,
    errors.PasskeyRefused: 400,
}

# RFC 6750: a bearer token refused as no longer valid says so in its challenge.
HEADERS: dict[type[errors.PlayError], dict[str, str]] = {
    errors.InvalidToken: {"WWW-Authenticate": 'Bearer error="invalid_token"'},
    errors.ImportsBusy: {"Retry-After": "2"},
}


def install_refusals(app: Flask) -> None:
    app.register_error_handler(errors.PlayError, handle_refusal)


def handle_refusal(error: errors.PlayError) -> Response:
    kind = next(k for k in type(error).__mro__ if k in STATUS)  # a subclass answers as its base
    headers = dict(HEADERS.get(kind, {}))
    if "retry_after" in error.extra:  # RFC 9110: when asking again may succeed
        headers["Retry-After"] = str(error.extra["retry_after"])
    return problem_response(STATUS[kind], error.code, error.detail, headers=headers or None,
                            args=error.message_args, **error.extra)
