"""Options and prompts: what a seat may choose now.

An Option's `choice` is a small JSON-able dict the client sends back verbatim; its `label` is a
human sentence. A Prompt is the one blocking decision of the moment: who decides, what kind of
decision, and how to list the options (built lazily, since most steps never need them all).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable


@dataclass(frozen=True, slots=True)
class Option:
    choice: dict
    label: str

    def to_dict(self) -> dict:
        return {"choice": self.choice, "label": self.label}


@dataclass(frozen=True)
class Prompt:
    """The pending decision: `faction` decides a `kind` decision among `build()` options.

    `auto` means: when exactly one option exists, take it without asking (a forced step, such as
    assigning a Kill when only one kind of Unit can take it).
    """

    kind: str
    faction: str
    build: Callable[[], list[Option]]
    auto: bool = False


HANDLERS: dict[str, Callable] = {}
# Older forms of a choice still accepted (logs and imports made before the form changed): act ->
# fn(state, faction, choice) -> the current form of `choice`, or None when it has none.
OLDER_FORMS: dict[str, Callable] = {}


def handler(act: str):
    """Register the function turning a chosen option with choice["act"] == act into events."""

    def wrap(fn: Callable) -> Callable:
        HANDLERS[act] = fn
        return fn

    return wrap


def older_form(act: str):
    """Register how an older form of a choice with choice["act"] == act reads today."""

    def wrap(fn: Callable) -> Callable:
        OLDER_FORMS[act] = fn
        return fn

    return wrap
