"""Request fields whose allowed values a registry holds (maps' layouts), read when a request is
checked or the OpenAPI document is made, not when a module is imported: an app built after a map
is registered accepts its layouts."""
from __future__ import annotations

from collections.abc import Callable, Sequence

from marshmallow import validate as v


class Names(Sequence[str]):
    """The names `read` returns now, as a sequence."""

    def __init__(self, read: Callable[[], Sequence[str]]) -> None:
        self._read = read

    def __getitem__(self, index):
        return self._read()[index]

    def __len__(self) -> int:
        return len(self._read())

    def __iter__(self):
        return iter(tuple(self._read()))

    def __contains__(self, value: object) -> bool:
        return value in self._read()

    def __repr__(self) -> str:
        return repr(tuple(self._read()))


class OneOfNames(v.OneOf):
    """`OneOf` over live names: the same check and error as a fixed tuple gives, with today's names."""

    @property
    def choices_text(self) -> str:
        return ", ".join(str(choice) for choice in self.choices)

    @choices_text.setter
    def choices_text(self, _text: str) -> None:
        """OneOf writes the text once when built; it is read from the names each time instead."""
