"""The names people give: a game's name and a player's name at a seat.

A name is shown in lists, on pages, in notifications and in email subjects, where a line break
would end the header it stands in (and a forged line after it would be read as a header of its
own). So a name holds no control character: none of C0 or C1, no DEL, and no Unicode line or
paragraph separator. The lengths are the API's, and imports are held to them too.
"""
from __future__ import annotations

import re

GAME_NAME_LENGTH = (1, 100)
PLAYER_NAME_LENGTH = (1, 40)
NO_CONTROL_CHARACTERS = "A name may not hold control characters (line breaks, tabs and the like)."

_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")


def has_control_characters(text: str) -> bool:
    return _CONTROL.search(text) is not None


def name_problem(text: object, length: tuple[int, int] = GAME_NAME_LENGTH) -> str | None:
    """Why `text` may not be a name of `length` (least, most characters); None if it may."""
    if not isinstance(text, str):
        return "A name is a string."
    if not length[0] <= len(text) <= length[1]:
        return f"A name has {length[0]} to {length[1]} characters."
    if has_control_characters(text):
        return NO_CONTROL_CHARACTERS
    return None


def without_control_characters(text: str) -> str:
    """`text` with each control character (a line break among them) made a space."""
    return _CONTROL.sub(" ", text)
