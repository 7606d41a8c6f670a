"""Marshmallow schemas shared by every part of the API."""

from __future__ import annotations

import marshmallow as ma


class ProblemSchema(ma.Schema):
    """An error body, RFC 9457 ``application/problem+json``, with this API's extensions.

    Documentation only: error bodies are built by ``service.http.problems.problem_response``.
    """

    class Meta:
        # Some problems carry extra members (``current_version`` on a conflict,
        # ``max_bytes`` on an oversized body), as RFC 9457 allows.
        unknown = ma.INCLUDE

    type = ma.fields.String(
        required=True,
        metadata={"description": "URI naming the kind of problem; it ends with `code`."},
    )
    title = ma.fields.String(
        required=True, metadata={"description": "Short summary of the HTTP status."}
    )
    status = ma.fields.Integer(required=True, metadata={"description": "The HTTP status code."})
    detail = ma.fields.String(
        required=True, metadata={"description": "What went wrong, for a person to read."}
    )
    instance = ma.fields.String(
        required=True, metadata={"description": "The path of the request that failed."}
    )
    code = ma.fields.String(
        required=True,
        metadata={
            "description": "Stable machine-readable error code, e.g. `not_found`, "
            "`validation_error`. Branch on this, not on `detail`.",
        },
    )
    request_id = ma.fields.String(
        required=True,
        metadata={"description": "The request's id, also sent as the X-Request-ID header."},
    )
    errors = ma.fields.Dict(
        metadata={
            "description": "For `validation_error` and `bad_request`: messages per "
            "request location and field.",
        },
    )
    errors_left_off = ma.fields.Integer(
        metadata={"description": "With `errors`: how many more fields' messages were left out "
                                 "(a problem lists the first 10)."},
    )
    line = ma.fields.Integer(
        metadata={"description": "For a `bad_request` body that is not JSON: the line where "
                                 "the parser stopped, counted from 1."},
    )
    column = ma.fields.Integer(
        metadata={"description": "With `line`: the column there, in characters, counted from 1."},
    )


class BoundedList(ma.fields.List):
    """A list of at most `most` (and at least `least`) items, refused by its length before any
    item is read: a body of a million items costs one check and one error, not a million of
    each. The bounds are published as `minItems` and `maxItems`."""

    def __init__(self, inner: ma.fields.Field | type, *, most: int, least: int = 0,
                 **kwargs: object) -> None:
        self.length = ma.validate.Length(min=least or None, max=most)
        super().__init__(inner, validate=self.length, **kwargs)

    def _deserialize(self, value, attr, data, **kwargs):
        if isinstance(value, (list, tuple)):
            self.length(value)
        return super()._deserialize(value, attr, data, **kwargs)
