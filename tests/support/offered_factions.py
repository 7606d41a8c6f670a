"""Every known faction offered for new games, for tests that seat the factions a process does not
offer yet (`FactionSpec.offered` False): registers an offered copy of each and takes them back."""
from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import Iterator

from rules import factions


@contextlib.contextmanager
def all_factions_offered() -> Iterator[tuple[str, ...]]:
    """Within the block, `factions.available()` is every known faction; yields their names."""
    added = [name for name in factions.known() if not factions.get(name).offered]
    for name in added:
        factions.register(dataclasses.replace(factions.get(name), offered=True))
    try:
        yield factions.available()
    finally:
        for name in added:
            factions.unregister(name)
