"""Options and prompts: what a seat may choose now.

An Option's `choice` is a small JSON-able dict the client sends back verbatim; its label is a
human sentence, worded per reader from a catalog message (`said`). A Prompt is the one blocking decision of the moment: who decides, what kind of
decision, and how to list the options (built lazily, since most steps never need them all).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, TypeVar

if TYPE_CHECKING:
    from .phrases import Phrase
    from .events import Event
    from .state import State

# A choice as a client sends it: a small JSON object whose "act" names its handler.
Choice = dict[str, Any]
# fn(state, faction, choice) -> the events the chosen option makes; `choice` is typed by the act's
# class in rules.engine.choices (a TypedDict, so any Choice the act's fields were checked on).
Handler = Callable[["State", str, Any], "list[Event]"]
# fn(state, faction, choice) -> the current form of an older `choice`, or None when it has none.
OlderForm = Callable[["State", str, Choice], "Choice | None"]
H = TypeVar("H", bound=Handler)
O = TypeVar("O", bound=OlderForm)


@dataclass(frozen=True, slots=True)
class Option:
    """A legal choice and what it reads as: `said` is a `Phrase` of the catalogs (docs/i18n.md
    section 6: a message id and named arguments, rendered per reader) or, for a label not yet
    converted, English text read as it is in every language."""

    choice: Choice
    said: "str | Phrase"

    @property
    def label(self) -> str:
        """The label in English (what tests and bots compare)."""
        return self.text("en")

    def text(self, lang: str = "en") -> str:
        from .phrases import render  # the words layer's renderer: the catalogs are read only when a label is shown
        return render(self.said, lang)

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        return {"choice": self.choice, "label": self.text(lang)}


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


HANDLERS: dict[str, Handler] = {}
# Older forms of a choice still accepted (logs and imports made before the form changed): act ->
# fn(state, faction, choice) -> the current form of `choice`, or None when it has none.
OLDER_FORMS: dict[str, OlderForm] = {}


def handler(act: str) -> Callable[[H], H]:
    """Register the function turning a chosen option with choice["act"] == act into events."""

    def wrap(fn: H) -> H:
        HANDLERS[act] = fn
        return fn

    return wrap


def older_form(act: str) -> Callable[[O], O]:
    """Register how an older form of a choice with choice["act"] == act reads today."""

    def wrap(fn: O) -> O:
        OLDER_FORMS[act] = fn
        return fn

    return wrap
